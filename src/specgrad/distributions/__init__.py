"""specgrad.distributions: probability distributions with sampling and differentiable log-densities, as
torch.distributions (its Normal, Bernoulli, Categorical, Uniform and Independent, with kl_divergence).

    dist = Normal(mu, sigma)              # a batch of normals, mu and sigma broadcast
    z = dist.rsample()                    # reparameterized: gradients reach mu and sigma (a VAE's sample)
    loss = -dist.log_prob(z).sum()        # log-density, differentiable in the parameters and the value
    kl_divergence(dist, Normal(0., 1.))   # closed form per batch element

    policy = Categorical(logits=scores)   # REINFORCE: action = policy.sample(); -policy.log_prob(action) * R

Built from specgrad's ops, so every log_prob, entropy and KL differentiates (twice too) through autograd.
Samples come from specgrad's generator (specgrad.manual_seed): other draws than PyTorch's for one seed.
"""
from specgrad.distributions import constraints
from specgrad.distributions.bernoulli import Bernoulli
from specgrad.distributions.categorical import Categorical
from specgrad.distributions.distribution import Distribution
from specgrad.distributions.independent import Independent
from specgrad.distributions.kl import kl_divergence, register_kl
from specgrad.distributions.normal import Normal
from specgrad.distributions.uniform import Uniform

__all__ = ["Bernoulli", "Categorical", "Distribution", "Independent", "Normal", "Uniform", "constraints",
           "kl_divergence", "register_kl"]

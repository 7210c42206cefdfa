"""specgrad.distributions: probability distributions with sampling and differentiable log-densities, as
torch.distributions: Normal, MultivariateNormal, LogNormal, Laplace, Exponential, Uniform, Bernoulli, Categorical,
OneHotCategorical, Gamma, Beta, Dirichlet, Independent, TransformedDistribution with its transforms, and
kl_divergence between them. Gamma, Beta and Dirichlet sample without a reparameterized gradient (no rsample).

    dist = Normal(mu, sigma)              # a batch of normals, mu and sigma broadcast
    z = dist.rsample()                    # reparameterized: gradients reach mu and sigma (a VAE's sample)
    loss = -dist.log_prob(z).sum()        # log-density, differentiable in the parameters and the value
    kl_divergence(dist, Normal(0., 1.))   # closed form per batch element

    policy = Categorical(logits=scores)   # REINFORCE: action = policy.sample(); -policy.log_prob(action) * R

Built from specgrad's ops, so every log_prob, entropy and KL differentiates (twice too) through autograd.
Samples come from specgrad's generator (specgrad.manual_seed): other draws than PyTorch's for one seed.
"""
from specgrad.distributions import constraints, transforms
from specgrad.distributions.bernoulli import Bernoulli
from specgrad.distributions.beta import Beta
from specgrad.distributions.categorical import Categorical
from specgrad.distributions.dirichlet import Dirichlet
from specgrad.distributions.distribution import Distribution
from specgrad.distributions.exponential import Exponential
from specgrad.distributions.gamma import Gamma
from specgrad.distributions.independent import Independent
from specgrad.distributions.kl import kl_divergence, register_kl
from specgrad.distributions.laplace import Laplace
from specgrad.distributions.log_normal import LogNormal
from specgrad.distributions.multivariate_normal import MultivariateNormal
from specgrad.distributions.normal import Normal
from specgrad.distributions.one_hot_categorical import OneHotCategorical
from specgrad.distributions.transformed_distribution import TransformedDistribution
from specgrad.distributions.transforms import (AffineTransform, ComposeTransform, ExpTransform, SigmoidTransform,
                                               TanhTransform, Transform)
from specgrad.distributions.uniform import Uniform

__all__ = ["AffineTransform", "Bernoulli", "Beta", "Categorical", "ComposeTransform", "Dirichlet", "Distribution",
           "ExpTransform", "Exponential", "Gamma", "Independent", "Laplace", "LogNormal", "MultivariateNormal",
           "Normal", "OneHotCategorical", "SigmoidTransform", "TanhTransform", "Transform",
           "TransformedDistribution", "Uniform", "constraints", "kl_divergence", "register_kl", "transforms"]

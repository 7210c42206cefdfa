"""specgrad.func: composable function transforms, as torch.func (functorch).

    grad, grad_and_value, vjp, jacrev      reverse mode (specgrad.autograd)
    jvp, linearize, jacfwd                 forward mode (specgrad.autograd.forward_ad)
    hessian                                jacfwd(jacrev(f)): forward-over-reverse
    vmap                                   a function over a batch (vmap.py: a loop for now)
    functional_call                        a module with other tensors as its parameters

They compose in any order: vmap(grad(loss)) gives per-sample gradients, jacfwd(jacrev(f)) a Hessian.
"""
from specgrad.func.functional_call import functional_call
from specgrad.func.transforms import grad, grad_and_value, hessian, jacfwd, jacrev, jvp, linearize, vjp
from specgrad.func.vmap import vmap

__all__ = ["grad", "grad_and_value", "vjp", "jvp", "linearize", "jacrev", "jacfwd", "hessian", "vmap",
           "functional_call"]

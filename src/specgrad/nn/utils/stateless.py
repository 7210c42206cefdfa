"""torch.nn.utils.stateless: functional_call's older home (it is specgrad.func.functional_call)."""
from specgrad.func.functional_call import functional_call  # noqa: F401

__all__ = ["functional_call"]

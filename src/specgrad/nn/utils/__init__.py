"""nn.utils: gradient clipping, flattening parameters into one vector, packed sequences (rnn), weight_norm,
skip_init, conv/linear + batch-norm fusion and pruning (prune), as torch.nn.utils."""
from specgrad.nn.utils.clip_grad import clip_grad_norm, clip_grad_norm_, clip_grad_value_, get_total_norm  # noqa: F401
from specgrad.nn.utils.convert_parameters import parameters_to_vector, vector_to_parameters  # noqa: F401
from specgrad.nn.utils import rnn  # noqa: F401
from specgrad.nn.utils.fusion import (fuse_conv_bn_eval, fuse_conv_bn_weights, fuse_linear_bn_eval,  # noqa: F401
                                      fuse_linear_bn_weights)
from specgrad.nn.utils.init import skip_init  # noqa: F401
from specgrad.nn.utils.weight_norm import remove_weight_norm, weight_norm  # noqa: F401
from specgrad.nn.utils.spectral_norm import remove_spectral_norm, spectral_norm  # noqa: F401,E402
from specgrad.nn.utils import parametrizations, parametrize  # noqa: F401,E402
from specgrad.nn.utils import prune  # noqa: F401,E402
from specgrad.nn.utils import stateless  # noqa: F401,E402  (torch.nn.utils.stateless.functional_call)

"""nn.utils: gradient clipping, flattening parameters into one vector, packed sequences (rnn), as torch.nn.utils."""
from specgrad.nn.utils.clip_grad import clip_grad_norm, clip_grad_norm_, clip_grad_value_, get_total_norm  # noqa: F401
from specgrad.nn.utils.convert_parameters import parameters_to_vector, vector_to_parameters  # noqa: F401
from specgrad.nn.utils import rnn  # noqa: F401

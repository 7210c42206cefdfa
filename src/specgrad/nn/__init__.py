"""specgrad.nn: neural-network building blocks, as torch.nn. `functional` holds the stateless ops,
`modules` the layers (re-exported here), `init` the initialisers, `utils` gradient clipping and friends."""
from specgrad.nn import functional, init  # noqa: F401
from specgrad.nn.modules import *  # noqa: F401,F403
from specgrad.nn.modules import Module  # noqa: F401
from specgrad.nn.parameter import Buffer, Parameter, UninitializedBuffer, UninitializedParameter  # noqa: F401
from specgrad.nn import utils  # noqa: F401
from specgrad.nn import parallel  # noqa: F401
from specgrad.nn.modules.attention import multi_head_attention_forward

# PyTorch keeps multi_head_attention_forward in nn.functional; here it lives beside MultiheadAttention
functional.multi_head_attention_forward = multi_head_attention_forward

"""The layers of specgrad.nn, one module per family as in torch.nn.modules."""
from specgrad.nn.modules.container import ModuleDict, ModuleList, ParameterDict, ParameterList, Sequential  # noqa: F401
from specgrad.nn.modules.linear import Bilinear, Identity, Linear  # noqa: F401
from specgrad.nn.modules.module import Module  # noqa: F401
from specgrad.nn.modules.rnn import GRU, LSTM, RNN, GRUCell, LSTMCell, RNNBase, RNNCell, RNNCellBase  # noqa: F401
from specgrad.nn.modules.attention import MultiheadAttention  # noqa: F401
from specgrad.nn.modules.transformer import (Transformer, TransformerDecoder, TransformerDecoderLayer,  # noqa: F401
                                               TransformerEncoder, TransformerEncoderLayer)

"""The layers of specgrad.nn, one module per family as in torch.nn.modules."""
# flake8: noqa: F401
from specgrad.nn.modules.activation import (CELU, ELU, GELU, GLU, Hardshrink, Hardsigmoid, Hardswish, Hardtanh,
                                            LeakyReLU, LogSigmoid, LogSoftmax, Mish, PReLU, ReLU, ReLU6, SELU,
                                            Sigmoid, SiLU, Softmax, Softmax2d, Softmin, Softplus, Softshrink,
                                            Softsign, Tanh, Tanhshrink, Threshold)
from specgrad.nn.modules.attention import MultiheadAttention
from specgrad.nn.modules.container import ModuleDict, ModuleList, ParameterDict, ParameterList, Sequential
from specgrad.nn.modules.conv import (Conv1d, Conv2d, Conv3d, ConvTranspose1d, ConvTranspose2d, LazyConv1d, LazyConv2d,
                                      LazyConv3d, LazyConvTranspose1d, LazyConvTranspose2d)
from specgrad.nn.modules.distance import CosineSimilarity, PairwiseDistance
from specgrad.nn.modules.dropout import AlphaDropout, Dropout, Dropout1d, Dropout2d, Dropout3d, FeatureAlphaDropout
from specgrad.nn.modules.flatten import Flatten, Unflatten
from specgrad.nn.modules.lazy import LazyModuleMixin
from specgrad.nn.modules.linear import Bilinear, Identity, LazyLinear, Linear
from specgrad.nn.modules.loss import (BCELoss, BCEWithLogitsLoss, CosineEmbeddingLoss, CrossEntropyLoss,
                                      GaussianNLLLoss, HingeEmbeddingLoss, HuberLoss, KLDivLoss, L1Loss,
                                      MarginRankingLoss, MSELoss, MultiLabelMarginLoss, MultiLabelSoftMarginLoss,
                                      MultiMarginLoss, NLLLoss, PoissonNLLLoss, SmoothL1Loss, SoftMarginLoss,
                                      TripletMarginLoss, TripletMarginWithDistanceLoss)
from specgrad.nn.modules.module import Module
from specgrad.nn.modules.normalization import (BatchNorm1d, BatchNorm2d, BatchNorm3d, GroupNorm, InstanceNorm1d,
                                               InstanceNorm2d, InstanceNorm3d, LayerNorm, LazyBatchNorm1d,
                                               LazyBatchNorm2d, LazyBatchNorm3d, LazyInstanceNorm1d,
                                               LazyInstanceNorm2d, LazyInstanceNorm3d, RMSNorm)
from specgrad.nn.modules.padding import (CircularPad1d, CircularPad2d, CircularPad3d, ConstantPad1d, ConstantPad2d,
                                         ConstantPad3d, ReflectionPad1d, ReflectionPad2d, ReflectionPad3d,
                                         ReplicationPad1d, ReplicationPad2d, ReplicationPad3d, ZeroPad1d, ZeroPad2d,
                                         ZeroPad3d)
from specgrad.nn.modules.pooling import (AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveAvgPool3d, AdaptiveMaxPool1d,
                                         AdaptiveMaxPool2d, AdaptiveMaxPool3d, AvgPool1d, AvgPool2d, MaxPool1d,
                                         MaxPool2d)
from specgrad.nn.modules.rnn import GRU, LSTM, RNN, GRUCell, LSTMCell, RNNBase, RNNCell, RNNCellBase
from specgrad.nn.modules.resampling import (ChannelShuffle, Fold, PixelShuffle, PixelUnshuffle, Unfold, Upsample,
                                            UpsamplingBilinear2d, UpsamplingNearest2d)
from specgrad.nn.modules.sparse import Embedding
from specgrad.nn.modules.transformer import (Transformer, TransformerDecoder, TransformerDecoderLayer,
                                             TransformerEncoder, TransformerEncoderLayer)
from specgrad.nn.modules.pooling import AvgPool3d, LPPool1d, LPPool2d, LPPool3d, MaxPool3d
from specgrad.nn.modules.activation import RReLU
from specgrad.nn.modules.normalization import LocalResponseNorm
from specgrad.nn.modules.normalization import SyncBatchNorm
from specgrad.nn.modules.conv import ConvTranspose3d, LazyConvTranspose3d
from specgrad.nn.modules.pooling import MaxUnpool1d, MaxUnpool2d
from specgrad.nn.modules.sparse import EmbeddingBag
from specgrad.nn.modules.adaptive import AdaptiveLogSoftmaxWithLoss

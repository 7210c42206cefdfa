"""specgrad: reverse-mode automatic differentiation with PyTorch's API, every derivative in one table.

    import specgrad as torch
    x = torch.tensor([0.0, 2.0, 8.0], requires_grad=True)
    (x * x).sum().backward()
    x.grad  # tensor([ 0.,  4., 16.])

The ops and their gradients are generated from derivatives.yaml (see specgrad.generated).
"""
import os as _os
import warnings as _warnings

# Numba's parallel kernels run on GNU OpenMP, whose idle threads spin for a while after each parallel
# region (GOMP_SPINCOUNT, 300,000 by default). On a 2-core machine those spinning threads took the
# cores from the BLAS threads of the matmul that came next: a digits-CNN training step (batch norm
# kernels between convolutions) took 17-29 ms instead of 7 ms. A spin of 10,000 keeps a hot row
# kernel (softmax of 64x1000) as fast as before, and stops the stalls. The variable is read when
# OpenMP starts (at the first parallel kernel), so set it before that to choose another value.
_os.environ.setdefault("GOMP_SPINCOUNT", "10000")

# NumPy's floating point warnings ("divide by zero encountered in log", "overflow encountered in
# multiply") are attributed to the Python frame that called the ufunc. PyTorch gives inf/nan without
# a word, so warnings from specgrad's own modules are ignored; NumPy code elsewhere (the user's)
# still warns. The filter costs nothing while nothing warns (np.errstate around each op would cost
# about 1 us). Its limits: filters added later take precedence (warnings.simplefilter("error")),
# pytest discards it when specgrad is first imported during collection (pytest wraps collection and
# each test in warnings.catch_warnings), and NumPy functions written in Python (np.sum, np.mean)
# warn from NumPy's own modules. Backward does not depend on it: the engine turns NumPy's warnings
# off while it runs (autograd/engine.py).
_warnings.filterwarnings("ignore", category=RuntimeWarning, module=r"specgrad(\.|$)")

# Freed arrays stay with the process, so a step that allocates what the last one freed does not page-fault
# on every 4 KiB page (specgrad/malloc.py: a layer_norm step 3.4-3.6 -> 1.1-1.2 ms in a process where glibc's
# defaults gave memory back each step). A user's MALLOC_*/GLIBC_TUNABLES or SPECGRAD_KEEP_FREED_MEMORY=0 wins.
from specgrad import malloc as _malloc  # noqa: E402
_malloc.keep_freed_memory()

from specgrad import autograd  # noqa: E402
from specgrad.creation import (BoolTensor, DoubleTensor, FloatTensor, LongTensor, arange, as_tensor, empty,
                               empty_like, eye, from_numpy, full, full_like, linspace, ones, ones_like,
                               rand, rand_like, randint, randn, randn_like, tensor, zeros, zeros_like)
from specgrad.creation import TENSOR_METHODS as _SAMPLING_METHODS
from specgrad.creation import bernoulli, multinomial, normal, randint_like, randperm
from specgrad.creation import logspace, range_ as range  # noqa: A004  (torch.range, as PyTorch names it)


from specgrad.creation import (broadcast_shapes, detach, get_device, is_complex, is_nonzero, is_same_size,  # noqa: F401
                               is_signed, tril_indices, triu_indices)
from specgrad.random import Generator, get_rng_state, initial_seed, manual_seed, seed, set_rng_state
from specgrad.dtypes import (bool_ as bool, dtype, float16, float32, float64, get_default_dtype, int8, int16, int32,
                             int64, set_default_dtype, uint8)
from specgrad.fusion import set_fusion_min_size
from specgrad.generated import ops as _ops
from specgrad.memory_format import channels_last, contiguous_format, memory_format, preserve_format  # noqa: F401
from specgrad.grad_mode import (enable_grad, inference_mode, is_grad_enabled, is_inference_mode_enabled, no_grad,
                                set_grad_enabled)
from specgrad.tensor import Size, Tensor

float = float32
double = float64
long = int64
half = float16
int = int32
short = int16

for _name, _function in _ops.METHODS.items():
    setattr(Tensor, _name, _function)
globals().update(_ops.FUNCTIONS)
for _name, _function in _SAMPLING_METHODS.items():
    setattr(Tensor, _name, _function)
del _name, _function

from specgrad.comparison import allclose, equal  # noqa: E402
from specgrad.dtypes import can_cast, promote_types, result_type_of as result_type  # noqa: E402

Tensor.allclose = allclose
Tensor.equal = equal

from specgrad import linalg, nn  # noqa: E402  (after the ops: they list generated functions)
from specgrad import optim  # noqa: E402  (specgrad.optim.Adam after `import specgrad`, as torch.optim)

__version__ = "0.1.0"


def is_tensor(obj) -> bool:
    return isinstance(obj, Tensor)


def numel(input) -> int:
    return input.numel()

from specgrad import utils  # noqa: E402,F401  (utils.data: Dataset, DataLoader, ...)
from specgrad import func  # noqa: E402,F401  (torch.func: grad, jvp, jacfwd, hessian, vmap, functional_call)
from specgrad.serialization import load, save  # noqa: E402,F401

# Runtime utilities PyTorch programs call at the top level (each module's docstring says what differs).
from specgrad import compiler  # noqa: E402,F401  (specgrad.compiler.is_compiling, disable)
from specgrad._tensor_str import set_printoptions  # noqa: E402,F401
from specgrad.autograd.anomaly import (is_anomaly_check_nan_enabled, is_anomaly_enabled,  # noqa: E402,F401
                                       set_anomaly_enabled)
from specgrad.compiler import compile  # noqa: E402,F401,A004  (torch.compile: returns the model unchanged)
from specgrad.conversion import asarray  # noqa: E402,F401
from specgrad.creation import fill, fill_, is_floating_point, scalar_tensor, zero_  # noqa: E402,F401
from specgrad.devices import device, get_default_device, set_default_device  # noqa: E402,F401
from specgrad import cuda  # noqa: E402,F401  (CuPy loads on first use, never here)
from specgrad import accelerator  # noqa: E402,F401  (torch.accelerator: CUDA where CuPy sees a GPU)
from specgrad import amp, backends  # noqa: E402,F401  (torch.amp's GradScaler; torch.backends' flags)
from specgrad.amp import autocast  # noqa: E402,F401
from specgrad.func import vmap  # noqa: E402,F401  (torch.vmap is torch.func.vmap)
from specgrad import jit  # noqa: E402,F401  (torch.jit's names: script and trace return what they are given)
from specgrad import distributed  # noqa: E402,F401  (mpi4py, and so MPI, load in init_process_group, never here)
from specgrad import futures  # noqa: E402,F401  (torch.futures: Future, collect_all, wait_all)
from specgrad.flags import (are_deterministic_algorithms_enabled, get_deterministic_debug_mode,  # noqa: E402,F401
                            get_float32_matmul_precision, is_deterministic_algorithms_warn_only_enabled,
                            is_warn_always_enabled, set_deterministic_debug_mode, set_float32_matmul_precision,
                            set_warn_always, use_deterministic_algorithms)
from specgrad.inference_tensors import is_inference  # noqa: E402,F401
from specgrad.threads import (get_num_interop_threads, get_num_threads, set_num_interop_threads,  # noqa: E402,F401
                              set_num_threads)
from specgrad.type_info import finfo, iinfo, typename  # noqa: E402,F401

Tensor.is_inference = is_inference
Tensor.__module__ = "specgrad"  # as torch.Tensor's: messages name <class 'specgrad.Tensor'>


def __getattr__(name):
    """specgrad.distributions (about 18 ms of `import specgrad` otherwise), specgrad.special and specgrad.testing
    are imported on first use."""
    if name in ("distributions", "special", "testing"):
        import importlib
        return importlib.import_module(f"specgrad.{name}")
    raise AttributeError(f"module 'specgrad' has no attribute {name!r}")

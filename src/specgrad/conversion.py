"""asarray: an object as a tensor, sharing its memory where it can (torch.asarray's rules).

obj may be a tensor, a NumPy array or NumPy scalar, a Python number or a nested sequence of them:
- a tensor or a NumPy array is shared, not copied, unless copy=True or dtype differs (copy=None: a
  copy in the new dtype; copy=False: ValueError "can't alias ..."). asarray(t) is t itself. A NumPy
  array keeps its dtype (float64 stays float64); a NumPy scalar or 0-d array is always copied
  (copy=False on a NumPy scalar is PyTorch's RuntimeError).
- a number or a sequence is always copied (copy=False is a ValueError), with tensor()'s type inference
  unless dtype is given.
requires_grad=None (the default, as in PyTorch 2.13) means obj.requires_grad for a tensor (PyTorch's
one-time UserWarning says so when that is True) and False otherwise. As in PyTorch, the returned tensor
gets that flag: when it is obj itself (a leaf), obj's requires_grad is changed; a copy keeps its graph
(clone / to) when the result requires grad and is cut from it (detach) when not.

Differences from PyTorch: objects with only the buffer protocol (bytes, array.array) and DLPack
capsules are not read as memory (they go to tensor() as sequences); a read-only NumPy array is shared
without PyTorch's warning about writing to it.
"""
import warnings

import numpy as np

from specgrad import devices, dtypes
from specgrad.creation import _check_device, _complex_error, tensor as _new_tensor
from specgrad.tensor import Tensor

__all__ = ["asarray"]

_warned_requires_grad = False


def asarray(obj, *, dtype=None, device=None, copy=None, requires_grad=None):
    """obj as a tensor, without a copy where possible (see the module's docstring for the rules); on
    another device than obj's, a copy there."""
    result = _asarray(obj, dtype, copy, requires_grad)
    if device is not None:
        place = _check_device(device)
        if devices.of_array(result._data) != place:
            result = result.to(place)
    return result


def _asarray(obj, dtype, copy, requires_grad):
    global _warned_requires_grad
    source = obj if isinstance(obj, Tensor) else None
    return_requires_grad = requires_grad if requires_grad is not None else (
        source is not None and source._requires_grad)
    if return_requires_grad and requires_grad is None and not _warned_requires_grad:
        _warned_requires_grad = True
        warnings.warn("torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False. "
                      "Pass requires_grad=False explicitly to get the old behavior and silence this warning.",
                      UserWarning, stacklevel=2)
    force_copy = bool(copy) if copy is not None else False
    force_alias = copy is not None and not copy

    if source is None and (isinstance(obj, np.generic) or type(obj) in devices.ARRAY_TYPES):
        array = obj
        if array.ndim == 0:  # a NumPy scalar or 0-d array: always a new array (PyTorch's PyArray_CheckScalar)
            if not isinstance(obj, np.ndarray) and force_alias:
                raise RuntimeError("can't alias NumPy scalars. Either remove copy=False or transform it in a "
                                   "ndarray. ")
            array = np.array(obj) if isinstance(obj, np.generic) else obj.copy()
            force_copy = False
        if array.dtype.kind == "c":
            raise _complex_error(array.flat[0] if array.size else 1j)
        dtypes.from_numpy_dtype(array.dtype)  # refuses dtypes specgrad has no name for
        source = Tensor._wrap(array)

    if source is None:  # a number or a sequence: a new tensor, tensor()'s rules
        if force_alias:
            raise ValueError("can't alias arbitrary sequence into a tensor.")
        result = _new_tensor(obj, dtype=dtype)
        if return_requires_grad:
            result.requires_grad = True
        return result

    wrong_dtype = dtype is not None and dtypes.numpy_dtype(dtype) != source._data.dtype
    if force_copy or (copy is None and wrong_dtype):
        if wrong_dtype:
            source = source.to(dtypes.from_numpy_dtype(dtypes.numpy_dtype(dtype)))
        else:
            source = source.clone()
    elif wrong_dtype:
        raise ValueError(f"can't alias tensor with dtype '{dtypes.scalar_type_name(source._data.dtype)}' into dtype "
                         f"'{dtypes.scalar_type_name(dtypes.numpy_dtype(dtype))}'.")
    if source.grad_fn is not None:
        return source if return_requires_grad else source.detach()
    source.requires_grad = return_requires_grad
    return source

"""Inference tensors: is_inference(t) is True for a tensor made inside inference_mode(), as in PyTorch.

Tensor keeps no flag for it (its slots stay as they are, and making a tensor outside inference mode
costs nothing more): while some thread is inside inference_mode(True), Tensor._wrap (which every op
and factory makes its outputs with) is replaced by a version that, on a thread in inference mode,
records the new tensor here (by id, with a weak reference: a recorded tensor is not kept alive). When
the last inference_mode block exits, the plain _wrap is back. grad_mode.inference_mode calls enter()
and exit().

Differences from PyTorch: an inference tensor is marked only, not restricted (PyTorch refuses to save
one for backward or to update it in place outside inference mode; specgrad lets both happen), and a
view made outside inference mode of an inference tensor is not itself an inference tensor.
"""
import threading
import weakref

from specgrad import grad_mode

__all__ = ["is_inference"]

_marked = {}  # id(tensor) -> weakref to it
_active = 0   # inference_mode(True) blocks open, all threads together
_lock = threading.Lock()
_plain_wrap = None


def _mark(t):
    key = id(t)
    _marked[key] = weakref.ref(t, lambda _, key=key: _marked.pop(key, None))


def enter():
    """An inference_mode(True) block starts (any thread): tensors made on inference threads get marked."""
    global _active, _plain_wrap
    with _lock:
        _active += 1
        if _active > 1:
            return
        from specgrad.tensor import Tensor
        plain = _plain_wrap = Tensor.__dict__["_wrap"].__func__
        state = grad_mode._state

        def _wrap(data, grad_fn=None, output_nr=0):
            t = plain(data, grad_fn, output_nr)
            if state.inference:
                _mark(t)
            return t

        _wrap.__doc__ = plain.__doc__
        Tensor._wrap = staticmethod(_wrap)


def exit():
    """An inference_mode(True) block ends; the last one puts the plain Tensor._wrap back."""
    global _active
    with _lock:
        _active -= 1
        if _active == 0 and _plain_wrap is not None:
            from specgrad.tensor import Tensor
            Tensor._wrap = staticmethod(_plain_wrap)


def is_inference(input) -> bool:
    """Whether `input` was made inside inference_mode() (see the module's docstring for what differs)."""
    from specgrad.tensor import Tensor
    if not isinstance(input, Tensor):
        raise TypeError(f"is_inference(): argument 'input' (position 1) must be Tensor, not {type(input).__name__}")
    ref = _marked.get(id(input))
    return ref is not None and ref() is input

"""Numba, imported when the first kernel runs rather than at `import specgrad`.

Importing Numba (and llvmlite) takes about 0.17 s, most of specgrad's import time, and a program on small
arrays or on NumPy paths may never run a kernel. Kernel modules therefore write

    from specgrad.lazy_numba import numba

and use `numba` as they would the real module: `@numba.njit(...)`, `@numba.vectorize(...)`,
`@numba.extending.intrinsic`, `@numba.extending.overload(...)`, `numba.prange` in kernel bodies. Until a
kernel is first called, that `numba` is the stand-in below: its decorators record the function and return
a LazyKernel (or, for intrinsics and overloads, a LazyIntrinsic / a deferred registration). The first call
of any LazyKernel (or any other attribute of the stand-in: `numba.get_num_threads()`) imports Numba, makes
the deferred registrations, and rebinds every specgrad module's global `numba` (and LazyIntrinsic) to the
real object, so kernel bodies compile against the real module (`numba.prange` included). A LazyKernel
builds its dispatcher (numba.njit(**options)(function)) on first use; Numba types it as that dispatcher
when another kernel calls it, and inlines it (`inline="always"`) from its `py_func` and `targetoptions`.
Caching is unchanged: the dispatcher is the one the decorator would have made at import.
"""
import sys
import threading

_lock = threading.RLock()
_real = None          # the numba module, once loaded
_intrinsics = []      # LazyIntrinsic, in definition order
_overloads = []       # (function, options, implementation)


def _load():
    """Import Numba (once), register what was deferred, and rebind the stand-ins in specgrad's modules."""
    global _real
    if _real is not None:
        return _real
    with _lock:
        if _real is not None:
            return _real
        import numba
        from numba.extending import intrinsic, overload, typeof_impl

        @typeof_impl.register(LazyKernel)
        def _typeof_lazy_kernel(value, context):  # a kernel calling a LazyKernel calls its dispatcher
            return typeof_impl(value.dispatcher(), context)

        for lazy in _intrinsics:
            lazy.real = intrinsic(**lazy.options)(lazy.function) if lazy.options else intrinsic(lazy.function)
        for function, options, implementation in _overloads:
            overload(function, **options)(implementation)
        _real = numba
        globals()["numba"] = numba  # modules imported from now on get the real module
        for name, module in list(sys.modules.items()):
            if (name == "specgrad" or name.startswith("specgrad.")) and name != __name__:
                for key, value in list(vars(module).items()):
                    if value is _stand_in:
                        setattr(module, key, numba)
                    elif isinstance(value, LazyIntrinsic):
                        setattr(module, key, value.real)
        return numba


class LazyKernel:
    """A Numba-compiled function whose dispatcher is made on first use (see the module's docstring)."""

    def __init__(self, make, function, options):
        self._make = make  # "njit" or "vectorize"
        self.py_func = function
        self.targetoptions = options  # what Numba's inliner reads (inline="always")
        self._dispatcher = None
        self.__name__ = function.__name__
        self.__qualname__ = function.__qualname__
        self.__module__ = function.__module__
        self.__doc__ = function.__doc__
        self.__wrapped__ = function

    def dispatcher(self):
        if self._dispatcher is None:
            numba = _load()
            with _lock:
                if self._dispatcher is None:
                    self._dispatcher = getattr(numba, self._make)(**self.targetoptions)(self.py_func)
        return self._dispatcher

    def __call__(self, *args, **kwargs):
        try:
            return (self._dispatcher or self.dispatcher())(*args, **kwargs)
        except Exception:
            _refuse_gpu_arrays(self.__name__, args)  # a CPU kernel given GPU arrays: say so, not Numba's typing error
            raise

    def __getattr__(self, name):  # the dispatcher's other attributes (signatures, ...)
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.dispatcher(), name)

    def __repr__(self):
        return f"<lazy Numba kernel {self.__qualname__}>"


def _refuse_gpu_arrays(name, args):
    from specgrad.devices import of_array
    for a in args:
        if hasattr(a, "__cuda_array_interface__"):
            raise NotImplementedError(f"specgrad computes this op with a CPU kernel ({name.lstrip('_')}) that has no "
                                      f"CUDA version yet; tensors on {of_array(a)} cannot use it: move them to the "
                                      f"CPU with .cpu() for this op")


class LazyIntrinsic:
    """numba.extending.intrinsic, applied when Numba loads; modules' globals are then rebound to it."""

    def __init__(self, function, options):
        self.function = function
        self.options = options
        self.real = None
        self.__name__ = function.__name__
        self.__doc__ = function.__doc__

    def __call__(self, *args):
        raise TypeError(f"{self.__name__} is a Numba intrinsic: it runs only inside kernels")


def _decorator(make, options, function=None):
    if function is not None:  # @numba.njit without arguments
        return LazyKernel(make, function, {})
    return lambda f: LazyKernel(make, f, options)


class _Extending:
    """numba.extending's intrinsic and overload, deferred."""

    def intrinsic(self, function=None, **options):
        if _real is not None:
            real = _real.extending.intrinsic
            return real(function) if function is not None else real(**options)
        if function is None:
            return lambda f: self.intrinsic(f, **options)
        lazy = LazyIntrinsic(function, options)
        _intrinsics.append(lazy)
        return lazy

    def overload(self, function, **options):
        if _real is not None:
            return _real.extending.overload(function, **options)

        def register(implementation):
            _overloads.append((function, options, implementation))
            return implementation
        return register

    def __getattr__(self, name):
        return getattr(_load().extending, name)


class _NumbaStandIn:
    """`numba` until it is imported: deferred decorators; any other attribute imports it."""
    __name__ = "numba"
    extending = _Extending()

    def njit(self, function=None, **options):
        if _real is not None:
            return _real.njit(function, **options) if function is not None else _real.njit(**options)
        return _decorator("njit", options, function)

    def vectorize(self, function=None, **options):
        if _real is not None:
            return _real.vectorize(function, **options) if function is not None else _real.vectorize(**options)
        return _decorator("vectorize", options, function)

    def __getattr__(self, name):
        return getattr(_load(), name)

    def __repr__(self):
        return "<numba, imported on first use (specgrad.lazy_numba)>"


_stand_in = _NumbaStandIn()
numba = _stand_in


def loaded():
    """Whether Numba has been imported (by a kernel's first call, or by anything else that needed it)."""
    return _real is not None

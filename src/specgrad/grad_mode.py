"""Grad mode: whether ops record the graph. Thread-local, as in PyTorch."""
import functools
import threading

class _State(threading.local):
    enabled = True  # the class attribute is every new thread's starting value
    inference = False


_state = _State()


def is_grad_enabled() -> bool:
    return _state.enabled


def _set_enabled(mode: bool) -> None:
    _state.enabled = bool(mode)


class _GradModeContext:
    """Base of no_grad / enable_grad / set_grad_enabled: a context manager and a decorator."""

    mode = True

    def __enter__(self):
        self._previous = is_grad_enabled()
        _set_enabled(self.mode)
        return self

    def __exit__(self, *exc):
        _set_enabled(self._previous)
        return False

    def __call__(self, function):
        @functools.wraps(function)
        def wrapper(*args, **kwargs):
            with type(self)() if type(self) is not set_grad_enabled else set_grad_enabled(self.mode):
                return function(*args, **kwargs)
        return wrapper


class no_grad(_GradModeContext):
    """Ops inside do not record the graph: results have requires_grad=False."""
    mode = False


class enable_grad(_GradModeContext):
    """Turn recording back on inside a no_grad block."""
    mode = True


class set_grad_enabled(_GradModeContext):
    """set_grad_enabled(mode): as a function it sets the mode now; as a context it restores it on exit."""

    def __init__(self, mode: bool):
        self.mode = bool(mode)
        self._previous = is_grad_enabled()
        _set_enabled(self.mode)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        _set_enabled(self._previous)
        return False

    def __call__(self, function):
        _set_enabled(self._previous)  # used as a decorator: the mode applies inside calls only
        return super().__call__(function)


def is_inference_mode_enabled() -> bool:
    return _state.inference


class inference_mode(_GradModeContext):
    """no_grad for code that will never need gradients (as torch.inference_mode): nothing is
    recorded inside. inference_mode(False) leaves the current mode as it is."""

    def __init__(self, mode: bool = True):
        self.enabled_inside = bool(mode)

    @property
    def mode(self):
        return False if self.enabled_inside else is_grad_enabled()

    def __enter__(self):
        self._previous_inference = _state.inference
        _state.inference = self.enabled_inside
        if self.enabled_inside:
            inference_tensors.enter()  # tensors made inside are inference tensors (is_inference)
        return super().__enter__()

    def __exit__(self, *exc):
        _state.inference = self._previous_inference
        if self.enabled_inside:
            inference_tensors.exit()
        return super().__exit__(*exc)

    def __call__(self, function):
        @functools.wraps(function)
        def wrapper(*args, **kwargs):
            with inference_mode(self.enabled_inside):
                return function(*args, **kwargs)
        return wrapper


from specgrad import inference_tensors  # noqa: E402  (it reads _state above)

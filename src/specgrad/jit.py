"""specgrad.jit: torch.jit's names, so that model code written with TorchScript in mind runs eagerly.

specgrad has no TorchScript compiler. `script` and `trace` return what they are given: the function or
module runs as the Python it is, with the same results (TorchScript compiles a subset of Python, with the
same semantics). The decorators that steer the compiler (`ignore`, `unused`, `export`, `interface`) return
their argument, `is_scripting()` and `is_tracing()` are False, `annotate` gives its value back, and
`fork`/`wait` run the function at once and hand its result over through a completed Future. What needs a
real TorchScript program, saving or loading one, raises and says what to do instead.
"""
import typing

from specgrad.futures import Future

__all__ = ["script", "trace", "trace_module", "ignore", "unused", "export", "interface", "is_scripting",
           "is_tracing", "annotate", "Final", "Attribute", "fork", "wait", "freeze", "optimize_for_inference",
           "save", "load", "ScriptModule", "ScriptFunction"]

Final = typing.Final


class ScriptModule:
    """No object is one: script() returns the module itself (isinstance checks take the eager branch)."""


class ScriptFunction:
    """No object is one: script() returns the function itself."""


def script(obj, optimize=None, _frames_up=0, _rcb=None, example_inputs=None):
    """obj itself, run eagerly (specgrad has no TorchScript compiler)."""
    return obj


def trace(func, example_inputs=None, *args, **kwargs):
    """func itself, run eagerly: its control flow stays dynamic, where a trace would freeze the path taken."""
    return func


def trace_module(mod, inputs, *args, **kwargs):
    return mod


def freeze(mod, preserved_attrs=None, optimize_numerics=True):
    return mod


def optimize_for_inference(mod, other_methods=None):
    return mod


def ignore(drop=False, **kwargs):
    """@ignore and @ignore(drop=True) alike: the function itself."""
    return drop if callable(drop) else (lambda function: function)


def unused(fn):
    return fn


def export(fn):
    return fn


def interface(obj):
    return obj


def is_scripting() -> bool:
    return False


def is_tracing() -> bool:
    return False


def annotate(the_type, the_value):
    return the_value


def Attribute(value, type=None):  # noqa: N802 (torch.jit.Attribute's name)
    return value


def fork(func, *args, **kwargs):
    """A Future holding func(*args, **kwargs), computed now (TorchScript's fork runs it on another thread)."""
    future = Future()
    try:
        future.set_result(func(*args, **kwargs))
    except Exception as error:
        future.set_exception(error)
    return future


def wait(future):
    return future.wait()


def _no_torchscript(what):
    raise RuntimeError(f"specgrad.jit.{what}: specgrad has no TorchScript programs to {what}. Save the weights with "
                       f"specgrad.save(model.state_dict(), path) and rebuild the model in Python before "
                       f"model.load_state_dict(specgrad.load(path)).")


def save(m, f, _extra_files=None):
    _no_torchscript("save")


def load(f, map_location=None, _extra_files=None):
    _no_torchscript("load")

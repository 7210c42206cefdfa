"""Module: the base class of every layer and model, as torch.nn.Module.

A module keeps its Parameters, buffers and submodules in three ordered dicts, filled by attribute
assignment (`self.weight = Parameter(...)`, `self.conv = Conv2d(...)`) and found again through
__getattr__. Everything else (parameters(), state_dict(), train(), to()) walks those dicts.
"""
import itertools
from collections import OrderedDict, namedtuple

from specgrad import devices, dtypes
from specgrad.grad_mode import no_grad
from specgrad.nn.parameter import Buffer, Parameter, is_lazy
from specgrad.tensor import Tensor, _legacy_type_name
from specgrad.utils.hooks import BackwardHook


class _IncompatibleKeys(namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    """What load_state_dict returns: the keys it did not find, and the ones it did not expect."""

    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


class RemovableHandle:
    """What register_*_hook returns: .remove() takes the hook out again (also as a context manager)."""

    _next_id = itertools.count()

    def __init__(self, *hook_dicts):
        self.hooks_dicts = hook_dicts
        self.id = next(RemovableHandle._next_id)

    def remove(self):
        for hooks in self.hooks_dicts:
            hooks.pop(self.id, None)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.remove()


def _type_name(value) -> str:
    """How PyTorch names a value's type in its assignment errors ('torch.FloatTensor', 'int')."""
    if isinstance(value, Tensor):
        return _legacy_type_name(value._data.dtype).replace("specgrad.", "torch.")
    return type(value).__name__


def _check_name(module, name, kind):
    if not isinstance(name, str):
        raise TypeError(f"{kind} name should be a string. Got {type(name).__name__}")
    if "." in name:
        raise KeyError(f"{kind} name can't contain \".\"")
    if name == "":
        raise KeyError(f"{kind} name can't be empty string \"\"")


def _addindent(text, spaces):
    lines = text.split("\n")
    if len(lines) == 1:
        return text
    return lines[0] + "\n" + "\n".join(" " * spaces + line for line in lines[1:])


class Module:
    """Base class for all neural network modules: subclass it, create layers in __init__ (after
    calling super().__init__()), and compute in forward(); call the module, not forward, so hooks run."""

    training: bool
    _version = 1

    def __init__(self, *args, **kwargs):
        if args or kwargs:
            raise TypeError(f"{type(self).__name__}.__init__() got an unexpected argument")
        setattr_ = object.__setattr__
        setattr_(self, "training", True)
        setattr_(self, "_parameters", OrderedDict())
        setattr_(self, "_buffers", OrderedDict())
        setattr_(self, "_non_persistent_buffers_set", set())
        setattr_(self, "_modules", OrderedDict())
        setattr_(self, "_forward_hooks", OrderedDict())
        setattr_(self, "_forward_hooks_with_kwargs", set())
        setattr_(self, "_forward_hooks_always_called", set())
        setattr_(self, "_forward_pre_hooks", OrderedDict())
        setattr_(self, "_forward_pre_hooks_with_kwargs", set())
        setattr_(self, "_backward_hooks", OrderedDict())
        setattr_(self, "_backward_pre_hooks", OrderedDict())
        setattr_(self, "_state_dict_hooks", OrderedDict())
        setattr_(self, "_state_dict_pre_hooks", OrderedDict())
        setattr_(self, "_load_state_dict_post_hooks", OrderedDict())

    def forward(self, *args, **kwargs):
        raise NotImplementedError(f'Module [{type(self).__name__}] is missing the required "forward" function')

    # ------------------------------------------------------------------ calling

    def __call__(self, *args, **kwargs):
        if not (self._forward_hooks or self._forward_pre_hooks or self._backward_hooks or self._backward_pre_hooks):
            return self.forward(*args, **kwargs)
        for hook_id, hook in list(self._forward_pre_hooks.items()):
            if hook_id in self._forward_pre_hooks_with_kwargs:
                result = hook(self, args, kwargs)
                if result is not None:
                    if not (isinstance(result, tuple) and len(result) == 2):
                        raise RuntimeError("forward pre-hook must return None or a tuple of (new_args, new_kwargs), "
                                           f"but got {result}.")
                    args, kwargs = result
            else:
                result = hook(self, args)
                if result is not None:
                    args = result if isinstance(result, tuple) else (result,)
        backward_hook = None
        if self._backward_hooks or self._backward_pre_hooks:
            backward_hook = BackwardHook(self, list(self._backward_hooks.values()),
                                         list(self._backward_pre_hooks.values()))
            args = backward_hook.setup_input_hook(args)
        try:
            output = self.forward(*args, **kwargs)
        except Exception:
            for hook_id, hook in list(self._forward_hooks.items()):
                if hook_id in self._forward_hooks_always_called:
                    try:
                        hook(self, args, kwargs, None) if hook_id in self._forward_hooks_with_kwargs \
                            else hook(self, args, None)
                    except Exception:
                        pass
            raise
        for hook_id, hook in list(self._forward_hooks.items()):
            if hook_id in self._forward_hooks_with_kwargs:
                result = hook(self, args, kwargs, output)
            else:
                result = hook(self, args, output)
            if result is not None:
                output = result
        if backward_hook is not None:
            output = backward_hook.setup_output_hook(output)
        return output

    def register_full_backward_hook(self, hook, prepend=False):
        """hook(module, grad_input, grad_output) -> None or new grad_input, called when the gradients with
        respect to the module's (positional tensor) inputs have been computed; grad_output holds those of its
        outputs. Non-tensor arguments are None in both. Returns a handle whose remove() takes the hook out."""
        handle = RemovableHandle(self._backward_hooks)
        self._backward_hooks[handle.id] = hook
        if prepend:
            self._backward_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_full_backward_pre_hook(self, hook, prepend=False):
        """hook(module, grad_output) -> None or new grad_output, called when the gradients with respect to the
        module's outputs have been computed, before they flow into the module."""
        handle = RemovableHandle(self._backward_pre_hooks)
        self._backward_pre_hooks[handle.id] = hook
        if prepend:
            self._backward_pre_hooks.move_to_end(handle.id, last=False)
        return handle

    def register_forward_pre_hook(self, hook, *, prepend=False, with_kwargs=False):
        """hook(module, args) -> None or new args (or, with_kwargs, hook(module, args, kwargs) -> None or
        (args, kwargs)), run before forward."""
        handle = RemovableHandle(self._forward_pre_hooks)
        self._forward_pre_hooks[handle.id] = hook
        if with_kwargs:
            self._forward_pre_hooks_with_kwargs.add(handle.id)
        if prepend:
            self._forward_pre_hooks.move_to_end(handle.id, last=False)
        return _SetRemovingHandle(handle, self._forward_pre_hooks_with_kwargs)

    def register_forward_hook(self, hook, *, prepend=False, with_kwargs=False, always_call=False):
        """hook(module, args, output) -> None or a new output (with_kwargs: hook(module, args, kwargs,
        output)), run after forward; always_call also runs it when forward raised."""
        handle = RemovableHandle(self._forward_hooks)
        self._forward_hooks[handle.id] = hook
        if with_kwargs:
            self._forward_hooks_with_kwargs.add(handle.id)
        if always_call:
            self._forward_hooks_always_called.add(handle.id)
        if prepend:
            self._forward_hooks.move_to_end(handle.id, last=False)
        return _SetRemovingHandle(handle, self._forward_hooks_with_kwargs, self._forward_hooks_always_called)

    # ------------------------------------------------------------------ attributes

    def __getattr__(self, name):
        # only called when normal lookup fails: parameters, buffers and submodules live in the dicts
        d = self.__dict__
        for store in ("_parameters", "_buffers", "_modules"):
            if store in d and name in d[store]:
                return d[store][name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        d = self.__dict__
        params = d.get("_parameters")
        if isinstance(value, Parameter):
            if params is None:
                raise AttributeError("cannot assign parameters before Module.__init__() call")
            self._forget(name, keep="_parameters")
            self.register_parameter(name, value)
            return
        if params is not None and name in params:
            if value is not None:
                raise TypeError(f"cannot assign '{_type_name(value)}' as parameter '{name}' "
                                "(torch.nn.Parameter or None expected)")
            self.register_parameter(name, value)
            return
        modules = d.get("_modules")
        if isinstance(value, Module):
            if modules is None:
                raise AttributeError("cannot assign module before Module.__init__() call")
            self._forget(name, keep="_modules")
            modules[name] = value
            return
        if modules is not None and name in modules:
            if value is not None:
                raise TypeError(f"cannot assign '{_type_name(value)}' as child module '{name}' "
                                "(torch.nn.Module or None expected)")
            modules[name] = value
            return
        buffers = d.get("_buffers")
        if isinstance(value, Buffer):  # nn.Buffer: registered as assigned, with its own persistence
            if buffers is None:
                raise AttributeError("cannot assign buffer before Module.__init__() call")
            self._forget(name, keep="_buffers")
            self.register_buffer(name, value, value.persistent)
            return
        if buffers is not None and name in buffers:
            if value is not None and not isinstance(value, Tensor):
                raise TypeError(f"cannot assign '{_type_name(value)}' as buffer '{name}' "
                                "(torch.nn.Buffer, torch.Tensor or None expected)")
            buffers[name] = value
            return
        object.__setattr__(self, name, value)

    def _forget(self, name, keep):
        """Remove `name` from the instance and from every store other than `keep` (a new kind of value)."""
        self.__dict__.pop(name, None)
        for store in ("_parameters", "_buffers", "_modules"):
            if store != keep:
                getattr(self, store).pop(name, None)
        self._non_persistent_buffers_set.discard(name)

    def __delattr__(self, name):
        for store in ("_parameters", "_buffers", "_modules"):
            if name in self.__dict__[store]:
                del self.__dict__[store][name]
                self._non_persistent_buffers_set.discard(name)
                return
        object.__delattr__(self, name)

    def __dir__(self):
        keys = list(object.__dir__(self)) + list(self._parameters) + list(self._modules) + list(self._buffers)
        return sorted(k for k in set(keys) if not k[0].isdigit())

    def register_buffer(self, name, tensor, persistent=True):
        """A tensor that is part of the module's state but not a parameter (e.g. BatchNorm's running_mean);
        persistent=False leaves it out of state_dict."""
        if "_buffers" not in self.__dict__:
            raise AttributeError("cannot assign buffer before Module.__init__() call")
        _check_name(self, name, "buffer")
        if hasattr(self, name) and name not in self._buffers:
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(f"cannot assign '{_type_name(tensor)}' object to buffer '{name}' "
                            "(torch Tensor or None required)")
        self._buffers[name] = tensor
        if persistent:
            self._non_persistent_buffers_set.discard(name)
        else:
            self._non_persistent_buffers_set.add(name)

    def register_parameter(self, name, param):
        """Add a Parameter (or None, a declared but absent parameter such as a bias=False layer's)."""
        if "_parameters" not in self.__dict__:
            raise AttributeError("cannot assign parameter before Module.__init__() call")
        _check_name(self, name, "parameter")
        if hasattr(self, name) and name not in self._parameters:
            raise KeyError(f"attribute '{name}' already exists")
        if param is not None:
            if not isinstance(param, Parameter):
                raise TypeError(f"cannot assign '{_type_name(param)}' object to parameter '{name}' "
                                "(torch.nn.Parameter or None required)")
            if param.grad_fn is not None:
                raise ValueError(f"Cannot assign non-leaf Tensor to parameter '{name}'. Model parameters must be "
                                 f"created explicitly. To express '{name}' as a function of another Tensor, compute "
                                 "the value in the forward() method.")
        self._parameters[name] = param

    def add_module(self, name, module):
        if not isinstance(module, Module) and module is not None:
            raise TypeError(f"{_type_name(module)} is not a Module subclass")
        _check_name(self, name, "module")
        if hasattr(self, name) and name not in self._modules:
            raise KeyError(f"attribute '{name}' already exists")
        self._modules[name] = module

    register_module = add_module

    def get_submodule(self, target: str):
        if target == "":
            return self
        module = self
        for item in target.split("."):
            if not hasattr(module, item):
                raise AttributeError(f"{module._get_name()} has no attribute `{item}`")
            module = getattr(module, item)
            if not isinstance(module, Module):
                raise AttributeError(f"`{item}` is not an nn.Module")
        return module

    def get_parameter(self, target: str):
        module_path, _, name = target.rpartition(".")
        module = self.get_submodule(module_path)
        if not hasattr(module, name):
            raise AttributeError(f"{module._get_name()} has no attribute `{name}`")
        param = getattr(module, name)
        if not isinstance(param, Parameter):
            raise AttributeError(f"`{name}` is not an nn.Parameter")
        return param

    def get_buffer(self, target: str):
        module_path, _, name = target.rpartition(".")
        module = self.get_submodule(module_path)
        if name not in module._buffers:
            raise AttributeError(f"`{name}` is not a buffer")
        return module._buffers[name]

    # ------------------------------------------------------------------ walking the tree

    def named_modules(self, memo=None, prefix="", remove_duplicate=True):
        if memo is None:
            memo = set()
        if remove_duplicate:
            if self in memo:
                return
            memo.add(self)
        yield prefix, self
        for name, module in self._modules.items():
            if module is None:
                continue
            yield from module.named_modules(memo, prefix + ("." if prefix else "") + name, remove_duplicate)

    def modules(self):
        for _, module in self.named_modules():
            yield module

    def named_children(self):
        memo = set()
        for name, module in self._modules.items():
            if module is not None and module not in memo:
                memo.add(module)
                yield name, module

    def children(self):
        for _, module in self.named_children():
            yield module

    def _named_members(self, store, prefix, recurse, remove_duplicate):
        memo = set()
        modules = self.named_modules(prefix=prefix, remove_duplicate=remove_duplicate) if recurse else [(prefix, self)]
        for module_prefix, module in modules:
            for name, value in getattr(module, store).items():
                if value is None or (remove_duplicate and id(value) in memo):
                    continue
                if remove_duplicate:
                    memo.add(id(value))
                yield module_prefix + ("." if module_prefix else "") + name, value

    def named_parameters(self, prefix="", recurse=True, remove_duplicate=True):
        yield from self._named_members("_parameters", prefix, recurse, remove_duplicate)

    def parameters(self, recurse=True):
        for _, param in self.named_parameters(recurse=recurse):
            yield param

    def named_buffers(self, prefix="", recurse=True, remove_duplicate=True):
        yield from self._named_members("_buffers", prefix, recurse, remove_duplicate)

    def buffers(self, recurse=True):
        for _, buffer in self.named_buffers(recurse=recurse):
            yield buffer

    def apply(self, fn):
        """Call fn on every submodule (children first) and then on self, e.g. for custom initialisation."""
        for module in self.children():
            module.apply(fn)
        fn(self)
        return self

    # ------------------------------------------------------------------ modes and gradients

    def train(self, mode=True):
        if not isinstance(mode, bool):
            raise ValueError("training mode is expected to be boolean")
        self.training = mode
        for module in self.children():
            module.train(mode)
        return self

    def eval(self):
        return self.train(False)

    def requires_grad_(self, requires_grad=True):
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    def zero_grad(self, set_to_none=True):
        for p in self.parameters():
            if p._grad is None:
                continue
            if set_to_none:
                p._grad = None
            else:
                grad = p._grad
                if grad.grad_fn is not None:
                    grad.detach_()
                else:
                    grad.requires_grad_(False)
                grad.zero_()

    # ------------------------------------------------------------------ dtype conversion

    def to_empty(self, *, device, recurse=True):
        """Give every parameter and buffer new, uninitialized memory of its shape and dtype on `device` (for a
        model built without its values, to be filled by load_state_dict or reset_parameters)."""
        from specgrad.creation import empty_like
        return self._apply(lambda t: empty_like(t, device=device), recurse=recurse)

    def _apply(self, fn, recurse=True):
        """Replace each parameter's and buffer's data (and each grad's) by fn(tensor)'s, keeping the
        Parameter objects themselves (an optimizer holding them keeps working), as PyTorch does; with
        recurse, in every submodule too."""
        if recurse:
            for module in self.children():
                module._apply(fn)
        for param in self._parameters.values():
            if param is None:
                continue
            with no_grad():
                converted = fn(param)
            param._data = converted._data
            if param._grad is not None:
                with no_grad():
                    param._grad = Tensor._wrap(fn(param._grad)._data)
        for name, buffer in self._buffers.items():
            if is_lazy(buffer):  # keeps the object (and its laziness), as parameters
                buffer._data = fn(buffer)._data
            elif buffer is not None:
                self._buffers[name] = fn(buffer)
        return self

    def to(self, *args, **kwargs):
        """to(dtype), to(device), to(tensor) (its dtype and device), to(device, dtype): parameters and buffers
        move to the device; floating ones take the dtype, integer ones (num_batches_tracked) keep theirs."""
        dtype = kwargs.pop("dtype", None)
        place = kwargs.pop("device", None)
        kwargs.pop("non_blocking", None)
        kwargs.pop("memory_format", None)
        if kwargs:
            raise TypeError(f"to() got an unexpected keyword argument '{next(iter(kwargs))}'")
        for arg in args:
            if isinstance(arg, dtypes.dtype):
                dtype = arg
            elif isinstance(arg, Tensor):
                dtype, place = arg.dtype, arg.device
            elif isinstance(arg, (str, int, devices.device)) or type(arg).__name__ == "device":
                place = arg
            elif arg is not None:
                raise TypeError(f"to() received an invalid combination of arguments: {arg!r}")
        if dtype is not None and not dtype.is_floating_point:
            raise TypeError(f"nn.Module.to only accepts floating point or complex dtypes, but got desired dtype={dtype}")
        if place is not None:
            place = devices.target(place)
        if dtype is None and place is None:
            return self

        def convert(t):
            if place is not None:
                t = t.to(place)
            return t.to(dtype) if dtype is not None and t.is_floating_point() else t
        return self._apply(convert)

    def _cast_floats(self, dtype):
        return self._apply(lambda t: t.to(dtype) if t.is_floating_point() else t)

    def float(self):
        return self._cast_floats(dtypes.float32)

    def double(self):
        return self._cast_floats(dtypes.float64)

    def half(self):
        return self._cast_floats(dtypes.float16)

    def type(self, dst_type):
        return self._apply(lambda t: t.type(dst_type))

    def cpu(self):
        """Parameters and buffers moved to the CPU (the same Parameter objects, as PyTorch's)."""
        return self.to(devices.CPU)

    def cuda(self, device=None):
        """Parameters and buffers moved to a CUDA device (the same Parameter objects, as PyTorch's)."""
        return self.to("cuda" if device is None else f"cuda:{device}" if isinstance(device, int) else device)

    def share_memory(self):
        return self

    # ------------------------------------------------------------------ state dict

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        for name, param in self._parameters.items():
            if param is not None:
                destination[prefix + name] = param if keep_vars else param.detach()
        for name, buffer in self._buffers.items():
            if buffer is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = buffer if keep_vars else buffer.detach()

    def state_dict(self, *args, destination=None, prefix="", keep_vars=False):
        """An OrderedDict of every parameter and persistent buffer by dotted name, sharing their memory."""
        if args:  # PyTorch's deprecated positional form state_dict(destination, prefix, keep_vars)
            destination, prefix, keep_vars = (list(args) + [destination, prefix, keep_vars][len(args):])[:3]
        if destination is None:
            destination = OrderedDict()
        for hook in self._state_dict_pre_hooks.values():
            hook(self, prefix, keep_vars)
        self._save_to_state_dict(destination, prefix, keep_vars)
        for name, module in self._modules.items():
            if module is not None:
                module.state_dict(destination=destination, prefix=prefix + name + ".", keep_vars=keep_vars)
        for hook in self._state_dict_hooks.values():
            result = hook(self, destination, prefix, {})
            if result is not None:
                destination = result
        return destination

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs, assign=False):
        local_state = {name: p for name, p in itertools.chain(self._parameters.items(), self._buffers.items())
                       if p is not None and name not in self._non_persistent_buffers_set}
        for name, param in local_state.items():
            key = prefix + name
            if key not in state_dict:
                if strict:
                    missing_keys.append(key)
                continue
            value = state_dict[key]
            if not isinstance(value, Tensor):
                error_msgs.append(f'While copying the parameter named "{key}", expected torch.Tensor or Tensor-like '
                                  f"object from checkpoint but received {type(value)}")
                continue
            if value.shape != param.shape:
                error_msgs.append(f"size mismatch for {key}: copying a param with shape "
                                  f"{value.shape!r} from checkpoint, the shape in current model is "
                                  f"{param.shape!r}.")
                continue
            if assign:
                if isinstance(param, Parameter):
                    value = Parameter(value.detach(), param.requires_grad) if not isinstance(value, Parameter) \
                        else value
                    self._parameters[name] = value
                else:
                    self._buffers[name] = value
                continue
            try:
                with no_grad():
                    param.copy_(value)
            except Exception as error:
                error_msgs.append(f'While copying the parameter named "{key}", whose dimensions in the model are '
                                  f"{param.shape!r} and whose dimensions in the checkpoint are "
                                  f"{value.shape!r}, an exception occurred : {error.args}.")
        if strict:
            for key in state_dict:
                if not key.startswith(prefix):
                    continue
                rest = key[len(prefix):]
                head = rest.split(".", 1)[0]
                if "." in rest:
                    if head not in self._modules:
                        unexpected_keys.append(key)
                elif rest not in local_state:
                    unexpected_keys.append(key)

    def load_state_dict(self, state_dict, strict=True, assign=False):
        """Copy every entry of state_dict into the parameter or buffer of that name (shapes must match);
        strict: the keys must be exactly this module's. Returns (missing_keys, unexpected_keys)."""
        if not isinstance(state_dict, dict):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        missing_keys, unexpected_keys, error_msgs = [], [], []

        def load(module, prefix):
            module._load_from_state_dict(state_dict, prefix, {}, True, missing_keys, unexpected_keys, error_msgs,
                                         assign)
            for name, child in module._modules.items():
                if child is not None:
                    load(child, prefix + name + ".")

        load(self, "")
        incompatible = _IncompatibleKeys(missing_keys, unexpected_keys)
        for hook in self._load_state_dict_post_hooks.values():
            hook(self, incompatible)
        if strict:
            if unexpected_keys:
                error_msgs.insert(0, "Unexpected key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in unexpected_keys)))
            if missing_keys:
                error_msgs.insert(0, "Missing key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in missing_keys)))
        if error_msgs:
            raise RuntimeError("Error(s) in loading state_dict for {}:\n\t{}".format(
                self._get_name(), "\n\t".join(error_msgs)))
        return incompatible

    def register_state_dict_pre_hook(self, hook):
        """hook(module, prefix, keep_vars), called before state_dict() gathers this module's entries."""
        handle = RemovableHandle(self._state_dict_pre_hooks)
        self._state_dict_pre_hooks[handle.id] = hook
        return handle

    def register_state_dict_post_hook(self, hook):
        handle = RemovableHandle(self._state_dict_hooks)
        self._state_dict_hooks[handle.id] = hook
        return handle

    def register_load_state_dict_post_hook(self, hook):
        handle = RemovableHandle(self._load_state_dict_post_hooks)
        self._load_state_dict_post_hooks[handle.id] = hook
        return handle

    # ------------------------------------------------------------------ printing

    def _get_name(self):
        return type(self).__name__

    def extra_repr(self) -> str:
        """The text between the parentheses of this module's repr (override to show options)."""
        return ""

    def __repr__(self):
        extra = self.extra_repr()
        lines = extra.split("\n") if extra else []
        for name, module in self._modules.items():
            lines.append(f"({name}): " + _addindent(repr(module), 2))
        main = self._get_name() + "("
        if lines:
            if len(lines) == 1 and not self._modules:
                main += lines[0]
            else:
                main += "\n  " + "\n  ".join(lines) + "\n"
        return main + ")"

    def __setstate__(self, state):
        self.__dict__.update(state)


class _SetRemovingHandle(RemovableHandle):
    """A hook handle that also forgets the hook's id in the flag sets (with_kwargs, always_call)."""

    def __init__(self, handle, *id_sets):
        self.hooks_dicts = handle.hooks_dicts
        self.id = handle.id
        self._id_sets = id_sets

    def remove(self):
        super().remove()
        for ids in self._id_sets:
            ids.discard(self.id)

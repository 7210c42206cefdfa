"""Containers: Sequential, ModuleList, ModuleDict, ParameterList, ParameterDict, as torch.nn's."""
import operator
from collections import OrderedDict
from itertools import chain

from specgrad.nn.modules.module import Module
from specgrad.nn.parameter import Parameter
from specgrad.tensor import Tensor


def _index(length, idx, kind):
    """A valid non-negative index into `length` items, or PyTorch's IndexError."""
    idx = operator.index(idx)
    if not -length <= idx < length:
        raise IndexError(f"index {idx} is out of range")
    return idx % length


class _NumberedModules(Module):
    """What Sequential and ModuleList share: submodules keyed "0", "1", ... kept dense on deletion."""

    def __delitem__(self, idx):
        keys = list(self._modules)
        for key in (keys[idx] if isinstance(idx, slice) else [keys[_index(len(self), idx, type(self).__name__)]]):
            delattr(self, key)
        self._modules = OrderedDict((str(i), m) for i, m in enumerate(self._modules.values()))

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def __iadd__(self, modules):
        return self.extend(modules)

    def append(self, module):
        self.add_module(str(len(self)), module)
        return self

    def extend(self, modules):
        for module in modules:
            self.append(module)
        return self

    def pop(self, key):
        module = self[key]
        del self[key]
        return module


class Sequential(_NumberedModules):
    """Modules called one after another, each on the previous one's output:
    Sequential(Linear(2, 3), ReLU()) or Sequential(OrderedDict(fc=Linear(2, 3), act=ReLU()))."""

    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and isinstance(args[0], OrderedDict):
            for key, module in args[0].items():
                self.add_module(key, module)
        else:
            for idx, module in enumerate(args):
                self.add_module(str(idx), module)

    def forward(self, input):
        for module in self._modules.values():
            input = module(input)
        return input

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return type(self)(OrderedDict(list(self._modules.items())[idx]))
        return list(self._modules.values())[_index(len(self), idx, "Sequential")]

    def __setitem__(self, idx, module):
        key = list(self._modules)[_index(len(self), idx, "Sequential")]
        setattr(self, key, module)

    def __add__(self, other):
        if not isinstance(other, Sequential):
            raise ValueError("add operator supports only objects of Sequential class, but "
                             f"{type(other)} is given.")
        result = Sequential()
        for module in chain(self, other):
            result.append(module)
        return result

    def insert(self, index, module):
        if not isinstance(module, Module):
            raise AssertionError(f"module should be of type: {Module}")
        n = len(self._modules)
        if not -n <= index <= n:
            raise IndexError(f"Index out of range: {index}")
        index %= n + 1 if index < 0 else n + 1
        modules = list(self._modules.values())
        modules.insert(index, module)
        self._modules = OrderedDict((str(i), m) for i, m in enumerate(modules))
        return self


class ModuleList(_NumberedModules):
    """A list of modules whose parameters the parent module sees (a plain list would hide them)."""

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.extend(modules)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return type(self)(list(self._modules.values())[idx])
        return self._modules[str(_index(len(self), idx, "ModuleList"))]

    def __setitem__(self, idx, module):
        setattr(self, str(_index(len(self), idx, "ModuleList")), module)

    def __add__(self, other):
        combined = ModuleList()
        for module in chain(self, other):
            combined.append(module)
        return combined

    def insert(self, index, module):
        modules = list(self._modules.values())
        modules.insert(index, module)
        self._modules = OrderedDict()
        for i, m in enumerate(modules):
            self.add_module(str(i), m)

    def extend(self, modules):
        if isinstance(modules, (Tensor, str)) or not hasattr(modules, "__iter__"):
            raise TypeError("ModuleList.extend should be called with an iterable, but got " + type(modules).__name__)
        return super().extend(modules)

    def __repr__(self):
        # PyTorch folds runs of identical reprs: (0-2): 3 x Linear(...)
        if not self._modules:
            return self._get_name() + "()"
        reprs = [repr(m) for m in self]
        lines, start = [], 0
        for i in range(1, len(reprs) + 1):
            if i == len(reprs) or reprs[i] != reprs[start]:
                body = reprs[start].replace("\n", "\n  ")
                if i - start == 1:
                    lines.append(f"({start}): {body}")
                else:
                    lines.append(f"({start}-{i - 1}): {i - start} x {body}")
                start = i
        return self._get_name() + "(\n  " + "\n  ".join(lines) + "\n)"


class ModuleDict(Module):
    """An ordered dict of modules whose parameters the parent module sees."""

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.update(modules)

    def __getitem__(self, key):
        return self._modules[key]

    def __setitem__(self, key, module):
        self.add_module(key, module)

    def __delitem__(self, key):
        del self._modules[key]

    def __len__(self):
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules)

    def __contains__(self, key):
        return key in self._modules

    def clear(self):
        self._modules.clear()

    def pop(self, key):
        module = self[key]
        del self[key]
        return module

    def keys(self):
        return self._modules.keys()

    def items(self):
        return self._modules.items()

    def values(self):
        return self._modules.values()

    def update(self, modules):
        if isinstance(modules, (dict, ModuleDict)):
            for key, module in modules.items():
                self[key] = module
            return
        for j, pair in enumerate(modules):
            if not hasattr(pair, "__len__") or len(pair) != 2:
                raise ValueError(f"ModuleDict update sequence element #{j} has length "
                                 f"{len(pair) if hasattr(pair, '__len__') else '?'}; 2 is required")
            self[pair[0]] = pair[1]


class ParameterList(Module):
    """A list of Parameters registered with the module (tensors given are wrapped as Parameters)."""

    def __init__(self, values=None):
        super().__init__()
        self._size = 0
        if values is not None:
            self.extend(values)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return ParameterList([self[i] for i in range(len(self))[idx]])
        return getattr(self, str(_index(len(self), idx, "ParameterList")))

    def __setitem__(self, idx, param):
        idx = _index(len(self), idx, "ParameterList")
        if isinstance(param, Tensor) and not isinstance(param, Parameter):
            param = Parameter(param)
        setattr(self, str(idx), param)

    def __len__(self):
        return self._size

    def __iter__(self):
        return iter(self[i] for i in range(len(self)))

    def __iadd__(self, parameters):
        return self.extend(parameters)

    def append(self, value):
        new_idx = len(self)
        self._size += 1
        self[new_idx] = value
        return self

    def extend(self, values):
        if isinstance(values, Tensor) or not hasattr(values, "__iter__"):
            raise TypeError("ParameterList.extend should be called with an iterable, but got " + type(values).__name__)
        for value in values:
            self.append(value)
        return self

    def extra_repr(self):
        lines = []
        for i, p in enumerate(self):
            if isinstance(p, Tensor):
                size = "x".join(str(s) for s in p.size())
                kind = "Parameter" if isinstance(p, Parameter) else "Tensor"
                lines.append(f"  ({i}): {kind} containing: [{p.dtype} of size {size}]")
            else:
                lines.append(f"  ({i}): Object of type: {type(p).__name__}")
        return "\n".join(lines)


class ParameterDict(Module):
    """An ordered dict of Parameters registered with the module."""

    def __init__(self, parameters=None):
        super().__init__()
        self._keys = {}
        if parameters is not None:
            self.update(parameters)

    def __getitem__(self, key):
        return getattr(self, key)

    def __setitem__(self, key, value):
        self._keys[key] = None
        if isinstance(value, Tensor) and not isinstance(value, Parameter):
            value = Parameter(value)
        setattr(self, key, value)

    def __delitem__(self, key):
        del self._keys[key]
        delattr(self, key)

    def __len__(self):
        return len(self._keys)

    def __iter__(self):
        return iter(self._keys)

    def __contains__(self, key):
        return key in self._keys

    def keys(self):
        return self._keys.keys()

    def items(self):
        return ((k, self[k]) for k in self._keys)

    def values(self):
        return (self[k] for k in self._keys)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def pop(self, key):
        value = self[key]
        del self[key]
        return value

    def clear(self):
        for key in list(self._keys):
            del self[key]

    def update(self, parameters):
        items = parameters.items() if hasattr(parameters, "items") else parameters
        for key, value in items:
            self[key] = value

    def extra_repr(self):
        lines = []
        for k, p in self.items():
            size = "x".join(str(s) for s in p.size())
            lines.append(f"  ({k}): Parameter containing: [{p.dtype} of size {size}]")
        return "\n".join(lines)


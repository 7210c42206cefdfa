"""specgrad.save / specgrad.load: tensors, state dicts and optimizer states in files that cannot run code.

torch.save writes pickles, and loading a pickle from a stranger can run any code. specgrad's file is a zip
(NumPy's .npz layout) holding one .npy array per tensor, read back with allow_pickle=False, and a JSON
document, `specgrad.json`, describing the structure: containers, numbers, strings, key types, and each
tensor's dtype, requires_grad and whether it was an nn.Parameter. Loading only ever builds those things.

What can be saved: tensors (Parameters come back as Parameters), None, bools, ints, floats, strings,
specgrad dtypes, and lists, tuples, dicts and OrderedDicts of them, nested, with dict keys that are
strings, numbers, bools, None or tuples of these (optimizer state dicts key their state by int).
A tensor saved twice in one object is loaded as one tensor; views are saved as copies of what they
show (sharing memory with their base is not kept), and a tensor's .grad and graph are not saved.

A path ending in .safetensors goes through the safetensors package instead (specgrad.utils.safetensors):
a flat dict of tensors by name, readable by PyTorch's safetensors.torch.load_file.
"""
import io
import json
import os
import zipfile
from collections import OrderedDict

import numpy as np

from specgrad.dtypes import dtype as _dtype
from specgrad.dtypes import from_numpy_dtype
from specgrad.tensor import Tensor

__all__ = ["save", "load"]

_FORMAT = "specgrad"
_VERSION = 1
_DOCUMENT = "specgrad.json"
_SUPPORTED_DTYPES = {name: np.dtype(name) for name in
                     ("float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool")}


class _Encoder:
    """Turns an object into JSON-ready data, collecting its tensors' arrays (each distinct tensor once)."""

    def __init__(self):
        self.arrays = []
        self._tensor_ids = {}

    def value(self, obj):
        if obj is None or isinstance(obj, (bool, str)):
            return obj
        if isinstance(obj, int):
            return int(obj)
        if isinstance(obj, float):
            return {"float": float.hex(float(obj))}  # exact, and JSON has no inf or nan
        if isinstance(obj, Tensor):
            return self.tensor(obj)
        if isinstance(obj, _dtype):
            return {"dtype": obj.name}
        if type(obj) in (list, tuple):
            return {type(obj).__name__: [self.value(v) for v in obj]}
        if type(obj) in (dict, OrderedDict):
            tag = "dict" if type(obj) is dict else "ordered_dict"
            return {tag: [[self.key(k), self.value(v)] for k, v in obj.items()]}
        self._refuse(obj)

    def key(self, key):
        if key is None or isinstance(key, (bool, str, int, float)):
            return self.value(key)
        if type(key) is tuple:
            return {"tuple": [self.key(k) for k in key]}
        self._refuse(key, "a dict key")

    def tensor(self, t):
        index = self._tensor_ids.get(id(t))
        if index is None:
            index = self._tensor_ids[id(t)] = len(self.arrays)
            data = t._data
            self.arrays.append(data if data.flags.c_contiguous else data.copy(order="C"))
        from specgrad.nn.parameter import Parameter
        return {"tensor": index, "dtype": t._data.dtype.name, "shape": list(t._data.shape),
                "requires_grad": bool(t._requires_grad), "parameter": isinstance(t, Parameter)}

    @staticmethod
    def _refuse(obj, what="an object"):
        if callable(getattr(obj, "state_dict", None)) and callable(getattr(obj, "load_state_dict", None)):
            # torch.save(model, path) pickles the whole module (its class is imported again on load); a
            # specgrad file holds no pickled objects, so say how to save what the object holds instead
            name = "model" if _is_module(obj) else "obj"
            raise TypeError(f"specgrad.save cannot save a whole {type(obj).__qualname__} object: specgrad files hold "
                            f"no pickled Python objects, only tensors, numbers, strings and containers of them. "
                            f"Save its state dict instead, specgrad.save({name}.state_dict(), path), and to load "
                            f"it, build the object as before and call {name}.load_state_dict(specgrad.load(path))")
        raise TypeError(f"specgrad.save cannot save {what} of type {type(obj).__qualname__}: it saves tensors, None, "
                        "bools, ints, floats, strings, dtypes, and lists, tuples and dicts of them")


def _is_module(obj) -> bool:
    from specgrad.nn import Module
    return isinstance(obj, Module)


def _is_safetensors_path(f) -> bool:
    return isinstance(f, (str, os.PathLike)) and os.fspath(f).endswith(".safetensors")


def _check_cpu(map_location):
    """map_location may only name the CPU (a str, a device-like object, or a dict mapping to 'cpu')."""
    if map_location is None or callable(map_location) and not isinstance(map_location, (str, dict)):
        return
    targets = map_location.values() if isinstance(map_location, dict) else [map_location]
    for target in targets:
        if not str(target).startswith("cpu"):
            raise RuntimeError(f"specgrad runs on the CPU only; cannot load onto map_location={map_location!r}")


def save(obj, f, pickle_module=None, pickle_protocol=2, _use_new_zipfile_serialization=True,
         _disable_byteorder_record=False):
    """Save `obj` to `f` (a path or a writable binary file object); see the module docstring for what it
    can hold. pickle_module and pickle_protocol are accepted for PyTorch's signature and ignored: nothing
    is pickled."""
    if _is_safetensors_path(f):
        from specgrad.utils.safetensors import save_file
        if not isinstance(obj, dict):
            raise TypeError(f"a .safetensors file holds a dict of tensors by name, not a {type(obj).__name__}")
        return save_file(obj, f)
    encoder = _Encoder()
    root = encoder.value(obj)
    document = json.dumps({"format": _FORMAT, "version": _VERSION, "root": root, "tensors": len(encoder.arrays)})
    opened = isinstance(f, (str, os.PathLike))
    stream = open(f, "wb") if opened else f
    try:
        with zipfile.ZipFile(stream, "w", compression=zipfile.ZIP_STORED) as archive:
            archive.writestr(_DOCUMENT, document)
            for i, array in enumerate(encoder.arrays):
                with archive.open(f"tensors/{i}.npy", "w", force_zip64=True) as member:
                    np.lib.format.write_array(member, array, allow_pickle=False)
    finally:
        if opened:
            stream.close()


class _Decoder:
    """Rebuilds what _Encoder wrote, checking every step: the file is untrusted."""

    def __init__(self, archive, count):
        self.archive = archive
        self.count = count
        self.tensors = {}  # tensor number -> the Tensor built for it (a tensor saved twice loads as one)

    def value(self, data):
        if data is None or isinstance(data, (bool, str, int)):
            return data
        if isinstance(data, dict) and "tensor" in data:
            return self.tensor(data)
        if not isinstance(data, dict) or len(data) != 1:
            raise ValueError(f"unexpected entry {_short(data)}")
        (tag, content), = data.items()
        if tag == "float":
            return float.fromhex(_expect(content, str, tag))
        if tag == "dtype":
            name = _expect(content, str, tag)
            if name not in _SUPPORTED_DTYPES:
                raise ValueError(f"unknown dtype {name!r}")
            return from_numpy_dtype(_SUPPORTED_DTYPES[name])
        if tag in ("list", "tuple"):
            items = [self.value(v) for v in _expect(content, list, tag)]
            return items if tag == "list" else tuple(items)
        if tag in ("dict", "ordered_dict"):
            result = {} if tag == "dict" else OrderedDict()
            for pair in _expect(content, list, tag):
                if not isinstance(pair, list) or len(pair) != 2:
                    raise ValueError(f"a dict entry is not a [key, value] pair: {_short(pair)}")
                result[self.key(pair[0])] = self.value(pair[1])
            return result
        raise ValueError(f"unknown entry {tag!r}")

    def key(self, data):
        if isinstance(data, dict) and set(data) == {"tuple"}:
            return tuple(self.key(k) for k in _expect(data["tuple"], list, "tuple"))
        if isinstance(data, dict) and set(data) != {"float"}:
            raise ValueError(f"a dict key must be a string, number, bool, None or tuple, not {_short(data)}")
        return self.value(data)

    def tensor(self, data):
        if set(data) != {"tensor", "dtype", "shape", "requires_grad", "parameter"}:
            raise ValueError(f"a tensor entry has keys {sorted(data)}")
        index = data["tensor"]
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < self.count:
            raise ValueError(f"tensor number {index!r} is not one of the {self.count} tensors in the file")
        if index in self.tensors:
            return self.tensors[index]
        requires_grad, parameter = data["requires_grad"], data["parameter"]
        if not isinstance(requires_grad, bool) or not isinstance(parameter, bool):
            raise ValueError(f"tensor {index}: requires_grad and parameter must be booleans")
        array = self._read_array(index)
        if array.dtype.name != data["dtype"] or list(array.shape) != data["shape"]:
            raise ValueError(f"tensor {index} holds a {array.dtype.name} array of shape {list(array.shape)}, but "
                             f"the document says {data['dtype']} of shape {data['shape']}")
        if requires_grad and array.dtype.kind != "f":
            raise ValueError(f"tensor {index} is a {array.dtype.name} tensor that requires grad")
        t = Tensor._wrap(array)
        if parameter:
            from specgrad.nn.parameter import Parameter
            t = Parameter(t, requires_grad=requires_grad)
        elif requires_grad:
            t.requires_grad_(True)
        self.tensors[index] = t
        return t

    def _read_array(self, index):
        """The .npy member's array, its header checked before any memory is set aside for it."""
        name = f"tensors/{index}.npy"
        try:
            info = self.archive.getinfo(name)
        except KeyError:
            raise ValueError(f"{name} is missing") from None
        with self.archive.open(info) as member:
            version = np.lib.format.read_magic(member)
            if version not in ((1, 0), (2, 0)):
                raise ValueError(f"{name} is .npy format version {version}, not 1.0 or 2.0")
            read_header = np.lib.format.read_array_header_1_0 if version == (1, 0) else \
                np.lib.format.read_array_header_2_0
            shape, fortran_order, dtype = read_header(member)
            if dtype.name not in _SUPPORTED_DTYPES or dtype.byteorder == ">":
                raise ValueError(f"{name} has dtype {dtype}, which specgrad does not save")
            size = int(np.prod(shape, dtype=object)) * dtype.itemsize
            if size > info.file_size:
                raise ValueError(f"{name} claims {size} bytes of data in a member of {info.file_size} bytes")
            array = np.empty(shape[::-1] if fortran_order else shape, dtype=dtype)
            if member.readinto(memoryview(array.reshape(-1)).cast("B")) != size or member.read(1):
                raise ValueError(f"{name} does not hold exactly the {size} bytes of data its header promises")
        return array.T.copy(order="C") if fortran_order else array


def _expect(content, kind, tag):
    if not isinstance(content, kind) or isinstance(content, bool):
        raise ValueError(f"the content of a {tag!r} entry is not a {kind.__name__}: {_short(content)}")
    return content


def _short(data) -> str:
    text = repr(data)
    return text if len(text) <= 80 else text[:77] + "..."


def _describe(f) -> str:
    if isinstance(f, (str, os.PathLike)):
        return repr(os.fspath(f))
    return repr(getattr(f, "name", f"the file object {f!r}"))


def load(f, map_location=None, pickle_module=None, *, weights_only=True, mmap=None, **pickle_load_args):
    """Load what specgrad.save wrote to `f` (a path or a readable binary file object).

    Nothing in the file can run code, whatever weights_only says (it is accepted for PyTorch's signature).
    map_location may only name the CPU. A damaged, truncated or foreign file raises RuntimeError saying
    which file and what is wrong.
    """
    _check_cpu(map_location)
    if _is_safetensors_path(f):
        from specgrad.utils.safetensors import load_file
        return load_file(f)
    name = _describe(f)
    try:
        archive = zipfile.ZipFile(f if not isinstance(f, os.PathLike) else os.fspath(f))
    except FileNotFoundError:
        raise
    except (zipfile.BadZipFile, OSError, ValueError, EOFError) as e:
        raise RuntimeError(f"specgrad.load: {name} is not a specgrad file (not a complete zip archive: {e}); "
                           "it may be truncated or damaged") from None
    with archive:
        try:
            document = _read_document(archive, name)
            return _Decoder(archive, document["tensors"]).value(document["root"])
        except RuntimeError:
            raise
        except (ValueError, TypeError, KeyError, OverflowError, RecursionError, EOFError, OSError, MemoryError,
                zipfile.BadZipFile, zipfile.LargeZipFile, UnicodeDecodeError) as e:
            raise RuntimeError(f"specgrad.load: {name} is damaged or not a specgrad file: {e}") from None


def _read_document(archive, name):
    members = set(archive.namelist())
    if _DOCUMENT not in members:
        if any(m.endswith("data.pkl") for m in members):
            raise RuntimeError(f"specgrad.load: {name} is a PyTorch checkpoint (a pickle), which specgrad never loads "
                               "since a pickle can run code: in PyTorch, save the tensors with "
                               "safetensors.torch.save_file and load that .safetensors file")
        raise ValueError(f"it has no {_DOCUMENT}")
    document = json.loads(archive.read(_DOCUMENT).decode("utf-8"))
    if not isinstance(document, dict) or document.get("format") != _FORMAT:
        raise ValueError(f"{_DOCUMENT} does not describe a specgrad file")
    if document.get("version") != _VERSION:
        raise ValueError(f"it is version {document.get('version')!r} of specgrad's format; this specgrad reads "
                         f"version {_VERSION}")
    if not isinstance(document.get("tensors"), int) or "root" not in document:
        raise ValueError(f"{_DOCUMENT} lacks its tensor count or its root")
    return document

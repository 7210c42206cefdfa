"""specgrad.save / specgrad.load and .safetensors files, against torch.save / torch.load and safetensors.torch.

Round trips must give back what PyTorch's give back (structure, key types, dtypes, values, requires_grad,
Parameters); a damaged, truncated, tampered or foreign file must give a RuntimeError naming the file,
and nothing in a file may run code.
"""
import collections
import io
import json
import zipfile

import numpy as np
import pytest

import specgrad
from specgrad.nn import Parameter
from specgrad.utils import safetensors as sg_safetensors

torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")


def plain(value):
    """A nested structure with each tensor replaced by (class, dtype, requires_grad, values)."""
    if isinstance(value, (specgrad.Tensor, torch.Tensor)):
        kind = "Parameter" if isinstance(value, (Parameter, torch.nn.Parameter)) else "Tensor"
        return (kind, str(value.dtype).split(".")[-1], value.requires_grad, value.detach().numpy().tolist())
    if isinstance(value, dict):
        return (type(value).__name__, [(plain(k), plain(v)) for k, v in value.items()])
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [plain(v) for v in value])
    if isinstance(value, float) and value != value:
        return "nan"
    return (type(value).__name__, value)


def checkpoint(lib):
    """What a training script saves: a model's state dict, an optimizer's state dict, and bookkeeping."""
    weight = lib.nn.Parameter(lib.tensor([[1.5, -2.0], [0.25, 3.0]]))
    model = collections.OrderedDict([("fc.weight", weight), ("fc.bias", lib.tensor([0.5, -0.5])),
                                     ("bn.num_batches_tracked", lib.tensor(7)),
                                     ("half", lib.tensor([1.0, 2.5], dtype=lib.float16))])
    optimizer = {"state": {0: {"step": lib.tensor(3.0), "exp_avg": lib.zeros(2, 2, dtype=lib.float64)}, 1: {}},
                 "param_groups": [{"lr": 1e-3, "betas": (0.9, 0.999), "eps": 1e-8, "amsgrad": False,
                                   "maximize": False, "foreach": None, "params": [0, 1]}]}
    return {"epoch": 12, "loss": 0.125, "best": float("inf"), "undefined": float("nan"), "name": "digits-cnn",
            "model": model, "optimizer": optimizer, "mask": lib.tensor([True, False]),
            "bytes": lib.tensor([0, 255], dtype=lib.uint8), "ids": lib.arange(6, dtype=lib.int32).reshape(2, 3),
            "small": [lib.tensor([1], dtype=lib.int8), lib.tensor([-2], dtype=lib.int16)],
            "keys": {(1, "a"): "tuple key", 2.5: "float key", None: "none key", -3: "int key"},
            "grad": lib.ones(2, requires_grad=True), "scalar": lib.tensor(2.0, dtype=lib.float64),
            "empty": lib.zeros(0, 3)}


def roundtrip(lib, obj, **load_kwargs):
    buffer = io.BytesIO()
    lib.save(obj, buffer)
    buffer.seek(0)
    return lib.load(buffer, **load_kwargs)


def test_a_checkpoint_loads_back_as_pytorch_loads_its_own():
    assert plain(roundtrip(specgrad, checkpoint(specgrad))) == plain(roundtrip(torch, checkpoint(torch)))


def test_save_to_a_path_and_load_from_a_path(tmp_path):
    for path in (tmp_path / "a.pt", str(tmp_path / "b.pt")):
        specgrad.save(checkpoint(specgrad), path)
        assert plain(specgrad.load(path)) == plain(roundtrip(torch, checkpoint(torch)))


def test_a_tensor_saved_twice_loads_as_one_and_views_as_copies():
    def make(lib):
        base = lib.arange(6.0)
        loaded = roundtrip(lib, {"a": base, "again": base, "view": base[1:4], "strided": base[::2]})
        return [loaded["a"] is loaded["again"], plain(loaded)]
    assert make(specgrad) == make(torch)
    loaded = roundtrip(specgrad, {"a": specgrad.zeros(3), "b": specgrad.zeros(3)})
    assert loaded["a"] is not loaded["b"]
    view = roundtrip(specgrad, specgrad.arange(6.0)[1:4])
    view[0] = 9.0  # a writable, independent tensor
    assert view.tolist() == [9.0, 2.0, 3.0]


def test_single_tensors_and_plain_values():
    for value in (specgrad.tensor(1.5), specgrad.nn.Parameter(specgrad.ones(2), requires_grad=False), 3, "s",
                  None, True, [], (), {}, [1, (2.0, [None])], specgrad.float16):
        assert plain(roundtrip(specgrad, value)) == plain(value)
    torch_equivalents = (torch.tensor(1.5), torch.nn.Parameter(torch.ones(2), requires_grad=False))
    assert [plain(roundtrip(torch, v)) for v in torch_equivalents] == \
        [plain(roundtrip(specgrad, v)) for v in (specgrad.tensor(1.5),
                                                 specgrad.nn.Parameter(specgrad.ones(2), requires_grad=False))]


def test_floats_round_trip_exactly():
    values = [0.1, 1e-310, -0.0, 1.7976931348623157e308, float("-inf"), 2.0 ** -1074]
    loaded = roundtrip(specgrad, values)
    assert [float.hex(v) for v in loaded] == [float.hex(v) for v in values]


class Custom:
    pass


@pytest.mark.parametrize("obj", [Custom(), {"a": np.zeros(2)}, {Custom(): 1}, collections.namedtuple("P", "x")(1),
                                 {1, 2}, b"bytes", 1 + 2j])
def test_unsupported_objects_are_refused_when_saving(obj):
    with pytest.raises(TypeError, match="specgrad.save cannot save"):
        specgrad.save(obj, io.BytesIO())


def test_saving_a_whole_model_or_optimizer_says_to_save_its_state_dict(tmp_path):
    # torch.save(model, path), as in PyTorch's save/load tutorial: specgrad pickles nothing, and says what to do
    model = specgrad.nn.Sequential(specgrad.nn.Linear(2, 3))
    optimizer = specgrad.optim.SGD(model.parameters(), lr=0.1)
    with pytest.raises(TypeError, match=r"cannot save a whole Sequential object.*specgrad\.save\(model\.state_dict\(\), "
                                        r"path\).*model\.load_state_dict\(specgrad\.load\(path\)\)"):
        specgrad.save(model, tmp_path / "model.pt")
    with pytest.raises(TypeError, match=r"cannot save a whole SGD object.*specgrad\.save\(obj\.state_dict\(\), path\)"):
        specgrad.save({"optimizer": optimizer}, tmp_path / "checkpoint.pt")
    assert not (tmp_path / "model.pt").exists() and not (tmp_path / "checkpoint.pt").exists()
    specgrad.save(model.state_dict(), tmp_path / "model.pt")
    fresh = specgrad.nn.Sequential(specgrad.nn.Linear(2, 3))
    fresh.load_state_dict(specgrad.load(tmp_path / "model.pt", weights_only=True))
    assert specgrad.equal(fresh[0].weight, model[0].weight)


def test_map_location_names_the_cpu_only():
    assert roundtrip(specgrad, specgrad.ones(1), map_location="cpu").tolist() == [1.0]
    assert roundtrip(specgrad, specgrad.ones(1), map_location={"cuda:0": "cpu"}).tolist() == [1.0]
    assert roundtrip(specgrad, specgrad.ones(1), weights_only=False).tolist() == [1.0]
    with pytest.raises(RuntimeError, match="CPU only"):
        roundtrip(specgrad, specgrad.ones(1), map_location="cuda")


def test_the_file_is_a_zip_of_npy_arrays_and_json_never_a_pickle(tmp_path):
    path = tmp_path / "c.pt"
    specgrad.save(checkpoint(specgrad), path)
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        document = json.loads(archive.read("specgrad.json"))
        assert all(n == "specgrad.json" or (n.startswith("tensors/") and n.endswith(".npy")) for n in names)
        for name in names[1:]:
            with archive.open(name) as member:
                np.lib.format.read_array(io.BytesIO(member.read()), allow_pickle=False)
    assert document["format"] == "specgrad" and document["tensors"] == len(names) - 1


# ---------------------------------------------------------------- damaged, tampered and foreign files

def saved_bytes(obj=None):
    buffer = io.BytesIO()
    specgrad.save(checkpoint(specgrad) if obj is None else obj, buffer)
    return buffer.getvalue()


def rewritten(original: bytes, replace: dict) -> bytes:
    """The zip with some members replaced (name -> bytes, or None to drop it)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(original)) as source, zipfile.ZipFile(out, "w") as target:
        for name in source.namelist():
            content = replace.get(name, source.read(name))
            if content is not None:
                target.writestr(name, content)
        for name, content in replace.items():
            if name not in source.namelist() and content is not None:
                target.writestr(name, content)
    return out.getvalue()


def load_file_bytes(tmp_path, content: bytes):
    path = tmp_path / "suspect.pt"
    path.write_bytes(content)
    return specgrad.load(path)


def document_of(content):
    with zipfile.ZipFile(io.BytesIO(content)) as archive:
        return json.loads(archive.read("specgrad.json"))


def with_document(content, edit):
    document = document_of(content)
    edit(document)
    return rewritten(content, {"specgrad.json": json.dumps(document)})


def npy(array, allow_pickle=False):
    buffer = io.BytesIO()
    np.lib.format.write_array(buffer, array, allow_pickle=allow_pickle)
    return buffer.getvalue()


def entry(document, key):
    """The encoded value of `key` in the saved checkpoint dict."""
    return next(value for k, value in document["root"]["dict"] if k == key)


def _tensor_entry(document):
    return entry(document, "grad")


def npy_header_only(shape, extra_bytes):
    """A .npy member whose header promises float64 data of `shape`, followed by only extra_bytes bytes."""
    buffer = io.BytesIO()
    np.lib.format.write_array_header_1_0(buffer, {"descr": "<f8", "fortran_order": False, "shape": shape})
    return buffer.getvalue() + bytes(extra_bytes)


TAMPERINGS = {
    "not_a_zip": lambda c: b"hello, this is not a zip file",
    "empty_file": lambda c: b"",
    "no_document": lambda c: rewritten(c, {"specgrad.json": None}),
    "document_not_json": lambda c: rewritten(c, {"specgrad.json": b"{not json"}),
    "document_not_utf8": lambda c: rewritten(c, {"specgrad.json": b"\xff\xfe"}),
    "wrong_format": lambda c: with_document(c, lambda d: d.update(format="other")),
    "future_version": lambda c: with_document(c, lambda d: d.update(version=2)),
    "no_root": lambda c: with_document(c, lambda d: d.pop("root")),
    "unknown_tag": lambda c: with_document(c, lambda d: d.update(root={"exec": "print(1)"})),
    "tensor_number_out_of_range": lambda c: with_document(c, lambda d: _tensor_entry(d).update(tensor=999)),
    "tensor_number_negative": lambda c: with_document(c, lambda d: _tensor_entry(d).update(tensor=-1)),
    "tensor_dtype_lies": lambda c: with_document(c, lambda d: _tensor_entry(d).update(dtype="int64")),
    "tensor_shape_lies": lambda c: with_document(c, lambda d: _tensor_entry(d).update(shape=[3])),
    "tensor_extra_key": lambda c: with_document(c, lambda d: _tensor_entry(d).update(code="x")),
    "requires_grad_not_bool": lambda c: with_document(c, lambda d: _tensor_entry(d).update(requires_grad="yes")),
    "integer_requires_grad": lambda c: with_document(c, lambda d: entry(d, "ids").update(requires_grad=True)),
    "bad_float": lambda c: with_document(c, lambda d: entry(d, "loss").update(float="0xzz")),
    "bad_dtype_value": lambda c: with_document(c, lambda d: d.update(root={"dtype": "complex64"})),
    "bad_dict_pair": lambda c: with_document(c, lambda d: d.update(root={"dict": [[1, 2, 3]]})),
    "list_key": lambda c: with_document(c, lambda d: d.update(root={"dict": [[{"list": []}, 1]]})),
    "missing_array": lambda c: rewritten(c, {"tensors/0.npy": None}),
    "pickled_object_array": lambda c: rewritten(c, {"tensors/0.npy": npy(np.array([Custom()], dtype=object),
                                                                         allow_pickle=True)}),
    "unsupported_array_dtype": lambda c: rewritten(c, {"tensors/0.npy": npy(np.zeros(1, np.complex64))}),
    "big_endian_array": lambda c: rewritten(c, {"tensors/0.npy": npy(np.zeros(1, ">f4"))}),
    "array_larger_than_its_data": lambda c: rewritten(c, {"tensors/0.npy": npy_header_only((100,), 16)}),
    "array_header_claims_terabytes": lambda c: rewritten(c, {"tensors/0.npy": npy_header_only((2 ** 40,), 64)}),
    "array_header_negative_shape": lambda c: rewritten(c, {"tensors/0.npy": npy_header_only((-1,), 64)}),
    # tensor 0 is the model's 2x2 float32 weight: these members are right but for their length
    "array_truncated": lambda c: rewritten(c, {"tensors/0.npy": npy(np.zeros((2, 2), np.float32))[:-3]}),
    "array_with_trailing_bytes": lambda c: rewritten(c, {"tensors/0.npy": npy(np.zeros((2, 2), np.float32)) + b"x"}),
    "npy_bad_magic": lambda c: rewritten(c, {"tensors/0.npy": b"\x93NUMPX" + npy(np.zeros(1))[6:]}),
}


@pytest.mark.parametrize("name", list(TAMPERINGS))
def test_tampered_files_give_a_runtime_error_naming_the_file(tmp_path, name):
    content = TAMPERINGS[name](saved_bytes())
    with pytest.raises(RuntimeError, match=r"specgrad.load: '.*suspect\.pt' (is|is damaged)"):
        load_file_bytes(tmp_path, content)


def test_a_correct_member_replacing_tensor_0_loads(tmp_path):
    content = rewritten(saved_bytes(), {"tensors/0.npy": npy(np.full((2, 2), 7.0, np.float32))})
    assert load_file_bytes(tmp_path, content)["model"]["fc.weight"].tolist() == [[7.0, 7.0], [7.0, 7.0]]


def test_a_huge_array_header_is_refused_before_allocating(tmp_path):
    content = TAMPERINGS["array_header_claims_terabytes"](saved_bytes())
    with pytest.raises(RuntimeError, match="claims 8796093022208 bytes of data in a member of"):
        load_file_bytes(tmp_path, content)


@pytest.mark.parametrize("cut", [1, 10, 100, 0.25, 0.5, 0.9, 0.999])
def test_truncated_files_give_a_runtime_error(tmp_path, cut):
    content = saved_bytes()
    length = cut if isinstance(cut, int) else int(len(content) * cut)
    with pytest.raises(RuntimeError, match="suspect.pt"):
        load_file_bytes(tmp_path, content[:length])


def test_corrupted_bytes_are_caught_by_the_zip_checksums(tmp_path):
    content = bytearray(saved_bytes({"w": specgrad.arange(1000.0)}))
    position = bytes(content).index(np.arange(1000, dtype=np.float32)[500:501].tobytes())
    content[position] ^= 0x40
    with pytest.raises(RuntimeError, match="suspect.pt"):
        load_file_bytes(tmp_path, bytes(content))


def test_a_file_object_is_named_in_the_error():
    with pytest.raises(RuntimeError, match="BytesIO"):
        specgrad.load(io.BytesIO(b"junk"))


def test_a_missing_file_is_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError):
        specgrad.load(tmp_path / "nope.pt")


class Payload:
    """Unpickling this would create the marker file: loading must never unpickle."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, "w"))


def test_a_pytorch_pickle_checkpoint_is_refused_without_running_it(tmp_path):
    marker = tmp_path / "pwned"
    path = tmp_path / "torch.pt"
    torch.save({"w": torch.ones(2), "payload": Payload(str(marker))}, path)
    with pytest.raises(RuntimeError, match="is a PyTorch checkpoint"):
        specgrad.load(path)
    assert not marker.exists()


def test_a_pickle_inside_a_specgrad_file_is_never_unpickled(tmp_path):
    import pickle
    marker = tmp_path / "pwned"
    content = rewritten(saved_bytes(), {"tensors/0.npy": npy(np.array([Payload(str(marker))], dtype=object),
                                                             allow_pickle=True),
                                        "data.pkl": pickle.dumps(Payload(str(marker)))})
    with pytest.raises(RuntimeError):
        load_file_bytes(tmp_path, content)
    assert not marker.exists()


# ---------------------------------------------------------------- .safetensors, both ways

safetensors_torch = pytest.importorskip("safetensors.torch", reason="`make setup` installs safetensors (dev extra)")


def by_name(tensors):
    """safetensors files list tensors in their own order: compare them by name."""
    return dict(sorted(tensors.items()))


def state_dict(lib):
    generator = np.random.default_rng(0)
    return {"conv.weight": lib.from_numpy(generator.standard_normal((4, 1, 3, 3)).astype(np.float32)),
            "conv.bias": lib.from_numpy(generator.standard_normal(4).astype(np.float32)),
            "fc.weight": lib.from_numpy(generator.standard_normal((3, 4))),
            "bn.num_batches_tracked": lib.tensor(5),
            "half": lib.tensor([0.5, 1.5], dtype=lib.float16), "ids": lib.tensor([1, 2], dtype=lib.int32),
            "i16": lib.tensor([-1], dtype=lib.int16), "i8": lib.tensor([-2], dtype=lib.int8),
            "u8": lib.tensor([200], dtype=lib.uint8), "mask": lib.tensor([True, False]), "empty": lib.zeros(0)}


def test_pytorch_saves_safetensors_and_specgrad_loads_them(tmp_path):
    path = tmp_path / "from_torch.safetensors"
    safetensors_torch.save_file(state_dict(torch), str(path))
    assert plain(by_name(specgrad.load(path))) == plain(by_name(state_dict(torch)))
    assert plain(by_name(sg_safetensors.load_file(path))) == plain(by_name(state_dict(torch)))
    loaded = specgrad.load(str(path))
    loaded["conv.bias"].add_(1.0)  # writable


def test_specgrad_saves_safetensors_and_pytorch_loads_them(tmp_path):
    path = tmp_path / "from_specgrad.safetensors"
    ours = state_dict(specgrad)
    ours["strided"] = specgrad.arange(10.0)[::3]  # saved as a copy
    specgrad.save(ours, path)
    theirs = state_dict(torch)
    theirs["strided"] = torch.arange(10.0)[::3]
    assert plain(by_name(safetensors_torch.load_file(str(path)))) == plain(by_name(theirs))


def test_safetensors_bytes_and_metadata_both_ways():
    blob = sg_safetensors.save(state_dict(specgrad), metadata={"format": "pt"})
    assert plain(by_name(safetensors_torch.load(blob))) == plain(by_name(state_dict(torch)))
    from_torch = sg_safetensors.load(safetensors_torch.save(state_dict(torch)))
    assert plain(by_name(from_torch)) == plain(by_name(state_dict(torch)))


def test_same_outputs_after_moving_weights_from_pytorch(tmp_path):
    linear = torch.nn.Linear(4, 3)
    path = tmp_path / "linear.safetensors"
    safetensors_torch.save_file(linear.state_dict(), str(path))
    weights = specgrad.load(path)
    x = np.random.default_rng(1).standard_normal((5, 4)).astype(np.float32)
    ours = specgrad.from_numpy(x) @ weights["weight"].T + weights["bias"]
    np.testing.assert_allclose(ours.numpy(), linear(torch.from_numpy(x)).detach().numpy(), rtol=1e-6, atol=1e-6)


def test_safetensors_errors(tmp_path):
    bf16 = tmp_path / "bf16.safetensors"
    safetensors_torch.save_file({"w": torch.ones(2, dtype=torch.bfloat16), "ok": torch.ones(1)}, str(bf16))
    with pytest.raises(TypeError, match=r"'w' \(BF16\)"):
        specgrad.load(bf16)
    with pytest.raises(TypeError, match="dict of tensors"):
        specgrad.save([specgrad.ones(1)], tmp_path / "list.safetensors")
    with pytest.raises(ValueError, match="Key `a` is invalid"):
        specgrad.save({"a": [1.0]}, tmp_path / "bad.safetensors")
    with pytest.raises(TypeError, match="not an instance of 'str'"):
        specgrad.save({1: specgrad.ones(1)}, tmp_path / "bad.safetensors")
    damaged = tmp_path / "damaged.safetensors"
    damaged.write_bytes((tmp_path / "bf16.safetensors").read_bytes()[:20])
    with pytest.raises(RuntimeError, match="damaged.safetensors"):
        specgrad.load(damaged)
    with pytest.raises(RuntimeError, match="CPU only"):
        sg_safetensors.load_file(bf16, device="cuda")


def test_a_missing_safetensors_package_is_explained(monkeypatch):
    import builtins
    real_import = builtins.__import__

    def without_safetensors(name, *args, **kwargs):
        if name.startswith("safetensors"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", without_safetensors)
    with pytest.raises(ImportError, match=r"pip install 'specgrad\[safetensors\]'"):
        sg_safetensors.save({"a": specgrad.ones(1)})

"""specgrad.testing.assert_close against torch.testing.assert_close: which inputs pass and fail, the exception class
and the message, word for word (torch -> specgrad)."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")

CASES = {
    "close vectors": lambda lib: (lib.tensor([1.0, 2.0]), lib.tensor([1.0, 2.0 + 1e-7]), {}),
    "a vector": lambda lib: (lib.tensor([1.0, 2.0, 3.0]), lib.tensor([1.0, 2.5, 3.0]), {}),
    "0-d tensors": lambda lib: (lib.tensor(1.1), lib.tensor(1.0), {}),
    "shapes": lambda lib: (lib.ones(2), lib.ones(3), {}),
    "dtypes": lambda lib: (lib.ones(2), lib.ones(2, dtype=lib.float64), {}),
    "dtypes unchecked": lambda lib: (lib.ones(2), lib.ones(2, dtype=lib.float64), {"check_dtype": False}),
    "integers": lambda lib: (lib.tensor([1, 2]), lib.tensor([1, 3]), {}),
    "nan": lambda lib: (lib.tensor([1.0, float("nan")]), lib.tensor([1.0, float("nan")]), {}),
    "nan equal": lambda lib: (lib.tensor([1.0, float("nan")]), lib.tensor([1.0, float("nan")]), {"equal_nan": True}),
    "2-d, expected 0": lambda lib: (lib.tensor([[1.0, 2.0], [3.0, 4.0]]), lib.tensor([[1.0, 2.0], [3.0, 0.0]]), {}),
    "float64 tolerance": lambda lib: (lib.tensor([1.0], dtype=lib.float64), lib.tensor([1.0 + 1e-6],
                                                                                    dtype=lib.float64), {}),
    "given tolerances": lambda lib: (lib.tensor([1.0]), lib.tensor([1.05]), {"rtol": 0.0, "atol": 0.1}),
    "only rtol": lambda lib: (lib.ones(1), lib.ones(1), {"rtol": 0.1}),
    "a list": lambda lib: ([lib.ones(2), lib.zeros(2)], [lib.ones(2), lib.ones(2)], {}),
    "a dict": lambda lib: ({"a": lib.ones(2)}, {"a": lib.zeros(2)}, {}),
    "nested": lambda lib: ({"a": [lib.ones(1), lib.ones(1)]}, {"a": [lib.ones(1), lib.zeros(1)]}, {}),
    "numbers": lambda lib: (1.0, 1.1, {}),
    "int and float": lambda lib: (1, 1.0, {}),
    "tensor and array": lambda lib: (lib.ones(1), np.ones(1), {}),
    "two arrays": lambda lib: (np.ones(2), np.ones(2) + 1, {}),
    "two close arrays": lambda lib: (np.ones(2, np.float32), np.ones(2, np.float32), {}),
    "lengths": lambda lib: ([1.0], [1.0, 2.0], {}),
    "keys": lambda lib: ({"a": 1.0}, {"b": 1.0}, {}),
    "msg": lambda lib: (lib.ones(1), lib.zeros(1), {"msg": "custom"}),
    "msg callable": lambda lib: (lib.ones(1), lib.zeros(1), {"msg": lambda m: "prefix: " + m.splitlines()[0]}),
}


def outcome(library, testing, case):
    actual, expected, options = CASES[case](library)
    try:
        testing.assert_close(actual, expected, **options)
    except Exception as error:
        return type(error), str(error).replace("torch", "specgrad")
    return None, None


@pytest.mark.parametrize("case", list(CASES))
def test_assert_close_matches_torch(case):
    assert outcome(specgrad, specgrad.testing, case) == outcome(torch, torch.testing, case)

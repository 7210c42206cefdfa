"""specgrad.jit: torch.jit's names run model code written for TorchScript eagerly, as PyTorch's would compute."""
from typing import List

import pytest

import specgrad
from specgrad import nn

torch = pytest.importorskip("torch")


@pytest.mark.parametrize("lib", [specgrad, torch], ids=["specgrad", "torch"])
def test_scripted_and_decorated_code_computes_as_pytorch_s(lib):
    @lib.jit.script
    def swish(x):
        return x * lib.sigmoid(x)

    @lib.jit.script
    def total(xs: List[int]) -> int:
        result = 0
        for x in xs:
            result += x
        return result

    class Block(lib.nn.Module):
        scale: lib.jit.Final[float]

        def __init__(self):
            super().__init__()
            self.scale = 2.0
            self.linear = lib.nn.Linear(3, 3)

        def forward(self, x):
            return self.helper(self.linear(x)) * self.scale

        @lib.jit.ignore
        def helper(self, x):
            return lib.relu(x)

        @lib.jit.unused
        def unused_path(self, x):
            return x

    block = Block()
    with lib.no_grad():
        block.linear.weight.copy_(lib.eye(3))
        block.linear.bias.zero_()
    scripted = lib.jit.script(block)
    x = lib.tensor([[1.0, -2.0, 3.0]])
    traced = lib.jit.trace(block, (x,))
    future = lib.jit.fork(swish, x)
    return_values = (swish(x).tolist(), total([1, 2, 3]), scripted(x).tolist(), traced(x).tolist(),
                     lib.jit.wait(future).tolist(), lib.jit.is_scripting(), lib.jit.annotate(List[int], [1]))
    # (is_scripting() is False outside compiled code in both; inside, only TorchScript's is True)
    assert return_values == ([[0.7310585975646973, -0.23840583860874176, 2.857722282409668]], 6,
                             [[2.0, 0.0, 6.0]], [[2.0, 0.0, 6.0]],
                             [[0.7310585975646973, -0.23840583860874176, 2.857722282409668]], False, [1])


def test_script_returns_its_argument_and_saving_says_what_to_do_instead(tmp_path):
    model = nn.Linear(2, 2)
    assert specgrad.jit.script(model) is model and specgrad.jit.trace(model, specgrad.ones(1, 2)) is model
    assert not isinstance(model, specgrad.jit.ScriptModule) and specgrad.jit.ignore(drop=True)(len) is len
    with pytest.raises(RuntimeError, match=r"no TorchScript programs to save\. Save the weights with "
                                           r"specgrad\.save\(model\.state_dict\(\), path\)"):
        specgrad.jit.save(model, tmp_path / "model.pt")
    with pytest.raises(RuntimeError, match="no TorchScript programs to load"):
        specgrad.jit.load(tmp_path / "model.pt")
    failing = specgrad.jit.fork(lambda: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        specgrad.jit.wait(failing)

"""Disagreements with PyTorch that the fuzzer (tests/test_fuzz_pytorch.py) found, one test each: the shrunk
program, run in both libraries by check_program and compared as the fuzzer compares.

A test for a bug not fixed yet is a strict xfail, and tests/fuzz_programs.py's KNOWN_ISSUES has an entry
naming it, so that the fuzz tests pass over it. Once the bug is fixed the xfail fails: remove the marker and
the KNOWN_ISSUES entry.
"""
import pytest

pytest.importorskip("torch", reason="PyTorch is not installed: `make oracle` installs it (CI always does)")
pytest.importorskip("hypothesis", reason="Hypothesis is not installed: pip install -e '.[dev]'")

from fuzz_programs import check_program  # noqa: E402


def test_sign_of_nan():
    # was: sign(nan) nan in specgrad, 0 in PyTorch; abs's gradient at nan likewise (fixed in d92d612)
    # found as `x1.pow_(0.5)` on negatives, then sign; and as abs of log(-1) in a gradient
    check_program('''
x1 = torch.tensor([float('nan'), -2.0, 0.0, 3.0], dtype=torch.float64, requires_grad=True)
v2 = torch.sign(x1)
v3 = torch.abs(x1)
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


def test_integer_add_with_float_alpha():
    # was: specgrad accepted a float alpha for integer tensors; PyTorch raises
    check_program('''
x1 = torch.tensor([[0, 0, 0], [0, 0, 0]], dtype=torch.int64)
v2 = torch.add(x1, x1, alpha=-2.5)
''')


def test_bool_add_with_alpha():
    # was: bool + bool with alpha 0 or 2 gave int64 in specgrad; PyTorch keeps bool
    check_program('''
x1 = torch.tensor([True, False])
v2 = torch.add(x1, x1, alpha=0)
v3 = torch.add(x1, x1, alpha=2)
''')


def test_logical_or_with_a_number():
    # was: specgrad took a Python number for other; PyTorch raises TypeError
    check_program('''
x1 = torch.tensor([True, False])
v2 = torch.logical_or(x1, True)
''')


@pytest.mark.xfail(strict=True, reason="&, | and ~ are logical_and/or/not in specgrad, bitwise in PyTorch: "
                                       "wrong values on integers, bool instead of int64 for bool & 1, and no "
                                       "error on floats")
def test_bitwise_operators():
    check_program('''
x1 = torch.tensor([1, 2, 3], dtype=torch.int64)
x2 = torch.tensor([3, 1, 0], dtype=torch.int64)
v3 = x1 & x2
v4 = x1 | x2
v5 = ~x1
x6 = torch.tensor([True, False])
v7 = x6 & 1
''')


def test_max_dim_of_a_0d_tensor_backward():
    # was: backward raised ZeroDivisionError (integer modulo by zero)
    check_program('''
x1 = torch.tensor(0.0, dtype=torch.float64, requires_grad=True)
v2, v3 = torch.max(x1, 0, False)
loss = v2.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="x[0] of a 1-d tensor is a copy in specgrad, a view in PyTorch: "
                                       "in-place writes to the base do not reach it")
def test_integer_index_of_a_1d_tensor_is_a_view():
    check_program('''
x1 = torch.tensor([1.0, 2.0], dtype=torch.float64)
v2 = x1[0]
x1.mul_(3.0)
''')


@pytest.mark.xfail(strict=True, reason="a view taken before an in-place op on its base that is recorded in the "
                                       "graph: specgrad refuses to use it (documented limitation); PyTorch "
                                       "replays the view")
def test_view_used_after_its_base_is_modified_in_place():
    check_program('''
x1 = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64, requires_grad=True)
v2 = x1 * 1
v3 = v2.t()
v2.mul_(2)
loss = (v3 * torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)).sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="a view of a tensor that becomes part of the graph by an in-place op "
                                       "(v2 += x8) keeps requires_grad=False in specgrad; True in PyTorch")
def test_view_requires_grad_after_in_place_on_its_base():
    check_program('''
x1 = torch.tensor([-2.0, 1.0], dtype=torch.float64)
v2 = x1 * 1
v3 = v2[0:1]
x4 = torch.tensor(-2.0, dtype=torch.float64, requires_grad=True)
v2 += x4
''')


@pytest.mark.xfail(strict=True, reason="the gradient of relu (and other piecewise-linear ops) taken with "
                                       "create_graph=True does not require grad in specgrad; in PyTorch it does, "
                                       "and its own gradient is zeros where specgrad raises")
def test_gradient_of_relu_requires_grad_with_create_graph():
    check_program('''
x1 = torch.tensor([1.0, -1.0], dtype=torch.float64, requires_grad=True)
v2 = torch.relu(x1)
loss = v2.sum()
grads2 = torch.autograd.grad(loss, [x1], create_graph=True, allow_unused=True)
w3 = torch.tensor([1.5, -0.5], dtype=torch.float64)
grads_of_grads = torch.autograd.grad((grads2[0] * w3).sum(), [x1], allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="PyTorch's pow backward computes exponent - 1 on a bool exponent and "
                                       "raises; specgrad returns a gradient (arguably PyTorch's bug)")
def test_pow_with_a_bool_exponent_backward():
    check_program('''
x1 = torch.tensor([0.5, 2.0], dtype=torch.float64, requires_grad=True)
x2 = torch.tensor([True, False])
v3 = x1 ** x2
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


def test_second_derivative_of_zero_to_the_x():
    # was: PyTorch nan (0 * log(0) in its where()), specgrad 0
    check_program('''
x1 = torch.tensor([0.5, 2.0], dtype=torch.float64, requires_grad=True)
v2 = 0 ** x1
loss = v2.sum()
grads2 = torch.autograd.grad(loss, [x1], create_graph=True, allow_unused=True)
w3 = torch.tensor([1.0, 1.0], dtype=torch.float64)
grads_of_grads = torch.autograd.grad((grads2[0] * w3).sum(), [x1], allow_unused=True)
''')


def test_amax_of_an_empty_tensor_exception_class():
    # was: PyTorch RuntimeError, specgrad IndexError
    check_program('''
x1 = torch.tensor([], dtype=torch.float64, requires_grad=True)
v2 = torch.amax(x1, (), False)
''')


def test_integer_pow_with_a_0d_negative_tensor_exponent():
    # was: specgrad raised as for a Python number; PyTorch computes it
    check_program('''
x1 = torch.tensor([0, 1, 2, -1, 3], dtype=torch.int64)
x2 = torch.tensor(-1, dtype=torch.int64)
v3 = torch.pow(x1, x2)
x1.pow_(x2)
''')


@pytest.mark.xfail(strict=True, reason="in-place op on a view that takes part in a graph: specgrad refuses "
                                       "(documented limitation); PyTorch rebases the view")
def test_in_place_on_a_view_in_the_graph():
    check_program('''
x1 = torch.tensor([-2.0, 1.0], dtype=torch.float64, requires_grad=True)
v2 = torch.clone(x1)
v3 = v2[...]
v3.neg_()
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


def test_mean_of_integers_with_a_bad_dim_exception_class():
    # was: PyTorch checks the dtype first (RuntimeError), specgrad the dim (IndexError)
    check_program('''
x1 = torch.tensor([[0, 0, 0], [0, 0, 0]], dtype=torch.int64)
v2 = torch.mean(x1, [2], False, dtype=None)
''')


@pytest.mark.xfail(strict=True, reason="an in-place op whose gradient reads its result (reciprocal_, exp_, ...), "
                                       "then another in-place write: PyTorch's backward raises 'modified by an "
                                       "inplace operation'; specgrad saved a copy and returns the (right) gradient")
def test_result_of_an_in_place_op_modified_again():
    check_program('''
x1 = torch.tensor([2.0, 4.0], dtype=torch.float64, requires_grad=True)
v2 = x1 * 1
v2.reciprocal_()
v3 = v2 * 3
v2 += 1
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


# Gradients at NaN. PyTorch's follow each op's kernel; the fuzzer reports these as `nonfinite_gradient` findings,
# apart from plain wrong gradients (see fuzz_programs.ALL_KINDS).

def test_relu_gradient_at_nan():
    # was: PyTorch passes grad through NaN (zeroes only where result <= 0), specgrad gave 0
    # found as maximum(x, x).log_() of negatives, then relu
    check_program('''
x1 = torch.tensor([-2.0, 1.0, -1.0], dtype=torch.float64, requires_grad=True)
v2 = x1 * 1
v2.log_()
v3 = torch.relu(v2)
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


def test_maximum_gradient_at_nan():
    # was: PyTorch gives grad to both sides where one is NaN, specgrad to neither
    check_program('''
x1 = torch.tensor([float('nan'), 1.0, -1.0], dtype=torch.float64, requires_grad=True)
x2 = torch.tensor([0.0, 1.0, 2.0], dtype=torch.float64, requires_grad=True)
v3 = torch.maximum(x1, x2)
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1, x2], retain_graph=True, allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="max()/amax's gradient when the input holds NaN: PyTorch sends max()'s to "
                                       "the NaN and makes amax's all NaN; specgrad gives zeros")
def test_max_gradient_at_nan():
    check_program('''
x1 = torch.tensor([float('nan'), 1.0, -1.0], dtype=torch.float64, requires_grad=True)
v2 = torch.max(x1)
v3 = torch.amax(x1, 0)
loss = v2.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


def test_div_gradient_for_tiny_and_huge_divisors():
    # was: -grad * self / (other * other) under/overflowed for |other| < 1e-154 or > 1e154
    # found as the second derivative of log(maximum(x, x)) at x = 9e-219 (NaN in specgrad, 0 in PyTorch)
    check_program('''
x1 = torch.tensor([1e-170, 1e+170, 2.0], dtype=torch.float64, requires_grad=True)
x2 = torch.tensor([1e-170, 1e+170, 4.0], dtype=torch.float64, requires_grad=True)
v3 = torch.div(x1, x2)
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1, x2], retain_graph=True, allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="v.mul_(v) (v *= v): PyTorch's backward raises, the input it saved being "
                                       "the tensor it wrote; specgrad returns the (right) gradient")
def test_in_place_op_with_its_target_as_argument():
    check_program('''
x1 = torch.tensor([1.0, 3.0], dtype=torch.float64, requires_grad=True)
v2 = x1 * 1
v2 *= v2
v3 = torch.sin(v2)
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


def test_sum_to_an_integer_dtype_of_a_tensor_that_requires_grad():
    # was: PyTorch raises 'Autograd not support dtype: Long', specgrad returned int64
    check_program('''
x1 = torch.tensor([[-2.0, 1.5]], dtype=torch.float64, requires_grad=True)
v2 = torch.sum(x1, dtype=torch.int64)
''')


@pytest.mark.xfail(strict=True, reason="sign's gradient (and pow's for exponent 0) is `grad * 0` in specgrad: NaN "
                                       "or inf arriving in grad gives NaN; PyTorch's is zeros")
def test_zero_gradients_stay_zero_for_nan_and_inf_grads():
    # found as sign(x) feeding pow(-1, .): the exponent's gradient holds log(-1) = nan
    check_program('''
x1 = torch.tensor([-2.0, 3.0], dtype=torch.float64, requires_grad=True)
v2 = torch.sign(x1)
v3 = torch.pow(-1, v2)
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
v4 = torch.pow(x1, 0)
loss = (v4 * torch.tensor([float('nan'), float('inf')], dtype=torch.float64)).sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="x ** -0.5 at -0.0 and -inf: PyTorch gives -inf and nan (its rsqrt "
                                       "shortcut), specgrad +inf and 0 (IEEE pow); arguably PyTorch's artifact")
def test_negative_zero_to_the_minus_half():
    # -inf found as log(pow(False, 2)).pow_(-0.5)
    check_program('''
x1 = torch.tensor([-0.0, 0.0, 4.0, float('-inf')], dtype=torch.float64)
v2 = torch.pow(x1, -0.5)
''')


@pytest.mark.xfail(strict=True, reason="an integer Python number to the power of an integer tensor holding "
                                       "negatives: specgrad raises 'Integers to negative integer powers'; PyTorch "
                                       "computes it (2 ** -1 == 0)")
def test_integer_number_to_negative_integer_tensor_powers():
    check_program('''
x1 = torch.tensor([0, -1, -2], dtype=torch.int64)
v2 = torch.pow(2, x1)
v3 = 2 ** x1
''')


@pytest.mark.xfail(strict=True, reason="second derivative of pow(self, exponent) for the exponent where self == 0: "
                                       "PyTorch nan (0 * log(0) behind its where()), specgrad 0; as "
                                       "test_second_derivative_of_zero_to_the_x was for pow(0, x)")
def test_second_derivative_of_a_zero_tensor_to_the_x():
    # found with a bool base: pow(ne(v, v), x) at x = 0
    check_program('''
x1 = torch.tensor([0.0, 2.0], dtype=torch.float64)
x2 = torch.tensor([0.0, 1.5], dtype=torch.float64, requires_grad=True)
v3 = torch.pow(x1, x2)
loss = v3.sum()
grads2 = torch.autograd.grad(loss, [x2], create_graph=True, allow_unused=True)
grads_of_grads = torch.autograd.grad(grads2[0].sum(), [x2], allow_unused=True)
''')


def test_second_derivative_of_x_over_x_at_a_tiny_x():
    # was: PyTorch nan, specgrad 0 at x = 3.7e-180 (div's formula associated differently; fixed in 2cc8fbf)
    check_program('''
x1 = torch.tensor([-2.0, 3.706831384086787e-180, -2.0, -2.0], dtype=torch.float64, requires_grad=True)
v2 = torch.div(x1, x1)
loss = v2.sum()
grads2 = torch.autograd.grad(loss, [x1], create_graph=True, allow_unused=True)
w3 = torch.tensor([-2.0, 0.0, -2.0, -2.0], dtype=torch.float64)
grads_of_grads = torch.autograd.grad((grads2[0] * w3).sum(), [x1], allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="a Python bool as sub's other: PyTorch refuses (bool subtraction), "
                                       "specgrad computes x - 1")
def test_sub_of_a_python_bool():
    check_program('''
x1 = torch.tensor([1.0, 2.0], dtype=torch.float64)
v2 = torch.sub(x1, True)
v3 = x1 - True
x1.sub_(True)
''')


@pytest.mark.xfail(strict=True, reason="cat of 1-d empty (legacy empty) tensors along dim 1: PyTorch skips them "
                                       "and returns an empty tensor, specgrad checks the dim first (IndexError)")
def test_cat_of_empty_1d_tensors_along_dim_1():
    check_program('''
x1 = torch.tensor([], dtype=torch.float64, requires_grad=True)
v2 = torch.cat([x1, x1], 1)
''')


@pytest.mark.xfail(strict=True, reason="cat of 0-d tensors along dim 1: PyTorch RuntimeError (zero-dimensional "
                                       "tensor cannot be concatenated), specgrad IndexError (the dim)")
def test_cat_of_0d_tensors_exception_class():
    check_program('''
x1 = torch.tensor(0, dtype=torch.int64)
v2 = torch.cat([x1, x1], 1)
''')


@pytest.mark.xfail(strict=True, reason="PyTorch's pow(tensor, tensor) saves its result even when the exponent needs "
                                       "no gradient, so an in-place write to the result breaks its backward; "
                                       "specgrad saves only what a formula that will run reads (by design)")
def test_result_saved_only_when_a_formula_needs_it():
    check_program('''
x1 = torch.tensor([[0.5, 2.0]], dtype=torch.float64, requires_grad=True)
x2 = torch.tensor([[0, 1]], dtype=torch.int64)
v3 = torch.pow(x1, x2)
v3.neg_()
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


def test_integer_and_list_index_separated_by_a_slice():
    # was: NumPy's rule (the int an advanced index, the indexed dim moved first) gave [1, 3] for PyTorch's [3, 1];
    # found as x2[0, ..., [0]]
    check_program('''
x1 = torch.tensor([[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]], dtype=torch.float64, requires_grad=True)
v2 = x1[0, :, [0]]
v3 = x1[0, ..., [1]]
loss = (v2 * v3).sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="a squeeze that removes no dim is a view (it gave a silently wrong gradient "
                                       "before it was marked one); now the documented limitation: specgrad refuses "
                                       "a view used after an in-place op on its base, PyTorch replays the view")
def test_squeeze_that_removes_nothing_then_in_place_on_its_input():
    # found with a 0-d tensor; the same for any squeeze that removes nothing
    check_program('''
x1 = torch.tensor([-2.0, 1.0], dtype=torch.float64, requires_grad=True)
v2 = x1 * 3
v3 = torch.squeeze(v2)
v2.neg_()
loss = v3.sum()
grads = torch.autograd.grad(loss, [x1], retain_graph=True, allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="pow(bool tensor, float tensor): the fused kernel of its double backward "
                                       "gets a float16 array (NumPy's log of bool) and Numba raises "
                                       "NotImplementedError: float16 (on large inputs without the tests' "
                                       "fusion-on-small-inputs fixture too)")
def test_second_derivative_of_a_bool_tensor_to_the_x():
    check_program('''
x1 = torch.tensor([-2.0, -2.0], dtype=torch.float64, requires_grad=True)
x2 = torch.tensor([True, False])
v3 = torch.pow(x2, x1)
loss = v3.sum()
grads2 = torch.autograd.grad(loss, [x1], create_graph=True, allow_unused=True)
w4 = torch.tensor([-2.0, -2.0], dtype=torch.float64)
grads_of_grads = torch.autograd.grad((grads2[0] * w4).sum(), [x1], allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="an in-place op on expand() of an empty tensor: specgrad refuses it as a "
                                       "write to elements sharing memory; PyTorch allows it (there are no elements)")
def test_in_place_on_an_expanded_empty_tensor():
    check_program('''
x1 = torch.tensor([], dtype=torch.float64)
v2 = x1 * 2
v3 = v2.expand([0])
v3.neg_()
''')


@pytest.mark.xfail(strict=True, reason="PyTorch has no derivative for hardsigmoid_backward (double backward raises); "
                                       "specgrad differentiates its formula (0 almost everywhere) instead of refusing")
def test_second_derivative_of_hardsigmoid():
    check_program('''
x1 = torch.tensor([-1.0, 0.5], dtype=torch.float64, requires_grad=True)
v2 = torch.nn.functional.hardsigmoid(x1)
loss = v2.sum()
grads2 = torch.autograd.grad(loss, [x1], create_graph=True, allow_unused=True)
grads_of_grads = torch.autograd.grad(grads2[0].sum(), [x1], allow_unused=True)
''')


@pytest.mark.xfail(strict=True, reason="PyTorch's pairwise_distance is one norm op that saves its output, so an "
                                       "in-place write to it breaks backward; specgrad composes it of ops that "
                                       "save only what their formulas read")
def test_pairwise_distance_result_modified_in_place():
    check_program('''
x1 = torch.tensor([[-3.0, -3.0, -3.0, -3.0]], dtype=torch.float64, requires_grad=True)
x3 = torch.tensor([-3.0, -3.0, -3.0, -3.0], dtype=torch.float64, requires_grad=True)
v5 = torch.nn.functional.pairwise_distance(x3, x1, 1.0, 1e-06, False)
v5.neg_()
loss = v5.sum()
grads = torch.autograd.grad(loss, [x1, x3], retain_graph=True, allow_unused=True)
''')

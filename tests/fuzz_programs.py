"""Differential testing against PyTorch: random programs over the ops of derivatives.yaml.

A program is plain Python source over a name `torch`:

    x0 = torch.tensor([[0.5, -1.0]], dtype=torch.float64, requires_grad=True)
    v1 = torch.sum(x0, [1], True)
    v2 = torch.mul(v1, x0)
    loss = (v2 * torch.tensor([[1.5, -0.5]], dtype=torch.float64)).sum()
    g = torch.autograd.grad(loss, [x0], retain_graph=True, allow_unused=True)
    ...

`run_program(source)` runs it twice, once with `torch` bound to PyTorch and once with it bound to specgrad,
statement by statement, and compares every value a statement produces (shape, dtype, requires_grad, values),
which statements raise and with which exception class, and at the end every tensor again (in-place writes
reach views). The last statements take first derivatives (a plain backward and one with create_graph=True)
and second derivatives (the gradient of a weighted sum of the first ones).

`programs()` is the Hypothesis strategy that writes such programs. It reads the ops through codegen's
loader, so a new entry of derivatives.yaml with a `torch:` reference joins without changes here. While it
draws, it runs each statement in PyTorch: that tells it the shapes and dtypes it can build on, and whether
PyTorch refuses a call (such calls are kept now and then, to compare the errors).
"""
from __future__ import annotations

import ast
import copy
import math
import re
import sys
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
from hypothesis import assume, strategies as st

import specgrad

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from codegen.spec import load_spec  # noqa: E402

# ------------------------------------------------------------------------------------------- the ops


@dataclass
class FuzzOp:
    spec: object            # codegen.spec.Op
    expr: ast.expr          # the test's `torch:` expression, parsed

    @property
    def name(self):
        return self.spec.name

    @property
    def full_name(self):
        return self.spec.full_name

    @property
    def params(self):
        return self.spec.params

    @property
    def tensor_params(self):
        return [p for p in self.spec.params if p.type in ("Tensor", "Tensor[]")]

    @property
    def variants(self):
        return self.spec.variants

    def domain(self, name):
        return (self.spec.test.get("domain") or {}).get(name, "any")

    def dtype_rule(self, name):
        return str((getattr(self.spec, "dtype_rules", None) or {}).get(name, ""))

    def takes_number(self, name):
        return name in (getattr(self.spec, "numbers", None) or [])

    def dim_rank(self, name):
        return (getattr(self.spec, "dim_ranks", None) or {}).get(name)

    def case_values(self, name):
        """(first tensor's shape, value) for every test case that gives `name`."""
        found = []
        for case in self.spec.test.get("cases") or []:
            args = case.get("args") or {}
            if name in args:
                shapes = case.get("shapes") or []
                found.append((tuple(shapes[0]) if shapes and (not shapes[0] or isinstance(shapes[0][0], int))
                              else None, args[name]))
        return found


def load_fuzz_ops():
    """The ops a program may call: every entry with a `torch:` reference that users can reach
    (variants other than internal, or an Index parameter, reached through x[...])."""
    spec = load_spec((ROOT / "derivatives.yaml").read_text())
    result = []
    for op in spec:
        source = (op.test or {}).get("torch")
        if not source:
            continue
        if (op.test or {}).get("gauge"):
            continue  # outputs unique only up to sign (svd, eigh): the generated tests compare them gauge-free
        if (op.test or {}).get("arbitrary_ties"):
            continue  # programs are full of ties, where PyTorch's choice (sort, topk, mode) is its own
        has_index = any(p.type == "Index" for p in op.params)
        if "internal" in op.variants and not has_index:
            continue
        try:
            expr = ast.parse(source.strip(), mode="eval").body
        except SyntaxError:
            continue
        known = {p.name for p in op.params} | {"torch"}
        if any(isinstance(n, ast.Name) and n.id not in known for n in ast.walk(expr)):
            continue  # refers to something this generator cannot bind
        result.append(FuzzOp(op, expr))
    return result


def special_values():
    """Every number a `special:` test list names (exact zeros, ties, domain bounds): leaf values draw on them."""
    values = set()
    for op in load_spec((ROOT / "derivatives.yaml").read_text()):
        for numbers in ((op.test or {}).get("special") or {}).values():
            values.update(float(v) for v in numbers if math.isfinite(v) and abs(v) <= 4)
    return sorted(values)


OPS = load_fuzz_ops()
INPLACE_OPS = [op for op in OPS if op.spec.inplace and "internal" not in op.variants]
GRID = sorted({0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 1.5, -1.5, 0.25, *special_values()})
SCALARS = [2, 0.5, -1, 0, 1, 3, -0.5, 1.5, -2, 2.5, -1.5, 0.25]

# Python operators for ops of that name (the binary ones take numbers on either side: 2.0 - v1)
BINARY_OPERATORS = {"add": ast.Add, "sub": ast.Sub, "mul": ast.Mult, "div": ast.Div, "pow": ast.Pow,
                    "matmul": ast.MatMult}
COMPARE_OPERATORS = {"eq": ast.Eq, "ne": ast.NotEq, "lt": ast.Lt, "le": ast.LtE, "gt": ast.Gt, "ge": ast.GtE}
BOOL_OPERATORS = {"logical_and": ast.BitAnd, "logical_or": ast.BitOr}
UNARY_OPERATORS = {"neg": ast.USub, "logical_not": ast.Invert}
INPLACE_OPERATORS = {"add": ast.Add, "sub": ast.Sub, "mul": ast.Mult, "div": ast.Div}

# ------------------------------------------------------------------------------------------- running and comparing

STRICT = dict(rtol=1e-7, atol=1e-9)      # float64 values and gradients
LOOSE = dict(rtol=1e-4, atol=1e-5)       # anything computed in float32 (or from it): forward value only
LOW_PRECISION = {"float32", "float16", "bfloat16"}

# What a finding can be. The first three fail the fuzz tests; `exception_class` fails the test that aims at
# PyTorch's refusals; `grad_structure` (a gradient that PyTorch gives as a tensor that requires grad, or as
# zeros, and specgrad as one that does not, or as None) is reported without stopping the program;
# `nonfinite_gradient` is a gradient that differs in a program where some forward value was NaN or inf:
# PyTorch's gradients there follow each op's kernel and how its formula is arranged (relu passes grad
# through NaN, clamp does not, maximum sends it to both sides, amax makes it NaN; inf * 0 against inf / inf),
# so these are kept apart from plain wrong gradients, and counted.
FAILING_KINDS = ("value", "raises_only_torch", "raises_only_specgrad")
ALL_KINDS = FAILING_KINDS + ("exception_class", "grad_structure", "nonfinite_gradient")


@dataclass
class Finding:
    kind: str        # one of ALL_KINDS
    line: int        # 1-based statement number in the program
    statement: str
    detail: str

    def __str__(self):
        return f"[{self.kind}] statement {self.line}: {self.statement}\n    {self.detail}"


@dataclass
class KnownIssue:
    """A disagreement already reported, with its strict xfail test in tests/test_fuzz_regressions.py. The fuzz
    tests pass over findings it matches (and end that program there), so that they keep looking for new ones;
    once the bug is fixed the xfail test fails, and its entry here goes too."""
    test: str                       # the regression test's name
    kind: str                       # the finding kind it explains
    statement: str                  # regex the statement must match (re.search)
    detail: str = ""                # regex the finding's detail must match
    program: str = ""               # regex the whole program must match


KNOWN_ISSUES: list[KnownIssue] = [
    # (trapezoid or trapz with the same tensor as y and x: its gradient cancels exactly in exact arithmetic; what is left
    # is the rounding of four summed contributions, scaled by what follows (sinh of 130: 1e54); the engines sum
    # them in different orders, so one side may keep a last-bit remainder where the other has exactly 0)
    KnownIssue("test_trapezoid_of_y_over_itself_keeps_a_rounding_remainder", "value", r"autograd\.grad",
               r"values differ", r"(trapezoid|trapz)\((\w+), \2\b"),
    # (the second derivative of pairwise_distance's norm over a 1-element vector whose difference is about eps:
    # PyTorch's norm double backward gives NaN, specgrad a finite value of about 1e-90)
    KnownIssue("test_pairwise_distance_second_derivative_near_zero", "value", r"grads_of_grads",
               r"NaN positions differ", r"pairwise_distance\("),
    # (F.max_unpool with a stride list shorter than its dims and a non-tensor indices: PyTorch's Python code reads
    # stride[1] first (IndexError); specgrad's wrapper checks the argument types first (TypeError))
    KnownIssue("test_max_unpool_with_a_short_stride_and_bad_indices", "exception_class", r"max_unpool[123]d\(",
               r"PyTorch raises IndexError: tuple index out of range"),
    # (bincount with weights that require grad: PyTorch records it and marks the result as requiring grad, then its
    # backward raises "the derivative for 'bincount' is not implemented"; specgrad records nothing)
    KnownIssue("test_bincount_with_weights_requiring_grad_requires_grad_in_pytorch", "value", r"bincount\(",
               r"requires_grad=False, PyTorch True"),
    # (trigamma at a pole, a non-positive integer, in float32: PyTorch takes its reflection's sin(pi x) in float32,
    # 1.7e16; specgrad in float64, 7.3e31, PyTorch's own float64 value; the true value is +inf)
    KnownIssue("test_polygamma_at_a_pole_in_float32", "value", r"polygamma", r"values differ",
               r"dtype=torch\.float32"),
    KnownIssue("test_addmm_of_integers_with_a_float_beta", "value", r"(addmm|addmv|baddbmm|addbmm|addr)\(.*(beta|alpha)=-?\d*\.\d",
               r"values differ"),
    KnownIssue("test_attention_of_integer_tensors_with_an_empty_value", "raises_only_specgrad",
               r"scaled_dot_product_attention\(", r"expected scalar type Float but found (Long|Int|Short|Char|Byte|Bool)"),
    KnownIssue("test_gradient_graph_of_an_empty_attention", "grad_structure", r"create_graph",
               r"requires_grad=(True|False), PyTorch (True|False)",
               r"(= torch\.tensor\(\[\[?\]\]?, |repeat_interleave\(\w+, 0, )(?s:.*)scaled_dot_product_attention\("),
    KnownIssue("test_weighted_mse_loss_of_integers", "raises_only_specgrad", r"(mse|l1)_loss\(.*weight=",
               r"not implemented for '(Long|Int|Short|Char|Byte|Bool)'"),
    KnownIssue("test_svdvals_input_modified_in_place", "raises_only_specgrad", r"autograd\.grad",
               r"modified by an inplace operation", r"linalg\.svdvals\("),
    # (the same, where PyTorch's gradients are all zero: an empty matrix)
    KnownIssue("test_svdvals_input_modified_in_place", "grad_structure", r"autograd\.grad",
               r"modified by an inplace operation", r"linalg\.svdvals\("),
    KnownIssue("test_scatter_with_a_0d_index_and_a_1d_source", "raises_only_torch", r"autograd\.grad",
               r"ScatterBackward0 returned an invalid gradient", r"scatter"),
    KnownIssue("test_scatter_add_with_a_0d_index_and_a_1d_source", "raises_only_torch", r"autograd\.grad",
               r"ScatterAddBackward0 returned an invalid gradient at index \d+ - got \[\] but", r"scatter_add\("),
    KnownIssue("test_scatter_reduce_with_a_smaller_index_than_the_source", "raises_only_torch", r"autograd\.grad",
               r"ScatterReduceBackward0 returned an invalid gradient", r"scatter_reduce_?\("),
    KnownIssue("test_scatter_reduce_prod_with_a_smaller_index_than_the_source", "value", r"autograd\.grad",
               r"values differ", r"scatter_reduce_?\(.*'prod'"),
    KnownIssue("test_scatter_add_with_an_empty_index_and_a_larger_source", "raises_only_torch", r"autograd\.grad",
               r"ScatterAddBackward0 returned an invalid gradient at index \d+ - got \[0\]", r"scatter_add\("),
    KnownIssue("test_scatter_add_with_an_empty_index_longer_than_the_source", "raises_only_torch", r"autograd\.grad",
               r"ScatterAddBackward0 returned an invalid gradient at index \d+ - got \[[\d, ]*\b0\b[\d, ]*\] but",
               r"scatter_add\("),
    KnownIssue("test_einsum_of_bool_tensors_over_a_contraction_of_size_1", "raises_only_specgrad", r"einsum\(",
               r'"bmm" not implemented for \'Bool\''),
    KnownIssue("test_addcmul_of_integers_with_a_float_value", "raises_only_specgrad", r"addcmul_\(",
               r"result type Float can't be cast to the desired output type"),
    KnownIssue("test_addcmul_of_integers_with_a_float_value", "value", r"addcmul\(", r"dtype float\d+, PyTorch int"),
    KnownIssue("test_addcdiv_of_integers", "raises_only_torch", r"addcdiv_?\(", r"Integer division with addcdiv"),
    KnownIssue("test_logsumexp_over_no_dims", "raises_only_torch", r"logsumexp\(",
               r"output with shape \[\] doesn't match the broadcast shape"),
    KnownIssue("test_kron_of_a_0d_tensor_promotes", "value", r"kron\(", r"dtype float(16|32), PyTorch float(32|64)"),
    KnownIssue("test_signed_zero_of_a_solve_through_digamma", "value", r"digamma|reciprocal|log|polygamma",
               r"inf positions differ", r"linalg\.(solve|inv)"),
    # (whatever reads the tie's value afterwards: reciprocal's inf, signbit, floor...)
    KnownIssue("test_logaddexp2_of_a_tie_rounds_otherwise", "value", r"", r"comes from before", r"logaddexp2\("),
    KnownIssue("test_atan2_gradient_with_a_bool_input", "raises_only_torch", r"autograd\.grad",
               r"Negation, the `-` operator, on a bool tensor", r"atan2\("),
    KnownIssue("test_as_strided_reads_past_the_storage_of_a_reduction", "raises_only_specgrad", r"as_strided\(",
               r"out of bounds for storage"),
    KnownIssue("test_huber_loss_with_a_bool_target", "raises_only_specgrad", r"huber_loss\(",
               r"sub\(\) does not support bool"),
    KnownIssue("test_huber_loss_backward_with_a_target_of_another_dtype", "raises_only_torch", r"autograd\.grad",
               r"Found dtype \w+ but expected \w+", r"huber_loss\("),
    KnownIssue("test_unique_of_a_tensor_that_requires_grad", "value", r"unique", r"requires_grad=False, PyTorch True"),
    KnownIssue("test_in_place_op_whose_argument_overlaps_the_target", "raises_only_torch", "",
               r"refer to a single memory location"),
    # (the same where specgrad raises another error: PyTorch's overlap check comes first)
    KnownIssue("test_in_place_op_whose_argument_overlaps_the_target", "exception_class", "",
               r"PyTorch raises RuntimeError: [^\n]*refer to a single memory location"),
    KnownIssue("test_median_index_among_ties_of_an_expanded_tensor", "value", r"", r"values differ",
               r"median\(\w+, -?\d"),
    KnownIssue("test_linear_with_a_1d_weight", "raises_only_specgrad", r"linear\(", r"linear\(\)"),
    KnownIssue("test_cummax_of_an_empty_tensor_skips_the_dim_check", "raises_only_specgrad", r"cummax|cummin",
               r"Dimension out of range"),
    KnownIssue("test_cummax_of_an_empty_tensor_gradient_requires_grad", "grad_structure", r"autograd\.grad",
               r"requires_grad=False, PyTorch True|does not require grad", r"cummax|cummin"),
    # the class of test_result_saved_only_when_a_formula_needs_it, for any op: PyTorch keeps a tensor specgrad's
    # formulas do not read (or saves a composite's input), so only PyTorch sees a later in-place write to it
    # (zero singular values of a rank-deficient matrix are LAPACK's rounding noise, ~1e-17: which is smallest)
    KnownIssue("test_softmax_of_an_empty_tensor_that_requires_grad_in_an_integer_dtype", "raises_only_specgrad",
               r"(softmax|softmin)\(.*torch\.(u?int\d*|long|short|bool)\b", r"cannot compute in .* requires grad"),
    KnownIssue("test_index_of_the_smallest_of_zero_singular_values", "value",
               r"\b(min|max|argmin|argmax|sort|argsort|topk|kthvalue|median|mode|aminmax)\(", r"comes from before",
               r"linalg\.(svd|svdvals|eigh|eigvalsh)\("),
    KnownIssue("test_result_saved_only_when_a_formula_needs_it", "raises_only_torch", r"autograd\.grad",
               r"modified by an inplace operation"),
    KnownIssue("test_mean_of_values_with_inf", "value", r"var_mean|std_mean", r"NaN positions differ.*inf"),
    KnownIssue("test_svdvals_saves_less_than_pytorch", "raises_only_torch", r"autograd\.grad",
               r"modified by an inplace operation.*of Linalg", r"linalg\."),
    KnownIssue("test_kron_saves_its_inputs", "grad_structure", r"autograd\.grad",
               r"modified by an inplace operation", r"kron\("),
    KnownIssue("test_kron_saves_its_inputs", "raises_only_specgrad", r"autograd\.grad",
               r"modified by an inplace operation", r"kron\("),
    KnownIssue("test_rounding_of_a_value_equal_up_to_the_last_bits", "value",
               r"floor|ceil|round|trunc|frac|sign|sgn|//|%|fmod|remainder|floor_divide",
               r"values differ.*comes from before", r"linalg\.|matmul|einsum|\bmm\(|bmm|mv\(|dot|tensordot"),
    KnownIssue("test_composite_loss_saves_less_than_pytorch", "raises_only_torch", r"autograd\.grad",
               r"modified by an inplace operation", r"nn\.functional\.\w+_loss"),
    KnownIssue("test_slogdet_sign_requires_grad", "value", r"slogdet", r"requires_grad=False, PyTorch True"),
    KnownIssue("test_floor_divide_of_a_tensor_that_requires_grad", "value", r"floor_divide|//",
               r"requires_grad=False, PyTorch True"),
    KnownIssue("test_floor_divide_of_a_tensor_that_requires_grad", "raises_only_torch", r"autograd\.grad",
               r"derivative for aten::floor_divide", r"floor_divide|//"),
    KnownIssue("test_decomposition_gradient_of_a_rank_deficient_matrix", "value", r"autograd\.grad",
               r"values differ|positions differ", r"torch\.linalg\.(qr|svd|svdvals|eigh|eigvalsh|cholesky|slogdet)\("),
    KnownIssue("test_result_saved_only_when_a_formula_needs_it", "raises_only_torch", r"autograd\.grad",
               r"modified by an inplace operation.*output 0 of Pow1.*expected version 0"),
    KnownIssue("test_result_of_an_in_place_op_modified_again", "raises_only_torch", r"autograd\.grad",
               r"modified by an inplace operation.*expected version [1-9]"),
    KnownIssue("test_view_used_after_its_base_is_modified_in_place", "raises_only_specgrad", "",
               r"a view was used after its base was modified"),
    KnownIssue("test_view_requires_grad_after_in_place_on_its_base", "value", r"end of program",
               r"requires_grad=False, PyTorch True"),
    KnownIssue("test_pow_with_a_bool_exponent_backward", "raises_only_torch", r"autograd\.grad",
               r"Subtraction, the `-` operator, with a bool tensor"),
    KnownIssue("test_in_place_on_a_view_in_the_graph", "raises_only_specgrad", "",
               r"does not support in-place operations on a view that takes part in a graph"),
    KnownIssue("test_in_place_op_with_its_target_as_argument", "raises_only_torch", r"autograd\.grad",
               r"modified by an inplace operation", r"(?m)\b(\w+)\.\w+_\(\1\b|^(\w+) \W+= \2$"),
    KnownIssue("test_integer_number_to_negative_integer_tensor_powers", "raises_only_specgrad",
               r"pow\(-?\d+,|^\w+ = -?\d+ \*\*|\(-?\d+\) \*\*", r"Integers to negative integer powers"),
    KnownIssue("test_view_dtype_of_a_nan_shows_its_sign_bit", "value", "", r"values differ",
               r"\.view\(torch\.(u?int|bool|float|half|double)"),
    KnownIssue("test_in_place_on_an_expanded_empty_tensor", "raises_only_specgrad", "",
               r"more than one element of the written-to tensor refers to a single memory location"),
    KnownIssue("test_negative_zero_to_the_minus_half", "value", r"-0\.5\b", r"(NaN|inf) positions differ"),
    KnownIssue("test_cat_of_empty_1d_tensors_along_dim_1", "raises_only_specgrad", r"cat\(",
               r"Dimension out of range"),
    KnownIssue("test_cat_of_0d_tensors_exception_class", "exception_class", r"cat\(",
               r"zero-dimensional tensor .* cannot be concatenated"),
    KnownIssue("test_in_place_inverse_hyperbolic_functions_backward", "raises_only_torch", r"autograd\.grad",
               r"derivative for 'inplace version of a(sinh|cosh|tanh)' is not implemented",
               r"\.(arc|a)(sinh|cosh|tanh)_\("),
    KnownIssue("test_in_place_inverse_hyperbolic_functions_backward", "exception_class", r"autograd\.grad",
               r"PyTorch raises NotImplementedError: the derivative for 'inplace version of a(sinh|cosh|tanh)' is not",
               r"\.(arc|a)(sinh|cosh|tanh)_\("),
    KnownIssue("test_amax_of_an_empty_dim_given_twice", "exception_class", r"am(ax|in)\(",
               r"Expected reduction dim \d+ to have non-zero size"),
    KnownIssue("test_addcdiv_backward_with_an_integer_divisor", "raises_only_torch", r"autograd\.grad",
               r"can't be cast to the desired output type", r"addc(div|mul)_?\("),
    KnownIssue("test_addcmul_of_integers_with_a_fractional_value", "value", r"addcmul_?\(.*value=-?\d*\.",
               r"dtype float64, PyTorch int64"),
    KnownIssue("test_sign_bit_of_a_nan_from_fmod_by_zero", "value", r"signbit\(|copysign\(", r"values differ",
               r"fmod\(|remainder\("),
    KnownIssue("test_masked_scatter_with_too_short_a_source_writes_before_it_raises", "value", r"end of program",
               r"values differ", r"masked_scatter_\("),
    KnownIssue("test_sign_bit_of_a_nan_from_logit_out_of_its_domain", "value", r"signbit\(|copysign\(",
               r"values differ", r"logit\("),
    KnownIssue("test_sign_bit_of_a_nan_from_a_fractional_power_of_a_negative", "value", r"signbit\(|copysign\(",
               r"values differ", r"(float_power|pow)\("),
    KnownIssue("test_gradient_of_dist_with_p_0", "raises_only_torch", r"autograd\.grad",
               r"Expected a proper Tensor but got None", r"dist\(.*, 0(\.0)?\)"),
    KnownIssue("test_det_of_a_matrix_with_an_infinite_entry", "value", r"(det|logdet|inverse|inv)\(",
               r"NaN positions differ"),
    KnownIssue("test_second_derivative_through_a_sparse_gather_gradient", "raises_only_torch", r"create_graph",
               r"add\(sparse, dense\) is not supported", r"sparse_grad=True"),
    # (and PyTorch's backward of a sparse gradient that meets another error first: its NotImplementedError)
    KnownIssue("test_second_derivative_through_a_sparse_gather_gradient", "exception_class", r"autograd\.grad",
               r"PyTorch raises NotImplementedError", r"sparse_grad=True"),
    # (specgrad's gradient of det at a singular matrix is the cofactor matrix as a constant: no graph)
    KnownIssue("test_second_derivative_of_det_at_a_singular_matrix", "raises_only_specgrad", r"autograd\.grad",
               r"does not require grad and does not have a grad_fn", r"linalg\.det\(|torch\.det\("),
    KnownIssue("test_integer_softmax_of_an_empty_tensor_that_requires_grad", "raises_only_specgrad",
               r"softm(ax|in)\(.*dtype=torch\.(int|uint|bool)", r"autograd does not support integer dtypes"),
    KnownIssue("test_movedim_with_an_int_and_a_list", "raises_only_torch", r"move(dim|axis)\(",
               r"invalid combination of arguments"),
    KnownIssue("test_movedim_with_an_int_and_a_list", "exception_class", r"move(dim|axis)\(",
               r"invalid combination of arguments"),
    KnownIssue("test_backward_of_a_negative_repeat_of_an_empty_tensor", "raises_only_torch", r"autograd\.grad",
               r"cannot reshape tensor of 0 elements|invalid shape dimension -\d+", r"(tile|repeat)\(.*-\d"),
    KnownIssue("test_second_derivative_through_atan2_at_the_origin", "value", r"grads_of_grads",
               r"NaN positions differ", r"atan2\("),
    KnownIssue("test_index_fill_with_a_bad_index_and_a_1d_value", "exception_class", r"index_fill_?\(",
               r"only supports a 0-dimensional value tensor"),
    KnownIssue("test_take_along_dim_with_an_index_out_of_bounds", "raises_only_specgrad", r"take_along_dim\(",
               r"is out of bounds for dimension"),
    KnownIssue("test_second_derivative_of_hardsigmoid", "raises_only_torch", r"grads_of_grads",
               r"hardsigmoid_backward is not implemented"),
    KnownIssue("test_instance_norm_of_a_0d_input_with_a_number_as_running_mean", "exception_class",
               r"instance_norm\(",
               r"Expected more than 1 spatial element|Dimension specified as 0 but tensor has no dimensions"),
    KnownIssue("test_var_over_an_empty_dim_list_backward", "value", r"autograd\.grad",
               r"grads\w*\[\d+\]: (values|NaN positions|inf positions) differ", r"\b(var|std)(_mean)?\([^\n]*\[\]"),
    KnownIssue("test_pixel_unshuffle_of_an_empty_tensor", "value", r"pixel_unshuffle\(", r"shape \[[\d, ]*\b0\b"),
    KnownIssue("test_pixel_shuffle_of_an_empty_tensor_backward", "raises_only_torch", r"autograd\.grad",
               r"PixelShuffleBackward0 returned an invalid gradient", r"pixel_shuffle\("),
    KnownIssue("test_gradient_graph_of_in_place_ops_on_repeat_interleave", "grad_structure", r"autograd\.grad",
               r"requires_grad=(True|False), PyTorch (True|False)|does not require grad and does not have a grad_fn"
               r"|specgrad gives none, PyTorch tensor",
               r"(\w+) = torch\.repeat_interleave\((?s:.*)\b\1\.\w+_\("),
    KnownIssue("test_soft_margin_loss_gradient_with_a_bool_target", "raises_only_torch", r"autograd\.grad",
               r"Negation, the `-` operator, on a bool tensor", r"soft_margin_loss\("),
    # (any second derivative of a program with softplus: the threshold's 0 reaches the others through the chain rule;
    # the generated gradgradcheck tests check softplus's away from the threshold)
    KnownIssue("test_softplus_second_derivative_at_the_threshold", "value", r"grads_of_grads",
               r"values differ", r"softplus\("),
    KnownIssue("test_in_place_integer_division_by_zero_writes_part_of_the_result", "value", r"end of program",
               r"values differ", r"\.(fmod|remainder|floor_divide|div)_\("),
    # (and a later statement that reads the partly written tensor)
    KnownIssue("test_in_place_integer_division_by_zero_writes_part_of_the_result", "value", "",
               r"values differ.*the difference comes from before", r"\.(fmod|remainder|floor_divide|div)_\("),
    # (a later statement's: a pole, a sign, atan2's +-pi; the cross product's own values are still compared)
    KnownIssue("test_cross_product_residue_where_the_exact_value_is_0", "value", r"^(?!.*\bcross\()",
               r"(inf|NaN) positions differ|values differ|shape \[[\d, ]*\], PyTorch \[", r"\bcross\("),
    KnownIssue("test_median_of_an_empty_integer_tensor", "raises_only_specgrad", r"median\(",
               r"median\(\) input tensor cannot be empty"),
    KnownIssue("test_det_gradient_at_an_exactly_singular_matrix", "value", r"autograd\.grad\(loss, .*retain_graph=True",
               r"grads\[\d+\]: values differ .*PyTorch np\.float64\(-?0\.0\)", r"\b(linalg\.)?det\("),
    # (specgrad's cdist and pdist gradients are built from ops, so they differentiate again; PyTorch's do not)
    # (any later statement with a pole or a cliff: erfinv at +-1, lgamma and digamma at 0, ...)
    KnownIssue("test_pinverse_rounding_through_a_pole", "value", "",
               r"(values|inf positions|NaN positions) differ.*the difference comes from before", r"pinv(erse)?\("),
    # (a cutoff of 0 keeps every singular value that is not exactly 0: which rounding noise is exactly 0 is LAPACK's)
    KnownIssue("test_pinverse_with_a_negative_rcond_keeps_rounding_noise", "value",
               r"pinv(erse)?\((.*, *)?(rcond=|rtol=)?-\d", r"values differ|positions differ"),
    KnownIssue("test_cdist_differentiates_twice", "raises_only_torch", r"autograd\.grad",
               r"the derivative for '_(c|p)dist_backward' is not implemented", r"(c|p)dist\("),
    # (PyTorch's block_diag backward reads the blocks after an empty 1-D input from the wrong rows)
    KnownIssue("test_block_diag_gradient_after_an_empty_vector", "value", r"autograd\.grad", r"values differ",
               r"= torch\.tensor\(\[\], (?s:.*)block_diag\("),
    # (with create_graph=True: specgrad's cofactor there is computed on arrays, a gradient with no graph)
    KnownIssue("test_det_gradient_graph_at_an_exactly_singular_matrix", "grad_structure", r"create_graph=True",
               r"requires_grad=False, PyTorch True", r"\b(linalg\.)?det\("),
    KnownIssue("test_attention_of_an_empty_query_with_key_batch_dims_that_do_not_broadcast", "raises_only_specgrad",
               r"scaled_dot_product_attention\(", r"The size of tensor a \(\d+\) must match the size of tensor b"),
    # (only a matrix on the boundary can be refused by one library and not the other: LAPACK's rounding decides)
    KnownIssue("test_cholesky_of_an_exactly_singular_float32_matrix", "raises_only_specgrad", r"cholesky",
               r"not positive-definite"),
    KnownIssue("test_cholesky_of_an_exactly_singular_float32_matrix", "raises_only_torch", r"cholesky",
               r"not positive-definite"),
    KnownIssue("test_functional_loss_with_a_number_for_a_tensor", "exception_class", r"nn\.functional\.\w+\(",
               r"PyTorch raises AttributeError: '(float|int|bool)' object has no attribute '\w+'"),
    # (specgrad's composite differentiates twice: zeros, where PyTorch has no formula for its backward's backward)
    KnownIssue("test_prelu_second_derivative_at_a_zero_input", "value", r"grads_of_grads", r"values differ",
               r"prelu\("),
    # (PyTorch's checks of an empty input: a 0-d running_mean, or reading weight[0] of an empty weight, is
    # select()'s IndexError, and running stats of another size pass; specgrad checks the sizes as for any input)
    KnownIssue("test_eval_batch_norm_of_an_empty_input_with_running_stats_of_another_size", "exception_class",
               r"batch_norm\(", r"PyTorch raises IndexError: select\(\)"),
    # (torch.embedding of a 0-d weight that requires grad with empty float indices: PyTorch's autograd reads the
    # weight's size(0) first; specgrad checks the indices' dtype first)
    KnownIssue("test_embedding_of_a_0d_weight_with_empty_float_indices", "exception_class", r"embedding\(",
               r"PyTorch raises IndexError: Dimension specified as 0 but tensor has no dimensions"),
    # (x.eq_(y) into a bool x with y requiring grad: PyTorch records it and marks the bool result as requiring grad;
    # specgrad writes the values and records nothing, since a bool tensor takes no gradient)
    KnownIssue("test_in_place_comparison_into_a_bool_tensor_requires_grad_in_pytorch", "value",
               r"\.(eq|ne|lt|le|gt|ge)_\(", r"requires_grad=False, PyTorch True"),
    # (lerp with a bool weight: PyTorch's forward takes it, its backward computes 1 - weight on bools and raises)
    KnownIssue("test_lerp_gradient_with_a_bool_weight", "raises_only_torch", r"autograd\.grad",
               r"Subtraction, the `-` operator, with two bool tensors", r"lerp\("),
    # (gather with sparse_grad=True: PyTorch's gradient is a sparse tensor, which most backward kernels refuse;
    # specgrad's gradients are dense)
    KnownIssue("test_gather_with_sparse_grad_feeding_another_backward", "raises_only_torch", r"autograd\.grad",
               r"with arguments from the 'SparseCPU' backend", r"sparse_grad=True"),
    # (digamma's second derivative: PyTorch's polygamma(2) / trigamma lose digits (~1e-7 relative seen); specgrad's
    # series are exact to ~1e-15 (tests/test_special_functions.py))
    KnownIssue("test_digamma_second_derivative_accuracy", "value", r"grads_of_grads", r"values differ",
               r"digamma\("),
    # (circular padding wider than the padded dim: PyTorch's kernel reads outside the input (its values are
    # undefined: zeros here); specgrad wraps around again)
    KnownIssue("test_circular_pad_wider_than_the_input", "value", r"pad\(.*'circular'", r"values differ"),
    # (instance_norm of a 1-d input with a bias of another dtype: PyTorch reads input.size(1) first (IndexError),
    # specgrad checks the dtypes first)
    KnownIssue("test_instance_norm_of_a_1d_input_with_a_bias_of_another_dtype", "exception_class",
               r"instance_norm\(", r"PyTorch raises IndexError: Dimension out of range"),
    # (index_fill_ that raises on an out-of-range index: PyTorch has written the entries before it)
    KnownIssue("test_in_place_index_fill_that_raises_midway", "value", r"end of program",
               r"after every statement has run", r"index_fill_\(.*# PyTorch raises IndexError"),
    KnownIssue("test_multilabel_margin_loss_second_derivative", "raises_only_torch", r"grads_of_grads",
               r"derivative for aten::multilabel_margin_loss_backward is not implemented",
               r"multilabel_margin_loss\("),
    KnownIssue("test_adaptive_avg_pool_backward_with_no_channels", "raises_only_torch", r"autograd\.grad",
               r"adaptive_avg_pool[23]d_backward\(\): Expected grad_output to have non-zero size for non-batch",
               r"adaptive_avg_pool|interpolate\("),
    KnownIssue("test_rounding_of_a_p_norm_equal_up_to_the_last_bit", "value",
               r"floor|ceil|round|trunc|frac|sign|sgn|//|%|fmod|remainder|floor_divide",
               r"values differ.*comes from before", r"norm\(|pairwise_distance|triplet_margin_loss"),
    KnownIssue("test_functional_loss_checks_argument_types_before_shapes", "exception_class",
               r"nn\.functional\.\w+\(",
               r"(?s)PyTorch raises ValueError.*specgrad raises TypeError: \w+\(\): argument '\w+' \(position \d+\) "
               r"must be Tensor, not (float|int|bool)"),
    KnownIssue("test_inverse_of_an_ill_conditioned_float32_matrix", "value", r"linalg\.inv\(", r"values differ",
               r"dtype=torch\.float32"),
    KnownIssue("test_sgn_of_an_empty_norm_backward_raises_in_pytorch", "raises_only_torch", r"autograd\.grad",
               r"ZeroTensors are immutable"),
    KnownIssue("test_ldexp_gradient_by_negative_integer_exponents", "value", r"autograd\.grad", r"values differ",
               r"ldexp"),
    KnownIssue("test_heaviside_of_a_tensor_that_requires_grad", "value", r"heaviside",
               r"requires_grad=False, PyTorch True"),
    KnownIssue("test_heaviside_of_a_tensor_that_requires_grad", "raises_only_torch", r"autograd\.grad",
               r"derivative for aten::heaviside", r"heaviside"),
    KnownIssue("test_masked_scatter_of_a_tensor_into_itself", "value", r"(\w+)\.masked_scatter_\(\1, \1\)"),
    KnownIssue("test_masked_scatter_of_a_tensor_as_its_own_source", "value", r"(\w+)\.masked_scatter_\(\w+, \1\)"),
    KnownIssue("test_index_out_of_range_of_a_tensor_without_elements", "raises_only_specgrad", r"= \w+\[\[",
               r"IndexError: index -?\d+ is out of bounds for dimension \d+ with size [1-9]"),
    # (F.lp_pool1d/2d/3d take a kernel_size of one int, but not a list of one: lp_pool1d multiplies by the list,
    # lp_pool2d/3d unpack it; specgrad's int[] arguments take [k] as k, as PyTorch's own avg_pool2d does)
    KnownIssue("test_lp_pool_with_a_kernel_size_list_of_one_int", "raises_only_torch", r"lp_pool[123]d\(\w+, [^,]+, \[-?\d+\]",
               r"must be Tensor, not (list|tuple)|not enough values to unpack"),
    KnownIssue("test_lp_pool_with_a_kernel_size_list_of_one_int", "exception_class", r"lp_pool[123]d\(\w+, [^,]+, \[-?\d+\]",
               r"PyTorch raises (TypeError: mul\(\): argument 'other' \(position 1\) must be Tensor, not (list|tuple)|"
               r"ValueError: not enough values to unpack)"),
    # (PyTorch's sgn of a real tensor passes back an efficient ZeroTensor, which zeroes a NaN derivative further
    # back, where its sign (the same function) passes zeros that do not)
    KnownIssue("test_sgn_gradient_hides_a_nan_derivative_before_it", "value", r"autograd\.grad",
               r"NaN positions differ.*specgrad np\.float\d+\(nan\), PyTorch np\.float\d+\(-?0\.0\)", r"\bsgn\("),
    # (x.cumsum_(dim, dtype=...) with a dim out of range and a dtype other than x's: PyTorch wraps the dim first
    # (IndexError); specgrad's inplace_dtype refuses the dtype before the op runs (RuntimeError). Both refuse the call)
    KnownIssue("test_inplace_scan_with_a_bad_dim_and_another_dtype", "exception_class", r"\.cum(sum|prod)_\(",
               r"(?s)PyTorch raises IndexError: Dimension out of range.*specgrad raises RuntimeError: Bad in-place call"),
]


def known_issue(finding, source=""):
    for issue in KNOWN_ISSUES:
        if (finding.kind == issue.kind and re.search(issue.statement, finding.statement)
                and re.search(issue.detail, finding.detail) and re.search(issue.program, source)):
            return issue
    return None


def _dtype_name(dtype) -> str:
    return str(dtype).rsplit(".", 1)[-1]


def _builtin_base(cls):
    return next(c for c in cls.__mro__ if c.__module__ == "builtins")


def _snapshot(value):
    """A comparable copy of a statement's result (tensors copied, since later in-place writes change them)."""
    if isinstance(value, (torch.Tensor, specgrad.Tensor)):
        if isinstance(value, torch.Tensor):
            # a gradient PyTorch leaves as a ZeroTensor: numpy() refuses it, and numpy(force=True) can crash
            value_ = value.detach().clone() if value._is_zerotensor() else value.detach()
            if value_.layout != torch.strided:
                value_ = value_.to_dense()  # gather(..., sparse_grad=True): PyTorch's gradient is a sparse tensor
            array = value_.numpy()
        else:
            array = value.detach().numpy()
        return ("tensor", tuple(value.shape), _dtype_name(value.dtype), bool(value.requires_grad), np.array(array))
    if isinstance(value, (tuple, list)):
        return ("sequence", [_snapshot(v) for v in value])
    if value is None:
        return ("none",)
    if isinstance(value, (bool, int, float)):
        return ("number", value)
    return ("other", type(value).__name__)


def _zero(snapshot):
    """None, or a tensor of zeros (a gradient PyTorch materializes where specgrad has none)."""
    return snapshot[0] == "none" or (snapshot[0] == "tensor" and not np.any(snapshot[4]))


def _nonfinite(snapshot):
    if snapshot[0] == "tensor":
        return snapshot[4].dtype.kind == "f" and not np.isfinite(snapshot[4]).all()
    return snapshot[0] == "sequence" and any(_nonfinite(s) for s in snapshot[1])


def _compare_arrays(ours, theirs, tolerance):
    if ours.dtype.kind in "biu" and theirs.dtype.kind in "biu":
        if np.array_equal(ours, theirs):
            return None
        bad = tuple(np.argwhere(ours != theirs)[0])
        return f"values differ at {bad}: specgrad {ours[bad]!r}, PyTorch {theirs[bad]!r}"
    a, b = ours.astype(np.float64), theirs.astype(np.float64)
    if not np.array_equal(np.isnan(a), np.isnan(b)):
        bad = tuple(int(i) for i in np.argwhere(np.isnan(a) != np.isnan(b))[0])
        return f"NaN positions differ, e.g. at {bad}: specgrad {a[bad]!r}, PyTorch {b[bad]!r}"
    a_inf = np.where(np.isinf(a), np.sign(a), 0)
    b_inf = np.where(np.isinf(b), np.sign(b), 0)
    if not np.array_equal(a_inf, b_inf):
        bad = tuple(int(i) for i in np.argwhere(a_inf != b_inf)[0])
        return f"inf positions differ, e.g. at {bad}: specgrad {a[bad]!r}, PyTorch {b[bad]!r}"
    finite = np.isfinite(a) & np.isfinite(b)
    close = np.isclose(a, b, **tolerance) | ~finite
    if not close.all():
        bad = tuple(int(i) for i in np.argwhere(~close)[0])
        diff = np.abs(a - b)[finite].max()
        return (f"values differ (max abs difference {diff:.3g}), e.g. at {bad}: specgrad {a[bad]!r}, "
                f"PyTorch {b[bad]!r}")
    return None


def compare(ours, theirs, tolerance=STRICT, what="result", grads=False):
    """None when the snapshots agree, else what differs. With grads=True (results of autograd.grad) a None
    and a tensor of zeros count as equal, and so do requires_grad False and True."""
    if grads and _zero(ours) and _zero(theirs):
        if ours[0] == theirs[0] == "tensor":
            return compare(ours, theirs, tolerance, what, grads=False) if ours[3] == theirs[3] else None
        return None
    if ours[0] != theirs[0]:
        return f"{what}: specgrad gives {ours[0]}, PyTorch {theirs[0]}"
    kind = theirs[0]
    if kind == "tensor":
        _, shape, dtype, requires_grad, array = ours
        _, t_shape, t_dtype, t_requires_grad, t_array = theirs
        if shape != t_shape:
            return f"{what}: shape {list(shape)}, PyTorch {list(t_shape)}"
        if dtype != t_dtype:
            return f"{what}: dtype {dtype}, PyTorch {t_dtype}"
        if requires_grad != t_requires_grad and not grads:
            return f"{what}: requires_grad={requires_grad}, PyTorch {t_requires_grad}"
        problem = _compare_arrays(array, t_array, tolerance)
        return f"{what}: {problem}" if problem else None
    if kind == "sequence":
        if len(ours[1]) != len(theirs[1]):
            return f"{what}: {len(ours[1])} items, PyTorch {len(theirs[1])}"
        for i, (a, b) in enumerate(zip(ours[1], theirs[1])):
            problem = compare(a, b, tolerance, f"{what}[{i}]", grads)
            if problem:
                return problem
        return None
    if kind == "number":
        a, b = ours[1], theirs[1]
        if type(a) is not type(b) or not (a == b or math.isclose(a, b, rel_tol=tolerance["rtol"])):
            return f"{what}: {a!r}, PyTorch {b!r}"
        return None
    return None if ours == theirs else f"{what}: {ours!r}, PyTorch {theirs!r}"


def _names_read(node):
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def _targets(stmt):
    """Names a statement binds or writes into: `a, b = ...`, `a += ...`, `a[i] = ...`, `a.add_(...)`."""
    if isinstance(stmt, ast.Assign):
        names = []
        for target in stmt.targets:
            while isinstance(target, ast.Subscript):
                target = target.value
            names.extend(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
        return names
    if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name):
        return [stmt.target.id]
    if (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(stmt.value.func, ast.Attribute)
            and stmt.value.func.attr.endswith("_") and isinstance(stmt.value.func.value, ast.Name)):
        return [stmt.value.func.value.id]
    return []


def _takes_gradients(stmt):
    return "autograd.grad" in ast.unparse(stmt)


def _execute(stmt, namespace):
    """(value of an expression statement or None, exception or None)."""
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            if isinstance(stmt, ast.Expr):
                return eval(compile(ast.Expression(stmt.value), "<program>", "eval"), namespace), None
            exec(compile(ast.Module([stmt], []), "<program>", "exec"), namespace)
            return None, None
    except Exception as error:  # noqa: BLE001 - any exception is an outcome to compare
        return None, error


# ops whose result on an ill-conditioned matrix depends on how the SVD rounds its smallest singular values
# (against rcond): two LAPACKs' pseudo-inverses of a singular matrix may differ far beyond float64 rounding
PSEUDO_INVERSES = {"pinverse", "pinv"}


def _pseudo_inverse_of_ill_conditioned(stmt, namespace):
    for node in ast.walk(stmt):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in PSEUDO_INVERSES \
                and node.args:
            try:
                matrix = eval(compile(ast.Expression(node.args[0]), "<arg>", "eval"), dict(namespace))
                singular = np.linalg.svd(np.asarray(matrix.detach().double().numpy()), compute_uv=False)
            except Exception:
                continue
            if singular.size and (singular.min(-1) <= 1e-8 * singular.max(-1)).any():
                return True
    return False


def is_tainted(stmt, namespace, tainted):
    """Whether a statement's results are good only to float32 precision: it reads such a value, or makes a
    float32 (float16) tensor; or to the conditioning of a pseudo-inverse of a (nearly) singular matrix."""
    if _names_read(stmt) & tainted:
        return True
    if _pseudo_inverse_of_ill_conditioned(stmt, namespace):
        return True
    for name in _targets(stmt):
        value = namespace.get(name)
        values = value if isinstance(value, (tuple, list)) else [value]
        if any(isinstance(v, torch.Tensor) and _dtype_name(v.dtype) in LOW_PRECISION for v in values):
            return True
    return False


def _first_line(error):
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0][:240] if text else ''}"


def _as_torch(value):
    if isinstance(value, specgrad.Tensor):
        copy_ = torch.from_numpy(np.array(value.detach().numpy()))
        if not (value.requires_grad and copy_.is_floating_point()):
            return copy_
        # a leaf where specgrad's is one (an in-place op on it is an error in both), else a non-leaf
        return copy_.requires_grad_() if value.is_leaf else copy_.requires_grad_().clone()
    if isinstance(value, (tuple, list)):
        return tuple(_as_torch(v) for v in value) if isinstance(value, tuple) else [_as_torch(v) for v in value]
    return value


def _as_torch_inputs(stmt, namespace):
    """What the statement reads, copied from specgrad into PyTorch (None when that is not possible)."""
    try:
        return {name: _as_torch(namespace[name]) for name in _names_read(stmt) if name in namespace
                and name != "torch"}
    except Exception:  # noqa: BLE001
        return None


def _alone(stmt, inputs, name):
    """The snapshot of `name` (or of the expression) when PyTorch runs the statement on `inputs`."""
    def fresh(value):
        if isinstance(value, torch.Tensor):
            copy = value.detach().clone().requires_grad_(value.requires_grad)
            # not a leaf unless it was one, so that an in-place statement (v3.trunc_()) runs alone too
            return copy.clone() if value.requires_grad and not value.is_leaf else copy
        return type(value)(fresh(v) for v in value) if isinstance(value, (tuple, list)) else value

    namespace = {"torch": torch, **{k: fresh(v) for k, v in inputs.items()}}
    value, error = _execute(stmt, namespace)
    if error is not None:
        return None
    return _snapshot(value if name is None else namespace.get(name))


@dataclass
class Outcome:
    findings: list                                  # new findings (not matched by KNOWN_ISSUES)
    known: list = field(default_factory=list)       # (finding, KnownIssue) pairs
    unchecked: list = field(default_factory=list)   # findings of kinds not asked for
    statements: int = 0                             # how many statements ran


def run_program(source, kinds=ALL_KINDS, stop=FAILING_KINDS) -> Outcome:
    """Run `source` in PyTorch and in specgrad, statement by statement, and compare. A finding of a kind in
    `stop`, or one that KNOWN_ISSUES explains, ends the run there (from then on the two differ anyway)."""
    tree = ast.parse(source)
    theirs_ns, ours_ns = {"torch": torch}, {"torch": specgrad}
    tainted: set[str] = set()
    last = {}                       # name -> (specgrad's, PyTorch's) snapshot after the statement that set it
    nonfinite = False               # whether a forward value was NaN or inf somewhere
    outcome = Outcome([])

    def report(kind, number, text, detail):
        """Record a finding; whether the run ends here."""
        finding = Finding(kind, number, text, detail)
        issue = known_issue(finding, source)
        if issue is not None:
            outcome.known.append((finding, issue))
            return kind != "grad_structure" and kind != "exception_class"
        if kind in kinds:
            outcome.findings.append(finding)
            return kind in stop
        outcome.unchecked.append(finding)
        return False

    for number, stmt in enumerate(tree.body, 1):
        outcome.statements = number
        text = ast.unparse(stmt)
        inputs = _as_torch_inputs(stmt, ours_ns)
        t_value, t_error = _execute(stmt, theirs_ns)
        o_value, o_error = _execute(stmt, ours_ns)
        grads = _takes_gradients(stmt)
        if t_error is not None and o_error is not None:
            if not isinstance(o_error, _builtin_base(type(t_error))):
                if report("exception_class", number, text,
                          f"PyTorch raises {_first_line(t_error)}\n    specgrad raises {_first_line(o_error)}"):
                    return outcome
            continue
        if t_error is not None:
            if report("raises_only_torch", number, text,
                      f"PyTorch raises {_first_line(t_error)}; specgrad does not"):
                return outcome
            continue
        if o_error is not None:
            # PyTorch's gradient is zeros (a graph it keeps where specgrad has none): a structural difference
            zeros = grads and all(_zero(s) for s in _snapshot(theirs_ns.get(_targets(stmt)[0]))[1]) \
                if grads and _targets(stmt) else False
            known_before = len(outcome.known)
            if report("grad_structure" if zeros else "raises_only_specgrad", number, text,
                      f"specgrad raises {_first_line(o_error)}; PyTorch does not"
                      + (" (its gradients are all zero)" if zeros else "")):
                return outcome
            if len(outcome.known) > known_before:
                return outcome  # a known issue: what the statement assigns is missing in specgrad from here on
            continue
        loose = is_tainted(stmt, theirs_ns, tainted)
        targets = _targets(stmt)
        if loose:
            tainted.update(targets)
        tolerance = LOOSE if loose else STRICT
        results = [(None, o_value, t_value)] if isinstance(stmt, ast.Expr) and t_value is not None else []
        results += [(name, ours_ns.get(name), theirs_ns[name]) for name in targets if name in theirs_ns]
        for name, ours, theirs in results:
            ours, theirs = _snapshot(ours), _snapshot(theirs)
            if name is not None:
                last[name] = (ours, theirs)
            problem = compare(ours, theirs, tolerance, name or "result", grads)
            if problem and inputs is not None and not grads:
                # the statement alone, in PyTorch on specgrad's inputs: float32 rounding that earlier
                # statements passed on (and ill-conditioned ops magnified) is not this statement's fault
                alone = _alone(stmt, inputs, name)
                if alone is not None and not compare(ours, alone, tolerance, name or "result", grads):
                    if loose:
                        continue
                    problem += " (the statement alone, on specgrad's inputs, agrees: the difference comes from before)"
            if problem:
                if report("nonfinite_gradient" if grads and nonfinite else "value", number, text, problem):
                    return outcome
                break
            if not grads and _nonfinite(theirs):
                nonfinite = True
            if grads and compare(ours, theirs, tolerance, name or "result"):
                if report("grad_structure", number, text, compare(ours, theirs, tolerance, name or "result")):
                    return outcome
    # every tensor again at the end: in-place writes must have reached the same views
    for name, value in theirs_ns.items():
        if isinstance(value, torch.Tensor) and name in ours_ns:
            ours, theirs = _snapshot(ours_ns[name]), _snapshot(value)
            problem = compare(ours, theirs, LOOSE if name in tainted else STRICT, name)
            if problem and name in tainted and name in last:
                # float32 rounding passed on: what matters is whether both changed since their statement
                changed = [compare(now, then, STRICT) is not None for now, then in zip((ours, theirs), last[name])]
                if not any(changed):  # as its statement left it in both: that comparison (with its excuses) stands
                    continue
                if changed[0] == changed[1] and compare(ours, theirs, dict(rtol=1e300, atol=1e300), name) is None:
                    continue
            if problem and report("value", len(tree.body), "(end of program)",
                                  f"{problem} (after every statement has run)"):
                return outcome
    return outcome


def check_program(source, kinds=ALL_KINDS):
    """Assert that PyTorch and specgrad agree on `source` (the regression tests call this). Known issues are
    not passed over here: the xfail tests must keep failing until the bug is fixed."""
    saved = KNOWN_ISSUES[:]
    KNOWN_ISSUES.clear()
    try:
        outcome = run_program(source, kinds=kinds, stop=kinds)
    finally:
        KNOWN_ISSUES[:] = saved
    if outcome.findings:
        raise AssertionError("PyTorch and specgrad disagree:\n" + "\n".join(map(str, outcome.findings))
                             + "\n\nprogram:\n" + source)


def describe_failure(program, findings):
    """The message of a failing fuzz example: what differs, and the program to paste into a regression test."""
    body = "".join(f"    {line}\n" for line in program.source.splitlines())
    return ("PyTorch and specgrad disagree:\n" + "\n".join(map(str, findings))
            + "\n\nThe program (paste into tests/test_fuzz_regressions.py):\n\n"
            + "def test_...():\n    check_program('''\n" + body + "''')\n")


# ------------------------------------------------------------------------------------------- generating


@dataclass
class Var:
    name: str
    tainted: bool = False
    leaf: bool = False


@dataclass
class Program:
    source: str
    ops: list = field(default_factory=list)       # the spec entries it calls (full names)

    def __repr__(self):
        return "'''\n" + self.source + "'''"

    def _repr_pretty_(self, printer, cycle):  # how Hypothesis prints a falsifying example
        printer.text(repr(self))


def _literal(value):
    if isinstance(value, Var):
        return ast.Name(value.name, ast.Load())
    if isinstance(value, ast.AST):
        return copy.deepcopy(value)
    if isinstance(value, list):
        return ast.List([_literal(v) for v in value], ast.Load())
    if isinstance(value, tuple):
        return ast.Tuple([_literal(v) for v in value], ast.Load())
    if isinstance(value, (torch.dtype,)):
        return ast.parse(f"torch.{_dtype_name(value)}", mode="eval").body
    return ast.parse(repr(value), mode="eval").body


class _Bind(ast.NodeTransformer):
    """Put the arguments into the `torch:` expression, and fold `a if <constant test> else b`."""

    def __init__(self, mapping):
        self.mapping = mapping

    def visit_Name(self, node):
        return _literal(self.mapping[node.id]) if node.id in self.mapping else node

    def visit_IfExp(self, node):
        self.generic_visit(node)
        if _names_read(node.test):
            return node
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # `[0] is None`: a SyntaxWarning, and False as meant
                test = eval(compile(ast.fix_missing_locations(ast.Expression(node.test)), "<test>", "eval"),
                            {"__builtins__": {}})
        except Exception:  # noqa: BLE001
            return node
        return node.body if test else node.orelse


def _broadcastable(a, b):
    return all(x == y or x == 1 or y == 1 for x, y in zip(reversed(a), reversed(b)))


def _tensor_literal(array, dtype_name, requires_grad):
    data = array.tolist()
    text = repr(data)
    args = f"torch.tensor({text}"
    if dtype_name != "bool":
        args += f", dtype=torch.{dtype_name}"
    if requires_grad:
        args += ", requires_grad=True"
    return args + ")"


class Generator:
    """Builds one program from Hypothesis draws, running each statement in PyTorch as it goes."""

    def __init__(self, draw, errors):
        self.draw = draw
        self.errors = errors            # whether to aim for PyTorch's refusals
        self.namespace = {"torch": torch}
        self.lines: list[str] = []
        self.pool: list[Var] = []
        self.tainted: set[str] = set()
        self.count = 0
        self.ops_used: list[str] = []

    # -- Hypothesis helpers
    def pick(self, options):
        return options[self.draw(st.integers(0, len(options) - 1))] if len(options) > 1 else options[0]

    def chance(self, percent):
        return self.draw(st.integers(0, 99)) < percent

    def wild(self):
        """Whether to draw an argument PyTorch may refuse (often when aiming for errors)."""
        return self.chance(25 if self.errors else 4)

    def value(self, name):
        return self.namespace[name]

    def fresh(self, prefix="v"):
        self.count += 1
        return f"{prefix}{self.count}"

    # -- statements
    def run(self, line):
        """Run a statement in PyTorch; the exception, or None."""
        stmt = ast.parse(line).body[0]
        _, error = _execute(stmt, self.namespace)
        if error is None and is_tainted(stmt, self.namespace, self.tainted):
            self.tainted.update(_targets(stmt))
        return error

    def add(self, line, names=(), error=None, leaf=False):
        self.lines.append(line + (f"  # PyTorch raises {type(error).__name__}" if error is not None else ""))
        if error is None:
            for name in names:
                if isinstance(self.namespace.get(name), torch.Tensor):
                    self.pool.append(Var(name, name in self.tainted, leaf))

    # -- leaves
    def draw_shape(self):
        """0 to 3 dims of 1 to 4; now and then an empty one (often when aiming for errors)."""
        ndim = self.pick([1, 2, 0, 3, 1, 2])
        sizes = [self.pick([2, 3, 1, 4] + ([0] if self.errors else [])) for _ in range(ndim)]
        if sizes and not self.errors and self.chance(2):
            sizes[-1] = 0
        return tuple(sizes)

    def draw_values(self, shape, kind):
        n = int(np.prod(shape)) if shape else 1
        if kind == "bool":
            values = [self.draw(st.booleans()) for _ in range(n)]
            return np.array(values, dtype=bool).reshape(shape)
        if kind in ("int64", "f64int"):
            values = [self.draw(st.integers(-3, 3)) for _ in range(n)]
            return np.array(values, dtype=np.int64 if kind == "int64" else np.float64).reshape(shape)
        # no tiny magnitudes: 1/x of 1e-215 is 1e215, and whether such gradients cancel in a sum then
        # depends on the order each engine adds them in, a rounding artefact rather than a disagreement
        element = st.one_of(st.sampled_from(GRID), st.floats(-2.5, 2.5, allow_nan=False, allow_subnormal=False)
                            .map(lambda v: 0.0 if abs(v) < 1e-3 else v))
        values = [self.draw(element) for _ in range(n)]
        if kind == "float32":
            return np.array(values, dtype=np.float32).reshape(shape)
        return np.array(values, dtype=np.float64).reshape(shape)

    def leaf(self, shape=None, kind=None):
        shape = self.draw_shape() if shape is None else shape
        kind = kind or self.pick(["float64", "float64", "float64", "f64int", "float32", "int64", "bool"])
        array = self.draw_values(shape, kind)
        dtype_name = {"f64int": "float64"}.get(kind, kind)
        requires_grad = dtype_name == "float64"
        name = self.fresh("x")
        line = f"{name} = " + _tensor_literal(array, dtype_name, requires_grad)
        error = self.run(line)
        assert error is None, (line, error)
        self.add(line, [name], leaf=True)
        return self.pool[-1]

    # -- choosing tensors
    def tensors(self, want=None):
        """Pool entries whose dtype kind suits `want` (float, bool, int, numeric or None for any)."""
        def fits(var):
            dtype = self.value(var.name).dtype
            if want == "float":
                return dtype.is_floating_point
            if want == "bool":
                return dtype == torch.bool
            if want == "int":
                return dtype in (torch.int64, torch.int32)
            if want == "numeric":
                return dtype != torch.bool
            if want == "grad":
                return dtype == torch.float64 and self.value(var.name).requires_grad and not var.tainted
            return True
        return [v for v in self.pool if fits(v)]

    def choose_first(self, op, param):
        domain = op.domain(param.name)
        rule = op.dtype_rule(param.name)
        if domain == "bool" or rule == "bool":
            want = "bool"
        elif domain == "small_int" and self.chance(50):
            want = "int"
        elif domain in ("int", "nonnegative_int", "nonzero_int"):
            want = "int"
        elif rule == "floating":
            want = "float"
        elif rule in ("numeric",) or "not implemented for bool" in rule:
            want = "numeric"
        else:
            want = self.pick(["grad", "grad", "grad", "float", None])
        if self.wild():
            want = None
        candidates = self.tensors(want)
        if not candidates and want == "bool":
            return self.comparison()
        if not candidates:
            candidates = self.tensors("grad") or self.pool
        # recent values more often, to build chains
        var = candidates[-1] if self.chance(40) else self.pick(candidates)
        return self.in_domain(var, domain)

    def comparison(self):
        source = self.pick(self.tensors("numeric") or self.pool)
        name = self.fresh()
        line = f"{name} = {source.name} {self.pick(['>', '<', '>=', '!='])} {self.pick([0, 0.5, -0.5, 1])}"
        error = self.run(line)
        self.add(line, [name], error)
        return self.pool[-1] if error is None else source

    def in_domain(self, var, domain):
        """A value of `var` moved into the op's domain, as its own statement (not always: outside it the
        two must still agree, NaN for NaN)."""
        if domain in ("any", "bool", "small_int", "int", "nonnegative_int", "nonzero_int") or self.chance(10):
            return var
        value = self.value(var.name)
        if value.dtype == torch.bool:
            return var
        integer = not value.dtype.is_floating_point
        v = var.name
        forms = {
            "positive": [f"{v}.abs() + {1 if integer else 0.5}", f"{v} * {v} + {1 if integer else 0.25}",
                         f"torch.exp({v})"],
            "nonzero": [f"{v}.abs() + {1 if integer else 0.5}", f"-{v}.abs() - {1 if integer else 0.5}",
                        f"torch.exp({v})"],
            "unit": [f"torch.tanh({v}) * 0.9", f"torch.sigmoid({v}) - 0.5"],
        }.get(domain)
        if not forms:
            return var
        name = self.fresh()
        line = f"{name} = {self.pick(forms)}"
        error = self.run(line)
        self.add(line, [name], error)
        return self.pool[-1] if error is None else var

    def partner_shapes(self, shape):
        shapes = [shape]
        if shape:
            shapes.append(shape[1:])
            shapes.append(tuple(1 if i == len(shape) - 1 else s for i, s in enumerate(shape)))
            shapes.append((shape[-1],))
            shapes.append((shape[-1], self.pick([2, 3, 1])))
            shapes.append(shape[:-2] + (shape[-1], shape[-2]) if len(shape) >= 2 else (shape[0], 2))
            shapes.append((1,) + shape)
            shapes.append((self.pick([2, 3]),) + shape)
        shapes.append(())
        return shapes

    def choose_partner(self, op, param, first):
        """Another tensor argument: a Python number, the first one again, a pool value that broadcasts with
        it, or a new leaf of a shape that fits."""
        domain = op.domain(param.name)
        first_value = self.value(first.name)
        shape = tuple(first_value.shape)
        choice = self.pick(["pool", "fresh", "same", "number"])
        if choice == "number" and not (op.takes_number(param.name) or self.wild()):
            choice = "pool"
        if choice == "number":
            if domain == "positive":
                return self.pick([0.5, 2, 1.5, 3])
            if domain == "nonzero":
                return self.pick([2, -0.5, 1.5, -2, 3])
            if domain == "bool" or first_value.dtype == torch.bool:
                return self.pick([True, False, 1, 0.5])
            return self.pick(SCALARS + [True])
        if choice == "same":
            return self.in_domain(first, domain) if domain != "bool" else first
        want = "bool" if domain == "bool" else None
        if choice == "pool":
            candidates = [v for v in self.tensors(want) if _broadcastable(tuple(self.value(v.name).shape), shape)
                          or self.wild()]
            if candidates:
                return self.in_domain(self.pick(candidates), domain)
        same_dtype = "same as" in op.dtype_rule(param.name)
        if domain == "bool":
            kind = "bool"
        elif same_dtype or self.chance(80):
            kind = {torch.float64: "float64", torch.float32: "float32", torch.int64: "int64",
                    torch.bool: "bool"}.get(first_value.dtype, "float64")
        else:
            kind = None
        leaf = self.leaf(self.pick(self.partner_shapes(shape)) if not self.wild() else None, kind)
        return self.in_domain(leaf, domain)

    # -- non-tensor arguments
    def dims_value(self, ndim, as_list):
        n = max(ndim, 1)
        if as_list:
            if self.wild():
                return [self.draw(st.integers(-n - 1, n)) for _ in range(self.pick([1, 2]))]
            count = self.draw(st.integers(0 if self.chance(10) else 1, max(ndim, 1)))
            dims = self.draw(st.permutations(list(range(max(ndim, 1)))))[:count]
            dims = [d - ndim if ndim and self.chance(30) else d for d in dims]
            return dims[0] if len(dims) == 1 and self.chance(40) else dims
        if self.wild():
            return self.draw(st.integers(-n - 2, n + 1))
        return self.draw(st.integers(-n, n - 1))

    def reshape_value(self, shape):
        numel = int(np.prod(shape)) if shape else 1
        factors = []
        rest = numel
        for p in (2, 3, 5, 7):
            while rest and rest % p == 0:
                factors.append(p)
                rest //= p
        if rest > 1:
            factors.append(rest)
        ndim = self.draw(st.integers(0 if numel == 1 else 1, 4))
        dims = [1] * max(ndim, 1 if numel != 1 else 0)
        for f in factors:
            dims[self.draw(st.integers(0, len(dims) - 1))] *= f
        if numel == 0:
            dims = [0] + dims[1:] if dims else [0]
        if dims and numel and self.chance(30):
            dims[self.draw(st.integers(0, len(dims) - 1))] = -1
        if self.wild():
            dims = dims + [self.pick([2, 3])]
        return dims

    def expand_value(self, shape):
        lead = [self.pick([2, 3, 1]) for _ in range(self.pick([0, 0, 1, 2]))]
        body = [self.pick([s, self.pick([2, 3]), -1]) if s == 1 else self.pick([s, -1, s]) for s in shape]
        if self.wild():
            body = [s + 1 if s > 1 else s for s in body] or [2]
        return lead + body

    def index_value(self, shape):
        """What x[...] receives: ints, slices, None, ..., lists of ints, for a tensor of this shape."""
        items = []
        n = len(shape)
        position = 0
        wild = self.wild()

        def one(size):
            kind = self.pick(["int", "slice", "full", "list", "slice"])
            if kind == "int":
                if wild and self.chance(50):
                    return ast.Constant(size + self.pick([0, 1]))
                return _literal(self.draw(st.integers(-size, size - 1))) if size else ast.Constant(0)
            if kind == "full":
                return ast.Slice()
            if kind == "list":
                count = self.pick([1, 2, 3])
                hi = max(size - 1, 0) + (2 if wild else 0)
                return _literal([self.draw(st.integers(-size if size else 0, hi)) for _ in range(count)])
            start = self.pick([None, 0, 1, -1, 2, -2])
            stop = self.pick([None, -1, 2, 1, 3, 5])
            step = self.pick([None, 1, 2, 3] + ([-1, 0] if wild else []))
            return ast.Slice(*(None if v is None else _literal(v) for v in (start, stop, step)))

        count = self.draw(st.integers(1, n + 1))
        ellipsis_at = self.draw(st.integers(0, count)) if self.chance(20) else None
        suffix = 0
        for i in range(count):
            if i == ellipsis_at:
                items.append(ast.Constant(Ellipsis))
                suffix = self.draw(st.integers(0, max(n - position, 0)))
                for k in range(suffix):
                    items.append(one(shape[n - suffix + k]))
                break
            if self.chance(15):
                items.append(ast.Constant(None))
            elif position < n:
                items.append(one(shape[position]))
                position += 1
            elif wild:
                items.append(one(2))
        if not items:
            items = [ast.Constant(Ellipsis)]
        return items[0] if len(items) == 1 else ast.Tuple(items, ast.Load())

    def plain_value(self, op, param, first):
        """A value for a non-tensor parameter."""
        shape = tuple(self.value(first.name).shape) if isinstance(first, Var) else ()
        ndim = len(shape)
        if param.has_default and self.chance(40 if param.optional else 25):
            try:
                return ast.parse(param.default, mode="eval").body
            except SyntaxError:
                pass
        if param.optional and self.chance(15):
            return None
        kind = param.type
        rank = op.dim_rank(param.name)
        if kind == "Index":
            return self.index_value(shape)
        if kind in ("int", "int[]"):
            cases = op.case_values(param.name)
            is_dim = param.name in ("dim", "dim0", "dim1", "dims") or rank is not None
            if rank is not None and "permutation" in str(rank) or (kind == "int[]" and param.name == "dims"):
                perm = list(self.draw(st.permutations(list(range(ndim)))))
                if self.wild():
                    perm = perm[:-1] if perm else [0]
                return [p - ndim if self.chance(20) else p for p in perm]
            if is_dim:
                extra = 0
                if rank is not None:
                    try:
                        extra = int(eval(str(rank), {"max": max}, {"self": self.value(first.name)})) - ndim \
                            if isinstance(first, Var) else 0
                    except Exception:  # noqa: BLE001
                        extra = 0
                dims = self.dims_value(ndim + max(extra, 0), kind == "int[]")
                return dims
            if kind == "int[]":
                numel = int(np.prod(shape)) if shape else 1
                reshape_like = all(
                    case_shape is not None and isinstance(value, list) and
                    (int(np.prod([v for v in value if v != -1])) == int(np.prod(case_shape)) or -1 in value)
                    for case_shape, value in cases) if cases else param.name in ("shape",)
                return self.reshape_value(shape) if reshape_like or not numel else self.expand_value(shape)
            values = [v for _, v in cases if isinstance(v, int)] + [0, 1, 2, -1]
            return self.pick(values)
        if kind == "bool":
            return self.draw(st.booleans())
        if kind == "ScalarType":
            return self.pick([torch.float64, torch.float32, torch.int64])
        if kind == "str":  # a word such as div's rounding_mode: one its test cases use
            words = [v for _, v in op.case_values(param.name) if isinstance(v, str)]
            return self.pick(words) if words else None
        if kind in ("Scalar", "float"):
            cases = [v for _, v in op.case_values(param.name) if isinstance(v, (int, float))]
            if op.domain(param.name) == "positive":
                return self.pick([2.5, 0.5, 2, 1.5])
            return self.pick(cases + SCALARS) if cases else self.pick(SCALARS)
        return None

    # -- one op application
    def call(self, op):
        """(statement, the names it binds): an op of the spec applied to drawn arguments."""
        args = {}
        first = None
        for param in op.params:
            if param.type == "Tensor":
                if first is None:
                    first = args[param.name] = self.choose_first(op, param)
                else:
                    args[param.name] = self.choose_partner(op, param, first)
            elif param.type == "Tensor[]":
                head = self.choose_first(op, param)
                items = [head]
                for _ in range(self.pick([1, 2, 0])):
                    items.append(self.pick([head, "fresh", "vary"]))
                shape = tuple(self.value(head.name).shape)
                kind = _dtype_name(self.value(head.name).dtype)
                for i, item in enumerate(items):
                    if item == "fresh":
                        items[i] = self.leaf(shape, kind)
                    elif item == "vary":
                        varied = list(shape)
                        if varied:
                            varied[self.draw(st.integers(0, len(varied) - 1))] = self.pick([1, 2, 3])
                        items[i] = self.leaf(tuple(varied), kind)
                args[param.name] = items
                first = first or head
            elif param.type == "Scalar" and param.name == op.params[0].name:
                args[param.name] = self.pick([2.5, 0.5, 2, 1.5, 0, -2] if not self.wild() else SCALARS)
            else:
                args[param.name] = self.plain_value(op, param, first)
        self.avoid_random(op, args, first)
        expr = self.render(op, args)
        outputs = [self.fresh() for _ in op.spec.outputs]
        return f"{', '.join(outputs)} = {ast.unparse(expr)}", outputs

    def avoid_random(self, op, args, first):
        """Redraw the plain arguments of a call that would draw random numbers (the spec's `random:`
        condition, dropout while training): PyTorch's random numbers are not specgrad's."""
        condition = (op.spec.test or {}).get("random")
        plain = [p for p in op.params if p.type not in ("Tensor", "Tensor[]")]
        for _ in range(8):
            try:
                values = {p.name: ast.literal_eval(args[p.name]) if isinstance(args[p.name], ast.AST) else args[p.name]
                          for p in plain}
                if not condition or not eval(condition, {}, values):
                    return
            except Exception:  # noqa: BLE001 - arguments PyTorch refuses: the call raises, not draws
                return
            for param in plain:
                args[param.name] = self.plain_value(op, param, first)
        assume(False)

    def render(self, op, args):
        """The call as source: the spec's `torch:` expression, or a Python operator, or a method."""
        form = self.pick(["torch", "torch", "operator", "method"])
        tensor_params = [p.name for p in op.params if p.type in ("Tensor", "Scalar") and p.default is None]
        at_defaults = all(
            p.name in tensor_params or (p.default is not None and ast.unparse(_literal(args[p.name])) == p.default)
            for p in op.params)
        if form == "operator" and at_defaults and len(tensor_params) == 2:
            a, b = (_literal(args[n]) for n in tensor_params)
            if op.name in BINARY_OPERATORS:
                return ast.BinOp(a, BINARY_OPERATORS[op.name](), b)
            if op.name in COMPARE_OPERATORS:
                return ast.Compare(a, [COMPARE_OPERATORS[op.name]()], [b])
            if op.name in BOOL_OPERATORS:
                return ast.BinOp(a, BOOL_OPERATORS[op.name](), b)
        if form == "operator" and at_defaults and len(tensor_params) == 1 and op.name in UNARY_OPERATORS:
            return ast.UnaryOp(UNARY_OPERATORS[op.name](), _literal(args[tensor_params[0]]))
        if (form in ("operator", "method") and "method" in op.variants and op.params
                and op.params[0].type == "Tensor"):
            return self.method_call(op, args, op.name)
        return ast.fix_missing_locations(_Bind(args).visit(copy.deepcopy(op.expr)))

    def method_call(self, op, args, name):
        positional, keywords = [], []
        rest = op.params[1:]
        # trailing parameters at their defaults are left out
        while rest and rest[-1].default is not None and not getattr(rest[-1], "keyword_only", False) and \
                ast.unparse(_literal(args[rest[-1].name])) == rest[-1].default:
            rest = rest[:-1]
        for p in rest:
            if getattr(p, "keyword_only", False):
                if p.default is None or ast.unparse(_literal(args[p.name])) != p.default:
                    keywords.append(ast.keyword(p.name, _literal(args[p.name])))
            else:
                positional.append(_literal(args[p.name]))
        func = ast.Attribute(_literal(args[op.params[0].name]), name, ast.Load())
        return ast.Call(func, positional, keywords)

    def inplace(self, op):
        """`v.op_(...)` or `v += w` on a value that is not a leaf requiring grad (and, mostly, not a view)."""
        targets = [v for v in self.pool
                   if not (v.leaf and self.value(v.name).requires_grad) and self.value(v.name)._base is None]
        if self.wild() or not targets:
            targets = self.pool
        target = self.pick(targets)
        args = {op.params[0].name: target}
        for param in op.params[1:]:
            if param.type == "Tensor":
                partner = self.choose_partner(op, param, target)
                if isinstance(partner, Var) and partner.tainted and not target.tainted and not self.wild():
                    partner = 2
                args[param.name] = partner
            elif param.type == "Tensor[]":
                return None
            else:
                args[param.name] = self.plain_value(op, param, target)
        at_defaults = all(p.default is None or ast.unparse(_literal(args[p.name])) == p.default
                          for p in op.params[1:])
        if op.name in INPLACE_OPERATORS and at_defaults and len(op.params) >= 2 and self.chance(40):
            stmt = ast.AugAssign(ast.Name(target.name, ast.Store()), INPLACE_OPERATORS[op.name](),
                                 _literal(args[op.params[1].name]))
            return ast.unparse(stmt), []
        return ast.unparse(self.method_call(op, args, op.name + "_")), []

    def step(self):
        """One op application (a few tries when PyTorch refuses, keeping a refusal now and then)."""
        for _ in range(4):
            kind = self.pick(["op", "op", "op", "op", "inplace"] if INPLACE_OPS else ["op"])
            op = self.pick(INPLACE_OPS if kind == "inplace" else OPS)
            built = self.inplace(op) if kind == "inplace" else self.call(op)
            if built is None:
                continue
            line, names = built
            error = self.run(line)
            if error is None or self.chance(40 if self.errors else 8):
                self.add(line, names, error)
                self.ops_used.append(op.full_name + ("_" if kind == "inplace" else ""))
                return
            # refused and not kept: the leaves and domain moves drawn for it stay (they ran, harmlessly)

    def gradients(self):
        """loss, first derivatives two ways, second derivatives."""
        leaves = [v for v in self.pool if v.leaf and self.value(v.name).requires_grad
                  and self.value(v.name).dtype == torch.float64]
        outputs = [v for v in self.tensors("grad") if not v.leaf]
        if not leaves or not outputs:
            return
        chosen = [outputs[-1]] + [self.pick(outputs) for _ in range(self.pick([0, 1, 2]))]
        terms = []
        for var in dict.fromkeys(v.name for v in chosen):
            value = self.value(var)
            if self.chance(30):
                terms.append(f"{var}.sum()")
            else:
                weights = self.draw_values(tuple(value.shape), "float64")
                terms.append(f"({var} * {_tensor_literal(weights, 'float64', False)}).sum()")
        line = "loss = " + " + ".join(terms)
        error = self.run(line)
        self.add(line, (), error)
        if error is not None or not self.value("loss").requires_grad:
            return
        inputs = "[" + ", ".join(v.name for v in leaves) + "]"
        for line in (f"grads = torch.autograd.grad(loss, {inputs}, retain_graph=True, allow_unused=True)",
                     f"grads2 = torch.autograd.grad(loss, {inputs}, create_graph=True, allow_unused=True)"):
            error = self.run(line)
            self.add(line, (), error)
            if error is not None:
                return
        firsts = [i for i, g in enumerate(self.value("grads2")) if g is not None and g.requires_grad]
        if not firsts:
            return
        terms = []
        for i in firsts:
            weights = self.draw_values(tuple(self.value("grads2")[i].shape), "float64")
            terms.append(f"(grads2[{i}] * {_tensor_literal(weights, 'float64', False)}).sum()")
        line = f"grads_of_grads = torch.autograd.grad({' + '.join(terms)}, {inputs}, allow_unused=True)"
        self.add(line, (), self.run(line))

    def build(self, steps):
        for _ in range(self.pick([1, 2, 1, 3])):
            self.leaf()
        for _ in range(steps):
            self.step()
        self.gradients()
        return Program("".join(line + "\n" for line in self.lines), self.ops_used)


@st.composite
def programs(draw, errors=False, max_steps=8):
    """A random program (see the module docstring); `errors=True` aims more calls at PyTorch's refusals."""
    generator = Generator(draw, errors)
    return generator.build(draw(st.integers(1, max_steps)))

"""torch.utils.hooks' BackwardHook: what makes nn.Module's full backward hooks see the module's gradients.

A module is any number of ops, so no single graph node stands for it. Its call therefore passes its tensor
inputs, and then its tensor outputs, through an identity autograd Function (BackwardHookFunction). In the
backward pass the node at the outputs runs first: a pre-hook on it captures grad_output (and lets
register_full_backward_pre_hook's hooks replace it). The node at the inputs runs once the gradients have
flowed through the module: a hook on it calls register_full_backward_hook's hooks with (module, grad_input,
grad_output), which may replace grad_input. Non-tensor arguments appear as None in grad_input and
grad_output, as in PyTorch.
"""
import warnings

from specgrad.autograd.function import Function
from specgrad.grad_mode import is_grad_enabled
from specgrad.tensor import Tensor


class BackwardHookFunction(Function):
    """The identity on tensors; its node is where a module's backward hooks attach."""

    @staticmethod
    def forward(ctx, *args):
        ctx.mark_non_differentiable(*[a for a in args if not a.requires_grad])
        return args

    @staticmethod
    def backward(ctx, *grads):
        return grads


def _pack_with_none(indices, values, size):
    packed = [None] * size
    for i, value in zip(indices, values):
        packed[i] = value
    return tuple(packed)


class BackwardHook:
    """One module call's backward hooks (see the module's docstring)."""

    def __init__(self, module, user_hooks, user_pre_hooks):
        self.module = module
        self.user_hooks = user_hooks
        self.user_pre_hooks = user_pre_hooks
        self.grad_outputs = None
        self.n_inputs = self.n_outputs = -1
        self.input_tensors_index = self.output_tensors_index = None

    def _through_identity(self, args, attach):
        """args with its tensors passed through BackwardHookFunction (attach(node) sets up the node), and the
        tensors' positions; args unchanged and None when no tensor requires grad (or grad mode is off)."""
        positions = [i for i, a in enumerate(args) if isinstance(a, Tensor)]
        tensors = [args[i] for i in positions]
        if not (is_grad_enabled() and any(t.requires_grad for t in tensors)):
            return args, None
        passed = BackwardHookFunction.apply(*tensors)
        if not isinstance(passed, tuple):
            passed = (passed,)
        attach(next(t.grad_fn for t in passed if t.grad_fn is not None))
        replaced = list(args)
        for i, t in zip(positions, passed):
            replaced[i] = t
        return tuple(replaced), positions

    def setup_input_hook(self, args):
        def attach(node):
            node.register_hook(self._call_user_hooks)
        result, self.input_tensors_index = self._through_identity(args, attach)
        self.n_inputs = len(args)
        return result

    def _call_user_hooks(self, grad_inputs, _grad_outputs):
        if self.grad_outputs is None:  # the gradient reached the inputs without passing the outputs (double backward)
            return None
        result = _pack_with_none(self.input_tensors_index, grad_inputs, self.n_inputs)
        for hook in self.user_hooks:
            out = hook(self.module, result, self.grad_outputs)
            if out is None:
                continue
            if len(out) != len(result):
                raise RuntimeError(f"Backward hook returned an invalid number of grad_input, got {len(out)}, but "
                                   f"expected {len(result)}")
            result = out
        self.grad_outputs = None
        return tuple(result[i] for i in self.input_tensors_index)

    def setup_output_hook(self, output):
        single = not isinstance(output, tuple)
        outputs = (output,) if single else output

        def attach(node):
            node.register_prehook(self._capture_grad_outputs)
        result, self.output_tensors_index = self._through_identity(outputs, attach)
        self.n_outputs = len(outputs)
        return result[0] if single else result

    def _capture_grad_outputs(self, grad_outputs):
        self.grad_outputs = _pack_with_none(self.output_tensors_index, grad_outputs, self.n_outputs)
        for hook in self.user_pre_hooks:
            replaced = hook(self.module, self.grad_outputs)
            if replaced is None:
                continue
            if len(replaced) != len(self.grad_outputs):
                raise RuntimeError(f"Backward pre hook returned an invalid number of grad_output, got "
                                   f"{len(replaced)}, but expected {len(self.grad_outputs)}")
            self.grad_outputs = tuple(replaced)
        local = self.grad_outputs
        if self.input_tensors_index is None:  # no input requires grad: the hooks run now, with grad_input all None
            if self.user_hooks:
                warnings.warn("Full backward hook is firing when gradients are computed with respect to module "
                              "outputs since no inputs require gradients. See the documentation of "
                              "torch.nn.Module.register_full_backward_hook for more details.", stacklevel=2)
            grad_inputs = _pack_with_none([], [], self.n_inputs)
            for hook in self.user_hooks:
                out = hook(self.module, grad_inputs, self.grad_outputs)
                if out is not None and not (isinstance(out, tuple) and all(g is None for g in out)):
                    raise RuntimeError("Backward hook for Modules where no input requires gradient should always "
                                       "return None or None for all gradients.")
            self.grad_outputs = None
        return tuple(local[i] for i in self.output_tensors_index)

"""torch.amp.GradScaler: loss scaling for training in a low precision, PyTorch's algorithm.

scale(loss) multiplies the loss by the scale S before backward, so that small gradients stay representable;
unscale_(optimizer) multiplies every gradient by 1/S (computed in float64, rounded to float32, as PyTorch) and
records whether any gradient is inf or NaN; step(optimizer) unscales if that was not done yet and skips
optimizer.step() when a non-finite gradient was found; update() then backs the scale off (S * backoff_factor)
after a skipped step, or grows it (S * growth_factor, when finite) after growth_interval steps in a row
without one. The scale is a float32 0-d tensor; a disabled scaler (enabled=False) passes everything through.
"""
import enum
import warnings
from collections import defaultdict

import numpy as np

from specgrad import dtypes
from specgrad.grad_mode import no_grad
from specgrad.tensor import Tensor


class OptState(enum.Enum):
    READY = 0
    UNSCALED = 1
    STEPPED = 2


def _refresh_per_optimizer_state():
    return {"stage": OptState.READY, "found_inf": None}


class GradScaler:
    def __init__(self, device="cuda", init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=2000, enabled=True):
        self._device = device
        self._enabled = enabled
        if device == "cuda" and enabled:
            from specgrad import cuda
            if not cuda.is_available():  # PyTorch's rule: a CUDA scaler without CUDA passes everything through
                warnings.warn("torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.")
                self._enabled = enabled = False
        if enabled:
            assert growth_factor > 1.0, "The growth factor must be > 1.0."
            assert backoff_factor < 1.0, "The backoff factor must be < 1.0."
        self._init_scale = init_scale
        self._scale = None  # made by the first scale(), as PyTorch's
        self._growth_factor = growth_factor
        self._backoff_factor = backoff_factor
        self._growth_interval = growth_interval
        self._init_growth_tracker = 0
        self._growth_tracker = None
        self._per_optimizer_states = defaultdict(_refresh_per_optimizer_state)

    def _check_scale_growth_tracker(self, name):
        fix = "This may indicate your script did not use scaler.scale(loss or outputs) earlier in the iteration."
        assert self._scale is not None, f"Attempted {name} but _scale is None.  " + fix
        assert self._growth_tracker is not None, f"Attempted {name} but _growth_tracker is None.  " + fix

    def scale(self, outputs):
        """outputs (a tensor, or tensors in lists and tuples) multiplied by the scale."""
        if not self._enabled:
            return outputs
        if self._scale is None:
            self._scale = Tensor._wrap(np.array(self._init_scale, np.float32))
            self._growth_tracker = self._init_growth_tracker

        def apply(value):
            if isinstance(value, Tensor):
                return value * self._scale
            if isinstance(value, (list, tuple)):
                return type(value)(map(apply, value))
            if hasattr(value, "__iter__"):
                return map(apply, value)
            raise ValueError("outputs must be a Tensor or an iterable of Tensors")
        return apply(outputs)

    def _unscale_grads_(self, optimizer, inv_scale, allow_fp16):
        """Multiply every gradient by inv_scale in place; whether any was inf or NaN (before the multiply)."""
        found_inf = False
        with no_grad():
            for group in optimizer.param_groups:
                for param in group["params"]:
                    grad = param.grad
                    if grad is None:
                        continue
                    if not allow_fp16 and grad.dtype is dtypes.float16:
                        raise ValueError("Attempting to unscale FP16 gradients.")
                    found_inf = found_inf or not bool(np.isfinite(grad._data).all())
                    grad.mul_(Tensor._wrap(np.array(inv_scale, np.float32)))
        return found_inf

    def unscale_(self, optimizer):
        """Divide the optimizer's gradients by the scale (once per step), recording whether any is inf or NaN."""
        if not self._enabled:
            return
        self._check_scale_growth_tracker("unscale_")
        state = self._per_optimizer_states[id(optimizer)]
        if state["stage"] is OptState.UNSCALED:
            raise RuntimeError("unscale_() has already been called on this optimizer since the last update().")
        if state["stage"] is OptState.STEPPED:
            raise RuntimeError("unscale_() is being called after step().")
        inv_scale = np.float32(1.0 / np.float64(self._scale._data))  # the reciprocal in float64, as PyTorch
        state["found_inf"] = self._unscale_grads_(optimizer, inv_scale, False)
        state["stage"] = OptState.UNSCALED

    def step(self, optimizer, *args, **kwargs):
        """optimizer.step(*args, **kwargs) unless a gradient was inf or NaN (unscaling first if needed)."""
        if not self._enabled:
            return optimizer.step(*args, **kwargs)
        if "closure" in kwargs:
            raise RuntimeError("Closure use is not currently supported if GradScaler is enabled.")
        self._check_scale_growth_tracker("step")
        state = self._per_optimizer_states[id(optimizer)]
        if state["stage"] is OptState.STEPPED:
            raise RuntimeError("step() has already been called since the last update().")
        if state["stage"] is OptState.READY:
            self.unscale_(optimizer)
        assert state["found_inf"] is not None, "No inf checks were recorded for this optimizer."
        result = None if state["found_inf"] else optimizer.step(*args, **kwargs)
        state["stage"] = OptState.STEPPED
        return result

    def update(self, new_scale=None):
        """Back the scale off after a skipped step, grow it after growth_interval clean ones (or set new_scale)."""
        if not self._enabled:
            return
        self._check_scale_growth_tracker("update")
        if new_scale is not None:
            if isinstance(new_scale, Tensor):
                reason = ("new_scale should be a float or a 1-element torch.cuda.FloatTensor or torch.FloatTensor "
                          "with requires_grad=False.")
                assert new_scale.numel() == 1, reason
                assert new_scale.requires_grad is False, reason
                new_scale = new_scale.item()
            self._scale._data[...] = np.float32(new_scale)
        else:
            found = [s["found_inf"] for s in self._per_optimizer_states.values() if s["found_inf"] is not None]
            assert len(found) > 0, "No inf checks were recorded prior to update."
            scale = self._scale._data
            if any(found):
                scale[...] = scale * np.float32(self._backoff_factor)
                self._growth_tracker = 0
            elif self._growth_tracker + 1 == self._growth_interval:
                grown = scale * np.float32(self._growth_factor)
                if np.isfinite(grown):
                    scale[...] = grown
                self._growth_tracker = 0
            else:
                self._growth_tracker += 1
        self._per_optimizer_states = defaultdict(_refresh_per_optimizer_state)

    def get_scale(self):
        """The current scale as a Python float (1.0 when disabled)."""
        if not self._enabled:
            return 1.0
        return self._init_scale if self._scale is None else float(self._scale._data)

    def get_growth_factor(self):
        return self._growth_factor

    def set_growth_factor(self, new_factor):
        self._growth_factor = new_factor

    def get_backoff_factor(self):
        return self._backoff_factor

    def set_backoff_factor(self, new_factor):
        self._backoff_factor = new_factor

    def get_growth_interval(self):
        return self._growth_interval

    def set_growth_interval(self, new_interval):
        self._growth_interval = new_interval

    def _get_growth_tracker(self):
        if not self._enabled:
            return 0
        return self._init_growth_tracker if self._growth_tracker is None else self._growth_tracker

    def is_enabled(self):
        return self._enabled

    def state_dict(self):
        """scale, growth_factor, backoff_factor, growth_interval and _growth_tracker; {} when disabled."""
        if not self._enabled:
            return {}
        return {"scale": self.get_scale(), "growth_factor": self._growth_factor,
                "backoff_factor": self._backoff_factor, "growth_interval": self._growth_interval,
                "_growth_tracker": self._get_growth_tracker()}

    def load_state_dict(self, state_dict):
        if not self._enabled:
            return
        if len(state_dict) == 0:
            raise RuntimeError("The source state dict is empty, possibly because it was saved from a disabled "
                               "instance of GradScaler.")
        self._init_scale = state_dict["scale"]
        if self._scale is not None:
            self._scale._data[...] = np.float32(state_dict["scale"])
        self._growth_factor = state_dict["growth_factor"]
        self._backoff_factor = state_dict["backoff_factor"]
        self._growth_interval = state_dict["growth_interval"]
        self._init_growth_tracker = state_dict["_growth_tracker"]
        if self._growth_tracker is not None:
            self._growth_tracker = state_dict["_growth_tracker"]

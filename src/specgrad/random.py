"""Random number generators: specgrad.Generator, the default generator, and the seeding functions.

Every sampling function (rand, randn, randint, randperm, normal, bernoulli, multinomial, the *_like
versions, Tensor.uniform_/normal_/bernoulli_/random_/exponential_/geometric_) takes `generator=`
and draws from it, or from the default generator when it is None, as in PyTorch. A Generator wraps
NumPy's PCG64 bit generator, so the same seed gives the same numbers in every run, but not the
numbers PyTorch's Mersenne Twister gives.

The API for code that samples (dropout, nn.init, ...):

    from specgrad.random import generator_or_default
    rng = generator_or_default(generator).numpy_generator()   # a numpy.random.Generator
    mask = rng.random(shape, dtype=np.float32) < keep

generator_or_default checks the argument (a Generator or None, else TypeError) and returns the
Generator to draw from; numpy_generator() is the numpy.random.Generator behind it, whose state
advances with every draw (so specgrad.manual_seed(0) makes the whole program reproducible).
"""
import operator
import secrets

import numpy as np

__all__ = ["Generator", "default_generator", "generator_or_default", "manual_seed", "seed", "initial_seed",
           "get_rng_state", "set_rng_state"]

_DEFAULT_SEED = 67280421310721  # what a new torch.Generator() starts from
_STATE_BYTES = 45  # PCG64 state (16) and increment (16), the cached half-word (1 + 4), the initial seed (8)


def _seed_value(seed, name="manual_seed") -> int:
    """A seed as PyTorch takes it: an int in [-2**63, 2**64), negatives wrapped to unsigned 64 bits."""
    if isinstance(seed, float) or not hasattr(seed, "__index__"):
        raise RuntimeError(f"{name} expected a long, but got {type(seed).__name__}")
    seed = operator.index(seed)
    if not -2 ** 63 <= seed < 2 ** 64:
        raise ValueError(f"Overflow when unpacking long long: the seed {seed} does not fit in 64 bits")
    return seed % 2 ** 64


class Generator:
    """A source of random numbers: Generator(device='cpu'); seed it with manual_seed(n).

    A new Generator starts from seed 67280421310721, as PyTorch's; specgrad's default generator
    (behind specgrad.manual_seed) starts from a random seed.
    """

    __slots__ = ("_numpy", "_initial_seed", "_device")

    def __init__(self, device="cpu"):
        from specgrad import devices
        self._device = devices.as_device(device)
        if self._device.type not in ("cpu", "cuda"):
            raise RuntimeError(f"specgrad has no {self._device.type!r} device: a Generator is for 'cpu' or 'cuda'")
        self._seed(_DEFAULT_SEED)

    def _seed(self, seed: int):
        self._initial_seed = seed
        self._numpy = np.random.Generator(np.random.PCG64(seed))

    @property
    def device(self):
        """The device whose tensors this generator fills (a CUDA generator draws on the host, then copies)."""
        return self._device

    def manual_seed(self, seed) -> "Generator":
        """Restart from `seed` (an int; negatives wrap to unsigned 64 bits as in PyTorch). Returns self."""
        self._seed(_seed_value(seed))
        return self

    def seed(self) -> int:
        """Restart from a non-deterministic seed, and return it."""
        value = secrets.randbits(64)
        self._seed(value)
        return value

    def initial_seed(self) -> int:
        """The seed this generator was last started from."""
        return self._initial_seed

    def get_state(self):
        """The state as a uint8 tensor (a copy): set_state(state) later continues from here."""
        from specgrad.tensor import Tensor
        state = self._numpy.bit_generator.state
        words = (state["state"]["state"].to_bytes(16, "little") + state["state"]["inc"].to_bytes(16, "little")
                 + bytes([state["has_uint32"]]) + state["uinteger"].to_bytes(4, "little")
                 + self._initial_seed.to_bytes(8, "little"))
        return Tensor._wrap(np.frombuffer(words, dtype=np.uint8).copy())

    def set_state(self, new_state) -> "Generator":
        """Continue from a state get_state() returned (a uint8 tensor). Returns self."""
        from specgrad.tensor import Tensor
        if not isinstance(new_state, Tensor) or new_state._data.dtype != np.uint8:
            got = (f"a {new_state.dtype} tensor" if isinstance(new_state, Tensor) else type(new_state).__name__)
            raise TypeError(f"expected a torch.ByteTensor, but got {got}: pass what get_state() returned")
        data = new_state._data.reshape(-1)
        if data.size != _STATE_BYTES:
            raise RuntimeError(f"Expected a specgrad Generator state of size {_STATE_BYTES} but found the input RNG "
                               f"state size to be {data.size} (a state from PyTorch does not fit specgrad's PCG64)")
        words = data.tobytes()
        bit_generator = np.random.PCG64()
        bit_generator.state = {"bit_generator": "PCG64",
                               "state": {"state": int.from_bytes(words[0:16], "little"),
                                         "inc": int.from_bytes(words[16:32], "little")},
                               "has_uint32": words[32], "uinteger": int.from_bytes(words[33:37], "little")}
        self._numpy = np.random.Generator(bit_generator)
        self._initial_seed = int.from_bytes(words[37:45], "little")
        return self

    def numpy_generator(self) -> np.random.Generator:
        """The numpy.random.Generator to draw from (for specgrad's own sampling code)."""
        return self._numpy

    def __repr__(self):
        return f"<specgrad.Generator object (initial_seed={self._initial_seed})>"


default_generator = Generator()
default_generator.seed()
# CUDA tensors draw from their own default generator (specgrad.cuda.manual_seed seeds it alone), so that
# moving part of a program to the GPU leaves the CPU's random stream as it was
cuda_default_generator = Generator("cuda")
cuda_default_generator.seed()


# specgrad.func.vmap sets this while it runs: "error" (randomness="error") refuses a draw, as functorch's;
# "batched" (randomness="different" over a batch at once) makes vmap run the function once per example instead
refuse_draws = False


def generator_or_default(generator, device=None) -> Generator:
    """`generator` if it is a Generator; if it is None, the default generator of `device` (the CPU's
    unless device is a CUDA device); else a TypeError."""
    if refuse_draws:
        if refuse_draws == "batched":  # vmap(randomness="different") over BatchedTensors: a draw per example
            from specgrad.func.batching import Unbatchable
            raise Unbatchable("draws random numbers")
        raise RuntimeError("vmap: called random operation while in randomness error mode. Please either use the "
                           "'same' or 'different' randomness flags on vmap or perform the randomness operation out "
                           "of vmap")
    if generator is None:
        return cuda_default_generator if device is not None and device.type == "cuda" else default_generator
    if not isinstance(generator, Generator):
        raise TypeError(f"argument 'generator' must be specgrad.Generator, not {type(generator).__name__}")
    return generator


def manual_seed(seed) -> Generator:
    """Seed the default generators, the CPU's and CUDA's (behind every sampling function without
    generator=), as PyTorch's manual_seed seeds every device's; returns the CPU's."""
    cuda_default_generator.manual_seed(seed)
    return default_generator.manual_seed(seed)


def seed() -> int:
    """Seed the default generators with a non-deterministic seed, and return the seed."""
    value = default_generator.seed()
    cuda_default_generator.manual_seed(value)
    return value


def initial_seed() -> int:
    """The seed the default generator was last started from."""
    return default_generator.initial_seed()


def get_rng_state():
    """The default generator's state, as a uint8 tensor."""
    return default_generator.get_state()


def set_rng_state(new_state) -> None:
    """Restore the default generator's state from get_rng_state()."""
    default_generator.set_state(new_state)

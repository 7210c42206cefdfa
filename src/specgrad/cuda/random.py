"""Seeding CUDA's default generator, as torch.cuda's functions do. specgrad draws CUDA random numbers
on the host from that generator and copies them over: the same seed gives the same tensors on either device."""
from specgrad import random as _random

__all__ = ["manual_seed", "manual_seed_all", "seed", "initial_seed", "get_rng_state", "set_rng_state"]


def manual_seed(seed) -> None:
    """Seed the generator behind CUDA sampling (specgrad.manual_seed seeds it too)."""
    _random.cuda_default_generator.manual_seed(seed)


manual_seed_all = manual_seed  # one generator serves every GPU


def seed() -> None:
    _random.cuda_default_generator.seed()


def initial_seed() -> int:
    return _random.cuda_default_generator.initial_seed()


def get_rng_state(device="cuda"):
    return _random.cuda_default_generator.get_state()


def set_rng_state(new_state, device="cuda") -> None:
    _random.cuda_default_generator.set_state(new_state)

"""specgrad.malloc.keep_freed_memory: freed arrays stay with the process (glibc), so a step that allocates what
the last one freed does not page-fault; a user's own malloc settings are left alone."""
import ctypes
import os
import subprocess
import sys

import pytest

from specgrad import malloc

glibc = pytest.mark.skipif(not sys.platform.startswith("linux")
                           or not hasattr(ctypes.CDLL(None), "gnu_get_libc_version"), reason="needs glibc")

# Steps that allocate and free what a layer_norm step with its gradients set to None does: a few 4 MB
# arrays, then a larger peak, all freed; the page faults of the later steps are counted.
STEPS = """
import resource, sys
import numpy as np
{setup}
def step():
    a = np.ones(1 << 20, np.float32)
    b = a * 2
    c = [np.ones(1 << 20, np.float32) for _ in range(6)]
    del a, b, c
for _ in range(3):
    step()
before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for _ in range(20):
    step()
print((resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before) / 20)
"""


def faults_per_step(setup, env=None):
    out = subprocess.run([sys.executable, "-c", STEPS.format(setup=setup)], capture_output=True, text=True,
                         env={**os.environ, **(env or {})}, check=True)
    return float(out.stdout)


@glibc
def test_keep_freed_memory_stops_the_page_faults_and_a_users_setting_wins():
    plain = faults_per_step("import specgrad")
    assert plain > 500  # glibc's defaults: each step's 4 MB arrays come back as fresh pages (~1,000 each)
    keep = "import specgrad.malloc\nassert specgrad.malloc.keep_freed_memory()"
    assert faults_per_step(keep) < 50
    # a user's own malloc setting: keep_freed_memory leaves malloc alone (glibc's defaults then, here)
    assert faults_per_step("import specgrad.malloc\nassert not specgrad.malloc.keep_freed_memory()",
                           {"MALLOC_TOP_PAD_": "0"}) > 500


def test_keep_freed_memory_leaves_a_users_setting(monkeypatch):
    monkeypatch.setenv("MALLOC_TRIM_THRESHOLD_", "1000000")
    assert malloc.keep_freed_memory() is False

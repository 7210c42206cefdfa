"""specgrad.malloc.keep_freed_memory, called by `import specgrad`: freed arrays stay with the process (glibc), so a step that allocates what
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
def test_import_keeps_freed_memory_unless_told_not_to():
    plain = "import numpy"
    assert faults_per_step(plain) > 500  # glibc's defaults: each step's 4 MB arrays come back as fresh pages
    assert faults_per_step("import specgrad\nassert specgrad.malloc.active") < 50
    # SPECGRAD_KEEP_FREED_MEMORY=0, or a user's own malloc setting: malloc is left as it is
    off = "import specgrad\nassert not specgrad.malloc.active"
    assert faults_per_step(off, {"SPECGRAD_KEEP_FREED_MEMORY": "0"}) > 500
    assert faults_per_step(off, {"MALLOC_TOP_PAD_": "0"}) > 500


def test_keep_freed_memory_leaves_a_users_setting(monkeypatch):
    monkeypatch.setenv("MALLOC_TRIM_THRESHOLD_", "1000000")
    assert malloc.keep_freed_memory() is False
    monkeypatch.delenv("MALLOC_TRIM_THRESHOLD_")
    monkeypatch.setenv("SPECGRAD_KEEP_FREED_MEMORY", "0")
    assert malloc.keep_freed_memory() is False

# specgrad: `make demo` runs the walkthrough, `make test` the tests; both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed

.PHONY: setup examples viz distributed oracle regenerate check-generated test bench demo explain train clean mutants fuzz

setup: $(INSTALLED)

$(INSTALLED): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

# what the training examples use (scikit-learn's digits, tqdm)
EXAMPLES := $(VENV)/.examples
examples: $(EXAMPLES)

$(EXAMPLES): $(INSTALLED)
	$(PY) -m pip install -q -e '.[examples]'
	touch $@

# specgrad.viz.graph's graphviz package (drawing with it, and the explain page's SVG, use the dot
# program when it is installed: apt install graphviz; without it the page lays the graph out itself)
VIZ := $(VENV)/.viz
viz: $(VIZ)

$(VIZ): $(INSTALLED)
	$(PY) -m pip install -q -e '.[viz]'
	touch $@

# specgrad.distributed's MPI (mpi4py and Open MPI's wheels); without it the distributed tests skip, saying
# so. A failed install (no network) leaves no stamp and does not stop `make test`: it is tried again next time.
DISTRIBUTED := $(VENV)/.distributed
distributed: $(DISTRIBUTED)

$(DISTRIBUTED): $(INSTALLED)
	$(PY) -m pip install -q -e '.[distributed]' && touch $@ || echo "MPI not installed: the distributed tests will skip"

# PyTorch, the test oracle (and bench baseline): the tests that need it skip, saying so, without it
oracle: setup
	$(PY) -m pip install -q torch==2.13.0

# after editing derivatives.yaml, codegen/ or formula_helpers.py
regenerate: setup
	$(PY) -m codegen

check-generated: setup
	$(PY) -m codegen --check

test: check-generated examples viz distributed
	$(PY) -m pytest -q -rs

bench: setup
	$(PY) bench/bench.py
	$(PY) bench/bench_distributed.py

demo: examples viz
	$(PY) examples/demo.py
	$(PY) examples/train_digits.py --quick

# the seeds' examples (z = x * y, x ** 3, a linear regression) explained node by node in a web page
explain: viz
	$(PY) -m specgrad.explain examples/explain_example.py -o explain_example.html

# the digits CNN trained in full (15 epochs)
train: examples
	$(PY) examples/train_digits.py

mutants: setup
	$(PY) -m codegen.mutants

# differential fuzzing against PyTorch for FUZZ_SECONDS (default 600) from random seeds (printed; FUZZ_SEED=n
# replays a run); `make test` runs a short fixed-seed version (tests/test_fuzz_pytorch.py)
fuzz: oracle
	FUZZ_SECONDS=$${FUZZ_SECONDS:-600} $(PY) -m pytest -q -s -rs tests/test_fuzz_pytorch.py::test_fuzz_long

clean:
	rm -rf $(VENV) build src/*.egg-info
	find . -name __pycache__ -prune -exec rm -rf {} +

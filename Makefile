# nrtgrad: `make test` and `make demo` do all set-up on a fresh Debian machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# A second environment with the newest Numba (LLVM 22 IR), for the API tests
VENV68 := .venv-numba68
STAMP68 := $(VENV68)/.installed
BENCH_STAMP := $(VENV)/.bench-installed
# Only the newest llvmlite (LLVM 22): the derivative must verify there too
VENV22 := .venv-llvm22
STAMP22 := $(VENV22)/.installed

.PHONY: setup numba68 llvm22 test test-full lit unit unit-after-envs demo clean bench native fuzz docs

setup: $(STAMP)
	$(BIN)/nrtgrad toolchain install

$(STAMP): pyproject.toml scripts/install-system-deps.sh
	scripts/install-system-deps.sh
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $@

$(STAMP68): pyproject.toml $(STAMP)
	$(PYTHON) -m venv $(VENV68)
	$(VENV68)/bin/pip install -q --upgrade pip
	$(VENV68)/bin/pip install -q 'numba==0.68.1' scipy click rich pytest
	$(VENV68)/bin/pip install -q --no-deps -e .
	touch $@

numba68: $(STAMP68)

$(STAMP22): $(STAMP)
	$(PYTHON) -m venv $(VENV22)
	$(VENV22)/bin/pip install -q --upgrade pip
	$(VENV22)/bin/pip install -q 'llvmlite==0.50.*'
	touch $@

llvm22: $(STAMP22)

# lit and `make native` run while the Numba 0.68 and LLVM 22 environments install, and
# `make native` goes on beside the Python tests, which start once both environments are
# there (tests that use them skip without them); each target's output is printed whole
test: setup
	$(MAKE) -j4 --output-sync=target native lit unit-after-envs

unit-after-envs: $(STAMP68) $(STAMP22)
	$(MAKE) unit

# also the cases marked `full`: fixtures Enzyme is slowest on, on every Numba version
test-full:
	$(MAKE) test UNIT_MARKS=

lit:
	$(BIN)/lit -sv tests/lit

UNIT_MARKS ?= not full
unit:
	$(BIN)/python -m pytest -q -n auto -m "$(UNIT_MARKS)" --durations=15

# more mutants than the default test run (150); NRTGRAD_FUZZ_SEED picks another set
fuzz: setup
	NRTGRAD_FUZZ_MUTANTS=$${NRTGRAD_FUZZ_MUTANTS:-5000} $(BIN)/python -m pytest -q -s tests/hostile/test_fuzz.py

# gradients served from C and C++: the runtime, derivative objects, examples/serve
native:
	$(MAKE) -C examples/serve test NRTGRAD=$(abspath $(BIN))/nrtgrad
	$(BIN)/python -m pytest -q tests/native

demo: setup
	$(BIN)/python scripts/demo.py

# the documentation site (docs/, mkdocs.yml) into site/, once its generated
# tables (pass list, support pins, benchmark results) are checked current
docs: setup
	$(BIN)/python scripts/stage_table.py --check
	$(BIN)/python scripts/support_table.py --check
	$(BIN)/python scripts/perf_tables.py --check
	$(BIN)/mkdocs build --strict -d site

# the optional `bench` extra (JAX, matplotlib); without it the benchmark still
# runs, its JAX columns say "not installed" and the chart is skipped
$(BENCH_STAMP): pyproject.toml $(STAMP)
	$(BIN)/pip install -q -e '.[dev,bench]' && touch $@ || \
		echo "nrtgrad: the bench extra could not be installed; benchmarking without JAX"

# nrtgrad.grad vs the Numba primal, JAX and the floor of element-wise kernels,
# finite differences, first-call and per-call latency; parallel regions; tool
# latency; peak memory of time loops' gradients against their steps (and the
# tables of README.md and docs/performance.md rewritten from the results).
# About 20 minutes on 2 cores.
bench: setup $(BENCH_STAMP)
	$(BIN)/python scripts/bench.py
	$(BIN)/python scripts/bench.py --default-malloc
	$(BIN)/python scripts/bench_parallel.py
	$(BIN)/python scripts/bench_tool.py
	$(BIN)/python scripts/bench_memory.py
	$(BIN)/python scripts/perf_tables.py

clean:
	rm -rf $(VENV) $(VENV68) $(VENV22) demo-out site tests/lit/*/Output examples/serve/build

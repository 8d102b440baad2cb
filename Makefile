# nrtgrad: `make test` and `make demo` do all set-up on a fresh Debian machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup test lit unit demo clean

setup: $(STAMP)
	$(BIN)/nrtgrad toolchain install

$(STAMP): pyproject.toml scripts/install-system-deps.sh
	scripts/install-system-deps.sh
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $@

test: setup lit unit

lit:
	$(BIN)/lit -sv tests/lit

unit:
	$(BIN)/python -m pytest -q -n auto

demo: setup
	$(BIN)/python scripts/demo.py

clean:
	rm -rf $(VENV) demo-out tests/lit/*/Output

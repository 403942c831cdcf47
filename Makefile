# Two entry points for a fresh machine with Python 3.11 and pip:
#   make demo   walk through the seed examples
#   make serve  the web playground on http://127.0.0.1:8000/
#   make test   ruff check, ruff format --check, mypy --strict, the import contracts
#               (lint-imports), the docs site (mkdocs build --strict) and pytest on
#               every core (tests, doctests, README and docs transcripts), slow
#               sweeps aside
#   make test-slow  the slow property sweeps and the benchmark smoke run (CI runs it)
#   make docs   the docs site (mkdocs.yml, docs/) into build/site
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: demo serve test test-slow test-compiled lint typecheck imports docs pytest bench bench-smoke pictures clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

# dev includes the cluster extra (the batch tests run a local Dask cluster) and the
# web extra (the web playground's tests).
$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev,cluster,web]'
	touch $@ $(VENV)/.installed

demo: $(VENV)/.installed
	$(BIN)/mtgcombat demo

$(VENV)/.installed-web: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[web]'
	touch $@ $(VENV)/.installed

# The web playground on http://127.0.0.1:8000/ (Ctrl-C stops it).
serve: $(VENV)/.installed-web
	$(BIN)/mtgcombat serve

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check src tests benchmarks docs_ext
	$(BIN)/ruff format --check src tests benchmarks docs_ext

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy

# The house's import contracts ([tool.importlinter] in pyproject.toml).
imports: $(VENV)/.installed-dev
	$(BIN)/lint-imports

# The docs site (mkdocs.yml, the pages in docs/, the API reference from the
# docstrings) into build/site, with every warning an error.
docs: $(VENV)/.installed-dev
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet -d build/site

# -n auto: one worker a core (pytest-xdist); the tests marked slow (property
# sweeps against brute force) run in test-slow.
pytest: $(VENV)/.installed-dev
	$(BIN)/pytest -n auto -m "not slow"

test: lint typecheck imports docs pytest

test-slow: bench-smoke $(VENV)/.installed-dev
	$(BIN)/pytest -n auto -m slow

# The compiled build of the rules core (mypyc through hatch-mypyc, see
# pyproject.toml): its wheel is built from a copy of the tree (the hook
# compiles in place, and the extensions it leaves would shadow the sources
# the editable install reads), installed in a venv of its own, and the tests
# run against it (MTGCOMBAT_COMPILED=require: a test fails if the core is not
# the compiled one). Needs a C compiler and the Python headers. CI runs it
# after `make test`.
COMPILED := .venv-compiled
test-compiled:
	rm -rf build/compiled build/wheels && mkdir -p build/compiled build/wheels
	git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - | tar -xf - -C build/compiled
	test -x $(COMPILED)/bin/python || $(PYTHON) -m venv $(COMPILED)
	$(COMPILED)/bin/python -m pip install --quiet --upgrade pip
	cd build/compiled && HATCH_BUILD_HOOK_ENABLE_MYPYC=true ../../$(COMPILED)/bin/python -m pip wheel --quiet --no-deps -w ../wheels .
	$(COMPILED)/bin/python -m pip install --quiet --force-reinstall --no-deps build/wheels/mtgcombat-*.whl
	$(COMPILED)/bin/python -m pip install --quiet "$$(ls build/wheels/mtgcombat-*.whl)[dev,cluster,web]"
	MTGCOMBAT_COMPILED=require $(COMPILED)/bin/python -m pytest tests -p no:cacheprovider

$(VENV)/.installed-bench: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	touch $@ $(VENV)/.installed

# The benchmark suite (run on demand, never a test): table, report.md and plots.
bench: $(VENV)/.installed-bench
	$(BIN)/python benchmarks/run.py --out bench-out

bench-smoke: $(VENV)/.installed
	$(BIN)/python benchmarks/run.py --smoke

# The pictures of the seed example (docs/*.svg, shown by the README and the docs), made by `mtgcombat draw`;
# tests/test_svg.py checks they are what the command makes now.
SEED := examples/510_1c_ex1_vastwood_gorger.toml
pictures: $(VENV)/.installed
	$(BIN)/mtgcombat draw $(SEED) --lang en -o docs/seed_before.svg
	$(BIN)/mtgcombat draw $(SEED) --lang en --after -o docs/seed_after.svg

clean:
	rm -rf $(VENV) $(COMPILED) build dist .mypy_cache .pytest_cache .ruff_cache .hypothesis bench-out

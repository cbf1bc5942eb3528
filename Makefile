# Two commands do all the set-up: `make run` plays, `make test` runs the whole suite headless.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Compiled translations (git-ignored), rebuilt from the Qt Linguist sources when these change.
QM := $(patsubst %.ts,%.qm,$(wildcard resources/translations/*.ts))

.PHONY: run test lint typecheck bench dist clean translations

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

resources/translations/%.qm: resources/translations/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

run: $(STAMP) $(QM)
	$(BIN)/solitaire

test: $(STAMP) $(QM)
	$(BIN)/ruff check src tests bench
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -q

lint: $(STAMP)
	$(BIN)/ruff check src tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

bench: $(STAMP) $(QM)
	$(BIN)/python bench/engine.py
	$(BIN)/python bench/drag.py
	$(BIN)/python bench/startup.py
	$(BIN)/python bench/stats.py
	$(BIN)/python bench/solver.py

# Desktop build: dist/solitaire-<version>-linux-<arch>.tar.gz (see packaging/README.md).
dist: $(STAMP) $(QM)
	$(BIN)/python -c "import PyInstaller" 2>/dev/null || $(BIN)/pip install --quiet -e '.[dist]'
	$(BIN)/python packaging/build.py

clean:
	rm -rf $(VENV) build dist *.egg-info src/*.egg-info
	rm -f $(QM)

"""The project as a plain Python package (what ``pipx install .`` installs): a wheel with the
``solitaire`` gui-script and the top-level ``resources/`` folder inside the package, where
``solitaire.ui.resources.resources_dir()`` looks for it."""

from __future__ import annotations

import configparser
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.packaging, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    """Build the project's wheel (no dependencies) into a temporary folder."""
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("solitaire-*.whl")
    return zipfile.ZipFile(built)


def test_wheel_installs_the_solitaire_gui_script(wheel: zipfile.ZipFile) -> None:
    (name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt")]
    entry_points = configparser.ConfigParser()
    entry_points.read_string(wheel.read(name).decode())
    assert entry_points["gui_scripts"]["solitaire"] == "solitaire.ui.app:main"


def test_wheel_carries_the_resources_folder(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    for path in (ROOT / "resources").rglob("*"):
        if path.is_file() and path.suffix != ".ts":
            inside = f"solitaire/resources/{path.relative_to(ROOT / 'resources').as_posix()}"
            assert inside in names, inside

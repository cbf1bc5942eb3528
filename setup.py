"""Build hook: the wheel carries the top-level resources/ folder as solitaire/resources/, with
the translations compiled to .qm when ``pyside6-lrelease`` is available."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


def find_lrelease() -> str | None:
    """``pyside6-lrelease`` next to the building Python, or on the PATH."""
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    return str(beside) if beside.is_file() else shutil.which("pyside6-lrelease")


class BuildPyWithResources(build_py):
    """Copy resources/ (without the .ts translation sources) into the built package, and
    compile each .ts into the .qm the app loads."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "solitaire" / "resources"
        shutil.copytree(
            "resources", target, dirs_exist_ok=True, ignore=shutil.ignore_patterns("*.ts")
        )
        lrelease = find_lrelease()
        if lrelease is None:
            return
        # pip's isolated build hides the installed packages through PYTHONPATH; the tool runs
        # with the environment of the Python it belongs to.
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONNOUSERSITE")}
        for source in sorted(Path("resources/translations").glob("*.ts")):
            compiled = target / "translations" / source.with_suffix(".qm").name
            command = [lrelease, "-silent", str(source), "-qm", str(compiled)]
            subprocess.run(command, check=True, env=env)


setup(cmdclass={"build_py": BuildPyWithResources})

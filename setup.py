"""Build hook: the wheel carries the top-level resources/ folder as solitaire/resources/."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithResources(build_py):
    """Copy resources/ (without the .ts translation sources) into the built package."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "solitaire" / "resources"
        shutil.copytree(
            "resources", target, dirs_exist_ok=True, ignore=shutil.ignore_patterns("*.ts")
        )


setup(cmdclass={"build_py": BuildPyWithResources})

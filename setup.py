"""What pyproject.toml cannot say alone: Quire's native module, and the data the build makes.

``assistant.world.search._fold`` folds text for search in one pass of native code. It is optional:
where it cannot be built (no C compiler, no Python headers) the install still succeeds and
Quire does the same work in pure Python, with the same results.

A wheel is the whole app, so its build also puts into ``assistant/resources``: the
translations compiled from ``translations/quire_<lang>.ts`` (with PySide6's ``lrelease``, a
build requirement) and the manual (the README and the pictures its writer's sections show).
An editable install reads both from the checkout instead (``make qm`` compiles the
translations into the package folder there).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
LRELEASE = "import sys; from PySide6.scripts.pyside_tool import lrelease; sys.exit(lrelease())"
PICTURE = re.compile(r"\]\((docs/screenshots/[\w.-]+\.png)\)")


def compile_translations(target: Path) -> None:
    """Every ``translations/quire_<lang>.ts`` as ``target/quire_<lang>.qm``."""
    target.mkdir(parents=True, exist_ok=True)
    for source in sorted((ROOT / "translations").glob("quire_*.ts")):
        compiled = target / source.with_suffix(".qm").name
        command = [sys.executable, "-c", LRELEASE, "-silent", str(source), "-qm", str(compiled)]
        try:
            subprocess.run(command, check=True, capture_output=True)
        except (OSError, subprocess.CalledProcessError) as error:
            raise SystemExit(
                f"could not compile {source.name} with PySide6's lrelease ({error}); "
                "the build needs PySide6-Essentials (pyproject.toml's build-system)"
            ) from error


def copy_manual(target: Path) -> None:
    """The README, and the pictures it shows, as Help ▸ Quire Manual reads them."""
    readme = ROOT / "README.md"
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy2(readme, target / "README.md")
    for picture in sorted(set(PICTURE.findall(readme.read_text(encoding="utf-8")))):
        if (ROOT / picture).is_file():
            (target / picture).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / picture, target / picture)


class BuildWithData(build_py):
    """The usual build of the package, then the data it makes (not in an editable install)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        data = Path(self.build_lib) / "assistant" / "resources"
        compile_translations(data / "translations")
        copy_manual(data / "manual")


setup(
    cmdclass={"build_py": BuildWithData},
    ext_modules=[
        Extension(
            "assistant.world.search._fold",
            sources=["assistant/world/search/_fold.c"],
            optional=True,
        ),
    ],
)

"""Quire's files that are not code: the sample project, the icons, the compiled translations
and the manual, inside the package, so that an installed wheel (pip, pipx, a distribution's
package, a Flatpak) or a frozen app is the whole of Quire.

``sample/`` and ``icons/`` are kept in git here. ``translations/`` holds the ``.qm`` files
compiled from ``translations/quire_<lang>.ts`` at the top of the repository (``make qm`` in a
checkout, ``setup.py``'s build in a wheel). ``manual/`` holds a copy of the README and its
pictures, made by the build; a checkout reads the README itself.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import assistant

CHECKOUT = Path(assistant.__file__).resolve().parents[1]
"""The repository around the package, when Quire runs from a source checkout."""


def data_path(*parts: str) -> Path:
    """A file or folder of Quire's data, inside the installed package."""
    return Path(str(files(__name__).joinpath(*parts)))


def sample_dir() -> Path:
    """The bundled sample project."""
    return data_path("sample")


def icons_dir() -> Path:
    """The window icon's files, one PNG a size, and the SVG they are drawn from."""
    return data_path("icons")


def translations_dir() -> Path:
    """The compiled translations, ``quire_<lang>.qm``."""
    return data_path("translations")


def translation_sources() -> Path | None:
    """The ``.ts`` sources of the translations, in a source checkout; None in an install."""
    folder = CHECKOUT / "translations"
    return folder if (folder / "quire_en.ts").is_file() else None


def manual_file() -> Path:
    """The README the manual is read from: the copy the build put in the package, or the
    checkout's own (its pictures are found beside it in both)."""
    packaged = data_path("manual", "README.md")
    return packaged if packaged.is_file() else CHECKOUT / "README.md"

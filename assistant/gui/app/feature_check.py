"""A faster answer to the question PySide6 asks of every module imported after it.

PySide6 keeps, for each imported module, whether it uses PySide6 (so that ``from __feature__
import snake_case`` can apply to that module alone). It finds out by fetching the module's
whole source through :func:`inspect.getsource`: tokenizing to find the encoding, splitting it
into lines and keeping them in :mod:`linecache`, for each of the four hundred modules the
window imports (about 55 ms of the window's first paint, and every source kept in memory).
:func:`install` gives it the same answer from the file's bytes: whether ``PySide6`` is in
them. A module that is not a plain ``.py`` file, or anything unexpected, gets PySide6's own
answer.

Importing this module installs it (``quire-gui`` imports it before the rest of the app).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401  # PySide6's feature module is there from now on

log = logging.getLogger(__name__)

FEATURE_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """True when ``module``'s source file mentions PySide6 (``fallback`` decides for a module
    with no ``.py`` file that can be read)."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass
    return fallback(module)


def install() -> bool:
    """Put the faster check in PySide6's place (once); False when PySide6's feature module is
    not as expected, and then nothing is changed."""
    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, CHECK, None)
    if feature is None or not callable(original):
        log.debug("PySide6's feature check not found: left as it is")
        return False
    if getattr(original, "quire_fast", False):
        return True

    def check(module: ModuleType) -> bool:
        return uses_pyside(module, original)

    check.quire_fast = True  # type: ignore[attr-defined]
    setattr(feature, CHECK, check)
    return True


install()

__all__ = ["install", "uses_pyside"]

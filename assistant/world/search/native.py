"""Quire's optional native module, found once per process.

``assistant.world.search._fold`` folds text for search (:mod:`assistant.world.search.textfold`) and
finds a word in many folded texts at once (:mod:`assistant.world.search.findall`), with the same
results as the pure-Python code beside it, only faster. It is built from
``assistant/world/search/_fold.c`` when Quire is installed where a C compiler and Python's headers
are (``setup.py``); where it is not, or with the environment variable ``QUIRE_NO_NATIVE=1``, the
pure-Python code runs instead.
"""

from __future__ import annotations

import logging
import os
from types import ModuleType

log = logging.getLogger(__name__)

DISABLE_VARIABLE = "QUIRE_NO_NATIVE"
"""Set to ``1`` to fold and find in pure Python even where the native module is built."""


def _load() -> ModuleType | None:
    if os.environ.get(DISABLE_VARIABLE) == "1":
        log.debug("text is folded and searched in Python: %s=1", DISABLE_VARIABLE)
        return None
    try:
        from assistant.world.search import _fold
    except ImportError as exc:
        log.debug("text is folded and searched in Python: the native module is not built (%s)",
                  exc)
        return None
    log.debug("text is folded and searched in native code (%s)", _fold.__file__)
    return _fold


MODULE: ModuleType | None = _load()
"""``assistant.world.search._fold``, or None where Python does its work."""

__all__ = ["DISABLE_VARIABLE", "MODULE"]

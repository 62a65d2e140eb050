"""Quire's optional native modules, found once per process.

``assistant.world._fold`` folds text for search (:mod:`assistant.world.textfold`) and finds
a word in many folded texts at once (:mod:`assistant.world.findall`); ``assistant.world._read``
reads the files of a folder when a project opens (:mod:`assistant.world.storage`). Each gives
the same results as the pure-Python code beside it, only faster. They are built from
``assistant/world/_fold.c`` and ``_read.c`` when Quire is installed where a C compiler and
Python's headers are (``setup.py``); where they are not, or with the environment variable
``QUIRE_NO_NATIVE=1``, the pure-Python code runs instead.
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
        from assistant.world import _fold
    except ImportError as exc:
        log.debug("text is folded and searched in Python: the native module is not built (%s)",
                  exc)
        return None
    log.debug("text is folded and searched in native code (%s)", _fold.__file__)
    return _fold


def _load_reader() -> ModuleType | None:
    if os.environ.get(DISABLE_VARIABLE) == "1":
        return None
    try:
        from assistant.world import _read
    except ImportError as exc:
        log.debug("files are read in Python: the native module is not built (%s)", exc)
        return None
    return _read if hasattr(_read, "read_files") else None  # none where not POSIX


MODULE: ModuleType | None = _load()
"""``assistant.world._fold``, or None where Python does its work."""

READER: ModuleType | None = _load_reader()
"""``assistant.world._read`` where it reads files (POSIX), or None where Python does."""

__all__ = ["DISABLE_VARIABLE", "MODULE", "READER"]

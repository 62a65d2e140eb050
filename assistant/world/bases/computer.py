"""Which computer this is: a random id made once and kept in the user's settings folder, never
in a project, so that two computers sharing a project through a sync service each keep their
own record of the versions they saw (:mod:`assistant.world.bases.record`).

The settings folder is the one of :func:`assistant.agent.config.location.config_dir`
(``QUIRE_CONFIG_DIR`` overrides it); the world layer finds it the same way without importing
the assistant.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import secrets
import threading
from collections.abc import Mapping
from pathlib import Path

import platformdirs

log = logging.getLogger(__name__)

ID_FILE = "computer-id"
COMPUTER_ID = re.compile(r"[0-9a-f]{16}")
"""What a computer id looks like: 16 hex digits (64 random bits)."""

_lock = threading.Lock()
_known: dict[Path, str] = {}
_this_run = secrets.token_hex(8)


def settings_folder(env: Mapping[str, str] | None = None) -> Path:
    """Quire's settings folder (``QUIRE_CONFIG_DIR`` overrides the platform's)."""
    env = os.environ if env is None else env
    override = env.get("QUIRE_CONFIG_DIR")
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_config_dir("quire"))


def computer_id(folder: Path | None = None) -> str:
    """This computer's id, kept as ``computer-id`` in ``folder`` (the settings folder by
    default) and made on first use. When the folder cannot hold it, an id for this run of
    Quire alone is used: its records are then simply not recognised as this computer's
    next time, which costs a merge its base, never a word."""
    path = (folder if folder is not None else settings_folder()) / ID_FILE
    with _lock:
        known = _known.get(path)
        if known is None:
            known = _read(path) or _make(path) or _this_run
            _known[path] = known
        return known


def _read(path: Path) -> str | None:
    try:
        if path.is_symlink() or not path.is_file() or path.stat().st_size > 64:
            return None
        text = path.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return text if COMPUTER_ID.fullmatch(text) else None


def _make(path: Path) -> str | None:
    """A new id written to ``path`` (or the one another Quire wrote there first)."""
    made = secrets.token_hex(8)
    temp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp.write_text(made + "\n", encoding="ascii")
        try:
            os.link(temp, path)  # never replaces an id another Quire made meanwhile
        except FileExistsError:
            return _read(path)
        finally:
            with contextlib.suppress(OSError):
                temp.unlink()
        return made
    except OSError:
        log.warning("cannot keep this computer's id in %s; using one for this run",
                    path.parent, exc_info=True)  # fmt: skip
        return None


__all__ = ["COMPUTER_ID", "ID_FILE", "computer_id", "settings_folder"]

"""A secret of this computer's user, kept in the settings folder and never in a project.

What Quire keeps in a project only to read back itself (the summary cache) is sealed with
it, so that a file planted in the project, or copied in from another computer, never passes
for Quire's own. The key is made on first use (``local.key``, readable by its owner only);
when the settings folder cannot hold it, a key for this run of Quire alone is used, and what
it sealed is simply not recognised next time.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import logging
import os
import secrets
import threading
from pathlib import Path

from assistant.agent.config.location import config_dir

log = logging.getLogger(__name__)

KEY_FILE = "local.key"
KEY_BYTES = 32

_lock = threading.Lock()
_known: dict[Path, bytes] = {}
_this_run = secrets.token_bytes(KEY_BYTES)


def local_key(purpose: str, folder: Path | None = None) -> bytes:
    """The key for ``purpose`` (a short name: each purpose gets a key of its own), derived
    from this user's local key in ``folder`` (the settings folder by default)."""
    root = _root_key(Path(folder) if folder is not None else config_dir())
    return hmac.new(root, purpose.encode("utf-8"), hashlib.sha256).digest()


def _root_key(folder: Path) -> bytes:
    path = folder / KEY_FILE
    with _lock:
        known = _known.get(path)
        if known is None:
            known = _read(path) or _make(path) or _this_run
            _known[path] = known
        return known


def _read(path: Path) -> bytes | None:
    try:
        if path.is_symlink() or not path.is_file():
            return None
        data = path.read_bytes()
    except OSError:
        return None
    return data if len(data) == KEY_BYTES else None


def _make(path: Path) -> bytes | None:
    """A new key written to ``path`` (or the one another Quire wrote there first)."""
    key = secrets.token_bytes(KEY_BYTES)
    temp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     0o600)  # fmt: skip
        try:
            os.write(fd, key)
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(temp, path)  # never replaces a key another Quire made meanwhile
        except FileExistsError:
            return _read(path)
        return key
    except OSError:
        log.warning("cannot keep a local key in %s; using one for this run", path.parent,
                    exc_info=True)  # fmt: skip
        return None
    finally:
        with contextlib.suppress(OSError):
            temp.unlink()


__all__ = ["KEY_FILE", "local_key"]

"""The temporary folder an export works in. It holds the whole manuscript, so it never
outlives its export: removed when the export ends however it ends, and, when the process
was killed before it could, by the next export (its name carries the process's id)."""

from __future__ import annotations

import logging
import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from assistant.world.storage.lock import pid_alive

log = logging.getLogger(__name__)

PREFIX = "quire-export-"
_NAME = re.compile(re.escape(PREFIX) + r"(\d+)-[A-Za-z0-9_]+")


@contextmanager
def work_folder() -> Iterator[Path]:
    """A new, private folder for one export (the leftovers of killed ones removed first)."""
    sweep()
    with tempfile.TemporaryDirectory(prefix=f"{PREFIX}{os.getpid()}-") as folder:
        yield Path(folder)


def sweep(parent: Path | None = None) -> list[Path]:
    """Remove the work folders of exports whose process is gone; returns them."""
    parent = Path(parent or tempfile.gettempdir())
    removed: list[Path] = []
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return removed
    for entry in entries:
        match = _NAME.fullmatch(entry.name)
        if match is None or not entry.is_dir(follow_symlinks=False):
            continue
        pid = int(match.group(1))
        if pid == os.getpid() or not _ours(entry) or pid_alive(pid):
            continue
        shutil.rmtree(entry.path, ignore_errors=True)
        removed.append(Path(entry.path))
        log.info("removed %s, left by an export that was killed", entry.path)
    return removed


def _ours(entry: os.DirEntry) -> bool:
    getuid = getattr(os, "getuid", None)
    if getuid is None:
        return True
    try:
        return entry.stat(follow_symlinks=False).st_uid == getuid()
    except OSError:
        return False

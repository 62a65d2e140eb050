"""Crash-safe file operations: a file is either its old content or its new, never a mix.

A write goes to a temporary file in the same folder, is flushed and fsynced, then renamed
over the target with ``os.replace`` (atomic on POSIX and Windows); the folder is fsynced so
that the rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def is_temp_name(name: str) -> bool:
    """True for the name of a temporary file left behind by a write that was interrupted."""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX) and name.count(".") >= 3


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd`` (a short write is carried on, a failing one
    raises, ``ENOSPC`` included)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def temp_path(path: Path) -> Path:
    """A fresh temporary name next to ``path`` (see :func:`is_temp_name`)."""
    return path.with_name(f".{path.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")


def stage(path: Path, data: bytes) -> Path:
    """Write ``data``, flushed and fsynced, to a new temporary file next to ``path`` and
    return it; ``path`` itself is not touched (see :func:`commit`). On failure nothing is
    left behind."""
    temp = temp_path(path)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        try:
            write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return temp


def commit(temp: Path, path: Path) -> None:
    """Put a staged file in place of ``path`` in one atomic rename."""
    os.replace(temp, path)


def discard(temp: Path) -> None:
    """Remove a staged file that will not be used (quietly: it may be gone already)."""
    with contextlib.suppress(OSError):
        os.unlink(temp)


def write_atomic(path: Path, data: bytes, *, sync_folder: bool = True) -> None:
    """Replace ``path`` with ``data`` atomically. Pass ``sync_folder=False`` when the caller
    fsyncs the folder itself after a batch of writes (see :func:`fsync_folder`)."""
    temp = stage(path, data)
    try:
        commit(temp, path)
    except BaseException:
        discard(temp)
        raise
    if sync_folder:
        fsync_folder(path.parent)


def remove(path: Path, *, sync_folder: bool = True) -> bool:
    """Remove ``path`` if it exists; True when something was removed."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return False
    if sync_folder:
        fsync_folder(path.parent)
    return True


def fsync_folder(folder: Path) -> None:
    """Make the folder's entries (renames, removals) durable. A no-op where the platform
    cannot open folders (Windows), which makes renames durable on its own."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)

"""Reading files without leaving a folder: links that point out of it are not followed, and
special files (fifos, sockets, devices) are never opened, so nothing blocks.

Importing a folder and loading a project both go through here, so that a link planted in a
shared vault or project (to ``/proc/self/environ``, to ``~/.ssh``) never turns a file from
elsewhere into text the assistant could read and send to a model.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from enum import StrEnum
from pathlib import Path

_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


class EntryKind(StrEnum):
    """What a directory entry is, as far as reading it goes."""

    FILE = "file"
    FOLDER = "folder"
    LINK_INSIDE = "link inside"
    """A link whose target lies inside the folder (read through its target)."""
    LINK_OUTSIDE = "link outside"
    """A link pointing out of the folder (or nowhere): never followed."""
    SPECIAL = "special"
    """A fifo, socket or device: never opened."""


class NotRegularFileError(OSError):
    """The path is not a plain file (a fifo, a socket, a device, a folder, a link)."""


class TooLargeError(OSError):
    """The file is larger than the caller reads (``EFBIG``); found before anything of its
    size is read or allocated. :attr:`info` is its ``fstat``."""

    def __init__(self, path: Path | str, info: os.stat_result | None = None) -> None:
        super().__init__(errno.EFBIG, "the file is too large", str(path))
        self.info = info


@contextmanager
def folder_opened(path: Path | str) -> Iterator[int | None]:
    """A descriptor of the folder at ``path`` to open its files by name (each lookup then
    starts there rather than at ``/``); None where the system cannot open folders so, and
    for a link (which the caller checks and reads the slow way)."""
    flags = getattr(os, "O_DIRECTORY", None)
    if flags is None or os.open not in os.supports_dir_fd:
        yield None
        return
    try:
        fd = os.open(path, os.O_RDONLY | flags | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        yield None
        return
    try:
        yield fd
    finally:
        os.close(fd)


def is_inside(root: Path, path: Path) -> bool:
    """True when ``path``, with every link resolved, lies inside ``root`` (or is it)."""
    try:
        real_root = os.path.realpath(root)
        real = os.path.realpath(path)
    except (OSError, ValueError):
        return False
    return real == real_root or real.startswith(real_root.rstrip(os.sep) + os.sep)


def classify(root: Path, entry: os.DirEntry[str]) -> EntryKind:
    """What ``entry`` (found while walking ``root``) is, without following links out."""
    try:
        if entry.is_symlink():
            target = Path(entry.path)
            if not target.exists() or not is_inside(root, target):
                return EntryKind.LINK_OUTSIDE
            return EntryKind.LINK_INSIDE
        if entry.is_dir(follow_symlinks=False):
            return EntryKind.FOLDER
        if entry.is_file(follow_symlinks=False):
            return EntryKind.FILE
    except OSError:
        return EntryKind.SPECIAL
    return EntryKind.SPECIAL


def _open_plain(
    target: Path | str, path: Path | str, dir_fd: int | None = None
) -> tuple[int, os.stat_result]:
    """A descriptor open on the plain file ``target`` and its ``fstat`` (no link followed;
    :class:`NotRegularFileError`, naming ``path``, for anything but a plain file)."""
    try:
        fd = os.open(target, _OPEN_FLAGS, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EMLINK):
            raise NotRegularFileError(exc.errno, "a link", str(path)) from None
        raise
    try:
        info = os.fstat(fd)
    except BaseException:
        os.close(fd)
        raise
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise NotRegularFileError(errno.EINVAL, "not a plain file", str(path))
    return fd, info


def read_regular(
    path: Path | str, dir_fd: int | None = None, *, limit: int | None = None
) -> tuple[bytes, os.stat_result]:
    """The bytes of the plain file at ``path`` (relative to the folder open as ``dir_fd``
    when given) and its ``fstat``, with no link followed at all (:class:`NotRegularFileError`
    for a link, a fifo, a socket, a device or a folder). A file larger than ``limit`` bytes
    raises :class:`TooLargeError` before its size is allocated."""
    fd, info = _open_plain(path, path, dir_fd)
    try:
        if limit is not None and info.st_size > limit:
            raise TooLargeError(path, info)
        data = os.read(fd, info.st_size + 1)
        if len(data) <= info.st_size:  # all of it (a plain file reads short only at its end)
            return data, info
        chunks = [data]  # it grew since: read on to its end
        size = len(data)
        while chunks[-1]:
            if limit is not None and size > limit:
                raise TooLargeError(path, os.fstat(fd))
            chunks.append(os.read(fd, 1 << 20))
            size += len(chunks[-1])
        return b"".join(chunks), info
    finally:
        os.close(fd)


def read_file(path: Path, *, root: Path | None = None, limit: int | None = None) -> bytes:
    """The bytes of the plain file at ``path``.

    A link is followed only when ``root`` is given and its target lies inside ``root``;
    a fifo, socket or device raises :class:`NotRegularFileError` at once instead of blocking.
    A file larger than ``limit`` bytes raises :class:`TooLargeError` (``EFBIG``).
    """
    target = path
    if os.path.islink(path):
        if root is None or not is_inside(root, path):
            raise NotRegularFileError(errno.ELOOP, "a link pointing outside the folder", str(path))
        target = Path(os.path.realpath(path))
    fd, info = _open_plain(target, path)
    try:
        if limit is not None and info.st_size > limit:
            raise TooLargeError(path, info)
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            size += len(chunk)
            if limit is not None and size > limit:
                raise TooLargeError(path, os.fstat(fd))
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)

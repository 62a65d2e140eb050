"""The project lock: one running Quire per project folder.

The lock is a file, ``.quire/lock``, created with ``O_CREAT | O_EXCL`` so that only one
process can make it, holding the owner's pid, host name and start time as JSON. A lock left
behind by a Quire that crashed (same host, process gone) is taken over; a lock held from
another machine (a project on a shared drive) is always respected.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import logging
import os
import secrets
import socket
import time
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from assistant.world.errors import ProjectLockedError, StorageError, storage_error
from assistant.world.storage import atomic
from assistant.world.storage.layout import keep_out_of_git

log = logging.getLogger(__name__)

LOCK_NAME = "lock"
UNREADABLE_GRACE_S = 5.0
"""A lock file that cannot be read is taken for one being written right now until it is
this old; after that it is taken for the remains of a crash."""

_HELD_HERE: set[str] = set()
"""Tokens of the locks this process holds, to tell its own locks from a dead process's that
happened to have the same pid (common in containers)."""


@dataclass(frozen=True)
class LockHolder:
    """Who holds a project's lock."""

    pid: int
    host: str
    time: str
    token: str = ""

    def describe(self) -> str:
        return f"process {self.pid} on {self.host}, since {self.time}"


class HeldElsewhereError(ProjectLockedError):
    """The project is open in another running Quire: :attr:`holder` says which."""

    def __init__(self, root: Path, holder: LockHolder) -> None:
        super().__init__(f"{root} is open in another Quire ({holder.describe()})")
        self.holder = holder


class ProjectLock:
    """The lock of the project folder at ``root``; use as a context manager or
    ``acquire()`` / ``release()``."""

    def __init__(self, root: Path | str) -> None:
        self._root = Path(root)
        self._path = self._root / ".quire" / LOCK_NAME
        self._token: str | None = None

    @property
    def path(self) -> Path:
        return self._path

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._token is not None

    def acquire(self) -> None:
        """Take the lock, or raise :class:`ProjectLockedError` naming who holds it."""
        if self._token is not None:
            return
        folder_made = not self._path.parent.exists()
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise storage_error(exc, f"creating {self._path.parent}") from exc
        token = secrets.token_hex(8)
        for _attempt in range(3):
            try:
                created = self._create(token)
            except StorageError:
                if folder_made:
                    with contextlib.suppress(OSError):
                        self._path.parent.rmdir()  # only if still empty
                raise
            if created:
                self._token = token
                _HELD_HERE.add(token)
                keep_out_of_git(self._path.parent)  # the lock must never be committed
                return
            holder, raw = self._read()
            if not self._is_stale(holder):
                if holder is None:
                    raise ProjectLockedError(f"{self._root} is being opened by another Quire")
                raise HeldElsewhereError(self._root, holder)
            self._break(raw, holder)
        raise ProjectLockedError(f"could not take the lock of {self._root}")

    def release(self) -> None:
        """Give the lock back (only if this object still holds it)."""
        if self._token is None:
            return
        holder, _raw = self._read()
        if holder is not None and holder.token == self._token:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self._path)
        else:
            log.warning("lock of %s was taken over by someone else; left alone", self._root)
        _HELD_HERE.discard(self._token)
        self._token = None

    def __enter__(self) -> ProjectLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()

    # -- internals ----------------------------------------------------------------------------

    def _create(self, token: str) -> bool:
        holder = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "time": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
            "token": token,
        }
        try:
            fd = os.open(self._path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return False
        except OSError as exc:
            raise storage_error(exc, f"creating the lock {self._path}") from exc
        try:
            try:
                atomic.write_all(fd, json.dumps(holder).encode("utf-8"))
                os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            # A lock that holds nothing would read as someone else's for a while: leave none.
            with contextlib.suppress(OSError):
                os.unlink(self._path)
            raise storage_error(exc, f"creating the lock {self._path}") from exc
        return True

    def _read(self) -> tuple[LockHolder | None, bytes | None]:
        """The holder named in the lock file (None when unreadable) and its raw bytes."""
        try:
            raw = self._path.read_bytes()
        except FileNotFoundError:
            return None, None
        except OSError:
            return None, b""
        try:
            data = json.loads(raw)
            holder = LockHolder(
                pid=int(data["pid"]),
                host=str(data["host"]),
                time=str(data.get("time", "")),
                token=str(data.get("token", "")),
            )
        except (ValueError, KeyError, TypeError):
            return None, raw
        return holder, raw

    def _is_stale(self, holder: LockHolder | None) -> bool:
        if holder is None:
            try:
                age = time.time() - self._path.stat().st_mtime
            except FileNotFoundError:
                return True  # released meanwhile: try again
            return age > UNREADABLE_GRACE_S
        if holder.host != socket.gethostname():
            return False
        if holder.pid == os.getpid():
            return holder.token not in _HELD_HERE
        return not pid_alive(holder.pid)

    def _break(self, raw: bytes | None, holder: LockHolder | None) -> None:
        """Remove a stale lock, unless someone replaced it since we read it."""
        _current, now = self._read()
        if now is not None and now != raw:
            return
        if holder is not None:
            log.info("taking over the stale lock of %s (%s)", self._root, holder.describe())
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self._path)


def pid_alive(pid: int) -> bool:
    """True when a process with this id runs on this machine."""
    if pid <= 0:
        return False
    if os.name == "nt":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _windows_pid_alive(pid: int) -> bool:
    import ctypes

    # windll exists on Windows only, and mypy checks as the platform it runs on
    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    query_limited_information = 0x1000
    still_active = 259
    handle = kernel32.OpenProcess(query_limited_information, False, pid)
    if not handle:
        return False
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == still_active
    finally:
        kernel32.CloseHandle(handle)

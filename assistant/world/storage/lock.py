"""The project lock: one running Quire per project folder.

The lock is a file, ``.quire/lock``, created with ``O_CREAT | O_EXCL`` so that only one
process can make it, holding the owner's pid, host name and start time as JSON. While the
project is open, its Quire keeps the file open and holds an ``flock`` on it, which the
system lets go of the moment that process ends, however it ends. So a lock left by a Quire
that crashed on this computer is always recognised and taken over, even when its pid now
belongs to another running program; where the system has no ``flock`` (Windows, some network
drives), whether that pid still runs decides. A lock written on another computer (a folder on
a shared drive, synced, or copied) is never taken over silently:
:class:`LockedOnAnotherComputerError` lets the front end ask the writer, who may open the
project anyway (``take_over``).
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import json
import logging
import os
import secrets
import socket
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from assistant.world.errors import ProjectLockedError, StorageError, storage_error
from assistant.world.storage import atomic
from assistant.world.storage.layout import keep_out_of_git

try:
    import fcntl
except ImportError:  # Windows: the pid alone decides
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

LOCK_NAME = "lock"
UNREADABLE_GRACE_S = 5.0
"""A lock file that cannot be read is taken for one being written right now until it is
this old; after that it is taken for the remains of a crash."""
MAX_LOCK_BYTES = 64 * 1024
"""A lock file is one short line of JSON; more is not read."""

_HELD_HERE: set[str] = set()
"""Tokens of the locks this process holds, to tell its own locks from a dead process's that
happened to have the same pid (common in containers)."""
_NO_FLOCK = frozenset(
    {errno.ENOLCK, errno.EINVAL, errno.ENOSYS, getattr(errno, "EOPNOTSUPP", errno.ENOSYS)}
)
"""What ``flock`` says on a file system that has no such locks."""
_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
)


@dataclass(frozen=True)
class LockHolder:
    """Who holds a project's lock."""

    pid: int
    host: str
    time: str
    token: str = ""

    def describe(self) -> str:
        return f"process {self.pid} on {self.host}, since {self.time}"

    @property
    def elsewhere(self) -> bool:
        """Whether the lock was written on another computer."""
        return self.host != socket.gethostname()


class HeldElsewhereError(ProjectLockedError):
    """The project is open in another running Quire: :attr:`holder` says which."""

    def __init__(self, root: Path, holder: LockHolder, message: str = "") -> None:
        super().__init__(message or f"{root} is open in another Quire ({holder.describe()})")
        self.holder = holder


class LockedOnAnotherComputerError(HeldElsewhereError):
    """The lock was written by Quire on another computer, whose processes this one cannot
    see: it may be open there, or the folder was synced or copied from there. Only the
    writer can tell; ``acquire(take_over=True)`` opens it anyway."""

    def __init__(self, root: Path, holder: LockHolder) -> None:
        super().__init__(root, holder, (
            f"{root} is marked as open in Quire on another computer, {holder.host} (since "
            f"{holder.time or 'an unknown time'}); if Quire is not running there (a synced or "
            "copied folder), it can be opened anyway"
        ))  # fmt: skip


@dataclass(frozen=True)
class _Probe:
    """What one look at an existing lock file found: its holder (None when it cannot be
    read), its raw bytes, whether some process holds it now (None: the system cannot say)
    and whether it was removed or replaced while we looked."""

    holder: LockHolder | None
    raw: bytes | None
    held: bool | None
    replaced: bool


class ProjectLock:
    """The lock of the project folder at ``root``; use as a context manager or
    ``acquire()`` / ``release()``."""

    def __init__(self, root: Path | str) -> None:
        self._root = Path(root)
        self._path = self._root / ".quire" / LOCK_NAME
        self._token: str | None = None
        self._fd: int | None = None
        """The lock file, kept open with an ``flock`` on it while the lock is held."""

    @property
    def path(self) -> Path:
        return self._path

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._token is not None

    def acquire(self, *, take_over: bool = False) -> None:
        """Take the lock, or raise :class:`ProjectLockedError` naming who holds it
        (:class:`LockedOnAnotherComputerError` for a lock written on another computer,
        which ``take_over`` takes over)."""
        if self._token is not None:
            return
        folder_made = not self._path.parent.exists()
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise storage_error(exc, f"creating {self._path.parent}") from exc
        token = secrets.token_hex(8)
        for _attempt in range(4):
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
            self._judge(take_over)
        raise ProjectLockedError(f"could not take the lock of {self._root}")

    def release(self) -> None:
        """Give the lock back (only if this object still holds it)."""
        if self._token is None:
            return
        holder, _raw = self._read()
        if holder is not None and holder.token == self._token:
            if os.name == "nt":  # an open file cannot be removed there
                self._close()
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self._path)
        else:
            log.warning("lock of %s was taken over by someone else; left alone", self._root)
        self._close()
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

    def _close(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)  # lets go of the flock
            self._fd = None

    def _create(self, token: str) -> bool:
        holder = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "time": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
            "token": token,
        }
        try:
            fd = os.open(self._path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return False
        except OSError as exc:
            raise storage_error(exc, f"creating the lock {self._path}") from exc
        try:
            # held before anything is written: whoever reads a holder finds it held (one
            # who looks meanwhile holds it for a moment, and finds it unwritten)
            _hold(fd)
            atomic.write_all(fd, json.dumps(holder).encode("utf-8"))
            os.fsync(fd)
        except OSError as exc:
            # A lock that holds nothing would read as someone else's for a while: leave none.
            with contextlib.suppress(OSError):
                os.unlink(self._path)
            os.close(fd)
            raise storage_error(exc, f"creating the lock {self._path}") from exc
        self._fd = fd
        return True

    def _judge(self, take_over: bool) -> None:
        """Look at the lock someone else made: return to try again when it was stale (and
        is now removed) or replaced meanwhile; raise when it is held."""
        probe = self._probe()
        if probe.replaced:
            return  # released or replaced while we looked: look again
        holder = probe.holder
        if probe.held and holder is not None:
            # a process holds it now (on a network drive, maybe one on another computer)
            raise HeldElsewhereError(self._root, holder)
        if holder is not None and holder.elsewhere:
            if not take_over:
                raise LockedOnAnotherComputerError(self._root, holder)
            log.warning("taking over the lock of %s at the writer's word (%s)",
                        self._root, holder.describe())  # fmt: skip
            self._break(probe.raw, holder)
            return
        if not self._is_stale(holder, probe.held):
            if holder is None:
                raise ProjectLockedError(f"{self._root} is being opened by another Quire")
            raise HeldElsewhereError(self._root, holder)
        self._break(probe.raw, holder)

    def _probe(self) -> _Probe:
        """Read the lock file and ask the system whether some process holds it, in one open
        (no link followed, a fifo never waited on)."""
        try:
            fd = os.open(self._path, _READ_FLAGS)
        except FileNotFoundError:
            return _Probe(None, None, None, replaced=True)
        except OSError:
            return _Probe(None, b"", None, replaced=False)
        try:
            info = os.fstat(fd)
            raw = os.read(fd, MAX_LOCK_BYTES) if stat.S_ISREG(info.st_mode) else b""
            held = None
            if stat.S_ISREG(info.st_mode):
                got = _try_flock(fd)
                held = None if got is None else not got
            try:
                now = os.stat(self._path, follow_symlinks=False)
                replaced = (now.st_ino, now.st_dev) != (info.st_ino, info.st_dev)
            except FileNotFoundError:
                replaced = True
            return _Probe(_holder(raw), raw, held, replaced)
        finally:
            os.close(fd)

    def _read(self) -> tuple[LockHolder | None, bytes | None]:
        """The holder named in the lock file (None when unreadable) and its raw bytes (None
        for no lock file)."""
        try:
            fd = os.open(self._path, _READ_FLAGS)
        except FileNotFoundError:
            return None, None
        except OSError:
            return None, b""
        try:
            plain = stat.S_ISREG(os.fstat(fd).st_mode)
            raw = os.read(fd, MAX_LOCK_BYTES) if plain else b""
        except OSError:
            return None, b""
        finally:
            os.close(fd)
        return _holder(raw), raw

    def _is_stale(self, holder: LockHolder | None, held: bool | None) -> bool:
        if held:
            return False  # a running process holds it, whatever its pid
        if holder is None:  # not written yet, or never will be (the creator died)
            try:
                age = time.time() - self._path.stat().st_mtime
            except FileNotFoundError:
                return True  # released meanwhile: try again
            return age > UNREADABLE_GRACE_S
        if held is False:
            return True  # nobody holds it: its Quire is gone, even if its pid runs again
        if holder.pid == os.getpid():  # no flock here: the pid alone decides
            return holder.token not in _HELD_HERE
        return not pid_alive(holder.pid)

    def _break(self, raw: bytes | None, holder: LockHolder | None) -> None:
        """Remove a stale lock, unless someone replaced it since we read it."""
        _current, now = self._read()
        if now is not None and now != raw:
            return
        if holder is not None:
            log.info("taking over the stale lock of %s (%s)", self._root, holder.describe())
        try:
            os.unlink(self._path)
        except FileNotFoundError:
            pass
        except OSError as exc:  # a folder planted in its place, say
            raise storage_error(exc, f"removing the stale lock {self._path}") from exc


def _holder(raw: bytes) -> LockHolder | None:
    """The holder a lock file's bytes name, or None."""
    try:
        data = json.loads(raw)
        return LockHolder(
            pid=int(data["pid"]),
            host=str(data["host"]),
            time=str(data.get("time", "")),
            token=str(data.get("token", "")),
        )
    except (ValueError, KeyError, TypeError, RecursionError):
        return None


def _hold(fd: int) -> None:
    """Hold an exclusive ``flock`` on the new lock file ``fd`` (waiting out a moment's look
    by another Quire); nothing where the system has none."""
    if fcntl is None:
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
    except OSError as exc:
        if exc.errno not in _NO_FLOCK:
            raise


def _try_flock(fd: int) -> bool | None:
    """Take an exclusive ``flock`` on ``fd`` without waiting: True when taken, False when
    another open file holds it, None when this system or file system has none."""
    if fcntl is None:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return False
        if exc.errno in _NO_FLOCK:
            return None
        raise
    return True


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

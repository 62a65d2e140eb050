"""The project lock: one Quire per project, and crashed Quires do not lock a project forever."""

from __future__ import annotations

import errno
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from assistant.world.errors import DiskFullError, ProjectLockedError
from assistant.world.storage import atomic
from assistant.world.storage import lock as lock_module
from assistant.world.storage.lock import (
    HeldElsewhereError,
    LockedOnAnotherComputerError,
    ProjectLock,
    pid_alive,
)
from tests.paths import REPO


def dead_pid() -> int:
    """The id of a process that has finished."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    assert not pid_alive(child.pid)
    return child.pid


def write_lock(root: Path, **holder: object) -> Path:
    path = root / ".quire" / "lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(holder), encoding="utf-8")
    return path


def test_acquire_writes_the_holder_and_release_removes_it(tmp_path: Path) -> None:
    lock = ProjectLock(tmp_path)
    lock.acquire()
    data = json.loads(lock.path.read_text(encoding="utf-8"))
    assert data["pid"] == os.getpid()
    assert data["host"] == socket.gethostname()
    assert data["time"]
    assert lock.held
    lock.release()
    assert not lock.path.exists()
    assert not lock.held


def test_a_second_lock_in_the_same_process_is_refused(tmp_path: Path) -> None:
    with ProjectLock(tmp_path), pytest.raises(ProjectLockedError, match=str(os.getpid())):
        ProjectLock(tmp_path).acquire()
    ProjectLock(tmp_path).acquire()  # free again after the first was released


def test_a_lock_held_by_another_running_process_is_refused(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from assistant.world.storage.lock import ProjectLock\n"
        f"lock = ProjectLock({str(tmp_path)!r}); lock.acquire()\n"
        "print('locked', flush=True)\n"
        "sys.stdin.read()\n"
        "lock.release()\n"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "locked\n"
        with pytest.raises(ProjectLockedError) as caught:
            ProjectLock(tmp_path).acquire()
        assert f"process {child.pid} on {socket.gethostname()}" in str(caught.value)
        assert caught.value.holder.pid == child.pid  # type: ignore[attr-defined]
    finally:
        child.communicate("")
    assert child.returncode == 0
    with ProjectLock(tmp_path) as lock:
        assert lock.held


def test_a_stale_lock_is_taken_over(tmp_path: Path) -> None:
    path = write_lock(tmp_path, pid=dead_pid(), host=socket.gethostname(), time="earlier")
    with ProjectLock(tmp_path) as lock:
        assert json.loads(path.read_text(encoding="utf-8"))["pid"] == os.getpid()
        assert lock.held
    assert not path.exists()


def test_a_lock_from_another_host_is_respected(tmp_path: Path) -> None:
    write_lock(tmp_path, pid=dead_pid(), host="another-machine.example", time="t")
    with pytest.raises(ProjectLockedError, match=r"another-machine\.example"):
        ProjectLock(tmp_path).acquire()


LOCKING_QUIRE = (
    "import sys\n"
    "from assistant.world.storage.lock import ProjectLock\n"
    "lock = ProjectLock(sys.argv[1]); lock.acquire()\n"
    "print('locked', flush=True)\n"
    "sys.stdin.read()\n"
    "lock.release()\n"
)


@contextmanager
def running_quire(root: Path) -> Iterator[subprocess.Popen[str]]:
    """Another Quire process holding the lock of ``root`` until the block ends (or the test
    kills it)."""
    child = subprocess.Popen(
        [sys.executable, "-c", LOCKING_QUIRE, str(root)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO,
    )  # fmt: skip
    try:
        assert child.stdout is not None and child.stdout.readline() == "locked\n"
        yield child
    finally:
        if child.poll() is None:
            child.communicate("")
        else:
            child.communicate()


def rewrite_holder(path: Path, **changes: object) -> None:
    """Change what the lock file says in place (same file, as a reused pid would)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(changes)
    with path.open("r+", encoding="utf-8") as file:
        file.truncate(0)
        file.write(json.dumps(data))


def test_a_crashed_quires_lock_is_taken_over_though_its_pid_runs_again(tmp_path: Path) -> None:
    """The attack: Quire is killed, and its pid now belongs to another running program."""
    path = tmp_path / ".quire" / "lock"
    other_program = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],
                                     stdin=subprocess.PIPE)  # fmt: skip
    try:
        with running_quire(tmp_path) as quire:
            quire.send_signal(signal.SIGKILL)
            quire.wait()
        assert path.exists()  # left behind by the crash
        rewrite_holder(path, pid=other_program.pid)
        assert pid_alive(other_program.pid)
        with ProjectLock(tmp_path) as lock:
            assert lock.held
            assert json.loads(path.read_text(encoding="utf-8"))["pid"] == os.getpid()
    finally:
        other_program.communicate(b"")


def test_a_running_quires_lock_is_respected_whatever_pid_it_names(tmp_path: Path) -> None:
    path = tmp_path / ".quire" / "lock"
    with running_quire(tmp_path):
        rewrite_holder(path, pid=dead_pid())
        with pytest.raises(HeldElsewhereError, match="is open in another Quire"):
            ProjectLock(tmp_path).acquire()
        with pytest.raises(HeldElsewhereError):  # not even at the writer's word
            ProjectLock(tmp_path).acquire(take_over=True)
        # held open, it is respected even when it names another computer (a network drive)
        rewrite_holder(path, host="another-machine.example")
        with pytest.raises(HeldElsewhereError) as caught:
            ProjectLock(tmp_path).acquire(take_over=True)
        assert not isinstance(caught.value, LockedOnAnotherComputerError)
    with ProjectLock(tmp_path) as lock:  # and free once that Quire closed it
        assert lock.held


def test_another_computers_lock_is_taken_over_only_at_the_writers_word(tmp_path: Path) -> None:
    path = write_lock(tmp_path, pid=os.getpid(), host="laptop.example",
                      time="2024-05-01T09:00:00+00:00", token="theirs")  # fmt: skip
    with pytest.raises(LockedOnAnotherComputerError) as caught:
        ProjectLock(tmp_path).acquire()
    message = str(caught.value)
    assert "open in Quire on another computer, laptop.example" in message
    assert "since 2024-05-01T09:00:00+00:00" in message
    assert "it can be opened anyway" in message
    assert caught.value.holder.host == "laptop.example"
    assert json.loads(path.read_text(encoding="utf-8"))["token"] == "theirs"  # left alone
    with pytest.raises(LockedOnAnotherComputerError):  # asked again, never taken silently
        ProjectLock(tmp_path).acquire()
    lock = ProjectLock(tmp_path)
    lock.acquire(take_over=True)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert (data["host"], data["token"] != "theirs") == (socket.gethostname(), True)
    finally:
        lock.release()
    assert not path.exists()


def test_without_flock_the_pid_decides(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the system has no flock (Windows), a dead pid is stale and a live one is not."""
    monkeypatch.setattr(lock_module, "fcntl", None)
    write_lock(tmp_path, pid=dead_pid(), host=socket.gethostname(), time="t")
    with ProjectLock(tmp_path) as lock:
        assert lock.held
    with running_quire(tmp_path), pytest.raises(HeldElsewhereError):
        ProjectLock(tmp_path).acquire()


def test_own_pid_without_our_token_is_a_dead_predecessor(tmp_path: Path) -> None:
    """In a container every start may get the same pid; a lock we do not hold is stale."""
    write_lock(tmp_path, pid=os.getpid(), host=socket.gethostname(), time="t", token="old")
    with ProjectLock(tmp_path) as lock:
        assert lock.held


def test_an_unreadable_lock_is_stale_only_when_old(tmp_path: Path) -> None:
    path = tmp_path / ".quire" / "lock"
    path.parent.mkdir()
    path.write_bytes(b"")
    with pytest.raises(ProjectLockedError, match="being opened"):
        ProjectLock(tmp_path).acquire()
    os.utime(path, (0, 0))
    with ProjectLock(tmp_path) as lock:
        assert lock.held


def test_release_leaves_a_lock_that_is_not_ours(tmp_path: Path) -> None:
    lock = ProjectLock(tmp_path)
    lock.acquire()
    other = write_lock(tmp_path, pid=1, host="elsewhere", time="t")
    lock.release()
    assert other.exists()


@pytest.mark.parametrize("failing", ["write_all", "fsync"])
def test_a_full_disk_leaves_no_lock_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with monkeypatch.context() as patch:
        if failing == "write_all":
            patch.setattr(atomic, "write_all", full)
        else:
            patch.setattr(os, "fsync", full)
        with pytest.raises(DiskFullError, match="the disk is full"):
            ProjectLock(tmp_path).acquire()
    assert not (tmp_path / ".quire" / "lock").exists()
    assert not (tmp_path / ".quire").exists()  # made for the lock, so taken away with it
    with ProjectLock(tmp_path) as lock:  # space freed: the lock works again
        assert lock.held


def test_a_full_disk_keeps_a_quire_folder_that_was_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / ".quire" / "conversations").mkdir(parents=True)

    def full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic, "write_all", full)
    with pytest.raises(DiskFullError):
        ProjectLock(tmp_path).acquire()
    assert sorted(p.name for p in (tmp_path / ".quire").iterdir()) == ["conversations"]

"""The project lock: one Quire per project, and crashed Quires do not lock a project forever."""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.world.errors import DiskFullError, ProjectLockedError
from assistant.world.storage import atomic
from assistant.world.storage.lock import ProjectLock, pid_alive
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

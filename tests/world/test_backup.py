"""Zip backups: what goes in, rotation that touches only this project's backups, and
restoring that refuses hostile zips and never leaves a half-made project."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import stat
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from assistant.world import backup
from assistant.world.backup import (
    MARKER,
    BackupError,
    BackupSettings,
    backups_of,
    create_backup,
    default_folder,
    load_settings,
    restore_backup,
    save_settings,
)
from assistant.world.errors import StorageError
from assistant.world.storage.store import ProjectStore
from tests.paths import REPO, SAMPLE

WHEN = datetime(2025, 5, 4, 21, 30, 0)


@pytest.fixture
def project(tmp_path) -> Path:
    root = tmp_path / "Novels" / "The Long Map"
    shutil.copytree(SAMPLE, root)
    (root / ".quire" / "snapshots").mkdir(parents=True)
    (root / ".quire" / "snapshots" / "limits.json").write_text("{}\n")
    (root / ".quire" / "lock").write_text("pid 1\n")
    return root


def _files(root: Path) -> dict[str, str]:
    return {
        p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name != "lock"
    }


def test_a_backup_holds_the_whole_project_but_the_lock(project) -> None:
    path = create_backup(project, when=WHEN)
    assert path == default_folder(project) / "The Long Map 2025-05-04 21.30.00.zip"
    assert path.parent == project.parent / "Quire Backups"
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
    assert "project.quire" in names and MARKER in names
    assert ".quire/snapshots/limits.json" in names
    assert ".quire/lock" not in names
    assert sum(n.startswith("documents/") for n in names) == 13


def test_a_backup_zipped_a_few_files_at_a_time_holds_every_file_once_in_order(
    project, monkeypatch
) -> None:
    monkeypatch.setattr(backup, "_ZIPPED_AT_A_TIME", 3)  # the collector set aside per three
    reported: list[tuple[int, int]] = []
    path = create_backup(project, when=WHEN, progress=lambda done, total: reported.append(
        (done, total)))
    with zipfile.ZipFile(path) as archive:
        names = [n for n in archive.namelist() if n != MARKER]
    assert sorted(names) == sorted(_files(project)) and len(set(names)) == len(names)
    assert reported == [(n, len(names)) for n in range(1, len(names) + 1)]


def test_a_folder_that_cannot_be_read_is_left_out_and_said_the_rest_backed_up(
    project, monkeypatch, caplog
) -> None:
    listing = os.scandir

    def scandir(folder):
        if Path(folder).name == "entities":
            raise PermissionError(13, "Permission denied", folder)
        return listing(folder)

    monkeypatch.setattr(backup.os, "scandir", scandir)
    path = create_backup(project, when=WHEN)
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
    assert not any(n.startswith("entities/") for n in names)
    assert sum(n.startswith("documents/") for n in names) == 13
    assert "left entities/ out of the backup: Permission denied" in caplog.text


@pytest.fixture
def deep_project(project) -> Iterator[tuple[Path, Path]]:
    """The project holding a folder deeper than Python's recursion goes, with a file at its
    bottom; (project, that file). Removed without recursing, as ``tmp_path``'s clean-up
    (``shutil.rmtree``) could not."""
    deep = project / "notes-by-hand"
    deep.mkdir()
    for _level in range(1100):
        deep = deep / "a"
        deep.mkdir()
    (deep / "bottom.txt").write_text("found\n", encoding="utf-8")
    yield project, deep / "bottom.txt"
    backup._remove_tree(project.parent)


def test_a_deeply_nested_folder_is_backed_up_and_restored_to_its_deepest_file(
    deep_project, tmp_path
) -> None:
    project, bottom = deep_project
    path = create_backup(project, when=WHEN)
    restored = tmp_path / "restored"
    try:
        restore_backup(path, restored)
        assert (restored / bottom.relative_to(project)).read_text() == "found\n"
    finally:
        backup._remove_tree(restored)


def test_a_restore_that_fails_after_a_deep_folder_leaves_nothing_and_says_why(
    deep_project, tmp_path, monkeypatch
) -> None:
    project, _bottom = deep_project
    path = create_backup(project, when=WHEN)

    def unreadable(_store):
        raise StorageError("project.quire is damaged")

    monkeypatch.setattr(ProjectStore, "load", unreadable)
    with pytest.raises(BackupError, match=r"cannot be opened: project\.quire is damaged"):
        restore_backup(path, tmp_path / "restored")
    assert [p.name for p in tmp_path.iterdir()] == ["Novels"]  # the half-restored one is gone


def test_restoring_gives_back_the_same_files(project, tmp_path) -> None:
    path = create_backup(project, when=WHEN)
    report = restore_backup(path, tmp_path / "Restored")
    assert report.root == tmp_path / "Restored" and report.problems == ()
    assert _files(tmp_path / "Restored") == _files(project)
    assert ProjectStore(tmp_path / "Restored").load().meta.title == "The Long Map"
    assert not list(tmp_path.glob(".Restored.restoring-*"))


def test_rotation_keeps_the_newest_and_touches_nothing_else(project) -> None:
    settings = BackupSettings(keep=3)
    folder = default_folder(project)
    folder.mkdir()
    stranger = folder / "The Long Map 2020-01-01 10.00.00.zip"  # another project's backup
    with zipfile.ZipFile(stranger, "w") as archive:
        archive.writestr(MARKER, '{"project": "/elsewhere/The Long Map"}')
    (folder / "notes.txt").write_text("mine")
    made = [create_backup(project, settings, when=WHEN + timedelta(hours=n)) for n in range(5)]
    left = backups_of(project, settings)
    assert left == list(reversed(made[-3:]))
    assert stranger.exists() and (folder / "notes.txt").exists()
    twice = create_backup(project, settings, when=WHEN + timedelta(hours=4))
    assert twice.name == "The Long Map 2025-05-05 01.30.00 2.zip"


def test_settings_are_remembered_and_checked(project, tmp_path) -> None:
    assert load_settings(project) == BackupSettings()
    save_settings(project, BackupSettings(folder=str(tmp_path / "b"), keep=2, on_close=False))
    assert load_settings(project) == BackupSettings(str(tmp_path / "b"), 2, False)
    path = create_backup(project, when=WHEN)
    assert path.parent == tmp_path / "b"
    with pytest.raises(ValueError):
        BackupSettings(keep=0)
    (project / ".quire" / "backup.json").write_text('{"keep": "many"}')
    assert load_settings(project) == BackupSettings()


def test_a_backup_folder_inside_the_project_is_not_backed_up_into_itself(project) -> None:
    settings = BackupSettings(folder=str(project / "backups"))
    create_backup(project, settings, when=WHEN)
    second = create_backup(project, settings, when=WHEN + timedelta(hours=1))
    with zipfile.ZipFile(second) as archive:
        assert not any(n.startswith("backups/") for n in archive.namelist())


def test_a_zip_of_the_project_folder_itself_restores_too(project, tmp_path) -> None:
    made = tmp_path / "by-hand.zip"
    with zipfile.ZipFile(made, "w") as archive:
        for path in project.rglob("*"):
            if path.is_file():
                archive.write(path, Path("The Long Map") / path.relative_to(project))
    restore_backup(made, tmp_path / "Again")
    assert (tmp_path / "Again" / "project.quire").is_file()
    assert not (tmp_path / "Again" / ".quire" / "lock").exists()


def _zip(path: Path, entries: list[tuple[str | zipfile.ZipInfo, bytes]]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("project.quire", (SAMPLE / "project.quire").read_bytes())
        for name, data in entries:
            archive.writestr(name, data)
    return path


@pytest.mark.parametrize(
    ("entry", "reason"),
    [
        ("../outside.md", "outside the project"),
        ("/etc/passwd", "outside the project"),
        ("documents/..\\..\\x.md", "outside the project"),
        ("C:/Windows/x.md", "outside the project"),
    ],
)
def test_names_outside_the_destination_are_refused(tmp_path, entry, reason) -> None:
    bad = _zip(tmp_path / "bad.zip", [(entry, b"x")])
    with pytest.raises(BackupError, match=reason):
        restore_backup(bad, tmp_path / "dest")
    assert not (tmp_path / "dest").exists() and not (tmp_path / "outside.md").exists()


def test_links_and_bombs_are_refused(tmp_path) -> None:
    link = zipfile.ZipInfo("documents/link.md")
    link.external_attr = (stat.S_IFLNK | 0o777) << 16
    bad = _zip(tmp_path / "link.zip", [(link, b"/etc/passwd")])
    with pytest.raises(BackupError, match="link"):
        restore_backup(bad, tmp_path / "dest")
    bomb = _zip(tmp_path / "bomb.zip", [("documents/big.md", b"\0" * (64 << 20))])
    with pytest.raises(BackupError, match="absurd"):
        restore_backup(bomb, tmp_path / "dest")
    assert not (tmp_path / "dest").exists()


def test_not_a_project_or_not_a_zip_or_a_full_destination(tmp_path, project) -> None:
    plain = tmp_path / "plain.zip"
    with zipfile.ZipFile(plain, "w") as archive:
        archive.writestr("notes.txt", "hello")
    with pytest.raises(BackupError, match=r"no project\.quire"):
        restore_backup(plain, tmp_path / "dest")
    junk = tmp_path / "junk.zip"
    junk.write_bytes(b"not a zip at all")
    with pytest.raises(BackupError, match="not a readable zip"):
        restore_backup(junk, tmp_path / "dest")
    good = create_backup(project, when=WHEN)
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "keep.txt").write_text("mine")
    with pytest.raises(BackupError, match="not an empty folder"):
        restore_backup(good, tmp_path / "full")
    assert (tmp_path / "full" / "keep.txt").read_text() == "mine"
    newer = tmp_path / "newer.zip"
    with zipfile.ZipFile(newer, "w") as archive:
        archive.writestr("project.quire", '{"format": 99}')
    with pytest.raises(BackupError, match=r"cannot be opened.*newer"):
        restore_backup(newer, tmp_path / "dest")
    assert not (tmp_path / "dest").exists()
    damaged = tmp_path / "damaged.zip"
    with zipfile.ZipFile(damaged, "w") as archive:
        archive.writestr("project.quire", "{ not json")
    report = restore_backup(damaged, tmp_path / "dest")  # restored, with the damage named
    assert report.problems and "project.quire" in report.problems[0]


def test_links_in_the_project_are_not_followed_into_the_backup(project, tmp_path) -> None:
    secret = tmp_path / "elsewhere"
    secret.mkdir()
    (secret / "private.txt").write_text("not part of the book")
    (project / "linked-folder").symlink_to(secret, target_is_directory=True)
    (project / "linked-file.md").symlink_to(secret / "private.txt")
    path = create_backup(project, when=WHEN)
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        assert not any("linked" in n or "private" in n for n in names)
        assert all(b"not part of the book" not in archive.read(n) for n in names)


_KILLED_BACKUP = """
import os, signal, sys
from pathlib import Path
from assistant.world.backup import create_backup

def progress(done, _total):
    if done == 1:  # the zip is being written; Quire dies here
        os.kill(os.getpid(), signal.SIGKILL)

create_backup(Path(sys.argv[1]), progress=progress)
"""


@pytest.mark.skipif(os.name == "nt", reason="a process kills itself with SIGKILL")
def test_a_killed_backups_partial_zip_is_removed_by_the_next_backup(project) -> None:
    killed = subprocess.run([sys.executable, "-c", _KILLED_BACKUP, str(project)], cwd=REPO,
                            capture_output=True, check=False)
    assert killed.returncode == -signal.SIGKILL
    folder = default_folder(project)
    (partial,) = folder.iterdir()
    assert partial.name.startswith(".The Long Map ") and partial.name.endswith(".tmp")
    live = folder / f".The Long Map 2025-01-01 10.00.00.zip.{os.getpid()}-0123abcd.tmp"
    live.write_bytes(b"a backup being written by this very process")
    other = folder / f".Another Book 2025-01-01 10.00.00.zip.{partial.name.split('.')[-2]}.tmp"
    other.write_bytes(b"another project's")

    made = create_backup(project, when=WHEN)

    assert not partial.exists()
    assert live.exists() and other.exists()  # a live writer's, and another project's
    assert sorted(p.name for p in folder.iterdir()) == sorted([made.name, live.name,
                                                               other.name])


def test_a_planted_oversized_document_is_left_out_of_the_backup(project) -> None:
    """#31 item 10: a 100 GB sparse file in ``documents/`` made every close (which backs the
    project up) compress 100 GB; a file Quire never reads as a document is left out."""
    huge = project / "documents" / "huge-d-0000000999.md"
    with open(huge, "wb") as file:
        file.truncate(100 * 2**30)
    (project / "attachments").mkdir(exist_ok=True)
    (project / "attachments" / "map.png").write_bytes(b"\x89PNG")
    zip_path = create_backup(project, when=WHEN)
    with zipfile.ZipFile(zip_path) as archive:
        names = archive.namelist()
    assert "documents/huge-d-0000000999.md" not in names
    assert "attachments/map.png" in names and "project.quire" in names
    assert zip_path.stat().st_size < 2**20


def test_a_project_kept_out_of_sight_is_backed_up_into_documents(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(home / "Documents"))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    hidden = home / ".local" / "share" / "quire" / "The Long Map"
    assert default_folder(hidden) == home / "Documents" / "Quire Backups"
    assert default_folder(home / "Writing" / "Novel") == home / "Writing" / "Quire Backups"
    assert default_folder(tmp_path / "Novel") == tmp_path / "Quire Backups"

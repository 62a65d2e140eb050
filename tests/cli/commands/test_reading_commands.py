"""The reading commands (``info``, ``search``, ``check``, ``export``, ``snapshots``) never write
to the project, so they work while the app has it open (README, Command line)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from assistant.export import converter
from assistant.world.storage.lock import ProjectLock
from tests.cli.quire import run, the_long_map
from tests.world.storage.storage_worlds import changed_files, folder_state


def everything_in(root: Path) -> tuple[dict[str, tuple[int, int, bytes]], set[str]]:
    """Every file with its inode, time and bytes, and every folder, under ``root``."""
    folders = {
        (Path(dirpath) / name).relative_to(root).as_posix()
        for dirpath, dirs, _files in os.walk(root)
        for name in dirs
    }
    return folder_state(root), folders


@pytest.mark.skipif(converter.find_pandoc() is None, reason="pandoc is not installed")
def test_reading_commands_write_nothing_while_the_app_holds_the_project(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    project = the_long_map(tmp_path)
    # A damaged file too: the problems are listed and nothing is repaired on disk.
    (project / "documents" / "stray.md").write_text("no front matter\n", encoding="utf-8")
    book = tmp_path / "book.md"
    with ProjectLock(project):  # the app has the project open
        files, folders = everything_in(project)
        commands = [
            ("info", str(project)),
            ("info", str(project), "--json"),
            ("search", str(project), "map house"),
            ("search", str(project), "m.p", "--regex", "--json"),
            ("check", str(project)),
            ("export", str(project), "--format", "markdown", "-o", str(book)),
            ("snapshots", str(project), "d-9b65717c5f"),
            ("snapshots", str(project), "Chapter 1: The Map House", "--json"),
        ]
        codes = {}
        for argv in commands:
            code, _out, err = run(capsys, *argv)
            codes[" ".join(argv[:1] + argv[2:])] = code
            assert "open in another Quire" not in err, argv
        after_files, after_folders = everything_in(project)
    assert changed_files(files, after_files) == set()
    assert after_folders == folders
    assert codes["check"] == 1  # the stray file is a problem, and said so
    assert all(code == 0 for argv, code in codes.items() if argv != "check"), codes
    assert "The Map House" in book.read_text(encoding="utf-8")

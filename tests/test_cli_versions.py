"""``quire export``, ``snapshots``, ``snapshot``, ``restore``, ``backup`` and
``restore-backup``, run in-process through ``main([...])``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.export import converter
from assistant.world.storage.lock import ProjectLock
from tests.paths import SAMPLE

CHAPTER = "documents/chapter-1-the-map-house-d-9b65717c5f.md"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def project(tmp_path) -> Path:
    return Path(shutil.copytree(SAMPLE, tmp_path / "Books" / "The Long Map"))


@pytest.mark.skipif(converter.find_pandoc() is None, reason="pandoc is not installed")
def test_export_uses_the_remembered_choices_and_the_flags(capsys, project, tmp_path) -> None:
    (project / ".quire").mkdir()
    (project / ".quire/export.json").write_text('{"numbering": true}')
    out_file = tmp_path / "book.md"
    code, out, err = run(capsys, "export", str(project), "--format", "markdown", "-o",
                         str(out_file), "--separator", "#", "--skip-status", "first draft")
    assert code == 0, err
    assert "exported 4 document(s)" in out and "made with pandoc" in out
    text = out_file.read_text(encoding="utf-8")
    assert "## 1. Chapter 1: The Map House" in text
    assert "Chapter 3: Upriver" not in text  # a first draft
    assert json.loads((project / ".quire/export.json").read_text()) == {"numbering": True}
    code, _out, err = run(capsys, "export", str(project), "--format", "docx", "-o",
                          str(tmp_path / "x.docx"), "--kinds", "nonsense")
    assert code == 2 and "unknown kinds: nonsense" in err
    code, _out, err = run(capsys, "export", str(project), "--format", "docx", "-o",
                          str(tmp_path))
    assert code == 2 and "is a folder" in err


def test_snapshot_list_and_restore_round_trip(capsys, project) -> None:
    original = (project / CHAPTER).read_bytes()
    code, out, _err = run(capsys, "snapshot", str(project), "chapter 1: the map house",
                          "--name", "First draft")
    assert code == 0 and "of “Chapter 1: The Map House”" in out
    first_id = out.split()[1]
    changed = original.replace(b"The rain had not come yet", b"The rain had come")
    (project / CHAPTER).write_bytes(changed)
    code, out, err = run(capsys, "restore", str(project), "d-9b65", "first draft")
    assert code == 0, err
    assert (project / CHAPTER).read_bytes() == original
    kept = out.rsplit(" ", 1)[-1].strip()
    code, out, _err = run(capsys, "snapshots", str(project), "d-9b65717c5f", "--json")
    listed = json.loads(out)["snapshots"]
    assert [s["id"] for s in listed] == [kept, first_id]
    assert listed[0]["reason"] == "restore" and listed[1]["name"] == "First draft"
    code, out, _err = run(capsys, "restore", str(project), "d-9b65717c5f", kept)
    assert (project / CHAPTER).read_bytes() == changed
    code, out, _err = run(capsys, "snapshots", str(project), "Chapter 1: The Map House")
    assert "taken by you  “First draft”" in out and "before a restore" in out


def test_writing_commands_respect_the_lock_and_bad_names(capsys, project) -> None:
    with ProjectLock(project):
        code, _out, err = run(capsys, "snapshot", str(project), "d-9b65717c5f")
        assert code == 2 and "open in another Quire" in err
        code, out, _err = run(capsys, "snapshots", str(project), "d-9b65717c5f")
        assert code == 0 and "no snapshots" in out  # reading needs no lock
    assert not (project / ".quire/snapshots").exists()
    code, _out, err = run(capsys, "snapshots", str(project), "No Such Chapter")
    assert code == 2 and "no document 'No Such Chapter'" in err
    code, _out, err = run(capsys, "snapshots", str(project), "../../etc")
    assert code == 2 and "Traceback" not in err


def test_backup_and_restore_backup(capsys, project, tmp_path) -> None:
    code, out, _err = run(capsys, "backup", str(project))
    assert code == 0
    made = Path(out.split("backed up to ", 1)[1].strip())
    assert made.parent == project.parent / "Quire Backups"
    code, out, _err = run(capsys, "restore-backup", str(made), str(tmp_path / "Again"))
    assert code == 0 and "into" in out
    assert (tmp_path / "Again" / CHAPTER).read_bytes() == (project / CHAPTER).read_bytes()
    code, _out, err = run(capsys, "restore-backup", str(made), str(tmp_path / "Again"))
    assert code == 2 and "not an empty folder" in err

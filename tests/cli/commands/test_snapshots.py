"""``quire snapshots``, ``snapshot`` and ``restore``: a document's versions, listed, taken and
restored by id, the start of one, or title; the writing ones take the project's lock."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.world.storage.lock import ProjectLock
from tests.cli.quire import run, the_long_map

CHAPTER = "documents/chapter-1-the-map-house-d-9b65717c5f.md"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return the_long_map(tmp_path)


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



def test_snapshot_reports_json(capsys, project) -> None:
    code, out, _err = run(capsys, "snapshot", str(project), "d-9b65", "--name", "Draft", "--json")
    assert code == 0
    report = json.loads(out)
    assert report["document"] == "d-9b65717c5f"
    assert report["snapshot"]["name"] == "Draft" and report["snapshot"]["words"] > 100

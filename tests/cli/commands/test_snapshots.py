"""``quire snapshots``, ``snapshot`` and ``restore``: a document's versions, listed, taken and
restored by id, the start of one, or title; the writing ones take the project's lock."""

from __future__ import annotations

import hashlib
import json
import struct
import zlib
from pathlib import Path

import pytest

from assistant.world.storage.lock import ProjectLock
from tests.ceiling import linux_only, quire_under_ceiling
from tests.cli.quire import assert_one_line_error, run, the_long_map

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



def _plant(project: Path, name: str, raw: bytes) -> None:
    """An object planted in the project's snapshot store under the hash ``name``."""
    path = project / ".quire/snapshots/objects" / name[:2] / name[2:]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)


@linux_only
def test_a_planted_delta_that_copies_a_billion_lines_is_refused_in_little_memory(
    capsys, project
) -> None:
    """A few hundred bytes whose copy operations would rebuild ~1e9 lines: refused before any
    line is copied, so restore never holds more than a few megabytes."""
    code, _out, err = run(capsys, "snapshot", str(project), "d-9b65717c5f", "--name", "mine")
    assert code == 0, err
    index = project / ".quire/snapshots/index/d-9b65717c5f.jsonl"
    taken = json.loads(index.read_text().splitlines()[-1])["object"]
    lines = 100_000
    base = ("x\n" * lines).encode()
    base_hash = hashlib.sha256(base).digest()
    _plant(project, base_hash.hex(), b"QSF1" + zlib.compress(base, 9))
    header = zlib.compress(json.dumps({"ops": [[0, lines]] * 10_000}).encode(), 9)
    hostile = (b"QSD1" + base_hash + struct.pack(">I", len(header)) + header
               + zlib.compress(b"", 9))
    assert len(hostile) < 400
    _plant(project, taken, hostile)
    before = (project / CHAPTER).read_bytes()

    outcome = quire_under_ceiling("restore", str(project), "d-9b65717c5f", "mine")

    assert outcome.code == 2, outcome.err
    assert "is damaged" in outcome.err and "unexpected" not in outcome.err
    assert outcome.peak < 16 * 1024**2, outcome.peak
    assert (project / CHAPTER).read_bytes() == before


def plant_other_computers_lock(project: Path) -> Path:
    """The lock a Quire on another computer left in a folder that was synced here."""
    lock = project / ".quire" / "lock"
    lock.parent.mkdir(exist_ok=True)
    lock.write_text(json.dumps({"pid": 4242, "host": "laptop.example",
                                "time": "2024-05-01T09:00:00+00:00", "token": "theirs"}))
    return lock


def test_another_computers_lock_is_taken_only_with_take_lock(capsys, project) -> None:
    lock = plant_other_computers_lock(project)
    for argv in (["snapshot", str(project), "d-9b65717c5f"],
                 ["restore", str(project), "d-9b65717c5f", "nothing-yet"]):
        code, _out, err = run(capsys, *argv)
        assert code == 2
        assert_one_line_error(err)
        assert "marked as open in Quire on another computer, laptop.example" in err
        assert "if Quire is not running there" in err and "with --take-lock" in err
    assert "theirs" in lock.read_text()  # left as it was
    assert not (project / ".quire/snapshots").exists()
    code, out, err = run(capsys, "snapshot", str(project), "d-9b65717c5f", "--take-lock")
    assert code == 0, err
    assert "snapshot " in out
    assert not lock.exists()  # taken over, then let go of


def test_snapshot_reports_json(capsys, project) -> None:
    code, out, _err = run(capsys, "snapshot", str(project), "d-9b65", "--name", "Draft", "--json")
    assert code == 0
    report = json.loads(out)
    assert report["document"] == "d-9b65717c5f"
    assert report["snapshot"]["name"] == "Draft" and report["snapshot"]["words"] > 100

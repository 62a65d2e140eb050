"""``quire info``: the outline, word and entity counts, in words and as JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.quire import assert_one_line_error, run, salt_road


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A small project: a part with two scenes, a note at the top, entities, a trashed doc."""
    return salt_road(tmp_path)


def test_info_prints_outline_counts_and_totals(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "info", str(project))
    assert code == 0
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "The Salt Road by Ann Writer (language: en)"
    assert "  Part One  (part f-0000000001, 11 words)" in lines
    assert "    The Bridge  (scene d-0000000001, 7 words)" in lines
    assert "  Notes  (note d-0000000003, 2 words)" in lines
    assert "Old draft" not in out
    assert "Entities: 3 (2 character, 1 place)" in lines
    assert "Trash: 1 item(s)" in lines
    assert lines[-1] == "Total: 13 words in 3 document(s)"


def test_info_json(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "info", str(project), "--json")
    assert code == 0
    info = json.loads(out)
    assert info["title"] == "The Salt Road"
    assert info["words"] == 13
    assert info["documents"] == 3
    assert info["entities"] == {
        "character": 2, "place": 1, "item": 0, "faction": 0, "other": 0,
    }
    part, note = info["outline"]
    assert (part["id"], part["type"], part["kind"], part["words"]) == (
        "f-0000000001", "folder", "part", 11,
    )
    assert [c["id"] for c in part["children"]] == ["d-0000000001", "d-0000000002"]
    assert (note["id"], note["type"], note["kind"]) == ("d-0000000003", "document", "note")
    assert info["problems"] == []


def test_info_of_a_folder_that_is_not_a_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "info", str(tmp_path))
    assert code == 2
    assert out == ""
    assert_one_line_error(err)


def test_info_of_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "info", str(tmp_path / "missing"))
    assert code == 2
    assert_one_line_error(err)


def test_other_commands_warn_about_problems(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (project / "documents" / "stray.md").write_text("no front matter\n", encoding="utf-8")
    code, _out, err = run(capsys, "info", str(project))
    assert code == 0
    assert "quire check" in err


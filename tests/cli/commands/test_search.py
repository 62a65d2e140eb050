"""``quire search``: Unicode-aware matching, its options, JSON with positions, and grep's
exit statuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.world.model import Document, Folder, FolderKind, ProjectMeta
from assistant.world.storage.store import ProjectStore
from tests.cli.quire import assert_one_line_error, run, salt_road
from tests.worlds import world_of


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A small project: a part with two scenes, a note at the top, entities, a trashed doc."""
    return salt_road(tmp_path)


def test_search_default_ignores_case_and_accents(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = run(capsys, "search", str(project), "mara")
    assert code == 0
    assert out.splitlines() == [
        "Part One › The Bridge [d-0000000001] line 1: Mára crossed the bridge.",
        "Part One › The Bridge [d-0000000001] line 2: The MARA boat.",
        "Part One › The Mill [d-0000000002] line 1: Samara mill. Mara's mill.",
        "Part One › The Mill [d-0000000002] line 1: Samara mill. Mara's mill.",
        "Notes [d-0000000003] line 1: mara notes",
    ]


def search_json(capsys: pytest.CaptureFixture[str], project: Path, *args: str) -> list[str]:
    code, out, _err = run(capsys, "search", str(project), *args, "--json")
    assert code in (0, 1)
    result = json.loads(out)
    assert result["count"] == len(result["hits"])
    return [hit["match"] for hit in result["hits"]]


def test_search_options(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert search_json(capsys, project, "mara", "--whole-word") == ["Mára", "MARA", "Mara", "mara"]
    assert search_json(capsys, project, "Mara", "--case-sensitive") == ["Mara"]
    assert search_json(capsys, project, r"\bm\w+a\b", "--regex") == ["Mára", "MARA", "Mara", "mara"]
    assert search_json(capsys, project, "mara", "--limit", "2") == ["Mára", "MARA"]
    assert search_json(capsys, project, "trash") == []
    assert search_json(capsys, project, "trash", "--include-trash") == ["trash"]


def test_search_json_carries_positions_and_snippets(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = run(capsys, "search", str(project), "bridge", "--json")
    assert code == 0
    (hit,) = json.loads(out)["hits"]
    assert hit["doc_id"] == "d-0000000001"
    assert hit["title"] == "The Bridge"
    assert hit["path"] == ["Part One", "The Bridge"]
    assert hit["line"] == 1
    assert (hit["start"], hit["end"]) == (17, 23)
    assert hit["snippet"] == "Mára crossed the bridge."
    start, end = hit["highlight"]
    assert hit["snippet"][start:end] == "bridge"


def test_search_finding_nothing_exits_1(project: Path, capsys: pytest.CaptureFixture[str]
                                        ) -> None:
    code, out, err = run(capsys, "search", str(project), "zebra")
    assert (code, out, err) == (1, "", "")


def test_search_with_a_bad_regex(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "search", str(project), "(mara", "--regex")
    assert code == 2
    assert out == ""
    assert_one_line_error(err)
    assert "regular expression" in err


def test_search_finds_a_phrase_wrapped_over_two_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = Document("d-0000000001", "Chapter 1", "the well-known Anna\nPávlovna Schérer")
    part = Folder("f-0000000001", "Book One", FolderKind.PART, (doc.id,))
    world = world_of(doc, part, root=(part.id,))
    ProjectStore.create(tmp_path / "p", ProjectMeta("W"), world)
    code, out, _err = run(capsys, "search", str(tmp_path / "p"), "Anna Pavlovna")
    assert code == 0
    assert out == (
        "Book One › Chapter 1 [d-0000000001] line 1: the well-known Anna Pávlovna Schérer\n"
    )

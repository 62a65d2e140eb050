"""``quire merge``: the conflicted copies a sync service or git left are merged with their files
from the last version both computers saw; a clean merge is saved and the copy set aside,
conflicts are shown side by side and left (or settled at once with ``--take``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.world.bases.merge_bases import MERGE
from assistant.world.edits import InsertText, MoveNode, SetEntityField, SetProjectMeta
from assistant.world.errors import StorageError
from assistant.world.merge.copy_merge import MERGED_COPIES
from assistant.world.model import Document, Entity, EntityKind
from assistant.world.problems import ProblemKind
from assistant.world.storage.store import MANIFEST, ProjectStore, document_path, entity_path
from tests.cli.quire import assert_one_line_error, run
from tests.world.merge.computers import Computer, sync, two_computers
from tests.world.storage.storage_worlds import saved_project
from tests.worlds import flat_world

CHAPTER = Document(
    "d-0000000001",
    "The Crossing",
    "The bridge held.\n\nMára crossed at dawn.\n\nThe river was high.\n",
)
NOTES = Document("d-0000000002", "Notes", "Salt, rope.\n")
MARA = Entity("e-0000000001", "Mára Vell", EntityKind.CHARACTER, fields=(("Age", "34"),))


def make(folder: Path) -> Path:
    return saved_project(folder, flat_world(CHAPTER, NOTES, entities=(MARA,)))


def dropbox(name: str) -> str:
    stem, _dot, ext = name.rpartition(".")
    return f"{stem} (Desktop's conflicted copy 2026-12-01).{ext}"


def edit(computer: Computer, *edits: object) -> None:
    with computer.opened() as project:
        for change in edits:
            project.apply(change)  # type: ignore[arg-type]
        project.save()


def chapter_text(folder: Path) -> str:
    return ProjectStore(folder).load().documents[CHAPTER.id].text


def diverged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, desktop_edits: list, laptop_edits: list
) -> tuple[Computer, list[Path]]:
    """The laptop and the desktop each changed the project offline; the desktop's changes
    arrive on the laptop as Dropbox's conflicted copies. Quire on the laptop is to merge."""
    laptop, desktop = two_computers(tmp_path, monkeypatch, make)
    edit(desktop, *desktop_edits)
    edit(laptop, *laptop_edits)
    copies = sync(desktop.folder, laptop.folder, dropbox)
    monkeypatch.setenv("QUIRE_CONFIG_DIR", str(laptop.config))
    return laptop, copies


def at(text: str, words: str) -> int:
    return text.index(words)


def test_changes_to_different_paragraphs_merge_and_the_copy_is_set_aside(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = CHAPTER.text
    laptop, copies = diverged(
        tmp_path, monkeypatch,
        [InsertText(CHAPTER.id, at(text, "high"), "brown and ")],
        [InsertText(CHAPTER.id, at(text, "held"), "still ")],
    )  # fmt: skip
    (copy,) = copies
    code, out, err = run(capsys, "merge", str(laptop.folder))
    assert code == 0, err
    assert "merged from the last version both sides saw" in out
    assert "from both sides: “The Crossing” (its text)" in out
    assert chapter_text(laptop.folder) == (
        "The bridge still held.\n\nMára crossed at dawn.\n\nThe river was brown and high.\n"
    )
    assert not copy.exists()
    kept = list((laptop.folder / MERGED_COPIES).rglob(copy.name))
    assert len(kept) == 1 and f"kept in {kept[0].relative_to(laptop.folder)}" in out
    assert "1 of 1 copies merged; 0 left" in err
    store = ProjectStore(laptop.folder)
    store.load()
    assert store.conflict_copies == () and store.problems == ()


def test_a_paragraph_both_sides_rewrote_is_shown_side_by_side_and_left(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = CHAPTER.text
    laptop, copies = diverged(
        tmp_path, monkeypatch,
        [InsertText(CHAPTER.id, at(text, "high"), "brown and "),
         InsertText(CHAPTER.id, at(text, "dawn"), "first ")],
        [InsertText(CHAPTER.id, at(text, "dawn"), "grey ")],
    )  # fmt: skip
    (copy,) = copies
    main = laptop.folder / document_path(CHAPTER)
    before = main.read_bytes()
    code, out, err = run(capsys, "merge", str(laptop.folder))
    assert code == 1
    assert "1 conflict:" in out
    assert "conflict 1 of 1: “The Crossing” (its text)" in out
    row = next(line for line in out.splitlines() if "Mára crossed at grey dawn." in line)
    assert row.index("Mára crossed at grey dawn.") < row.index("│")
    assert row.endswith("│ Mára crossed at first dawn.")
    assert "left for you: nothing written, the copy stays" in out
    assert main.read_bytes() == before and copy.is_file()
    assert "0 of 1 copies merged; 1 left" in err

    code, out, err = run(capsys, "merge", str(laptop.folder), "--take", "theirs")
    assert code == 0, err
    assert chapter_text(laptop.folder) == (
        "The bridge held.\n\nMára crossed at first dawn.\n\nThe river was brown and high.\n"
    ), "the copy's side of the clash, and what only it changed"
    assert "settled as --take theirs" in out and not copy.exists()


def test_both_keeps_this_sides_paragraph_then_the_others(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = CHAPTER.text
    laptop, _copies = diverged(
        tmp_path, monkeypatch,
        [InsertText(CHAPTER.id, at(text, "dawn"), "first ")],
        [InsertText(CHAPTER.id, at(text, "dawn"), "grey ")],
    )  # fmt: skip
    code, _out, err = run(capsys, "merge", str(laptop.folder), "--take", "both")
    assert code == 0, err
    assert chapter_text(laptop.folder) == (
        "The bridge held.\n\nMára crossed at grey dawn.\n\nMára crossed at first dawn.\n\n"
        "The river was high.\n"
    )


def test_an_entity_and_the_tree_merge_as_well(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, copies = diverged(
        tmp_path, monkeypatch,
        [SetEntityField(MARA.id, "Age", "35"), MoveNode(NOTES.id, None, 0)],
        [SetEntityField(MARA.id, "Eyes", "grey"), SetProjectMeta("author", "Ann Writer")],
    )  # fmt: skip
    assert {p.name for p in copies} == {
        dropbox(entity_path(MARA).split("/")[1]), dropbox(MANIFEST)
    }
    code, out, err = run(capsys, "merge", str(laptop.folder), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["merged"] == 2 and report["left"] == 0
    assert [c["main"] for c in report["copies"]] == [entity_path(MARA), MANIFEST]
    assert all(c["base_known"] for c in report["copies"])
    world = ProjectStore(laptop.folder).load()
    assert world.entities[MARA.id].fields == (("Age", "35"), ("Eyes", "grey"))
    assert world.root == (NOTES.id, CHAPTER.id) and world.meta.author == "Ann Writer"
    assert not any(p.exists() for p in copies)


def test_without_a_common_version_each_paragraph_held_differently_is_a_conflict(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = CHAPTER.text
    laptop, copies = diverged(
        tmp_path, monkeypatch,
        [InsertText(CHAPTER.id, at(text, "high"), "brown and ")],
        [InsertText(CHAPTER.id, at(text, "held"), "still ")],
    )  # fmt: skip
    for record in (laptop.folder / MERGE).iterdir():  # as if Quire had never kept versions
        if record.name != "objects":
            for path in record.iterdir():
                path.unlink()
    code, out, _err = run(capsys, "merge", str(laptop.folder), "--dry-run", "--json")
    assert code == 1
    (report,) = json.loads(out)["copies"]
    assert report["base_known"] is False and report["merged"] is False
    (conflict,) = report["conflicts"]
    assert conflict["key"] == f"document:{CHAPTER.id}:text"
    assert [(p["ours"], p["theirs"]) for p in conflict["paragraphs"]] == [
        (["The bridge still held."], ["The bridge held."]),
        (["The river was high."], ["The river was brown and high."]),
    ], "each paragraph that differs, and only those"
    assert copies[0].is_file(), "a dry run moves nothing"


def test_a_dry_run_of_a_clean_merge_writes_nothing(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = CHAPTER.text
    laptop, copies = diverged(
        tmp_path, monkeypatch,
        [InsertText(CHAPTER.id, at(text, "high"), "brown and ")],
        [InsertText(CHAPTER.id, at(text, "held"), "still ")],
    )  # fmt: skip
    main = laptop.folder / document_path(CHAPTER)
    before = main.read_bytes()
    code, out, _err = run(capsys, "merge", str(laptop.folder), "--dry-run")
    assert code == 0
    assert "would be merged and saved (--dry-run: nothing written)" in out
    assert main.read_bytes() == before and copies[0].is_file()
    assert not (laptop.folder / MERGED_COPIES).exists()


def test_a_failed_save_keeps_the_copy(
    capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = CHAPTER.text
    laptop, copies = diverged(
        tmp_path, monkeypatch,
        [InsertText(CHAPTER.id, at(text, "high"), "brown and ")],
        [InsertText(CHAPTER.id, at(text, "held"), "still ")],
    )  # fmt: skip

    def full_disk(self, world, *, force=False):
        raise StorageError("the disk is full")

    monkeypatch.setattr(ProjectStore, "save", full_disk)
    code, _out, err = run(capsys, "merge", str(laptop.folder))
    assert code == 2
    assert_one_line_error(err)
    assert copies[0].is_file()


def test_nothing_to_merge(capsys, tmp_path: Path) -> None:
    folder = make(tmp_path / "novel")
    code, out, _err = run(capsys, "merge", str(folder))
    assert code == 0 and "No conflicted copies" in out


GIT_CONFLICT = """<<<<<<< HEAD
Mára crossed at grey dawn.
||||||| base
Mára crossed at dawn.
=======
Mára crossed at first dawn.
>>>>>>> desktop
"""


def test_a_document_with_gits_markers_is_merged_from_the_base_git_wrote(
    capsys, tmp_path: Path
) -> None:
    folder = make(tmp_path / "novel")
    main = folder / document_path(CHAPTER)
    marked = main.read_text(encoding="utf-8").replace("Mára crossed at dawn.\n", GIT_CONFLICT)
    marked = marked.replace("The bridge held.", "The bridge still held.")
    main.write_text(marked, encoding="utf-8")
    store = ProjectStore(folder)
    store.load()
    assert [p.kind for p in store.problems] == [ProblemKind.CONFLICT_MARKERS]
    code, out, _err = run(capsys, "merge", str(folder))
    assert code == 1
    assert "this branch" in out and "the other branch" in out
    code, out, err = run(capsys, "merge", str(folder), "--take", "theirs")
    assert code == 0, err
    assert chapter_text(folder) == (
        "The bridge still held.\n\nMára crossed at first dawn.\n\nThe river was high.\n"
    )
    (kept,) = (folder / MERGED_COPIES).rglob(main.name)
    assert kept.read_text(encoding="utf-8") == marked, "the file as git left it, kept"
    store = ProjectStore(folder)
    store.load()
    assert store.problems == ()


def test_markers_in_a_documents_header_are_merged_too(capsys, tmp_path: Path) -> None:
    """Both branches retitled the chapter: git's markers break its header, so the project
    opens without it; quire merge gives it back, under the title chosen, in its own file."""
    folder = make(tmp_path / "novel")
    main = folder / document_path(CHAPTER)
    text = main.read_text(encoding="utf-8")
    marked = text.replace(
        'title: "The Crossing"\n',
        '<<<<<<< HEAD\ntitle: "The Ford"\n=======\ntitle: "The Bridge"\n>>>>>>> desktop\n',
    )
    main.write_text(marked, encoding="utf-8")
    store = ProjectStore(folder)
    assert CHAPTER.id not in store.load().documents
    assert ProblemKind.CONFLICT_MARKERS in {p.kind for p in store.problems}
    code, _out, err = run(capsys, "merge", str(folder), "--take", "theirs")
    assert code == 0, err
    store = ProjectStore(folder)
    world = store.load()
    assert world.documents[CHAPTER.id].title == "The Bridge"
    assert world.documents[CHAPTER.id].text == CHAPTER.text
    assert store.problems == ()
    assert not main.exists(), "the file git left is kept aside, not read twice"
    (kept,) = (folder / MERGED_COPIES).rglob(main.name)
    assert kept.read_text(encoding="utf-8") == marked

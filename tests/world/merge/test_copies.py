"""Conflicted copies, as each sync service names them and as git leaves them, are recognised
when the project opens: the project opens with the main version, the copies are offered for a
merge (never read as strange documents or as duplicates) and stay on disk."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.world.edits import InsertText, MoveNode, SetEntityField, SetProjectMeta
from assistant.world.merge.copies import (
    ConflictCopy,
    SyncService,
    copies_in,
    copy_of,
    has_markers,
    split_markers,
)
from assistant.world.model import Document, Entity, EntityKind
from assistant.world.problems import ProblemKind
from assistant.world.project import Project
from assistant.world.storage.frontmatter import document_to_text
from assistant.world.storage.store import MANIFEST, ProjectStore, document_path, entity_path
from tests.tiers import examples
from tests.world.merge.computers import sync, two_computers
from tests.world.storage.storage_worlds import saved_project
from tests.worlds import flat_world

CHAPTER = Document("d-0000000001", "The Crossing", "The bridge held.\n\nMára crossed.\n")
NOTES = Document("d-0000000002", "Notes", "Salt, rope.\n")
MARA = Entity("e-0000000001", "Mára Vell", EntityKind.CHARACTER, fields=(("Age", "34"),))
WHEN = datetime(2026, 12, 1, 10, 11, 12)


def make(folder: Path) -> Path:
    return saved_project(folder, flat_world(CHAPTER, NOTES, entities=(MARA,)))


def _split(name: str) -> tuple[str, str]:
    stem, dot, ext = name.rpartition(".")
    return stem, dot + ext


# Each service's own rule for naming the copy of ``name`` (the file whose change lost).


def dropbox_of(computer: str) -> Callable[[str], str]:
    def rename(name: str) -> str:
        stem, ext = _split(name)
        return f"{stem} ({computer}'s conflicted copy {WHEN:%Y-%m-%d}){ext}"

    return rename


def dropbox_old(name: str) -> str:
    stem, ext = _split(name)
    return f"{stem} (conflicted copy {WHEN:%Y-%m-%d}){ext}"


def syncthing(name: str) -> str:
    """``conflictName`` of Syncthing's lib/model/folder_sendrecv.go."""
    stem, ext = _split(name)
    return stem + WHEN.strftime(".sync-conflict-%Y%m%d-%H%M%S-") + "ABCDEFG" + ext


def onedrive(name: str) -> str:
    stem, ext = _split(name)
    return f"{stem}-DESKTOP-4F2K9Q1{ext}"


def nextcloud(name: str) -> str:
    """``Utility::makeConflictFileName`` of the Nextcloud desktop client."""
    stem, ext = _split(name)
    return f"{stem} (conflicted copy {WHEN:%Y-%m-%d %H%M%S}){ext}"


def nextcloud_user(name: str) -> str:
    stem, ext = _split(name)
    return f"{stem} (conflicted copy mara {WHEN:%Y-%m-%d %H%M%S}){ext}"


NAMED = [
    (dropbox_of("Mára"), SyncService.DROPBOX, "2026-12-01", "Mára"),
    (dropbox_old, SyncService.DROPBOX, "2026-12-01", ""),
    (syncthing, SyncService.SYNCTHING, "2026-12-01 10:11:12", "ABCDEFG"),
    (onedrive, SyncService.ONEDRIVE, "", "DESKTOP-4F2K9Q1"),
    (nextcloud, SyncService.NEXTCLOUD, "2026-12-01 10:11:12", ""),
    (nextcloud_user, SyncService.NEXTCLOUD, "2026-12-01 10:11:12", "mara"),
]


@pytest.mark.parametrize(("rename", "service", "made", "by"), NAMED)
@pytest.mark.parametrize("main", [document_path(CHAPTER), entity_path(MARA), MANIFEST])
def test_each_services_name_for_a_copy_says_what_it_is_a_copy_of(
    rename: Callable[[str], str], service: SyncService, made: str, by: str, main: str
) -> None:
    name = main.rsplit("/", 1)[-1]
    copy = rename(name)
    assert copy_of(copy, {name, copy}) == ConflictCopy(copy, name, service, made, by)


def test_the_main_file_itself_and_ordinary_names_are_no_copies() -> None:
    names = {"the-crossing-d-0000000001.md", "notes-d-0000000002.md"}
    for name in names:
        assert copy_of(name, names) is None
    assert copy_of("project.quire", {"project.quire"}) is None


def test_onedrives_name_counts_only_beside_its_main_file() -> None:
    copy = onedrive("the-crossing-d-0000000001.md")
    assert copy_of(copy, {copy}) is None
    assert copy_of(copy, {copy, "the-crossing-d-0000000002.md"}) is None
    assert copy_of("notes-d-0000000002-a b.md", {"notes-d-0000000002.md"}) is None


def _onedrive_by_every_cut(name: str, names: set[str]) -> ConflictCopy | None:
    """OneDrive's rule tried at every place in the name, from the end, as it once was."""
    stem, dot, ext = name.rpartition(".")
    if not dot:
        return None
    for cut in range(len(stem) - 1, 0, -1):
        main = f"{stem[:cut]}.{ext}"
        if stem[cut] != "-" or main not in names or main == name:
            continue
        suffix = re.sub(r"-\d+$", "", stem[cut + 1 :])
        if re.fullmatch(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*", suffix) and len(suffix) <= 63:
            return ConflictCopy(name, main, SyncService.ONEDRIVE, "", suffix)
    return None


@settings(max_examples=examples(300))
@given(st.text("ab-1.", max_size=14), st.sets(st.text("ab-1.", max_size=12), max_size=6))
def test_onedrives_rule_looks_at_each_hyphen_as_it_looked_at_every_place(
    name: str, others: set[str]
) -> None:
    names = {name, *others}
    if "conflict" not in name:
        assert copy_of(name, names) == _onedrive_by_every_cut(name, names)


@settings(max_examples=examples(500))
@given(st.sets(st.text("ab-1.c", max_size=14), max_size=12))
def test_a_folder_read_in_one_pass_finds_what_each_name_alone_finds(names: set[str]) -> None:
    one_by_one = {n: c for n in names if (c := copy_of(n, names)) is not None}
    assert copies_in(names) == one_by_one


def test_a_folder_read_in_one_pass_finds_every_kind_of_copy() -> None:
    names = [
        "1-2-the-crossing-d-0000000001.md",
        "1-2-the-crossing-d-0000000001-LAPTOP.md",
        "1-2-the-crossing-d-0000000001-DESK-3.md",  # a second copy from DESK
        "notes.md",
        "notes-DESK-TOP.md",
        "notes-.md",  # no computer's name
        "notes-a.b.md",  # nor is this one
        "notes (Mára's conflicted copy 2026-12-01).md",
        "notes.sync-conflict-20261201-101112-ABCDEFG.md",
        "a.md",
        "a-b.md",
        "a-b-PC.md",  # a copy of a-b.md, the longest name it can be a copy of
        "lone-LAPTOP.md",  # no lone.md
    ]
    found = copies_in(names)
    assert found == {n: c for n in names if (c := copy_of(n, set(names))) is not None}
    assert {n: (c.main, c.service, c.by) for n, c in found.items()} == {
        "1-2-the-crossing-d-0000000001-LAPTOP.md":
            ("1-2-the-crossing-d-0000000001.md", SyncService.ONEDRIVE, "LAPTOP"),
        "1-2-the-crossing-d-0000000001-DESK-3.md":
            ("1-2-the-crossing-d-0000000001.md", SyncService.ONEDRIVE, "DESK"),
        "notes-DESK-TOP.md": ("notes.md", SyncService.ONEDRIVE, "DESK-TOP"),
        "notes (Mára's conflicted copy 2026-12-01).md":
            ("notes.md", SyncService.DROPBOX, "Mára"),
        "notes.sync-conflict-20261201-101112-ABCDEFG.md":
            ("notes.md", SyncService.SYNCTHING, "ABCDEFG"),
        "a-b.md": ("a.md", SyncService.ONEDRIVE, "b"),
        "a-b-PC.md": ("a-b.md", SyncService.ONEDRIVE, "PC"),
    }  # fmt: skip


@pytest.mark.parametrize(("rename", "service", "_made", "_by"), NAMED)
def test_copies_made_by_a_sync_are_offered_for_a_merge_at_open(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    rename: Callable[[str], str],
    service: SyncService,
    _made: str,
    _by: str,
) -> None:
    laptop, desktop = two_computers(tmp_path, monkeypatch, make)
    with desktop.opened() as project:  # the desktop changes a document, an entity and the tree
        project.apply(InsertText(CHAPTER.id, 0, "Desktop. "))
        project.apply(SetEntityField(MARA.id, "Age", "35"))
        project.apply(MoveNode(NOTES.id, None, 0))
        project.save()
    with laptop.opened() as project:  # and so does the laptop, before they sync
        project.apply(InsertText(CHAPTER.id, 0, "Laptop. "))
        project.apply(SetEntityField(MARA.id, "Eyes", "grey"))
        project.apply(SetProjectMeta("author", "Mára Vell"))
        project.save()
    copies = sync(desktop.folder, laptop.folder, rename)
    assert {p.name for p in copies} == {
        rename(document_path(CHAPTER).split("/")[1]),
        rename(entity_path(MARA).split("/")[1]),
        rename(MANIFEST),
    }
    with laptop.opened() as project:
        store = project.store
        assert store is not None
        found = {c.path: c for c in store.conflict_copies}
        assert set(found) == {str(p.relative_to(laptop.folder)) for p in copies}
        assert {c.service for c in found.values()} == {service}
        assert {c.main for c in found.values()} == {
            document_path(CHAPTER),
            entity_path(MARA),
            MANIFEST,
        }
        kinds = [(p.path, p.kind) for p in store.problems]
        assert sorted(kinds) == sorted((path, ProblemKind.CONFLICT_COPY) for path in found)
        assert set(project.world.documents) == {CHAPTER.id, NOTES.id}
        assert set(project.world.entities) == {MARA.id}
        assert project.world.documents[CHAPTER.id].text.startswith("Laptop. ")
        assert project.world.meta.author == "Mára Vell"
        assert store.external_changes() == []
        project.apply(InsertText(CHAPTER.id, 0, "Again. "))
        project.save()
    assert all(path.is_file() for path in copies), "kept until a merge is accepted"


def test_a_document_that_only_looks_like_onedrives_copy_is_read_as_itself(
    tmp_path: Path,
) -> None:
    folder = make(tmp_path / "novel")
    aside = Document("d-0000000003", "Aside", "Its own text.\n")
    name = document_path(NOTES).replace(".md", "-Aside.md")  # as OneDrive names a copy
    (folder / name).write_text(document_to_text(aside), encoding="utf-8")
    store = ProjectStore(folder)
    world = store.load()
    assert world.documents[aside.id] == aside
    assert store.conflict_copies == ()
    assert [p.kind for p in store.problems] == [ProblemKind.NOT_IN_TREE]


def test_a_copy_of_the_same_id_named_as_onedrive_names_one_is_a_copy(tmp_path: Path) -> None:
    folder = make(tmp_path / "novel")
    main = folder / document_path(CHAPTER)
    copy = main.with_name(onedrive(main.name))
    copy.write_bytes(main.read_bytes().replace(b"held", b"swayed"))
    store = ProjectStore(folder)
    world = store.load()
    assert world.documents[CHAPTER.id].text == CHAPTER.text
    assert [c.service for c in store.conflict_copies] == [SyncService.ONEDRIVE]
    assert [p.kind for p in store.problems] == [ProblemKind.CONFLICT_COPY]


def test_a_copy_arriving_while_the_project_is_open_is_a_change_on_disk(tmp_path: Path) -> None:
    folder = make(tmp_path / "novel")
    project = Project.open(folder)
    try:
        main = folder / document_path(CHAPTER)
        copy = main.with_name(syncthing(main.name))
        copy.write_bytes(main.read_bytes())
        store = project.store
        assert store is not None
        assert store.external_changes() == [str(copy.relative_to(folder))]
        store.load()
        assert store.external_changes() == []
        assert [c.path for c in store.conflict_copies] == [str(copy.relative_to(folder))]
    finally:
        project.close()


# -- git's conflict markers -------------------------------------------------------------------

MARKED = """The bridge held.

<<<<<<< HEAD
Mára crossed at dawn.
=======
Mára crossed at dusk.
>>>>>>> desktop
The river was high.
"""

DIFF3 = """Title
=======

<<<<<<< ours
Mára crossed at dawn.
||||||| base
Mára crossed.
=======
Mára crossed at dusk.
>>>>>>> theirs
"""


def test_gits_markers_give_both_sides_and_the_base_when_git_wrote_it() -> None:
    sides = split_markers(MARKED)
    assert sides is not None and sides.conflicts == 1
    assert sides.ours == "The bridge held.\n\nMára crossed at dawn.\nThe river was high.\n"
    assert sides.theirs == "The bridge held.\n\nMára crossed at dusk.\nThe river was high.\n"
    assert sides.base is None
    three = split_markers(DIFF3)
    assert three is not None
    assert three.base == "Title\n=======\n\nMára crossed.\n"
    assert three.ours.startswith("Title\n=======\n"), "a heading's underline is no marker"


@pytest.mark.parametrize(
    "text",
    [
        "A heading\n=======\n\nText.\n",
        "<<<<<<< left open\nours\n=======\ntheirs\n",
        "<<<<<<<not a marker\n=======\n>>>>>>>\n",
        "> > > > quoted\n>>>>>>> a quote\n",
    ],
)
def test_text_that_only_looks_like_markers_is_text(text: str) -> None:
    assert split_markers(text) is None
    assert not has_markers(text.encode("utf-8"))


def test_a_document_with_gits_markers_opens_as_it_is_and_is_offered_for_a_merge(
    tmp_path: Path,
) -> None:
    folder = make(tmp_path / "novel")
    main = folder / document_path(CHAPTER)
    head = main.read_text(encoding="utf-8").split("\n\n", 1)[0]
    main.write_text(head + "\n\n" + MARKED, encoding="utf-8")
    store = ProjectStore(folder)
    world = store.load()
    assert "<<<<<<< HEAD" in world.documents[CHAPTER.id].text, "nothing hidden, nothing lost"
    rel = document_path(CHAPTER)
    assert store.conflict_copies == (ConflictCopy(rel, rel, SyncService.GIT),)
    assert [(p.path, p.kind) for p in store.problems] == [(rel, ProblemKind.CONFLICT_MARKERS)]

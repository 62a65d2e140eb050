"""Renaming a series entity across the books of its series: the plan, then the books changed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant.world.edits import SetText
from assistant.world.project import Project
from assistant.world.series.book_store import BookStore
from assistant.world.series.rename_apply import apply_to_books, current_edit
from assistant.world.series.rename_plan import (
    RenameError,
    RenamePlan,
    RenameSkip,
    plan_rename,
    replacement_for,
)
from assistant.world.snapshots.model import SnapshotReason
from assistant.world.snapshots.store import SnapshotStore
from assistant.world.storage.lock import ProjectLock
from tests.world.series.renaming_books import ALIAS, NAME, counted, document_texts, make_three_books
from tests.world.series.series_folders import HARBOUR, MARA, OWN, files


def _plan(project: Project, new_name: str = "Kira", **kwargs: bool) -> RenamePlan:
    store = project.store
    assert isinstance(store, BookStore) and store.series_root is not None
    return plan_rename(project.world, store.root, store.series_root, MARA, new_name, **kwargs)


def _counts(book) -> dict[str, int]:
    return {doc.doc_id: len(doc.hits) for doc in book.documents}


def test_the_plan_lists_every_books_mentions_as_re_counts_them(tmp_path: Path):
    _series, books = make_three_books(tmp_path)
    before = {book: files(book) for book in books}
    project = Project.open(books[1])
    try:
        plan = _plan(project)
    finally:
        project.close()
    assert (plan.old_name, plan.new_name, plan.names) == ("Mara", "Kira", ("Mara",))
    assert plan.current.number == 2 and _counts(plan.current) == counted(books[1])
    assert [b.number for b in plan.others] == [1, 3] and plan.skipped == ()
    for book, folder in zip(plan.others, (books[0], books[2]), strict=True):
        assert _counts(book) == counted(folder)
        assert book.count == sum(counted(folder).values()) > 0
    assert plan.others[0].count == 4 and plan.others[1].count == 2
    market = plan.others[0].documents[1]
    assert [h.found for h in market.hits] == ["MARA", "Mára"]
    assert [h.replacement for h in market.hits] == ["KIRA", "Kira"]
    first = market.hits[0]
    assert first.snippet[first.highlight[0]:first.highlight[1]] == "MARA"
    # planning changes nothing and leaves no lock behind
    assert {book: files(book) for book in books} == before
    lock = ProjectLock(books[0])
    lock.acquire()
    lock.release()


def test_aliases_are_renamed_only_when_asked(tmp_path: Path):
    _series, books = make_three_books(tmp_path)
    project = Project.open(books[1])
    try:
        plan = _plan(project, with_aliases=True)
    finally:
        project.close()
    assert plan.names == ("Mara", "the smuggler")
    for book, folder in zip(plan.others, (books[0], books[2]), strict=True):
        both = counted(folder)
        for doc_id, count in counted(folder, ALIAS).items():
            both[doc_id] = both.get(doc_id, 0) + count
        assert _counts(book) == both
    # "the smuggler's boy" is a whole word too: the alias is found before the apostrophe
    assert plan.others[0].documents[1].hits[1].found == "the smuggler"


def test_applying_changes_every_book_keeps_snapshots_and_undo_restores_this_one(tmp_path: Path):
    series, books = make_three_books(tmp_path)
    originals = {book: document_texts(book) for book in books}
    before_current, before_series = files(books[1]), files(series)
    counts = {book: sum(counted(book).values()) for book in books}
    project = Project.open(books[1])
    try:
        plan = _plan(project)
        outcomes = apply_to_books(plan)
        done = [(o.book.number, o.done, o.replaced) for o in outcomes]
        assert done == [(1, True, 4), (3, True, 2)]
        inverse = project.apply(current_edit(project.world, plan))
        assert project.world.entities[MARA].name == "Kira"
        project.save()
        for book in books:
            assert counted(book) == {}, book
            kira = sum(text.count("Kira") + text.count("KIRA")
                       for text in document_texts(book).values())
            assert kira == counts[book]
        # the series entity's new name went into the series folder, once
        assert any('name: "Kira"' in text for text in
                   (p.read_text("utf-8") for p in (series / "entities").glob("*.md")))
        assert not any(p.name.startswith("kira") for p in (books[0] / "entities").glob("*"))
        # each other book kept each changed document as it was, named for the rename
        for outcome, folder in zip(outcomes, (books[0], books[2]), strict=True):
            snapshots = SnapshotStore(folder)
            assert outcome.snapshots == len(outcome.book.documents) == len(snapshots.documents())
            for doc_id in snapshots.documents():
                (info,) = snapshots.snapshots(doc_id)
                assert info.reason == SnapshotReason.RENAME and info.name == "Mara → Kira"
                kept = snapshots.load(info).text
                assert any(kept in text for text in originals[folder].values())
        project.apply(inverse)
        project.save()
    finally:
        project.close()
    assert files(books[1]) == before_current and files(series) == before_series
    assert BookStore(books[0]).load().entities[MARA].name == "Mara"


def test_a_locked_book_and_a_missing_book_are_listed_and_left_alone(tmp_path: Path):
    _series, books = make_three_books(tmp_path)
    shutil.rmtree(books[0])
    third = files(books[2])
    lock = ProjectLock(books[2])
    lock.acquire()
    project = Project.open(books[1])
    try:
        plan = _plan(project)
        assert [(b.number, b.skipped) for b in plan.others] == [
            (1, RenameSkip.MISSING), (3, RenameSkip.LOCKED)
        ]
        assert plan.books == () and len(plan.skipped) == 2
        assert plan.current.count == 5
        outcomes = apply_to_books(plan)
        assert [o.skipped for o in outcomes] == [RenameSkip.MISSING, RenameSkip.LOCKED]
    finally:
        project.close()
        lock.release()
    assert files(books[2]) == third and not books[0].exists()


def test_a_book_locked_after_the_plan_is_skipped_when_applying(tmp_path: Path):
    _series, books = make_three_books(tmp_path)
    third = files(books[2])
    project = Project.open(books[1])
    try:
        plan = _plan(project)
        assert plan.skipped == ()
        with ProjectLock(books[2]):
            outcomes = apply_to_books(plan)
    finally:
        project.close()
    assert [(o.book.number, o.skipped) for o in outcomes] == [(1, ""), (3, RenameSkip.LOCKED)]
    assert files(books[2]) == third and counted(books[0]) == {}


def test_a_book_keeping_its_own_copy_of_the_entity_is_left_alone(tmp_path: Path):
    _series, books = make_three_books(tmp_path, shadow_in=3)
    third = files(books[2])
    project = Project.open(books[1])
    try:
        plan = _plan(project)
        assert [(b.number, b.skipped) for b in plan.others] == [(1, ""), (3, RenameSkip.SHADOWED)]
        apply_to_books(plan)
        project.apply(current_edit(project.world, plan))
        project.save()
    finally:
        project.close()
    assert files(books[2]) == third
    assert BookStore(books[2]).load().entities[MARA].name == "Mara"
    assert counted(books[0]) == {}


def test_a_book_changed_on_disk_since_the_plan_is_not_overwritten(tmp_path: Path):
    _series, books = make_three_books(tmp_path)
    project = Project.open(books[1])
    try:
        plan = _plan(project)
        other = Project.open(books[2])
        doc_id = next(iter(other.world.documents))
        other.apply(SetText(doc_id, "Mara wrote a letter.\n"))
        other.save()
        other.close()
        changed = files(books[2])
        outcomes = apply_to_books(plan, [1, 3])
    finally:
        project.close()
    assert [(o.book.number, o.skipped) for o in outcomes] == [(1, ""), (3, RenameSkip.CHANGED)]
    assert files(books[2]) == changed


def test_only_the_chosen_books_change(tmp_path: Path):
    _series, books = make_three_books(tmp_path)
    first = files(books[0])
    project = Project.open(books[1])
    try:
        outcomes = apply_to_books(_plan(project), [3])
    finally:
        project.close()
    assert [o.book.number for o in outcomes] == [3]
    assert files(books[0]) == first and counted(books[2]) == {}


def test_what_cannot_be_renamed_is_refused(tmp_path: Path):
    _series, books = make_three_books(tmp_path)
    project = Project.open(books[1])
    try:
        store = project.store
        assert isinstance(store, BookStore) and store.series_root is not None
        for entity_id, name in ((MARA, "Mara"), (MARA, "  "), (OWN, "Kira")):
            with pytest.raises(RenameError):
                plan_rename(project.world, store.root, store.series_root, entity_id, name)
        plan = plan_rename(project.world, store.root, store.series_root, HARBOUR, "Saltport")
        assert plan.current.count == 1 and plan.others[0].count == 0
    finally:
        project.close()


def test_capitals_are_kept_where_the_text_shouts():
    assert replacement_for("MARA", "Kira Vell") == "KIRA VELL"
    assert replacement_for("Mara", "Kira") == "Kira"
    assert replacement_for("M", "Kira") == "Kira"
    assert NAME.findall("Mara MARA mara Mára") == ["Mara", "MARA", "Mára"]


def test_a_book_entry_that_cannot_be_followed_is_listed_not_followed(tmp_path: Path):
    series, books = make_three_books(tmp_path)
    manifest = series / "series.quire"
    data = json.loads(manifest.read_text("utf-8"))
    data["books"].insert(0, {"path": str(books[0].resolve()), "title": "Elsewhere"})
    manifest.write_text(json.dumps(data), "utf-8")
    first = files(books[0])
    project = Project.open(books[1])
    try:
        plan = _plan(project)
        assert plan.current.number == 3
        assert [(b.number, b.title, b.skipped) for b in plan.others] == [
            (1, "Elsewhere", RenameSkip.UNREADABLE), (2, "Book 1", ""), (4, "Book 3", "")
        ]
        apply_to_books(plan, [1])
    finally:
        project.close()
    assert files(books[0]) == first

"""A change split into hunks: all of them give the proposed text, none gives nothing, and any
choice (taken in part, in the writer's words) undoes to the original byte for byte."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.world.edits import (
    CompoundEdit,
    Edit,
    FindReplace,
    InsertText,
    ReplaceSpans,
    SetText,
    SetTitle,
)
from assistant.world.edits.hunks import EditHunk, HunkChoice, edit_hunks
from assistant.world.errors import InvalidValueError
from assistant.world.model import Document, World
from assistant.world.storage.store import ProjectStore
from tests.tiers import examples
from tests.worlds import flat_world

ALPHABET = "ab \n.é"


def two_docs(one: str, two: str) -> World:
    return flat_world(Document("d1", "One", one), Document("d2", "Two", two))


def files_of(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".quire" not in path.relative_to(root).parts
    }


# -- what the hunks are ----------------------------------------------------------------------


def test_a_replace_of_three_occurrences_is_three_hunks() -> None:
    world = two_docs("Anna met Anna. Then Anna left.", "")
    hunks = edit_hunks(FindReplace("d1", "Anna", "Hanna"), world)
    assert [(h.start, h.end, h.old, h.new) for h in hunks] == [
        (0, 4, "Anna", "Hanna"), (9, 13, "Anna", "Hanna"), (20, 24, "Anna", "Hanna")
    ]  # fmt: skip


def test_a_rewrite_splits_by_paragraph_and_keeps_one_paragraph_whole() -> None:
    old = "First line here.\n\nSecond one, too.\n\nThird stays."
    new = "First line there.\n\nSecond two, also.\n\nThird stays."
    hunks = edit_hunks(SetText("d1", new), two_docs(old, ""))
    assert [(h.old, h.new) for h in hunks] == [("here", "there"), ("one, too", "two, also")]


def test_a_replace_across_documents_is_a_hunk_per_place() -> None:
    world = two_docs("Anna.", "Not Anna, Anna.")
    edit = CompoundEdit(
        (ReplaceSpans("d1", ((0, 4, "Hanna"),)), FindReplace("d2", "Anna", "Hanna"))
    )
    assert [(h.doc_id, h.start) for h in edit_hunks(edit, world)] == [
        ("d1", 0), ("d2", 4), ("d2", 10)
    ]  # fmt: skip


def test_a_change_other_than_text_has_no_hunks() -> None:
    world = two_docs("Anna.", "")
    assert edit_hunks(SetTitle("d1", "Uno"), world) == ()
    assert edit_hunks(FindReplace("d1", "Bob", "Rob"), world) == ()  # cannot apply


def test_a_place_the_replace_leaves_as_it_was_is_no_hunk() -> None:
    world = two_docs("Anna and anna", "")
    edit = FindReplace("d1", "anna", "Anna", case_sensitive=False)
    assert [h.start for h in edit_hunks(edit, world)] == [9]


def test_a_choice_of_a_hunk_that_is_not_there_is_refused() -> None:
    world = two_docs("Anna met Anna.", "")
    hunks = edit_hunks(FindReplace("d1", "Anna", "Hanna"), world)
    with pytest.raises(InvalidValueError):
        HunkChoice.of(taken=[3]).edit(hunks)
    with pytest.raises(InvalidValueError):
        HunkChoice.of(texts={0: "x"}).edit(hunks)


def test_the_writers_words_replace_the_assistants_and_say_so() -> None:
    world = two_docs("Anna met Anna.", "")
    hunks = edit_hunks(FindReplace("d1", "Anna", "Hanna"), world)
    choice = HunkChoice.of(taken=[2], texts={2: "Johanna", 1: "ignored"})
    edit = choice.edit(hunks)
    assert isinstance(edit, Edit)
    after, _ = edit.apply(world)
    assert after.documents["d1"].text == "Anna met Johanna."
    assert choice.taken_of(hunks) == (2,)
    assert choice.edited_of(hunks) == (2,)
    assert choice.changes(hunks)
    assert not HunkChoice().changes(hunks)


def test_an_edited_insertion_stays_an_insertion() -> None:
    world = two_docs("Start.", "")
    hunks = edit_hunks(InsertText("d1", 6, " More."), world)
    edit = HunkChoice.of(texts={1: " Less."}).edit(hunks)
    assert edit == InsertText("d1", 6, " Less.")


# -- the properties ----------------------------------------------------------------------------


@st.composite
def text_changes(draw: st.DrawFn) -> tuple[World, Edit]:
    """Two documents and a change of their text: a replace, a rewrite, or both at once."""
    one = draw(st.text(ALPHABET, max_size=40))
    two = draw(st.text(ALPHABET, max_size=40))
    world = two_docs(one, two)
    rewrite = SetText("d1", draw(st.text(ALPHABET, max_size=40)))
    find = draw(st.sampled_from(["a", "b", " ", "é", "ab"]))
    replace = FindReplace("d2", find, draw(st.text(ALPHABET, max_size=4)))
    kind = draw(st.sampled_from(["rewrite", "replace", "both"]))
    if kind == "rewrite" or (kind == "both" and not replace.matches(world)):
        return world, rewrite
    if not replace.matches(world):
        return world, InsertText("d2", draw(st.integers(0, len(two))), "x")
    return world, (replace if kind == "replace" else CompoundEdit((rewrite, replace)))


def _texts(world: World) -> dict[str, str]:
    return {doc.id: doc.text for doc in world.documents.values()}


@settings(max_examples=examples(400), deadline=None)
@given(change=text_changes())
def test_every_hunk_gives_the_proposed_text_and_none_gives_nothing(
    change: tuple[World, Edit],
) -> None:
    world, edit = change
    proposed, _ = edit.apply(world)
    hunks = edit_hunks(edit, world)
    assert all(isinstance(h, EditHunk) and h.old != h.new for h in hunks)
    if _texts(proposed) == _texts(world):
        assert hunks == ()
        return
    every = HunkChoice().edit(hunks)
    assert every is not None
    assert _texts(every.apply(world)[0]) == _texts(proposed)
    assert HunkChoice.of(taken=[]).edit(hunks) is None


@pytest.mark.timeout(300)
@settings(
    max_examples=examples(200),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(change=text_changes(), data=st.data())
def test_any_choice_undone_gives_the_original_byte_for_byte(
    tmp_path_factory, change: tuple[World, Edit], data: st.DataObject
) -> None:
    world, edit = change
    hunks = edit_hunks(edit, world)
    numbers = list(range(1, len(hunks) + 1))
    taken = data.draw(st.lists(st.sampled_from(numbers), unique=True)) if numbers else []
    texts = {n: data.draw(st.text(ALPHABET, max_size=6)) for n in taken if data.draw(st.booleans())}
    choice = HunkChoice.of(taken, texts)
    built = choice.edit(hunks)
    root = tmp_path_factory.mktemp("hunks")
    store = ProjectStore.create(root, world.meta, world)
    start = files_of(root)
    if built is None:
        assert all(texts.get(n, hunks[n - 1].new) == hunks[n - 1].old for n in taken)
        return
    after, inverse = built.apply(world)
    for number in taken:  # each hunk taken reads as chosen, the others as before
        hunk = hunks[number - 1]
        assert texts.get(number, hunk.new) in after.documents[hunk.doc_id].text
    store.save(after)
    back, _ = inverse.apply(after)
    assert back == world
    store.save(back)
    assert files_of(root) == start

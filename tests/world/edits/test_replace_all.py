"""Replacing across a project as one edit, and which documents differ from what is on
disk."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.world.edits import ReplaceRange
from assistant.world.edits.replace_all import replace_everywhere
from assistant.world.model import Document, Folder, FrozenMap, TrashEntry, World
from assistant.world.project import Project
from assistant.world.search.engine import SearchOptions, search, spans_in
from tests.paths import SAMPLE


def _world() -> World:
    one = Document("d-0000000001", "One", "Mára met MARA; mara’s map. Ümlaut maps.")
    two = Document("d-0000000002", "Two", "No one here.")
    three = Document("d-0000000003", "Three", "Mara, again: Mára.")
    trashed = Document("d-0000000004", "Old", "Mara in the trash.")
    inner = Folder("f-0000000002", "Chapter 2", children=(three.id,))
    part = Folder("f-0000000001", "Part One", children=(one.id, inner.id))
    return World(
        documents=FrozenMap({d.id: d for d in (one, two, three, trashed)}),
        folders=FrozenMap({part.id: part, inner.id: inner}),
        root=(part.id, two.id),
        trash=(TrashEntry(trashed.id),),
    )


def test_spans_in_agrees_with_search():
    world = _world()
    for options in (SearchOptions(), SearchOptions(case_sensitive=True),
                    SearchOptions(whole_word=True), SearchOptions(regex=True)):  # fmt: skip
        for query in ("mara", "Mára", "map", "m[aá]ra"):
            hits = search(world, query, options)
            for doc in world.documents_in_order():
                expected = [(h.start, h.end) for h in hits if h.doc_id == doc.id]
                assert spans_in(doc, query, options) == expected


def test_replace_everywhere_is_one_edit_that_undoes_exactly():
    world = _world()
    planned = replace_everywhere(world, "mara", "Maren")
    assert planned is not None
    assert (planned.count, planned.documents) == (5, 2)
    after, inverse = planned.edit.apply(world)
    assert after.documents["d-0000000001"].text == "Maren met Maren; Maren’s map. Ümlaut maps."
    assert after.documents["d-0000000003"].text == "Maren, again: Maren."
    assert after.documents["d-0000000004"].text == "Mara in the trash."  # trash untouched
    assert after.documents["d-0000000002"] is world.documents["d-0000000002"]
    restored, _ = inverse.apply(after)
    assert restored == world
    assert replace_everywhere(world, "nobody", "x") is None
    assert replace_everywhere(world, "", "x") is None


def test_spans_found_on_an_older_snapshot_are_used_only_where_nothing_changed():
    world = _world()
    found = {
        doc.id: (doc, spans_in(doc, "mara"))
        for doc in world.documents_in_order()
    }
    edited, _ = ReplaceRange("d-0000000003", 0, 0, "So: ").apply(world)  # shifts its hits
    planned = replace_everywhere(edited, "mara", "Maren", found=found)
    assert planned is not None
    after, _ = planned.edit.apply(edited)
    assert after.documents["d-0000000003"].text == "So: Maren, again: Maren."
    # a stale span would have been used had the document not changed: prove they are reused
    fake = {"d-0000000001": (world.documents["d-0000000001"], [(0, 4)])}
    planned = replace_everywhere(world, "mara", "X", found=fake)
    assert planned is not None
    after, _ = planned.edit.apply(world)
    assert after.documents["d-0000000001"].text.startswith("X met MARA")


def test_the_project_knows_what_differs_from_the_disk(tmp_path):
    root = Path(shutil.copytree(SAMPLE, tmp_path / "sample"))
    project = Project.open(root, lock=False)
    toll_house = "d-0afb7cc2a9"
    assert not project.is_unsaved(toll_house)
    inverse = project.apply(ReplaceRange(toll_house, 0, 0, "x"))
    assert project.is_unsaved(toll_house)
    assert not project.is_unsaved("d-9b65717c5f")
    project.apply(inverse)
    assert not project.is_unsaved(toll_house)  # back to what is on disk
    project.apply(ReplaceRange(toll_house, 0, 0, "y"))
    project.save()
    assert not project.is_unsaved(toll_house)
    assert project.saved_world is project.world


@pytest.mark.parametrize("query", ["the", "The", "river"])
def test_counts_match_an_independent_count_on_the_sample(query):
    """Case-sensitive whole-word hits against a plain count of the same words."""
    import re

    world = Project.open(SAMPLE, lock=False).world
    planned = replace_everywhere(
        world, query, "·", SearchOptions(case_sensitive=True, whole_word=True)
    )
    expected = sum(
        len(re.findall(rf"(?<!\w){query}(?!\w)", doc.text)) for doc in world.documents_in_order()
    )
    assert planned is not None and planned.count == expected

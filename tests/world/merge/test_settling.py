"""The writer's decisions in a merge: one place per clashing stretch of a text and per other
clashing value, what each choice offers, the resolutions the merge takes, and what the merge
took from each side, counted in paragraphs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.world.merge.paragraphs import Choice
from assistant.world.merge.records import ConflictKind
from assistant.world.merge.settling import Decisions, paragraphs_taken
from assistant.world.merge.worlds import merge_worlds
from assistant.world.model import Document, Entity, Folder
from tests.worlds import world_of

TEXT = "One.\n\nTwo.\n\nThree.\n\nFour.\n"
BASE = world_of(
    Document("d-1", "Arrival", TEXT),
    Document("d-2", "Night", "Dark.\n"),
    Folder("f-1", "Part One", children=("d-1",)),
    Folder("f-2", "Part Two", children=()),
    Entity("e-1", "Mára", fields=(("Age", "19"),)),
    root=("f-1", "f-2", "d-2"),
)


def changed(world, *things, root=None):
    for thing in things:
        maps = {Document: "documents", Folder: "folders", Entity: "entities"}
        name = maps[type(thing)]
        world = replace(world, **{name: getattr(world, name).set(thing.id, thing)})
    return replace(world, root=root) if root is not None else world


def clashing_merge():
    doc, mara = BASE.documents["d-1"], BASE.entities["e-1"]
    ours = changed(
        BASE,
        replace(doc, text="One, ours.\n\nTwo.\n\nThree.\n\nFour, ours.\n"),
        replace(mara, fields=(("Age", "20"),)),
        Folder("f-1", "Part One", children=("d-1", "d-2")),
        root=("f-1", "f-2"),
    )
    theirs = changed(
        BASE,
        replace(doc, text="One, theirs.\n\nTwo.\n\nThree, theirs.\n\nFour, theirs.\n"),
        replace(mara, fields=(("Age", "21"),)),
        Folder("f-2", "Part Two", children=("d-2",)),
        root=("f-1", "f-2"),
    )
    return merge_worlds(BASE, ours, theirs)


def test_a_text_holds_a_place_for_each_clash_and_a_value_one_place():
    merge = clashing_merge()
    decisions = Decisions(merge.conflicts)
    kinds = [(place.what, place.index) for place in decisions.places]
    assert kinds == [
        (ConflictKind.TEXT, 0),
        (ConflictKind.TEXT, 1),
        (ConflictKind.FIELD, None),
        (ConflictKind.PLACE, None),
    ]
    first, second, age, where = decisions.places
    assert (first.base, first.ours, first.theirs) == ("One.", "One, ours.", "One, theirs.")
    assert (second.ours, second.theirs) == ("Four, ours.", "Four, theirs.")
    assert (age.ours, age.theirs) == ("20", "21")
    assert (where.ours, where.theirs) == ("Part One", "Part Two")
    assert first.can_keep_both and first.can_edit
    assert age.can_keep_both and age.can_edit
    assert not where.can_keep_both and not where.can_edit
    assert decisions.left == 4


def test_the_decisions_are_the_resolutions_the_merge_takes():
    merge = clashing_merge()
    decisions = Decisions(merge.conflicts)
    decisions.choose(1, Choice.THEIRS)
    decisions.choose(2, "twenty")
    decisions.choose(3, Choice.THEIRS)
    assert decisions.left == 1
    resolutions = decisions.resolutions()
    assert resolutions == {
        "document:d-1:text": {1: Choice.THEIRS},
        "entity:e-1:field:Age": "twenty",
        "tree:d-2:place": Choice.THEIRS,
    }
    world = merge.world(resolutions)
    # the first clash left undecided keeps both, this side's first; the second is theirs
    assert world.documents["d-1"].text == (
        "One, ours.\n\nOne, theirs.\n\nTwo.\n\nThree, theirs.\n\nFour, theirs.\n"
    )
    assert world.entities["e-1"].fields == (("Age", "twenty"),)
    assert world.parent_of("d-2") == "f-2"
    decisions.undecide(2)
    assert decisions.left == 2 and "entity:e-1:field:Age" not in decisions.resolutions()


def test_what_each_place_holds_as_decided():
    decisions = Decisions(clashing_merge().conflicts)
    assert decisions.result_of(0) == "One, ours.\n\nOne, theirs."  # undecided: both
    assert decisions.result_of(2) == "20"  # undecided: this side's (joined when taken)
    decisions.choose(2, Choice.BOTH)
    assert decisions.result_of(2) == "20 / 21"
    decisions.choose(0, Choice.THEIRS)
    assert decisions.result_of(0) == "One, theirs."
    decisions.choose(0, "One, again.")
    assert decisions.result_of(0) == "One, again."


def test_a_choice_of_one_cannot_keep_both_or_be_written_anew():
    decisions = Decisions(clashing_merge().conflicts)
    with pytest.raises(ValueError):
        decisions.choose(3, Choice.BOTH)
    with pytest.raises(ValueError):
        decisions.choose(3, "Part Three")
    assert decisions.left == 4


def test_paragraphs_taken_are_counted_per_side_blank_lines_aside():
    doc = BASE.documents["d-1"]
    ours = changed(BASE, replace(doc, text="One.\n\nTwo, ours.\n\nThree.\n\nFour.\n"))
    theirs = changed(BASE, replace(doc, text="One.\n\nTwo.\n\nThree!\n\nNew.\n\nFour!\n"))
    assert paragraphs_taken(BASE, ours, theirs, "d-1") == {"ours": 1, "theirs": 3}
    assert paragraphs_taken(BASE, ours, BASE, "d-1") == {"ours": 1, "theirs": 0}
    cut = changed(BASE, replace(doc, text="One.\n\nFour.\n"))
    assert paragraphs_taken(BASE, BASE, cut, "d-1") == {"ours": 0, "theirs": 2}
    mara = BASE.entities["e-1"]
    notes = changed(BASE, replace(mara, notes="Stubborn."))
    assert paragraphs_taken(BASE, notes, BASE, "e-1") == {"ours": 1, "theirs": 0}

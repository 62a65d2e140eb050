"""A merge of two versions of the sample project with a clash of each kind the merge view
names (a text, a field, a title, a name, a status, where a chapter stands, the trash) and
changes taken from each side."""

from __future__ import annotations

from assistant.world.edits import (
    Edit,
    InsertText,
    MoveNode,
    RenameEntity,
    SetDocumentAttribute,
    SetEntityField,
    SetText,
    SetTitle,
    TrashNode,
)
from assistant.world.merge.worlds import WorldMerge, merge_worlds
from assistant.world.model import World

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_3 = "d-218eff7021"
CHAPTER_5 = "d-5285907503"
CHAPTER_6 = "d-e1a3d0fc40"
STYLE_SHEET = "d-4e11e1872e"
PART_ONE = "f-ed27e018c0"
PART_TWO = "f-6c1719427e"
MARA = "e-470dba0693"
ODA = "e-93575fc692"


def _applied(world: World, *edits: Edit) -> World:
    for edit in edits:
        world, _inverse = edit.apply(world)
    return world


def _first_line(world: World, doc_id: str, text: str) -> Edit:
    old = world.documents[doc_id].text
    return SetText(doc_id, text + old[old.index("\n") :])


def sample_clashes(base: World) -> WorldMerge:
    """Both sides' changes to ``base`` (the sample), merged."""
    ours = _applied(
        base,
        _first_line(base, CHAPTER_1, "The rain had come at last, and the river knew it."),
        SetEntityField(MARA, "Age", "20"),
        SetTitle(CHAPTER_6, "Chapter 6: The Last Level Mark"),
        RenameEntity(ODA, "Oda Brannvik"),
        SetDocumentAttribute(CHAPTER_5, "status", "revised"),
        MoveNode(CHAPTER_3, PART_TWO, 0),
        TrashNode(STYLE_SHEET),
        InsertText(CHAPTER_5, 0, "Nobody drew the channels. "),
    )
    theirs = _applied(
        base,
        _first_line(base, CHAPTER_1, "The rain had not come yet; the river knew."),
        SetEntityField(MARA, "Age", "twenty"),
        SetTitle(CHAPTER_6, "Chapter 6: Level"),
        RenameEntity(ODA, "Oda Brännvik-Tesk"),
        SetDocumentAttribute(CHAPTER_5, "status", "first draft"),
        MoveNode(CHAPTER_3, None, 0),
        InsertText(STYLE_SHEET, 0, "Spell it grey. "),
        _first_line(base, CHAPTER_3, "Five days after the Gull fell, Jory rowed Mára upriver."),
        SetEntityField(MARA, "Eyes", "grey-green"),
    )
    return merge_worlds(base, ours, theirs)


__all__ = ["sample_clashes"]

"""Loose references: the writer's way of naming a document, folder or entity."""

from __future__ import annotations

import pytest

from assistant.agent.tools.base import ToolError
from assistant.agent.tools.resolve import (
    resolve_document,
    resolve_entity,
    resolve_folder,
    resolve_node,
)
from assistant.world.model import Document, Folder, FolderKind, FrozenMap, World


@pytest.mark.parametrize(
    ("ref", "title"),
    [
        ("chapter 5", "Chapter 5: The Sallows"),
        ("Chapter Five", "Chapter 5: The Sallows"),
        ("ch. V", "Chapter 5: The Sallows"),
        ("CH 3", "Chapter 3: Upriver"),
        ("the Style Sheet", "Style Sheet"),
        ("the timeline", "Timeline"),
        ("The Sallows", "Chapter 5: The Sallows"),
        ("Upriver", "Chapter 3: Upriver"),
        ("the research note on floods", "Research: Levels, Floods and Weirs"),
        ("Ledger", "Ledger and Line"),
        ("the toll house", "The Toll-House"),
    ],
)
def test_a_document_named_loosely(sample_world: World, ref: str, title: str) -> None:
    assert resolve_document(sample_world, ref).title == title


@pytest.mark.parametrize(
    ("ref", "title"),
    [("Part Two", "Part Two: The Drowned Line"), ("part 1", "Part One: The Levels"),
     ("pt. II", "Part Two: The Drowned Line"), ("chapter 2", "Chapter 2: High Water"),
     ("the notes", "Notes")],
)
def test_a_folder_named_loosely(sample_world: World, ref: str, title: str) -> None:
    folder = resolve_folder(sample_world, ref)
    assert folder is not None and folder.title == title
    assert resolve_node(sample_world, ref).title == title


def test_a_folder_is_no_document_and_says_what_it_holds(sample_world: World) -> None:
    with pytest.raises(ToolError, match=r"“Chapter 2: High Water” is a folder holding “The "
                                        r"Toll-House” \(d-0afb7cc2a9\), “The Night the Bridge "
                                        r"Went” \(d-95b4900e9e\), not a document\. Read those "
                                        r"by id\."):
        resolve_document(sample_world, "chapter 2")


@pytest.mark.parametrize(
    ("ref", "name"),
    [("Watermen", "The Watermen"), ("the Company", "Aun Navigation and Weir Company"),
     ("gull bridge", "The Gull Bridge"), ("callow", "Callow Weir"), ("MARA", "Mára Tesk")],
)
def test_an_entity_named_loosely(sample_world: World, ref: str, name: str) -> None:
    assert resolve_entity(sample_world, ref).name == name


def test_loose_references_never_guess_between_several() -> None:
    docs = [Document("d-1", "Chapter 1: Arrival"), Document("d-2", "Chapter 1: Departure"),
            Document("d-3", "Chapter 10: Home"), Document("d-4", "Notes on the harbour"),
            Document("d-5", "Notes on the ships")]
    world = World(documents=FrozenMap({d.id: d for d in docs}),
                  folders=FrozenMap({"f-1": Folder("f-1", "Book", FolderKind.PART, ("d-3",))}),
                  root=("d-1", "d-2", "f-1", "d-4", "d-5"))
    with pytest.raises(ToolError, match=r"2 documents fit 'chapter 1'.*d-1.*d-2"):
        resolve_document(world, "chapter 1")
    assert resolve_document(world, "chapter ten").id == "d-3"
    assert resolve_document(world, "the harbour notes").id == "d-4"
    with pytest.raises(ToolError, match="Did you mean: 'Notes on the harbour', 'Notes on the "
                                        "ships'"):
        resolve_document(world, "notes")
    with pytest.raises(ToolError, match="no document has the id or title 'chapter 2'"):
        resolve_document(world, "chapter 2")
    with pytest.raises(ToolError, match="Did you mean: 'Book'"):
        resolve_folder(world, "Bok")

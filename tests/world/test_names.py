"""Names the text uses that no entity holds."""

from __future__ import annotations

import pytest

from assistant.world.model import Document, Entity, EntityKind, FrozenMap, World
from assistant.world.names import unlisted_names
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE


def world_of(*texts: str, entities: tuple[Entity, ...] = ()) -> World:
    docs = [Document(f"d-{i}", f"Doc {i}", text) for i, text in enumerate(texts, 1)]
    return World(
        documents=FrozenMap({d.id: d for d in docs}),
        entities=FrozenMap({e.id: e for e in entities}),
        root=tuple(d.id for d in docs),
    )


def names(world: World, documents: list[Document] | None = None) -> dict[str, int]:
    return {n.name: n.count for n in unlisted_names(world, documents)}


def test_capitalised_runs_are_names_and_entities_cover_theirs() -> None:
    oda = Entity("e-1", "Oda Brännvik", EntityKind.CHARACTER, ("Oda", "the widow"))
    world = world_of(
        "Oda rowed to Pellin Ford with Pim. The widow met Anders Brännvik at Pellin Ford.\n\n"
        "Later Pim slept.",
        entities=(oda,),
    )
    found = unlisted_names(world)
    assert [(n.name, n.count) for n in found] == [
        ("Pellin Ford", 2), ("Pim", 2), ("Anders Brännvik", 1),
    ]
    assert found[0].context == "Oda rowed to Pellin Ford with Pim. The widow met…"


def test_words_that_only_open_sentences_are_not_names() -> None:
    world = world_of(
        'Behind the door stood Ness. "They\'re late," said Ness. Nobody came. "Yes."\n\n'
        "In March the Mark was cut. Every mark counts, but the Mark most.",
    )
    assert names(world) == {"Ness": 2, "Mark": 2}


def test_a_plural_joins_its_singular_and_a_part_of_an_entitys_name_says_whose() -> None:
    mara = Entity("e-1", "Mára Tesk", EntityKind.CHARACTER)
    world = world_of("The Carrows came.", "Then the Carrow cart; Tesk, Tesk!", entities=(mara,))
    found = {n.name: n for n in unlisted_names(world)}
    assert found["Carrow"].count == 2 and "Carrows" not in found
    assert found["Tesk"].part_of == "Mára Tesk"
    assert found["Carrow"].part_of == ""


def test_lower_case_aliases_and_joined_entity_names_cover_nothing_else() -> None:
    company = Entity("e-1", "Aun Navigation and Weir Company", EntityKind.FACTION, ("the town",))
    world = world_of("The Aun Navigation and Weir Company met in the Low Town, by Quill Lane.")
    assert "Aun Navigation" in names(world)
    covered = world_of(
        "The Aun Navigation and Weir Company met in the Low Town, by Quill Lane.",
        entities=(company,),
    )
    assert names(covered) == {"Low Town": 1, "Quill Lane": 1}


def test_within_a_document_counts_only_there() -> None:
    world = world_of("Pim and Dory ran. Then Pim fell.", "Dory laughed at Saltmere.")
    first = world.documents["d-1"]
    assert names(world, [first]) == {"Pim": 2, "Dory": 1}


@pytest.mark.parametrize("text", ["", "no capitals here at all.", "# A Heading Only\n"])
def test_nothing_to_find(text: str) -> None:
    assert names(world_of(text)) == {}


def test_the_sample_projects_unentered_places_and_people() -> None:
    world = ProjectStore(SAMPLE).load()
    (chapter,) = world.find_documents_by_title("Chapter 3: Upriver")
    in_chapter = names(world, [chapter])
    for place in ("Pellin Ford", "Oskeby", "Dunnock Cross", "Meldrith", "Saltmere", "Vauhl",
                  "Salt Beck", "Lamb"):
        assert place in in_chapter, place
    for entered in ("Callow", "Callow Weir", "Hollin", "Jory", "Mára", "Gull", "Company"):
        assert entered not in in_chapter
    everywhere = names(world)
    for person in ("Pim", "Gammer Sedge", "Dory", "Ness", "Carrow", "Anders"):
        assert person in everywhere, person

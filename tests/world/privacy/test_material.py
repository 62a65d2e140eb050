"""What the writer marked private, and the texts that makes private."""

from __future__ import annotations

from assistant.world.model import Document, Entity, Folder, TrashEntry
from assistant.world.privacy.material import (
    describe,
    entity_is_private,
    field_is_private,
    node_is_private,
    private_material,
    private_texts,
    public_fields,
)
from tests.worlds import flat_world, world_of


def test_a_world_with_nothing_marked_has_no_private_material():
    world = flat_world(Document("d1", "One", "Text."))
    assert not private_material(world)
    assert list(private_texts(world)) == []
    assert not node_is_private(world, "d1")


def test_a_private_folder_makes_everything_inside_it_private_at_any_depth():
    inner = Folder("f2", "Inner", children=("d2",))
    outer = Folder("f1", "Secrets", children=("d1", "f2"), private=True)
    world = world_of(
        outer,
        inner,
        Document("d1", "Plan", "The killer is Oda."),
        Document("d2", "Deeper", "Oda hid the knife."),
        Document("d3", "Chapter", "Mara walked in."),
        root=["f1", "d3"],
    )
    assert node_is_private(world, "f1") and node_is_private(world, "f2")
    assert node_is_private(world, "d1") and node_is_private(world, "d2")
    assert not node_is_private(world, "d3")
    assert set(private_texts(world)) == {"The killer is Oda.", "Oda hid the knife."}


def test_a_trashed_private_document_stays_private():
    secret = Document("d2", "Secret", "Nobody may read this.", private=True)
    world = flat_world(Document("d1", "One", "Text."), trash=(secret,))
    assert world.trash == (TrashEntry("d2", None, 0),)
    assert node_is_private(world, "d2")
    assert list(private_texts(world)) == ["Nobody may read this."]


def test_a_private_document_withholds_its_synopsis_and_fields_but_not_empty_texts():
    doc = Document("d1", "Notes", "", synopsis="Oda lies.", fields=(("pov", "Oda"),), private=True)
    world = flat_world(doc)
    assert list(private_texts(world)) == ["Oda lies.", "Oda"]


def test_a_private_field_is_private_alone_and_a_private_entity_whole():
    mara = Entity(
        "e1",
        "Mara",
        fields=(("age", "34"), ("secret", "She is the heir.")),
        private_fields=("secret",),
    )
    oda = Entity(
        "e2",
        "Oda",
        aliases=("The Stranger",),
        notes="Oda killed the king.",
        fields=(("eyes", "grey"),),
        private=True,
    )
    world = flat_world(Document("d1", "One", "Text."), entities=(mara, oda))
    assert not entity_is_private(world, "e1") and entity_is_private(world, "e2")
    assert field_is_private(mara, "secret") and not field_is_private(mara, "age")
    assert field_is_private(oda, "eyes")
    assert public_fields(mara) == (("age", "34"),)
    assert public_fields(oda) == ()
    assert private_material(world).field_keys("e1") == frozenset({"secret"})
    assert set(private_texts(world)) == {
        "She is the heir.",
        "Oda killed the king.",
        "The Stranger",
        "grey",
    }


def test_the_model_is_told_what_kind_was_withheld_but_not_its_title():
    said = describe(Document("d1", "The killer is Oda", "x", private=True))
    assert "withheld (private)" in said and "Oda" not in said
    assert "entry" in describe(Entity("e1", "Oda", private=True))
    assert "folder" in describe(Folder("f1", "Spoilers", private=True))


def test_what_is_private_is_worked_out_once_per_world():
    world = flat_world(Document("d1", "One", "Text.", private=True))
    assert private_material(world) is private_material(world)


def test_a_document_trashed_out_of_a_private_folder_stays_private_in_the_trash():
    from assistant.world.edits import TrashNode

    folder = Folder("f1", "Secrets", children=("d1", "f2"), private=True)
    inner = Folder("f2", "Inner", children=("d2",))
    world = world_of(
        folder,
        inner,
        Document("d1", "Plan", "The killer is Oda."),
        Document("d2", "Deeper", "Oda hid the knife."),
        root=["f1"],
    )
    world, _ = TrashNode("d1").apply(world)
    world, _ = TrashNode("f2").apply(world)
    assert node_is_private(world, "d1")
    assert node_is_private(world, "f2") and node_is_private(world, "d2")
    assert set(private_texts(world)) == {"The killer is Oda.", "Oda hid the knife."}

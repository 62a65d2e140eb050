"""A small project with private material, for the privacy tests."""

from __future__ import annotations

from assistant.world.model import Document, DocumentKind, Entity, Folder, World
from tests.worlds import world_of

SECRET = "The killer is Oda, who poisoned the well at midnight."
SECRET_TOO = "Oda keeps the vial under the loose floorboard."
SECRET_FIELD = "She is the lost heir of Tarn."
ENTITY_NOTE = "Brannoc was paid by the duke to betray the guild."


def private_world() -> World:
    """A chapter, a private plan, a private folder, a private entry and a private field."""
    chapter = Document("d1", "Chapter 1", "Mara walked to the well. The water was cold.")
    plan = Document("d2", "Murder plan", f"{SECRET} {SECRET_TOO}", DocumentKind.NOTE, private=True)
    hidden = Document("d3", "Old draft", "Mara never trusted the miller's son at all.")
    folder = Folder("f1", "Secrets", children=("d3",), private=True)
    mara = Entity("e1", "Mara", fields=(("age", "34"), ("secret", SECRET_FIELD)),
                  private_fields=("secret",))  # fmt: skip
    brannoc = Entity("e2", "Brannoc", notes=ENTITY_NOTE, private=True)
    return world_of(chapter, plan, folder, hidden, mara, brannoc, root=["d1", "d2", "f1"])


def private_sentences() -> list[str]:
    return [SECRET, SECRET_TOO, SECRET_FIELD, ENTITY_NOTE,
            "Mara never trusted the miller's son at all."]  # fmt: skip

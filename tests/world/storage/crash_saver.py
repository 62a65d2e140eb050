"""A process that saves a project over and over, for the crash test to kill at random.

Run as ``python -m tests.world.storage.crash_saver ROOT``. Each save makes generation ``n`` of the
project: every tracked file's content is a pure function of ``n``, so whoever finds a file
can tell which generation it holds and whether it holds all of it. Prints ``start N`` once
loaded and ``saved N`` after each save returns.
"""

from __future__ import annotations

import sys
from pathlib import Path

from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    FrozenMap,
    ProjectMeta,
    World,
)
from assistant.world.storage.store import ProjectStore

DOCUMENTS = 4
LINES = 1500
EXTRA = "d-00000000ee"
"""A document that exists in odd generations only: created, then removed, then created…"""
ENTITY = "e-00000000e1"


def document_id(index: int) -> str:
    return f"d-00000000c{index}"


def body(name: str, generation: int) -> str:
    """Text that says which generation it belongs to on its first line and throughout."""
    head = f"[{name} generation {generation}]\n"
    return head + "".join(f"line {n} of {name}, generation {generation}.\n" for n in range(LINES))


def expected_document(doc_id: str, generation: int) -> Document:
    title = f"Chapter {generation}" if doc_id == document_id(0) else f"Scene {doc_id}"
    return Document(doc_id, title, body(doc_id, generation), DocumentKind.SCENE, (str(generation),))


def expected_entity(generation: int) -> Entity:
    return Entity(
        ENTITY,
        "Mara",
        EntityKind.CHARACTER,
        ("M",),
        (("Generation", str(generation)),),
        body(ENTITY, generation)[:2000],
    )


def generation_world(generation: int) -> World:
    """The whole project as generation ``generation`` has it."""
    docs = [expected_document(document_id(i), generation) for i in range(DOCUMENTS)]
    if generation % 2:
        docs.append(expected_document(EXTRA, generation))
    ids = [doc.id for doc in docs[:DOCUMENTS]]
    shift = generation % DOCUMENTS
    root = ids[shift:] + ids[:shift] + [doc.id for doc in docs[DOCUMENTS:]]
    return World(
        meta=ProjectMeta(f"Run {generation}", "Crash test", "en"),
        documents=FrozenMap({doc.id: doc for doc in docs}),
        entities=FrozenMap({ENTITY: expected_entity(generation)}),
        root=tuple(root),
    )


def generation_of_text(text: str) -> int:
    """The generation named on the first line of a body (see :func:`body`)."""
    return int(text.split("\n", 1)[0].rsplit(" ", 1)[1].rstrip("]"))


def main(root: Path) -> int:
    store = ProjectStore(root)
    world = store.load()
    if store.problems:
        print("problems", store.problems, flush=True)
        return 3
    found = [generation_of_text(doc.text) for doc in world.documents.values()]
    generation = max(found) + 1
    print(f"start {generation}", flush=True)
    while True:
        store.save(generation_world(generation))
        print(f"saved {generation}", flush=True)
        generation += 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))

"""A process that saves a book's edit of its series and dies at its ``N``-th write or rename,
for the crash test: ``python -m tests.world.series.series_crasher BOOK N``. It exits with 3
when it died on purpose, 0 when the save finished before its ``N``-th step."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path

from assistant.world.model import World
from assistant.world.series.book_store import BookStore
from assistant.world.storage import atomic
from tests.world.series.series_folders import MARA, SCENE

NEW_TEXT = "Mara crossed at dawn.\n"
NEW_AGE = "40"


def typed(world: World) -> World:
    """Mara's age (the series') and the scene's text (the book's), as the writer typed them."""
    mara = replace(world.entities[MARA], fields=(("Age", NEW_AGE),))
    scene = replace(world.documents[SCENE], text=NEW_TEXT)
    return replace(world, entities=world.entities.set(MARA, mara),
                   documents=world.documents.set(SCENE, scene))  # fmt: skip


def main(book: Path, dies_at: int) -> int:
    store = BookStore(book)
    edited = typed(store.load())
    steps = 0
    real_write, real_replace = atomic.write_all, os.replace

    def step() -> None:
        nonlocal steps
        steps += 1
        if steps == dies_at:
            os._exit(3)  # no cleanup, no flush: as a kill

    def write_all(fd: int, data: bytes) -> None:
        step()
        real_write(fd, data)

    def replace_file(src, dst, *args, **kwargs):  # type: ignore[no-untyped-def]
        step()
        real_replace(src, dst, *args, **kwargs)

    atomic.write_all = write_all  # type: ignore[assignment]
    os.replace = replace_file
    store.save(edited)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2])))

"""Benchmark of opening a book linked to a series, on a generated book of 200 scenes and a
series of 2,000 entities (a few fields and a paragraph of notes each).

Each figure is printed with a reference measured in the same run and the ratio of the two
(the median of several opens, each by a fresh store, as the app opens a book):

- opening the book linked to the series, against opening the same book holding those 2,000
  entities as its own (the cost of the series being a second folder); the aim is under 1.3x;
- the same, against opening the book without the series (what the series' entities cost).

    python benchmarks/run_series.py [--entities N] [--scenes N] [--repeat N] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    FrozenMap,
    ProjectMeta,
    World,
)
from assistant.world.series.book_store import BookStore
from assistant.world.series.folder import series_store
from assistant.world.series.linking import create_series, link_book
from assistant.world.series.model import FactChange
from assistant.world.storage.store import ProjectStore


def _entities(count: int) -> dict[str, Entity]:
    kinds = list(EntityKind)
    return {
        f"e-{n:010x}": Entity(
            f"e-{n:010x}", f"Person {n}", kinds[n % len(kinds)], (f"P{n}",),
            (("Age", str(20 + n % 50)), ("Home", f"Town {n % 97}")),
            f"Person {n} keeps the lamp at the weir and remembers the flood.\n",
        )
        for n in range(count)
    }


def _book(scenes: int) -> World:
    docs = {
        f"d-{n:010x}": Document(
            f"d-{n:010x}", f"Scene {n}", "The river rose. " * 150, DocumentKind.SCENE
        )
        for n in range(scenes)
    }
    world = World(meta=ProjectMeta(title="Book"))
    return replace(world, documents=FrozenMap(docs), root=tuple(docs))


def _median_open(open_once: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        open_once()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entities", type=int, default=2000)
    parser.add_argument("--scenes", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temp:
        root = Path(temp)
        book = _book(args.scenes)
        entities = _entities(args.entities)
        ProjectStore.create(root / "alone", book.meta, book)
        owning = replace(book, entities=FrozenMap(entities))
        ProjectStore.create(root / "owning", book.meta, owning)
        ProjectStore.create(root / "linked", book.meta, book)
        series = create_series(root / "series", "Series")
        store = series_store(series)
        world = store.load()
        first = next(iter(entities))
        state = replace(world.series, entity_ids=frozenset(entities),
                        changes=((first, (FactChange("Age", "40", 2),)),))  # fmt: skip
        store.save(replace(world, entities=FrozenMap(entities), series=state))
        link_book(root / "linked", series)
        loaded = BookStore(root / "linked").load()
        assert len(loaded.entities) == args.entities and loaded.series.readable

        linked = _median_open(lambda: BookStore(root / "linked").load(), args.repeat)
        owned = _median_open(lambda: BookStore(root / "owning").load(), args.repeat)
        alone = _median_open(lambda: BookStore(root / "alone").load(), args.repeat)
    result = {
        "entities": args.entities,
        "scenes": args.scenes,
        "linked_ms": round(linked * 1000, 2),
        "owning_ms": round(owned * 1000, 2),
        "alone_ms": round(alone * 1000, 2),
        "linked_vs_owning": round(linked / owned, 3),
        "linked_vs_alone": round(linked / alone, 3),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"open, linked to a {args.entities}-entity series: {result['linked_ms']} ms")
        print(f"  vs the book holding them itself: {result['owning_ms']} ms "
              f"({result['linked_vs_owning']}x; aim under 1.3x)")  # fmt: skip
        print(f"  vs the book without them: {result['alone_ms']} ms "
              f"({result['linked_vs_alone']}x)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())

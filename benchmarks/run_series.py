"""Benchmark of the series bible: the cross-book audit on the generated three-book series
(``series_project.py``) with the scripted model (``series_scripted.py``), and opening a book
linked to a 2,000-entity series against opening it alone.

Rows for ``make bench`` (``--json``), each a ratio where lower is better: the share of
planted cross-book contradictions not kept with both sides verified (goal ≤ 0.15, the
issue's recall of 85%), findings kept against a valid override (goal 0), the summary
requests a second audit sends (goal 0: the cache serves every unchanged book), and the time
to open book 3 with its 2,000-entity series over the time to open it alone (goal ≤ 1.3) in the
app, from starting ``quire-gui BOOK`` until its window is painted with the book's tree, the
series' entities in it, and its first text (``run_gui.py``'s probe): what a writer waits for.

Beside it, without a goal, the same at the folder level (``BookStore.load``). The series is
2,000 more files than a 136-document book, so reading the folders costs about 12× the book
alone; against the same book holding the 2,000 entities itself it costs about 1.1×, which is
what the series adds beyond reading its files.

    python benchmarks/run_series.py [--repeat N] [--json] [--verbose]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, Stats, constant, interleaved, report
from series_project import BOOK_TITLES, build, write_series
from series_scripted import audit_series

from assistant.world.model import FrozenMap, World
from assistant.world.series.book_store import BookStore
from assistant.world.series.model import SeriesState
from assistant.world.storage.store import ProjectStore

SERIES_ENTITIES = 2_000
BOOK_WORDS = 100_000
"""About the length of the book opened: a novel's (its chapters repeated under new ids)."""
OPEN_GOAL = 1.3
RECALL_GOAL = 0.85


def _share(name: str, value: float, goal: float, note: str = "") -> Row:
    return Row(name, constant(value), "none", constant(1.0), "x", goal, note)


def _novel(world: World, words: int = BOOK_WORDS) -> World:
    """``world`` with its chapters repeated (new ids) to about ``words`` words."""
    docs = world.documents_in_order()
    copies = max(1, words // max(world.word_count(), 1))
    made = [replace(doc, id=f"d-{n:04x}{doc.id[2:8]}", title=f"{doc.title}.{n}")
            for n in range(copies) for doc in docs]  # fmt: skip
    return replace(world, documents=FrozenMap({d.id: d for d in made}),
                   root=tuple(d.id for d in made))  # fmt: skip


def _window_times(book: Path, alone: Path, folder: Path, repeat: int) -> dict[str, Stats]:
    """Seconds from starting ``quire-gui`` on each book until its window is painted with it,
    taking turns (``run_gui.py``'s probe)."""
    from run_gui import window_shown

    temp = folder / "windows"
    temp.mkdir()
    window_shown(alone, temp)  # warms the page cache and the bytecode
    times: dict[str, list[float]] = {"linked": [], "alone": []}
    for _ in range(max(1, repeat)):
        times["linked"].append(window_shown(book, temp))
        times["alone"].append(window_shown(alone, temp))
    return {label: Stats.of(values) for label, values in times.items()}


def opening(
    folder: Path, repeat: int, entities: int = SERIES_ENTITIES, words: int = BOOK_WORDS,
    *, window: bool = True,
) -> tuple[list[Row], int]:
    """Opening the last book with its series of :data:`SERIES_ENTITIES` entities, against
    the same book's folder with no link (its own text alone), and against the same book
    holding the series' entities itself (what the series adds beyond reading the files)."""
    project = build(seed=38, extra_entities=max(0, entities - len(build().entities)))
    project = replace(project, books=(*project.books[:-1], _novel(project.books[-1], words)))
    write_series(project, folder / "linked")
    alone = folder / "alone"
    world = project.books[-1]
    ProjectStore.create(alone, replace(world.meta, series=""),
                        replace(world, meta=replace(world.meta, series="")))  # fmt: skip
    book = folder / "linked" / BOOK_TITLES[-1]
    seen = BookStore(book).load()
    assert seen.series.readable and len(seen.series.entity_ids) == len(project.entities)
    holding = folder / "holding"
    own = replace(seen, meta=replace(seen.meta, series=""), series=SeriesState())
    ProjectStore.create(holding, own.meta, own)
    times = interleaved({"linked": lambda: BookStore(book).load(),
                         "alone": lambda: BookStore(alone).load(),
                         "holding": lambda: BookStore(holding).load()}, repeat)  # fmt: skip
    name = f"open a book with a {entities:,}-entity series"
    shown = _window_times(book, alone, folder, repeat) if window else None
    rows = []
    if shown is not None:
        rows.append(Row(
            f"{name}, in the app", shown["linked"], "the same book alone", shown["alone"], "s",
            OPEN_GOAL, "`quire-gui BOOK` started until the window is painted with the book's "
            "tree (the series' entities in it) and its first text",
        ))  # fmt: skip
    rows += [
        Row(f"{name}, reading the folders", times["linked"], "the same book alone",
            times["alone"], "s", None,
            f"{world.word_count():,} words, {len(world.documents):,} documents; the series "
            f"is {len(project.entities):,} more files to read"),
        Row(f"{name}, reading the folders (against holding them)", times["linked"],
            "the same book holding the entities", times["holding"], "s", None,
            "what the series adds beyond reading its files"),
    ]  # fmt: skip
    return rows, len(project.entities)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    out = sys.stderr if args.json else sys.stdout
    project = build()
    with tempfile.TemporaryDirectory() as folder:
        score, reports = audit_series(project, Path(folder) / "audit")
        open_rows, entities = opening(Path(folder) / "open", args.repeat)
    print(f"{len(project.books)} books, {project.words():,} words, {score.planted} planted "
          f"contradictions, {len(project.overrides)} valid overrides; kept {score.kept}, "
          f"found {score.found} ({score.recall:.0%}, goal ≥ {RECALL_GOAL:.0%}), "
          f"{score.dropped} of {score.wrong_made} wrong reports dropped, "
          f"{score.overrides_left_out} reports against a valid override left out, "
          f"{score.against_overrides} kept; summary requests per audit "
          f"{score.summary_requests}; {entities:,} series entities opened", file=out)
    if args.verbose:
        for key in score.missed:
            print(f"  MISSED {key}", file=out)
    rows = [
        _share("cross-book audit: share of planted contradictions missed", 1 - score.recall,
               1 - RECALL_GOAL, f"{score.found} of {score.planted}, both sides verified"),
        _share("cross-book audit: findings against a valid override",
               float(score.against_overrides), 0.0,
               f"{score.overrides_left_out} such reports left out"),
        _share("cross-book audit: summary requests of a second audit",
               float(sum(score.summary_requests[1::2])), 0.0,
               f"first audits sent {sum(score.summary_requests[0::2])}"),
        *open_rows,
    ]
    report("The series bible", rows, as_json=args.json)
    return 0 if all(r.ok for r in reports) else 1


if __name__ == "__main__":
    raise SystemExit(main())

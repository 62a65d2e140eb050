"""Benchmark of the merge of two versions of a project: a generated 20,000-word chapter
revised on two computers from the same base, each side with its own revisions (words
changed, sentences added, paragraphs written, deleted, split and joined) and a few
paragraphs revised differently on both (conflicts).

Rows, each against a reference taken in turns with it in the same run:

- merging the two projects (``merge_worlds``: the chapter, a few other documents and
  entities), against the issue's aim of 100 ms;
- the same, against a line diff of the chapter's two versions with ``difflib`` (the least
  any merge of them must do, twice over);
- the same, against reading the chapter's file as a save left it.

    python benchmarks/run_merge.py [--repeat N] [--json]
"""

from __future__ import annotations

import argparse
import difflib
import random
import sys
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, constant, interleaved, report
from run_snapshots import chapter

from assistant.world.merge.worlds import merge_worlds
from assistant.world.model import Document, DocumentKind, Entity, FrozenMap, World
from assistant.world.storage.frontmatter import document_from_text, document_to_text

GOAL_S = 0.1
CHAPTER_ID = "d-0000000001"
REVISIONS = 40
"""Revisions on each side, as a day's work on a chapter might bring."""
CLASHES = 3
"""Paragraphs both sides revise differently."""


def _revise(rng: random.Random, paragraphs: list[str], words: list[str], side: str) -> None:
    """One revision: a word changed, a sentence added, or a paragraph written, deleted,
    split or joined with the next."""
    n = rng.randrange(len(paragraphs))
    kind = rng.random()
    if kind < 0.45:
        parts = paragraphs[n].split(" ")
        parts[rng.randrange(len(parts))] = rng.choice(words)
        paragraphs[n] = " ".join(parts)
    elif kind < 0.65:
        paragraphs[n] += f" And the weir held, said the {side} copy, for now."
    elif kind < 0.8:
        paragraphs.insert(n, f"A new paragraph written on the {side} computer ({n}).")
    elif kind < 0.88:
        del paragraphs[n]
    elif kind < 0.95:
        parts = paragraphs[n].split(". ")
        if len(parts) > 1:
            cut = len(parts) // 2
            paragraphs[n : n + 1] = [". ".join(parts[:cut]) + ".", ". ".join(parts[cut:])]
    elif n + 1 < len(paragraphs):
        paragraphs[n : n + 2] = [paragraphs[n] + " " + paragraphs[n + 1]]


def versions(seed: int = 38) -> tuple[str, str, str]:
    """The chapter's base text and the two sides' revisions of it."""
    rng = random.Random(seed)
    base = [p.rstrip("\n") for p in chapter(rng)[0]]
    sides = []
    for side in ("laptop", "desktop"):
        paragraphs = list(base)
        for _ in range(REVISIONS):
            _revise(rng, paragraphs, ["river", "lamp", "stone", "tide"], side)
        sides.append(paragraphs)
    for n in rng.sample(range(len(base) // 2), CLASHES):  # the first half, left as it was
        sides[0][n] = base[n] + " (revised on the laptop)"
        sides[1][n] = base[n] + " (revised on the desktop)"
    return tuple("\n\n".join(p) + "\n" for p in (base, *sides))  # type: ignore[return-value]


def worlds(texts: tuple[str, str, str]) -> tuple[World, World, World]:
    """A small project around the chapter, once for each text; besides the chapter, one side
    retitles a scene and the other gives a character a field."""
    others = [Document(f"d-00000000{n:02d}", f"Scene {n}", f"Scene {n}.\n") for n in range(2, 12)]
    people = [Entity(f"e-00000000{n:02d}", f"Person {n}") for n in range(1, 6)]
    made = []
    for text in texts:
        documents = [Document(CHAPTER_ID, "Chapter Twelve", text, DocumentKind.CHAPTER), *others]
        made.append(
            World(
                documents=FrozenMap({d.id: d for d in documents}),
                entities=FrozenMap({e.id: e for e in people}),
                root=tuple(d.id for d in documents),
            )
        )
    base, ours, theirs = made
    scene, person = others[0], people[0]
    ours = replace(ours, documents=ours.documents.set(scene.id, replace(scene, title="Dawn")))
    theirs = replace(
        theirs,
        entities=theirs.entities.set(person.id, replace(person, fields=(("Age", "40"),))),
    )
    return base, ours, theirs


def bench(repeat: int) -> list[Row]:
    texts = versions()
    base, ours, theirs = worlds(texts)
    merge = merge_worlds(base, ours, theirs)
    clashes = sum(len(c.text.conflicts) for c in merge.conflicts if c.text is not None)
    assert clashes >= CLASHES, clashes
    lines = [text.split("\n") for text in texts]
    file_text = document_to_text(ours.documents[CHAPTER_ID])

    def diff() -> None:
        for side in lines[1:]:
            list(difflib.SequenceMatcher(None, lines[0], side, autojunk=False).get_opcodes())

    stats = interleaved(
        {
            "merge": lambda: merge_worlds(base, ours, theirs).world(),
            "diff": diff,
            "read": lambda: document_from_text(file_text),
        },
        repeat,
    )
    words = len(texts[0].split())
    note = f"{words:,} words, {clashes} conflicts"
    return [
        Row("merge two versions of a 20,000-word chapter", stats["merge"], "100 ms",
            constant(GOAL_S), "s", 1.0, note),
        Row("merge, against a line diff of the versions", stats["merge"],
            "difflib, base against each side", stats["diff"], "s"),
        Row("merge, against reading the chapter's file", stats["merge"],
            "reading the chapter's file", stats["read"], "s"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15, help="runs per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    report("Quire merge benchmark", bench(args.repeat), as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

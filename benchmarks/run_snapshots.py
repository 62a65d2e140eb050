"""Benchmarks of document snapshots, on a generated 20,000-word chapter.

Each figure is printed with a reference measured in the same run and the ratio of the two:

- taking a snapshot of a changed 20,000-word chapter, against saving that chapter's file
  (one atomic write, as a save does); the aim is under 10 ms. The document's word count is
  known beforehand, as in the app, where the status bar has counted the open document (a
  Document counts its words once); counting them is measured separately;
- the size of the store after 1,000 snapshots of the chapter changing slowly (a word or a
  sentence in one or two paragraphs between snapshots, now and then a new paragraph),
  against the size of the chapter's file; the aim is under 5x;
- reading back the oldest and the newest of those snapshots, against reading the file.

    python benchmarks/run_snapshots.py [--snapshots N] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate

from assistant.world.model import Document, DocumentKind
from assistant.world.snapshots.store import SnapshotStore
from assistant.world.storage import atomic
from assistant.world.storage.frontmatter import document_to_text

CHAPTER_WORDS = 20_000


def chapter(rng: random.Random) -> tuple[list[str], int]:
    """Paragraphs of a chapter of about 20,000 words, and its word count."""
    prose = generate._Prose(rng, generate._entities(rng, set()))
    paragraphs: list[str] = []
    words = 0
    while words < CHAPTER_WORDS:
        text, count = prose.paragraph(rng.randint(60, 160))
        paragraphs.append(text + "\n\n")
        words += count
    return paragraphs, words


def revise(rng: random.Random, paragraphs: list[str]) -> None:
    """A writer's small revision: a word changed or a sentence added in a paragraph or
    two, and now and then a new paragraph."""
    for _ in range(rng.randint(1, 2)):
        n = rng.randrange(len(paragraphs))
        words = paragraphs[n].rstrip("\n").split(" ")
        if rng.random() < 0.6:
            words[rng.randrange(len(words))] = rng.choice(["river", "lamp", "stone", "tide"])
        else:
            words.insert(rng.randrange(len(words)), "and the weir held, for now.")
        paragraphs[n] = " ".join(words) + "\n\n"
    if rng.random() < 0.1:
        paragraphs.insert(rng.randrange(len(paragraphs)), "The water went on rising.\n\n")


def _doc(paragraphs: list[str]) -> Document:
    return Document("d-0000000001", "Chapter Twelve", "".join(paragraphs), DocumentKind.CHAPTER)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--snapshots", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rng = random.Random(12)
    paragraphs, words = chapter(rng)
    results: dict[str, object] = {"chapter_words": words}
    with tempfile.TemporaryDirectory(prefix="quire-bench-snap-") as tmp:
        root = Path(tmp)
        store = SnapshotStore(root)
        file_path = root / "chapter.md"
        takes: list[float] = []
        saves: list[float] = []
        counts: list[float] = []
        infos = []
        for _ in range(args.snapshots):
            revise(rng, paragraphs)
            doc = _doc(paragraphs)
            started = time.perf_counter()
            _ = doc.word_count
            counts.append(time.perf_counter() - started)
            started = time.perf_counter()
            infos.append(store.take(doc))
            takes.append(time.perf_counter() - started)
            started = time.perf_counter()
            atomic.write_atomic(file_path, document_to_text(doc).encode("utf-8"))
            saves.append(time.perf_counter() - started)
        chapter_bytes = file_path.stat().st_size
        store_bytes = store.size_on_disk()
        take, save = statistics.median(takes), statistics.median(saves)

        fresh = SnapshotStore(root)
        started = time.perf_counter()
        oldest = fresh.load(infos[0])
        read_oldest = time.perf_counter() - started
        fresh = SnapshotStore(root)
        started = time.perf_counter()
        fresh.load(infos[-1])
        read_newest = time.perf_counter() - started
        started = time.perf_counter()
        file_path.read_text(encoding="utf-8")
        read_file = time.perf_counter() - started
        assert oldest.text.count("\n\n") > 100

    results.update({
        "take_median_s": take,
        "take_p95_s": sorted(takes)[int(len(takes) * 0.95) - 1],
        "save_file_median_s": save,
        "count_words_median_s": statistics.median(counts),
        "take_ratio": take / save,
        "snapshots": args.snapshots,
        "store_bytes": store_bytes,
        "chapter_bytes": chapter_bytes,
        "store_ratio": store_bytes / chapter_bytes,
        "read_oldest_s": read_oldest,
        "read_newest_s": read_newest,
        "read_file_s": read_file,
    })
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"chapter: {words:,} words, {chapter_bytes:,} bytes")
    print(f"take a snapshot (median of {args.snapshots}): {_ms(take)} "
          f"(95th percentile {_ms(results['take_p95_s'])}); "
          f"save the chapter's file: {_ms(save)}; ratio {take / save:.2f}x; aim < 10 ms")
    print(f"  (counting the chapter's words, done once per version by the editor: "
          f"{_ms(results['count_words_median_s'])})")
    print(f"store after {args.snapshots} snapshots: {store_bytes:,} bytes = "
          f"{store_bytes / chapter_bytes:.2f}x the chapter's file; aim < 5x")
    print(f"read the oldest snapshot: {_ms(read_oldest)}; the newest: {_ms(read_newest)}; "
          f"the file: {_ms(read_file)} (ratios {read_oldest / read_file:.0f}x, "
          f"{read_newest / read_file:.0f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

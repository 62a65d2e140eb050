"""Checking an answer's quotations against the synthetic 1,000,000-word project.

An answer of about 2,000 words is made from the project itself: prose around real quotations
(curly and straight quotes, German and French marks, quotations that a line break splits or
that leave words out with an ellipsis, block quotes) and invented ones. Checking it is timed:

- cold: the first check after opening (every document's words are indexed on the way);
- warm: the check at the end of a turn, every quotation looked for in the whole project
  (median of several), and again with the documents the turn's tools read looked in first
  (as the assistant checks its answers);

each against references measured in the same run: one whole-project search for a phrase
(``world.search``, a scan of every document), and the target of 50 ms.

Then hostile answers, made to trip a quotation finder (unclosed marks by the thousand, a
long block quote, a mark and no closing one, a run of backticks: about 900,000 characters
in all), are timed against ordinary answers of the same lengths, full of well-formed
quotations: a finder that scanned again from every mark would take minutes instead of the
same order of time (the goal: at most :data:`HOSTILE_GOAL` times as long).

    python benchmarks/run_quotes.py [--repeat N] [--words 2000]

Only the project's world is built (in memory); nothing is written.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate

from assistant.world.model import World
from assistant.world.search.engine import prefold, search
from assistant.world.search.quotes import check_quotations, find_quotations

TARGET_MS = 50.0
HOSTILE_GOAL = 3.0
"""The most the hostile answers may take against ordinary ones of the same lengths."""
HOSTILE = (
    "“a " * 50_000,
    '"' * 100_000,
    ("> " + "x " * 20 + "\n") * 5_000,
    "« " + "mot " * 100_000,
    "`" * 50_001,
)
_ORDINARY_LINE = "She wrote “the lamp is lit” and went on; «la lampe» and \"a plain one\" too.\n"
_FILLER = (
    "The", "chapter", "turns", "on", "this", "moment", "and", "the", "reader", "hears", "it",
    "in", "the", "voice", "of",
)  # fmt: skip
_MARKS = [("“", "”"), ('"', '"'), ("„", "“"), ("« ", " »"), ("»", "«")]


def _real_quote(rng: random.Random, world: World, read: set[str]) -> str:
    """Eight to sixteen words of a random document, as a writer's assistant would quote them
    (the document is added to ``read``, as the assistant's tools would have read it)."""
    docs = world.documents_in_order()
    while True:
        doc = rng.choice(docs)
        words = doc.text.split()
        if len(words) < 40:
            continue
        read.add(doc.id)
        start = rng.randrange(len(words) - 30)
        count = rng.randint(8, 16)
        chosen = words[start : start + count]
        style = rng.randrange(4)
        if style == 1:  # a line break in the middle, as the model wraps it
            chosen.insert(count // 2, "\n")
        elif style == 2:  # words left out
            chosen = [*chosen[:3], "…", *words[start + count + 4 : start + count + 9]]
        elif style == 3:
            chosen = [w.upper() if i == 0 else w for i, w in enumerate(chosen)]
        return " ".join(chosen).replace(" \n ", "\n").strip("*#\"“”")


def make_answer(world: World, words: int, seed: int = 7) -> tuple[str, int, int, set[str]]:
    """An answer of about ``words`` words; also how many real and invented quotations, and
    the documents the real ones come from."""
    rng = random.Random(seed)
    read: set[str] = set()
    parts: list[str] = []
    count = real = invented = 0
    filler = _FILLER
    while count < words:
        sentence = " ".join(rng.choice(filler) for _ in range(rng.randint(12, 24)))
        parts.append(sentence.capitalize() + ".")
        count += len(sentence.split())
        if rng.random() < 0.45:
            opening, closing = rng.choice(_MARKS)
            if rng.random() < 0.8:
                quote = _real_quote(rng, world, read)
                real += 1
            else:
                quote = " ".join(rng.choice(filler) for _ in range(9)) + " silvered the quay"
                invented += 1
            if rng.random() < 0.15:
                parts.append("\n\n> " + quote.replace("\n", "\n> ") + "\n\n")
            else:
                parts.append(f"She writes {opening}{quote}{closing} here.")
            count += len(quote.split())
    return " ".join(parts), real, invented, read


def _median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def hostile_against_ordinary(repeat: int) -> tuple[float, float]:
    """Median seconds to find the quotations of every hostile answer, and of ordinary
    answers of the same lengths, taking turns."""
    ordinary = [(_ORDINARY_LINE * (len(text) // len(_ORDINARY_LINE) + 1))[: len(text)]
                for text in HOSTILE]  # fmt: skip
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(max(1, repeat)):
        for answers, out in ((HOSTILE, times[0]), (ordinary, times[1])):
            started = time.perf_counter()
            for answer in answers:
                find_quotations(answer)
            out.append(time.perf_counter() - started)
    return statistics.median(times[0]), statistics.median(times[1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--words", type=int, default=2000)
    args = parser.parse_args(argv)

    world = generate.build_world()
    gc.collect()
    gc.freeze()
    prefold(world)  # the app folds every document for search on a worker after opening
    answer, real, invented, read = make_answer(world, args.words)
    print(
        f"Quire quotation benchmark: {world.word_count():,}-word project, an answer of "
        f"{len(answer.split()):,} words with {real} real and {invented} invented quotations"
    )
    started = time.perf_counter()
    checks = check_quotations(world, answer)
    cold = (time.perf_counter() - started) * 1000
    warm = _median_ms(lambda: check_quotations(world, answer), args.repeat)
    hinted = _median_ms(lambda: check_quotations(world, answer, prefer=read), args.repeat)
    flagged = sum(not check.verified for check in checks)
    phrase = _median_ms(lambda: search(world, "the lantern went down"), max(3, args.repeat // 3))

    print(f"  quotations found: {len(checks)}, not in the project: {flagged}")
    print(f"  check, cold (indexes the project):  {cold:8.1f} ms  "
          f"= {cold / phrase:5.2f} x one whole-project search ({phrase:.1f} ms)")
    print(f"  check, warm (end of a turn):        {warm:8.1f} ms  "
          f"= {warm / phrase:5.2f} x one whole-project search; "
          f"{warm / TARGET_MS:4.2f} x the {TARGET_MS:.0f} ms target")
    print(f"  check, warm, the documents read first: {hinted:5.1f} ms  "
          f"= {hinted / phrase:5.2f} x one whole-project search")
    hostile, ordinary = hostile_against_ordinary(max(3, args.repeat // 3))
    characters = sum(len(text) for text in HOSTILE)
    print(f"  hostile answers ({characters:,} characters): {hostile * 1000:6.1f} ms  "
          f"= {hostile / ordinary:5.2f} x ordinary ones of the same lengths "
          f"({ordinary * 1000:.1f} ms; goal <= {HOSTILE_GOAL:g} x)")
    ok = warm < TARGET_MS and flagged == invented and len(checks) == real + invented
    ok = ok and hostile / ordinary <= HOSTILE_GOAL
    print("  " + ("within target" if ok else "OUT OF TARGET or wrong count"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

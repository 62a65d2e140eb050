"""Benchmark of manuscript export on the synthetic 1,000,000-word project.

For DOCX and EPUB, the whole export (assembling the manuscript from the world, writing the
reference document, pandoc with Quire's filter, putting the file in place) is timed against
pandoc's own time converting the same documents' text, concatenated into one Markdown file,
with no options at all: the ratio is what Quire adds to the converter. The aim is 1.5x or
less. The two are run in turns, ``--repeat`` times each, and the medians kept.

    python benchmarks/run_export.py [--repeat N] [--words N] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate

from assistant.export.converter import find_pandoc
from assistant.export.exporter import export_manuscript
from assistant.export.options import ExportFormat, ExportOptions
from assistant.world.storage.store import ProjectStore


def _interleaved(first, second, repeat: int) -> tuple[float, float]:
    """Median times of two functions run in turns, so that a busy moment of the machine
    weighs on both alike."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(repeat):
        for fn, out in ((first, times[0]), (second, times[1])):
            started = time.perf_counter()
            fn()
            out.append(time.perf_counter() - started)
    return statistics.median(times[0]), statistics.median(times[1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--words", type=int, default=generate.TARGET_WORDS)
    parser.add_argument("--data", type=Path, default=generate.DEFAULT_DEST)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    pandoc = find_pandoc()
    if pandoc is None:
        print("pandoc is not installed", file=sys.stderr)
        return 2
    root = generate.generate(args.data, target_words=args.words)
    world = ProjectStore(root).load()
    documents = world.documents_in_order()
    words = sum(d.word_count for d in documents)
    results: dict[str, object] = {"words": words, "documents": len(documents),
                                  "converter": pandoc.name}
    with tempfile.TemporaryDirectory(prefix="quire-bench-export-") as tmp:
        work = Path(tmp)
        concatenated = work / "concatenated.md"
        concatenated.write_text("\n\n".join(d.text for d in documents), encoding="utf-8")
        for fmt, target in ((ExportFormat.DOCX, "docx"), (ExportFormat.EPUB, "epub3")):
            reference_out = work / f"reference.{fmt.value}"
            argv_ = [pandoc.path, str(concatenated), "-o", str(reference_out), "-t", target]
            if fmt is ExportFormat.EPUB:
                argv_ += ["--metadata", "title=Benchmark"]

            def plain(argv_: list[str] = argv_) -> None:
                subprocess.run(argv_, check=True, capture_output=True)

            out = work / f"quire{fmt.extension}"

            def quire(fmt: ExportFormat = fmt, out: Path = out) -> None:
                export_manuscript(world, ExportOptions(format=fmt), out, pandoc=pandoc)

            reference, ours = _interleaved(plain, quire, args.repeat)
            results[fmt.value] = {"quire_s": ours, "pandoc_alone_s": reference,
                                  "ratio": ours / reference,
                                  "bytes": out.stat().st_size}
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"{words:,} words in {len(documents)} documents; {pandoc.name}")
    for fmt in ("docx", "epub"):
        item = results[fmt]
        assert isinstance(item, dict)
        print(f"{fmt.upper()}: Quire's export {item['quire_s']:.1f} s, pandoc alone on the "
              f"concatenated text {item['pandoc_alone_s']:.1f} s, ratio {item['ratio']:.2f}x "
              f"(aim <= 1.5x); {item['bytes'] / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

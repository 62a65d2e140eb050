"""Benchmarks of the project world on a synthetic 1,000,000-word project.

Each figure is printed with a reference measured in the same run, on the same machine, and
the ratio of the two, so that the numbers mean something on any machine:

- taking a snapshot, against ``copy.deepcopy`` of the world;
- a whole-project search for a word, cold (the first search after opening, which folds
  every document) and warm (searching again), against ``rg -i`` over the same files when
  ripgrep is installed, else a plain Python loop over the files;
- opening the project, against reading every file's bytes;
- saving after one edit (and how many files that wrote), against one atomic file write;
- peak memory of opening the project (and of opening plus one search), against the size of
  the project's files.

    python benchmarks/run_world.py [--repeat N] [--json] [--data DIR]

The project is generated once into ``bench-data/`` (see ``generate.py``) and measured on a
temporary copy, so the cached one is never changed.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import timeit
import tracemalloc
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate

from assistant.world.edits import InsertText
from assistant.world.model import World
from assistant.world.project import Project
from assistant.world.search import search
from assistant.world.storage import ProjectStore


@dataclass(frozen=True)
class Figure:
    """One measurement and its reference, both in the same unit."""

    name: str
    value: float
    reference_name: str
    reference: float
    unit: str  # "s" or "B"
    note: str = ""

    @property
    def ratio(self) -> float:
        return self.value / self.reference if self.reference else float("inf")


def _median_time(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _fmt(value: float, unit: str) -> str:
    if unit == "B":
        return f"{value / 1e6:.1f} MB"
    if value < 1e-6:
        return f"{value * 1e9:.0f} ns"
    if value < 1e-3:
        return f"{value * 1e6:.1f} µs"
    if value < 1:
        return f"{value * 1e3:.1f} ms"
    return f"{value:.2f} s"


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and ".quire" not in p.parts)


# -- the figures ---------------------------------------------------------------------------


def bench_snapshot(project: Project, repeat: int) -> Figure:
    loops = 100_000
    per_snapshot = min(timeit.repeat(project.snapshot, number=loops, repeat=repeat)) / loops
    world = project.world
    deep = _median_time(lambda: copy.deepcopy(world), max(1, repeat // 2))
    return Figure("snapshot", per_snapshot, "copy.deepcopy(world)", deep, "s")


def _rg_reference(docs_dir: Path, word: str, repeat: int) -> tuple[str, float, int]:
    rg = shutil.which("rg")
    if rg is not None:
        argv = [rg, "-i", "-F", "-n", "--no-heading", "--", word, str(docs_dir)]

        def run_rg() -> bytes:
            return subprocess.run(argv, capture_output=True, check=False).stdout

        lines = run_rg().count(b"\n")  # also warms the page cache
        return "rg -i (matching lines)", _median_time(run_rg, repeat), lines

    needle = word.lower()

    def python_loop() -> int:
        count = 0
        for path in docs_dir.iterdir():
            count += path.read_text(encoding="utf-8").lower().count(needle)
        return count

    return "Python loop over the files", _median_time(python_loop, repeat), python_loop()


def bench_search(root: Path, repeat: int) -> list[Figure]:
    word = generate.SEARCH_WORD
    ref_name, ref_time, ref_count = _rg_reference(root / "documents", word, repeat)
    colds: list[float] = []
    hits = 0
    for _ in range(max(1, repeat // 2 + 1)):
        world = ProjectStore(root).load()  # fresh Document values: nothing folded yet
        started = time.perf_counter()
        hits = len(search(world, word))
        colds.append(time.perf_counter() - started)
    warm = _median_time(lambda: search(world, word), repeat)
    note = f"{hits} hits; reference found {ref_count}"
    return [
        Figure(f"search '{word}', cold", statistics.median(colds), ref_name, ref_time, "s", note),
        Figure(f"search '{word}', warm", warm, ref_name, ref_time, "s", note),
    ]


def bench_open(root: Path, repeat: int) -> Figure:
    files = _files(root)

    def read_all() -> int:
        return sum(len(p.read_bytes()) for p in files)

    read_all()
    reference = _median_time(read_all, repeat)

    def open_close() -> None:
        Project.open(root).close()

    opened = _median_time(open_close, repeat)
    return Figure("open the project", opened, "read every file's bytes", reference, "s",
                  f"{len(files)} files")


def _atomic_write(path: Path, data: bytes) -> None:
    temp = path.with_name(path.name + ".bench-tmp")
    with open(temp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temp, path)
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def bench_save(root: Path, repeat: int) -> Figure:
    project = Project.open(root)
    try:
        doc = project.world.documents_in_order()[len(project.world.documents) // 2]
        times: list[float] = []
        written: set[int] = set()
        for i in range(repeat):
            project.apply(InsertText(doc.id, 0, f"Edit {i}. "))
            started = time.perf_counter()
            report = project.save()
            times.append(time.perf_counter() - started)
            written.add(len(report.written) + len(report.removed))
        path = root / "documents" / next(
            p.name for p in (root / "documents").iterdir() if doc.id in p.name
        )
        data = path.read_bytes()
        reference = _median_time(lambda: _atomic_write(path, data), repeat)
    finally:
        project.close()
    files = "/".join(str(n) for n in sorted(written))
    return Figure("save after one edit", statistics.median(times),
                  "one atomic file write (fsync)", reference, "s", f"{files} file(s) written")


def bench_memory(root: Path) -> list[Figure]:
    size = sum(p.stat().st_size for p in _files(root))
    tracemalloc.start()
    try:
        world: World = ProjectStore(root).load()
        _current, peak_open = tracemalloc.get_traced_memory()
        search(world, generate.SEARCH_WORD)
        _current, peak_search = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return [
        Figure("peak memory: open", peak_open, "size of the project's files", size, "B"),
        Figure("peak memory: open + search", peak_search, "size of the project's files",
               size, "B", "includes the folded text kept for later searches"),
    ]


# -- running -------------------------------------------------------------------------------


def _prepare(data: Path) -> Path:
    """The cached project, generated (again) when missing or unreadable."""
    generate.generate(data)
    store = ProjectStore(data)
    store.load()
    if store.problems:
        generate.generate(data, force=True)
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--data", type=Path, default=generate.DEFAULT_DEST,
                        help="where the generated project is kept")
    args = parser.parse_args(argv)
    repeat = max(1, args.repeat)

    started = time.perf_counter()
    source = _prepare(args.data)
    prepared = time.perf_counter() - started
    with tempfile.TemporaryDirectory(prefix="quire-bench-") as temp:
        root = Path(temp) / "project"
        shutil.copytree(source, root, ignore=shutil.ignore_patterns(".quire"))
        project = Project.open(root)
        world = project.world
        summary = (
            f"{world.word_count():,} words, {len(world.documents):,} documents, "
            f"{len(world.entities):,} entities, "
            f"{sum(len(d.text) for d in world.documents.values()) / 1e6:.1f} M characters"
        )
        figures = [bench_snapshot(project, repeat)]
        project.close()
        del project, world
        figures += bench_search(root, repeat)
        figures.append(bench_open(root, repeat))
        figures.append(bench_save(root, repeat))
        figures += bench_memory(root)

    if args.json:
        print(json.dumps({
            "project": summary,
            "figures": [asdict(f) | {"ratio": f.ratio} for f in figures],
        }, indent=2, ensure_ascii=False))
        return 0
    print(f"Quire world benchmark: {summary} (prepared in {prepared:.1f} s)")
    print(f"{'figure':<28} {'value':>10}   {'reference':<32} {'ref value':>10}   {'ratio':>9}")
    for f in figures:
        ratio = f"{f.ratio:.2e}" if f.ratio < 0.01 else f"{f.ratio:.2f}"
        line = (f"{f.name:<28} {_fmt(f.value, f.unit):>10}   {f.reference_name:<32} "
                f"{_fmt(f.reference, f.unit):>10}   {ratio:>9}")
        print(line + (f"   ({f.note})" if f.note else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

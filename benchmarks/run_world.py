"""Benchmarks of the project world on a synthetic project (1,000,000 words by default).

Each row is printed with a reference measured in the same run, on the same machine, taking
turns with it, and the ratio of the two, so that the numbers mean something on any machine:

- opening the project (``Project.open``), against reading every file's bytes;
- a whole-project search for a word, cold (the first search after opening, which folds
  every document) and warm (searching again), against ``rg -i`` over the same files when
  ripgrep is installed, else a plain Python loop over the files; the rows say whether the
  text was folded and searched by the native module or in Python (``QUIRE_NO_NATIVE=1``
  measures the pure-Python path where the module is built);
- saving after one edit (and how many files that wrote), against one atomic file write;
- the same save keeping the version written for later merges (``.quire/merge/``), against
  the save keeping none; and opening the project keeping each version read, the first time
  (every version new) and again (every version known), against opening it keeping none;
- taking a snapshot, against ``copy.deepcopy`` of the world;
- peak memory traced while opening the project (and then searching it), against the size
  of the project's files (the whole process's peak is measured by ``run_memory.py``).

    python benchmarks/run_world.py [--repeat N] [--json] [--large | --data DIR]

The project is generated once into ``bench-data/`` (see ``generate.py``) and measured on a
temporary copy, so the cached one is never changed.
"""

from __future__ import annotations

import argparse
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import time
import timeit
import tracemalloc
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate
from common import Row, Stats, interleaved, report, timed

from assistant.world.edits import InsertText
from assistant.world.project import Project
from assistant.world.search import folded
from assistant.world.search.engine import search
from assistant.world.search.textfold import NATIVE
from assistant.world.storage.store import ProjectStore

OPEN_GOAL = 3.0
COLD_SEARCH_GOAL = 2.0
WARM_SEARCH_GOAL = 0.8
SAVE_GOAL = 3.0
VERSIONS_SAVE_GOAL = 1.2
VERSIONS_OPEN_GOAL = 1.5
VERSIONS_SHARE_GOAL = 0.1


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() and ".quire" not in p.parts)


def _words(count: int) -> str:
    return f"{count / 1e6:g}M words"


def fold_path() -> str:
    """Which code folds and searches the text in this run."""
    if NATIVE:
        return "native fold"
    if os.environ.get("QUIRE_NO_NATIVE") == "1":
        return "Python fold (QUIRE_NO_NATIVE=1)"
    return "Python fold (native module not built)"


# -- the rows ------------------------------------------------------------------------------


def bench_snapshot(project: Project, repeat: int, size: str) -> Row:
    loops = 100_000
    per_snapshot = min(timeit.repeat(project.snapshot, number=loops, repeat=repeat)) / loops
    world = project.world
    deep = timed(lambda: copy.deepcopy(world), max(1, repeat // 2))
    return Row(f"snapshot, {size}", Stats(per_snapshot, per_snapshot), "copy.deepcopy(world)",
               deep, "s")


def _reference_search(docs_dir: Path, word: str) -> tuple[str, Callable[[], object], int]:
    rg = shutil.which("rg")
    if rg is not None:
        argv = [rg, "-i", "-F", "-n", "--no-heading", "--", word, str(docs_dir)]

        def run_rg() -> bytes:
            return subprocess.run(argv, capture_output=True, check=False).stdout

        lines = run_rg().count(b"\n")  # also warms the page cache
        return "rg -i -F -n (matching lines)", run_rg, lines

    needle = word.lower()

    def python_loop() -> int:
        count = 0
        for path in docs_dir.iterdir():
            count += path.read_text(encoding="utf-8").lower().count(needle)
        return count

    return "a Python loop over the files", python_loop, python_loop()


def bench_search(root: Path, repeat: int, size: str, warm_goal: float | None) -> list[Row]:
    word = generate.SEARCH_WORD
    ref_name, reference, ref_count = _reference_search(root / "documents", word)
    colds: list[float] = []
    refs: list[float] = []
    hits = 0
    world = None
    for _ in range(max(1, repeat // 2 + 1)):
        world = None  # let the last one go before loading the next
        world = ProjectStore(root).load()  # fresh Document values: nothing folded yet
        started = time.perf_counter()
        hits = len(search(world, word))
        colds.append(time.perf_counter() - started)
        started = time.perf_counter()
        reference()
        refs.append(time.perf_counter() - started)
    assert world is not None
    warm = interleaved({"warm": lambda: search(world, word), "ref": reference}, repeat)
    note = f"{hits} hits; the reference found {ref_count} lines; {fold_path()}"
    return [
        Row(f"cold word search, {size}", Stats.of(colds), ref_name, Stats.of(refs), "s",
            COLD_SEARCH_GOAL, note),
        Row(f"warm word search, {size}", warm["warm"], ref_name, warm["ref"], "s",
            warm_goal, note),
    ]


def bench_open(root: Path, repeat: int, size: str) -> Row:
    files = _files(root)

    def read_all() -> int:
        return sum(len(p.read_bytes()) for p in files)

    def open_close() -> None:
        Project.open(root).close()

    read_all()
    stats = interleaved({"open": open_close, "read": read_all}, repeat)
    return Row(f"open, {size}", stats["open"], "read every file's bytes", stats["read"], "s",
               OPEN_GOAL, f"{len(files)} files")


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


def bench_save(root: Path, repeat: int) -> Row:
    project = Project.open(root)
    try:
        documents = len(project.world.documents)
        doc = project.world.documents_in_order()[documents // 2]
        path = next(p for p in (root / "documents").iterdir() if doc.id in p.name)
        data = path.read_bytes()
        # the reference writes a file of the same size in the same folder, which the project
        # ignores (its name starts with a dot)
        reference_path = path.with_name(".bench-reference")
        project.apply(InsertText(doc.id, 0, "Warm up. "))
        project.save()  # the first save after opening may read what it has not yet
        saves: list[float] = []
        writes: list[float] = []
        written: set[int] = set()
        for i in range(max(15, repeat)):
            project.apply(InsertText(doc.id, 0, f"Edit {i}. "))
            started = time.perf_counter()
            report = project.save()
            saves.append(time.perf_counter() - started)
            written.add(len(report.written) + len(report.removed))
            started = time.perf_counter()
            _atomic_write(reference_path, data)
            writes.append(time.perf_counter() - started)
        reference_path.unlink()
    finally:
        project.close()
    files = "/".join(str(n) for n in sorted(written))
    return Row(f"save after one edit, {documents:,} documents", Stats.of(saves),
               "one atomic file write (fsync)", Stats.of(writes), "s", SAVE_GOAL,
               f"{files} file(s) written")


def bench_versions(root: Path, repeat: int, size: str) -> list[Row]:
    """What keeping versions for merges adds to a save and to opening the project."""
    plain_root = root.with_name(root.name + "-plain")
    shutil.copytree(root, plain_root, ignore=shutil.ignore_patterns(".quire"))
    shutil.rmtree(root / ".quire" / "merge", ignore_errors=True)
    firsts: list[float] = []
    plains: list[float] = []
    for _ in range(max(2, repeat // 2)):
        shutil.rmtree(root / ".quire" / "merge", ignore_errors=True)
        started = time.perf_counter()
        ProjectStore(root, keep_versions=True).load()
        firsts.append(time.perf_counter() - started)
        started = time.perf_counter()
        ProjectStore(root).load()
        plains.append(time.perf_counter() - started)
    again = interleaved({
        "keeping": lambda: ProjectStore(root, keep_versions=True).load(),
        "plain": lambda: ProjectStore(root).load(),
    }, repeat)  # fmt: skip
    keeping = Project.open(root)
    plain_store = ProjectStore(plain_root)
    plain = Project(plain_store.load(), plain_store)
    recording: list[float] = []
    recorder = keeping.store.versions if keeping.store is not None else None
    assert recorder is not None
    flush = recorder.flush

    def timed_flush(paths: dict[str, str], *, wrote: bool) -> None:
        started = time.perf_counter()
        flush(paths, wrote=wrote)
        recording.append(time.perf_counter() - started)

    recorder.flush = timed_flush  # type: ignore[method-assign]
    try:
        doc_id = keeping.world.documents_in_order()[len(keeping.world.documents) // 2].id
        saves: dict[str, list[float]] = {"keeping": [], "plain": []}
        for i in range(max(15, repeat) + 1):
            for name, project in (("keeping", keeping), ("plain", plain)):
                project.apply(InsertText(doc_id, 0, f"Edit {i}. "))
                started = time.perf_counter()
                project.save()
                if i:  # the first save after opening may read what it has not yet
                    saves[name].append(time.perf_counter() - started)
            if not i:
                recording.clear()
    finally:
        keeping.close()
        shutil.rmtree(plain_root, ignore_errors=True)
    kept = sum(1 for p in (root / ".quire" / "merge").rglob("*") if p.is_file())
    return [
        Row("save after one edit, keeping its version", Stats.of(saves["keeping"]),
            "the same save, keeping none", Stats.of(saves["plain"]), "s", VERSIONS_SAVE_GOAL,
            "for later merges, in .quire/merge"),
        Row("  of which keeping the version", Stats.of(recording), "the whole save",
            Stats.of(saves["keeping"]), "s", VERSIONS_SHARE_GOAL,
            "the object written and the record's line"),
        Row(f"first open keeping each version, {size}", Stats.of(firsts),
            "open keeping none", Stats.of(plains), "s", None, f"{kept} files kept"),
        Row(f"open keeping each version, {size}", again["keeping"], "open keeping none",
            again["plain"], "s", VERSIONS_OPEN_GOAL, "every version known already"),
    ]


def bench_memory(root: Path, size: str) -> list[Row]:
    total = sum(p.stat().st_size for p in _files(root))
    tracemalloc.start()
    try:
        world = ProjectStore(root).load()
        _current, peak_open = tracemalloc.get_traced_memory()
        search(world, generate.SEARCH_WORD)
        _current, peak_search = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    files = Stats(total, total)
    return [
        Row(f"traced memory: open, {size}", Stats(peak_open, peak_open),
            "size of the project's files", files, "B"),
        Row(f"traced memory: open + search, {size}", Stats(peak_search, peak_search),
            "size of the project's files", files, "B",
            note="includes the folded text kept for later searches" if folded.KEPT
            else "the native fold keeps no folded text: a search folds as it scans"),
    ]


# -- running -------------------------------------------------------------------------------


def prepare(data: Path, large: bool = False) -> Path:
    """The cached project, generated (again) when missing or unreadable."""
    make = generate.generate_large if large else generate.generate
    make(data)
    store = ProjectStore(data)
    store.load()
    if store.problems:
        make(data, force=True)
    return data


def run(source: Path, repeat: int, *, large: bool) -> tuple[str, list[Row]]:
    with tempfile.TemporaryDirectory(prefix="quire-bench-") as temp:
        root = Path(temp) / "project"
        shutil.copytree(source, root, ignore=shutil.ignore_patterns(".quire"))
        project = Project.open(root)
        world = project.world
        words = world.word_count()
        summary = (
            f"{words:,} words, {len(world.documents):,} documents, "
            f"{len(world.entities):,} entities, "
            f"{sum(len(d.text) for d in world.documents.values()) / 1e6:.1f} M characters, "
            f"{fold_path()}"
        )
        size = _words(round(words, -5))
        rows = [bench_snapshot(project, repeat, size)]
        project.close()
        del project, world
        rows.append(bench_open(root, repeat, size))
        rows += bench_search(root, repeat, size, WARM_SEARCH_GOAL if large else None)
        rows.append(bench_save(root, repeat))
        rows += bench_versions(root, repeat, size)
        rows += bench_memory(root, size)
    return summary, rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--large", action="store_true",
                        help="the 5,000,000-word, 10,000-document project")
    parser.add_argument("--data", type=Path, help="where the generated project is kept")
    args = parser.parse_args(argv)
    data = args.data or (generate.LARGE_DEST if args.large else generate.DEFAULT_DEST)

    started = time.perf_counter()
    source = prepare(data, args.large)
    prepared = time.perf_counter() - started
    summary, rows = run(source, max(1, args.repeat), large=args.large)
    report(f"Quire world benchmark: {summary} (prepared in {prepared:.1f} s)", rows,
           as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

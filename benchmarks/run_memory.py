"""Peak memory of opening a project, in a fresh process, against the size of its files.

The process imports Quire's world, notes its resident size, opens the project (the
5,000,000-word one by default) the way the app does (``Project.open``, then the folding
the app does on a worker after opening where Python folds and keeps the folded text), runs
one word search over it all, and reports its peak resident size (RSS)
above what the interpreter held before opening (all of it, in the note). It then says what
the memory holds: the documents' text, the folded text kept for search, the values around
them, and what the store remembers of the files.

It then starts the desktop app, ``quire-gui``, in a fresh process (Qt offscreen, empty
settings) on the 10,000,000-word project (``generate.generate_huge``, made once and kept)
and notes its resident size once the project is fully ready (the words counted, the text
folded for search where it is kept, and the quotations indexed on the app's worker): against
250 MB.

    python benchmarks/run_memory.py [--json] [--data DIR] [--gui-data DIR] [--no-gui]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate
from common import Row, Stats, report

GOAL = 3.0
GUI_MEMORY = 250e6
"""The most the desktop app may hold with the 10,000,000-word project open."""

_GUI_PROBE = """
import gc, os, sys
from PySide6.QtCore import QTimer
from assistant.gui.app import app as gui_app
from assistant.gui.window.project_files import ProjectFiles
from assistant.world.search import folded, quotes

opened = ProjectFiles.open_project

def open_and_wait(self, path):
    ok = opened(self, path)
    controller = self.controller
    def ready():
        world = controller.world
        if world is None or controller.index.word_count(world) is None:
            return False
        if folded.KEPT and not all(map(folded.is_kept, world.documents_in_order())):
            return False
        return quotes.index_ready(world)
    def poll():
        if not ready():
            QTimer.singleShot(50, poll)
            return
        gc.collect()
        with open("/proc/self/statm") as handle:
            pages = int(handle.read().split()[1])
        print(f"ready {pages * os.sysconf('SC_PAGE_SIZE')} {int(ok)}", flush=True)
        os._exit(0)
    QTimer.singleShot(0, poll)
    return ok

ProjectFiles.open_project = open_and_wait
sys.exit(gui_app.main(["quire-gui", sys.argv[1]]))
"""


def _rss_now() -> int:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize()


def _peak_rss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def _deep_size(value: object, seen: set[int]) -> int:
    """Bytes of ``value`` and what it holds (tuples, dicts, strings), each object once."""
    if id(value) in seen:
        return 0
    seen.add(id(value))
    size = sys.getsizeof(value)
    if isinstance(value, dict):
        size += sum(_deep_size(k, seen) + _deep_size(v, seen) for k, v in value.items())
    elif isinstance(value, tuple | list | set | frozenset):
        size += sum(_deep_size(item, seen) for item in value)
    return size


def measure(root: Path) -> dict[str, object]:
    """Run in the child process: open the project and report what memory it took."""
    from assistant.world.model import World
    from assistant.world.project import Project
    from assistant.world.search.engine import search
    from assistant.world.search.folded import folded_document, is_kept, prefold

    files = [p for p in root.rglob("*") if p.is_file() and ".quire" not in p.parts]
    size = sum(p.stat().st_size for p in files)
    before = _rss_now()
    project = Project.open(root, lock=False)
    world: World = project.world
    opened = _peak_rss()
    prefold(world)  # where Python folds, the folded text is kept: folded ahead, as the app does
    search(world, "lantern")  # and a search's own folding, where native code folds
    folded_peak = _peak_rss()

    seen: set[int] = set()
    # as each document keeps it: UTF-8 where that is smaller than Python's string of it
    texts = sum(_deep_size(vars(d)["_text"], seen) for d in world.documents.values())
    texts += sum(_deep_size(e.notes, seen) for e in world.entities.values())
    values = 0
    for value in (*world.documents.values(), *world.entities.values()):
        values += sys.getsizeof(value) + sys.getsizeof(value.__dict__)
        values += sum(_deep_size(v, seen) for v in value.__dict__.values())
    folded = 0
    for doc in world.documents.values():
        if not is_kept(doc):
            continue
        text = folded_document(doc)
        folded += sys.getsizeof(text) + _deep_size(text.text, seen)
        folded += _deep_size(text.units, seen) + _deep_size(text._starts, seen)
    store = project.store
    known = store._known  # what the store knows of each file it read: fingerprint, stamp
    remembered = sum(_deep_size(vars(known)[name], seen) for name in ("_fingerprints", "_stamps"))
    remembered += _deep_size(store._last.paths, seen)  # each document's and entity's file
    return {
        "files": size,
        "count": len(files),
        "before": before,
        "opened": opened,
        "folded": folded_peak,
        "parts": {
            "text": texts,
            "documents and entities around it": values,
            "folded text for search": folded,
            "the store's fingerprints, stamps and paths": remembered,
        },
    }


def rows_of(report: dict[str, object]) -> list[Row]:
    files = float(report["files"])  # type: ignore[arg-type]
    reference = Stats(files, files)
    opened = float(report["opened"])  # type: ignore[arg-type]
    folded = float(report["folded"])  # type: ignore[arg-type]
    before = float(report["before"])  # type: ignore[arg-type]
    parts = report["parts"]
    assert isinstance(parts, dict)
    largest = sorted(parts.items(), key=lambda item: -item[1])
    held = ", ".join(f"{name} {size / 1e6:.0f} MB" for name, size in largest)
    return [
        Row("peak RSS, open 5M words", Stats(opened - before, opened - before),
            "size of the project's files", reference, "B", GOAL,
            f"above the {before / 1e6:.0f} MB the interpreter held before; "
            f"{opened / 1e6:.0f} MB in all"),
        Row("peak RSS, open 5M words + folded for search", Stats(folded - before, folded - before),
            "size of the project's files", reference, "B", GOAL,
            f"{folded / 1e6:.0f} MB in all; holds: {held}"),
    ]


def gui_memory(project: Path) -> int:
    """Bytes resident in a fresh ``quire-gui project`` once the project is fully ready."""
    with tempfile.TemporaryDirectory(prefix="quire-bench-memory-") as name:
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM="offscreen",
            QUIRE_CONFIG_DIR=str(Path(name) / "config"),
            QUIRE_DATA_DIR=str(Path(name) / "data"),
            PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring",
            PYTHONPATH=str(Path(__file__).resolve().parent.parent),
        )
        for variable in ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL", "QUIRE_API_KEY"):
            env.pop(variable, None)
        copy = Path(name) / "project"
        shutil.copytree(project, copy, ignore=shutil.ignore_patterns(".quire"))
        out = subprocess.run(
            [sys.executable, "-c", _GUI_PROBE, str(copy)],
            capture_output=True, text=True, env=env, timeout=600, check=False,
        )
    line = next((x for x in out.stdout.splitlines() if x.startswith("ready ")), None)
    if line is None or not line.endswith(" 1"):
        raise RuntimeError(f"the app did not get the project ready: {out.stderr[-2000:]}")
    return int(line.split()[1])


def gui_row(project: Path) -> Row:
    held = float(gui_memory(project))
    return Row("GUI memory at 10M words", Stats(held, held), "250 MB",
               Stats(GUI_MEMORY, GUI_MEMORY), "B", 1.0,
               "a fresh quire-gui, resident once the words are counted and the quotations "
               "indexed")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--data", type=Path, default=generate.LARGE_DEST)
    parser.add_argument("--gui-data", type=Path, default=generate.HUGE_DEST)
    parser.add_argument("--no-gui", action="store_true", help="leave out the desktop app's row")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(measure(args.data)))
        return 0
    if args.data == generate.LARGE_DEST:
        generate.generate_large(args.data)
    out = subprocess.run(
        [sys.executable, __file__, "--child", "--data", str(args.data)],
        capture_output=True, text=True, check=True,
    ).stdout
    rows = rows_of(json.loads(out))
    if not args.no_gui:
        if args.gui_data == generate.HUGE_DEST:
            generate.generate_huge()
        rows.append(gui_row(args.gui_data))
    report("Quire memory benchmark", rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Benchmark of the command line's start: ``quire --help``, in fresh processes.

The reference, taking turns with it, is the floor of any Python command line: the
interpreter starting and printing an ``argparse`` help. The goal is absolute: 0.15 s.

    python benchmarks/run_cli.py [--repeat N] [--json]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, constant, interleaved, report

GOAL_S = 0.15


def _quire() -> list[str]:
    script = Path(sys.executable).with_name("quire")
    if script.exists():
        return [str(script)]
    found = shutil.which("quire")
    if found:
        return [found]
    return [sys.executable, "-c", "import sys; from assistant.cli import main; sys.exit(main())"]


def bench(repeat: int) -> list[Row]:
    quire = [*_quire(), "--help"]
    floor = [sys.executable, "-c",
             "import argparse; argparse.ArgumentParser(prog='quire').print_help()"]

    def run(argv: list[str]) -> None:
        subprocess.run(argv, capture_output=True, check=True)

    run(quire)  # compiles the bytecode once
    stats = interleaved({"quire": lambda: run(quire), "floor": lambda: run(floor)}, repeat)
    return [
        Row("`quire --help`", stats["quire"], "0.15 s", constant(GOAL_S), "s", 1.0),
        Row("`quire --help` (against Python's floor)", stats["quire"],
            "python printing an argparse help", stats["floor"], "s"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9, help="runs per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    rows = bench(args.repeat)
    report("Quire command-line benchmark", rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

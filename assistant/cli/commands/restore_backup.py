"""Unpack a backup zip as a new project folder; the project it was made from is not touched.

    quire restore-backup ZIP DEST
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("zip", metavar="ZIP", help="the backup")
    parser.add_argument("dest", metavar="DEST", help="new project folder (absent or empty)")


def run(args: argparse.Namespace) -> int:
    from assistant.world.backup import restore_backup

    report = restore_backup(Path(args.zip), Path(args.dest))
    for problem in report.problems:
        print(f"quire: warning: {problem}", file=sys.stderr)
    print(f"restored {report.files} file(s) into {report.root}")
    return 0

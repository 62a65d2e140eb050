"""Make a zip backup of a project now (by default into ``Quire Backups`` beside its folder).

    quire backup PATH [--json]

A project kept in a hidden folder (as the app's copy of the sample is) is backed up into
``Quire Backups`` in your Documents folder instead, where you can see it.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("--json", action="store_true", help="print the backup's path as JSON")


def run(args: argparse.Namespace) -> int:
    from assistant.world.backup import create_backup

    path = create_backup(Path(args.path))
    if args.json:
        print(json.dumps({"path": str(path), "bytes": path.stat().st_size}, ensure_ascii=False))
        return 0
    print(f"backed up to {path}")
    return 0

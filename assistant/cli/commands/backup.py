"""Make a zip backup of a project now (by default into ``Quire Backups`` beside its folder).

    quire backup PATH

A project kept in a hidden folder (as the app's copy of the sample is) is backed up into
``Quire Backups`` in your Documents folder instead, where you can see it.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")


def run(args: argparse.Namespace) -> int:
    from assistant.world.backup import create_backup

    path = create_backup(Path(args.path))
    print(f"backed up to {path}")
    return 0

"""git's merge driver for a Quire project: a document or entity merged as Quire merges them
(the front matter key by key, the text paragraph by paragraph), instead of line by line.

    quire merge-driver BASE OURS THEIRS PATH [--marker-size N] [--labels OURS BASE THEIRS]

git calls it with %O %A %B %P: the common version, this branch's (where the result goes),
the other branch's, and the file's path in the repository. To use it in a project under git:

    .gitattributes:   documents/*.md merge=quire
                      entities/*.md merge=quire
    git config merge.quire.name "Quire's paragraph merge"
    git config merge.quire.driver "quire merge-driver %O %A %B %P --marker-size %L"

A clean merge is written to OURS (exit status 0). Paragraphs both branches changed
differently are written between git's conflict markers, with the common version after
|||||||, and nothing else is: git reports the conflict as usual (exit status 1), and Quire
offers to merge the file when the project opens (or run quire merge). Exit status 2 when
a version cannot be read or the result cannot be written (OURS is then left as it was).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from assistant.cli.common import EXIT_ERROR, EXIT_OK, EXIT_PROBLEMS, CliError, one_line
from assistant.world.merge.files import DEFAULT_MARKER_SIZE, Labels, merge_file
from assistant.world.storage import atomic
from assistant.world.storage.layout import MAX_FILE_BYTES

PROG = "quire merge-driver"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("base", metavar="BASE", help="the common version (git's %%O)")
    parser.add_argument(
        "ours", metavar="OURS", help="this branch's version, replaced by the result (%%A)"
    )
    parser.add_argument("theirs", metavar="THEIRS", help="the other branch's version (%%B)")
    parser.add_argument("path", metavar="PATH", help="the file's path in the repository (%%P)")
    parser.add_argument(
        "--marker-size", type=int, default=DEFAULT_MARKER_SIZE, metavar="N",
        help="how long the conflict markers are (git's %%L; 7 by default)",
    )  # fmt: skip
    parser.add_argument(
        "--labels", nargs=3, metavar=("OURS", "BASE", "THEIRS"),
        help="what follows the markers (git's %%X %%S %%Y)",
    )  # fmt: skip


def run(args: argparse.Namespace) -> int:
    if not 7 <= args.marker_size <= 64:
        raise CliError("--marker-size must be between 7 and 64")
    ours_label, base_label, theirs_label = args.labels or ("ours", "base", "theirs")
    labels = Labels(ours_label, base_label, theirs_label, args.marker_size)
    ours_path = Path(args.ours)
    try:
        base, ours, theirs = (_read(Path(p)) for p in (args.base, args.ours, args.theirs))
        merged = merge_file(base, ours, theirs, args.path, labels)
    except (OSError, ValueError) as error:
        print(f"{PROG}: error: {args.path}: {one_line(error)}", file=sys.stderr)
        return EXIT_ERROR
    try:
        atomic.write_atomic(ours_path, merged.data)
    except OSError as error:
        print(f"{PROG}: error: cannot write {ours_path}: {one_line(error)}", file=sys.stderr)
        return EXIT_ERROR
    if merged.conflicts:
        count = merged.conflicts
        print(
            f"{PROG}: {args.path}: {count} conflict{'s' if count != 1 else ''} between "
            "markers; Quire offers to merge them when the project opens",
            file=sys.stderr,
        )
        return EXIT_PROBLEMS
    return EXIT_OK


def _read(path: Path) -> bytes:
    """One version as git gave it (an empty file for a version that does not exist)."""
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise ValueError(f"{path.name} is larger than {MAX_FILE_BYTES // 2**20} MB")
    return path.read_bytes()


__all__ = ["add_arguments", "run"]

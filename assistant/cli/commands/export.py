"""Export the manuscript: the tree in reading order, with the choices last made in the app's
Export dialog unless overridden here.

``-o -`` writes the manuscript to standard output: Markdown, plain text and HTML always; the
other formats (DOCX, ODT, EPUB, PDF) only into a pipe or a file, never onto a terminal. The
folder of ``-o FILE`` must exist (no folder is made for a mistyped path).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from assistant.cli.common import CliError, load, warn_problems

STDOUT = "-"
TEXT_FORMATS = frozenset({"markdown", "text", "html"})


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from assistant.export.options import ALL_KINDS, ExportFormat

    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("--format", "-f", required=True, choices=[f.value for f in ExportFormat])
    parser.add_argument("-o", "--output", required=True, metavar="FILE",
                        help="file to write (its folder must exist), or - for standard output")
    parser.add_argument("--kinds", metavar="LIST",
                        help=f"comma-separated kinds to include, of: {', '.join(ALL_KINDS)}")
    parser.add_argument("--skip-status", action="append", metavar="STATUS",
                        help="leave out documents with this status (repeatable)")
    parser.add_argument("--numbering", action=argparse.BooleanOptionalAction, default=None,
                        help="number parts and chapters")
    parser.add_argument("--title-page", action=argparse.BooleanOptionalAction, default=None)
    parser.add_argument("--manuscript", dest="manuscript_preset",
                        action=argparse.BooleanOptionalAction, default=None,
                        help="standard manuscript format (DOCX, ODT, PDF)")
    parser.add_argument("--separator", metavar="TEXT", help="scene separator (* * *)")
    parser.add_argument("--subtitle", metavar="TEXT")
    parser.add_argument("--progress", dest="verbose_progress", action="store_true",
                        help="print each stage on stderr")
    parser.add_argument("--json", action="store_true",
                        help="print what was exported as JSON (on stderr with -o -)")


def run(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from assistant.export.destination import check_destination
    from assistant.export.exporter import ExportError, export_manuscript
    from assistant.export.options import ExportFormat, load_options

    world, problems = load(args.path)
    options = load_options(args.path)
    changes: dict[str, Any] = {"format": ExportFormat(args.format)}
    if args.kinds is not None:
        changes["kinds"] = tuple(k.strip() for k in args.kinds.split(",") if k.strip())
    if args.skip_status:
        changes["skip_statuses"] = tuple(args.skip_status)
    for name in ("numbering", "title_page", "manuscript_preset"):
        if getattr(args, name) is not None:
            changes[name] = getattr(args, name)
    for name in ("separator", "subtitle"):
        if getattr(args, name) is not None:
            changes[name] = getattr(args, name)
    try:
        options = replace(options, **changes)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    to_stdout = args.output == STDOUT
    if to_stdout and args.format not in TEXT_FORMATS and sys.stdout.isatty():
        raise CliError(f"{args.format} is not text: send it into a file or a pipe "
                       f"(quire export … -o - > book.{args.format}), or name a file with -o")
    output = Path(args.output)
    if not to_stdout:
        try:
            output = check_destination(args.output, args.path)
        except ExportError as exc:
            raise CliError(str(exc)) from None
        if output.is_dir():
            raise CliError(f"{output} is a folder; give the file to write")
        if not output.absolute().parent.is_dir():
            raise CliError(f"the folder {output.absolute().parent} does not exist; "
                           "make it first, or write the file elsewhere")

    def progress(stage: str, _done: int, _total: int) -> None:
        if args.verbose_progress:
            print(f"{stage}…", file=sys.stderr)

    with tempfile.TemporaryDirectory(prefix="quire-export-") as work:
        target = Path(work) / f"manuscript{options.format.extension}" if to_stdout else output
        try:
            result = export_manuscript(world, options, target, progress=progress,
                                       project=args.path)
        except ExportError as exc:
            raise CliError(str(exc)) from None
        if to_stdout:
            sys.stdout.flush()
            with target.open("rb") as made:
                shutil.copyfileobj(made, sys.stdout.buffer)
            sys.stdout.buffer.flush()
    report = sys.stderr if to_stdout else sys.stdout
    where = "standard output" if to_stdout else str(result.path)
    if args.json:
        print(json.dumps({
            "path": None if to_stdout else str(result.path), "format": result.format.value,
            "documents": result.documents, "words": result.words,
            "converter": result.converter, "warnings": list(result.warnings),
        }, ensure_ascii=False, indent=2), file=report)  # fmt: skip
    else:
        print(f"exported {result.documents} document(s), {result.words:,} words, to {where} "
              f"({result.format.name}, made with {result.converter})", file=report)
    warn_problems(problems)
    return 0

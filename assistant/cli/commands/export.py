"""Export the manuscript: the tree in reading order, with the choices last made in the app's
Export dialog unless overridden here."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from assistant.cli.common import CliError, load, warn_problems


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from assistant.export.options import ALL_KINDS, ExportFormat

    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("--format", "-f", required=True, choices=[f.value for f in ExportFormat])
    parser.add_argument("-o", "--output", required=True, metavar="FILE", help="file to write")
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
    try:
        output = check_destination(args.output, args.path)
    except ExportError as exc:
        raise CliError(str(exc)) from None
    if output.is_dir():
        raise CliError(f"{output} is a folder; give the file to write")

    def progress(stage: str, _done: int, _total: int) -> None:
        if args.verbose_progress:
            print(f"{stage}…", file=sys.stderr)

    try:
        result = export_manuscript(world, options, output, progress=progress,
                                   project=args.path)
    except ExportError as exc:
        raise CliError(str(exc)) from None
    print(f"exported {result.documents} document(s), {result.words:,} words, to {result.path} "
          f"({result.format.name}, made with {result.converter})")
    warn_problems(problems)
    return 0

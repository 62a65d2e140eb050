"""``quire import``: a vault, a novelWriter or Scrivener project, or a folder of text files
as a new Quire project, with a report of everything it brought in and everything it did not.

    quire import SRC DEST [--title T] [--entities auto|none] [--mapping FILE]
                          [--join-lines] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from assistant.world.importer import (
    EntityMapping,
    ImportOptions,
    ImportReport,
    SkipReason,
    import_project,
    load_mapping,
)

SKIP_WORDS = {
    SkipReason.LINK_OUTSIDE: "links pointing outside the folder (not followed)",
    SkipReason.LINKED_FOLDER: "links to folders (not followed)",
    SkipReason.SPECIAL: "special files (fifos, sockets, devices)",
    SkipReason.HIDDEN: "hidden files and folders",
    SkipReason.APP_SETTINGS: "the source app's own settings",
    SkipReason.UNREADABLE: "unreadable",
    SkipReason.TOO_LARGE: "too large",
    SkipReason.NOT_TEXT: "not text",
    SkipReason.UNSUPPORTED: "not part of the project",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("src", metavar="SRC",
                        help="an Obsidian vault, a novelWriter or Scrivener project, or a "
                             "folder of Markdown or text files")
    parser.add_argument("dest", metavar="DEST", help="new project folder (absent or empty)")
    parser.add_argument("--title", help="the project's title (default: the source's own)")
    parser.add_argument("--entities", choices=("auto", "none"), default="auto",
                        help="make characters, places, items and factions from the notes "
                             "that describe them (auto, the default), or keep every note a "
                             "document (none)")
    parser.add_argument("--mapping", metavar="FILE",
                        help='a TOML file of what notes become: [entities] "People" = '
                             '"character", "Notes/Ideas.md" = "document"…')
    parser.add_argument("--join-lines", action="store_true",
                        help="join the lines of hard-wrapped paragraphs")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")


def run(args: argparse.Namespace) -> int:
    mapping = load_mapping(args.mapping) if args.mapping else EntityMapping()
    options = ImportOptions(
        title=args.title,
        entities=args.entities == "auto",
        mapping=mapping,
        join_lines=args.join_lines,
    )
    report = import_project(Path(args.src), Path(args.dest), options)
    if args.json:
        print(json.dumps(report_data(report), ensure_ascii=False, indent=2))
    else:
        print_report(report)
    return 0


def report_data(report: ImportReport) -> dict[str, Any]:
    """The report as plain data (what ``--json`` prints)."""
    return {
        "project": str(report.root),
        "source": report.source.value,
        "documents": report.documents,
        "folders": report.folders,
        "words": report.words,
        "entities": dict(report.entities),
        "fields_kept": report.fields_kept,
        "attachments": list(report.attachments),
        "links": {
            "resolved": report.links_resolved,
            "unresolved": [{"file": f, "target": t} for f, t in report.links_unresolved],
        },
        "hard_wrapped": list(report.hard_wrapped),
        "lines_joined": report.lines_joined,
        "trashed": report.trashed,
        "skipped": [
            {"path": s.path, "reason": s.reason.value, "detail": s.detail}
            | ({"problem": s.problem.kind.value, "details": s.problem.values} if s.problem else {})
            for s in report.skipped
        ],
        "skipped_by_reason": {k.value: v for k, v in report.skipped_by_reason().items()},
        "skipped_by_type": report.skipped_by_type(),
        "problems": [p.to_json() for p in report.problems],
    }


def print_report(report: ImportReport, what: str = "") -> None:
    """The report for the writer; ``what`` names what was made (a series: its notes), and
    what it has no place for is said to be left out of it."""
    entities = ", ".join(f"{n} {kind}" for kind, n in report.entities)
    if what:
        print(
            f"imported {report.documents} note(s), {report.words:,} words, from a "
            f"{report.source.value} into {what} at {report.root}"
        )
    else:
        print(
            f"imported {report.documents} document(s) in {report.folders} folder(s), "
            f"{report.words:,} words, from a {report.source.value} into {report.root}"
        )
    print(f"entities: {report.entity_count}" + (f" ({entities})" if entities else ""))
    print(f"fields kept: {report.fields_kept}")
    if report.attachments:
        types = ", ".join(f"{n} {t}" for t, n in sorted(report.attachments_by_type().items()))
        print(f"attachments copied: {len(report.attachments)} ({types})")
    if report.links_resolved or report.links_unresolved:
        print(f"links: {report.links_resolved} pointed at what they name, "
              f"{len(report.links_unresolved)} to notes the source does not have")
    if report.trashed:
        print(f"in the trash: {report.trashed} document(s), from the source's own trash")
    if report.lines_joined:
        print(f"hard-wrapped lines joined: {report.lines_joined}")
    elif report.hard_wrapped:
        print(f"{len(report.hard_wrapped)} file(s) look hard-wrapped; import again with "
              "--join-lines to join their lines into paragraphs")
    if report.skipped:
        counts = Counter(item.reason for item in report.skipped)
        print(f"left out: {len(report.skipped)} file(s) or folder(s)", file=sys.stderr)
        for reason, count in counts.items():
            words = SKIP_WORDS[reason]
            if reason is SkipReason.UNSUPPORTED and what:
                words = f"not part of {what}"
            print(f"  {count} {words}:", file=sys.stderr)
            for item in report.skipped:
                if item.reason is reason:
                    detail = f" ({item.detail})" if item.detail else ""
                    print(f"    {item.path}{detail}", file=sys.stderr)
    for problem in report.problems:
        print(f"quire: note: {problem.path}: {problem.reason}", file=sys.stderr)

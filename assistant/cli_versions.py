"""The command line's export, snapshot and backup commands.

    quire export PATH --format FORMAT -o FILE [choices…]
    quire snapshots PATH DOCUMENT [--json]
    quire snapshot PATH DOCUMENT [--name N]
    quire restore PATH DOCUMENT SNAPSHOT
    quire backup PATH
    quire restore-backup ZIP DEST

DOCUMENT is a document's id, the start of its id, or its title; SNAPSHOT is a snapshot's id,
the start of it, or its name. ``export`` and ``snapshots`` only read; ``snapshot`` and
``restore`` take the project's lock, as the app does, so they refuse while the project is
open in Quire.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from assistant.cli import CliError, _load, _warn_problems

if TYPE_CHECKING:  # not imported to list the commands (quire --help)
    from assistant.world.model import Document, World


def find_document(world: World, ref: str, known_ids: list[str] | None = None) -> str:
    """The id of the document ``ref`` names: an id, the start of one, or a title (live
    documents first, then the trash). ``known_ids`` adds ids that only have snapshots."""
    ref = ref.strip()
    if ref in world.documents or (known_ids and ref in known_ids):
        return ref
    ids = list(world.documents) + [i for i in (known_ids or []) if i not in world.documents]
    by_prefix = [i for i in ids if len(ref) >= 4 and i.startswith(ref)]
    if len(by_prefix) == 1:
        return by_prefix[0]
    wanted = ref.casefold()
    live = [d.id for d in world.documents_in_order() if d.title.strip().casefold() == wanted]
    if not live:
        live = [d.id for d in world.documents.values() if d.title.strip().casefold() == wanted]
    if len(live) == 1:
        return live[0]
    if len(live) > 1:
        raise CliError(f"{len(live)} documents are titled {ref!r}: give the id "
                         f"({', '.join(live)})")
    raise CliError(f"no document {ref!r} in the project")


# -- export -------------------------------------------------------------------------------------


def cmd_export(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from assistant.export.exporter import ExportError, export_manuscript
    from assistant.export.options import ExportFormat, load_options

    world, problems = _load(args.path)
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
    output = Path(args.output)
    if output.is_dir():
        raise CliError(f"{output} is a folder; give the file to write")

    def progress(stage: str, _done: int, _total: int) -> None:
        if args.verbose_progress:
            print(f"{stage}…", file=sys.stderr)

    try:
        result = export_manuscript(world, options, output, progress=progress)
    except ExportError as exc:
        raise CliError(str(exc)) from None
    print(f"exported {result.documents} document(s), {result.words:,} words, to {result.path} "
          f"({result.format.name}, made with {result.converter})")
    _warn_problems(problems)
    return 0


EXPORT_SUMMARY = "export the manuscript (Markdown, DOCX, ODT, EPUB, HTML, text, PDF)"


def add_export(subparsers: Any, full: bool = True) -> None:
    """The ``export`` command; its arguments (and the exporter's options) only when ``full``."""
    if not full:
        subparsers.add_parser("export", help=EXPORT_SUMMARY, add_help=False)
        return
    from assistant.export.options import ALL_KINDS, ExportFormat

    parser = subparsers.add_parser(
        "export", help=EXPORT_SUMMARY,
        description="Export the manuscript: the tree in reading order, with the choices last "
        "made in the app's Export dialog unless overridden here.",
    )
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
    parser.set_defaults(handler=cmd_export)


# -- snapshots ----------------------------------------------------------------------------------


def _snapshot_json(info) -> dict[str, Any]:
    data = info.to_json()
    data.pop("object")
    data["automatic"] = info.is_automatic
    return data


def cmd_snapshots(args: argparse.Namespace) -> int:
    from assistant.world.snapshots.store import SnapshotStore

    world, _problems = _load(args.path)
    store = SnapshotStore(args.path)
    doc_id = find_document(world, args.document, store.documents())
    infos = store.snapshots(doc_id)
    doc = world.documents.get(doc_id)
    title = doc.title if doc is not None else (infos[0].title if infos else doc_id)
    if args.json:
        print(json.dumps({"document": doc_id, "title": title,
                          "snapshots": [_snapshot_json(i) for i in infos]},
                         ensure_ascii=False, indent=2))
        return 0
    if not infos:
        print(f"no snapshots of “{title}” [{doc_id}]")
        return 0
    print(f"snapshots of “{title}” [{doc_id}], newest first:")
    for info in infos:
        when = info.time.astimezone().strftime("%Y-%m-%d %H:%M")
        why = {"manual": "taken by you", "daily": "automatic, daily",
               "assistant": f"before the assistant: {info.by}" if info.by
               else "before the assistant",
               "restore": "before a restore"}[info.reason.value]
        name = f"  “{info.name}”" if info.name else ""
        print(f"  {info.id}  {when}  {info.words:>7,} words  {why}{name}")
    return 0


def _open_locked(path: str):
    from assistant.world.project import Project

    return Project.open(Path(path), lock=True)


def cmd_snapshot(args: argparse.Namespace) -> int:
    from assistant.world.snapshots.store import SnapshotStore

    project = _open_locked(args.path)
    try:
        doc_id = find_document(project.world, args.document)
        doc = project.world.documents[doc_id]
        info = SnapshotStore(args.path).take(doc, name=args.name or "")
    finally:
        project.close()
    print(f"snapshot {info.id} of “{doc.title}” ({info.words:,} words)")
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    from assistant.world.snapshots.restore import keep_current, restore_document_edit
    from assistant.world.snapshots.store import SnapshotStore

    project = _open_locked(args.path)
    try:
        store = SnapshotStore(args.path)
        doc_id = find_document(project.world, args.document)
        current: Document = project.world.documents[doc_id]
        info = store.find(doc_id, args.snapshot)
        edit = restore_document_edit(current, store.load(info))
        if edit is None:
            print(f"“{current.title}” is already as snapshot {info.id} holds it")
            return 0
        kept = keep_current(store, current)
        project.apply(edit)
        project.save()
    finally:
        project.close()
    print(f"restored “{current.title}” to snapshot {info.id}; the text it had is kept as "
          f"snapshot {kept.id}")
    return 0


def add_snapshots(subparsers: Any) -> None:
    listing = subparsers.add_parser("snapshots", help="list a document's snapshots")
    listing.add_argument("path", metavar="PATH", help="project folder")
    listing.add_argument("document", metavar="DOCUMENT", help="document id or title")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(handler=cmd_snapshots)

    take = subparsers.add_parser("snapshot", help="take a snapshot of a document")
    take.add_argument("path", metavar="PATH", help="project folder")
    take.add_argument("document", metavar="DOCUMENT", help="document id or title")
    take.add_argument("--name", metavar="N", help="a name for the snapshot")
    take.set_defaults(handler=cmd_snapshot)

    restore = subparsers.add_parser(
        "restore", help="restore a document from a snapshot (its current text is kept as one)"
    )
    restore.add_argument("path", metavar="PATH", help="project folder")
    restore.add_argument("document", metavar="DOCUMENT", help="document id or title")
    restore.add_argument("snapshot", metavar="SNAPSHOT", help="snapshot id or name")
    restore.set_defaults(handler=cmd_restore)


# -- backups ----------------------------------------------------------------------------------


def cmd_backup(args: argparse.Namespace) -> int:
    from assistant.world.backup import create_backup

    path = create_backup(Path(args.path))
    print(f"backed up to {path}")
    return 0


def cmd_restore_backup(args: argparse.Namespace) -> int:
    from assistant.world.backup import restore_backup

    report = restore_backup(Path(args.zip), Path(args.dest))
    for problem in report.problems:
        print(f"quire: warning: {problem}", file=sys.stderr)
    print(f"restored {report.files} file(s) into {report.root}")
    return 0


def add_backups(subparsers: Any) -> None:
    backup = subparsers.add_parser("backup", help="make a zip backup of a project now")
    backup.add_argument("path", metavar="PATH", help="project folder")
    backup.set_defaults(handler=cmd_backup)

    restore = subparsers.add_parser("restore-backup",
                                    help="unpack a backup zip as a new project folder")
    restore.add_argument("zip", metavar="ZIP", help="the backup")
    restore.add_argument("dest", metavar="DEST", help="new project folder (absent or empty)")
    restore.set_defaults(handler=cmd_restore_backup)


def add_all(subparsers: Any, *, export: bool = True) -> None:
    """Every command of this module; ``export`` only listed unless ``export``."""
    add_export(subparsers, export)
    add_snapshots(subparsers)
    add_backups(subparsers)

"""Take a snapshot of a document now, with a name if you like.

    quire snapshot PATH DOCUMENT [--name N] [--json] [--take-lock]

DOCUMENT is a document's id, the start of its id, or its title. Takes the project's lock, as
the app does, so it refuses while the project is open in Quire.
"""

from __future__ import annotations

import argparse
import json

from assistant.cli.common import add_take_lock_argument, find_document, open_locked


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("document", metavar="DOCUMENT", help="document id or title")
    parser.add_argument("--name", metavar="N", help="a name for the snapshot")
    parser.add_argument("--json", action="store_true", help="print the snapshot as JSON")
    add_take_lock_argument(parser)


def run(args: argparse.Namespace) -> int:
    from assistant.world.snapshots.store import SnapshotStore

    project = open_locked(args.path, take_lock=args.take_lock)
    try:
        doc_id = find_document(project.world, args.document)
        doc = project.world.documents[doc_id]
        info = SnapshotStore(args.path).take(doc, name=args.name or "")
    finally:
        project.close()
    if args.json:
        print(json.dumps({"document": doc_id, "title": doc.title, "snapshot": info.to_json()},
                         ensure_ascii=False, indent=2))
        return 0
    print(f"snapshot {info.id} of “{doc.title}” ({info.words:,} words)")
    return 0

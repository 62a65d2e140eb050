"""Restore a document from one of its snapshots; the text it had is kept as a new snapshot.

    quire restore PATH DOCUMENT SNAPSHOT [--take-lock]

DOCUMENT is a document's id, the start of its id, or its title; SNAPSHOT is a snapshot's id,
the start of it, or its name. Takes the project's lock, as the app does, so it refuses while
the project is open in Quire.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from assistant.cli.common import add_take_lock_argument, find_document, open_locked

if TYPE_CHECKING:
    from assistant.world.model import Document


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("document", metavar="DOCUMENT", help="document id or title")
    parser.add_argument("snapshot", metavar="SNAPSHOT", help="snapshot id or name")
    add_take_lock_argument(parser)


def run(args: argparse.Namespace) -> int:
    from assistant.world.snapshots.restore import keep_current, restore_document_edit
    from assistant.world.snapshots.store import SnapshotStore

    project = open_locked(args.path, take_lock=args.take_lock)
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

"""List a document's snapshots, newest first.

    quire snapshots PATH DOCUMENT [--json]

DOCUMENT is a document's id, the start of its id, or its title; a document that is gone
from the project is still found by its id while it has snapshots. Only reads: the project's
lock is not taken, so the app may have it open.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from assistant.cli.common import find_document, load

if TYPE_CHECKING:
    from assistant.world.snapshots.model import SnapshotInfo


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("document", metavar="DOCUMENT", help="document id or title")
    parser.add_argument("--json", action="store_true", help="print JSON")


def _snapshot_json(info: SnapshotInfo) -> dict[str, Any]:
    data = info.to_json()
    data.pop("object")
    data["automatic"] = info.is_automatic
    return data


def run(args: argparse.Namespace) -> int:
    from assistant.world.snapshots.store import SnapshotStore

    world, _problems = load(args.path)
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
               "restore": "before a restore",
               "rename": "before renaming a series entity"}[info.reason.value]
        name = f"  “{info.name}”" if info.name else ""
        print(f"  {info.id}  {when}  {info.words:>7,} words  {why}{name}")
    return 0

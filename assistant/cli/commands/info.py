"""A project's outline with word counts, its entities by kind, and its totals.

    quire info PATH [--json]

Reads the project without taking its lock, so it works while the app has it open.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from assistant.cli.common import EXIT_OK, load, warn_problems

if TYPE_CHECKING:
    from assistant.world.model import World


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("--json", action="store_true", help="print JSON")


def _outline(world: World, children: Sequence[str]) -> list[dict[str, Any]]:
    """The tree under ``children`` as nested dicts, with word counts summed up folders."""
    from assistant.world.model import Document, Folder

    items: list[dict[str, Any]] = []
    for node_id in children:
        node = world.node(node_id)
        if isinstance(node, Document):
            items.append({
                "id": node.id, "type": "document", "title": node.title,
                "kind": node.kind.value, "words": node.word_count,
            })
        elif isinstance(node, Folder):
            inner = _outline(world, node.children)
            items.append({
                "id": node.id, "type": "folder", "title": node.title,
                "kind": node.kind.value, "words": sum(item["words"] for item in inner),
                "children": inner,
            })
    return items


def project_info(world: World) -> dict[str, Any]:
    """What ``quire info`` reports, as plain data."""
    from assistant.world.model import EntityKind

    outline = _outline(world, world.root)
    kinds = Counter(entity.kind.value for entity in world.live_entities())
    docs = world.documents_in_order()
    return {
        "title": world.meta.title,
        "author": world.meta.author,
        "language": world.meta.language,
        "words": sum(doc.word_count for doc in docs),
        "documents": len(docs),
        "outline": outline,
        "entities": {kind.value: kinds.get(kind.value, 0) for kind in EntityKind},
        "trash": len(world.trash),
    }


def _print_outline(items: list[dict[str, Any]], depth: int = 0) -> None:
    for item in items:
        print(f"{'  ' * (depth + 1)}{item['title']}  "
              f"({item['kind']} {item['id']}, {item['words']:,} words)")
        if item["type"] == "folder":
            _print_outline(item["children"], depth + 1)


def run(args: argparse.Namespace) -> int:
    world, problems = load(args.path)
    info = project_info(world)
    if args.json:
        info["problems"] = [p.to_json() for p in problems]
        print(json.dumps(info, ensure_ascii=False, indent=2))
        return EXIT_OK
    by = f" by {info['author']}" if info["author"] else ""
    print(f"{info['title']}{by} (language: {info['language']})")
    print("Outline:")
    if info["outline"]:
        _print_outline(info["outline"])
    else:
        print("  (empty)")
    counts = [f"{n} {kind}" for kind, n in info["entities"].items() if n]
    total = sum(info["entities"].values())
    print(f"Entities: {total}" + (f" ({', '.join(counts)})" if counts else ""))
    if info["trash"]:
        print(f"Trash: {info['trash']} item(s)")
    print(f"Total: {info['words']:,} words in {info['documents']} document(s)")
    warn_problems(problems)
    return EXIT_OK

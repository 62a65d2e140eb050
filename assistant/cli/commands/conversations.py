"""List a project's conversations with the assistant, or export one as Markdown.

    quire conversations PATH [--json]
    quire conversations PATH export ID [-o FILE]

The conversations are those the app keeps with the project (``.quire/conversations``), asked
in the app or with ``quire ask``; ``quire ask PATH … --conversation ID`` goes on with one.
Reading only: the project's lock is not taken, so the app may have it open. A conversation
file that cannot be read is named on standard error (and left where it is).

Exit status: 0 on success; 2 when the project or the conversation does not exist.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from assistant.agent.conversations.export import to_markdown
from assistant.agent.conversations.model import Conversation
from assistant.agent.conversations.store import ConversationStore, LoadFailure
from assistant.world.storage.store import APP_DATA

PROG = "quire conversations"
EXIT_OK = 0
EXIT_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument(
        "action", nargs="?", choices=["export"], metavar="export",
        help="export the conversation ID as Markdown",
    )  # fmt: skip
    parser.add_argument("id", nargs="?", metavar="ID", help="the conversation to export")
    parser.add_argument("-o", "--output", metavar="FILE", help="write the export to FILE")
    parser.add_argument("--json", action="store_true", help="print the list as JSON")


def _read(root: Path) -> tuple[list[Conversation], list[LoadFailure]]:
    """The readable conversations, most recently used first, and the unreadable files
    (left where they are: the app sets them aside when it opens the project)."""
    store = ConversationStore(root / APP_DATA / "conversations")
    return store.load_all(set_aside=False)


def _last_used(conversation: Conversation) -> str:
    return conversation.turns[-1].time if conversation.turns else conversation.created


def _row(conversation: Conversation) -> dict[str, object]:
    return {
        "id": conversation.id,
        "title": conversation.title,
        "mode": str(conversation.mode),
        "turns": len(conversation.turns),
        "last_used": _last_used(conversation),
    }


def run(args: argparse.Namespace) -> int:
    root = Path(args.path)
    if not root.is_dir():
        print(f"{PROG}: error: no project folder at {root}", file=sys.stderr)
        return EXIT_ERROR
    conversations, unreadable = _read(root)
    for failure in unreadable:
        reason = " ".join(failure.reason.split())
        print(f"{PROG}: warning: cannot read {failure.path.name}: {reason}", file=sys.stderr)
    if args.action == "export":
        return _export(conversations, args)
    if args.id or args.output:
        print(f"{PROG}: error: give 'export ID' to export a conversation", file=sys.stderr)
        return EXIT_ERROR
    rows = [_row(c) for c in conversations]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return EXIT_OK
    if not rows:
        print("No conversations yet.")
    for row in rows:
        turns = f"{row['turns']} turn{'s' if row['turns'] != 1 else ''}"
        print(f"{row['id']}  {row['mode']}  {turns}  {row['last_used']}  {row['title']}")
    return EXIT_OK


def _export(conversations: list[Conversation], args: argparse.Namespace) -> int:
    if not args.id:
        print(f"{PROG}: error: which conversation? give its ID after 'export'", file=sys.stderr)
        return EXIT_ERROR
    found = next((c for c in conversations if c.id == args.id), None)
    if found is None:
        print(f"{PROG}: error: no conversation {args.id!r} in this project", file=sys.stderr)
        return EXIT_ERROR
    text = to_markdown(found)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
        print(f"exported {found.id} to {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return EXIT_OK


__all__ = ["add_arguments", "run"]

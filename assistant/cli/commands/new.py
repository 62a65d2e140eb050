"""Make a new, empty project folder.

    quire new PATH --title T [--author A] [--language L]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from assistant.cli.common import EXIT_OK, CliError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="folder to create (absent or empty)")
    parser.add_argument("--title", required=True, help="the project's title")
    parser.add_argument("--author", default="", help="the author's name")
    parser.add_argument("--language", default="en", help="language code of the text (en)")


def run(args: argparse.Namespace) -> int:
    from assistant.world.model import ProjectMeta
    from assistant.world.storage.store import ProjectStore

    title = args.title.strip()
    if not title:
        raise CliError("the title must not be empty")
    meta = ProjectMeta(title=title, author=args.author, language=args.language)
    store = ProjectStore.create(Path(args.path), meta)
    print(f"created project '{title}' at {store.root}")
    return EXIT_OK

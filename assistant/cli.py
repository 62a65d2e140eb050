"""The ``quire`` command line: make, import, inspect, check and search projects.

    quire new PATH --title T [--author A] [--language L]
    quire import SRC DEST [--title T] [--entities auto|none] [--mapping FILE] [--join-lines]
                          [--json]
    quire info PATH [--json]
    quire search PATH QUERY [--whole-word] [--case-sensitive] [--regex] [--include-trash]
                            [--limit N] [--json]
    quire check PATH
    quire export / snapshots / snapshot / restore / backup / restore-backup
                           (see assistant/cli_versions.py)
    quire ask ...          (when the assistant's command line is installed)
    quire conversations PATH [--json] | PATH export ID [-o FILE]
    quire specialists PATH [--json | --write]
    quire history PATH [--json]
    quire undo PATH RUN [--json]
    quire audit PATH [--all] [--json] [model options] | --list | --intentional ID …

Reading commands (info, search, check) never write to the project and do not take its lock,
so they work while the app has the project open. Exit status: 0 on success, 1 when ``check``
finds problems or ``search`` finds nothing (as grep does), 2 for bad input or an error, which
is reported on one line of standard error.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import logging
import os
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from assistant.world.errors import WorldError

if TYPE_CHECKING:
    from assistant.world.model import World

log = logging.getLogger(__name__)

PROG = "quire"
EXIT_OK = 0
EXIT_NOT_FOUND = 1
EXIT_PROBLEMS = 1
EXIT_ERROR = 2

Handler = Callable[[argparse.Namespace], int]


class CliError(Exception):
    """Bad input found by a command; the message is printed as the one-line error."""


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr, not usage plus a line."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_ERROR, f"{self.prog}: error: {message} (see --help)\n")


# -- commands ------------------------------------------------------------------------------


def _load(path: str) -> tuple[World, tuple[Any, ...]]:
    """The project at ``path`` read without its lock, and the problems found reading it."""
    from assistant.world.storage.store import ProjectStore

    store = ProjectStore(Path(path))
    world = store.load()
    return world, store.problems


def _warn_problems(problems: Sequence[Any]) -> None:
    if problems:
        print(
            f"{PROG}: warning: {len(problems)} problem(s) reading the project; "
            f"run '{PROG} check' to list them",
            file=sys.stderr,
        )


def cmd_new(args: argparse.Namespace) -> int:
    from assistant.world.model import ProjectMeta
    from assistant.world.storage.store import ProjectStore

    title = args.title.strip()
    if not title:
        raise CliError("the title must not be empty")
    meta = ProjectMeta(title=title, author=args.author, language=args.language)
    store = ProjectStore.create(Path(args.path), meta)
    print(f"created project '{title}' at {store.root}")
    return EXIT_OK


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


def cmd_info(args: argparse.Namespace) -> int:
    world, problems = _load(args.path)
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
    _warn_problems(problems)
    return EXIT_OK


def cmd_search(args: argparse.Namespace) -> int:
    from assistant.world.search.engine import SearchOptions, search

    world, problems = _load(args.path)
    options = SearchOptions(
        case_sensitive=args.case_sensitive,
        whole_word=args.whole_word,
        regex=args.regex,
        include_trash=args.include_trash,
    )
    hits = search(world, args.query, options, limit=args.limit)
    if args.json:
        print(json.dumps({
            "query": args.query,
            "options": {
                "case_sensitive": options.case_sensitive,
                "whole_word": options.whole_word,
                "regex": options.regex,
                "include_trash": options.include_trash,
            },
            "count": len(hits),
            "hits": [
                {
                    "doc_id": hit.doc_id,
                    "title": hit.title,
                    "path": list(hit.path),
                    "line": hit.line,
                    "start": hit.start,
                    "end": hit.end,
                    "match": world.documents[hit.doc_id].text[hit.start:hit.end],
                    "snippet": hit.snippet,
                    "highlight": list(hit.highlight),
                }
                for hit in hits
            ],
        }, ensure_ascii=False, indent=2))
    else:
        mark = sys.stdout.isatty()
        for hit in hits:
            snippet = hit.snippet
            if mark:  # the hit in bold red, as grep does on a terminal
                start, end = hit.highlight
                snippet = f"{snippet[:start]}\x1b[1;31m{snippet[start:end]}\x1b[0m{snippet[end:]}"
            print(f"{hit.where} [{hit.doc_id}] line {hit.line}: {snippet}")
    _warn_problems(problems)
    return EXIT_OK if hits else EXIT_NOT_FOUND


def cmd_check(args: argparse.Namespace) -> int:
    world, problems = _load(args.path)
    for problem in problems:
        print(f"{problem.path}: {problem.reason}")
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return EXIT_PROBLEMS
    print(f"ok: {len(world.documents)} document(s), {len(world.folders)} folder(s), "
          f"{len(world.entities)} entit{'y' if len(world.entities) == 1 else 'ies'}, "
          "no problems")
    return EXIT_OK


# -- the parser ----------------------------------------------------------------------------


def _limit(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return number


ASK_SUMMARY = "ask the assistant about a project, headless; with --act, let it change it"
AUDIT_SUMMARY = "check a project's continuity: contradictions, each with both passages quoted"
IMPORT_SUMMARY = "make a project from a vault, a novelWriter or Scrivener project, or a folder"
CONVERSATIONS_SUMMARY = "list the conversations with the assistant, or export one as Markdown"
HISTORY_SUMMARY = "list the assistant's act-mode runs kept with the project"
SPECIALISTS_SUMMARY = "list a project's specialists, or write the built-in ones out to edit"
UNDO_SUMMARY = "take one of the assistant's runs back, exactly, and save"


def _add_ask(subparsers: Any, full: bool) -> None:
    """The ``ask`` command, when ``assistant.cli_ask`` is installed and importable.

    Its arguments (and the assistant it imports) are declared only when ``full``: listing
    the commands must not load the whole assistant."""
    if importlib.util.find_spec("assistant.cli_ask") is None:
        return
    if not full:
        subparsers.add_parser("ask", help=ASK_SUMMARY, add_help=False)
        return
    try:
        from assistant import cli_ask
    except ImportError as exc:  # its own dependencies missing: leave the command out
        log.debug("no 'ask' command: %s", exc)
        return
    parser = subparsers.add_parser(
        "ask",
        help=ASK_SUMMARY,
        description=cli_ask.__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    cli_ask.add_arguments(parser)
    parser.set_defaults(handler=cli_ask.run)


def _add_from_module(
    subparsers: Any, name: str, summary: str, module: str, full: bool
) -> None:
    """A command whose arguments and work live in ``assistant.<module>`` (its
    ``add_arguments`` and ``run``): only listed, the module not even imported, unless
    ``full``."""
    if not full:
        subparsers.add_parser(name, help=summary, add_help=False)
        return
    commands = importlib.import_module(f"assistant.{module}")
    parser = subparsers.add_parser(
        name,
        help=summary,
        description=commands.__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands.add_arguments(parser)
    parser.set_defaults(handler=commands.run)


def chosen_command(argv: Sequence[str]) -> str | None:
    """The command named in ``argv`` (the first word that is not an option), if any: the
    options before it (``-v``, ``-h``) take no value."""
    return next((arg for arg in argv if not arg.startswith("-")), None)


def _add_history(subparsers: Any, full: bool) -> None:
    """``history`` and ``undo``: the assistant's act-mode runs kept with a project; their
    arguments (and the history's modules) only when ``full``."""
    if not full:
        subparsers.add_parser("history", help=HISTORY_SUMMARY, add_help=False)
        subparsers.add_parser("undo", help=UNDO_SUMMARY, add_help=False)
        return
    from assistant import cli_history

    description = cli_history.__doc__
    history = subparsers.add_parser(
        "history", help=HISTORY_SUMMARY,
        description=description, formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    cli_history.add_history_arguments(history)
    history.set_defaults(handler=cli_history.run_history)
    undo = subparsers.add_parser(
        "undo", help=UNDO_SUMMARY,
        description=description, formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    cli_history.add_undo_arguments(undo)
    undo.set_defaults(handler=cli_history.run_undo)


def build_parser(command: str | None = None, *, every: bool = True) -> argparse.ArgumentParser:
    """The parser of every command. With ``every=False`` only ``command`` (if any) is
    declared in full; the others are only listed, so that ``quire --help`` and the light
    commands start without importing the assistant or the importers."""
    parser = _Parser(
        prog=PROG,
        description="Quire's command line: make, import, inspect, check and search projects.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    subparsers.required = True

    new = subparsers.add_parser("new", help="make a new, empty project folder")
    new.add_argument("path", metavar="PATH", help="folder to create (absent or empty)")
    new.add_argument("--title", required=True, help="the project's title")
    new.add_argument("--author", default="", help="the author's name")
    new.add_argument("--language", default="en", help="language code of the text (en)")
    new.set_defaults(handler=cmd_new)

    full = every or command == "import"
    _add_from_module(subparsers, "import", IMPORT_SUMMARY, "cli_import", full)

    info = subparsers.add_parser("info", help="outline, word counts and entity counts")
    info.add_argument("path", metavar="PATH", help="project folder")
    info.add_argument("--json", action="store_true", help="print JSON")
    info.set_defaults(handler=cmd_info)

    find = subparsers.add_parser(
        "search", help="search the documents (ignores case and accents by default)"
    )
    find.add_argument("path", metavar="PATH", help="project folder")
    find.add_argument("query", metavar="QUERY", help="text (or pattern, with --regex) to find")
    find.add_argument("-w", "--whole-word", action="store_true", help="whole words only")
    find.add_argument("-s", "--case-sensitive", action="store_true",
                      help="match case and accents exactly as typed")
    find.add_argument("-e", "--regex", action="store_true",
                      help="QUERY is a (Python) regular expression")
    find.add_argument("--include-trash", action="store_true", help="search the trash too")
    find.add_argument("-n", "--limit", type=_limit, metavar="N", help="at most N hits")
    find.add_argument("--json", action="store_true", help="print JSON")
    find.set_defaults(handler=cmd_search)

    check = subparsers.add_parser("check", help="read a project and list any problems")
    check.add_argument("path", metavar="PATH", help="project folder")
    check.set_defaults(handler=cmd_check)

    from assistant import cli_versions

    cli_versions.add_all(subparsers, export=every or command == "export")
    _add_ask(subparsers, every or command == "ask")
    _add_from_module(
        subparsers, "conversations", CONVERSATIONS_SUMMARY, "cli_conversations",
        every or command == "conversations",
    )
    _add_from_module(
        subparsers, "specialists", SPECIALISTS_SUMMARY, "cli_specialists",
        every or command == "specialists",
    )
    _add_history(subparsers, every or command in ("history", "undo"))
    _add_from_module(
        subparsers, "audit", AUDIT_SUMMARY, "cli_audit", every or command == "audit"
    )
    return parser


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text or type(exc).__name__


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(chosen_command(arguments), every=False)
    try:
        args = parser.parse_args(arguments)
    except SystemExit as exc:  # --help, or a usage error already printed on one line
        return exc.code if isinstance(exc.code, int) else EXIT_ERROR
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.ERROR,
        format="%(levelname)s %(name)s: %(message)s",
    )
    handler: Handler = args.handler
    try:
        return handler(args)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader went away (``quire info … | head``): stop quietly, as grep does
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    except (CliError, WorldError, OSError, UnicodeError, ValueError) as exc:
        print(f"{PROG}: error: {_one_line(exc)}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:
        log.info("unexpected error", exc_info=True)  # the traceback, with -v
        print(f"{PROG}: unexpected error: {type(exc).__name__}: {_one_line(exc)}",
              file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main())

"""Make a series, link books to it, and show what a book sees of its series.

    quire series new PATH [--title T]
    quire series link BOOK SERIES [--take-lock]
    quire series unlink BOOK [--take-lock]
    quire series show BOOK [--json]
    quire series import SOURCE SERIES [--title T] [--mapping FILE] [--join-lines] [--json]
    quire series rename BOOK ENTITY NEW_NAME [--aliases] [--dry-run] [--yes] [--take-lock]

A series is a folder of plain files (its entities, notes and house rules, laid out like a
project's, with series.quire listing its books in reading order) that several books link to
by a relative path. Every linked book shows the series' entities beside its own; an edit to
one in any book is saved into the series folder.

new makes an empty series folder. link writes the link into the book's project.quire and
adds the book at the end of the series' books (linking again changes nothing); it takes the
book's lock, so close the book in the app first. unlink takes the link out of the book; the
series keeps listing the book so that later books keep their numbers. show lists the
series' title, its books (this one marked), whether the series could be read, and its
entities with their changes ("from book 2 on"); it reads without the lock. import makes a
new series from a novelWriter project, an Obsidian vault or a folder of notes: every
character, place, item and faction the import finds becomes one of the series' entities,
every other note one of the series' notes (without folders), and the report says what was
taken and what was left out. rename renames a series entity and, book by book, its mentions
in the text (see ``rename.py``).

Exit status: 0 on success; 1 when show finds the series missing or unreadable; 2 when a
folder is not a project or a series, or cannot be read or written.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from assistant.cli.commands.series.rename import add_rename_arguments, run_rename
from assistant.cli.common import (
    EXIT_OK,
    EXIT_PROBLEMS,
    TAKE_LOCK,
    CliError,
    add_take_lock_argument,
    load,
    one_line,
    warn_problems,
)
from assistant.world.model import World
from assistant.world.series.model import Availability, FactChange

_UNAVAILABLE = {
    Availability.MISSING: "missing (the folder is not there: offline, moved or unmounted)",
    Availability.DAMAGED: "unreadable",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", parser_class=type(parser))
    actions.required = True
    new = actions.add_parser("new", help="make an empty series folder")
    new.add_argument("path", metavar="PATH", help="the series folder to make (absent or empty)")
    new.add_argument("--title", help="the series' title (default: the folder's name)")
    link = actions.add_parser("link", help="link a book to a series")
    link.add_argument("book", metavar="BOOK", help="the book's project folder")
    link.add_argument("series", metavar="SERIES", help="the series folder")
    add_take_lock_argument(link)
    unlink = actions.add_parser("unlink", help="take a book's series link out")
    unlink.add_argument("book", metavar="BOOK", help="the book's project folder")
    add_take_lock_argument(unlink)
    show = actions.add_parser("show", help="what a book sees of its series")
    show.add_argument("book", metavar="BOOK", help="the book's project folder")
    show.add_argument("--json", action="store_true", help="print JSON")
    imported = actions.add_parser("import", help="make a series from a world folder")
    imported.add_argument("source", metavar="SOURCE",
                          help="a novelWriter project, an Obsidian vault or a folder of notes")
    imported.add_argument("series", metavar="SERIES",
                          help="the series folder to make (absent or empty)")
    imported.add_argument("--title", help="the series' title (default: the source's own)")
    imported.add_argument("--mapping", metavar="FILE",
                          help='a TOML file of what notes become: [entities] "People" = '
                               '"character", "Notes/Ideas.md" = "document"…')
    imported.add_argument("--join-lines", action="store_true",
                          help="join the lines of hard-wrapped paragraphs")
    imported.add_argument("--json", action="store_true", help="print the report as JSON")
    add_rename_arguments(actions)


def run(args: argparse.Namespace) -> int:
    if args.action == "new":
        return _new(args)
    if args.action == "link":
        return _link(args)
    if args.action == "unlink":
        return _unlink(args)
    if args.action == "import":
        return _import(args)
    if args.action == "rename":
        return run_rename(args)
    return _show(args)


def _new(args: argparse.Namespace) -> int:
    from assistant.world.series.linking import create_series

    folder = Path(args.path)
    title = args.title if args.title is not None else folder.absolute().name
    create_series(folder, title)
    print(f"made the series {title!r} at {folder}")
    return EXIT_OK


def _import(args: argparse.Namespace) -> int:
    from assistant.cli.commands.importing import print_report, report_data
    from assistant.world.importer import EntityMapping, ImportOptions, load_mapping
    from assistant.world.series.importing import import_series

    mapping = load_mapping(args.mapping) if args.mapping else EntityMapping()
    options = ImportOptions(mapping=mapping, join_lines=args.join_lines)
    report = import_series(Path(args.source), Path(args.series), args.title, options=options)
    if args.json:
        print(json.dumps(report_data(report), ensure_ascii=False, indent=2))
    else:
        print_report(report, what="the series")
    return EXIT_OK


def _locked(error: Exception) -> CliError:
    return CliError(f"{one_line(error)} with {TAKE_LOCK}")


def _link(args: argparse.Namespace) -> int:
    from assistant.world.series.linking import link_book
    from assistant.world.storage.lock import LockedOnAnotherComputerError

    try:
        result = link_book(args.book, args.series, take_over=args.take_lock)
    except LockedOnAnotherComputerError as error:
        raise _locked(error) from error
    if not (result.changed_book or result.changed_series):
        print(f"already linked: book {result.book_number} of the series ({result.link})")
    else:
        print(f"linked as book {result.book_number} of the series ({result.link})")
    return EXIT_OK


def _unlink(args: argparse.Namespace) -> int:
    from assistant.world.series.linking import unlink_book
    from assistant.world.storage.lock import LockedOnAnotherComputerError

    try:
        link = unlink_book(args.book, take_over=args.take_lock)
    except LockedOnAnotherComputerError as error:
        raise _locked(error) from error
    if link:
        print(f"unlinked from the series at {link} (the series still lists the book)")
    else:
        print("the book belongs to no series")
    return EXIT_OK


def _show(args: argparse.Namespace) -> int:
    world, problems = load(args.book)
    if not world.meta.series:
        raise CliError(f"{args.book} belongs to no series (link it with 'quire series link')")
    unavailable = not world.series.readable
    if args.json:
        print(json.dumps(series_json(world), ensure_ascii=False, indent=2))
    else:
        warn_problems(problems)
        for line in series_lines(world):
            print(line)
    return EXIT_PROBLEMS if unavailable else EXIT_OK


def _change_json(change: FactChange) -> dict[str, Any]:
    return {
        "field": change.field,
        "value": change.value,
        "from_book": change.from_book,
        "from_scene": change.from_scene,
        "note": change.note,
    }


def series_json(world: World) -> dict[str, Any]:
    """What ``quire series show --json`` prints, as plain data."""
    state = world.series
    entities = sorted(
        (world.entities[i] for i in state.entity_ids if i in world.entities),
        key=lambda e: (e.name.casefold(), e.id),
    )
    return {
        "link": world.meta.series,
        "availability": state.availability,
        "problem": state.problem,
        "title": state.title,
        "book_number": state.book_number,
        "books": [
            {"number": n, "path": b.path, "title": b.title, "this": n == state.book_number}
            for n, b in enumerate(state.books, start=1)
        ],
        "entities": [
            {
                "id": e.id,
                "name": e.name,
                "kind": str(e.kind),
                "fields": dict(e.fields),
                "changes": [_change_json(c) for c in state.changes_of(e.id)],
            }
            for e in entities
        ],
    }


def series_lines(world: World) -> list[str]:
    """What ``quire series show`` prints: the series, its books, its entities and changes."""
    data = series_json(world)
    if data["availability"] != Availability.READ:
        why = _UNAVAILABLE.get(data["availability"], data["availability"])
        lines = [f"series: {data['link']}: {why}"]
        if data["problem"]:
            lines.append(f"  {data['problem']}")
        lines.append("the book opens without the series' entities; saving it keeps the link")
        return lines
    lines = [f"series: {data['title']} ({data['link']})", "books:"]
    for book in data["books"]:
        mark = "*" if book["this"] else " "
        lines.append(f" {mark} {book['number']}. {book['title'] or book['path']} ({book['path']})")
    if not data["book_number"]:
        lines.append("   (this book is not among them)")
    lines.append(f"entities: {len(data['entities'])}")
    for entity in data["entities"]:
        lines.append(f"  {entity['name']} ({entity['kind']}, {entity['id']})")
        for change in entity["changes"]:
            where = f"book {change['from_book']}"
            if change["from_scene"]:
                where += f", scene {change['from_scene']}"
            value = repr(change["value"]) if change["value"] else "(removed)"
            note = f" ({change['note']})" if change["note"] else ""
            lines.append(f"    {change['field']}: {value} from {where} on{note}")
    return lines

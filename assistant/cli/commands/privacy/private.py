"""Mark a document, folder, entity or one field of an entity private, or list what is private.

    quire private PATH [--json]
    quire private PATH THING [--field NAME] [--off] [--json] [--take-lock]

Private material never leaves this computer: the assistant withholds it from a cloud model
(a model on this computer may read it when Settings allow). A private folder makes
everything inside it private. THING is a document's or folder's title, an entity's name or
alias, or an id (or the start of one, four characters at least); ``--field NAME`` marks one
field of an entity instead of the whole entry, and ``--off`` takes the mark away. Without
THING, lists everything marked private.

Marking is one change, saved as the app saves it (``private: true`` in the file's front
matter, ``"private": true`` for a folder in the manifest), and it takes the project's lock:
close the project in the app first, or use the Private check box there. Only you can take
the mark away: the assistant's changes never do.

Exit status: 0 on success (also when the thing already was as asked); 1 when ``--off`` asks
for a document or folder that is private only through a private folder around it; 2 when
the project or the thing cannot be found, the name is ambiguous, or the project cannot be
opened or saved.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from assistant.cli.common import (
    EXIT_ERROR,
    EXIT_OK,
    CliError,
    add_take_lock_argument,
    load,
    one_line,
    open_locked,
    warn_problems,
)
from assistant.world.edits import Edit, SetFieldPrivate, SetPrivate
from assistant.world.errors import WorldError
from assistant.world.model import Document, Entity, Folder, World
from assistant.world.privacy.material import node_is_private, private_material

PROG = "quire private"
EXIT_STILL_PRIVATE = 1

Thing = Document | Folder | Entity


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument(
        "thing", metavar="THING", nargs="?",
        help="a document or folder title, an entity name or alias, or an id; "
        "none: list what is private",
    )  # fmt: skip
    parser.add_argument("--field", metavar="NAME", help="mark one field of the entity THING")
    parser.add_argument("--off", action="store_true", help="take the private mark away")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    add_take_lock_argument(parser)


def run(args: argparse.Namespace) -> int:
    """``quire private``: list what is private, or mark or unmark one thing and save."""
    root = Path(args.path)
    if not root.is_dir():
        return _fail(f"no project folder at {root}", args)
    if args.thing is None:
        if args.field or args.off:
            return _fail("name the THING to mark (without it, the private things are listed)",
                         args)  # fmt: skip
        return _list(args)
    try:
        project = open_locked(root, take_lock=args.take_lock)
    except (CliError, WorldError, OSError) as error:
        return _fail(f"cannot open the project: {one_line(error)}", args)
    try:
        world = project.world
        try:
            thing = find_thing(world, args.thing)
            edit = _edit(world, thing, args.field, not args.off)
        except CliError as error:
            return _fail(str(error), args)
        name = _name(thing) + (f", field “{args.field}”" if args.field else "")
        if args.off and args.field is None and not thing.private and not isinstance(
            thing, Entity
        ) and node_is_private(world, thing.id):
            holder = _private_folder_around(world, thing.id)
            return _fail(
                f"{name} is not marked itself: it is private because the folder “{holder}” is "
                f"(quire private PATH \"{holder}\" --off)", args, code=EXIT_STILL_PRIVATE,
            )  # fmt: skip
        if edit is None:
            return _done(args, name, changed=False, saved=[])
        project.apply(edit)
        try:
            report = project.save()
        except (WorldError, OSError) as error:
            return _fail(f"cannot save the project: {one_line(error)}", args)
        return _done(args, name, changed=True, saved=list(report.written))
    finally:
        project.close()


def find_thing(world: World, ref: str) -> Thing:
    """The document, folder or entity ``ref`` names: an id, the start of one, a title, or
    an entity's name or alias (ignoring case). Raises :class:`CliError` when none or several
    match."""
    ref = ref.strip()
    things: dict[str, Thing] = {**world.documents, **world.folders, **world.entities}
    if ref in things:
        return things[ref]
    by_prefix = [t for key, t in things.items() if len(ref) >= 4 and key.startswith(ref)]
    if len(by_prefix) == 1:
        return by_prefix[0]
    wanted = ref.casefold()
    found = [
        t for t in things.values()
        if (t.name if isinstance(t, Entity) else t.title).strip().casefold() == wanted
        or (isinstance(t, Entity) and any(a.strip().casefold() == wanted for a in t.aliases))
    ]  # fmt: skip
    live = [t for t in found if not world.is_trashed(t.id)] or found
    if len(live) == 1:
        return live[0]
    if live:
        ids = ", ".join(t.id for t in live)
        raise CliError(f"{len(live)} things are called {ref!r}: give the id ({ids})")
    raise CliError(f"nothing called {ref!r} in the project (a title, a name, or an id)")


def _edit(world: World, thing: Thing, field: str | None, private: bool) -> Edit | None:
    """The edit that marks (or unmarks) ``thing`` or its field; None when it already is."""
    if field is None:
        return None if thing.private == private else SetPrivate(thing.id, private)
    if not isinstance(thing, Entity):
        raise CliError(f"{_name(thing)} is not an entity: only entities have fields to mark")
    keys = [key for key, _value in thing.fields]
    matches = [key for key in keys if key == field] or [
        key for key in keys if key.casefold() == field.strip().casefold()
    ]
    if not matches:
        if not private and field in thing.private_fields:
            matches = [field]  # a field removed since it was marked
        else:
            names = ", ".join(keys) or "none"
            raise CliError(f"{_name(thing)} has no field {field!r} (its fields: {names})")
    key = matches[0]
    if (key in thing.private_fields) == private:
        return None
    return SetFieldPrivate(thing.id, key, private)


def _private_folder_around(world: World, node_id: str) -> str:
    parent = world.parent_of(node_id) if world.in_tree(node_id) else None
    while parent is not None:
        folder = world.folders[parent]
        if folder.private:
            return folder.title
        parent = world.parent_of(parent)
    return "?"


def _list(args: argparse.Namespace) -> int:
    try:
        world, problems = load(args.path)
    except (WorldError, OSError) as error:
        return _fail(f"cannot read the project: {one_line(error)}", args)
    warn_problems(problems)
    rows = private_rows(world)
    if args.json:
        print(json.dumps({"ok": True, "private": rows}, ensure_ascii=False, indent=2))
        return EXIT_OK
    if not rows:
        print("Nothing is marked private.")
    for row in rows:
        line = f"{row['kind']:<9} {row['id']}  “{row['title']}”"
        if row.get("fields"):
            line += "  fields: " + ", ".join(f"“{f}”" for f in row["fields"])
        if row.get("through"):
            line += f"  (inside “{row['through']}”)"
        print(line)
    return EXIT_OK


def private_rows(world: World) -> list[dict[str, Any]]:
    """Everything private, in the tree's order then the entities', as plain data."""
    material = private_material(world)
    rows: list[dict[str, Any]] = []
    private = material.documents | material.folders
    nodes: list[Document | Folder] = [node for _depth, node in world.walk()]
    in_tree = {node.id for node in nodes}
    trashed: list[Document | Folder] = [*world.documents.values(), *world.folders.values()]
    nodes += [n for n in trashed if n.id not in in_tree]  # the trash, after the tree
    for node in nodes:
        if node.id not in private:
            continue
        row: dict[str, Any] = {"kind": _kind(node), "id": node.id, "title": node.title}
        if not node.private:
            row["through"] = _private_folder_around(world, node.id)
        rows.append(row)
    for entity in sorted(world.entities.values(), key=lambda e: e.name.casefold()):
        if entity.private:
            rows.append({"kind": "entity", "id": entity.id, "title": entity.name})
        elif entity.private_fields:
            rows.append({"kind": "entity", "id": entity.id, "title": entity.name,
                         "fields": list(entity.private_fields)})  # fmt: skip
    return rows


def _kind(thing: Thing) -> str:
    if isinstance(thing, Entity):
        return "entity"
    return "folder" if isinstance(thing, Folder) else "document"


def _name(thing: Thing) -> str:
    title = thing.name if isinstance(thing, Entity) else thing.title
    return f"{_kind(thing).capitalize()} “{title}”"


def _done(args: argparse.Namespace, name: str, *, changed: bool, saved: list[str]) -> int:
    state = "not private" if args.off else "private"
    if args.json:
        print(json.dumps({"ok": True, "changed": changed, "private": not args.off,
                          "saved": saved}, ensure_ascii=False))  # fmt: skip
    elif changed:
        print(f"Marked {name} {state}. Saved: {len(saved)} file(s)")
    else:
        print(f"{name} is already {state}; nothing changed.")
    return EXIT_OK


def _fail(message: str, args: argparse.Namespace, *, code: int = EXIT_ERROR) -> int:
    if getattr(args, "json", False):
        print(json.dumps({"ok": False, "error": message}, ensure_ascii=False))
    else:
        print(f"{PROG}: error: {message}", file=sys.stderr)
    return code


__all__ = ["add_arguments", "find_thing", "private_rows", "run"]

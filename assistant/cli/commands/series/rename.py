"""``quire series rename BOOK ENTITY NEW_NAME``: rename a series entity in BOOK and its
mentions in every book of the series.

It first lists, book by book, how many mentions of the old name (with ``--aliases``, of the
entity's aliases too) each book's text has, with a few of them in context, and the books
that are left out and why (missing, open in Quire, not linked, keeping their own copy of the
entity). Then it asks, unless ``--yes``; ``--dry-run`` stops after the list. BOOK gets the
new name and its mentions replaced, and is saved (the new name goes into the series folder);
each other book is opened with its lock, keeps a snapshot of each document it changes
(``quire snapshots`` lists them, "before renaming a series entity"), gets its mentions
replaced and is saved. A book changed meanwhile or open elsewhere is left as it was.

Exit status: 0 when renamed (or for a dry run); 1 when the writer said no, or a book was
left out while renaming; 2 when BOOK, the entity or the new name will not do.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from assistant.cli.common import (
    EXIT_OK,
    EXIT_PROBLEMS,
    CliError,
    add_take_lock_argument,
    open_locked,
    warn_problems,
)
from assistant.world.errors import EditError, ExternalChangeError, StorageError
from assistant.world.model import Entity, World
from assistant.world.series.rename_apply import BookOutcome, apply_to_books, current_edit
from assistant.world.series.rename_plan import (
    BookRename,
    RenameError,
    RenamePlan,
    RenameSkip,
    plan_rename,
)

CONTEXTS = 3
"""How many mentions of each book the list shows in context."""

SKIPS = {
    RenameSkip.MISSING: "missing (the folder is not there: offline, moved or unmounted)",
    RenameSkip.LOCKED: "open in Quire (close it there and rename again)",
    RenameSkip.UNREADABLE: "cannot be read as a book",
    RenameSkip.NOT_LINKED: "no longer linked to this series",
    RenameSkip.SHADOWED: "keeps its own copy of the entity; its text is left as it is",
    RenameSkip.CHANGED: "changed on disk since the list was made; left as it is",
    RenameSkip.FAILED: "could not be written; left as it was",
}


def add_rename_arguments(actions: argparse._SubParsersAction) -> None:
    """The ``rename`` action of ``quire series``."""
    rename = actions.add_parser(
        "rename", help="rename a series entity and its mentions in every book"
    )
    rename.add_argument("book", metavar="BOOK", help="the book to rename it from")
    rename.add_argument("entity", metavar="ENTITY", help="the series entity (name or id)")
    rename.add_argument("new_name", metavar="NEW_NAME", help="its new name")
    rename.add_argument(
        "--aliases", action="store_true", help="replace mentions of its aliases too"
    )
    rename.add_argument("--dry-run", action="store_true", help="list the changes, make none")
    rename.add_argument("--yes", action="store_true", help="rename without asking")
    add_take_lock_argument(rename)


def find_series_entity(world: World, ref: str) -> Entity:
    """The series entity ``ref`` names: an id, or a name or alias (ignoring case)."""
    ref = ref.strip()
    entity = world.entities.get(ref)
    found = [entity] if entity is not None else world.find_entities_by_name(ref)
    named = [e for e in found if e.name.strip().casefold() == ref.casefold()]
    found = named or found
    if not found:
        raise CliError(f"no entity has the id, name or alias {ref!r}")
    if len(found) > 1:
        listed = "; ".join(f"{e.name} ({e.id})" for e in found)
        raise CliError(f"{len(found)} entities fit {ref!r}: {listed}; give the id")
    entity = found[0]
    if not world.series.owns(entity.id):
        raise CliError(f"{entity.name} ({entity.id}) is not an entity of the series")
    return entity


def run_rename(args: argparse.Namespace) -> int:
    project = open_locked(args.book, take_lock=args.take_lock)
    try:
        store = project.store
        warn_problems(store.problems if store is not None else ())
        world = project.world
        if not world.meta.series:
            raise CliError(f"{args.book} belongs to no series (link it with 'quire series link')")
        series_root = getattr(store, "series_root", None)
        if store is None or series_root is None or not world.series.readable:
            raise CliError(f"the series of {args.book} cannot be read ('quire series show')")
        entity = find_series_entity(world, args.entity)
        try:
            plan = plan_rename(world, store.root, series_root, entity.id, args.new_name,
                               with_aliases=args.aliases)  # fmt: skip
        except RenameError as error:
            raise CliError(f"cannot rename {entity.name}: {error}") from error
        for line in plan_lines(plan):
            print(line)
        if args.dry_run:
            print("dry run: nothing was changed")
            return EXIT_OK
        if not args.yes and not _confirmed():
            print("nothing was changed")
            return EXIT_PROBLEMS
        try:  # this book first: when it cannot be saved, no other book is changed
            project.apply(current_edit(project.world, plan))
            project.save()
        except (RenameError, EditError, ExternalChangeError, StorageError) as error:
            raise CliError(f"nothing was renamed: {error}") from error
        outcomes = apply_to_books(plan)
    finally:
        project.close()
    for line in outcome_lines(plan, outcomes):
        print(line)
    return EXIT_OK if all(o.done for o in outcomes) else EXIT_PROBLEMS


def _confirmed() -> bool:
    print("rename in these books? [y/N] ", end="", flush=True)
    answer = sys.stdin.readline() if sys.stdin is not None else ""
    if not answer:
        print()
    return answer.strip().casefold() in ("y", "yes")


def _mentions(count: int, documents: int) -> str:
    return f"{count} mention{'s' * (count != 1)} in {documents} document{'s' * (documents != 1)}"


def _book_lines(book: BookRename, *, this: bool = False) -> list[str]:
    mark = "*" if this else " "
    head = f" {mark} {book.number}. {book.title}"
    if book.skipped:
        return [f"{head}: left out: {SKIPS.get(book.skipped, book.skipped)}"]
    lines = [f"{head}: {_mentions(book.count, len(book.documents))}"]
    shown = 0
    for doc in book.documents:
        for hit in doc.hits:
            if shown == CONTEXTS:
                break
            start, end = hit.highlight
            context = f"{hit.snippet[:start]}[{hit.snippet[start:end]}]{hit.snippet[end:]}"
            lines.append(f"      {doc.title}: {context}")
            shown += 1
    if book.count > shown:
        lines.append(f"      … and {book.count - shown} more")
    return lines


def plan_lines(plan: RenamePlan) -> list[str]:
    """What the command prints before renaming: the rename, then each book."""
    names = ", ".join(repr(n) for n in plan.names)
    lines = [f"rename {plan.old_name!r} to {plan.new_name!r} (replacing {names}):"]
    books = sorted((plan.current, *plan.others), key=lambda b: b.number)
    for book in books:
        lines += _book_lines(book, this=book is plan.current)
    return lines


def outcome_lines(plan: RenamePlan, outcomes: Sequence[BookOutcome]) -> list[str]:
    """What the command prints after renaming: what was done in each book, what was not."""
    current = plan.current
    lines = [
        f"renamed {plan.old_name!r} to {plan.new_name!r} in {current.title}: "
        f"{_mentions(current.count, len(current.documents))} (saved into the series too)"
    ]
    for outcome in outcomes:
        book = outcome.book
        if outcome.skipped:
            lines.append(f"{book.title}: left out: {SKIPS.get(outcome.skipped, outcome.skipped)}")
        elif outcome.replaced:
            lines.append(
                f"{book.title}: {_mentions(outcome.replaced, outcome.documents)} replaced; "
                f"a snapshot of each, named {plan.old_name} → {plan.new_name}, takes it back"
            )
        else:
            lines.append(f"{book.title}: no mentions")
    return lines


__all__ = ["add_rename_arguments", "find_series_entity", "outcome_lines", "plan_lines",
           "run_rename"]  # fmt: skip

"""A series entity's dated changes in its file: the last front-matter line,

    changes: [{"field": "Age", "value": "35", "from_book": 2, "from_scene": null, "note": ""}]

written only when the entity has changes, so that a file without them reads byte for byte
as before. Reading never raises: an entry that cannot be read is dropped and reported.
"""

from __future__ import annotations

from typing import Any

from assistant.world.ids import is_document_id
from assistant.world.model import Entity
from assistant.world.problems import Problem, ProblemKind
from assistant.world.series.model import FactChange
from assistant.world.storage.frontmatter import DELIMITER, dump_value, entity_to_text

CHANGES_KEY = "changes"
MAX_CHANGES = 10_000
"""The most changes one entity's file may list (any more are dropped, reported)."""

_CLOSING = f"\n{DELIMITER}\n"


def changes_line(changes: tuple[FactChange, ...]) -> str:
    """The front-matter line of ``changes`` (without its newline)."""
    items = [
        {
            "field": change.field,
            "value": change.value,
            "from_book": change.from_book,
            "from_scene": change.from_scene,
            "note": change.note,
        }
        for change in changes
    ]
    return f"{CHANGES_KEY}: {dump_value(items)}"


def series_entity_text(entity: Entity, changes: tuple[FactChange, ...]) -> str:
    """The file text of a series entity: as a project writes it, with its changes as the
    last front-matter line when it has any."""
    text = entity_to_text(entity)
    if not changes:
        return text
    # every value above is JSON on one line: the first line that is only "---" after the
    # opening one closes the front matter
    end = text.index(_CLOSING, len(DELIMITER))
    return f"{text[:end]}\n{changes_line(changes)}{text[end:]}"


def read_changes(value: Any) -> tuple[tuple[FactChange, ...], list[Problem]]:
    """The changes a file's ``changes`` value lists, and a problem for each entry that
    cannot be read (dropped)."""
    if not isinstance(value, list):
        return (), [Problem.of(ProblemKind.CHANGES_NOT_LIST)]
    changes: list[FactChange] = []
    problems: list[Problem] = []
    for number, entry in enumerate(value, start=1):
        if number > MAX_CHANGES:
            problems.append(Problem.of(ProblemKind.TOO_MANY_CHANGES, most=MAX_CHANGES))
            break
        change, wrong = _change(entry)
        if change is None:
            problems.append(Problem.of(ProblemKind.CHANGE_UNREADABLE, number=number, key=wrong))
        else:
            changes.append(change)
    return tuple(changes), problems


def _change(entry: Any) -> tuple[FactChange | None, str]:
    """One change read from its entry; else None and the key that is wrong."""
    if not isinstance(entry, dict):
        return None, "field"
    field, value = entry.get("field"), entry.get("value", "")
    book, scene, note = entry.get("from_book"), entry.get("from_scene"), entry.get("note", "")
    if not isinstance(field, str) or not field.strip():
        return None, "field"
    if not isinstance(value, str):
        return None, "value"
    if isinstance(book, bool) or not isinstance(book, int) or book < 1:
        return None, "from_book"
    if scene is not None and not (isinstance(scene, str) and is_document_id(scene)):
        return None, "from_scene"
    if not isinstance(note, str):
        return None, "note"
    return FactChange(field, value, book, scene, note), ""


__all__ = [
    "CHANGES_KEY",
    "MAX_CHANGES",
    "changes_line",
    "read_changes",
    "series_entity_text",
]

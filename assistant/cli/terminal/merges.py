"""What ``quire merge`` and ``quire merge-driver`` show of a merge: what came from where, and
each conflict side by side, in two columns as wide as the terminal allows.

The words are the command line's own English, as its other messages; the app's merge window
shows the same merge in the writer's language.
"""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Iterable, Sequence
from typing import Any

from assistant.world.merge.copies import ConflictCopy, SyncService
from assistant.world.merge.paragraphs import Conflict, Origin
from assistant.world.merge.records import ConflictKind, MergeConflict, TakenChange

_WHAT = {
    ConflictKind.TEXT: "its text",
    ConflictKind.NOTES: "its notes",
    ConflictKind.SYNOPSIS: "its synopsis",
    ConflictKind.TITLE: "its title",
    ConflictKind.NAME: "its name",
    ConflictKind.KIND: "its kind",
    ConflictKind.STATUS: "its status",
    ConflictKind.TARGET: "its word target",
    ConflictKind.TAGS: "its tags",
    ConflictKind.ALIASES: "its aliases",
    ConflictKind.FIELD: "its field {detail}",
    ConflictKind.PLACE: "where it stands",
    ConflictKind.ORDER: "the order of what it holds",
    ConflictKind.TRASH: "moved to the trash on one side, changed on the other",
    ConflictKind.RESTORED: "taken out of the trash",
    ConflictKind.CREATED: "made",
    ConflictKind.DELETED: "deleted on one side, changed on the other",
    ConflictKind.PROJECT: "the project's {detail}",
    ConflictKind.SETTINGS: "the project's settings",
}

GAP = " │ "


def what_of(kind: ConflictKind, detail: str) -> str:
    """A conflict's or a change's part, in words: ``its text``, ``its field Age``."""
    return _WHAT.get(kind, str(kind)).format(detail=detail)


def thing_of(label: str, kind: ConflictKind, detail: str) -> str:
    """What a change or a conflict is about: ``“The Crossing” (its text)``, ``the project's
    author``, ``the order of the top level``."""
    if kind in (ConflictKind.PROJECT, ConflictKind.SETTINGS):
        return what_of(kind, detail)
    if not label:
        return "the order of the top level" if kind is ConflictKind.ORDER else "the project"
    return f"“{label}” ({what_of(kind, detail)})"


def sides_of(copy: ConflictCopy) -> tuple[str, str]:
    """What the two sides of a copy's merge are called."""
    if copy.service is SyncService.GIT:
        return "this branch", "the other branch"
    return "this computer", "the copy"


def copy_line(copy: ConflictCopy) -> str:
    """``documents/… (conflicted copy …).md: a copy of documents/….md made by Dropbox …``."""
    if copy.service is SyncService.GIT:
        return f"{copy.path}: holds git's conflict markers"
    when = ", ".join(part for part in (copy.made, copy.by) if part)
    made = f" ({when})" if when else ""
    return f"{copy.path}: a copy of {copy.main} made by {copy.service.value}{made}"


def taken_lines(taken: Iterable[TakenChange], names: tuple[str, str]) -> list[str]:
    """What the merge took, grouped by where it came from."""
    groups: dict[Origin, list[str]] = {}
    for change in taken:
        groups.setdefault(change.side, []).append(
            thing_of(change.label, change.what, change.detail)
        )
    out = []
    for side, name in ((Origin.OURS, f"from {names[0]}"), (Origin.THEIRS, f"from {names[1]}"),
                       (Origin.BOTH, "from both sides")):  # fmt: skip
        if side in groups:
            out.append(f"{name}: {', '.join(dict.fromkeys(groups[side]))}")
    return out


def side_by_side(
    conflicts: Sequence[MergeConflict], names: tuple[str, str], width: int | None = None
) -> list[str]:
    """Each conflict with both sides in two columns (a text's clashing paragraphs only)."""
    width = width or shutil.get_terminal_size((100, 24)).columns
    column = max(20, (width - len(GAP) - 2) // 2)
    out: list[str] = []
    for number, conflict in enumerate(conflicts, start=1):
        head = thing_of(conflict.label, conflict.what, conflict.detail)
        pairs = _pairs(conflict)
        for part, (ours, theirs) in enumerate(pairs, start=1):
            count = f" ({part} of {len(pairs)})" if len(pairs) > 1 else ""
            out.append(f"conflict {number} of {len(conflicts)}: {head}{count}")
            out.extend(_columns((names[0], names[1]), column))
            out.extend(_columns(("─" * column, "─" * column), column))
            out.extend(_columns((ours, theirs), column))
    return out


def _pairs(conflict: MergeConflict) -> list[tuple[str, str]]:
    if conflict.text is not None:
        return [("\n".join(c.ours), "\n".join(c.theirs)) for c in conflict.text.conflicts]
    return [(conflict.ours, conflict.theirs)]


def _columns(texts: tuple[str, str], column: int) -> list[str]:
    left, right = (_wrapped(text, column) for text in texts)
    rows = max(len(left), len(right))
    left += [""] * (rows - len(left))
    right += [""] * (rows - len(right))
    return [f"  {a:<{column}}{GAP}{b}".rstrip() for a, b in zip(left, right, strict=True)]


def _wrapped(text: str, column: int) -> list[str]:
    if not text:
        return ["(nothing)"]
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(textwrap.wrap(paragraph, column) or [""])
    return lines


def conflict_json(conflict: MergeConflict) -> dict[str, Any]:
    """A conflict for ``--json``: its key and part, and the sides (a text's clashing
    paragraphs as lists of paragraphs)."""
    found: dict[str, Any] = {
        "key": conflict.key,
        "what": conflict.what.value,
        "detail": conflict.detail,
        "label": conflict.label,
    }
    if conflict.text is not None:
        found["paragraphs"] = [_paragraphs(c) for c in conflict.text.conflicts]
    else:
        found.update(base=conflict.base, ours=conflict.ours, theirs=conflict.theirs)
    return found


def _paragraphs(conflict: Conflict) -> dict[str, list[str]]:
    return {"base": list(conflict.base), "ours": list(conflict.ours),
            "theirs": list(conflict.theirs)}  # fmt: skip


def taken_json(change: TakenChange) -> dict[str, str]:
    return {"label": change.label, "side": change.side.value, "what": change.what.value,
            "detail": change.detail}  # fmt: skip


__all__ = [
    "conflict_json",
    "copy_line",
    "side_by_side",
    "sides_of",
    "taken_json",
    "taken_lines",
    "thing_of",
    "what_of",
]

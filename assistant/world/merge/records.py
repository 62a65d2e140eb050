"""What a merge of two worlds found: the conflicts the writer settles, and what it took from
where, as values a merge view or the command line can show."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from assistant.world.merge.paragraphs import Origin, TextMerge


class ConflictKind(StrEnum):
    """Which part of the project a conflict, or a change taken from one side, is about."""

    TEXT = "text"
    """A document's text."""
    NOTES = "notes"
    """An entity's notes."""
    SYNOPSIS = "synopsis"
    TITLE = "title"
    """A document's or a folder's title."""
    NAME = "name"
    """An entity's name."""
    KIND = "kind"
    STATUS = "status"
    TARGET = "target"
    TAGS = "tags"
    ALIASES = "aliases"
    FIELD = "field"
    """One field of a document or an entity (``detail`` names it)."""
    PLACE = "place"
    """Where a node stands: the folder holding it, or the top level."""
    ORDER = "order"
    """The order of a folder's children (or of the top level)."""
    TRASH = "trash"
    """Moved to the trash (or deleted) on one side; as a conflict, changed on the other."""
    RESTORED = "restored"
    """Taken out of the trash."""
    CREATED = "created"
    DELETED = "deleted"
    """Deleted for good (Empty Trash, Delete Permanently)."""
    PROJECT = "project"
    """The project's title, author or language (``detail`` names which)."""
    SETTINGS = "settings"
    """The project's settings or its writing log."""


@dataclass(frozen=True)
class MergeConflict:
    """One thing both sides changed differently: the writer chooses a side, both, or an edit.

    ``key`` is stable for the same three worlds and names the thing (``document:<id>:text``,
    ``entity:<id>:field:Age``, ``tree:<id>:place``); resolutions are given by it. The values
    are shown as text: whole texts for ``TEXT``, the folder's title (or ``""`` for the top
    level, ``"trash"`` for the trash) for ``PLACE``, ``""`` for a value a side does not have.
    """

    key: str
    node_id: str
    what: ConflictKind
    label: str
    """The node's title or name (the project's title for ``PROJECT``), for showing."""
    base: str
    ours: str
    theirs: str
    text: TextMerge | None = None
    """The paragraph merge, for ``TEXT``, ``NOTES`` and ``SYNOPSIS``."""
    detail: str = ""
    """The field's name for ``FIELD``, the detail's name for ``PROJECT``."""


@dataclass(frozen=True)
class TakenChange:
    """A change the merge took on its own, and which side it came from."""

    node_id: str
    label: str
    side: Origin
    """``OURS`` or ``THEIRS``; ``BOTH`` for a change made alike on both sides, or a text
    that took changes from each."""
    what: ConflictKind
    detail: str = ""


__all__ = ["ConflictKind", "MergeConflict", "TakenChange"]

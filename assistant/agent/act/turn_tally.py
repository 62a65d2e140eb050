"""What a turn's changes have taken from the writer's text so far, added up.

Approval judges each change alone, and a turn could rewrite a chapter one paragraph at a
time without any single change looking large. The :class:`TurnTally` of a turn (kept across
its runs: Keep going goes on counting) remembers, for each document, which characters of
the text as the turn first found it are still there; a change that would take the turn past
the limits for one document, or for the project, is one to ask about. Text the turn wrote
itself and takes back again does not count; characters are counted as
:meth:`~assistant.world.edits.Edit.removes` counts them (a replaced passage counts whole,
however many of its words come back). Documents the turn made are not counted.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from assistant.world.edits import CompoundEdit, Edit
from assistant.world.edits.base import TextSpans
from assistant.world.edits.text import changed_span
from assistant.world.errors import EditError
from assistant.world.model import NodeId, World

DOCUMENT_LIMIT = 400
"""A turn that removes or rewrites more characters than this of one document asks (also
when it takes more than a third of it)."""
PROJECT_LIMIT = 2_000
"""A turn that removes or rewrites more characters than this across the project asks
(also when it takes more than a third of the project's text)."""


@dataclass(frozen=True)
class Taken:
    """How much of the text as the turn found it is gone: per document, and in all."""

    documents: dict[NodeId, int]
    total: int

    def too_much(self, lengths: dict[NodeId, int], project_length: int) -> bool:
        """Whether this passes the limits for a document (``lengths``: each document's
        length as the turn found it) or for the project."""
        for doc_id, count in self.documents.items():
            if count > DOCUMENT_LIMIT or count * 3 > lengths.get(doc_id, 0) > 0:
                return True
        return self.total > PROJECT_LIMIT or self.total * 3 > project_length > 0


@dataclass(frozen=True)
class _Found:
    """One document as far as the tally knows it."""

    text: str
    """Its text after the last change counted."""
    kept: bytes
    """One byte per character of ``text``: 1 where the character is one the turn found."""
    length: int
    """How long it was when the turn found it (the writer's own changes since included)."""

    @classmethod
    def of(cls, text: str) -> _Found:
        return cls(text, b"\x01" * len(text), len(text))

    def taken(self) -> int:
        return self.length - self.kept.count(1)

    def now(self, text: str) -> _Found:
        """Caught up with ``text`` when someone else (the writer, between two runs of the
        turn) changed it: what they took or wrote is theirs, not the turn's."""
        if text == self.text:
            return self
        ((start, end, new),) = changed_span(self.text, text)
        gone = self.kept[start:end].count(1)
        kept = self.kept[:start] + b"\x01" * len(new) + self.kept[end:]
        return _Found(text, kept, self.length - gone + len(new))

    def replaced(self, spans: TextSpans, text: str) -> _Found:
        """After ``spans`` replaced their ranges, leaving ``text``: what they put in is
        not what the turn found."""
        pieces: list[bytes] = []
        previous = 0
        for start, end, new in sorted(spans, key=lambda span: (span[0], span[1])):
            pieces.append(self.kept[previous:start])
            pieces.append(bytes(len(new)))
            previous = max(previous, end)
        pieces.append(self.kept[previous:])
        return _Found(text, b"".join(pieces), self.length)


class TurnTally:
    """The characters of each document a turn's applied changes have removed or rewritten,
    counted against the document as the turn first found it. Used on the thread that owns
    the project."""

    def __init__(self) -> None:
        self._existing: frozenset[NodeId] | None = None
        self._project_length = 0
        self._found: dict[NodeId, _Found] = {}

    def taken(self) -> Taken:
        """What the changes recorded so far have taken."""
        return _taken(self._found)

    def too_much_with(self, edit: Edit, before: World) -> bool:
        """Whether ``edit``, applied to ``before`` after the changes recorded, takes the turn
        past the limits (see the module doc)."""
        self._begin(before)
        found = self._advance(edit, before)
        if found is None:
            return False  # it will not apply; applying says why
        lengths = {doc_id: doc.length for doc_id, doc in found.items()}
        return _taken(found).too_much(lengths, self._project_length)

    def record(self, edit: Edit, before: World) -> None:
        """Count ``edit``, just applied to ``before``."""
        self._begin(before)
        found = self._advance(edit, before)
        if found is not None:
            self._found = found

    # -- inside ---------------------------------------------------------------------------

    def _begin(self, world: World) -> None:
        if self._existing is None:
            self._existing = frozenset(world.documents)
            self._project_length = sum(doc.character_count for doc in world.documents.values())

    def _advance(self, edit: Edit, before: World) -> dict[NodeId, _Found] | None:
        """What is known after ``edit``; None when it does not apply to ``before``."""
        assert self._existing is not None
        found = dict(self._found)
        world = before
        try:
            for part in _parts(edit):
                after, _inverse = part.apply(world)
                for doc_id in part.touched():
                    old, new = world.documents.get(doc_id), after.documents.get(doc_id)
                    if doc_id not in self._existing or old is None or new is None:
                        continue
                    if old.text == new.text:
                        continue
                    doc = found[doc_id].now(old.text) if doc_id in found else _Found.of(old.text)
                    spans = part.spans_in(world, doc_id) or changed_span(old.text, new.text)
                    found[doc_id] = doc.replaced(spans, new.text)
                world = after
        except (EditError, KeyError):
            return None
        return found


def _taken(found: dict[NodeId, _Found]) -> Taken:
    documents = {doc_id: doc.taken() for doc_id, doc in found.items()}
    return Taken(documents, sum(documents.values()))


def _parts(edit: Edit) -> Iterator[Edit]:
    if isinstance(edit, CompoundEdit):
        for part in edit.edits:
            yield from _parts(part)
    else:
        yield edit


__all__ = ["DOCUMENT_LIMIT", "PROJECT_LIMIT", "Taken", "TurnTally"]

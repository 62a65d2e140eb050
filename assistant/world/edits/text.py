"""Edits of a document's text: ranges replaced, inserted and deleted, find and replace, the
whole text set."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import ClassVar

from assistant.world.edits.base import (
    ChangeFlag,
    Edit,
    EditAction,
    Removal,
    TextSpans,
    check_text,
    document_of,
    put_node,
)
from assistant.world.errors import (
    CountMismatchError,
    InvalidValueError,
    TextNotFoundError,
    TextRangeError,
)
from assistant.world.model import (
    Document,
    NodeId,
    World,
)
from assistant.world.search.engine import phrase_pattern


def _check_range(doc: Document, start: int, end: int, text: str | None = None) -> None:
    """``start..end`` lies in ``doc``'s text (``text``, when the caller has read it)."""
    if not (isinstance(start, int) and isinstance(end, int)):
        raise TextRangeError("positions must be whole numbers")
    length = len(doc.text if text is None else text)
    if not 0 <= start <= end <= length:
        raise TextRangeError(
            f"range {start}..{end} outside document {doc.id} of {length} characters"
        )


def _with_text(world: World, doc: Document, text: str) -> World:
    return put_node(world, replace(doc, text=text))


@dataclass(frozen=True)
class ReplaceRange(Edit):
    """Replace the characters ``start..end`` of a document with ``text``."""

    doc_id: NodeId
    start: int
    end: int
    text: str

    ACTION: ClassVar[EditAction] = EditAction.REPLACE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = document_of(world, self.doc_id)
        text = doc.text  # read once: a document keeps its text compact
        _check_range(doc, self.start, self.end, text)
        check_text(self.text, "text")
        old = text[self.start : self.end]
        new_text = text[: self.start] + self.text + text[self.end :]
        inverse = ReplaceRange(doc.id, self.start, self.start + len(self.text), old)
        return _with_text(world, doc, new_text), inverse

    def describe(self) -> str:
        return f"replaced characters {self.start}..{self.end} of {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        return Removal(characters={self.doc_id: max(0, self.end - self.start)})

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        return ((self.start, self.end, self.text),) if doc_id == self.doc_id else None


@dataclass(frozen=True)
class InsertText(Edit):
    """Insert text at a character offset."""

    doc_id: NodeId
    offset: int
    text: str

    ACTION: ClassVar[EditAction] = EditAction.INSERT_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        new, _ = ReplaceRange(self.doc_id, self.offset, self.offset, self.text).apply(world)
        return new, DeleteText(self.doc_id, self.offset, self.offset + len(self.text))

    def describe(self) -> str:
        return f"inserted {len(self.text)} characters into {self.doc_id} at {self.offset}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        return ((self.offset, self.offset, self.text),) if doc_id == self.doc_id else None


@dataclass(frozen=True)
class DeleteText(Edit):
    """Delete the characters ``start..end``."""

    doc_id: NodeId
    start: int
    end: int

    ACTION: ClassVar[EditAction] = EditAction.DELETE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = document_of(world, self.doc_id)
        _check_range(doc, self.start, self.end)
        new, _ = ReplaceRange(self.doc_id, self.start, self.end, "").apply(world)
        return new, InsertText(self.doc_id, self.start, doc.text[self.start : self.end])

    def describe(self) -> str:
        return f"deleted characters {self.start}..{self.end} of {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        return Removal(characters={self.doc_id: max(0, self.end - self.start)})

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        return ((self.start, self.end, ""),) if doc_id == self.doc_id else None


@dataclass(frozen=True)
class ReplaceSpans(Edit):
    """Replace several non-overlapping ranges at once (positions refer to the text before)."""

    doc_id: NodeId
    spans: tuple[tuple[int, int, str], ...]

    ACTION: ClassVar[EditAction] = EditAction.REPLACE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = document_of(world, self.doc_id)
        whole = doc.text  # read once: a document keeps its text compact
        ordered = sorted(self.spans, key=lambda s: (s[0], s[1]))
        previous_end = 0
        pieces: list[str] = []
        inverse: list[tuple[int, int, str]] = []
        shift = 0
        for start, end, text in ordered:
            _check_range(doc, start, end, whole)
            check_text(text, "text")
            if start < previous_end:
                raise TextRangeError("ranges overlap")
            pieces.append(whole[previous_end:start])
            pieces.append(text)
            new_start = start + shift
            inverse.append((new_start, new_start + len(text), whole[start:end]))
            shift += len(text) - (end - start)
            previous_end = end
        pieces.append(whole[previous_end:])
        return _with_text(world, doc, "".join(pieces)), ReplaceSpans(doc.id, tuple(inverse))

    def describe(self) -> str:
        return f"replaced {len(self.spans)} range(s) in {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        count = sum(max(0, end - start) for start, end, _text in self.spans)
        return Removal(characters={self.doc_id: count})

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        return tuple(sorted(self.spans)) if doc_id == self.doc_id else None


@dataclass(frozen=True)
class FindReplace(Edit):
    """Replace every occurrence of ``find`` in a document.

    Fails when the text is absent, or when ``expected_count`` is given and differs, so that
    a vague replace never changes the wrong place.
    """

    doc_id: NodeId
    find: str
    replace: str
    expected_count: int | None = None
    case_sensitive: bool = True
    whole_word: bool = False
    any_space: bool = False
    """A space in ``find`` matches any run of whitespace, line breaks included (as search
    does), so a phrase hard-wrapped over two lines is found and replaced."""

    def matches(self, world: World) -> list[tuple[int, int]]:
        doc = document_of(world, self.doc_id)
        if not isinstance(self.find, str) or not self.find:
            raise InvalidValueError("the text to find must not be empty")
        pattern = phrase_pattern(self.find) if self.any_space else re.escape(self.find)
        if self.whole_word:
            pattern = rf"(?<!\w){pattern}(?!\w)"
        flags = 0 if self.case_sensitive else re.IGNORECASE
        return [m.span() for m in re.finditer(pattern, doc.text, flags)]

    ACTION: ClassVar[EditAction] = EditAction.REPLACE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        found = self.matches(world)
        check_text(self.replace, "replacement")
        if not found:
            raise TextNotFoundError(f"{self.find!r} does not occur in {self.doc_id}")
        if self.expected_count is not None and len(found) != self.expected_count:
            raise CountMismatchError(self.expected_count, len(found))
        spans = tuple((start, end, self.replace) for start, end in found)
        return ReplaceSpans(self.doc_id, spans).apply(world)

    def describe(self) -> str:
        return f"replaced {self.find!r} with {self.replace!r} in {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        return Removal(characters={self.doc_id: sum(e - s for s, e in self.matches(world))})

    def spans_in(self, world: World, doc_id: NodeId) -> TextSpans | None:
        if doc_id != self.doc_id:
            return None
        return tuple((start, end, self.replace) for start, end in self.matches(world))


@dataclass(frozen=True)
class SetText(Edit):
    """Replace a document's whole text."""

    doc_id: NodeId
    text: str

    ACTION: ClassVar[EditAction] = EditAction.REPLACE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = document_of(world, self.doc_id)
        check_text(self.text, "text")
        return _with_text(world, doc, self.text), SetText(doc.id, doc.text)

    def describe(self) -> str:
        return f"set the text of {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        ((start, end, _text),) = self._span(world)
        return Removal(characters={self.doc_id: end - start})

    def spans_in(self, world: World, doc_id: NodeId) -> TextSpans | None:
        return self._span(world) if doc_id == self.doc_id else None

    def _span(self, world: World) -> TextSpans:
        """What changes, as one span: the text between the ends old and new share."""
        return changed_span(document_of(world, self.doc_id).text, self.text)


def changed_span(old: str, new: str) -> TextSpans:
    """``old`` turned into ``new`` as one span of ``old`` replaced: all but the start and
    the end the two texts share."""
    limit = min(len(old), len(new))
    prefix = 0
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and old[-1 - suffix] == new[-1 - suffix]:
        suffix += 1
    return ((prefix, len(old) - suffix, new[prefix : len(new) - suffix]),)


__all__ = [
    "DeleteText",
    "FindReplace",
    "InsertText",
    "ReplaceRange",
    "ReplaceSpans",
    "SetText",
    "changed_span",
]

"""A text change as the separate places it changes, and the edit that makes only some of
them, or makes them in the writer's own words.

A change to a document's text (a replace of several occurrences, an insertion, a rewrite)
or to several documents' text at once is split into hunks: one per separate place, in the
order of the change and then of the text. :class:`HunkChoice` says which hunks the writer
took and what they wrote in place of the assistant's words; :meth:`HunkChoice.edit` builds
the edit that does exactly that, from the hunks alone. Taking every hunk as proposed gives
the proposed text, taking none gives no edit, and any edit built here has an exact inverse
like every other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from assistant.world.edits.base import Edit, TextSpans, check_text
from assistant.world.edits.compound import CompoundEdit
from assistant.world.edits.text import (
    DeleteText,
    FindReplace,
    InsertText,
    ReplaceRange,
    ReplaceSpans,
    SetText,
)
from assistant.world.edits.textdiff import diff_words
from assistant.world.errors import EditError, InvalidValueError
from assistant.world.model import NodeId, World

TEXT_EDITS = (DeleteText, FindReplace, InsertText, ReplaceRange, ReplaceSpans, SetText)
"""The edits of a document's text that can be split into hunks."""


@dataclass(frozen=True)
class EditHunk:
    """One separate place a change rewrites: ``old`` (characters ``start..end`` of the
    document's text before the change) becomes ``new``."""

    doc_id: NodeId
    start: int
    end: int
    old: str
    new: str


def edit_hunks(edit: Edit, world: World) -> tuple[EditHunk, ...]:
    """The separate places of the documents' text that ``edit`` changes when applied to
    ``world``; () when it changes anything else, or cannot apply."""
    parts = edit.edits if isinstance(edit, CompoundEdit) else (edit,)
    if not parts or not all(isinstance(part, TEXT_EDITS) for part in parts):
        return ()
    try:
        after, _inverse = edit.apply(world)
    except EditError:
        return ()
    docs = Counter(part.target for part in parts)
    hunks: list[EditHunk] = []
    for part in parts:
        doc_id = part.target
        if doc_id not in docs:
            continue  # a document changed by several parts is split once
        old, new = world.documents[doc_id].text, after.documents[doc_id].text
        spans = None
        if docs.pop(doc_id) == 1 and not isinstance(part, SetText):
            spans = part.spans_in(world, doc_id)
        for start, end, text in sorted(spans if spans is not None else _differences(old, new)):
            if old[start:end] != text:
                hunks.append(EditHunk(doc_id, start, end, old[start:end], text))
    return tuple(hunks)


def _differences(old: str, new: str) -> TextSpans:
    """``old`` turned into ``new`` as spans of ``old`` replaced: one per paragraph (line)
    that changed, changes within one line kept together."""
    spans: list[tuple[int, int, str]] = []
    group: list[int] | None = None  # a_start, a_end, b_start, b_end
    for hunk in diff_words(old, new):
        if hunk.tag == "equal":
            if group is not None and "\n" in old[hunk.a_start : hunk.a_end]:
                spans.append((group[0], group[1], new[group[2] : group[3]]))
                group = None
            continue
        if group is None:
            group = [hunk.a_start, hunk.a_end, hunk.b_start, hunk.b_end]
        else:
            group[1], group[3] = hunk.a_end, hunk.b_end
    if group is not None:
        spans.append((group[0], group[1], new[group[2] : group[3]]))
    return tuple(spans)


@dataclass(frozen=True)
class HunkChoice:
    """Which hunks of a change the writer took (numbered from 1; None: all of them), and
    the text the writer wrote in place of the proposed one, by hunk number."""

    taken: tuple[int, ...] | None = None
    texts: tuple[tuple[int, str], ...] = ()

    @classmethod
    def of(cls, taken: Iterable[int] | None = None, texts: dict[int, str] | None = None):
        return cls(
            None if taken is None else tuple(sorted(set(taken))),
            tuple(sorted((texts or {}).items())),
        )

    def taken_of(self, hunks: Sequence[EditHunk]) -> tuple[int, ...]:
        """The numbers of the hunks taken."""
        every = tuple(range(1, len(hunks) + 1))
        return every if self.taken is None else tuple(n for n in every if n in self.taken)

    def edited_of(self, hunks: Sequence[EditHunk]) -> tuple[int, ...]:
        """The numbers of the hunks taken in words other than the proposed ones."""
        texts = dict(self.texts)
        return tuple(
            n for n in self.taken_of(hunks) if n in texts and texts[n] != hunks[n - 1].new
        )

    def changes(self, hunks: Sequence[EditHunk]) -> bool:
        """True when this choice makes something other than the whole proposal."""
        return len(self.taken_of(hunks)) < len(hunks) or bool(self.edited_of(hunks))

    def check(self, hunks: Sequence[EditHunk]) -> None:
        """Raise :class:`InvalidValueError` for a hunk that is not there or a text that is
        not text."""
        numbers = set(self.taken or ()) | {n for n, _text in self.texts}
        if any(not isinstance(n, int) or not 1 <= n <= len(hunks) for n in numbers):
            raise InvalidValueError(f"this change has {len(hunks)} part(s), numbered from 1")
        for _n, text in self.texts:
            check_text(text, "the writer's text")

    def edit(self, hunks: Sequence[EditHunk]) -> Edit | None:
        """The edit that makes the hunks taken, each in the writer's words when given;
        None when it changes nothing."""
        self.check(hunks)
        texts = dict(self.texts)
        by_doc: dict[NodeId, list[tuple[int, int, str]]] = {}
        for number in self.taken_of(hunks):
            hunk = hunks[number - 1]
            text = texts.get(number, hunk.new)
            if text != hunk.old:
                by_doc.setdefault(hunk.doc_id, []).append((hunk.start, hunk.end, text))
        edits = [_span_edit(doc_id, spans) for doc_id, spans in by_doc.items()]
        if not edits:
            return None
        return edits[0] if len(edits) == 1 else CompoundEdit(tuple(edits))


def _span_edit(doc_id: NodeId, spans: list[tuple[int, int, str]]) -> Edit:
    """The plainest edit replacing ``spans`` of one document."""
    if len(spans) > 1:
        return ReplaceSpans(doc_id, tuple(spans))
    ((start, end, text),) = spans
    if start == end:
        return InsertText(doc_id, start, text)
    if not text:
        return DeleteText(doc_id, start, end)
    return ReplaceRange(doc_id, start, end, text)


__all__ = ["TEXT_EDITS", "EditHunk", "HunkChoice", "edit_hunks"]

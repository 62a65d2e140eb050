"""Words written per day and progress towards targets.

The app tells :func:`record_writing` about the writer's own edits (typing, pasting, cutting,
undoing their typing); the assistant's edits never come here, so the daily tally counts only
what the writer wrote. Counting looks at the changed lines only (a paragraph is one line), so a
keystroke in a long chapter costs next to nothing.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from assistant.world import edits as world_edits
from assistant.world.model import Document, NodeId, World, count_words

if TYPE_CHECKING:
    from assistant.world.edits import Edit


def _window(text: str, start: int, end: int) -> tuple[int, int]:
    """``start..end`` widened to whole lines: a word, a dash or a heading's mark never spans a
    line break, so the words of the lines around an edit change as the whole text's do."""
    start = text.rfind("\n", 0, start) + 1
    end = text.find("\n", end)
    return start, len(text) if end < 0 else end


def range_word_delta(old_text: str, start: int, end: int, new: str) -> int:
    """How many words replacing ``old_text[start:end]`` with ``new`` adds (negative: removes)."""
    new_text = old_text[:start] + new + old_text[end:]
    old_start, old_end = _window(old_text, start, end)
    new_start, new_end = _window(new_text, start, start + len(new))
    # the two windows start at the same place: text before ``start`` is unchanged
    return count_words(new_text[new_start:new_end]) - count_words(old_text[old_start:old_end])


def word_delta(before: World, edit: Edit, after: World) -> int:
    """Words ``edit`` added to the live documents of ``before`` (negative when it cut)."""
    if isinstance(edit, world_edits.ReplaceRange):
        return _range_delta(before, edit.doc_id, edit.start, edit.end, edit.text)
    if isinstance(edit, world_edits.InsertText):
        return _range_delta(before, edit.doc_id, edit.offset, edit.offset, edit.text)
    if isinstance(edit, world_edits.DeleteText):
        return _range_delta(before, edit.doc_id, edit.start, edit.end, "")
    touched: set[NodeId] = (
        set(edit.touched()) if not isinstance(edit, world_edits.CompoundEdit) else set()
    )
    if isinstance(edit, world_edits.CompoundEdit):
        for part in edit.edits:
            touched |= part.touched()
    return sum(_document_delta(before, after, doc_id) for doc_id in touched)


def _range_delta(world: World, doc_id: NodeId, start: int, end: int, text: str) -> int:
    doc = world.documents.get(doc_id)
    if doc is None or world.is_trashed(doc_id) or not 0 <= start <= end <= len(doc.text):
        return 0
    return range_word_delta(doc.text, start, end, text)


def _document_delta(before: World, after: World, doc_id: NodeId) -> int:
    old = before.documents.get(doc_id)
    new = after.documents.get(doc_id)
    old_words = old.word_count if old is not None and not before.is_trashed(doc_id) else 0
    new_words = new.word_count if new is not None and not after.is_trashed(doc_id) else 0
    return new_words - old_words


def record_writing(world: World, day: datetime.date, words: int) -> World:
    """``world`` with ``words`` added to the writer's tally for ``day``."""
    if not words:
        return world
    return replace(world, writing_log=world.writing_log.add(day.isoformat(), words))


@dataclass(frozen=True)
class Progress:
    """How far the writer has come towards one target."""

    words: int
    target: int

    @property
    def fraction(self) -> float:
        """0 to 1 (capped), or 0 when there is no target."""
        if self.target <= 0:
            return 0.0
        return max(0.0, min(1.0, self.words / self.target))

    @property
    def reached(self) -> bool:
        return self.target > 0 and self.words >= self.target


def project_progress(world: World) -> Progress:
    return Progress(world.word_count(), world.settings.project_target)


def document_progress(world: World, doc_id: NodeId) -> Progress | None:
    doc = world.documents.get(doc_id)
    if doc is None:
        return None
    return Progress(doc.word_count, doc.target)


def words_of(world: World, doc_ids: Iterable[NodeId]) -> int:
    """Words in the given documents (and in the documents inside the given folders)."""
    total = 0
    for node_id in doc_ids:
        node = world.node(node_id)
        if node is None:
            continue
        if node_id in world.documents:
            total += world.documents[node_id].word_count
        else:
            total += sum(n.word_count for _d, n in world.walk(node_id) if isinstance(n, Document))
    return total

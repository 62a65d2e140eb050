"""Restoring a snapshot: the whole document, or one passage, as one edit (one undo step)."""

from __future__ import annotations

from assistant.world.edits import (
    CompoundEdit,
    Edit,
    MoveDocumentField,
    RemoveDocumentField,
    ReplaceRange,
    SetDocumentAttribute,
    SetDocumentField,
    SetText,
    SetTitle,
)
from assistant.world.edits.textdiff import SpanPair, diff_words, passage, passage_from_new
from assistant.world.model import Document
from assistant.world.snapshots.model import SnapshotInfo, SnapshotReason
from assistant.world.snapshots.store import SnapshotStore, content_hash

_HEADER = ("kind", "tags", "synopsis", "status", "target")


def restore_document_edit(current: Document, stored: Document) -> Edit | None:
    """The edit that makes ``current`` what ``stored`` holds (text, title and header);
    None when they are already the same."""
    edits: list[Edit] = []
    if current.text != stored.text:
        edits.append(SetText(current.id, stored.text))
    if current.title != stored.title:
        edits.append(SetTitle(current.id, stored.title))
    for name in _HEADER:
        if getattr(current, name) != getattr(stored, name):
            edits.append(SetDocumentAttribute(current.id, name, getattr(stored, name)))
    edits.extend(_field_edits(current, stored))
    if not edits:
        return None
    return edits[0] if len(edits) == 1 else CompoundEdit(tuple(edits))


def _field_edits(current: Document, stored: Document) -> list[Edit]:
    """Edits that make the document's own fields those of ``stored``, in its order."""
    edits: list[Edit] = []
    fields = list(current.fields)
    wanted = {key for key, _value in stored.fields}
    for key, _value in current.fields:
        if key not in wanted:
            edits.append(RemoveDocumentField(current.id, key))
            fields = [pair for pair in fields if pair[0] != key]
    for index, (key, value) in enumerate(stored.fields):
        at = next((n for n, pair in enumerate(fields) if pair[0] == key), None)
        if at is None:
            edits.append(SetDocumentField(current.id, key, value, index))
            fields.insert(index, (key, value))
            continue
        if fields[at][1] != value:
            edits.append(SetDocumentField(current.id, key, value))
            fields[at] = (key, value)
        if at != index:
            edits.append(MoveDocumentField(current.id, key, index))
            fields.insert(index, fields.pop(at))
    return edits


def passage_to_restore(
    current: Document, stored: Document, start: int, end: int, *, in_current: bool = False
) -> SpanPair:
    """The passage around a selection ``start..end`` of the snapshot's text (or, with
    ``in_current``, of the current text), widened to the whole changes it touches."""
    hunks = diff_words(stored.text, current.text)
    if in_current:
        return passage_from_new(hunks, start, end)
    return passage(hunks, start, end)


def restore_passage_edit(current: Document, stored: Document, found: SpanPair) -> Edit | None:
    """The edit that puts the snapshot's passage back in place of its counterpart in the
    current text; None when they already read the same."""
    old = stored.text[found.a_start : found.a_end]
    if current.text[found.b_start : found.b_end] == old:
        return None
    return ReplaceRange(current.id, found.b_start, found.b_end, old)


def keep_current(store: SnapshotStore, current: Document) -> SnapshotInfo:
    """Make sure the document as it is now is kept before a restore changes it: its latest
    snapshot when that holds this very version, else a new one ("before a restore")."""
    latest = store.latest(current.id)
    if latest is not None and latest.object == content_hash(current):
        return latest
    return store.take(current, SnapshotReason.RESTORE)

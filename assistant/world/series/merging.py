"""The three-way merge of what a book knows of its series (the open book's, the one on disk,
and the one both came from), for the merge of a book with its files changed on disk.

Which entities belong to the series, and which the book shadows, are merged as sets (one
side's addition or removal kept); each entity's changes are ours unless only theirs changed
them; the title and books (read from the series' manifest) are theirs when ours are as they
were; the notes (read from the series folder, never edited in a book) are theirs."""

from __future__ import annotations

from dataclasses import replace

from assistant.world.model import NodeId
from assistant.world.series.model import FactChange, SeriesState


def merge_series_state(base: SeriesState, ours: SeriesState, theirs: SeriesState) -> SeriesState:
    """The merged series state; ours where both changed the same thing."""
    if theirs == base or ours == theirs:
        return ours
    if ours == base:
        return theirs
    ids = _merged_set(base.entity_ids, ours.entity_ids, theirs.entity_ids)
    shadowed = _merged_set(base.shadowed, ours.shadowed, theirs.shadowed) - ids
    changes: dict[NodeId, tuple[FactChange, ...]] = {}
    for entity_id in sorted(ids):
        was, mine, other = (s.changes_of(entity_id) for s in (base, ours, theirs))
        chosen = other if mine == was and other != was else mine
        if chosen:
            changes[entity_id] = chosen
    merged = ours
    if (ours.title, ours.books) == (base.title, base.books):
        merged = replace(merged, title=theirs.title, books=theirs.books)
    return replace(
        merged, entity_ids=ids, shadowed=shadowed, changes=tuple(changes.items()),
        notes=theirs.notes,
    )


def _merged_set(
    base: frozenset[NodeId], ours: frozenset[NodeId], theirs: frozenset[NodeId]
) -> frozenset[NodeId]:
    """Ours, with what theirs added and without what theirs removed."""
    return (ours | (theirs - base)) - (base - theirs)


__all__ = ["merge_series_state"]

"""Replacing a text everywhere in a project, as one edit.

The hits are those of :func:`assistant.world.search.engine.search` (the same folding of case,
accents and quotes as ``quire search`` and the app's find bar). A search may run on a
snapshot while the writer keeps typing; :func:`replace_everywhere` takes the spans found
there for every document still unchanged, and looks again in the ones that changed, so a
replacement never lands on a stale position.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from assistant.world.edits.base import Edit
from assistant.world.edits.compound import CompoundEdit
from assistant.world.edits.text import ReplaceSpans
from assistant.world.model import Document, World
from assistant.world.search.engine import SearchOptions, Span, spans_in


@dataclass(frozen=True)
class Replacement:
    """One edit replacing every hit, and how many hits in how many documents it replaces."""

    edit: Edit
    count: int
    documents: int


def replace_everywhere(
    world: World,
    query: str,
    replacement: str,
    options: SearchOptions | None = None,
    found: Mapping[str, tuple[Document, Sequence[Span]]] | None = None,
) -> Replacement | None:
    """Replace every hit of ``query`` in the live documents (the trash is left alone); None
    when there is none. ``found`` maps document ids to the document value a search looked at and
    its spans: reused where the document is still that value."""
    options = options or SearchOptions()
    found = found or {}
    edits: list[Edit] = []
    count = 0
    for doc in world.documents_in_order():
        known = found.get(doc.id)
        spans = list(known[1]) if known is not None and known[0] is doc else None
        if spans is None:
            spans = spans_in(doc, query, options)
        if not spans:
            continue
        edits.append(ReplaceSpans(doc.id, tuple((s, e, replacement) for s, e in spans)))
        count += len(spans)
    if not edits:
        return None
    edit = edits[0] if len(edits) == 1 else CompoundEdit(tuple(edits))
    return Replacement(edit, count, len(edits))

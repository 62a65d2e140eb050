"""The series' notes as a book sees them: read-only documents of the series.

:func:`series_notes` takes them from the series folder's world at load (``BookStore`` keeps
them in ``world.series.notes``, never in the book's tree or its saves); :func:`notes_world`
gives them back as a small world of top-level documents, so the assistant's read tools can
outline, read and search them with the same code as the book's. A world the privacy view made
(:func:`~assistant.world.privacy.withheld.withheld_view`) gets its private notes withheld, as
its own private documents are.
"""

from __future__ import annotations

from assistant.world.model import Document, DocumentKind, FrozenMap, ProjectMeta, World
from assistant.world.privacy.material import describe
from assistant.world.privacy.withheld import is_withheld_view
from assistant.world.search.textfold import fold
from assistant.world.series.model import SeriesNote

_CACHE = "_series_notes_world"


def series_notes(series: World) -> tuple[SeriesNote, ...]:
    """The live documents of a series folder's world, as notes, by title."""
    docs = sorted(series.documents_in_order(), key=lambda d: (fold(d.title), d.id))
    return tuple(
        SeriesNote(
            d.id, d.title, d.text, d.kind.value, d.tags, d.synopsis, d.fields, d.private
        )
        for d in docs
    )


def _kind(value: str) -> DocumentKind:
    try:
        return DocumentKind(value)
    except ValueError:
        return DocumentKind.NOTE


def note_document(note: SeriesNote, withheld: bool = False) -> Document:
    """The note as a document (its text withheld, as a private document's, when asked)."""
    if note.private and withheld:
        doc = Document(note.id, "", kind=_kind(note.kind), private=True)
        return Document(note.id, describe(doc), kind=doc.kind, private=True)
    return Document(
        id=note.id,
        title=note.title,
        text=note.text,
        kind=_kind(note.kind),
        tags=note.tags,
        synopsis=note.synopsis,
        fields=note.fields,
        private=note.private,
    )


def notes_world(world: World) -> World | None:
    """The series' notes of the book ``world`` as a world of top-level documents (titled
    as the series), or None when the book has none. Made once per world and view."""
    notes = world.series.notes
    if not notes:
        return None
    withheld = is_withheld_view(world)
    found = world.__dict__.get(_CACHE)
    if isinstance(found, tuple) and found[0] == withheld and found[1] is notes:
        made: World = found[2]
        return made
    docs = [note_document(note, withheld) for note in notes]
    made = World(
        meta=ProjectMeta(title=world.series.title or "series"),
        documents=FrozenMap({d.id: d for d in docs}),
        root=tuple(d.id for d in docs),
    )
    world.__dict__[_CACHE] = (withheld, notes, made)  # a World never changes
    return made


__all__ = ["note_document", "notes_world", "series_notes"]

"""The writer's decisions in a merge: one for each place both sides changed differently, as a
merge view or the command line asks them, and what the merge took from each side, counted.

A text both sides changed (a document's text, an entity's notes, a synopsis) holds one place
for each stretch of paragraphs that clashed; any other value (a title, a field, where a chapter
stands) is one place. A place left undecided is settled the merge's own way, which loses
nothing (:meth:`~assistant.world.merge.worlds.WorldMerge.world`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from assistant.world.merge.paragraphs import (
    Choice,
    Origin,
    Resolution,
    Taken,
    merge_paragraphs,
    split_paragraphs,
)
from assistant.world.merge.records import ConflictKind, MergeConflict
from assistant.world.merge.values import joined
from assistant.world.model import World

TEXTS = frozenset({ConflictKind.TEXT, ConflictKind.NOTES, ConflictKind.SYNOPSIS})
"""Kinds merged paragraph by paragraph: each clashing stretch is a place of its own."""
WORDS = frozenset({ConflictKind.TITLE, ConflictKind.NAME, ConflictKind.FIELD})
"""Kinds of words, which can keep both sides (joined, or the other name as an alias) and be
written anew."""
PROJECT_WORDS = frozenset({"title", "author"})
"""The project's details that are words (its language is a choice of one)."""


@dataclass(frozen=True)
class Place:
    """One place to decide: a stretch of paragraphs of a text, or one value."""

    conflict: MergeConflict
    index: int | None
    """Which of the text's clashing stretches (None: the conflict's value as a whole)."""
    base: str
    ours: str
    theirs: str

    @property
    def key(self) -> str:
        return self.conflict.key

    @property
    def what(self) -> ConflictKind:
        return self.conflict.what

    @property
    def is_text(self) -> bool:
        return self.what in TEXTS

    @property
    def can_keep_both(self) -> bool:
        """Both sides can stand together: paragraphs one after the other, words joined, the
        other name kept as an alias."""
        return self.is_text or self.what in WORDS or self._project_words

    @property
    def can_edit(self) -> bool:
        """The writer may write what stays (else it is a choice of two: where a chapter
        stands, whether it is in the trash, its kind, its target)."""
        return self.can_keep_both or self.what == ConflictKind.STATUS

    @property
    def _project_words(self) -> bool:
        return self.what == ConflictKind.PROJECT and self.conflict.detail in PROJECT_WORDS


def places_of(conflicts: Sequence[MergeConflict]) -> list[Place]:
    """The places to decide in ``conflicts``, in order."""
    places: list[Place] = []
    for conflict in conflicts:
        text = conflict.text
        if conflict.what in TEXTS and text is not None and text.conflicts:
            for index, clash in enumerate(text.conflicts):
                base, ours, theirs = ("\n".join(s) for s in (clash.base, clash.ours, clash.theirs))
                places.append(Place(conflict, index, base, ours, theirs))
        else:
            places.append(Place(conflict, None, conflict.base, conflict.ours, conflict.theirs))
    return places


def paragraphs_taken(merge_base: World, ours: World, theirs: World, node_id: str) -> dict[str, int]:
    """How many paragraphs of the text of document ``node_id`` (or the notes of an entity) a
    merge took from each side on its own, blank lines not counted: ``{"ours": 2, "theirs": 0}``.
    A paragraph a side removed counts as taken from it too."""
    texts = []
    for world in (merge_base, ours, theirs):
        document = world.documents.get(node_id)
        entity = world.entities.get(node_id)
        texts.append(document.text if document else entity.notes if entity else "")
    base, mine, other = (split_paragraphs(text) for text in texts)
    counts = {Origin.OURS.value: 0, Origin.THEIRS.value: 0}
    if mine == base or other == base:
        for side, paragraphs in ((Origin.OURS, mine), (Origin.THEIRS, other)):
            counts[side.value] = _changed(base, paragraphs)
        return counts
    for piece in merge_paragraphs(*texts).pieces:
        if isinstance(piece, Taken) and piece.origin != Origin.BOTH:
            counts[piece.origin.value] += _written(piece.paragraphs)
    return counts


def _written(paragraphs: Sequence[str]) -> int:
    return sum(1 for paragraph in paragraphs if paragraph.strip())


def _changed(base: tuple[str, ...], side: tuple[str, ...]) -> int:
    """Paragraphs ``side`` wrote or rewrote since ``base`` (or removed, where it wrote none)."""
    count = 0
    matcher = SequenceMatcher(None, base, side, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            count += _written(side[j1:j2]) or _written(base[i1:i2])
    return count


class Decisions:
    """What the writer chose at each place so far (see the module doc)."""

    def __init__(self, conflicts: Sequence[MergeConflict]) -> None:
        self.places = places_of(conflicts)
        self._chosen: dict[int, Resolution] = {}

    def __len__(self) -> int:
        return len(self.places)

    def choose(self, number: int, resolution: Resolution) -> None:
        """Settle place ``number`` with a choice of side, or with the writer's own text."""
        place = self.places[number]
        if resolution == Choice.BOTH and not place.can_keep_both:
            raise ValueError(f"{place.what} cannot keep both sides")
        if not isinstance(resolution, Choice) and not place.can_edit:
            raise ValueError(f"{place.what} cannot be written anew")
        self._chosen[number] = resolution

    def undecide(self, number: int) -> None:
        self._chosen.pop(number, None)

    def chosen(self, number: int) -> Resolution | None:
        return self._chosen.get(number)

    @property
    def left(self) -> int:
        """How many places are not decided yet."""
        return len(self.places) - len(self._chosen)

    def result_of(self, number: int) -> str:
        """What place ``number`` holds as decided (as the editor shows it: undecided, a text
        keeps both sides, a value this side's)."""
        place = self.places[number]
        chosen = self._chosen.get(number)
        if chosen is None:
            chosen = Choice.BOTH if place.is_text else Choice.OURS
        if chosen == Choice.OURS:
            return place.ours
        if chosen == Choice.THEIRS:
            return place.theirs
        if chosen == Choice.BOTH:
            if place.is_text:
                spaced = place.conflict.text is not None and place.conflict.text.spaced
                between = "\n\n" if spaced else "\n"
                return between.join(part for part in (place.ours, place.theirs) if part)
            return place.ours if place.what == ConflictKind.NAME else joined_words(place)
        return str(chosen)

    def resolutions(self) -> dict[str, Resolution | Mapping[int, Resolution]]:
        """The decisions by conflict key, as the merge takes them; a text's by stretch."""
        result: dict[str, Resolution | Mapping[int, Resolution]] = {}
        stretches: dict[str, dict[int, Resolution]] = {}
        for number, resolution in sorted(self._chosen.items()):
            place = self.places[number]
            if place.index is None:
                result[place.key] = resolution
            else:
                stretches.setdefault(place.key, {})[place.index] = resolution
        result.update(stretches)
        return result


def joined_words(place: Place) -> str:
    """Both sides' words in one, as the merge joins them."""
    return joined(place.ours, place.theirs) or ""


__all__ = [
    "PROJECT_WORDS",
    "TEXTS",
    "WORDS",
    "Decisions",
    "Place",
    "joined_words",
    "paragraphs_taken",
    "places_of",
]

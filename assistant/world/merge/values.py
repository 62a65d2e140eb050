"""Three-way merges of the details of one thing: a single value, a set, fields by name, a
text by paragraphs. Each merge notes what it took from where and what clashed, and settles a
clash the way the writer resolved it (or, unresolved, so that nothing is lost)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import TypeAlias, TypeVar

from assistant.world.merge.paragraphs import (
    Choice,
    Origin,
    Resolution,
    Taken,
    merge_paragraphs,
    merge_sequence,
)
from assistant.world.merge.records import ConflictKind, MergeConflict, TakenChange

T = TypeVar("T")
H = TypeVar("H", bound=Hashable)

Resolutions: TypeAlias = Mapping[str, Resolution | Mapping[int, Resolution]]
"""How the writer settled conflicts, by conflict key. A text's conflicts take one resolution
for them all (an edited string is then the whole finished text) or one per conflict, by its
index among the text's conflicts. As in :meth:`TextMerge.text`, a string equal to a choice
(``"ours"``, ``"theirs"``, ``"both"``) is that choice."""

Fields: TypeAlias = tuple[tuple[str, str], ...]


def three_way(base: T, ours: T, theirs: T) -> tuple[T, Origin | None] | None:
    """The merged value and the side it came from (None when neither changed it), or None
    when both sides changed it differently."""
    if ours == theirs:
        return ours, (None if ours == base else Origin.BOTH)
    if ours == base:
        return theirs, Origin.THEIRS
    if theirs == base:
        return ours, Origin.OURS
    return None


def joined(ours: str | None, theirs: str | None) -> str | None:
    """Both values in one, this side's first: what an unresolved clash of words keeps."""
    if not ours:
        return theirs if theirs else ours
    if not theirs:
        return ours
    return f"{ours} / {theirs}"


def in_merged_order(
    base: Iterable[str], ours: Iterable[str], theirs: Iterable[str], *, leftovers: bool = True
) -> list[str]:
    """Every item of the two sides once, in the order the sequence merge gives them (this
    side's order first where the two clash), then (with ``leftovers``) the base's others."""
    seen: dict[str, None] = {}
    b = tuple(base)
    for piece in merge_sequence(b, tuple(ours), tuple(theirs)):
        items = piece.paragraphs if isinstance(piece, Taken) else (*piece.ours, *piece.theirs)
        seen.update(dict.fromkeys(items))
    if leftovers:
        seen.update(dict.fromkeys(b))
    return list(seen)


@dataclass(frozen=True)
class Spot:
    """The thing being merged: how its conflict keys start, its id and its label."""

    prefix: str
    node_id: str
    label: str


def conflict_key(spot: Spot, what: ConflictKind, detail: str = "") -> str:
    """``<prefix>:<what>[:<detail>]``: ``document:<id>:text``, ``entity:<id>:field:Age``."""
    return ":".join(part for part in (spot.prefix, str(what), detail) if part)


class Merger:
    """Merges details and keeps the record: the conflicts found and the changes taken."""

    def __init__(self, resolutions: Resolutions) -> None:
        self.resolutions = resolutions
        self.conflicts: list[MergeConflict] = []
        self.taken: list[TakenChange] = []

    def took(self, spot: Spot, side: Origin | None, what: ConflictKind, detail: str = "") -> None:
        """Note a change taken from ``side`` (nothing when neither side changed anything)."""
        if side is not None:
            self.taken.append(TakenChange(spot.node_id, spot.label, side, what, detail))

    def clash(
        self, spot: Spot, what: ConflictKind, values: tuple[str, str, str], detail: str = ""
    ) -> Resolution | None:
        """Note a conflict; the writer's resolution of it, if any."""
        key = conflict_key(spot, what, detail)
        conflict = MergeConflict(key, spot.node_id, what, spot.label, *values, None, detail)
        self.conflicts.append(conflict)
        found = self.resolutions.get(key)
        return found if not isinstance(found, Mapping) else None

    def value(
        self,
        spot: Spot,
        what: ConflictKind,
        sides: tuple[T, T, T],
        *,
        both: Callable[[T, T], T],
        read: Callable[[str], T],
        show: Callable[[T], str] = str,
        detail: str = "",
    ) -> T:
        """A single value: taken from the side that changed it; a clash is settled by the
        resolution, ``both`` when unresolved (or resolved BOTH), ``read`` for an edited one."""
        base, ours, theirs = sides
        merged = three_way(base, ours, theirs)
        if merged is not None:
            self.took(spot, merged[1], what, detail)
            return merged[0]
        choice = self.clash(spot, what, (show(base), show(ours), show(theirs)), detail)
        if choice is None or choice == Choice.BOTH:
            return both(ours, theirs)
        if choice == Choice.OURS:
            return ours
        if choice == Choice.THEIRS:
            return theirs
        return read(choice)

    def words(
        self, spot: Spot, what: ConflictKind, sides: tuple[str, str, str], detail: str = ""
    ) -> str:
        """A title or a name: an unresolved clash keeps both, this side's first."""
        return self.value(spot, what, sides, both=_joined_text, read=str, detail=detail)

    def choice(
        self,
        spot: Spot,
        what: ConflictKind,
        sides: tuple[T, T, T],
        read: Callable[[str], T],
        detail: str = "",
    ) -> T:
        """A value that cannot hold both (a kind, a target): unresolved, this side's stays."""
        return self.value(spot, what, sides, both=_first, read=read, detail=detail)

    def members(
        self, spot: Spot, what: ConflictKind, sides: tuple[tuple[H, ...], ...]
    ) -> tuple[H, ...]:
        """A set kept in order (tags, aliases): added on either side kept, removed on one
        side removed. Never a conflict."""
        base, ours, theirs = sides
        merged = three_way(base, ours, theirs)
        if merged is not None:
            self.took(spot, merged[1], what)
            return merged[0]
        b, o, t = set(base), set(ours), set(theirs)
        keep = (b & o & t) | (o - b) | (t - b)
        order = in_merged_order(*(tuple(map(str, s)) for s in sides))
        by_text = {str(item): item for s in sides for item in s}
        self.took(spot, Origin.BOTH, what)
        return tuple(by_text[text] for text in order if by_text[text] in keep)

    def fields(self, spot: Spot, sides: tuple[Fields, Fields, Fields]) -> Fields:
        """Fields by name: a field changed on one side taken, changed alike taken once,
        changed differently a ``FIELD`` conflict; a field removed on one side and changed on
        the other is kept."""
        if sides[1] == sides[2]:
            self.took(spot, None if sides[1] == sides[0] else Origin.BOTH, ConflictKind.FIELD)
            return sides[1]
        base, ours, theirs = (_first_values(s) for s in sides)
        out: list[tuple[str, str]] = []
        for key in in_merged_order(base, ours, theirs):
            value = self.value(
                spot,
                ConflictKind.FIELD,
                (base.get(key), ours.get(key), theirs.get(key)),
                both=joined,
                read=str,
                show=lambda v: v or "",
                detail=key,
            )
            if value is not None:
                out.append((key, value))
        return tuple(out)

    def text(self, spot: Spot, what: ConflictKind, sides: tuple[str, str, str]) -> str:
        """A text merged paragraph by paragraph; a clash keeps both sides until resolved."""
        base, ours, theirs = sides
        merged = three_way(base, ours, theirs)
        if merged is not None:
            self.took(spot, merged[1], what)
            return merged[0]
        merge = merge_paragraphs(base, ours, theirs)
        origins = {p.origin for p in merge.pieces if isinstance(p, Taken)} - {Origin.BOTH}
        if merge.clean:
            self.took(spot, origins.pop() if len(origins) == 1 else Origin.BOTH, what)
            return merge.text()
        key = conflict_key(spot, what)
        self.conflicts.append(MergeConflict(key, spot.node_id, what, spot.label, *sides, merge))
        found = self.resolutions.get(key)
        if isinstance(found, Mapping):
            count = len(merge.conflicts)
            return merge.text([found.get(n, Choice.BOTH) for n in range(count)])
        if found is None or found in set(Choice):
            return merge.text([found or Choice.BOTH] * len(merge.conflicts))
        return str(found)


def _first(ours: T, _theirs: T) -> T:
    return ours


def _joined_text(ours: str, theirs: str) -> str:
    return joined(ours, theirs) or ""


def _first_values(fields: Fields) -> dict[str, str]:
    """Fields by name, the first of a repeated name winning (as ``field_value`` reads them)."""
    found: dict[str, str] = {}
    for key, value in fields:
        found.setdefault(key, value)
    return found


__all__ = ["Fields", "Merger", "Resolutions", "Spot", "in_merged_order", "joined"]

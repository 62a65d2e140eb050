"""The three-way merge of a text, paragraph by paragraph.

A paragraph is a line of the text (a blank line is a paragraph of its own); joining the
paragraphs with ``\n`` gives the text back exactly. The sides are compared with the
common base; stretches where all three agree anchor the merge, and each stretch between
anchors is taken from the side that changed it, taken once when both changed it alike, or
kept as a :class:`Conflict` with both sides whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from difflib import Match, SequenceMatcher
from enum import StrEnum


def split_paragraphs(text: str) -> tuple[str, ...]:
    """The text's paragraphs; ``"\n".join`` gives the text back (a final line break leaves an
    empty last paragraph, and the empty text has one empty paragraph)."""
    return tuple(text.split("\n"))


class Origin(StrEnum):
    """Where a merged stretch came from."""

    BOTH = "both"
    """Unchanged on both sides, or changed alike on both."""
    OURS = "ours"
    """Changed on this side only."""
    THEIRS = "theirs"
    """Changed on the other side only."""


@dataclass(frozen=True)
class Taken:
    """A stretch the merge could settle on its own."""

    paragraphs: tuple[str, ...]
    origin: Origin


@dataclass(frozen=True)
class Conflict:
    """A stretch both sides changed, differently: the writer chooses or edits."""

    base: tuple[str, ...]
    ours: tuple[str, ...]
    theirs: tuple[str, ...]


class Choice(StrEnum):
    """How the writer settled a conflict (an edited text is given as a string instead)."""

    OURS = "ours"
    THEIRS = "theirs"
    BOTH = "both"
    """This side's paragraphs, then the other's (nothing dropped)."""


Piece = Taken | Conflict
Resolution = Choice | str


@dataclass(frozen=True)
class TextMerge:
    """The merge of one text: settled stretches and conflicts, in order."""

    pieces: tuple[Piece, ...]
    spaced: bool = False
    """Paragraphs are set apart by blank lines in this text, so both sides of a conflict kept
    together are set apart by one too (else Markdown reads them as one paragraph)."""

    @property
    def conflicts(self) -> tuple[Conflict, ...]:
        return tuple(p for p in self.pieces if isinstance(p, Conflict))

    @property
    def clean(self) -> bool:
        return not self.conflicts

    def text(self, resolutions: Sequence[Resolution] = ()) -> str:
        """The merged text, with the ``n``-th conflict settled by ``resolutions[n]``.

        A conflict without a resolution keeps both sides (this side's first): merging never
        drops words the writer has not seen.
        """
        out: list[str] = []
        index = 0
        for piece in self.pieces:
            if isinstance(piece, Taken):
                out.extend(piece.paragraphs)
                continue
            choice = resolutions[index] if index < len(resolutions) else Choice.BOTH
            index += 1
            if choice == Choice.OURS:
                out.extend(piece.ours)
            elif choice == Choice.THEIRS:
                out.extend(piece.theirs)
            elif choice == Choice.BOTH:
                out.extend(_joined(piece.ours, piece.theirs, self.spaced))
            else:
                out.extend(split_paragraphs(str(choice)))
        return "\n".join(out)


def _joined(first: tuple[str, ...], second: tuple[str, ...], spaced: bool) -> list[str]:
    """Both sides, this one first; a blank line between them where the text sets its
    paragraphs apart so and neither side already ends or begins with one."""
    if spaced and first and second and first[-1].strip() and second[0].strip():
        return [*first, "", *second]
    return [*first, *second]


def _spaced(paragraphs: tuple[str, ...]) -> bool:
    """Whether most paragraphs with words are followed by a blank line (Markdown's habit)."""
    worded = [i for i, p in enumerate(paragraphs[:-1]) if p.strip()]
    blank_after = sum(1 for i in worded if not paragraphs[i + 1].strip())
    return bool(worded) and blank_after * 2 >= len(worded)


def _matches(base: tuple[str, ...], side: tuple[str, ...]) -> dict[int, int]:
    """Which base paragraph stands unchanged at which place of ``side``."""
    matcher = SequenceMatcher(None, base, side, autojunk=False)
    found: dict[int, int] = {}
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            found[block.a + k] = block.b + k
    return found


def merge_paragraphs(base: str, ours: str, theirs: str) -> TextMerge:
    """Merge ``ours`` and ``theirs``, both written from ``base``, paragraph by paragraph."""
    b, o, t = split_paragraphs(base), split_paragraphs(ours), split_paragraphs(theirs)
    return TextMerge(merge_sequence(b, o, t), spaced=_spaced(b) or _spaced(o))


def merge_sequence(
    base: tuple[str, ...], ours: tuple[str, ...], theirs: tuple[str, ...]
) -> tuple[Piece, ...]:
    """Merge two sequences written from ``base`` (paragraphs, or the ids of a folder's children
    in order): the stretches each side changed alone, those changed alike once, and clashes.
    Blank items (blank lines) never anchor the merge: only what all three hold alike does."""
    if ours == theirs:
        return (Taken(ours, Origin.BOTH),)
    if ours == base:
        return (Taken(theirs, Origin.THEIRS),)
    if theirs == base:
        return (Taken(ours, Origin.OURS),)
    b, o, t = base, ours, theirs
    in_ours, in_theirs = _matches(b, o), _matches(b, t)
    pieces: list[Piece] = []
    bi = oi = ti = 0
    for anchor in range(len(b) + 1):
        if anchor < len(b):
            oj, tj = in_ours.get(anchor), in_theirs.get(anchor)
            if oj is None or tj is None or oj < oi or tj < ti or not b[anchor].strip():
                continue  # a blank line anchors nothing: the two sides may set them apart
        else:
            oj, tj = len(o), len(t)
        _settle(pieces, b[bi:anchor], o[oi:oj], t[ti:tj])
        if anchor < len(b):
            _add(pieces, Taken((b[anchor],), Origin.BOTH))
        bi, oi, ti = anchor + 1, oj + 1, tj + 1
    return tuple(pieces)


def _settle(
    pieces: list[Piece], base: tuple[str, ...], ours: tuple[str, ...], theirs: tuple[str, ...]
) -> None:
    """Add the stretch between two anchors: from the side that changed it, or a conflict."""
    if ours == theirs:
        if ours:
            _add(pieces, Taken(ours, Origin.BOTH))
    elif ours == base:
        if theirs:
            _add(pieces, Taken(theirs, Origin.THEIRS))
    elif theirs == base:
        if ours:
            _add(pieces, Taken(ours, Origin.OURS))
    else:
        _refine(pieces, base, ours, theirs)


def _refine(
    pieces: list[Piece], base: tuple[str, ...], ours: tuple[str, ...], theirs: tuple[str, ...]
) -> None:
    """A stretch both sides changed: paragraphs the two sides have alike in it are taken once
    (both sides wrote the same there), and only what lies between them is settled on its own
    or kept as a conflict; the base is cut where this side's paragraphs place it (its
    paragraphs this side has among the shared ones go with them)."""
    if _blank(ours) and _blank(theirs):
        if ours:  # only blank lines differ: no words to choose between, this side's spacing
            _add(pieces, Taken(ours, Origin.OURS))
        return
    shared = _shared(ours, theirs, _is_blank) or _shared(ours, theirs, None)
    if not shared:
        pieces.append(Conflict(base, ours, theirs))
        return
    in_ours = _matches(base, ours)
    bi = oi = ti = 0
    for block in shared:
        start = _cut(in_ours, bi, len(base), block.a)
        _settle(pieces, base[bi:start], ours[oi : block.a], theirs[ti : block.b])
        _add(pieces, Taken(ours[block.a : block.a + block.size], Origin.BOTH))
        oi, ti = block.a + block.size, block.b + block.size
        inside = [i for i in range(start, len(base)) if block.a <= in_ours.get(i, -1) < oi]
        bi = inside[-1] + 1 if inside else start
    _settle(pieces, base[bi:], ours[oi:], theirs[ti:])


def _shared(
    ours: tuple[str, ...], theirs: tuple[str, ...], junk: Callable[[str], bool] | None
) -> list[Match]:
    """Stretches the two sides have alike; with ``junk``, only those that hold a paragraph
    of words (blank lines cannot tell one place from another), taking in blank lines around."""
    matcher = SequenceMatcher(junk, ours, theirs, autojunk=False)
    return [block for block in matcher.get_matching_blocks() if block.size]


def _blank(paragraphs: tuple[str, ...]) -> bool:
    return all(_is_blank(p) for p in paragraphs)


def _is_blank(paragraph: str) -> bool:
    """A blank line (or only spaces): too common to tell one place of a text from another."""
    return not paragraph.strip()


def _cut(in_ours: dict[int, int], start: int, end: int, place: int) -> int:
    """The first base paragraph from ``start`` that this side has at ``place`` or later."""
    for index in range(start, end):
        if in_ours.get(index, -1) >= place:
            return index
    return end


def _add(pieces: list[Piece], piece: Taken) -> None:
    """Append, joining a stretch to the one before it when they came from the same place."""
    if pieces and isinstance(pieces[-1], Taken) and pieces[-1].origin == piece.origin:
        pieces[-1] = Taken(pieces[-1].paragraphs + piece.paragraphs, piece.origin)
    else:
        pieces.append(piece)


__all__ = [
    "Choice",
    "Conflict",
    "Origin",
    "Piece",
    "Resolution",
    "Taken",
    "TextMerge",
    "merge_paragraphs",
    "merge_sequence",
    "split_paragraphs",
]

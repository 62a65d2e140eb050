"""Bold and italic as a writer toggles them: Markdown's ``**`` and ``*`` put around the
selection (or the word at the caret), or taken away when they are already there.

:func:`toggle` decides the change as one replacement of a stretch of the text, so the editor
makes it one undo step; ``***both***`` counts as bold and italic at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Emphasis(Enum):
    """The two kinds of emphasis, by their Markdown mark."""

    BOLD = "**"
    ITALIC = "*"


@dataclass(frozen=True)
class Toggled:
    """Replace ``start``..``end`` of the text with ``text``; then select ``selection``
    (positions in the new text; equal when only the caret is placed)."""

    start: int
    end: int
    text: str
    selection: tuple[int, int]


def _is_word_character(character: str) -> bool:
    return character.isalnum() or character in "'’-_"


def _word_at(text: str, position: int) -> tuple[int, int]:
    """The word around ``position`` (empty where the caret is between two spaces)."""
    start = end = position
    while start > 0 and _is_word_character(text[start - 1]):
        start -= 1
    while end < len(text) and _is_word_character(text[end]):
        end += 1
    while start < end and not text[start].isalnum():
        start += 1  # a dash or an apostrophe before the word stays outside the marks
    while end > start and not text[end - 1].isalnum():
        end -= 1
    return start, end


def _stars_before(text: str, position: int) -> int:
    count = 0
    while position - count > 0 and text[position - count - 1] == "*":
        count += 1
    return count


def _stars_after(text: str, position: int) -> int:
    count = 0
    while position + count < len(text) and text[position + count] == "*":
        count += 1
    return count


def _carries(stars: int, emphasis: Emphasis) -> bool:
    """Whether a run of ``stars`` asterisks holds this emphasis (three hold both)."""
    return stars in ((2, 3) if emphasis is Emphasis.BOLD else (1, 3))


def toggle(text: str, start: int, end: int, emphasis: Emphasis) -> Toggled:
    """Put ``emphasis`` around ``start``..``end`` of ``text``, or take it away.

    An empty range stands for the word at the caret; a caret outside any word gets an empty
    pair of marks with the caret between them. Spaces at the edges of a selection stay
    outside the marks (``**word **`` would not be bold)."""
    start, end = sorted((max(0, start), min(len(text), end)))
    caret = start if start == end else None
    if caret is not None:
        start, end = _word_at(text, caret)
    else:
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
    mark = emphasis.value
    size = len(mark)
    inner = text[start:end]
    outside = _carries(_stars_before(text, start), emphasis) and _carries(
        _stars_after(text, end), emphasis
    )
    inside = (
        caret is None
        and len(inner) > 2 * size
        and _carries(_stars_after(inner, 0), emphasis)
        and _carries(_stars_before(inner, len(inner)), emphasis)
    )
    if outside:
        caret_at = None if caret is None else caret - size
        return Toggled(
            start - size, end + size, inner, _selection(start - size, end - size, caret_at)
        )
    if inside:
        bare = inner[size:-size]
        return Toggled(start, end, bare, (start, start + len(bare)))
    caret_at = None if caret is None else caret + size
    return Toggled(start, end, mark + inner + mark, _selection(start + size, end + size, caret_at))


def _selection(start: int, end: int, caret: int | None) -> tuple[int, int]:
    if caret is None:
        return start, end
    caret = max(start, min(caret, end))
    return caret, caret

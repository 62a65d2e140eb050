"""Text positions and changes as a text editor and the world see them.

Editors (Qt's among them) count text positions in UTF-16 code units; Python strings count
code points. Documents with characters outside the Basic Multilingual Plane (emoji, some CJK)
differ between the two, so every position that crosses the boundary goes through these
functions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


def has_astral(text: str) -> bool:
    """True when ``text`` holds a character that takes two UTF-16 code units."""
    return _ASTRAL.search(text) is not None


def to_utf16(text: str, index: int, *, astral: bool | None = None) -> int:
    """The UTF-16 position of code point ``index`` in ``text``.

    ``astral`` says whether ``text`` holds characters beyond the Basic Multilingual Plane,
    when the caller knows (scanning a long text for them costs more than the rest of a
    keystroke); False makes this free.
    """
    if astral is False or not has_astral(text[:index]):
        return index
    return len(text[:index].encode("utf-16-le")) // 2


def from_utf16(text: str, position: int, *, astral: bool | None = None) -> int:
    """The code point index of UTF-16 ``position`` in ``text`` (clamped to the text)."""
    if astral is False or (astral is None and not has_astral(text)):
        return max(0, min(position, len(text)))
    units = text.encode("utf-16-le")[: max(0, position) * 2]
    return len(units.decode("utf-16-le", errors="ignore"))


def editor_text(text: str) -> str:
    """``text`` as a QTextDocument shows it: line breaks of every kind become ``\\n``."""
    if "\r" not in text and "\u2029" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2029", "\n")


def _common_prefix(a: str, b: str, limit: int) -> int:
    """Length of the longest common prefix of ``a`` and ``b``, at most ``limit``."""
    low, high = 0, min(limit, len(a), len(b))
    while low < high:  # binary search over slice comparisons, which run in C
        middle = (low + high + 1) // 2
        if a[:middle] == b[:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def _common_suffix(a: str, b: str, limit: int) -> int:
    low, high = 0, min(limit, len(a), len(b))
    while low < high:
        middle = (low + high + 1) // 2
        if a[len(a) - middle :] == b[len(b) - middle :]:
            low = middle
        else:
            high = middle - 1
    return low


@dataclass(frozen=True)
class TextChange:
    """``old[start:end]`` became ``text``: the smallest single change from one text to another."""

    start: int
    end: int
    text: str

    @property
    def new_end(self) -> int:
        return self.start + len(self.text)


def diff_texts(old: str, new: str, hint: int | None = None) -> TextChange | None:
    """The single range that changed between ``old`` and ``new``, or None when they are equal.

    ``hint`` is where the change is known to start (the editor's cursor); when a run of equal
    characters makes the change ambiguous ("l" typed into "hel|lo"), the change is placed
    there rather than at the end of the run.
    """
    if old == new:
        return None
    limit = min(len(old), len(new))
    if hint is not None:
        limit = min(limit, max(0, hint))
    start = _common_prefix(old, new, limit)
    tail = _common_suffix(old, new, min(len(old), len(new)) - start)
    return TextChange(start, len(old) - tail, new[start : len(new) - tail])

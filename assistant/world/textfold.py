"""Folding text for search: case, accents and typographic quotes ignored, positions kept.

``fold("Mára’s")`` is ``"mara's"``. Folding a document gives a :class:`FoldedText` that
can map any span of the folded text back to the span of the original text it came from,
so that search results point at the writer's real text even where folding changed the
length (``ß`` becomes ``ss``, a decomposed ``e`` + combining accent becomes ``e``).

Folding works one character at a time (each character's fold is computed once per process
and kept in a table), which is exact for this folding: compatibility decomposition, case
folding and stripping diacritical marks never depend on neighbouring characters. Marks are
stripped only from the combining-diacritics blocks (the accents of Latin, Greek and
Cyrillic letters); the result is recomposed, so that scripts whose marks are part of the
letter (kana voicing marks, Hangul syllables) keep their letters whole.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass

# Typographic quotes fold to their ASCII forms, so "don't" finds "don’t".
_QUOTES = {
    "\u2018": "'",  # ‘
    "\u2019": "'",  # ’
    "\u201a": "'",  # ‚
    "\u201b": "'",  # ‛
    "\u2032": "'",  # ′
    "\u201c": '"',  # “
    "\u201d": '"',  # ”
    "\u201e": '"',  # „
    "\u201f": '"',  # ‟
    "\u2033": '"',  # ″
}

# The blocks of combining diacritical marks (accents), which folding strips.
_DIACRITIC_BLOCKS = (
    (0x0300, 0x036F),
    (0x1AB0, 0x1AFF),
    (0x1DC0, 0x1DFF),
    (0x20D0, 0x20FF),
    (0xFE20, 0xFE2F),
)


def _is_diacritic(ch: str) -> bool:
    code = ord(ch)
    return any(low <= code <= high for low, high in _DIACRITIC_BLOCKS)


def fold_char(ch: str) -> str:
    """The folded form of one character (possibly empty, possibly several characters)."""
    quote = _QUOTES.get(ch)
    if quote is not None:
        return quote
    decomposed = unicodedata.normalize("NFKD", unicodedata.normalize("NFKD", ch).casefold())
    stripped = "".join(c for c in decomposed if not _is_diacritic(c))
    return unicodedata.normalize("NFC", stripped)


class _FoldTable(dict[int, str]):
    """Code point -> folded string, for ``str.translate``; fills itself on first sight.

    Characters whose fold is not exactly one character ("irregular" ones) are collected,
    because only they make folded positions differ from original ones.
    """

    def __init__(self) -> None:
        super().__init__({code: chr(code).lower() for code in range(128)})
        self._lock = threading.Lock()
        self.irregular: frozenset[str] = frozenset()
        self.irregular_re: re.Pattern[str] | None = None

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        folded = fold_char(ch)
        if len(folded) != 1:
            # Recorded before the table entry, so that a thread which finds the entry
            # also finds the character in ``irregular_re``.
            with self._lock:
                if ch not in self.irregular:
                    self.irregular = self.irregular | {ch}
                    chars = "".join(sorted(self.irregular))
                    self.irregular_re = re.compile("[" + re.escape(chars) + "]")
        self[code] = folded
        return folded


_TABLE = _FoldTable()


def fold(text: str) -> str:
    """``text`` without case, accents or typographic quotes: what search compares."""
    if text.isascii():
        return text.lower()
    return text.translate(_TABLE)


@dataclass(frozen=True)
class FoldedText:
    """A folded text and the way back to the original positions.

    ``units`` lists, in order, every original character whose fold is not one character,
    as ``(folded_start, folded_length, original_start, original_length)``; everywhere else
    one folded character stands for one original character.
    """

    text: str
    units: tuple[tuple[int, int, int, int], ...] = ()
    _starts: tuple[int, ...] = ()

    def original_start(self, pos: int) -> int:
        """The original position where a match starting at folded ``pos`` starts."""
        if not self.units:
            return pos
        i = bisect_right(self._starts, pos) - 1
        if i < 0:
            return pos
        fstart, flen, ostart, olen = self.units[i]
        if pos < fstart + flen:
            return ostart
        return ostart + olen + (pos - fstart - flen)

    def original_end(self, pos: int) -> int:
        """The original position where a match ending at folded ``pos`` ends.

        A match ending inside an expanded character (the first ``s`` of ``ss`` from ``ß``)
        takes the whole character; accents stripped right after the match are included.
        """
        if not self.units:
            return pos
        i = bisect_right(self._starts, pos) - 1
        if i < 0:
            return pos
        fstart, flen, ostart, olen = self.units[i]
        if pos == fstart and flen:
            return ostart  # the match stops right before this character
        if pos < fstart + flen:
            return ostart + olen
        return ostart + olen + (pos - fstart - flen)

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original ``(start, end)`` of the folded span ``[start, end)``."""
        return self.original_start(start), self.original_end(end)


def fold_text(text: str) -> FoldedText:
    """Fold ``text`` and record what is needed to map positions back to it."""
    if text.isascii():
        return FoldedText(text.lower())
    folded = text.translate(_TABLE)  # fills _TABLE.irregular with any new character first
    pattern = _TABLE.irregular_re
    if pattern is None:
        return FoldedText(folded)
    units: list[tuple[int, int, int, int]] = []
    shift = 0  # folded position minus original position, before the current character
    for match in pattern.finditer(text):
        ostart = match.start()
        flen = len(_TABLE[ord(match.group())])
        units.append((ostart + shift, flen, ostart, 1))
        shift += flen - 1
    if not units:
        return FoldedText(folded)
    return FoldedText(folded, tuple(units), tuple(unit[0] for unit in units))

"""Folding text for search: case, accents and typographic quotes ignored, positions kept.

``fold("Mára’s")`` is ``"mara's"``, and letters writers replace when they cannot type them
(``ø``, ``æ``, ``ł``, ``þ``…) fold as they are replaced: ``fold("Brønnøy")`` is
``"bronnoy"``. Folding a document gives a :class:`FoldedText` that can map any span of the
folded text back to the span of the original text it came from, so that search results
point at the writer's real text even where folding changed the length (``ß`` becomes
``ss``, a decomposed ``e`` + combining accent becomes ``e``).

Folding works one character at a time (each character's fold is computed once per process
and kept in a table), which is exact for this folding: compatibility decomposition, case
folding and stripping diacritical marks never depend on neighbouring characters. Marks are
stripped only from the combining-diacritics blocks (the accents of Latin, Greek and
Cyrillic letters); the result is recomposed, so that scripts whose marks are part of the
letter (kana voicing marks, Hangul syllables) keep their letters whole.

Where the optional native module was built (see :mod:`assistant.world.search.native`), a text is
folded in one pass of C with the same table (:data:`NATIVE` says so); elsewhere the
pure-Python passes below fold it, with the same results.
"""

from __future__ import annotations

import codecs
import threading
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass
from typing import Protocol

from assistant.world.search import native

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


# Letters Unicode does not decompose but writers drop all the same: "Bronnoy" for
# "Brønnøy", "Aesir" for "Æsir", "Lodz" for "Łódź" (after case folding).
DROPPED_LETTERS = {
    "ø": "o",
    "æ": "ae",
    "œ": "oe",
    "ł": "l",
    "đ": "d",
    "ð": "d",
    "þ": "th",
    "ħ": "h",
    "ŧ": "t",
    "ı": "i",
    "ŀ": "l",
}


def fold_char(ch: str) -> str:
    """The folded form of one character (possibly empty, possibly several characters)."""
    quote = _QUOTES.get(ch)
    if quote is not None:
        return quote
    dropped = DROPPED_LETTERS.get(ch.casefold())
    if dropped is not None:
        return dropped
    decomposed = unicodedata.normalize("NFKD", unicodedata.normalize("NFKD", ch).casefold())
    stripped = "".join(c for c in decomposed if not _is_diacritic(c))
    folded = unicodedata.normalize("NFC", stripped)
    # Lower case as the last step: case folding maps a few scripts (Cherokee) to upper case.
    lowered = folded.lower()
    while lowered != folded:
        folded, lowered = lowered, lowered.lower()
    return folded


class _FoldTable(dict[int, str]):
    """Code point -> folded string, for ``str.translate``; fills itself on first sight."""

    def __missing__(self, code: int) -> str:
        folded = fold_char(chr(code))
        self[code] = folded
        return folded


_TABLE = _FoldTable()

# How folding runs fast: the ASCII encoder scans the text in C and calls an error handler
# only for each run of non-ASCII characters, which returns the run's fold as UTF-8 bytes;
# ``bytes.lower`` then lowers the ASCII in one pass. The commonest non-ASCII characters of
# prose, typographic quotes, are replaced first (same length, so positions do not move),
# which leaves the handler little to do.
_ERRORS = "quire.fold"
_PRE_REPLACED = ("\u2019", "\u201c", "\u201d", "\u2018")  # ’ “ ” ‘

# A run's fold as UTF-8 and its irregular characters: ``(offset in run, folded length)``
# for each character whose fold is not exactly one character.
_RunInfo = tuple[bytes, tuple[tuple[int, int], ...]]
_SHORT_RUNS: dict[str, _RunInfo] = {}  # short runs (quotes, accented letters) recur a lot
_SHORT = 4
_SHORT_RUNS_MAX = 50_000
_local = threading.local()


def _run_info(run: str) -> _RunInfo:
    info = _SHORT_RUNS.get(run)
    if info is not None:
        return info
    pieces = [_TABLE[ord(ch)] for ch in run]
    irregular = tuple((i, len(piece)) for i, piece in enumerate(pieces) if len(piece) != 1)
    info = ("".join(pieces).encode("utf-8", "surrogatepass"), irregular)
    if len(run) <= _SHORT and len(_SHORT_RUNS) < _SHORT_RUNS_MAX:
        _SHORT_RUNS[run] = info
    return info


def _fold_error(exc: UnicodeError) -> tuple[bytes, int]:
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    folded, irregular = _run_info(exc.object[exc.start:exc.end])
    if irregular:
        units: list[tuple[int, int, int, int]] | None = getattr(_local, "units", None)
        if units is not None:
            shift: int = _local.shift
            for offset, length in irregular:
                ostart = exc.start + offset
                units.append((ostart + shift, length, ostart, 1))
                shift += length - 1
            _local.shift = shift
    return folded, exc.end


codecs.register_error(_ERRORS, _fold_error)


_IRREGULAR = ord("Q")
"""What the Latin-1 table gives for a character whose fold is not one Latin-1 character: a
capital, which is no character's fold, so finding it in a folded text means such a letter."""


def _latin1_folds() -> bytes:
    """A byte table folding each Latin-1 character whose fold is one Latin-1 character
    (``É`` to ``e``, ``A`` to ``a``), and every other one (``ß``) to :data:`_IRREGULAR`."""
    table = bytearray(range(256))
    for code in range(256):
        piece = chr(code).lower() if code < 128 else fold_char(chr(code))
        regular = len(piece) == 1 and ord(piece) < 256
        if regular and ord(piece) == _IRREGULAR:
            raise AssertionError("the mark of an irregular letter must be no letter's fold")
        table[code] = ord(piece) if regular else _IRREGULAR
    return bytes(table)


_LATIN1_TABLE = _latin1_folds()


def _fold_latin1(text: str) -> str | None:
    """The fold of a text of Latin-1 characters that each fold to one (prose in most
    European languages once its quotes are replaced), in three passes in C and a look for
    the irregular mark; None for any other text. The error handler would be called for
    every accented letter."""
    try:
        data = text.encode("latin-1")
    except UnicodeEncodeError:
        return None
    folded = data.translate(_LATIN1_TABLE)
    if _IRREGULAR in folded:  # found at memchr speed, not another pass
        return None
    return folded.decode("latin-1")


def _fold_non_ascii(text: str) -> str:
    for quote in _PRE_REPLACED:  # a replace that finds nothing costs one scan, as `in` would
        text = text.replace(quote, _QUOTES[quote])
    if text.isascii():
        return text.lower()
    folded = _fold_latin1(text)
    if folded is not None:
        return folded  # every character folds to one: no unit to record
    return text.encode("ascii", _ERRORS).lower().decode("utf-8", "surrogatepass")


class _Folder(Protocol):
    """What the native module's ``Folder`` does (see ``_fold.c``)."""

    def fold(self, text: str | bytes) -> str: ...

    def fold_units(
        self, text: str | bytes
    ) -> tuple[str, tuple[tuple[int, int, int, int], ...]]: ...


# The native folder asks :data:`_TABLE` for each code point's fold the first time it meets
# it, so both paths fold with the same table.
_NATIVE: _Folder | None = None if native.MODULE is None else native.MODULE.Folder(
    _TABLE.__getitem__)
NATIVE: bool = _NATIVE is not None
"""Whether texts are folded by the native module (else by the pure-Python passes)."""


def python_fold(text: str) -> str:
    """:func:`fold` by the pure-Python passes, whether or not the native module is there."""
    if text.isascii():
        return text.lower()
    _local.units = None
    return _fold_non_ascii(text)


def fold(text: str) -> str:
    """``text`` without case, accents or typographic quotes: what search compares."""
    if text.isascii():
        return text.lower()
    if _NATIVE is not None:
        return _NATIVE.fold(text)
    return python_fold(text)


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


_new = object.__new__


def _folded_text(text: str) -> FoldedText:
    """``FoldedText(text)``, made at once rather than field by field as the frozen
    dataclass's ``__init__`` does (twice as fast; a first search makes one per document)."""
    made = _new(FoldedText)
    made.__dict__.update(text=text, units=(), _starts=())
    return made


def fold_text(text: str | bytes) -> FoldedText:
    """Fold ``text`` and record what is needed to map positions back to it. ``text`` may
    be a str or its UTF-8 bytes (a document's text as it keeps it): native code folds those
    as it decodes them, with no str made of them; positions are in characters either way."""
    if isinstance(text, bytes):
        if _NATIVE is None:
            return python_fold_text(text.decode("utf-8"))
        return _natively_folded(_NATIVE, text)
    if text.isascii():
        return _folded_text(text.lower())
    if _NATIVE is not None:
        return _natively_folded(_NATIVE, text)
    return python_fold_text(text)


def _natively_folded(folder: _Folder, text: str | bytes) -> FoldedText:
    folded, units = folder.fold_units(text)
    if not units:
        return _folded_text(folded)
    return FoldedText(folded, units, tuple(unit[0] for unit in units))


def python_fold_text(text: str) -> FoldedText:
    """:func:`fold_text` by the pure-Python passes, whether or not the native module is
    there."""
    if text.isascii():
        return _folded_text(text.lower())
    units: list[tuple[int, int, int, int]] = []
    _local.units = units
    _local.shift = 0
    try:
        folded = _fold_non_ascii(text)
    finally:
        _local.units = None
    if not units:
        return _folded_text(folded)
    return FoldedText(folded, tuple(units), tuple(unit[0] for unit in units))

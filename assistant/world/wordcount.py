"""Counting words as writers' tools count them: LibreOffice Writer's count, on the text a
reader sees (Markdown's own marks left out).

A word is what stands between spaces (a no-break space too) and en or em dashes (and after
two hyphens standing for a dash), so "well-known", "3.14", "don't" and "l'homme" are one
word each, and a lone "?" or "»" set
apart by a space, as French typography sets it, counts as LibreOffice counts it. In Chinese,
Japanese and Korean text, where words are not set apart, every character counts (kana,
ideographs, Hangul syllables and their punctuation), as LibreOffice and Word count them.
Checked against LibreOffice on public-domain novels in English, Spanish, German, French,
Norwegian and Japanese: ``docs/WORDCOUNT.md``.

What is left out as markup: a heading's ``#`` marks, a quotation's ``>``, a list item's
marker (``-``, ``*``, ``+``, ``1.``) at the start of a line, a line that is only a scene
break (``***``, ``* * *``, ``---``), and a link's address (``[text](address)``).
"""

from __future__ import annotations

import functools
import re

ASIAN = (
    "\u1100-\u11ff"  # Hangul Jamo
    "\u2e80-\u2fdf"  # CJK radicals, Kangxi radicals
    "\u2ff0-\u2fff"  # ideographic description
    "\u3001-\u303f"  # CJK symbols and punctuation (the ideographic space separates)
    "\u3040-\u30ff"  # Hiragana, Katakana
    "\u3100-\u31ff"  # Bopomofo, Hangul compatibility Jamo, Kanbun, strokes, Katakana ext.
    "\u3200-\u33ff"  # enclosed CJK, CJK compatibility
    "\u3400-\u4dbf\u4e00-\u9fff"  # CJK unified ideographs
    "\ua960-\ua97f\uac00-\ud7ff"  # Hangul syllables and Jamo extensions
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\ufe30-\ufe4f"  # CJK compatibility forms
    "\uff00-\uffef"  # halfwidth and fullwidth forms
    "\U00020000-\U0003134f"  # CJK extensions B to G
)
SEPARATORS = "\\s\u2013\u2014"
"""Spaces (the no-break space and the ideographic space included), the en dash and the em
dash: LibreOffice's default word separators."""

_ASIAN_CHARACTER = re.compile(f"[{ASIAN}]")
_LINE_MARKUP = re.compile(
    r"^[ \t]{0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$"  # a scene break
    r"|^[ \t]{0,3}(?:>[ \t>]*)?(?:#{1,6}|[-*+]|\d{1,9}[.)])(?=[ \t])"  # heading, list marks
    r"|^[ \t]{0,3}>[ \t>]*"  # a quotation's marks
)
_MARKUP_STARTS = frozenset("-*+_#>0123456789")
_LINK_ADDRESS = re.compile(r"(?<=\])\([^()\s]*\)")
_DOUBLE_HYPHEN = re.compile(f"(-{{2,}})(?=[^{SEPARATORS}-])")
"""Two hyphens or more standing for a dash (typewriter style: "--Oui", "yes--no") end a word
where another begins right after them, as in LibreOffice."""


def count_words(text: str) -> int:
    """The words of ``text`` as LibreOffice counts them, Markdown's marks left out."""
    text = _without_markup(text)
    if "--" in text:
        text = _DOUBLE_HYPHEN.sub(r"\1 ", text)
    if _ASIAN_CHARACTER.search(text) is None:  # the common case, three times faster
        return len(text.replace("\u2013", " ").replace("\u2014", " ").split())
    return len(_words().findall(text))


@functools.cache
def _words() -> re.Pattern[str]:
    """Each Asian character, or a run of others between separators: compiled when a text
    first needs it (3 ms, of every start of the app, before)."""
    return re.compile(f"[{ASIAN}]|[^{SEPARATORS}{ASIAN}]+")


def _without_markup(text: str) -> str:
    """``text`` with Markdown's marks replaced by spaces; only lines that may hold them are
    looked at closely."""
    if "](" in text:
        text = _LINK_ADDRESS.sub(" ", text)
    lines = text.split("\n")
    changed = False
    for number, line in enumerate(lines):
        if line[:4].lstrip(" \t")[:1] in _MARKUP_STARTS and line.strip():
            plain = _LINE_MARKUP.sub(" ", line, count=1)
            if plain != line:
                lines[number] = plain
                changed = True
    return "\n".join(lines) if changed else text

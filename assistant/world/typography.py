"""Smart punctuation: typographic quotes, apostrophes, dashes and ellipses, per language.

:func:`substitute` decides, as the writer types one character, what the end of the line
should become ("He said \\"" becomes "He said “" in English, "sagte „" in German);
:func:`convert_quotes` makes the same choice for every straight quote of a whole text. Both
leave code spans, fenced code, front matter and Markdown rules (``---``) alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.world.spelling import LineState, line_state

NBSP = "\u00a0"
NARROW_NBSP = "\u202f"


@dataclass(frozen=True)
class Quotes:
    """A language's quotation marks: double and single, opening and closing."""

    open_double: str
    close_double: str
    open_single: str
    close_single: str
    apostrophe: str = "’"


QUOTES: dict[str, Quotes] = {
    "en": Quotes("“", "”", "‘", "’"),
    "de": Quotes("„", "“", "‚", "‘"),
    "fr": Quotes("«" + NBSP, NBSP + "»", "“", "”"),
    "es": Quotes("«", "»", "“", "”"),
    "nb": Quotes("«", "»", "‘", "’"),
}


def quotes_for(language: str) -> Quotes:
    return QUOTES.get(language.split("_")[0].split("-")[0].lower(), QUOTES["en"])


_OPENERS = set(" \t\n([{<\u2014\u2013-/" + NBSP + NARROW_NBSP) | {
    "“",
    "‘",
    "„",
    "‚",
    "«",
    "‹",
    "¡",
    "¿",
}


@dataclass(frozen=True)
class Substitution:
    """Replace ``line[start:]`` (the line up to the cursor, typed character included) with
    ``text``."""

    start: int
    text: str


def _opens(before: str) -> bool:
    """Whether a quote typed after ``before`` opens (rather than closes) a quotation."""
    return not before or before[-1] in _OPENERS


def _pending(before: str, opening: str, closing: str) -> bool:
    """Whether a quotation opened on this line is still open."""
    opening, closing = opening.strip(NBSP), closing.strip(NBSP)
    if opening == closing:
        return False
    return before.count(opening) > before.count(closing)


def _in_code(line: str) -> bool:
    return line.count("`") % 2 == 1


def substitute(language: str, line: str) -> Substitution | None:
    """What the end of ``line`` (text up to the cursor, ending with the character just
    typed) becomes, or None to leave it as typed."""
    if not line or _in_code(line[:-1]):
        return None
    typed, before = line[-1], line[:-1]
    quotes = quotes_for(language)
    end = len(line) - 1
    if typed == '"':
        opening, closing = quotes.open_double, quotes.close_double
        pending = _pending(before, opening, closing)
        spaced = before.endswith((" ", NBSP))
        if _opens(before) and not (pending and spaced):
            return Substitution(end, opening)
        if closing.startswith(NBSP) and spaced:  # « oui » typed with its space
            return Substitution(end - 1, closing)
        return Substitution(end, closing)
    if typed == "'":
        opening, closing = quotes.open_single, quotes.close_single
        if before and (before[-1].isalnum() or before[-1] in ".,!?;:…"):
            # after a letter, a closing quote if a quotation is open, else an apostrophe
            if _pending(before, opening, closing):
                return Substitution(end, closing)
            return Substitution(end, quotes.apostrophe if before[-1].isalnum() else closing)
        return Substitution(end, opening if _opens(before) else quotes.apostrophe)
    if typed == "-" and before.endswith("-") and before.strip("- \t"):
        return Substitution(end - 1, "–")  # -- becomes an en dash
    if typed == "-" and before.endswith("–"):
        return Substitution(end - 1, "—")  # --- (typed on) becomes an em dash
    if typed == "." and before.endswith(".."):
        return Substitution(end - 2, "…")
    return None


_STRAIGHT = re.compile(r"[\"']")
_CODE_SPAN = re.compile(r"`+[^`]*`+")


def convert_quotes(text: str, language: str) -> list[tuple[int, int, str]]:
    """The replacements that turn every straight quote and apostrophe of ``text`` into the
    language's typographic ones, as ``(start, end, new)`` spans in order."""
    spans: list[tuple[int, int, str]] = []
    state: LineState | None = None
    offset = 0
    for line in text.split("\n"):
        state, check = line_state(state, line)
        if check and ('"' in line or "'" in line):
            spans.extend(_convert_line(line, offset, language))
        offset += len(line) + 1
    return spans


def _convert_line(line: str, offset: int, language: str) -> list[tuple[int, int, str]]:
    code = [m.span() for m in _CODE_SPAN.finditer(line)]
    spans = []
    converted = ""  # the line as converted so far, which decides open or close
    last = 0
    for match in _STRAIGHT.finditer(line):
        position = match.start()
        if any(start <= position < end for start, end in code):
            continue
        converted += line[last : position + 1]
        last = position + 1
        result = substitute(language, converted)
        if result is None:
            continue
        dropped = len(converted) - 1 - result.start  # characters before the quote it takes
        spans.append((offset + position - dropped, offset + position + 1, result.text))
        converted = converted[: result.start] + result.text
    return spans

"""Where characters speak: the stretches of a text inside quotation marks (“…”, „…“, «…»,
»…«, ‘…’, "…"), and paragraphs of dialogue opened by a dash ("—Tenía doce años"), so that
what a character says of another day is not read as the scene's own time.

A quotation left open ends with its paragraph, as a quotation that runs on into the next
paragraph opens again there. A ’ followed by a letter is an apostrophe, not a closing mark.
A paragraph set wholly in italics (``*Water over the bottom gates at 8.40.*``) is quoted
writing, a letter or a log, and counts as speech too.
"""

from __future__ import annotations

import re

_MARKS = re.compile(r"[“”„«»‘’‚\"\n]|^[ \t]*[—–―]", re.MULTILINE)
_QUOTES = re.compile(r"[“”„«»‘’‚\"\n]")
"""The marks alone, for a text with no dash: a class of characters is scanned for many
times faster than a pattern that may also match at the start of any line."""
_DASHES = "—–―"
_QUOTED_WRITING = re.compile(r"^[ \t]*([*_])(?![*_\s])[^\n]*[^*_\s]\1[ \t]*$", re.MULTILINE)
_DOUBLE = frozenset("“”„«»\"")
_SINGLE = frozenset("‘’‚")


def speech_spans(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` of every stretch of speech in ``text``, in order."""
    spans: list[tuple[int, int]] = []
    opened = -1
    kind = ""
    dash = False
    marks = _MARKS if any(dash in text for dash in _DASHES) else _QUOTES
    for mark in marks.finditer(text):
        char = mark.group()[-1]
        at = mark.start()
        if char == "\n":
            if opened >= 0:
                spans.append((opened, at))
                opened, dash = -1, False
            continue
        if dash:
            continue
        if char in "—–―":
            opened, dash = mark.end() - 1, True
            continue
        if opened < 0:
            if char in _DOUBLE or char in "‘‚":
                opened, kind = at, "double" if char in _DOUBLE else "single"
            continue
        if kind == "double" and char in _DOUBLE:
            spans.append((opened, at + 1))
            opened = -1
        elif kind == "single" and char in _SINGLE:
            if char == "’" and at + 1 < len(text) and text[at + 1].isalpha():
                continue
            spans.append((opened, at + 1))
            opened = -1
    if opened >= 0:
        spans.append((opened, len(text)))
    if "*" in text or "_" in text:
        spans.extend(m.span() for m in _QUOTED_WRITING.finditer(text))
        spans.sort()
    return spans

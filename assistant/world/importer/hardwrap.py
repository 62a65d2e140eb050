"""Hard-wrapped text (plain-text drafts, Project Gutenberg books): noticing it, and joining
its lines back into paragraphs.

A text is hard-wrapped when most lines inside its paragraphs end near one width and its
paragraphs are separated by blank lines. Joining touches only paragraphs whose lines all
run near that width; headings, lists, quotes, tables, code and short lines (verse, a table
of contents, a letter's address) are left as they are.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

MIN_LINES = 20
"""Fewer wrapped lines than this says nothing about a text."""
NEAR = 0.75
"""A line "ends near the width" when it is at least this fraction of it."""

_STRUCTURE = re.compile(r"^(?:\s{4}|\t|#|[-*+]\s|\d+[.)]\s|>|\||```|~~~|<!--|---|\*\*\*)")


@dataclass(frozen=True)
class Wrapping:
    width: int
    """The width lines are wrapped at (0: not hard-wrapped)."""

    @property
    def wrapped(self) -> bool:
        return self.width > 0


def detect(text: str) -> Wrapping:
    """Whether ``text`` is hard-wrapped, and at what width."""
    lines = text.split("\n")
    inner = [
        len(line.rstrip())
        for line, following in itertools.pairwise(lines)
        if line.strip() and following.strip()
    ]
    if len(inner) < MIN_LINES or not any(not line.strip() for line in lines):
        return Wrapping(0)
    ordered = sorted(inner)
    width = ordered[int(len(ordered) * 0.9)]
    if width < 30 or width > 120:
        return Wrapping(0)
    near = sum(1 for length in inner if width * NEAR <= length <= width)
    return Wrapping(width if near >= 0.6 * len(inner) else 0)


def join_lines(text: str, width: int) -> tuple[str, int]:
    """``text`` with the lines of each wrapped paragraph joined; and how many were joined."""
    out: list[str] = []
    joined = 0
    paragraph: list[str] = []
    in_code = False

    def flush() -> None:
        nonlocal joined
        if _joinable(paragraph, width):
            merged = paragraph[0].rstrip()
            for line in paragraph[1:]:
                merged = _glue(merged, line.strip())
                joined += 1
            out.append(merged)
        else:
            out.extend(paragraph)
        paragraph.clear()

    for line in text.split("\n"):
        if line.lstrip().startswith(("```", "~~~")):
            flush()
            in_code = not in_code
            out.append(line)
            continue
        if in_code:
            out.append(line)
        elif line.strip():
            paragraph.append(line)
        else:
            flush()
            out.append(line)
    flush()
    return "\n".join(out), joined


def _joinable(lines: list[str], width: int) -> bool:
    if len(lines) < 2 or any(_STRUCTURE.match(line) for line in lines):
        return False
    return all(len(line.rstrip()) >= width * NEAR * 0.8 for line in lines[:-1])


def _glue(left: str, right: str) -> str:
    if left.endswith(("-", "—", "–")) and not left.endswith(" -"):
        return left + right
    return f"{left} {right}"

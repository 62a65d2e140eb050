"""Word-level comparison of two versions of a text, and restoring a passage of the older.

The texts are compared line by line first (a chapter's paragraphs are its lines), then the
lines that changed are compared word by word, so that a long chapter compares quickly and a
changed word shows as that word. Positions are character offsets into each text.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Literal

Tag = Literal["equal", "replace", "delete", "insert"]

_TOKEN = re.compile(r"\w+(?:['’]\w+)*|\s+|[^\w\s]")
MAX_MATCH_WORK = 4_000_000
"""Above this many pairs (lines or words) a changed block is shown as replaced whole instead
of being searched for matches, so that comparing huge, unrelated texts cannot hang."""


@dataclass(frozen=True)
class Hunk:
    """A stretch of the old text ``a[a_start:a_end]`` and what stands for it in the new text
    ``b[b_start:b_end]``: the same (equal), changed (replace), removed or added."""

    tag: Tag
    a_start: int
    a_end: int
    b_start: int
    b_end: int


def _offsets(pieces: list[str]) -> list[int]:
    offsets = [0]
    for piece in pieces:
        offsets.append(offsets[-1] + len(piece))
    return offsets


def common_ends(a: list[str], b: list[str]) -> tuple[int, int, int]:
    """(start, end in a, end in b): ``a[:start]`` and ``b[:start]`` are equal, and so are
    ``a[end_a:]`` and ``b[end_b:]``; what lies between is what changed."""
    start = 0
    limit = min(len(a), len(b))
    while start < limit and a[start] == b[start]:
        start += 1
    end_a, end_b = len(a), len(b)
    while end_a > start and end_b > start and a[end_a - 1] == b[end_b - 1]:
        end_a -= 1
        end_b -= 1
    return start, end_a, end_b


def _opcodes(a: list[str], b: list[str]) -> list[tuple[str, int, int, int, int]]:
    """difflib's opcodes, with common ends stripped first and a cap on the work."""
    start, end_a, end_b = common_ends(a, b)
    codes: list[tuple[str, int, int, int, int]] = []
    if start:
        codes.append(("equal", 0, start, 0, start))
    mid_a, mid_b = a[start:end_a], b[start:end_b]
    if mid_a or mid_b:
        if not mid_a:
            codes.append(("insert", start, start, start, end_b))
        elif not mid_b:
            codes.append(("delete", start, end_a, start, start))
        elif len(mid_a) * len(mid_b) > MAX_MATCH_WORK:
            codes.append(("replace", start, end_a, start, end_b))
        else:
            matcher = difflib.SequenceMatcher(None, mid_a, mid_b, autojunk=False)
            for tag, i1, i2, j1, j2 in matcher.get_opcodes():
                codes.append((tag, start + i1, start + i2, start + j1, start + j2))
    if end_a < len(a):
        codes.append(("equal", end_a, len(a), end_b, len(b)))
    return codes


def _kind(a0: int, a1: int, b0: int, b1: int) -> Tag:
    if a0 < a1 and b0 < b1:
        return "replace"
    return "delete" if a0 < a1 else "insert"


def _append(hunks: list[Hunk], tag: str, a0: int, a1: int, b0: int, b1: int) -> None:
    """Add a hunk, joining it to the last one when both are changes or both are equal."""
    if a0 == a1 and b0 == b1:
        return
    equal = tag == "equal"
    if hunks:
        last = hunks[-1]
        if (last.tag == "equal") == equal and last.a_end == a0 and last.b_end == b0:
            hunks.pop()
            a0, b0 = last.a_start, last.b_start
    hunks.append(Hunk("equal" if equal else _kind(a0, a1, b0, b1), a0, a1, b0, b1))


def diff_words(a: str, b: str) -> list[Hunk]:
    """The hunks that turn ``a`` into ``b``, covering both texts from start to end."""
    lines_a, lines_b = a.splitlines(keepends=True), b.splitlines(keepends=True)
    line_a, line_b = _offsets(lines_a), _offsets(lines_b)
    hunks: list[Hunk] = []
    for tag, i1, i2, j1, j2 in _opcodes(lines_a, lines_b):
        a0, a1, b0, b1 = line_a[i1], line_a[i2], line_b[j1], line_b[j2]
        if tag != "replace":
            _append(hunks, tag, a0, a1, b0, b1)
            continue
        words_a = _TOKEN.findall(a, a0, a1)
        words_b = _TOKEN.findall(b, b0, b1)
        word_a = [a0 + x for x in _offsets(words_a)]
        word_b = [b0 + x for x in _offsets(words_b)]
        for wtag, w1, w2, v1, v2 in _opcodes(words_a, words_b):
            _append(hunks, wtag, word_a[w1], word_a[w2], word_b[v1], word_b[v2])
    if not hunks:
        hunks.append(Hunk("equal", 0, 0, 0, 0))
    return hunks


def changed(hunks: list[Hunk]) -> bool:
    return any(h.tag != "equal" for h in hunks)


def _swap(hunks: list[Hunk]) -> list[Hunk]:
    flip: dict[Tag, Tag] = {"delete": "insert", "insert": "delete"}
    return [Hunk(flip.get(h.tag, h.tag), h.b_start, h.b_end, h.a_start, h.a_end) for h in hunks]


def _map_start(hunks: list[Hunk], p: int) -> int:
    """Where old position ``p`` (the start of a passage) falls in the new text; text the
    new version added right at ``p`` stays outside the passage."""
    found = None
    for hunk in hunks:
        if hunk.a_start <= p <= hunk.a_end:
            found = hunk
        elif hunk.a_start > p:
            break
    assert found is not None
    if found.tag == "equal":
        return found.b_start + (p - found.a_start)
    return found.b_end if p == found.a_end else found.b_start


def _map_end(hunks: list[Hunk], p: int) -> int:
    """Where old position ``p`` (the end of a passage) falls in the new text."""
    for hunk in hunks:
        if hunk.a_start <= p <= hunk.a_end:
            if hunk.tag == "equal":
                return hunk.b_start + (p - hunk.a_start)
            return hunk.b_start if p == hunk.a_start else hunk.b_end
    raise AssertionError("position outside the text")


@dataclass(frozen=True)
class SpanPair:
    """A passage of the old text and the stretch of the new text that stands for it."""

    a_start: int
    a_end: int
    b_start: int
    b_end: int


def passage(hunks: list[Hunk], start: int, end: int) -> SpanPair:
    """The passage around ``a[start:end]``, widened to whole changes it touches, with its
    counterpart in the new text: replacing ``b[b_start:b_end]`` by ``a[a_start:a_end]``
    brings back the old passage and leaves the rest of the new text as it is."""
    if start > end:
        start, end = end, start
    a0, a1 = start, end
    for hunk in hunks:
        if hunk.tag == "equal" or hunk.a_start == hunk.a_end:
            continue
        if hunk.a_start < a1 and hunk.a_end > a0:
            a0, a1 = min(a0, hunk.a_start), max(a1, hunk.a_end)
    if a0 == a1:
        b = _map_end(hunks, a0)
        return SpanPair(a0, a1, b, b)
    b0, b1 = _map_start(hunks, a0), _map_end(hunks, a1)
    if a0 == 0:
        b0 = 0  # a passage from the very start takes what was added before it too
    if a1 == hunks[-1].a_end:
        b1 = hunks[-1].b_end  # and one to the very end, what was added after it
    return SpanPair(a0, a1, b0, max(b0, b1))


def passage_from_new(hunks: list[Hunk], start: int, end: int) -> SpanPair:
    """Like :func:`passage` for a selection ``b[start:end]`` of the new text."""
    found = passage(_swap(hunks), start, end)
    return SpanPair(found.b_start, found.b_end, found.a_start, found.a_end)


@dataclass(frozen=True)
class Segment:
    """One piece of the inline comparison: text both share, or only the old or new has."""

    tag: Literal["equal", "old", "new"]
    text: str
    a_start: int
    b_start: int


def inline(a: str, b: str, hunks: list[Hunk]) -> list[Segment]:
    """The comparison as one text: shared pieces once, old then new pieces where they differ."""
    segments: list[Segment] = []
    for hunk in hunks:
        if hunk.tag == "equal":
            if hunk.a_end > hunk.a_start:
                segments.append(Segment("equal", a[hunk.a_start : hunk.a_end], hunk.a_start,
                                        hunk.b_start))
            continue
        if hunk.a_end > hunk.a_start:
            segments.append(Segment("old", a[hunk.a_start : hunk.a_end], hunk.a_start,
                                    hunk.b_start))
        if hunk.b_end > hunk.b_start:
            segments.append(Segment("new", b[hunk.b_start : hunk.b_end], hunk.a_end,
                                    hunk.b_start))
    return segments


def inline_to_old(segments: list[Segment], position: int) -> int:
    """The old text's position at ``position`` of the inline text."""
    at = 0
    for segment in segments:
        length = len(segment.text)
        if position <= at + length:
            if segment.tag == "new":
                return segment.a_start
            return segment.a_start + (position - at)
        at += length
    if not segments:
        return 0
    last = segments[-1]
    return last.a_start + (len(last.text) if last.tag != "new" else 0)

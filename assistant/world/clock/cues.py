"""Time cues in the prose, found by rule: the dates, weekdays, hours, steps in time ("three
days later"), ages and months a scene's own text states, in the book's calendar and in the
project's language.

One pattern per language and calendar (an alternation of :mod:`.cue_words`' turns of phrase,
made once) runs over a document's text once. Precision comes before recall, since every
false cue may become a false finding: what characters say in dialogue is left out (they
speak of other days as often as of this one), as are ages at another time ("when she was
twelve"), habits ("every Tuesday", "Sunday best") and numbers of things ("three days' walk").
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Sequence

from assistant.world.clock.cue_patterns import Reader, reader_for
from assistant.world.clock.cue_values import Values, age_owner, inverted_owner, read_values
from assistant.world.clock.model import Calendar, CueKind, TimeCue
from assistant.world.clock.speech import speech_spans
from assistant.world.model import DocumentKind, EntityKind, World


def _previous_word(text: str, start: int) -> str:
    found = re.search(r"([\w’'-]+)\W*$", text[max(0, start - 40) : start])
    return found.group(1).lower() if found else ""


def _next_word(text: str, end: int) -> str:
    found = re.match(r"[ \t,]*([\w’'-]+)", text[end : end + 40])
    return found.group(1).lower() if found else ""


def find_cues(
    node_id: str,
    text: str,
    language: str,
    calendar: Calendar,
    *,
    names: Sequence[str] = (),
) -> list[TimeCue]:
    """The time cues in one document's ``text``, in order. Months and weekdays are the
    ``calendar``'s; the words around them are ``language``'s. ``names`` (characters' names
    and aliases) say whose an age is; without them a capitalised subject is taken as a
    name. Every cue's ``quote`` is ``text[start:end]``.

    ``hour`` is on the 24-hour clock where the prose says which half of the day ("at three in
    the morning", "4:30 p.m.", "twenty to midnight", "16:30"); a bare "half past four" keeps
    4, which may be 4:00 or 16:00. A relative cue's ``offset_minutes`` counts a month as the
    calendar's average month and a year as its common year, in whole days."""
    return _find(reader_for(language, calendar), node_id, text, calendar, frozenset(names))


def _find(
    reader: Reader, node_id: str, text: str, calendar: Calendar, names: frozenset[str]
) -> list[TimeCue]:
    lowered = _lowered(text)
    spoken: dict[int, list[tuple[int, int]]] = {}
    cues: list[TimeCue] = []
    position = tried = 0
    found = (m.span() for m in reader.anchors.finditer(_spaced(lowered)))
    anchors = itertools.chain(((0, 0),), found)
    for before, after in anchors:
        at = before + 1 if after else 0
        low = max(position, tried, at - _BEFORE)
        while low <= at:
            match = _first_match(reader, lowered, low, at)
            if match is None:
                tried = at + 1  # no cue starts at a word from ``low`` to ``at``
                break
            low = position = match.end()
            if _spoken(text, match.start(), spoken):
                continue
            cue = _cue(reader, match, node_id, text, calendar, names)
            if cue is not None:
                cues.append(cue)
    return _without_timetables(text, cues)


def _without_timetables(text: str, cues: list[TimeCue]) -> list[TimeCue]:
    """The cues, but for clock times in digits from a paragraph holding several of them:
    a timetable or a schedule ("6:15-6:30 Study electricity"), not the scene's hour."""
    clocks = [c for c in cues if c.kind is CueKind.TIME_OF_DAY and _CLOCK_DIGITS.search(c.quote)]
    if len(clocks) < _SCHEDULE:
        return cues
    paragraphs: dict[int, int] = {}
    for cue in clocks:
        line = text.rfind("\n", 0, cue.start)
        paragraphs[line] = paragraphs.get(line, 0) + 1
    crowded = {line for line, count in paragraphs.items() if count >= _SCHEDULE}
    return [
        c for c in cues
        if c not in clocks or text.rfind("\n", 0, c.start) not in crowded
    ]


_SPACES = "\n\t\r\"“”‘’'«»„‚‹›()[]{}—–-―*_/¿¡…"


def _spaced(text: str) -> str:
    """``text`` with what may stand before a word turned into spaces (for the first pass)."""
    for char in _SPACES:
        if char in text:
            text = text.replace(char, " ")
    return text


def _lowered(text: str) -> str:
    """``text`` in lower case, letter for letter (the rare letter whose lower case is longer,
    such as "İ", is kept), so that offsets in it are offsets in ``text``."""
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


_BEFORE = 32
"""How far before its anchor a cue may start ("a gentleman of sixty", "had turned nine")."""


def _first_match(reader: Reader, text: str, low: int, high: int) -> re.Match[str] | None:
    """The first cue starting at a word's start from ``low`` to ``high``."""
    for start in reader.starts.finditer(text, low, high + 1):
        at = start.start()
        pattern = reader.by_first.get(text[at]) or reader.by_first.get("")
        if pattern is not None and (match := pattern.match(text, at)) is not None:
            return match
    return None


_DAYS = (CueKind.DATE, CueKind.WEEKDAY, CueKind.SEASON)
_CLOCK_DIGITS = re.compile(r"\d[:.]\d\d")
_SCHEDULE = 3
"""Clock times in digits that one paragraph must hold to be a timetable, not a time."""
_CLAUSE = re.compile(r"[.!?;:\n\"“”«»„]")
_WORD = re.compile(r"[\w’']+")


def _elsewhen(text: str, start: int, reader: Reader) -> bool:
    """Whether the sentence before ``start`` puts the cue at another time or every time
    ("every day", "had come", "on Mondays")."""
    head = text[max(0, start - 100) : start]
    stops = list(_CLAUSE.finditer(head))
    clause = head[stops[-1].end() :] if stops else head
    for word in _WORD.findall(clause):
        key = word.lower()
        if key in reader.words.elsewhen_words or (key[-1] == "s" and key[:-1] in reader.weekdays):
            return True
    return False


def _weekday_near(text: str, start: int, end: int, reader: Reader) -> bool:
    before = _WORD.findall(text[max(0, start - 24) : start])[-2:]
    after = _WORD.findall(text[end : end + 20])[:1]
    return any(w.lower() in reader.weekdays for w in before + after)


def _words_before(text: str, start: int, count: int) -> set[str]:
    return {w.lower() for w in _WORD.findall(text[max(0, start - 40) : start])[-count:]}


def _spoken(text: str, position: int, paragraphs: dict[int, list[tuple[int, int]]]) -> bool:
    """Whether ``position`` is in speech, reading only its paragraph (once: ``paragraphs``
    keeps each one's stretches of speech by where it starts)."""
    begin = text.rfind("\n", 0, position) + 1
    spans = paragraphs.get(begin)
    if spans is None:
        end = text.find("\n", position)
        paragraph = text[begin : end if end >= 0 else len(text)]
        spans = paragraphs[begin] = [(begin + a, begin + b) for a, b in speech_spans(paragraph)]
    return _inside(spans, position)


def _inside(spans: list[tuple[int, int]], position: int) -> bool:
    index = bisect.bisect_right(spans, position, key=lambda span: span[0]) - 1
    return index >= 0 and spans[index][0] <= position < spans[index][1]


def _cue(
    reader: Reader,
    match: re.Match[str],
    node_id: str,
    text: str,
    calendar: Calendar,
    names: frozenset[str],
) -> TimeCue | None:
    index = int(str(match.lastgroup)[1:])
    template, group_names = reader.templates[index]
    groups = {g: text[match.start(n) : match.end(n)] for n, g in group_names if match.start(n) >= 0}
    found = read_values(Values(reader, template, groups), calendar)
    if found is None:
        return None
    start, end = match.span()
    words = reader.words
    if template.kind is CueKind.WEEKDAY:
        if _previous_word(text, start) in words.weekday_not_before:
            return None
        if groups.get("part", "x")[:1].isupper() and reader.language != "de":
            return None  # a title: "the Saturday Evening Post"
        if _weekday_near(text, start, end, reader):
            return None  # a list of days: "such a Friday, Saturday, Sunday and Monday"
    if template.kind in _DAYS and _words_before(text, start, 3) & words.other_day_before:
        return None
    if _elsewhen(text, start, reader):
        return None
    if template.kind is CueKind.AGE:
        if _next_word(text, end) in words.when_words:
            return None
        if template.fixed.get("verb_before_who") and not _verb_before(text, match, groups):
            return None  # "mit 20 Pferden kam Mara": a noun, not a verb, before the name
        if "who" in groups:
            owner = inverted_owner(groups["who"], start, words, names)
        else:
            owner = age_owner(text, start, words, names, required=template.subject == "required")
        if owner is None:
            return None
        found["who"], start = owner
        if _elsewhen(text, start, reader):
            return None
    return TimeCue(node_id, start, end, text[start:end], template.kind, **found)  # type: ignore[arg-type]


def _verb_before(text: str, match: re.Match[str], groups: dict[str, str]) -> bool:
    """Whether the word before the ``who`` of ``match`` is written in lower case: a verb
    in German, where every noun has its capital ("Mit 17 verließ Mara…")."""
    who = text.rfind(groups["who"], match.start(), match.end())
    words = _WORD.findall(text[match.start() : who])
    return bool(words) and words[-1][:1].islower()


def project_cues(world: World, calendar: Calendar) -> dict[str, list[TimeCue]]:
    """The time cues of every document of the manuscript that is not a note, by id, in
    manuscript order (private ones too: the world does not withhold, the assistant's tools
    do). Ages are given to the project's characters by their names and aliases."""
    names = frozenset(
        name
        for entity in world.live_entities()
        if entity.kind is EntityKind.CHARACTER
        for name in entity.names
        if name.strip()
    )
    reader = reader_for(world.meta.language, calendar)
    return {
        doc.id: _find(reader, doc.id, doc.text, calendar, names)
        for doc in world.documents_in_order()
        if doc.kind is not DocumentKind.NOTE
    }

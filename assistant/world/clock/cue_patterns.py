"""The cue patterns of one language and one calendar, made once: each of
:mod:`.cue_words`' turns of phrase with its holes filled (the calendar's months and weekdays,
the language's numbers and words), grouped by the letter they may start with, and the
anchors (a month, a number, "later"…) that a fast first pass looks for.

Which letters a turn of phrase may start with is read from Python's own parse of its
pattern; anything not known there (a class such as ``\\w``) counts as "could start with
anything", which costs only speed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from assistant.world.clock.cue_words import CueWords, Template, cue_words
from assistant.world.clock.model import Calendar
from assistant.world.clock.numbers import anchor_pattern, number_words, words_pattern

_HOLE = re.compile(r"<<(\w+)>>")
_LITERAL = re.compile(r"(?<!\\)[^\\<>]+")
"""Stretches of a template's pattern that are neither an escape nor a hole."""
_STOPS = r"[,.;:!?…)\]—–\"”»«“„’\n]"


@dataclass(frozen=True)
class Reader:
    """One language's cue pattern for one calendar, and what its groups mean."""

    by_first: dict[str, re.Pattern[str]]
    starts: re.Pattern[str]
    """The start of a word that some turn of phrase may start with."""
    """The turns of phrase that may start with each character, as one pattern (under ""
    those that may start with any)."""
    anchors: re.Pattern[str]
    """The words every cue holds one of (a month, a number, "later"…) and the digits: the
    fast first pass, after which ``pattern`` is tried only around them."""
    templates: tuple[tuple[Template, tuple[tuple[str, str], ...]], ...]
    """Each template with its groups: (group name in the pattern, what it holds)."""
    words: CueWords
    language: str
    months: dict[str, tuple[int, bool]]
    """Month names (lower-cased) and short forms: number, and whether written capitalised
    (then the prose must write it so: "May" the month, "may" the verb)."""
    weekdays: dict[str, tuple[int, bool]]


def _names(names: Sequence[str]) -> str:
    """An alternation of a calendar's names (of months, of weekdays)."""
    return words_pattern(n for n in names if n) or r"(?!x)x"


def _holes(language: str, calendar: Calendar) -> dict[str, tuple[str, str, str]]:
    """Every hole's group name, its digits (or "") and its words."""
    words = cue_words(language)
    numbers, ordinals = number_words(language)
    small = {w: v for w, v in numbers.items() if v <= 24}
    under_hour = {w: v for w, v in numbers.items() if v < 60}
    full = [m.name for m in calendar.months]
    short = [s for m in calendar.months for s in m.short]
    days = [w for w in calendar.weekdays]
    return {
        "day": ("day", r"\d{1,2}", words_pattern(ordinals)),
        "dayd": ("day", r"\d{1,2}", ""),
        "month": ("month", "", _names(full)),
        "monthx": ("month", "", _names(full + short)),
        "weekday": ("weekday", "", _names(days)),
        "year": ("year", r"\d{1,4}", ""),
        "count": ("count", r"\d{1,3}", words_pattern({**numbers, **words.counts})),
        "unit": ("unit", "", words_pattern(words.units)),
        "dir": ("dir", "", words_pattern(words.directions)),
        "next": ("next", "", words_pattern(words.next_units)),
        "part": ("part", "", words_pattern(words.parts)),
        "atpart": ("part", "", words_pattern(words.at_parts)),
        "ampm": ("ampm", "", words_pattern(words.ampm)),
        "season": ("season", "", words_pattern(words.seasons)),
        "age": ("age", r"\d{1,3}", words_pattern(numbers)),
        "hour": ("hour", r"\d{1,2}", words_pattern({**small, **words.hours})),
        "hourw": ("hour", "", words_pattern(words.hours)),
        "hourd": ("hour", r"\d{1,2}", ""),
        "minute": ("minute", r"\d{1,2}", words_pattern({**under_hour, **words.minutes})),
        "minute2": ("minute", r"\d{2}", ""),
        "person": ("", "", words_pattern(words.persons)),
        "who": ("who", "", r"[^\W\d_][\w’'-]*"),
    }


def _template_pattern(
    index: int, template: Template, holes: dict[str, tuple[str, str, str]], words: CueWords
) -> tuple[str, tuple[tuple[str, str], ...]]:
    groups: list[tuple[str, str]] = []
    end_words = words_pattern(words.end_words)
    not_after = words_pattern(words.weekday_not_after) if words.weekday_not_after else ""

    def fill(match: re.Match[str]) -> str:
        hole = match.group(1)
        if hole == "end":
            return rf"(?=\s*(?:{_STOPS}|$)|\s+(?:{end_words})(?!\w))"
        if hole == "stop":
            return rf"(?=\s*(?:{_STOPS}|$))"
        group, digits, alternation = holes[hole]
        body = "|".join(
            p for p in (digits and rf"{digits}(?!\d)", alternation and rf"{alternation}(?!\w)")
            if p
        )
        if hole == "weekday" and not_after:
            body = rf"(?:{body})(?!\s+(?:{not_after})(?!\w))"
        if not group:
            return rf"(?:{body})"
        name = f"t{index}_{group}_{len(groups)}"
        groups.append((name, group))
        return rf"(?P<{name}>{body})"

    spaced = _LITERAL.sub(lambda m: m.group().lower(), template.pattern).replace(" ", r"\s+")
    return rf"(?:{_HOLE.sub(fill, spaced)})(?!\w)(?P<t{index}>)", tuple(groups)


@functools.lru_cache(maxsize=32)
def reader_for(language: str, calendar: Calendar) -> Reader:
    words = cue_words(language)
    holes = _holes(language, calendar)
    made = [_template_pattern(i, t, holes, words) for i, t in enumerate(words.templates)]
    firsts = [first_chars(p) for p, _ in made]
    every = set().union(*(f for f in firsts if f is not None))
    pairs = [(p, f) for (p, _), f in zip(made, firsts, strict=True)]
    by_first = {
        char: re.compile("|".join(p for p, f in pairs if f is None or char in f))
        for char in every
    }
    if None in firsts:
        by_first[""] = re.compile("|".join(p for p, f in pairs if f is None))
    months = {}
    for number, month in enumerate(calendar.months, start=1):
        for name in (month.name, *month.short):
            months[name.lower().rstrip(".")] = (number, name[:1].isupper())
    weekdays = {}
    for number, name in enumerate(calendar.weekdays):
        weekdays[name.lower()] = (number, name[:1].isupper())
    return Reader(
        by_first,
        re.compile(
            r"(?<!\w)\w" if "" in by_first
            else r"(?<!\w)[" + "".join(re.escape(c) for c in sorted(by_first)) + "]"
        ),
        re.compile(anchor_pattern(_anchor_words(language, calendar))),
        tuple(zip(words.templates, (g for _, g in made), strict=True)),
        words,
        language,
        months,
        weekdays,
    )


def _anchor_words(language: str, calendar: Calendar) -> set[str]:
    words = cue_words(language)
    numbers, ordinals = number_words(language)
    found = {w for w, v in numbers.items() if v > 1} | set(ordinals) | set(words.anchors)
    for table in (words.units, words.next_units, words.parts, words.at_parts, words.seasons,
                  words.hours, words.minutes):
        found.update(table)
    for month in calendar.months:
        found.update((month.name, *month.short))
    found.update(calendar.weekdays)
    return {max(w.lower().split(), key=len) for w in found if w.strip()}


_ZERO_WIDTH = (sre.AT, sre.ASSERT, sre.ASSERT_NOT)
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", sre.MAX_REPEAT))


def first_chars(pattern: str) -> frozenset[str] | None:
    """The characters a match of ``pattern`` (compiled without flags) may start with, or
    None when it may start with any (or with nothing at all)."""
    try:
        chars, empty = _sequence(sre_parse.parse(pattern))
    except (re.error, TypeError, ValueError, AttributeError):
        return None
    if chars is None or empty:
        return None
    return frozenset(chars)


def _sequence(items: Any) -> tuple[set[str] | None, bool]:
    found: set[str] | None = set()
    for op, av in items:
        chars, empty = _item(op, av)
        found = None if found is None or chars is None else found | chars
        if not empty:
            return found, False
    return found, True


def _item(op: Any, av: Any) -> tuple[set[str] | None, bool]:
    if op is sre.LITERAL:
        return {chr(av)}, False
    if op is sre.IN:
        return _in(av), False
    if op is sre.SUBPATTERN:
        return _sequence(av[-1])
    if op is sre.BRANCH:
        found: set[str] | None = set()
        empty = False
        for branch in av[1]:
            chars, branch_empty = _sequence(branch)
            found = None if found is None or chars is None else found | chars
            empty = empty or branch_empty
        return found, empty
    if op in _REPEATS:
        chars, empty = _sequence(av[2])
        return chars, empty or av[0] == 0
    if op in _ZERO_WIDTH:
        return set(), True
    return None, False


def _in(items: Any) -> set[str] | None:
    found: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            found.add(chr(av))
        elif op is sre.CATEGORY and av is sre.CATEGORY_DIGIT:
            found.update("0123456789")
        elif op is sre.RANGE and av[1] - av[0] < 400:
            found.update(chr(c) for c in range(av[0], av[1] + 1))
        else:
            return None
    return found

"""Which characters a pattern's match may begin with, read from the pattern itself, so that
the cue finder tries at a word only the turns of phrase that can start with its letter.

It reads Python's own parse of the pattern; anything it does not know (a class such as
``\\w``, "any character") counts as "could start with anything", which only costs speed.
"""

from __future__ import annotations

import re
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

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

"""Whose age a sentence states: the name (or the pronoun) just before "was twelve", or
before the comma of "Oda, a widow of sixty".

A name of the project's characters (or alias) wins; without names a word written with a
capital is taken for one. "it was ten", "the bridge was twelve" and "when she was twelve"
give no age: precision comes first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.world.clock.cue_words import CueWords

_CLAUSE_END = re.compile(r"[.!?;:\n\"“”«»„]")
_LAST_WORD = re.compile(r"([\w’'-]+)\s*$")
_THING_WORDS = (
    "it this that there here what which who everything nothing something all es das "
    "dies man esto eso ello lo ce cela ça c il y det dette der den klokka klokken"
)
_THINGS = frozenset(_THING_WORDS.split())
"""Subjects that are no person (a clock may be twelve, a river thirty feet)."""


def age_owner(
    text: str, start: int, words: CueWords, names: Sequence[str], *, required: bool
) -> tuple[str, int] | None:
    """``(who, start)`` for an age cue starting at ``start``: ``who`` is the name as written
    ("" for a pronoun or for none), ``start`` moved back to take in the name or pronoun.
    None when the age is not a person's now: a thing's, another time's, or (``required``)
    said of no one."""
    head = text[max(0, start - 120) : start]
    ends = list(_CLAUSE_END.finditer(head))
    clause_start = ends[-1].end() if ends else 0
    body = head[clause_start:].rstrip()
    if body.endswith(","):
        body = body[:-1].rstrip()
    offset = start - len(head) + clause_start
    for name in names:
        if body.endswith(name) and (len(body) == len(name) or not body[-len(name) - 1].isalnum()):
            if _last(body[: -len(name)]) in words.when_words:
                return None
            return name, offset + len(body) - len(name)
    found = _LAST_WORD.search(body)
    if found is None:
        return None if required else ("", start)
    word = found.group(1)
    key = word.lower()
    before = _last(body[: found.start()])
    if key in words.when_words or key in _THINGS:
        return None
    if key in words.pronouns:
        if before in words.when_words:
            return None
        return "", offset + found.start()
    if required:
        if names or not word[:1].isupper() or before in words.articles:
            return None
        if before in words.when_words:
            return None
        return word, offset + found.start()
    if before in words.articles and key not in {p.lower() for p in words.persons}:
        return None
    return "", start


def _last(text: str) -> str:
    found = _LAST_WORD.search(text.rstrip().rstrip(","))
    return found.group(1).lower() if found else ""


def inverted_owner(
    word: str, start: int, words: CueWords, names: Sequence[str]
) -> tuple[str, int] | None:
    """The owner of an age whose subject follows the verb ("Am Morgen war Mára sieben",
    "Neste morgen var Mára sju"): a name or a pronoun, else no age."""
    key = word.lower()
    if key in words.pronouns:
        return "", start
    if word in names or (not names and word[:1].isupper() and key not in _THINGS):
        return word, start
    return None

"""Judging an answer's quotations: found where the answer credits them, spelt as the project
spells its names, long enough to check.

:func:`check_quotations` finds every quotation of a text (:mod:`assistant.world.search.quotes`)
and gives each a :class:`QuoteVerdict`:

- a quotation the answer credits to documents (``credit`` says which: the answer's own
  business) counts only where it is credited; found elsewhere it is
  :attr:`~QuoteVerdict.ELSEWHERE`, with the place that holds it;
- a name the project spells with accents (an entity's name or alias) must keep the accents
  the passage gives it: "Mara" for "Mára" is :attr:`~QuoteVerdict.MISSPELT_NAME` (and
  "Brannvik" is right where a clerk's minutes misspell "Brännvik"); letters writers replace
  when they cannot type them ("Bronnoy" for "Brønnøy") are no misspelling;
- a quotation of fewer than :data:`~assistant.world.search.quotes.MIN_WORDS` words is
  looked for word for word (case aside) in the documents it is credited to, and is
  :attr:`~QuoteVerdict.NOT_CHECKED` when it is credited to none: one or two words are found
  somewhere in any book;
- a line the answer gives to one character (``Oda tells Mára: “…”``) while the text's
  dialogue tag next to it gives it to another (``said Ashdell``) is
  :attr:`~QuoteVerdict.WRONG_SPEAKER` (:mod:`assistant.world.search.speakers`);
- titles and names in quotation marks are no quotations and are left out.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Collection
from dataclasses import dataclass
from enum import StrEnum

from assistant.world.model import NodeId, World
from assistant.world.search.quotes import (
    MIN_WORDS,
    Quotation,
    QuoteSite,
    Unindexed,
    find_quotations,
    is_title_or_name,
    locate_in,
    locate_with,
    part_text,
)
from assistant.world.search.speakers import character_name, text_speakers
from assistant.world.search.textfold import DROPPED_LETTERS, fold
from assistant.world.search.valuecache import ValueCache

_WORD = re.compile(r"[^\W_]+")


class QuoteVerdict(StrEnum):
    """What checking one quotation found."""

    VERIFIED = "verified"
    """Found word for word where the answer credits it (or anywhere, when it credits none)."""
    NOT_FOUND = "not found"
    """Not in the project (not in the documents credited, for a short one)."""
    ELSEWHERE = "elsewhere"
    """In the project, but not in the documents the answer credits it to."""
    MISSPELT_NAME = "misspelt name"
    """Found, but with a name spelt without the accents (or letters) the project gives it."""
    NOT_CHECKED = "not checked"
    """Too short to check without a document credited."""
    WRONG_SPEAKER = "wrong speaker"
    """Found, but the text gives the line to someone other than the answer's speaker."""


@dataclass(frozen=True)
class QuoteCheck:
    """One quotation of a text, the verdict, and where the project holds it (None: nowhere,
    or not looked up). ``credited`` are the documents the answer credits it to; ``spelling``
    the project's spelling of a misspelt name; ``speaker`` who the text gives a line to."""

    quotation: Quotation
    passage: QuoteSite | None
    verdict: QuoteVerdict = QuoteVerdict.VERIFIED
    credited: tuple[str, ...] = ()
    spelling: str = ""
    speaker: str = ""

    @property
    def verified(self) -> bool:
        return self.verdict is QuoteVerdict.VERIFIED

    @property
    def short(self) -> bool:
        return len(_WORD.findall(self.quotation.text)) < MIN_WORDS


Credit = Callable[[Quotation], Collection[str]]
"""The documents (ids) an answer credits one of its quotations to; empty for none."""

Speaker = Callable[[Quotation], "NodeId | None"]
"""The character (an entity id) an answer gives one of its quotations to; None for none."""


def check_quotations(
    world: World, text: str, *, prefer: Collection[str] = (), cited: Collection[str] = (),
    credit: Credit | None = None, speaker: Speaker | None = None,
) -> tuple[QuoteCheck, ...]:
    """Every quotation of ``text`` (short ones too), judged against ``world`` (titles and
    names left out); ``prefer`` and ``cited`` as for
    :func:`~assistant.world.search.quotes.locate`, ``credit`` as :data:`Credit` and
    ``speaker`` as :data:`Speaker`."""
    unindexed = Unindexed(world)
    checks = []
    for quotation in find_quotations(text, min_words=1):
        if is_title_or_name(world, quotation.text):
            continue
        credited = tuple(credit(quotation)) if credit is not None else ()
        check = _judge(world, quotation, credited, prefer, cited, unindexed)
        if speaker is not None and check.verified:
            check = _spoken(world, check, speaker(quotation))
        checks.append(check)
    return tuple(checks)


def _spoken(world: World, check: QuoteCheck, said_by: NodeId | None) -> QuoteCheck:
    """``check`` as :attr:`QuoteVerdict.WRONG_SPEAKER` when the answer gives the line to
    one character and the text's one dialogue tag next to it to another."""
    site = check.passage
    if said_by is None or site is None or not site.in_text:
        return check
    document = world.documents.get(site.node_id)
    if document is None:
        return check
    tagged = text_speakers(world, document.text, site.start, site.end)
    if len(tagged) != 1 or tagged[0] == said_by:
        return check
    return QuoteCheck(check.quotation, site, QuoteVerdict.WRONG_SPEAKER, check.credited,
                      speaker=character_name(world, tagged[0]))  # fmt: skip


def _judge(
    world: World, quotation: Quotation, credited: tuple[str, ...], prefer: Collection[str],
    cited: Collection[str], unindexed: Unindexed,
) -> QuoteCheck:
    words = _WORD.findall(quotation.text)
    if len(words) < MIN_WORDS:
        if not credited:
            return QuoteCheck(quotation, None, QuoteVerdict.NOT_CHECKED)
        site = _short_in(world, quotation.text, credited)
        verdict = QuoteVerdict.VERIFIED if site is not None else QuoteVerdict.NOT_FOUND
        return _spelt(world, QuoteCheck(quotation, site, verdict, credited))
    if credited:
        site = locate_in(world, quotation.text, credited)
        if site is None:
            elsewhere = locate_with(world, quotation.text, prefer, cited, unindexed)
            verdict = QuoteVerdict.ELSEWHERE if elsewhere is not None else QuoteVerdict.NOT_FOUND
            return QuoteCheck(quotation, elsewhere, verdict, credited)
        return _spelt(world, QuoteCheck(quotation, site, QuoteVerdict.VERIFIED, credited))
    site = locate_with(world, quotation.text, prefer, cited, unindexed)
    if site is None:
        return QuoteCheck(quotation, None, QuoteVerdict.NOT_FOUND)
    return _spelt(world, QuoteCheck(quotation, site, QuoteVerdict.VERIFIED))


def _spelt(world: World, check: QuoteCheck) -> QuoteCheck:
    """``check`` as :attr:`QuoteVerdict.MISSPELT_NAME` when a name in it lost the accents
    the passage gives it."""
    if not check.verified or check.passage is None:
        return check
    names = _ACCENTED_NAMES.get(world)
    if not names:
        return check
    spelt: dict[str, dict[str, str]] = {}  # fold -> accent key -> the passage's word
    site = check.passage
    for word in _WORD.findall(part_text(world, site)[site.start : site.end]):
        folded = fold(word)
        if folded in names:
            spelt.setdefault(folded, {}).setdefault(_accent_key(word), word)
    for word in _WORD.findall(check.quotation.text):
        ways = spelt.get(fold(word))
        if ways is not None and _accent_key(word) not in ways:
            return QuoteCheck(check.quotation, check.passage, QuoteVerdict.MISSPELT_NAME,
                              check.credited, spelling=next(iter(ways.values())))  # fmt: skip
    return check


def _accent_key(word: str) -> str:
    """A word as its accents tell it apart: case aside, and letters writers replace when
    they cannot type them (``ø`` for ``o``) taken as replaced, but accents kept."""
    lowered = unicodedata.normalize("NFC", word.casefold())
    return "".join(DROPPED_LETTERS.get(char, char) for char in lowered)


def _accented_names(world: World) -> frozenset[str]:
    """The folds of the words of entities' names and aliases that carry accents (``Mára``,
    ``Brännvik``; not ``Brønnøy``, whose letter writers may replace)."""
    return frozenset(
        fold(word)
        for entity in world.live_entities()
        for name in entity.names
        for word in _WORD.findall(name)
        if _accent_key(word) != fold(word)
    )


_ACCENTED_NAMES: ValueCache[World, frozenset[str]] = ValueCache(_accented_names)


_APOSTROPHES = str.maketrans("’‘ʼ", "'''")


@functools.lru_cache(maxsize=16)
def _straight(text: str) -> str:
    """``text`` with its apostrophes straight (same length), made once for the many short
    quotations an answer may credit to one document."""
    return text.translate(_APOSTROPHES)


def _short_in(world: World, text: str, node_ids: Collection[str]) -> QuoteSite | None:
    """Where a short quotation stands word for word (case aside, accents not) in the
    documents ``node_ids``."""
    words = _WORD.findall(text.translate(_APOSTROPHES))
    if not words:
        return None
    pattern = re.compile(
        r"(?<![^\W_])" + r"[\W_]+".join(re.escape(w) for w in words) + r"(?![^\W_])",
        re.IGNORECASE,
    )
    for node_id in node_ids:
        document = world.documents.get(node_id)
        if document is None:
            continue
        match = pattern.search(_straight(document.text))
        if match is not None:
            return QuoteSite(node_id, "text", match.start(), match.end())
    return None


__all__ = ["Credit", "QuoteCheck", "QuoteVerdict", "Speaker", "check_quotations"]

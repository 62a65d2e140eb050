"""Spelling: which words of a line to check, and a checker that remembers its answers.

Words are looked up with Hunspell dictionaries through Enchant (the ``pyenchant`` binding):
Hunspell is what LibreOffice and Firefox use, its dictionaries for English, Spanish, German,
French and Norwegian Bokmål come with the system (``packaging/system-deps.sh`` installs them),
and a lookup costs microseconds. The names and aliases of the project's entities and the
project's own word list are never flagged. Code spans, URLs, e-mail addresses, link targets,
HTML tags, front matter and fenced code blocks are not checked.

Nothing here knows Qt: the editor asks which spans of a line are misspelt, and this module
answers from its cache, looking up at most a given number of new words at a time so that the
app can spread the work of a long chapter over many short moments.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol

from assistant.world.model import World

log = logging.getLogger(__name__)

DICTIONARY_TAGS: dict[str, tuple[str, ...]] = {
    "en": ("en_US", "en_GB", "en_CA", "en_AU", "en"),
    "en_GB": ("en_GB", "en_AU", "en"),
    "es": ("es_ES", "es", "es_MX", "es_AR"),
    "de": ("de_DE", "de_AT", "de_CH", "de"),
    "fr": ("fr_FR", "fr", "fr_BE", "fr_CA", "fr_CH"),
    "nb": ("nb_NO", "nb", "no_NO", "no"),
}
"""Dictionaries to try for each language a project can be written in, best first (British
English has its own: colour, grey, levelling)."""

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_SKIP = re.compile(
    r"`+[^`]*`+"  # code spans
    r"|<[^>\n]*>"  # HTML tags and autolinks
    r"|\]\([^)\s]*\)"  # link targets
    r"|\b(?:https?|ftp|file)://\S+"  # URLs
    r"|\bwww\.\S+"
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail addresses
    r"|\{\{[^}]*\}\}|\[\[[^\]]*\]\]",  # templates and wiki links
)
_POSSESSIVE = re.compile(r"['’]?s$")
_FENCE = re.compile(r"^\s{0,3}(```|~~~)")

CACHE_LIMIT = 200_000
"""Words whose answers are remembered; beyond this the cache starts afresh."""


class SpellingUnavailable(Exception):
    """No dictionary for the language, or no spelling library: the reason, for the log."""


class Speller(Protocol):
    """A dictionary: ``check`` a word, ``suggest`` corrections."""

    def check(self, word: str) -> bool: ...

    def suggest(self, word: str) -> list[str]: ...


class EnchantSpeller:
    """A Hunspell dictionary through Enchant, asked for Hunspell first."""

    def __init__(self, language: str) -> None:
        try:
            import enchant  # the C library is loaded here; it may be missing
        except ImportError as error:
            raise SpellingUnavailable(f"the Enchant spelling library is missing: {error}") from None
        tags = DICTIONARY_TAGS.get(language, (language,))
        broker = enchant.Broker()
        for tag in tags:
            try:
                broker.set_ordering(tag, "hunspell,nuspell,aspell,myspell")
                if broker.dict_exists(tag):
                    self._dict = broker.request_dict(tag)
                    self._dict.check("the")  # Hunspell reads its word list now, not mid-typing
                    self.tag = tag
                    log.info("spelling: %s from %s", tag, self._dict.provider.name)
                    return
            except enchant.errors.Error as error:  # a broken dictionary file
                log.warning("spelling: cannot load %s: %s", tag, error)
        raise SpellingUnavailable(f"no dictionary for {language!r} (tried {', '.join(tags)})")

    def check(self, word: str) -> bool:
        return bool(self._dict.check(word))

    def suggest(self, word: str) -> list[str]:
        return list(self._dict.suggest(word))


class LineState(IntEnum):
    """Where a line stands in the document, for lines that are not prose."""

    TEXT = 0
    FRONT_MATTER = 1
    FENCE = 2


def line_state(previous: LineState | None, text: str) -> tuple[LineState, bool]:
    """The state after ``text`` and whether to check it; ``previous`` is None for line one."""
    stripped = text.strip()
    if previous is None and stripped == "---":
        return LineState.FRONT_MATTER, False
    if previous is LineState.FRONT_MATTER:
        ends = stripped in ("---", "...")
        return (LineState.TEXT if ends else LineState.FRONT_MATTER), False
    if previous is LineState.FENCE:
        return (LineState.TEXT if _FENCE.match(text) else LineState.FENCE), False
    if _FENCE.match(text):
        return LineState.FENCE, False
    return LineState.TEXT, True


def words_of(text: str) -> Iterator[tuple[int, int, str]]:
    """The words of a line worth checking, as ``(start, end, word)`` (code points)."""
    skipped = [m.span() for m in _SKIP.finditer(text)] if _has_markup(text) else []
    index = 0
    for match in _WORD.finditer(text):
        start, end = match.span()
        while index < len(skipped) and skipped[index][1] <= start:
            index += 1
        if index < len(skipped) and skipped[index][0] < end:
            continue
        word = match.group()
        if len(word) < 2 or word.isupper():
            continue  # single letters, and words in capitals (acronyms)
        if (start and text[start - 1] in "_\\/.@#") or (end < len(text) and text[end] in "_\\/@"):
            continue  # parts of names_like_this, paths, handles, tags, file names
        yield start, end, word


def _has_markup(text: str) -> bool:
    return any(mark in text for mark in ("`", "<", "](", "://", "www.", "@", "{{", "[["))


def accepted_words(world: World) -> frozenset[str]:
    """Words never flagged in ``world``: each word of every live entity's name and aliases,
    and the project's word list."""
    words: set[str] = set(world.settings.word_list)
    for entity in world.entities.values():  # in any order: a set is made
        if world.is_trashed(entity.id):
            continue
        for name in entity.names:
            words.update(match.group() for match in _WORD.finditer(name))
    return frozenset(words)


@dataclass(frozen=True)
class Misspelling:
    start: int
    end: int
    word: str


class SpellChecker:
    """A speller, the words the project accepts, and a cache of every answer."""

    def __init__(self, speller: Speller, accepted: Iterable[str] = ()) -> None:
        self.speller = speller
        self._cache: dict[str, bool] = {}
        self.set_accepted(accepted)

    def set_accepted(self, words: Iterable[str]) -> None:
        self._accepted = frozenset(words)
        self._accepted_folded = frozenset(word.casefold() for word in self._accepted)

    @property
    def accepted(self) -> frozenset[str]:
        return self._accepted

    def is_accepted(self, word: str) -> bool:
        """True for a word of the project: exactly, in another case, or with a possessive
        ("Mara’s", and the German or Norwegian "Maras")."""
        if word in self._accepted or word.casefold() in self._accepted_folded:
            return True
        bare = _POSSESSIVE.sub("", word)
        return bare != word and bare.casefold() in self._accepted_folded

    def known(self, word: str) -> bool | None:
        """The cached answer for ``word`` (True: correct), or None when not looked up yet."""
        if self.is_accepted(word):
            return True
        return self._cache.get(word)

    def check(self, word: str) -> bool:
        """Whether ``word`` is spelt right, asking the dictionary when it must."""
        answer = self.known(word)
        if answer is None:
            answer = self._look_up(word)
        return answer

    def _look_up(self, word: str) -> bool:
        if len(self._cache) >= CACHE_LIMIT:
            self._cache.clear()
        try:
            answer = self.speller.check(word)
        except Exception:  # a dictionary that chokes on a word must not stop the editor
            log.warning("spelling: could not check %r", word, exc_info=True)
            answer = True
        if not answer and "’" in word:  # dictionaries that know only the straight apostrophe
            answer = bool(self.speller.check(word.replace("’", "'")))
        self._cache[word] = answer
        return answer

    def unknown_words(self, text: str) -> list[str]:
        """Words of ``text`` not looked up yet, each once."""
        return list(dict.fromkeys(w for _s, _e, w in words_of(text) if self.known(w) is None))

    def look_up(self, words: Iterable[str], deadline: float | None = None) -> bool:
        """Look up ``words``, stopping at ``deadline`` (``time.perf_counter``); True when done."""
        for word in words:
            if deadline is not None and time.perf_counter() > deadline:
                return False
            if self.known(word) is None:
                self._look_up(word)
        return True

    def misspellings(self, text: str) -> list[Misspelling] | None:
        """Misspelt words of a line, or None when some of its words are not looked up yet."""
        found = []
        for start, end, word in words_of(text):
            answer = self.known(word)
            if answer is None:
                return None
            if not answer:
                found.append(Misspelling(start, end, word))
        return found

    def suggestions(self, word: str, limit: int = 8) -> list[str]:
        try:
            return [s for s in self.speller.suggest(word) if s != word][:limit]
        except Exception:
            log.warning("spelling: no suggestions for %r", word, exc_info=True)
            return []

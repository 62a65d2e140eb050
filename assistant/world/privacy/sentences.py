"""Finding private text in what is about to be sent: every private text whole, and every
sentence of it of a few words or more, compared word by word (case, accents of case, spaces
and punctuation ignored).

Made once per world (:meth:`PrivateSentences.of`): each private sentence is kept as its
words, found by its first words in a dictionary, so checking a text costs one look-up per
word of it, however much of the project is private. A sentence the public text holds too
(an old draft kept private beside the chapter it became) is not private material: a match
is confirmed against the public text before it counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from assistant.world.model import Document, Entity, World
from assistant.world.privacy.material import WITHHELD, private_material, public_fields

MIN_WORDS = 4
"""A sentence of fewer words is not checked alone (it is too likely to be said elsewhere)."""
MIN_WHOLE_WORDS = 2
"""A whole private text (a field's value, an alias) of this many words or more is checked."""
KEY = 2
"""How many first words find a sentence (shorter texts are not checked)."""

_WORD = re.compile(r"\w+")
_SENTENCE_END = re.compile(r"(?<=[.!?…:;])\s+|\n+")


def words_of(text: str) -> list[str]:
    return [word.casefold() for word in _WORD.findall(text)]


@dataclass(frozen=True)
class Found:
    """Private text found in a checked text: where, and whose it is."""

    start: int
    end: int
    owner: str
    """The title or name of the private document, folder or entity the text belongs to."""


@dataclass
class PrivateSentences:
    """See the module doc."""

    _by_key: dict[tuple[str, ...], list[tuple[tuple[str, ...], str]]] = field(
        default_factory=dict
    )
    _public: str | None = None
    _world: World | None = None
    sentences: int = 0

    @classmethod
    def of(cls, world: World) -> PrivateSentences:
        """The private sentences of ``world`` (made once per world)."""
        found = world.__dict__.get("_private_sentences")
        if isinstance(found, PrivateSentences):
            return found
        made = cls(_world=world)
        for owner, text in _private_texts(world):
            made._add_text(text, owner)
        world.__dict__["_private_sentences"] = made
        return made

    def __bool__(self) -> bool:
        return bool(self._by_key)

    def _add_text(self, text: str, owner: str) -> None:
        whole = words_of(text)
        if len(whole) >= MIN_WHOLE_WORDS:
            self._add(tuple(whole), owner)
        for sentence in _SENTENCE_END.split(text):
            words = words_of(sentence)
            if len(words) >= MIN_WORDS and len(words) != len(whole):
                self._add(tuple(words), owner)

    def _add(self, words: tuple[str, ...], owner: str) -> None:
        entries = self._by_key.setdefault(words[:KEY], [])
        if all(kept != words for kept, _owner in entries):
            entries.append((words, owner))
            self.sentences += 1

    def find(self, text: str) -> list[Found]:
        """Every private text in ``text`` that the public text does not hold, in order."""
        if not self._by_key or not text:
            return []
        matches = list(_WORD.finditer(text))
        words = [m.group().casefold() for m in matches]
        found: list[Found] = []
        at = 0
        by_key = self._by_key
        while at < len(words) - 1:
            entries = by_key.get((words[at], words[at + 1]))
            hit = self._longest(words, at, entries) if entries else None
            if hit is None:
                at += 1
                continue
            length, owner = hit
            found.append(Found(matches[at].start(), matches[at + length - 1].end(), owner))
            at += length
        return found

    def _longest(
        self, words: list[str], at: int, entries: list[tuple[tuple[str, ...], str]]
    ) -> tuple[int, str] | None:
        best: tuple[int, str] | None = None
        for sentence, owner in entries:
            size = len(sentence)
            if best is not None and size <= best[0]:
                continue
            if tuple(words[at : at + size]) == sentence and not self._is_public(sentence):
                best = (size, owner)
        return best

    def _is_public(self, sentence: tuple[str, ...]) -> bool:
        if self._public is None:
            self._public = " " + " ".join(_public_words(self._world)) + " "
        return f" {' '.join(sentence)} " in self._public

    def redact(self, text: str) -> str:
        """``text`` with each private text in it replaced by "withheld (private)"."""
        found = self.find(text)
        if not found:
            return text
        parts: list[str] = []
        at = 0
        for item in found:
            parts += [text[at : item.start], WITHHELD]
            at = item.end
        parts.append(text[at:])
        return "".join(parts)


def _private_texts(world: World) -> Iterator[tuple[str, str]]:
    material = private_material(world)
    for document_id in sorted(material.documents):
        document = world.documents.get(document_id)
        if document is not None:
            for text in (document.text, document.synopsis, *(v for _k, v in document.fields)):
                yield document.title, text
    for entity_id in sorted(material.entities):
        entity = world.entities.get(entity_id)
        if entity is not None:
            for text in (entity.notes, *entity.aliases, *(v for _k, v in entity.fields)):
                yield entity.name, text
    for entity_id, keys in material.fields:
        entity = world.entities.get(entity_id)
        if entity is not None:
            for key, value in entity.fields:
                if key in keys:
                    yield f"{entity.name}: {key}", value


def _public_words(world: World | None) -> Iterator[str]:
    if world is None:
        return
    material = private_material(world)
    for document in world.documents.values():
        if document.id not in material.documents:
            yield from _document_words(document)
    for entity in world.entities.values():
        if entity.id not in material.entities:
            yield from _entity_words(entity)


def _document_words(document: Document) -> Iterator[str]:
    for text in (document.title, document.text, document.synopsis):
        yield from words_of(text)
        yield "\x00"  # no sentence runs from one text into the next
    for _key, value in document.fields:
        yield from words_of(value)
        yield "\x00"


def _entity_words(entity: Entity) -> Iterator[str]:
    values = (v for _k, v in public_fields(entity))
    for text in (entity.name, entity.notes, *entity.aliases, *values):
        yield from words_of(text)
        yield "\x00"


__all__ = ["MIN_WORDS", "Found", "PrivateSentences", "words_of"]

"""Who speaks a line: dialogue tags next to it ("said Ashdell", "Oda asked", "Mára: “…”").

The same small grammar reads the project's prose (who the text gives a line to) and an
answer's (who the answer says spoke it), in the five languages Quire speaks: a character's
name (an entity of kind character: its name, an alias, or a word of its name that no other
character shares) next to a verb of speech. Where no tag stands next to a line, nobody is
named: the check says nothing rather than guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.world.model import EntityKind, NodeId, World
from assistant.world.search.valuecache import ValueCache

SPEECH_VERBS = (
    # English
    "said", "says", "asked", "asks", "replied", "replies", "answered", "answers", "shouted",
    "shouts", "whispered", "whispers", "cried", "cries", "called", "calls", "told", "tells",
    "wrote", "writes", "added", "adds", "muttered", "mutters", "snapped", "snaps",
    # Spanish
    "dijo", "dice", "preguntó", "pregunta", "respondió", "responde", "contestó", "contesta",
    "gritó", "grita", "susurró", "susurra", "escribe", "escribió",
    # German
    "sagte", "sagt", "fragte", "fragt", "antwortete", "antwortet", "rief", "ruft",
    "flüsterte", "flüstert", "schrieb", "schreibt",
    # French
    "dit", "demanda", "demande", "répondit", "répond", "cria", "crie", "murmura", "murmure",
    "écrit", "écrivit",
    # Norwegian
    "sa", "sier", "spurte", "spør", "svarte", "svarer", "ropte", "roper", "hvisket",
    "hvisker", "skrev", "skriver",
)  # fmt: skip
"""Verbs of speech a dialogue tag is made with."""

_WINDOW = 80
"""Characters either side of a line where its tag may stand."""
_TITLES = frozenset((
    "the", "mr", "mrs", "miss", "ms", "master", "mother", "father", "sir", "lady", "lord",
    "old", "young", "dr", "st",
))  # fmt: skip
"""Words of a name that are no name alone ("Master" of "Master Ashdell")."""
_VERB = "(?:" + "|".join(SPEECH_VERBS) + ")"
_OPENING = "“\"«»„‚‘'「"
_PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n")


@dataclass(frozen=True)
class _Speakers:
    """A world's characters by the names a tag may call them, and the patterns that find
    a tag after a line, before it, or anywhere near it."""

    by_name: dict[str, NodeId]
    after: re.Pattern[str] | None
    before: re.Pattern[str] | None
    near: re.Pattern[str] | None


def _speakers_of(world: World) -> _Speakers:
    owners: dict[str, set[NodeId]] = {}
    for entity in world.live_entities():
        if entity.kind is not EntityKind.CHARACTER:
            continue
        for name in entity.names:
            name = name.strip()
            if name:
                owners.setdefault(name, set()).add(entity.id)
            for word in re.findall(r"[^\W\d_][\w’'-]*", name):
                if len(word) >= 3 and word[0].isupper() and word.casefold() not in _TITLES:
                    owners.setdefault(word, set()).add(entity.id)
    by_name = {name: next(iter(ids)) for name, ids in owners.items() if len(ids) == 1}
    if not by_name:
        return _Speakers({}, None, None, None)
    alternatives = "|".join(re.escape(n) for n in sorted(by_name, key=len, reverse=True))

    def names(group: str) -> str:
        return rf"(?P<{group}>{alternatives})(?![\w’'])"

    tag = rf"(?:{_VERB}\s+{names('a')}|{names('b')}\s+{_VERB}\b)"
    after = re.compile(rf"^[\s{_OPENING}”’»«›‹」,.!?—–-]*" + tag)
    before = re.compile(
        rf"(?:{names('c')}(?:\s+[^\W\d_]{{1,4}}){{0,2}}\s+{_VERB}\b[^{_OPENING}\n.!?]{{0,40}}"
        rf"|{names('d')}\s*)"
        rf"[:,]?\s*[{_OPENING}]?\s*$"
    )
    near = re.compile(r"(?<![\w’'])" + tag)
    return _Speakers(by_name, after, before, near)


_SPEAKERS: ValueCache[World, _Speakers] = ValueCache(_speakers_of)


def _named(speakers: _Speakers, match: re.Match[str] | None) -> NodeId | None:
    if match is None:
        return None
    name = next((value for key, value in match.groupdict().items() if value), None)
    return speakers.by_name.get(name) if name else None


def answer_speaker(world: World, answer: str, start: int, end: int) -> NodeId | None:
    """The character an answer gives the line at ``start``..``end`` (inside its quotation
    marks) to, by a tag right after the line or right before it; None when it names none."""
    speakers = _SPEAKERS.get(world)
    if speakers.after is None or speakers.before is None:
        return None
    after = answer[end : end + _WINDOW]
    found = _named(speakers, speakers.after.match(after))
    if found is not None:
        return found
    before = answer[max(0, start - _WINDOW) : start]
    cut = max(before.rfind(". "), before.rfind("\n"))
    return _named(speakers, speakers.before.search(before[cut + 1 :] if cut >= 0 else before))


def text_speakers(world: World, text: str, start: int, end: int) -> tuple[NodeId, ...]:
    """The characters the text's dialogue tags name next to ``start``..``end`` (the line and
    :data:`_WINDOW` characters either side, within its paragraph), in order."""
    speakers = _SPEAKERS.get(world)
    if speakers.near is None:
        return ()
    low, high = max(0, start - _WINDOW), min(len(text), end + _WINDOW)
    for brk in _PARAGRAPH_BREAK.finditer(text, low, high):
        if brk.end() <= start:
            low = brk.end()
        elif brk.start() >= end:
            high = brk.start()
            break
    speech = _speech_spans(text, low, high)
    found: list[NodeId] = []
    for match in speakers.near.finditer(text, low, high):
        if any(a <= match.start() < b for a, b in speech):
            continue  # a name and a verb inside a line of dialogue tag nothing
        entity_id = _named(speakers, match)
        if entity_id is not None and entity_id not in found:
            found.append(entity_id)
    return tuple(found)


_CLOSERS = {"“": "”", "«": "»", "„": "“”", '"': '"', "「": "」"}


def _speech_spans(text: str, low: int, high: int) -> list[tuple[int, int]]:
    """The spans of ``text[low:high]`` inside quotation marks (the lines spoken)."""
    spans: list[tuple[int, int]] = []
    closers = ""
    opened = low
    for at in range(low, high):
        char = text[at]
        if closers:
            if char in closers:
                spans.append((opened, at))
                closers = ""
        elif char in _CLOSERS:
            closers, opened = _CLOSERS[char], at
    if closers:
        spans.append((opened, high))
    return spans


def character_name(world: World, entity_id: NodeId) -> str:
    entity = world.entities.get(entity_id)
    return entity.name if entity is not None else ""


__all__ = ["SPEECH_VERBS", "answer_speaker", "character_name", "text_speakers"]

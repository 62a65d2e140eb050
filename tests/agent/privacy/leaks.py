"""The leak check: every request body a model server received, compared with the private
material of the project (each private text whole, and every sentence of it), independently
of the guard's own index."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from assistant.world.model import World
from assistant.world.privacy.material import private_texts

_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")


def _folded(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.casefold()))


def private_pieces(world: World, min_words: int = 4) -> set[str]:
    """Each private text whole, and each of its sentences of ``min_words`` words or more."""
    pieces = set()
    for text in private_texts(world):
        if len(_folded(text).split()) >= 2:
            pieces.add(_folded(text))
        for sentence in _SPLIT.split(text):
            if len(_folded(sentence).split()) >= min_words:
                pieces.add(_folded(sentence))
    return pieces


def leaks(world: World, bodies: Iterable[object]) -> list[str]:
    """The private pieces found in ``bodies`` (JSON values, as the server received them)."""
    pieces = private_pieces(world)
    found = []
    for body in bodies:
        sent = f" {_folded(json.dumps(body, ensure_ascii=False))} "
        found += [piece for piece in pieces if f" {piece} " in sent]
    return found


def public_text(world: World) -> str:
    """Everything a model may read of ``world``, folded: what private material shares with it
    (a line a chapter also holds) is no leak."""
    from assistant.world.privacy.withheld import withheld_view

    view = withheld_view(world)
    parts = [f"{d.title} {d.synopsis} {d.text}" for d in view.documents.values()]
    for entity in view.entities.values():
        parts += [entity.name, entity.notes, *entity.aliases,
                  *(f"{key} {value}" for key, value in entity.fields)]  # fmt: skip
    return f" {_folded(' '.join(parts))} "


def leaks_beyond_public(world: World, bodies: Iterable[object]) -> list[str]:
    """:func:`leaks`, leaving out the private pieces that the public text holds too."""
    public = public_text(world)
    return [piece for piece in leaks(world, bodies) if f" {piece} " not in public]

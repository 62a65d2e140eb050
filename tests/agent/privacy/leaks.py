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

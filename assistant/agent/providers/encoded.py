"""JSON made once per object and kept while the object lives.

A turn of the assistant sends its whole exchange again with every request, and the tools'
schemas with it. The messages and the tool specs are immutable values that live as long as
the turn (the specs, as long as Quire), so each one's JSON is made the first time it is
sent and reused after: a request costs what its new messages cost, not the whole exchange.
"""

from __future__ import annotations

import json
import threading
import weakref
from collections.abc import Callable
from typing import Any

_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def dump(value: Any) -> str:
    """JSON as httpx sends a ``json=`` body: compact, readable Unicode, no NaN."""
    return _ENCODER.encode(value)


class EncodedCache:
    """JSON text per object (by identity), dropped when the object is garbage."""

    def __init__(self) -> None:
        self._entries: dict[int, tuple[weakref.ref[Any], str]] = {}
        self._lock = threading.Lock()

    def get(self, value: Any, wire: Callable[[Any], Any]) -> str:
        """The JSON of ``wire(value)``, made once for this ``value``."""
        key = id(value)
        entry = self._entries.get(key)
        if entry is not None and entry[0]() is value:
            return entry[1]
        text = dump(wire(value))
        entries = self._entries

        def drop(ref: weakref.ref[Any], key: int = key) -> None:
            current = entries.get(key)
            if current is not None and current[0] is ref:
                entries.pop(key, None)

        try:
            ref = weakref.ref(value, drop)
        except TypeError:  # a value that cannot be referred to weakly: not kept
            return text
        with self._lock:
            entries[key] = (ref, text)
        return text

    def __len__(self) -> int:
        return len(self._entries)

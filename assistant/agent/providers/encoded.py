"""JSON made once per object and kept while the object lives.

A turn of the assistant sends its whole exchange again with every request, and the tools'
schemas with it. The messages and the tool specs are immutable values that live as long as
the turn (the specs, as long as Quire), so each one's JSON is made the first time it is
sent and reused after: a request costs what its new messages cost, not the whole exchange.
The messages joined for one request are kept too (:class:`JoinedJson`), and the next request
of the turn, which only adds messages, joins its new ones onto them.
"""

from __future__ import annotations

import json
import operator
import threading
import weakref
from collections.abc import Callable, Sequence
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

    def get(self, value: Any, to_json: Callable[[Any], str]) -> str:
        """``to_json(value)``, made once for this ``value``."""
        key = id(value)
        entry = self._entries.get(key)
        if entry is not None and entry[0]() is value:
            return entry[1]
        text = to_json(value)
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


class JoinedJson:
    """The JSON of a sequence of values, joined by commas, for a sequence that grows.

    The last sequence joined and its text are kept (one sequence: it holds the values
    alive until the next one). When the next sequence starts with the very same values,
    only the ones after them are encoded and joined on.
    """

    def __init__(self, cache: EncodedCache) -> None:
        self._cache = cache
        self._last: tuple[tuple[Any, ...], str] = ((), "")

    def join(self, values: Sequence[Any], to_json: Callable[[Any], str]) -> str:
        """The JSON of each of ``values`` (``to_json(value)``, through the cache), joined
        by commas."""
        values = tuple(values)
        before, text = self._last
        count = len(before)
        if (
            count
            and len(values) >= count
            and all(map(operator.is_, before, values[:count]))
        ):
            added = values[count:]
        else:
            added, text = values, ""
        if added:
            new = ",".join(self._cache.get(value, to_json) for value in added)
            text = f"{text},{new}" if text else new
        self._last = (values, text)
        return text

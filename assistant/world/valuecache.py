"""Work done once per immutable value and kept while the value lives.

A :class:`~assistant.world.model.Document` or :class:`~assistant.world.model.Entity` never
changes, so what is computed from one (its folded text, the words it holds) stays right for
as long as the value exists. A snapshot shares every untouched value with the world before
it, so after an edit only the changed values are computed again.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")
R = TypeVar("R")


class ValueCache(Generic[V, R]):
    """``compute(value)`` per value object (by identity), dropped when the value is garbage.

    Safe to use from several threads: two threads may compute the same entry at once, and
    either result is kept (``compute`` must be a pure function of the value).
    """

    def __init__(self, compute: Callable[[V], R]) -> None:
        self._compute = compute
        self._entries: dict[int, tuple[weakref.ref[V], R]] = {}
        self._lock = threading.Lock()

    def get(self, value: V) -> R:
        key = id(value)
        entry = self._entries.get(key)
        if entry is not None and entry[0]() is value:
            return entry[1]
        result = self._compute(value)
        entries = self._entries

        def drop(ref: weakref.ref[V], key: int = key) -> None:
            current = entries.get(key)
            if current is not None and current[0] is ref:
                entries.pop(key, None)

        with self._lock:
            entries[key] = (weakref.ref(value, drop), result)
        return result

    def __len__(self) -> int:
        return len(self._entries)


__all__ = ["ValueCache"]

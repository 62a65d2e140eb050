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
        # id of a weak reference -> the key of its entry, so that one callback serves every
        # entry: a closure per entry would add three objects that the next collection walks
        # (a first search makes an entry per document)
        self._keys: dict[int, int] = {}
        self._on_gone = self._drop
        self._lock = threading.Lock()

    def get(self, value: V) -> R:
        key = id(value)
        entry = self._entries.get(key)
        if entry is not None and entry[0]() is value:
            return entry[1]
        result = self._compute(value)
        ref = weakref.ref(value, self._on_gone)
        with self._lock:
            self._entries[key] = (ref, result)
            self._keys[id(ref)] = key
        return result

    def _drop(self, ref: weakref.ref[V]) -> None:
        """Forget the entry of a value that is gone (unless a new value took its id).

        No lock: a value may die while ``get`` holds it (a collection, or an entry replaced),
        and each step here is one atomic operation on a dict."""
        key = self._keys.pop(id(ref), None)
        current = self._entries.get(key) if key is not None else None
        if current is not None and current[0] is ref:
            self._entries.pop(key, None)

    def __len__(self) -> int:
        return len(self._entries)


__all__ = ["ValueCache"]

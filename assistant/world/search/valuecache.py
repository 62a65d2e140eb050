"""Work done once per immutable value and kept while the value lives.

A :class:`~assistant.world.model.Document` or :class:`~assistant.world.model.Entity` never
changes, so what is computed from one (its folded text, the words it holds) stays right for
as long as the value exists. A snapshot shares every untouched value with the world before
it, so after an edit only the changed values are computed again.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")
R = TypeVar("R")


class _Entry(weakref.ref[V], Generic[V, R]):
    """A weak reference to a value that also holds the value's result and its key: one
    object per entry (a first search makes an entry per document, and the collection at its
    end walks each)."""

    __slots__ = ("key", "result")
    key: int
    result: R


class ValueCache(Generic[V, R]):
    """``compute(value)`` per value object (by identity), dropped when the value is garbage.

    Safe to use from several threads: two threads may compute the same entry at once, and
    either result is kept (``compute`` must be a pure function of the value).
    """

    def __init__(self, compute: Callable[[V], R]) -> None:
        self._compute = compute
        self._entries: dict[int, _Entry[V, R]] = {}
        # one bound method serves every entry: a closure per entry would add objects that the
        # next collection walks
        self._on_gone = self._drop

    def get(self, value: V) -> R:
        key = id(value)
        entry = self._entries.get(key)
        if entry is not None and entry() is value:
            return entry.result
        result = self._compute(value)
        entry = _Entry(value, self._on_gone)
        entry.key = key
        entry.result = result
        self._entries[key] = entry  # one atomic step: no lock needed
        return result

    def _drop(self, entry: _Entry[V, R]) -> None:
        """Forget the entry of a value that is gone (unless a new value took its id).

        No lock: a value may die while ``get`` holds it (a collection, or an entry replaced),
        and each step here is one atomic operation on a dict."""
        if self._entries.get(entry.key) is entry:
            self._entries.pop(entry.key, None)

    def holds(self, value: V) -> bool:
        """Whether the result for ``value`` is kept (a :meth:`get` of it computes nothing)."""
        entry = self._entries.get(id(value))
        return entry is not None and entry() is value

    def __len__(self) -> int:
        return len(self._entries)


__all__ = ["ValueCache"]

"""Pausing Python's cyclic garbage collector for a burst of allocations that make no cycles, and
setting the objects that exist aside from its full collections for a while.

Opening a project or folding every document for a first search makes tens of thousands of
small values, none of them in a cycle. Their number alone sets off collections: many young
ones that walk the same new objects again and again, and now and then a full one that walks
every object the process holds (the whole project). Paused for the burst, one young
collection at its end walks the new objects once; it is made there rather than left to
whatever allocates next, so that the burst pays for its own objects.

A full collection walks every object the process holds and holds every thread meanwhile: 60–170
ms with a 5M-word project open. :class:`SetAside` keeps the objects that exist when it is taken
out of such walks (``gc.freeze``) until it is handed back, for work during which a walk would
fall badly (an assistant's turn; closing a project, whose world is about to be freed anyway).
Several may be held at once, from any thread; the collector has them back when the last is
handed back. Nothing is lost: what is set aside is still freed when no longer referenced, and
its cycles are collected once it is handed back.

Values made to last as long as the project (its folded text, its quotation index: 450,000
objects at 50,000 documents) are set aside as they are made (:func:`made_to_last`), a few
hundred documents' worth at a time, so that no later collection walks them: left in the
collector, they made a middle collection of 50-75 ms and a first full one of 230 ms on a
10M-word project.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import ClassVar


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector paused for the block, then left as it was (a caller that had paused it
    itself keeps it paused) after one young collection. Nothing is lost: whatever the block
    leaves in cycles is collected as ever."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()
            gc.collect(0)


@contextmanager
def made_to_last() -> Iterator[None]:
    """:func:`collector_paused` for a burst that makes values meant to last (caches kept with
    a project's documents), whose one young collection is followed by setting aside what
    survived it (``gc.freeze``), with everything older, until the last :class:`SetAside`
    held is handed back (while a project is open, its own hold is: until it closes). Keep
    each burst small: its young collection walks all it made.

    Nothing is lost: whatever the burst left in cycles was collected by its young collection;
    a cycle older than the burst and not yet collected stays in memory until that hand-back,
    as with :class:`SetAside`."""
    running = gc.isenabled()
    with collector_paused():
        yield
    if running:  # a caller that paused the collector itself decides for the whole
        gc.freeze()


@contextmanager
def set_aside_after() -> Iterator[None]:
    """The collector paused for a block that makes values meant to last as long as the
    process (the app's modules, its window, the project it opens with), then everything the
    process holds set aside (``gc.freeze``), unwalked, and the collector left as it was.

    Counted, such values set off young collections that walk them for nothing, and full ones
    that walk all the process holds while holding every thread. A young collection at the
    end would walk all the block made (7 ms for the app's modules); set aside, they are never
    walked again. Whatever is made later is collected as ever. The last :class:`SetAside`
    held, once handed back, hands these back too: from then on a full collection walks them
    again, which costs time, never memory. The few cycles the block left are kept until
    then."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if running:
            gc.enable()


class SetAside:
    """The objects that exist now, set aside from the collector until :meth:`hand_back` (which
    may be called from any thread, more than once)."""

    _lock = threading.Lock()
    _holding: ClassVar[set[SetAside]] = set()  # those not handed back yet

    def __init__(self) -> None:
        with SetAside._lock:
            SetAside._holding.add(self)
            gc.freeze()  # a second hold sets aside what was made since the first, too

    def hand_back(self) -> None:
        with SetAside._lock:
            if self not in SetAside._holding:
                return
            SetAside._holding.discard(self)
            if not SetAside._holding:
                gc.unfreeze()

    @property
    def held(self) -> bool:
        return self in SetAside._holding

"""Pausing Python's cyclic garbage collector for a burst of allocations that make no cycles.

Opening a project or folding every document for a first search makes tens of thousands of
small values, none of them in a cycle. Their number alone sets off collections: many young
ones that walk the same new objects again and again, and now and then a full one that walks
every object the process holds (the whole project). Paused for the burst, one young
collection at its end walks the new objects once; it is made there rather than left to
whatever allocates next, so that the burst pays for its own objects.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


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

"""Pausing the cyclic collector for a burst, and setting what lasts aside from it."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from assistant.world.collector import SetAside, collector_paused, made_to_last, set_aside_after


class _Node:
    """A value the collector tracks, which can be put in a cycle."""

    def __init__(self) -> None:
        self.other: _Node | None = None


def _cycle() -> _Node:
    """One node of two that hold each other (a cycle only the collector frees)."""
    first, second = _Node(), _Node()
    first.other, second.other = second, first
    return first


@pytest.fixture(autouse=True)
def _nothing_set_aside() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_what_a_burst_makes_to_last_is_set_aside_from_later_collections() -> None:
    with made_to_last():
        kept = [_Node() for _ in range(100)]
    assert gc.isenabled()
    assert gc.get_freeze_count() >= len(kept)
    young = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
    assert not any(id(node) in young for node in kept)  # no collection walks them now


def test_a_cycle_the_burst_dropped_is_collected_not_set_aside() -> None:
    with made_to_last():
        gone = weakref.ref(_cycle())
    assert gone() is None


def test_what_is_set_aside_is_freed_when_no_longer_referenced() -> None:
    with made_to_last():
        kept = _Node()
    gone = weakref.ref(kept)
    del kept
    assert gone() is None


def test_a_hand_back_returns_what_was_set_aside_and_its_cycles_are_collected() -> None:
    with made_to_last():
        kept = _cycle()
    gone = weakref.ref(kept)
    del kept
    gc.collect()
    assert gone() is not None  # set aside: even a full collection leaves it
    SetAside().hand_back()
    gc.collect()
    assert gone() is None


def test_a_caller_that_paused_the_collector_keeps_it_paused_and_unset() -> None:
    gc.disable()
    try:
        with made_to_last():
            kept = _Node()
        assert not gc.isenabled()
        assert gc.get_freeze_count() == 0
        assert gc.is_tracked(kept)
    finally:
        gc.enable()


def test_the_collector_runs_again_after_a_burst_that_failed() -> None:
    with pytest.raises(ValueError), made_to_last():
        raise ValueError("stopped")
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_what_a_start_makes_is_set_aside_unwalked_and_the_collector_runs_again() -> None:
    with set_aside_after():
        assert not gc.isenabled()  # no collection walks the values while they are made
        made = [_Node() for _ in range(2000)]  # enough to set off young collections
        counted = gc.get_count()[0]
    assert counted >= len(made)  # none ran: each would have reset the count
    assert gc.isenabled()
    young = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
    assert not any(id(node) in young for node in made)


def test_a_start_that_failed_leaves_the_collector_running() -> None:
    with pytest.raises(ValueError), set_aside_after():
        raise ValueError("stopped")
    assert gc.isenabled()


def test_a_start_inside_a_pause_leaves_the_collector_paused() -> None:
    gc.disable()
    try:
        with set_aside_after():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()

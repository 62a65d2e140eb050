"""The GUI thread's share of the interpreter: while any worker thread is busy, the
interpreter hands over to the GUI thread sooner; once the last one is done, as before."""

from __future__ import annotations

import sys
import threading

import pytest

from assistant.gui.app.gui_thread import BUSY_SWITCH_INTERVAL, worker_busy
from assistant.gui.project.project_index import ProjectIndex
from assistant.world.model import Document, FrozenMap, World
from assistant.world.search import folded


def test_the_interval_is_short_while_any_worker_is_busy_and_as_before_after():
    before = sys.getswitchinterval()
    short = pytest.approx(min(before, BUSY_SWITCH_INTERVAL))
    inside = threading.Event()
    leave = threading.Event()

    def other_worker() -> None:
        with worker_busy():
            inside.set()
            leave.wait(10)

    with worker_busy():
        assert sys.getswitchinterval() == short
        thread = threading.Thread(target=other_worker)
        thread.start()
        assert inside.wait(10)
    assert sys.getswitchinterval() == short  # the other worker is still busy
    leave.set()
    thread.join(10)
    assert sys.getswitchinterval() == pytest.approx(before)


def test_a_worker_that_fails_still_gives_the_interval_back():
    before = sys.getswitchinterval()
    with pytest.raises(ValueError), worker_busy():
        raise ValueError("a bug in the worker")
    assert sys.getswitchinterval() == pytest.approx(before)


def test_counting_a_project_just_opened_hands_the_interpreter_back_sooner(qtbot, monkeypatch):
    before = sys.getswitchinterval()
    seen: list[float] = []
    monkeypatch.setattr(
        folded, "prefold", lambda _world, **_kw: seen.append(sys.getswitchinterval())
    )
    doc = Document("d-0001aa", "The Bridge", text="The bridge went down in the night.")
    world = World(documents=FrozenMap({doc.id: doc}), root=(doc.id,))
    index = ProjectIndex()
    with qtbot.waitSignal(index.counted, timeout=10_000):
        index.start(world)
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert seen == [pytest.approx(min(before, BUSY_SWITCH_INTERVAL))]
    qtbot.waitUntil(lambda: sys.getswitchinterval() == pytest.approx(before), timeout=10_000)
    assert index.word_count(world) == 7

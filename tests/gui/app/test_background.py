"""Letting go of a closed project off the GUI thread: its world's documents are freed a
slice at a time on a thread of their own, once the world is gone, whichever thread let go
of the world last."""

from __future__ import annotations

import threading
import weakref

from assistant.gui.app import background
from assistant.gui.app.background import let_go_in_background
from assistant.world.model import World
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE


class _Holder:
    """Stands for the closed project: it holds the world."""

    def __init__(self, world: object) -> None:
        self.world = world


def _watch_documents(world: World) -> tuple[list[str], list[weakref.ref[object]]]:
    """The names of the threads each document of ``world`` is freed on, as they are (while
    the references returned live)."""
    freed_on: list[str] = []

    def freed(_ref: object) -> None:
        freed_on.append(threading.current_thread().name)

    return freed_on, [weakref.ref(document, freed) for document in world.documents.values()]


def test_the_documents_wait_for_the_world_then_go_on_their_own_thread(qtbot, monkeypatch):
    monkeypatch.setattr(background, "LET_GO_SLICE", 2)
    world = ProjectStore(SAMPLE).load()
    freed_on, watched = _watch_documents(world)
    count = len(watched)
    assert count > 4
    worker = [world]  # a worker still holds the world, as the timeline's may while it stops
    gone = weakref.ref(world)
    let_go = threading.Event()
    let_go_in_background(_Holder(world), let_go.set, world=world)
    del world
    qtbot.waitUntil(let_go.is_set)  # the project is let go of ...
    assert gone() is not None and freed_on == []  # ... and the worker's world keeps them all

    ended = threading.Thread(target=worker.clear, name="worker")
    ended.start()  # the worker lets go of the world last, on its own thread
    ended.join()
    qtbot.waitUntil(lambda: len(freed_on) == count)
    assert gone() is None
    assert set(freed_on) == {"quire-let-go-parts"}  # not the worker's thread, in one go


def test_a_world_let_go_of_last_on_the_gui_thread_frees_its_documents_off_it(qtbot):
    world = ProjectStore(SAMPLE).load()
    freed_on, watched = _watch_documents(world)
    count = len(watched)
    kept = [world]
    let_go = threading.Event()
    let_go_in_background(_Holder(world), let_go.set, world=world)
    del world
    qtbot.waitUntil(let_go.is_set)
    assert freed_on == []
    kept.clear()  # here, on the GUI thread
    qtbot.waitUntil(lambda: len(freed_on) == count)
    assert set(freed_on) == {"quire-let-go-parts"}


def test_without_a_world_the_value_goes_on_the_let_go_thread(qtbot):
    world = ProjectStore(SAMPLE).load()
    freed_on, watched = _watch_documents(world)
    count = len(watched)
    let_go = threading.Event()
    let_go_in_background(_Holder(world), let_go.set)
    del world
    qtbot.waitUntil(lambda: len(freed_on) == count)
    assert set(freed_on) == {"quire-let-go"}
    qtbot.waitUntil(let_go.is_set)

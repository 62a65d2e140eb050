"""Closing a project in the window: its world, millions of words on a large project, is let
go of on a thread of its own, not on the GUI thread the writer is waiting on; no full
collection walks it meanwhile; its folder's watch is let go of a slice at a time."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher

from assistant.gui.app.gui_thread import worker_ended, worker_started
from assistant.gui.window import controller as controller_module
from tests.gui.writer import trigger


def test_a_closed_projects_world_is_freed_off_the_gui_thread(qtbot, main_window):
    freed_on: list[threading.Thread] = []
    world = main_window.controller.world
    watch = weakref.ref(world, lambda _ref: freed_on.append(threading.current_thread()))
    del world
    assert main_window.files.close_project()
    # the weak reference reads None as soon as it is cleared, a moment before its callback
    # runs on the freeing thread: wait for the callback itself
    qtbot.waitUntil(lambda: bool(freed_on), timeout=10000)
    assert watch() is None
    assert freed_on and freed_on[0] is not threading.main_thread()


def test_the_collector_has_its_objects_back_once_the_closed_world_is_freed(qtbot, main_window):
    world = main_window.controller.world
    watch = weakref.ref(world)
    del world
    frozen_before = gc.get_freeze_count()
    assert main_window.files.close_project()
    assert gc.get_freeze_count() > frozen_before  # no full collection walks the closing world
    qtbot.waitUntil(lambda: watch() is None, timeout=10000)
    qtbot.waitUntil(lambda: gc.get_freeze_count() == 0, timeout=10000)


def test_closing_lets_go_of_the_watch_a_slice_at_a_time_and_opening_watches_again(
    qtbot, controller, sample_copy, monkeypatch
):
    monkeypatch.setattr(controller_module, "UNWATCH_SLICE", 3)

    def watched() -> list[str]:
        return [p for w in controller.findChildren(QFileSystemWatcher)
                for p in w.files() + w.directories()]  # fmt: skip

    before = watched()
    assert str(sample_copy / "documents") in before and len(before) > 6
    controller.close()
    left = watched()
    assert left and len(left) < len(before)  # the first slice goes at once, the rest later
    qtbot.waitUntil(lambda: watched() == [])
    for _again in range(2):  # the emptied watch serves the next project
        controller.open(sample_copy)
        assert sorted(watched()) == sorted(before)
        assert len(controller.findChildren(QFileSystemWatcher)) == 2
        controller.close()
        qtbot.waitUntil(lambda: watched() == [])
    controller.open(sample_copy)
    with qtbot.waitSignal(controller.disk_changed, timeout=5000):
        (sample_copy / "documents" / "new-d-0000000001.md").write_text("---\n---\n\nx\n")
    assert controller.external_changes() == ["documents/new-d-0000000001.md"]


def test_a_busy_worker_keeps_the_closed_projects_objects_aside_until_it_ends(qtbot, main_window):
    """A worker that started on the project (the timeline's) may still hold its world: no full
    collection walks it before the worker is done."""
    world = main_window.controller.world
    watch = weakref.ref(world)
    del world
    worker_started()
    try:
        assert main_window.files.close_project()
        qtbot.waitUntil(lambda: watch() is None, timeout=10000)
        qtbot.waitUntil(lambda: not any(t.name == "quire-let-go" for t in threading.enumerate()))
        QCoreApplication.processEvents()  # what the freeing thread sent to the GUI thread
        assert gc.get_freeze_count() > 0
    finally:
        worker_ended()
    qtbot.waitUntil(lambda: gc.get_freeze_count() == 0, timeout=10000)


def test_closing_from_the_menu_frees_the_documents_off_the_gui_thread(qtbot, main_window):
    """File ▸ Close Project, as the writer closes: the world's documents are freed a slice at
    a time on a thread of their own, not on the GUI thread nor with the world in one go."""
    freed_on: list[str] = []

    def freed(_ref: object) -> None:
        freed_on.append(threading.current_thread().name)

    documents = main_window.controller.world.documents.values()
    watched = [weakref.ref(document, freed) for document in documents]
    del documents
    in_editors = len(main_window.tabs.open_keys())  # freed with their closed editors, later
    trigger(main_window, "File", "Close Project")
    assert not main_window.controller.is_open
    qtbot.waitUntil(lambda: len(freed_on) >= len(watched) - in_editors, timeout=10000)
    assert set(freed_on) == {"quire-let-go-parts"}

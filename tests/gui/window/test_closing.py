"""Closing a project in the window: its world, millions of words on a large project, is let
go of on a thread of its own, not on the GUI thread the writer is waiting on."""

from __future__ import annotations

import threading
import weakref


def test_a_closed_projects_world_is_freed_off_the_gui_thread(qtbot, main_window):
    freed_on: list[threading.Thread] = []
    world = main_window.controller.world
    watch = weakref.ref(world, lambda _ref: freed_on.append(threading.current_thread()))
    del world
    assert main_window.files.close_project()
    qtbot.waitUntil(lambda: watch() is None, timeout=10000)
    assert freed_on and freed_on[0] is not threading.main_thread()

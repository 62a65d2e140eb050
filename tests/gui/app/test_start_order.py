"""What ``quire-gui`` does after the first paint comes in order: the assistant panel is made
and drawn, and only then does the project's later work (the quotation index, the timeline)
start, so that it never takes the interpreter from that drawing."""

from __future__ import annotations

import pytest

from assistant.gui.app import app as gui_app
from assistant.gui.project import project_index
from assistant.gui.window.main_window import MainWindow
from assistant.world.search import folded
from tests.gui.conftest import ScriptedPrompts


@pytest.fixture
def painted(qtbot, window_at_once) -> MainWindow:
    """A window painted with the project, its assistant panel still to be made."""
    qtbot.waitUntil(lambda: window_at_once.painted)
    return window_at_once


def test_later_work_starts_once_the_panel_is_drawn(qtbot, painted):
    window = painted
    drawn: list[bool] = []
    window.assistant_drawn.connect(lambda: drawn.append(True))
    seen_at_start: list[bool] = []
    project_index.hold_later_work()
    try:
        gui_app._make_the_rest(window)
        project_index.after_later_work(lambda: seen_at_start.append(bool(drawn)))
        assert seen_at_start == []  # held: the panel is not drawn yet
        qtbot.waitUntil(lambda: seen_at_start != [], timeout=5000)
        assert seen_at_start == [True]
    finally:
        project_index.release_later_work()


def test_without_the_assistant_later_work_is_not_held(qtbot, controller, window_settings):
    window = MainWindow(controller, window_settings, with_assistant=False)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.painted)
    ran: list[bool] = []
    project_index.hold_later_work()
    try:
        project_index.after_later_work(lambda: ran.append(True))
        gui_app._make_the_rest(window)
        assert ran == [True]  # at once: there is no panel to wait for
    finally:
        project_index.release_later_work()
    window.prompts.script("close_unsaved", True)
    window.close()


def test_the_panel_waits_for_the_count_and_the_fold_for_the_panel(
    qtbot, controller, painted, monkeypatch
):
    window = painted
    drawn: list[bool] = []
    window.assistant_drawn.connect(lambda: drawn.append(True))
    folded_once_drawn: list[bool] = []
    monkeypatch.setattr(
        folded, "prefold", lambda _world, **_kw: folded_once_drawn.append(bool(drawn))
    )
    words: list[int | None] = [None]  # the count, not known yet
    monkeypatch.setattr(controller, "project_word_count", lambda: words[0])
    project_index.hold_later_work()
    try:
        controller.index.start(controller.world)  # counted (at once) and folded (held)
        gui_app._make_the_rest(window)
        assert window.assistant_panel_if_made is None  # not while the words are counted
        words[0] = 1234
        controller.words_counted.emit()
        qtbot.waitUntil(lambda: window.assistant_panel_if_made is not None, timeout=5000)
        qtbot.waitUntil(lambda: folded_once_drawn != [], timeout=5000)
        assert folded_once_drawn == [True]  # the fold for search came after the drawing
    finally:
        project_index.release_later_work()

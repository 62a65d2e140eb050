"""The timeline is worked out only once the start has made the rest of the window: while the
app holds its later work back (the assistant panel not yet made), counted words do not start
it; released, it is made; asked for meanwhile, it is made at once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from assistant.gui.project import project_index
from assistant.gui.window.main_window import MainWindow
from tests.gui.conftest import ScriptedPrompts


@pytest.fixture
def held(qtbot, quire_config, window_settings, sample_copy) -> Iterator[MainWindow]:
    """A window as the app makes it, the sample opened and counted while the start holds its
    later work back (released at the end, if the test has not)."""
    from assistant.gui.window.controller import ProjectController

    controller = ProjectController()
    window = MainWindow(controller, window_settings, assistant_later=True)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    project_index.hold_later_work()
    try:
        with qtbot.waitSignal(controller.words_counted, timeout=10_000):
            window.files.open_project(sample_copy)
        yield window
    finally:
        project_index.release_later_work()
    window.prompts.script("close_unsaved", True)
    window.close()


def test_counted_words_wait_for_the_start_then_the_timeline_is_made(qtbot, held):
    qtbot.wait(50)  # what the count set off meanwhile has had its turn
    parts = held.timeline
    assert parts._view is None and not parts._imported.started
    project_index.release_later_work()
    assert parts._imported.started
    qtbot.waitUntil(lambda: parts._view is not None, timeout=10_000)


def test_the_timeline_asked_for_while_the_start_holds_it_is_made_at_once(held):
    held.timeline.toggle_action.trigger()  # View ▸ Timeline, as the writer picks it
    assert held.timeline._view is not None
    assert held.timeline.dock.isVisible()

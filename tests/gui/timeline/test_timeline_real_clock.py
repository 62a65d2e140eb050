"""The timeline over the story clock itself: the sample's scenes given Gregorian times and
relations as a writer types them, weekdays from the calendar, a drag that writes a date the
clock reads back, relations that follow the scene they count from, and a German project
whose calendar speaks German."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from assistant.gui.timeline.layout import LABELS
from assistant.gui.window.main_window import MainWindow
from assistant.world.clock.when import WHEN, time_field
from assistant.world.edits import SetDocumentField, SetProjectMeta
from tests.gui.conftest import ScriptedPrompts
from tests.gui.timeline.conftest import CH1, CH3, LEDGER, NIGHT, TOLL
from tests.gui.writer import trigger

WHENS = {
    CH1: "9 October 1850",
    TOLL: "the next morning",
    NIGHT: "three days later",
    CH3: "8 October 1850",
    LEDGER: "the thirty-first of Brumaire",
}


@pytest.fixture
def clock_window(qtbot, controller, window_settings) -> Iterator[MainWindow]:
    for node_id, when in WHENS.items():
        controller.push(SetDocumentField(node_id, "when", when), "when")
    controller.save()
    controller.undo_stack.clear()
    window = MainWindow(controller, window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.isVisible():
        window.prompts.script("close_unsaved", True)
        window.close()


def _shown(qtbot, window):  # type: ignore[no-untyped-def]
    trigger(window, "View", "Timeline")
    view = window.timeline.view
    qtbot.waitUntil(lambda: view.is_current and view.picture is not None)
    return view


def test_the_story_clock_places_the_scenes_with_their_weekdays(qtbot, clock_window):
    view = _shown(qtbot, clock_window)
    canvas = view.canvas
    assert canvas.order == [CH3, CH1, TOLL, NIGHT]
    assert canvas.flashbacks == {CH3}
    assert "Wednesday 9 October 1850" in canvas.describe(CH1)
    assert "Thursday 10 October 1850" in canvas.describe(TOLL)  # the next morning
    assert "Sunday 13 October 1850" in canvas.describe(NIGHT)  # three days after that
    unplaced = [view.unplaced.item(i).text() for i in range(view.unplaced.count())]
    assert any(t.startswith("Ledger and Line — “the thirty-first of Brumaire”") for t in unplaced)
    assert view.calendar_label.text() == "Calendar: Gregorian"


def test_a_drag_writes_a_date_the_clock_reads_and_the_relations_follow(qtbot, clock_window):
    controller = clock_window.controller
    view = _shown(qtbot, clock_window)
    canvas = view.canvas
    rect = canvas.story_rect(CH1)
    view.scroll.horizontalScrollBar().setValue(int(rect.left()) - LABELS - 20)
    start = QPoint(int(rect.left()) + 10, int(rect.center().y()))
    two_days = round(2 * 24 * 60 * canvas._scale)
    QTest.mousePress(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in (4, two_days // 2, two_days):
        QTest.mouseMove(canvas, start + QPoint(step, 0))
    QTest.mouseRelease(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(two_days, 0))  # fmt: skip
    field = time_field(controller.world.documents[CH1].fields, WHEN)
    assert field == ("when", "Friday 11 October 1850")
    qtbot.waitUntil(lambda: view.is_current and "Saturday 12 October" in canvas.describe(TOLL))
    assert "Tuesday 15 October 1850" in canvas.describe(NIGHT)  # still three days later
    controller.undo_stack.undo()
    assert time_field(controller.world.documents[CH1].fields, WHEN) == ("when", "9 October 1850")


def test_a_german_project_reads_and_writes_its_calendar_in_german(qtbot, clock_window):
    controller = clock_window.controller
    view = _shown(qtbot, clock_window)
    controller.push(SetProjectMeta("language", "de"), "language")
    controller.push(SetDocumentField(CH1, "when", "9. Oktober 1850"), "when")
    qtbot.waitUntil(lambda: view.is_current and CH1 in view.canvas.order)
    assert "Mittwoch 9 Oktober 1850" in view.canvas.describe(CH1)  # the app's words: English
    view.canvas.setFocus()
    view.canvas.select(CH1)
    QTest.keyClick(view.canvas, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    when = time_field(controller.world.documents[CH1].fields, WHEN)
    assert when is not None and "10" in when[1] and "Oktober 1850" in when[1]
    qtbot.waitUntil(lambda: view.is_current and "Donnerstag" in view.canvas.describe(CH1))


def test_the_inspector_quotes_the_cues_the_story_clock_finds(qtbot, clock_window):
    from assistant.gui.editor.document_editor import DocumentEditor
    from tests.gui.timeline.conftest import CORN

    section = clock_window.timeline.section
    clock_window.controller.push(SetDocumentField(CORN, "when", "1 November 1850"), "when")
    clock_window.tabs.open(CORN, pinned=True)
    qtbot.waitUntil(lambda: "November 1850" in section.when_label.text())
    assert section.when_label.text() == "Friday 1 November 1850"
    assert "“first of November”" in section.cues_label.text()
    section.cues_label.linkActivated.emit("cue:0")
    editor = clock_window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == CORN
    assert editor.text_edit.textCursor().selectedText() == "first of November"

"""View ▸ Timeline as a writer uses it: the scenes in story order beside the book's order, a
flashback marked, the scenes with no place listed with why, a click that opens a scene, a
drag (and the keys) that re-time one as one undo step, and a view that follows the project."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog, QMessageBox

from assistant.gui.timeline.layout import LABELS
from assistant.gui.timeline.timeline_view import TimelineView
from assistant.gui.window.main_window import MainWindow
from assistant.world.edits import SetDocumentField, SetTitle
from tests.gui.conftest import ScriptedPrompts
from tests.gui.timeline import story_clock
from tests.gui.timeline.conftest import CH1, CH3, CH5, CORN, LEDGER, NIGHT, TOLL
from tests.gui.writer import answer_modal, menu_action, trigger

PER_DAY = story_clock.PER_DAY


def shown_timeline(qtbot, window) -> TimelineView:  # type: ignore[no-untyped-def]
    trigger(window, "View", "Timeline")
    view = window.timeline.view
    assert window.timeline.dock.isVisible()
    qtbot.waitUntil(lambda: view.is_current and view.picture is not None)
    return view


def start_of(view: TimelineView, node_id: str) -> int:
    assert view.picture is not None
    span = view.picture.timeline.scenes[node_id].span
    assert span is not None
    return span.start.minute


def point_of(view: TimelineView, node_id: str) -> QPoint:
    rect = view.canvas.story_rect(node_id)
    assert rect is not None
    view.scroll.horizontalScrollBar().setValue(int(rect.left()) - LABELS - 20)  # past the names
    view.scroll.ensureVisible(int(rect.left()) + 10, int(rect.center().y()), 0, 20)
    return QPoint(int(rect.left()) + 10, int(rect.center().y()))


def drag(view: TimelineView, node_id: str, dx: int) -> None:
    """Press on the scene's box, move along the time axis, let go: through Qt's own events."""
    canvas = view.canvas
    start = point_of(view, node_id)
    QTest.mousePress(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in (4, dx // 2, dx):
        QTest.mouseMove(canvas, start + QPoint(step, 0))
    QTest.mouseRelease(canvas, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(dx, 0))  # fmt: skip


def file_of(window, node_id: str) -> Path:  # type: ignore[no-untyped-def]
    root = window.controller.root
    return next((root / "documents").glob(f"*{node_id}.md"))


def test_the_timeline_shows_story_order_beside_the_books_with_the_flashback_marked(
    qtbot, timed_window
):
    view = shown_timeline(qtbot, timed_window)
    canvas = view.canvas
    assert canvas.order == [CH3, CH1, TOLL, NIGHT, CORN]
    assert canvas.flashbacks == {CH3}  # told after Chapter 1, happens the day before it
    assert canvas.book_number(CH3) == 4 and canvas.order.index(CH3) == 0
    assert "Earlier in time than a scene before it in the book" in canvas.describe(CH3)
    assert "Millday 3 Frost 1850" in canvas.describe(CH1)  # the book's own names
    names = [name for _id, name in canvas.lanes]
    assert "Mára Tesk" in names and "Oda Brännvik" in names
    unplaced = [view.unplaced.item(i).text() for i in range(view.unplaced.count())]
    ledger = next(text for text in unplaced if text.startswith("Ledger and Line"))
    assert "“someday soon” is not a date" in ledger
    assert any(t.startswith("Chapter 5: The Sallows — No time given") for t in unplaced)
    assert view.calendar_label.text() == "Calendar: Reckoning of the Aun"
    assert view.problem_label.isHidden()


def test_a_click_on_a_scene_opens_it_in_the_editor(qtbot, timed_window):
    view = shown_timeline(qtbot, timed_window)
    qtbot.mouseClick(view.canvas, Qt.MouseButton.LeftButton, pos=point_of(view, CORN))
    qtbot.waitUntil(lambda: timed_window.tabs.current_key() == CORN)
    assert timed_window.controller.world.documents[CORN].fields == (("when", "12 Frost 1850"),)


def test_a_scene_not_on_the_timeline_says_why_opens_with_return_and_goes_when_the_project_closes(
    qtbot, timed_window
):
    view = shown_timeline(qtbot, timed_window)
    row = next(i for i in range(view.unplaced.count())
               if view.unplaced.item(i).text().startswith("Ledger and Line"))  # fmt: skip
    item = view.unplaced.item(row)
    assert "“someday soon” is not a date" in item.toolTip()
    assert item.text() == f"Ledger and Line — {item.toolTip()}"
    view.unplaced.setFocus()
    view.unplaced.setCurrentRow(row)
    assert view.selected_scene() == LEDGER
    QTest.keyClick(view.unplaced.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: timed_window.tabs.current_key() == LEDGER)

    trigger(timed_window, "File", "Close Project")
    qtbot.waitUntil(lambda: timed_window.controller.project is None)
    assert view.unplaced.count() == 0 and view.selected_scene() == ""
    assert not view.set_time_action.isEnabled()


def test_a_drag_re_times_the_scene_as_one_undo_step_and_ctrl_z_restores_the_bytes(
    qtbot, timed_window
):
    controller = timed_window.controller
    view = shown_timeline(qtbot, timed_window)
    before = file_of(timed_window, CORN).read_bytes()
    two_days = round(2 * PER_DAY * view.canvas._scale)
    drag(view, CORN, two_days)
    assert controller.undo_stack.count() == 1
    assert controller.undo_stack.undoText() == "Time of “The Corn Exchange”"
    qtbot.waitUntil(lambda: view.is_current)
    assert start_of(view, CORN) == story_clock.minute_of(14, "Frost", 1850)
    controller.save()
    assert file_of(timed_window, CORN).read_bytes() != before
    QTest.keyClick(view.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.undo_stack.count() == 1 and controller.undo_stack.index() == 0
    controller.save()
    assert file_of(timed_window, CORN).read_bytes() == before
    qtbot.waitUntil(lambda: view.is_current)
    assert start_of(view, CORN) == story_clock.minute_of(12, "Frost", 1850)


def test_dragging_a_scene_timed_by_a_relation_asks_before_giving_it_a_date(qtbot, timed_window):
    controller = timed_window.controller
    view = shown_timeline(qtbot, timed_window)
    one_day = round(PER_DAY * view.canvas._scale)
    seen: list[str] = []

    def cancel(box):  # type: ignore[no-untyped-def]
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Cancel).click()

    with answer_modal(qtbot, cancel):
        drag(view, NIGHT, 3 * one_day)
    assert seen == ["“The Night the Bridge Went” happens “1 day later”, counted from another "
                    "scene."]  # fmt: skip
    assert controller.undo_stack.count() == 0
    assert story_clock.when_of(controller.world, NIGHT) == "1 day later"

    def give_date(box):  # type: ignore[no-untyped-def]
        next(b for b in box.buttons() if b.text() == "Give It That Date").click()

    with answer_modal(qtbot, give_date):
        drag(view, NIGHT, 3 * one_day)
    assert controller.undo_stack.undoText() == "Time of “The Night the Bridge Went”"
    qtbot.waitUntil(lambda: view.is_current)
    assert start_of(view, NIGHT) == story_clock.minute_of(8, "Frost", 1850)
    assert view.picture.timeline.scenes[NIGHT].resolution.value == "stated"


def test_the_keys_move_the_selected_scene_and_set_time_types_one(qtbot, timed_window):
    controller = timed_window.controller
    view = shown_timeline(qtbot, timed_window)
    canvas = view.canvas
    canvas.setFocus()
    QTest.keyClick(canvas, Qt.Key.Key_Home)
    QTest.keyClick(canvas, Qt.Key.Key_Right)
    assert canvas.selected == CH1
    QTest.keyClick(canvas, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert controller.undo_stack.undoText() == "Time of “Chapter 1: The Map House”"
    qtbot.waitUntil(lambda: view.is_current)
    assert start_of(view, CH1) == story_clock.minute_of(4, "Frost", 1850)
    QTest.keyClick(canvas, Qt.Key.Key_Return)
    assert timed_window.tabs.current_key() == CH1

    view.unplaced.setCurrentRow(
        next(i for i in range(view.unplaced.count())
             if view.unplaced.item(i).text().startswith("Ledger"))
    )  # fmt: skip
    assert view.selected_scene() == LEDGER and view.set_time_action.isEnabled()

    def type_date(dialog):  # type: ignore[no-untyped-def]
        assert isinstance(dialog, QInputDialog)
        assert dialog.textValue() == "someday soon"
        dialog.setTextValue("20 Frost 1850")
        dialog.accept()

    with answer_modal(qtbot, type_date):
        view.set_time_action.trigger()
    assert controller.undo_stack.undoText() == "Time of “Ledger and Line”"
    qtbot.waitUntil(lambda: view.is_current)
    assert start_of(view, LEDGER) == story_clock.minute_of(20, "Frost", 1850)
    assert canvas.order[-1] == LEDGER


def test_the_view_follows_edits_renames_and_the_calendar_file_but_not_each_keystroke(
    qtbot, timed_window, computed
):
    controller = timed_window.controller
    view = shown_timeline(qtbot, timed_window)
    controller.push(SetDocumentField(CH5, "when", "25 Frost 1850"), "when")
    qtbot.waitUntil(lambda: view.is_current and CH5 in view.canvas.order)
    controller.push(SetTitle(CH5, "The Marsh"), "rename")
    qtbot.waitUntil(lambda: view.is_current and "The Marsh" in view.canvas.describe(CH5))

    editor = timed_window.tabs.open(CORN, pinned=True)
    qtbot.waitUntil(lambda: view.is_current)
    worked_out = len(computed)
    editor.text_edit.setFocus()
    QTest.keyClicks(editor.text_edit, "Twelve")
    qtbot.waitUntil(lambda: view.is_current and len(computed) > worked_out)
    assert len(computed) == worked_out + 1  # once, after the typing, not six times

    worked_out = len(computed)
    (controller.root / "calendar.toml").write_text("[calendar]\nname = 'Aun'\n", "utf-8")
    qtbot.waitUntil(lambda: len(computed) > worked_out and view.is_current, timeout=5000)


def test_the_calendar_files_problem_is_said_plainly(qtbot, timed_window, monkeypatch):
    from dataclasses import replace

    from assistant.gui.timeline import timeline_view
    from assistant.world.clock.model import TimeProblem, TimeProblemKind

    def broken(world, root, *, stop=None):  # type: ignore[no-untyped-def]
        picture = story_clock.picture(world, root)
        problem = TimeProblem(TimeProblemKind.CALENDAR, text="line 3: a month of 0 days")
        timeline = replace(picture.timeline, problems=(*picture.timeline.problems, problem))
        return replace(picture, timeline=timeline)

    view = shown_timeline(qtbot, timed_window)
    assert view.problem_label.isHidden()
    monkeypatch.setattr(timeline_view, "picture_of", broken)
    (timed_window.controller.root / "calendar.toml").write_text("[calendar]\n", "utf-8")
    qtbot.waitUntil(lambda: not view.problem_label.isHidden(), timeout=5000)
    assert view.problem_label.text() == (
        "The calendar file cannot be used (line 3: a month of 0 days); the Gregorian calendar "
        "is used."
    )
    assert view.canvas.order  # the scenes are still shown, on the calendar used instead


def test_the_timeline_dock_is_kept_with_the_other_docks(qtbot, timed_window, window_settings):
    shown_timeline(qtbot, timed_window)
    controller = timed_window.controller
    root = controller.root
    timed_window.prompts.script("close_unsaved", True)
    timed_window.close()  # the layout is kept as the window closes
    controller.open(root)
    again = MainWindow(controller, window_settings, assistant_later=True)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.timeline.dock.isVisible()
    assert menu_action(again, "View", "Timeline").isChecked()
    again.prompts = ScriptedPrompts()  # type: ignore[assignment]
    again.prompts.script("close_unsaved", True)
    again.close()

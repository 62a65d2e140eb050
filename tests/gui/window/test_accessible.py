"""The window as a screen reader and the keyboard meet it: every control of the main window,
the assistant panel and the dialogs the menus open has a name a screen reader can say (its
own, its text, or its label's), and Tab goes through the window in reading order, from the
project tree on the left through the editor to the panes on the right."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from assistant.gui.editor.document_editor import ManuscriptEdit
from assistant.gui.window.main_window import MainWindow
from tests.gui.window.test_accelerators import _dialog_actions
from tests.gui.writer import answer_modal

INTERACTIVE = (
    QAbstractButton, QLineEdit, QTextEdit, QPlainTextEdit, QComboBox, QAbstractSpinBox,
    QAbstractItemView, QAbstractSlider, QTabBar,
)  # fmt: skip


def spoken_name(widget: QWidget) -> str:
    """What a screen reader says a widget is called (Qt's accessible name)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def _is_part_of_another(widget: QWidget) -> bool:
    """A spin box's or a combo box's own line edit: the box is what the reader announces."""
    return isinstance(widget.parentWidget(), QAbstractSpinBox | QComboBox)


def unnamed(root: QWidget) -> list[str]:
    """The controls in ``root`` a writer can Tab to that have no name to be read out (a
    combo box needs a name or a label: what it shows is its value)."""
    found = []
    for widget in root.findChildren(QWidget):
        if (
            not isinstance(widget, INTERACTIVE)
            or not widget.isVisible()
            or not widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            or _is_part_of_another(widget)
        ):
            continue
        if isinstance(widget, QTabBar):  # its tabs are what is read out
            named = all(widget.tabText(i).strip() for i in range(widget.count()))
        elif isinstance(widget, QComboBox) and not widget.accessibleName():
            # a combo box's own name is the value it shows; its label names it
            named = any(label.buddy() is widget for label in root.findChildren(QLabel))
        else:
            named = bool(spoken_name(widget))
        if not named:
            found.append(f"{type(widget).__name__}#{widget.objectName()}")
    return found


def _with_a_document(window: MainWindow) -> MainWindow:
    window.tabs.open(next(iter(window.controller.world.documents)), pinned=True)
    return window


def test_the_tree_and_the_question_box_have_names(main_window):
    window = _with_a_document(main_window)
    assert spoken_name(window.tree) == "Project tree"
    assert spoken_name(window.assistant_panel.question_edit) == "Question for the assistant"


def test_every_control_of_the_window_and_the_panel_has_a_name(main_window):
    window = _with_a_document(main_window)
    assert unnamed(window) == []


def test_every_control_of_the_dialogs_has_a_name(qtbot, main_window):
    window = _with_a_document(main_window)
    found: dict[str, list[str]] = {}
    for title, action in _dialog_actions(window).items():
        with answer_modal(qtbot, lambda dialog, t=title: found.__setitem__(t, unnamed(dialog))):
            action().trigger()
    assert len(found) == len(_dialog_actions(window)), "a dialog did not open"
    assert {title: names for title, names in found.items() if names} == {}


def _column(window: MainWindow, widget: QWidget) -> int:
    """0 left of the editor, 1 the editor, 2 right of it, 3 below: where the eye reads it
    (a pane's widgets by the side its dock is on, even behind another pane's tab)."""
    areas = {
        Qt.DockWidgetArea.LeftDockWidgetArea: 0,
        Qt.DockWidgetArea.RightDockWidgetArea: 2,
        Qt.DockWidgetArea.BottomDockWidgetArea: 3,
    }
    parent = widget
    while parent is not None:
        if isinstance(parent, QDockWidget):
            return areas[window.dockWidgetArea(parent)]
        parent = parent.parentWidget()
    middle = widget.mapTo(window, QPoint(widget.width() // 2, 0)).x()
    center = window.center.geometry()
    return 0 if middle < center.left() else 1 if middle <= center.right() else 2


def tab_stops(qtbot, start: QWidget) -> tuple[list[QWidget], QWidget]:
    """Where Tab takes the focus from ``start``, key by key, until it reaches the manuscript
    (which keeps Tab for indenting) or a stop seen before; the widget it stopped at comes
    second."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is start, timeout=2000)
    stops = [start]
    for _ in range(80):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        if focus is stops[-1]:
            continue  # Tab went from one link of a label to the next
        if focus in stops or isinstance(focus, ManuscriptEdit):
            return stops, focus
        stops.append(focus)
    raise AssertionError("Tab never came back")


def _said(stops: list[QWidget]) -> str:
    return "; ".join(spoken_name(stop) or type(stop).__name__ for stop in stops)


def test_tab_reads_the_window_from_left_to_right(qtbot, main_window):
    window = _with_a_document(main_window)
    window.activateWindow()
    editor = window.tabs.current_editor()
    # from the tree into the document: the left, then the editor's tabs, title and fields
    stops, reached = tab_stops(qtbot, window.tree)
    assert reached is editor.text_edit, _said(stops)
    in_editor = [window.tabs.tabBar(), editor.title_field, editor.fields.toggle]
    assert [stop for stop in stops if stop in in_editor] == in_editor, _said(stops)
    columns = [_column(window, stop) for stop in stops]
    assert columns == sorted(columns) and max(columns) == 1, _said(stops)
    # View ▸ Go to Assistant, then Tab through the panes on the right and round to the tree
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    question = window.assistant_panel.question_edit
    assert QApplication.focusWidget() is question
    stops, _reached = tab_stops(qtbot, question)
    assert window.tree in stops, _said(stops)
    right = stops[: stops.index(window.tree)]
    assert min(_column(window, stop) for stop in right) == 2, _said(stops)
    # and back: Shift+Tab from the tree goes to the right, not into the editor
    window.tree.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(window.tree, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    before_tree = QApplication.focusWidget()
    assert _column(window, before_tree) >= 2, _said([before_tree])

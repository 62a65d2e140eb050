"""Tab through the main window in reading order: the panes on the left (the project tree
first), then the editor (its tabs, the document's title, its fields, its text), then the
panes on the right (the assistant, the inspector), then those at the bottom; after the last
one Tab comes back to the tree.

Qt's own order is the order the widgets were made in, which put the tree last; and
``QWidget.setTabOrder`` moves a container's widgets along with it, so the window asks
:func:`next_stop` each time Tab or Shift+Tab is pressed instead.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QTabBar, QWidget

_AREA_RANK = {
    Qt.DockWidgetArea.LeftDockWidgetArea: 0,
    Qt.DockWidgetArea.TopDockWidgetArea: 1,
    Qt.DockWidgetArea.RightDockWidgetArea: 2,
    Qt.DockWidgetArea.BottomDockWidgetArea: 3,
}
_CENTER = 1


def _rank(window: QMainWindow, widget: QWidget) -> int:
    """Where the eye reads ``widget``: 0 left, 1 the middle, 2 right, 3 below."""
    parent: QWidget | None = widget
    while parent is not None and parent is not window:
        if isinstance(parent, QDockWidget):
            return _AREA_RANK.get(window.dockWidgetArea(parent), _CENTER)
        parent = parent.parentWidget()
    if widget.parentWidget() is window:  # the tab bars of docks stacked on one another
        middle = widget.mapTo(window, QPoint(widget.width() // 2, 0)).x()
        center = window.centralWidget().geometry()
        if middle < center.left():
            return 0
        return 2 if middle > center.right() else _CENTER
    return _CENTER


def _tab_stops(window: QMainWindow) -> list[QWidget]:
    """The window's widgets Tab can stop at, in the order they were made (Qt's own order
    for Tab). A widget that hands the focus on to another (the editors' tab widget) is
    left out: the one it hands it to is there itself; so is the tab bar of a dock area
    with one pane or none (nothing to switch to)."""
    return [
        widget
        for widget in window.findChildren(QWidget)
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.focusProxy() is None
        and widget.window() is window
        and not (isinstance(widget, QTabBar) and widget.parentWidget() is window
                 and widget.count() < 2)
    ]


def reading_order(window: QMainWindow, first: QWidget, editor: list[QWidget]) -> list[QWidget]:
    """Every tab stop of ``window``: ``first`` (the tree) and the rest of the left, then
    ``editor`` (the tabs and the document in front) and the rest of the middle, then the
    right and the bottom."""
    chosen = [first, *editor]
    others = [widget for widget in _tab_stops(window) if widget not in chosen]
    ranked = sorted(others, key=lambda widget: _rank(window, widget))  # stable: Qt's order
    left = [widget for widget in ranked if _rank(window, widget) == 0]
    rest = [widget for widget in ranked if _rank(window, widget) > 0]
    return [first, *left, *editor, *rest]


def next_stop(
    window: QMainWindow, first: QWidget, editor: list[QWidget], *, forward: bool
) -> QWidget | None:
    """Where Tab (or Shift+Tab) goes from the focus now, in :func:`reading_order`, skipping
    what is hidden or disabled; None when the focus is not at one of the window's stops."""
    stops = [
        widget
        for widget in reading_order(window, first, editor)
        if widget.isVisibleTo(window) and widget.isEnabled()
    ]
    current = QApplication.focusWidget()
    while current is not None and current not in stops:
        current = current.parentWidget()  # a part of a stop: a combo box's line edit
    if current is None or not stops:
        return None
    step = 1 if forward else -1
    return stops[(stops.index(current) + step) % len(stops)]

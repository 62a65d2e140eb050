"""Settings on a small screen: opening Costs and budget never pushes Save and Cancel off it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QPushButton

from assistant.gui.settings.dialog import SettingsDialog


def _on_screen(widget, screen: QRect) -> bool:
    top_left = widget.mapToGlobal(QPoint(0, 0))
    return screen.contains(QRect(top_left, widget.size()))


def test_costs_and_budget_opened_keeps_the_buttons_on_a_small_screen(qtbot, main_window):
    main_window.menus.settings_action.trigger()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in main_window.findChildren(SettingsDialog)))
    dialog = next(d for d in main_window.findChildren(SettingsDialog) if d.isVisible())
    screen = dialog.screen().availableGeometry()
    before = dialog.height()
    toggle = dialog.cost_group.toggle
    dialog.scroll.ensureWidgetVisible(toggle)
    qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert before + dialog.cost_group.sizeHint().height() > screen.height()  # a small screen
    # the section opens: the window grows to the screen's height, and the rest scrolls
    qtbot.waitUntil(lambda: dialog.scroll.verticalScrollBar().maximum() > 0)
    assert screen.contains(dialog.frameGeometry())  # the whole window is in sight
    for button in dialog.buttons.buttons():
        assert _on_screen(button, screen), button.text()
    # nothing is cut at the right: every button of the form lies whole inside the window
    viewport = dialog.scroll.viewport()
    for button in dialog.body.findChildren(QPushButton):
        if button.isVisible():
            right = button.mapTo(viewport, QPoint(button.width(), 0)).x()
            assert right <= viewport.width(), button.text()
    # what does not fit scrolls into view: the last field of the opened section
    last = dialog.editor_group
    dialog.scroll.ensureWidgetVisible(last)
    assert dialog.scroll.viewport().rect().intersects(
        QRect(last.mapTo(dialog.scroll.viewport(), QPoint(0, 0)), last.size()))
    dialog.reject()

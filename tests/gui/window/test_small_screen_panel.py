"""At 1024x700 the assistant panel keeps its height, and its Send button, when the outliner
opens: the outliner goes under the editor, not under the panel (N21)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect


def _whole_in(widget, outer) -> bool:
    rect = QRect(widget.mapTo(outer, QPoint(0, 0)), widget.size())
    return outer.rect().contains(rect) and widget.height() >= widget.sizeHint().height()


def test_the_panel_keeps_its_height_with_the_outliner_open_at_1024x700(qtbot, main_window):
    window = main_window
    window.resize(1024, 700)
    panel = window.assistant_panel
    qtbot.waitUntil(lambda: window.height() <= 700 and panel.isVisible())
    before = panel.height()
    window.writing_tools.outliner_action.trigger()  # View ▸ Outliner
    outliner = window.writing_tools.outliner
    qtbot.waitExposed(outliner.table)
    assert panel.height() >= before - 4, (before, panel.height())
    assert _whole_in(panel.send_button, panel)
    assert outliner.width() >= 400  # still wide enough to plan in

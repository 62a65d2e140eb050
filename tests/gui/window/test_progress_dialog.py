"""Writing ▸ Writing Progress… with a character's tab in front: no stray field over the
chart (N6)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QSpinBox, QWidget

from assistant.gui.window.progress_view import WritingProgressDialog

MARA = "e-470dba0693"


def _rect_in(dialog: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())


def test_writing_progress_over_an_entity_shows_no_stray_target_field(qtbot, main_window):
    main_window.tabs.open(MARA, pinned=True, focus=True)
    main_window.writing_tools.progress_action.trigger()  # Writing ▸ Writing Progress…
    dialog = main_window.findChild(WritingProgressDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    chart = _rect_in(dialog, dialog.chart)
    spins = [spin for spin in dialog.findChildren(QSpinBox) if spin.isVisible()]
    assert len(spins) == 2  # the project's target and the session's
    for spin in spins:
        assert not chart.intersects(_rect_in(dialog, spin)), spin.specialValueText()
    dialog.reject()

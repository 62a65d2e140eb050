"""The dark theme's check boxes show whether they are ticked: the frame of an unticked box
stands out from the window (3:1, as for any control), in a dialog and in a list (N12)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QListWidget, QStyle, QStyleOptionButton, QWidget

from assistant.gui.settings.appearance import contrast
from assistant.gui.transfer.export_dialog import ExportDialog


def _dark(qtbot, main_window, widget: QWidget) -> None:
    """View ▸ Theme ▸ Dark, and wait until ``widget`` has the dark palette (it reaches the
    widgets through the event loop)."""
    main_window.writing_tools.theme_actions["dark"].trigger()
    dark = QApplication.palette().color(QPalette.ColorRole.Window)
    qtbot.waitUntil(lambda: widget.palette().color(QPalette.ColorRole.Window) == dark)


def _stands_out(widget: QWidget, rect: QRect, background: QColor) -> bool:
    """Whether some pixel of ``rect`` in ``widget`` stands out from ``background``."""
    image: QImage = widget.grab().toImage()
    ratio = image.width() / max(1, widget.width())
    return any(
        contrast(image.pixelColor(int(x * ratio), int(y * ratio)), background) >= 3
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def test_an_unticked_box_shows_in_find_in_project(qtbot, main_window):
    try:
        main_window.menus.find_in_project_action.trigger()  # Edit ▸ Find in Project…
        box = main_window.project_search.word_box
        qtbot.waitExposed(box)
        _dark(qtbot, main_window, box)
        assert not box.isChecked()
        option = QStyleOptionButton()
        box.initStyleOption(option)
        indicator = box.style().subElementRect(
            QStyle.SubElement.SE_CheckBoxIndicator, option, box
        )
        window_colour = box.palette().color(QPalette.ColorRole.Window)
        assert _stands_out(box, indicator, window_colour)
    finally:
        main_window.writing_tools.theme_actions["light"].trigger()


def test_an_unticked_status_shows_in_the_export_dialog(qtbot, main_window):
    try:
        main_window.keeping.export.trigger()  # File ▸ Export Manuscript…
        dialog = main_window.findChild(ExportDialog)
        assert dialog is not None
        qtbot.waitExposed(dialog)
        statuses = dialog.findChild(QListWidget, "skipStatuses")
        _dark(qtbot, main_window, statuses)
        item = statuses.item(0)
        assert item.checkState() == Qt.CheckState.Unchecked
        row = statuses.visualItemRect(item)
        box = QRect(row.left(), row.top(), row.height(), row.height())  # the box leads the row
        base = statuses.palette().color(QPalette.ColorRole.Base)
        assert _stands_out(statuses.viewport(), box, base)
        dialog.reject()
    finally:
        main_window.writing_tools.theme_actions["light"].trigger()

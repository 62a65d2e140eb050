"""Keeping a window inside its screen: a window taller than a short screen is shrunk, and one
placed partly off the screen (by the window manager or a remembered position) is moved back,
so its last buttons stay in sight."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget


def _frame_extra(window: QWidget) -> tuple[int, int]:
    """How much wider and taller the window is with its frame: its own once it is shown,
    else its parent's (the frame the window manager will most likely give it)."""
    for widget in (window, window.parentWidget()):
        if widget is None or not widget.isVisible():
            continue
        frame, inner = widget.frameGeometry(), widget.geometry()
        if frame.height() > inner.height():
            return frame.width() - inner.width(), frame.height() - inner.height()
    return 0, 0


def keep_on_screen(window: QWidget) -> None:
    """Shrink ``window`` to its screen's available area if need be, and move it so that all
    of it, frame included, lies within that area. Before the first show, it is placed over
    its parent (centred, then kept inside the screen)."""
    parent = window.parentWidget()
    screen = (parent or window).screen() if not window.isVisible() else window.screen()
    if screen is None:
        return
    area = screen.availableGeometry()
    extra_w, extra_h = _frame_extra(window)
    width = max(window.minimumWidth(), min(window.width(), area.width() - extra_w))
    height = max(window.minimumHeight(), min(window.height(), area.height() - extra_h))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    if window.isVisible():
        frame = window.frameGeometry()
    else:
        frame = QRect(0, 0, width + extra_w, height + extra_h)
        if parent is not None:
            frame.moveCenter(parent.frameGeometry().center())
        else:
            frame.moveCenter(area.center())
    x = min(max(frame.left(), area.left()), area.left() + area.width() - frame.width())
    y = min(max(frame.top(), area.top()), area.top() + area.height() - frame.height())
    if (x, y) != (frame.left(), frame.top()) or not window.isVisible():
        window.move(max(x, area.left()), max(y, area.top()))

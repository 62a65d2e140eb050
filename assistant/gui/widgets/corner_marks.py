"""Icons with a small mark painted on them: the padlock of private things, the books of a
series' entities. Each mark is a drawing function; its icons are made once per icon."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

Draw = Callable[[QPainter, QRectF], None]
"""Draws a mark filling a box."""


def mark_alone(draw: Draw, box: QRectF, size: int = 16) -> QIcon:
    """The mark alone, drawn in ``box`` of a ``size``-pixel icon."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, box)
    painter.end()
    return QIcon(pixmap)


class MarkedIcons:
    """Each icon with the mark in a corner of its 16-pixel picture, on a light rounded
    ``backing`` so that it reads on any icon; made once per icon. No icon: ``alone``."""

    def __init__(
        self, draw: Draw, backing: QRectF, box: QRectF, alone: Callable[[], QIcon], opacity: int
    ) -> None:
        self._draw = draw
        self._backing = backing
        self._box = box
        self._alone = alone
        self._opacity = opacity
        self._made: dict[int, QIcon] = {}

    def of(self, icon: QIcon | None) -> QIcon:
        if icon is None:
            return self._alone()
        key = icon.cacheKey()
        made = self._made.get(key)
        if made is None:
            pixmap = icon.pixmap(16, 16).copy()
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, self._opacity))
            painter.drawRoundedRect(self._backing, 2, 2)
            self._draw(painter, self._box)
            painter.end()
            made = self._made[key] = QIcon(pixmap)
        return made


__all__ = ["Draw", "MarkedIcons", "mark_alone"]

"""A row of widgets that wraps onto the next line when the panel is too narrow for it.

The assistant panel is a narrow dock, and captions are much longer in German or French than
in English: a row of buttons that cannot wrap makes the panel wider than its dock, and its
right edge disappears under the scroll bar. :class:`FlowLayout` lays its widgets out left to
right and starts a new line when the next one does not fit; widgets added with
``push=True`` go to the right end of their line (like a stretch before them in a box
layout).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class FlowLayout(QLayout):
    """Left to right, wrapping; see the module doc."""

    def __init__(self, parent: QWidget | None = None, *, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._pushed: set[int] = set()
        self._spacing = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def add(self, widget: QWidget, *, push: bool = False) -> None:
        """Add ``widget``; with ``push`` it starts the part of its line kept to the right."""
        self.addChildWidget(widget)
        item = QWidgetItem(widget)
        if push:
            self._pushed.add(id(item))
        self._items.append(item)
        self.invalidate()

    # -- QLayout ------------------------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if 0 <= index < len(self._items):
            item = self._items.pop(index)
            self._pushed.discard(id(item))
            return item
        return None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, apply=True)

    def sizeHint(self) -> QSize:
        width = sum(i.sizeHint().width() for i in self._shown()) + self._spacing * max(
            0, len(self._shown()) - 1
        )
        height = max((i.sizeHint().height() for i in self._shown()), default=0)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(), height + margins.top()
                     + margins.bottom())  # fmt: skip

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    # -- inside -------------------------------------------------------------------------------

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _place(self, rect: QRect, *, apply: bool) -> int:
        """Lay the items out in ``rect`` (only measure unless ``apply``); the height used."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            width = min(item.sizeHint().width(), area.width())
            needed = width if not lines[-1] else used + self._spacing + width
            if lines[-1] and needed > area.width():
                lines.append([])
                needed = width
            lines[-1].append(item)
            used = needed
        y = area.y()
        for line in lines:
            if not line:
                continue
            height = max(item.sizeHint().height() for item in line)
            widths = [min(item.sizeHint().width(), area.width()) for item in line]
            free = area.width() - sum(widths) - self._spacing * (len(line) - 1)
            x = area.x()
            for item, width in zip(line, widths, strict=True):
                if id(item) in self._pushed:
                    x += max(0, free)
                    free = 0
                if apply:
                    item.setGeometry(QRect(QPoint(x, y), QSize(width, height)))
                x += width + self._spacing
            y += height + self._spacing
        return y - self._spacing - rect.y() + margins.bottom() if y > area.y() else 0


__all__ = ["FlowLayout"]

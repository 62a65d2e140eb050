"""Statuses with colours as the app shows them: names in the writer's language, colour marks
in the project tree, and the choices an editor of a document's status offers.

The statuses themselves live in the project (``world.settings.statuses``); this module only
shows them. The four a new project starts with are named in English by Quire; they are
shown in the writer's language in a project written in another language, where the English
names can only be Quire's. In a project written in English the statuses are the project's
own words, like its titles, and shown as they are (the English sample reads "first draft",
"to revise" and "revised" side by side, never half translated).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QToolTip, QWidget

from assistant.gui.project.project_tree import KEY_ROLE
from assistant.world.model import World


def status_label(name: str, world: World | None) -> str:
    """A status's name as the writer reads it in ``world`` (see the module's docstring)."""
    if world is not None and world.meta.language.casefold().startswith("en"):
        return name
    labels = {
        "idea": QCoreApplication.translate("Statuses", "idea"),
        "draft": QCoreApplication.translate("Statuses", "draft"),
        "revised": QCoreApplication.translate("Statuses", "revised"),
        "final": QCoreApplication.translate("Statuses", "final"),
    }
    return labels.get(name, name)


def status_names(world: World, current: str = "") -> list[str]:
    """The statuses a document can be given, in order; ``current`` too if not among them."""
    names = [status.name for status in world.settings.statuses]
    if current and current not in names:
        names.append(current)
    return names


def status_color(world: World | None, name: str) -> QColor | None:
    if world is None or not name:
        return None
    status = world.settings.status(name)
    return QColor(status.color) if status is not None else None


def paint_status_pill(
    painter: QPainter, rect: QRect, label: str, color: QColor, *, right: bool = True,
    max_width: int | None = None,
) -> int:
    """A small rounded label (a status's, as :func:`status_label` words it) in the status
    colour; returns the width it took."""
    metrics = QFontMetrics(painter.font())
    room = max(24, rect.width() // 2) if max_width is None else max_width
    width = min(metrics.horizontalAdvance(label) + 12, room)
    height = min(rect.height() - 4, metrics.height() + 2)
    left = rect.right() - width - 4 if right else rect.left()
    pill = QRectF(left, rect.top() + (rect.height() - height) / 2, width, height)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawRoundedRect(pill, height / 2, height / 2)
    painter.setPen(QColor("#ffffff") if color.lightnessF() < 0.62 else QColor("#1a1a1a"))
    text = metrics.elidedText(label, Qt.TextElideMode.ElideRight, width - 8)
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    return width + 8


MIN_PILL = 36
"""The narrowest status label worth drawing (a few letters); below it, a dot."""
DOT = 9


class TreeStatusDelegate(QStyledItemDelegate):
    """Draws each document's status, in its colour, at the right end of its row."""

    def __init__(self, tree: QWidget, world_of: Callable[[], World | None]) -> None:
        super().__init__(tree)
        self._world_of = world_of

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        world = self._world_of()
        key = index.data(KEY_ROLE) if world is not None else None
        document = world.documents.get(key) if world is not None and key else None
        color = status_color(world, document.status) if document is not None else None
        if document is None or color is None:
            super().paint(painter, option, index)
            return
        title, badge = self.split(option, index)
        narrowed = QStyleOptionViewItem(option)
        narrowed.rect = QRect(option.rect)
        narrowed.rect.setRight(option.rect.left() + title - 1)
        super().paint(painter, narrowed, index)
        if badge >= MIN_PILL + 8:
            paint_status_pill(painter, option.rect, status_label(document.status, world), color,
                              max_width=badge - 8)
        else:  # no room for a word: the status's colour as a dot (its name is in the tooltip)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            size = DOT
            painter.drawEllipse(
                QRectF(option.rect.right() - size - 4,
                       option.rect.center().y() - size / 2 + 1, size, size)
            )  # fmt: skip
            painter.restore()

    def helpEvent(self, event, view, option, index) -> bool:
        """The row's tooltip names the status too (a narrow row shows it only as a dot)."""
        world = self._world_of()
        key = index.data(KEY_ROLE) if world is not None else None
        document = world.documents.get(key) if world is not None and key else None
        if event.type() == QEvent.Type.ToolTip and document is not None and document.status:
            tip = index.data(Qt.ItemDataRole.ToolTipRole) or ""
            named = "\n".join([tip, status_label(document.status, world)]).strip()
            QToolTip.showText(event.globalPos(), named, view)
            return True
        return super().helpEvent(event, view, option, index)

    def split(self, option: QStyleOptionViewItem, index: QModelIndex) -> tuple[int, int]:
        """How a row's width is shared between its title and its status: the title first,
        whole if it can be; the status gets what is left, as a label (cut short if need be)
        or, with less room than a short label, as a dot of its colour."""
        world = self._world_of()
        key = index.data(KEY_ROLE) if world is not None else None
        document = world.documents.get(key) if world is not None and key else None
        width = option.rect.width()
        if document is None or status_color(world, document.status) is None:
            return width, 0
        metrics = QFontMetrics(option.font)
        full = metrics.horizontalAdvance(status_label(document.status, world)) + 20
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        needed = super().sizeHint(shown, index).width() + 4
        badge = max(DOT + 8, min(full, width - needed))
        if badge < MIN_PILL + 8:
            badge = DOT + 8
        return width - badge, badge

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

from PySide6.QtCore import QCoreApplication, QModelIndex, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

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
    painter: QPainter, rect: QRect, label: str, color: QColor, *, right: bool = True
) -> int:
    """A small rounded label (a status's, as :func:`status_label` words it) in the status
    colour; returns the width it took."""
    metrics = QFontMetrics(painter.font())
    width = min(metrics.horizontalAdvance(label) + 12, max(24, rect.width() // 2))
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
        metrics = QFontMetrics(option.font)
        label = status_label(document.status, world)
        label_width = metrics.horizontalAdvance(label)
        taken = min(label_width + 20, option.rect.width() // 2)
        narrowed = QStyleOptionViewItem(option)
        narrowed.rect = QRect(option.rect)
        narrowed.rect.setRight(option.rect.right() - taken)
        super().paint(painter, narrowed, index)
        paint_status_pill(painter, option.rect, label, color)

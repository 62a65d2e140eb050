"""The private mark in the app: a lock on what never leaves this computer, its tooltip, and
the checkable Private action of the tree (its context menu and the Project menu).

Marking is one edit (:mod:`assistant.world.edits.privacy`) pushed as one undo step; what is
private and why (a folder around it) is :mod:`assistant.world.privacy.material`'s to say.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QIcon, QPainter, QPainterPath, QPen

from assistant.gui.widgets.corner_marks import MarkedIcons, mark_alone
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.privacy.material import entity_is_private, node_is_private

if TYPE_CHECKING:
    from assistant.world.edits import Edit

_LOCK = QColor("#6d5a8c")


def private_tooltip() -> str:
    """The words every private thing's tooltip adds."""
    return QCoreApplication.translate("PrivateMark", "Private: never sent to a cloud model")


def is_private(world: World, key: str) -> bool:
    """Whether the tree item ``key`` is private: marked itself, or inside a private folder."""
    return node_is_private(world, key) or entity_is_private(world, key)


def draw_lock(painter: QPainter, box: QRectF, color: QColor = _LOCK) -> None:
    """A small padlock filling ``box``: a shackle over a body with a keyhole."""
    width, height = box.width(), box.height()
    pen = QPen(color, max(1.2, width / 7))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QPainterPath()
    left, right = box.left() + width * 0.25, box.right() - width * 0.25
    top, middle = box.top() + height * 0.08, box.top() + height * 0.5
    shackle.moveTo(left, middle)
    shackle.lineTo(left, top + width * 0.25)
    shackle.arcTo(QRectF(left, top, right - left, (right - left)), 180, -180)
    shackle.lineTo(right, middle)
    painter.drawPath(shackle)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    body = QRectF(box.left() + width * 0.1, middle - height * 0.04, width * 0.8, height * 0.5)
    painter.drawRoundedRect(body, width * 0.1, width * 0.1)
    painter.setBrush(QColor("white"))
    painter.drawEllipse(QPointF(body.center().x(), body.center().y()), width * 0.09, width * 0.09)


def lock_icon(size: int = 16) -> QIcon:
    """The padlock alone."""
    return mark_alone(draw_lock, QRectF(1, 0, size - 2, size), size)


class LockedIcons(MarkedIcons):
    """Each kind's icon with a padlock in its corner, made once per icon."""

    def __init__(self) -> None:
        super().__init__(draw_lock, QRectF(7, 6, 9, 10), QRectF(7.5, 6, 8.5, 10), lock_icon, 220)


class PrivateAction(QObject):
    """The checkable **Private** action for what is selected in the tree: ticked when the
    current item is marked private itself; triggering it marks every selected document,
    folder and entity private, or (when the current one is marked) takes the mark away."""

    def __init__(self, controller: ProjectView, view: object, parent: QObject) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = view  # ProjectTreeView: current_key(), selected_keys()
        self.action = QAction(self.tr("Private"), parent)
        self.action.setObjectName("privateAction")
        self.action.setCheckable(True)
        self.action.setToolTip(private_tooltip())
        self.action.setStatusTip(private_tooltip())
        self.action.triggered.connect(lambda _checked=False: self.toggle())
        self.sync()

    def _things(self, world: World) -> list[str]:
        keys = self.view.selected_keys()  # type: ignore[attr-defined]
        return [k for k in keys if k in world.documents or k in world.folders
                or k in world.entities]  # fmt: skip

    def _marked(self, world: World, key: str) -> bool:
        thing = world.documents.get(key) or world.folders.get(key) or world.entities.get(key)
        return thing is not None and thing.private

    def sync(self) -> None:
        """Tick and enable the action for the tree's current item."""
        world = self.controller.world
        key = self.view.current_key()  # type: ignore[attr-defined]
        usable = world is not None and key is not None and bool(self._things(world))
        self.action.setEnabled(usable)
        self.action.setChecked(bool(usable and world and key and self._marked(world, key)))

    def toggle(self) -> bool:
        """Mark what is selected private, or unmark it, as one undo step."""
        world = self.controller.world
        key = self.view.current_key()  # type: ignore[attr-defined]
        if world is None or key is None:
            self.sync()
            return False
        keys = self._things(world)
        if not keys:
            self.sync()
            return False
        private = not self._marked(world, key)
        edits: list[Edit] = [
            world_edits.SetPrivate(k, private) for k in keys if self._marked(world, k) != private
        ]
        title = _title(world, key)
        label = (
            self.tr("Mark “%1” private") if private else self.tr("Mark “%1” not private")
        ).replace("%1", title)
        try:
            edit = edits[0] if len(edits) == 1 else world_edits.CompoundEdit(tuple(edits))
            self.controller.push(edit, label)
        except (EditError, IndexError):
            self.sync()
            return False
        self.sync()
        return True


def _title(world: World, key: str) -> str:
    entity = world.entities.get(key)
    if entity is not None:
        return entity.name
    node = world.node(key)
    return node.title if node is not None else key


__all__ = ["LockedIcons", "PrivateAction", "draw_lock", "is_private", "lock_icon",
           "private_tooltip"]  # fmt: skip

"""The series mark in the app: a small stack of books on a series entity's icon, and the
tree's **Share with the Series** and **Keep a Copy in This Book Only** actions.

Sharing and unsharing are the core's edits (:class:`~assistant.world.edits.ShareEntity`,
:class:`~assistant.world.edits.UnshareEntity`), each pushed as one undo step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QIcon, QPainter

from assistant.gui.series.series_words import series_title, series_tooltip
from assistant.gui.widgets.corner_marks import MarkedIcons, mark_alone
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.errors import EditError
from assistant.world.model import World

if TYPE_CHECKING:
    from assistant.world.edits import Edit

_SPINES = (QColor("#2f6f8f"), QColor("#8f5a2f"), QColor("#4f7f3f"))


def draw_books(painter: QPainter, box: QRectF) -> None:
    """Three book spines side by side filling ``box``: the series' mark."""
    painter.setPen(Qt.PenStyle.NoPen)
    width = box.width() / 3
    for number, color in enumerate(_SPINES):
        top = box.top() + (box.height() * 0.18 if number == 1 else 0)
        spine = QRectF(box.left() + number * width + 0.3, top, width - 0.6, box.bottom() - top)
        painter.setBrush(color)
        painter.drawRoundedRect(spine, 0.6, 0.6)


def books_icon(size: int = 16) -> QIcon:
    """The series' mark alone (the editor's badge and the series dialog)."""
    return mark_alone(draw_books, QRectF(size * 0.15, size * 0.1, size * 0.7, size * 0.8), size)


class SeriesIcons(MarkedIcons):
    """Each kind's icon with the series' mark in its lower left corner, made once per icon."""

    def __init__(self) -> None:
        super().__init__(draw_books, QRectF(0, 7, 9, 9), QRectF(0.5, 8, 8, 7.5), books_icon, 230)


def is_series_entity(world: World, key: str) -> bool:
    """Whether the tree item ``key`` is one of the series' entities."""
    return world.series.owns(key)


def series_mark_tip(world: World, key: str) -> str | None:
    """The line a series entity's tooltip adds (None for anything else)."""
    return series_tooltip(world) if world.series.owns(key) else None


class SeriesActions(QObject):
    """The tree's two series actions for its current entity: **Share with the Series** for
    one of the book's own (while the series can be read), **Keep a Copy in This Book Only**
    for one of the series'. Only the one that applies is offered (see :meth:`for_key`)."""

    def __init__(self, controller: ProjectView, view: object, parent: QObject) -> None:
        super().__init__(parent)
        self.controller = controller
        self.view = view  # ProjectTreeView: current_key()
        self.share = QAction(self.tr("Share with the Series"), parent)
        self.share.setObjectName("shareWithSeriesAction")
        self.share.triggered.connect(lambda _checked=False: self.share_current())
        self.keep_own = QAction(self.tr("Keep a Copy in This Book Only"), parent)
        self.keep_own.setObjectName("keepInBookAction")
        self.keep_own.triggered.connect(lambda _checked=False: self.keep_current())

    def for_key(self, key: str | None) -> list[QAction]:
        """The series action a context menu on ``key`` offers (none when the book belongs to
        no series, or ``key`` is not an entity), its tooltip naming the series."""
        world = self.controller.world
        if world is None or key is None or key not in world.entities or not world.meta.series:
            return []
        if world.series.owns(key):
            self.keep_own.setToolTip(
                self.tr("This book keeps its own copy of it, as it holds here; the series and "
                        "its other books keep theirs.")
            )
            self.keep_own.setEnabled(not world.is_trashed(key))
            return [self.keep_own]
        self.share.setEnabled(world.series.readable and not world.is_trashed(key))
        self.share.setToolTip(
            self.tr("Every book of the series “%1” will show it.").replace(
                "%1", series_title(world)
            )
            if world.series.readable
            else self.tr("The series cannot be read now.")
        )
        return [self.share]

    def share_current(self) -> bool:
        """Make the tree's current entity the series' (one undo step)."""
        world, key = self._current()
        if world is None or key is None or world.series.owns(key):
            return False
        name = world.entities[key].name
        label = self.tr("Share “%1” with the series").replace("%1", name)
        return self._push(world_edits.ShareEntity(key), label)

    def keep_current(self) -> bool:
        """Make the tree's current series entity this book's own (one undo step)."""
        world, key = self._current()
        if world is None or key is None or not world.series.owns(key):
            return False
        name = world.entities[key].name
        return self._push(
            world_edits.UnshareEntity(key),
            self.tr("Keep “%1” in this book only").replace("%1", name),
        )

    def _current(self) -> tuple[World | None, str | None]:
        world = self.controller.world
        key = self.view.current_key()  # type: ignore[attr-defined]
        if world is None or key is None or key not in world.entities:
            return world, None
        return world, key

    def _push(self, edit: Edit, label: str) -> bool:
        try:
            self.controller.push(edit, label)
        except EditError as error:
            status = getattr(self.view.window(), "statusBar", None)  # type: ignore[attr-defined]
            if status is not None:
                status().showMessage(
                    self.tr("That change was not possible: %1").replace("%1", str(error)), 8000
                )
            return False
        return True


__all__ = [
    "SeriesActions",
    "SeriesIcons",
    "books_icon",
    "draw_books",
    "is_series_entity",
    "series_mark_tip",
]

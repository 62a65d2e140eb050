"""The corkboard: the documents of one part or chapter as index cards.

Each card shows the title, the synopsis and the status's colour. Dragging a card onto another
puts it before that one (an undo step); double-clicking opens the document. The board shows
the folder selected in the project tree (or the folder of the selected document).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QMimeData,
    QModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QDropEvent, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.project.chapter_text import own_document, shown_title
from assistant.gui.project.node_moves import MIME, dropped_node, move_before, node_mime
from assistant.gui.project.statuses import paint_status_pill, status_color, status_label
from assistant.gui.window.project_view import ProjectView
from assistant.world.edits.changes import ChangeSummary
from assistant.world.model import Document, NodeId, World
from assistant.world.progress import words_of

CARD = QSize(220, 150)
ID_ROLE = Qt.ItemDataRole.UserRole + 40
SYNOPSIS_ROLE = Qt.ItemDataRole.UserRole + 41
STATUS_ROLE = Qt.ItemDataRole.UserRole + 42


class CardModel(QAbstractListModel):
    """The children of one folder (or of the top level) as cards."""

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.folder_id: NodeId | None = None
        self._ids: tuple[NodeId, ...] = ()
        controller.world_changed.connect(self._on_world_changed)
        controller.project_opened.connect(lambda: self.show_folder(None))
        controller.project_closed.connect(lambda: self.show_folder(None))

    def show_folder(self, folder_id: NodeId | None) -> None:
        self.beginResetModel()
        self.folder_id = folder_id
        self._ids = self._children(self.controller.world)
        self.endResetModel()

    def _children(self, world: World | None) -> tuple[NodeId, ...]:
        if world is None:
            return ()
        if self.folder_id is not None and (
            self.folder_id not in world.folders or not world.in_tree(self.folder_id)
        ):
            self.folder_id = None
        return world.children(self.folder_id)

    def _on_world_changed(self, world: World, _change: ChangeSummary | None) -> None:
        ids = self._children(world)
        if ids != self._ids:
            self.beginResetModel()
            self._ids = ids
            self.endResetModel()
        elif self._ids:
            self.dataChanged.emit(self.index(0), self.index(len(self._ids) - 1))

    def node_id(self, row: int) -> NodeId:
        return self._ids[row]

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        world = self.controller.world
        if not index.isValid() or world is None:
            return None
        node = world.node(self._ids[index.row()])
        if node is None:
            return None
        if role == ID_ROLE:
            return node.id
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return shown_title(world, node.id)
        own = own_document(world, node.id)
        if role == STATUS_ROLE:
            return own.status if own is not None else ""
        if role == SYNOPSIS_ROLE:  # None: a folder with no synopsis (its card counts items)
            if own is not None and (own.synopsis or isinstance(node, Document)):
                return own.synopsis
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return (own.synopsis if own is not None else "") or node.title
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemIsDropEnabled
        )

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, indexes) -> QMimeData:
        return node_mime(self._ids[indexes[0].row()]) if indexes else QMimeData()

    def move_before(self, node_id: NodeId, target_id: NodeId | None) -> bool:
        """Put card ``node_id`` before ``target_id`` (at the end when None): an undo step."""
        if node_id not in self._ids:
            return False
        return move_before(self.controller, node_id, target_id, self.folder_id)


class CardDelegate(QStyledItemDelegate):
    """Paints an index card: a status stripe, the title, the synopsis."""

    def __init__(self, model: CardModel, parent: QWidget) -> None:
        super().__init__(parent)
        self._model = model

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        return CARD

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        world = self._model.controller.world
        node = world.node(index.data(ID_ROLE)) if world is not None else None
        if node is None:
            return
        palette = option.palette
        rect = option.rect.adjusted(6, 6, -6, -6)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        border = palette.color(
            QPalette.ColorRole.Highlight if selected else QPalette.ColorRole.Mid
        )
        painter.setPen(border)
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(rect, 6, 6)
        status = index.data(STATUS_ROLE) or ""
        color = status_color(world, status)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color if color is not None else palette.color(QPalette.ColorRole.Mid))
        painter.drawRoundedRect(QRect(rect.left(), rect.top(), rect.width(), 6), 3, 3)
        inner = rect.adjusted(10, 14, -10, -8)
        title_font = QFont(option.font)
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        metrics = QFontMetrics(title_font)
        title = metrics.elidedText(
            index.data(Qt.ItemDataRole.DisplayRole), Qt.TextElideMode.ElideRight, inner.width()
        )
        painter.drawText(inner.left(), inner.top() + metrics.ascent(), title)
        painter.setFont(option.font)
        text = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        painter.setPen(
            QColor(
                (text.red() * 3 + base.red()) // 4,
                (text.green() * 3 + base.green()) // 4,
                (text.blue() * 3 + base.blue()) // 4,
            )
        )
        body = QRect(inner.left(), inner.top() + metrics.height() + 6, inner.width(), 0)
        body.setBottom(inner.bottom() - 22)
        synopsis = index.data(SYNOPSIS_ROLE)
        if synopsis is None:
            synopsis = self.tr("%n item(s)", "", len(world.children(node.id)))
        painter.drawText(
            body, int(Qt.TextFlag.TextWordWrap), metrics_elided(painter, synopsis, body)
        )
        footer = QRect(inner.left(), inner.bottom() - 18, inner.width(), 18)
        words = words_of(world, [node.id])
        painter.drawText(
            footer,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            self.tr("%Ln words", "", words),
        )
        if color is not None:
            paint_status_pill(painter, footer, status_label(status, world), color)
        painter.restore()


def metrics_elided(painter: QPainter, text: str, rect: QRect) -> str:
    """``text`` cut with an ellipsis where it would run past the bottom of ``rect``."""
    metrics = QFontMetrics(painter.font())
    lines = max(1, rect.height() // metrics.lineSpacing())
    bound = metrics.boundingRect(rect, int(Qt.TextFlag.TextWordWrap), text)
    if bound.height() <= rect.height():
        return text
    words = text.split()
    while words and metrics.boundingRect(
        rect, int(Qt.TextFlag.TextWordWrap), " ".join(words) + "…"
    ).height() > lines * metrics.lineSpacing():
        words.pop()
    return " ".join(words) + "…"


class CardView(QListView):
    """The board; a card dropped on another goes before it."""

    def __init__(self, model: CardModel, parent: QWidget) -> None:
        super().__init__(parent)
        self._model = model
        self.setModel(model)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Snap)
        self.setSpacing(4)
        self.setUniformItemSizes(True)
        self.setWrapping(True)
        self.setGridSize(CARD + QSize(8, 8))
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setItemDelegate(CardDelegate(model, self))

    def dropEvent(self, event: QDropEvent) -> None:
        node_id = dropped_node(event)
        if node_id is None:
            event.ignore()
            return
        target = self.indexAt(event.position().toPoint())
        target_id = self._model.node_id(target.row()) if target.isValid() else None
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.accept()
        self._model.move_before(node_id, target_id)


class Corkboard(QWidget):
    """The board with a heading naming the part or chapter shown."""

    open_requested = Signal(str)

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("corkboard")
        self.controller = controller
        self.model = CardModel(controller, self)
        self.view = CardView(self.model, self)
        self.view.setAccessibleName(self.tr("Corkboard"))
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.heading)
        layout.addWidget(self.view, 1)
        self.view.doubleClicked.connect(self._open)
        controller.world_changed.connect(lambda *_: self._update_heading())
        self.show_folder(None)

    def show_folder(self, folder_id: NodeId | None) -> None:
        self.model.show_folder(folder_id)
        self._update_heading()

    def show_for(self, key: str | None) -> None:
        """Show the folder ``key`` is, or is in (documents show their folder)."""
        world = self.controller.world
        if world is None or key is None or not world.in_tree(key):
            return
        self.show_folder(key if key in world.folders else world.parent_of(key))

    def _update_heading(self) -> None:
        world = self.controller.world
        folder = world.folders.get(self.model.folder_id) if world and self.model.folder_id else None
        self.heading.setText(folder.title if folder is not None else self.tr("Top level"))

    def _open(self, index: QModelIndex) -> None:
        world = self.controller.world
        node_id = self.model.node_id(index.row())
        if world is None:
            return
        if node_id in world.documents:
            self.controller.request_document(node_id)
        elif node_id in world.folders:
            self.show_folder(node_id)

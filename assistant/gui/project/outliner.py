"""The outliner: the project's tree as a table to plan in.

One row per part, folder and document in reading order, with title, kind, status, synopsis,
words, target (and progress) and tags. Cells are edited in place, and every edit is an undo
step like any other. Columns sort; the status and tag boxes filter; dragging a row onto
another moves it there in the tree (in reading order, when no column is sorted).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QDropEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.project.chapter_text import chapter_text_tip, own_document, shown_title
from assistant.gui.project.labels import document_kind_label, folder_kind_label
from assistant.gui.project.node_moves import MIME, dropped_node, move_before, node_mime
from assistant.gui.project.statuses import status_color, status_label, status_names
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.edits.changes import ChangeSummary
from assistant.world.errors import EditError
from assistant.world.model import Document, DocumentKind, Folder, NodeId, World
from assistant.world.progress import words_of

if TYPE_CHECKING:
    from assistant.world.edits import Edit

TITLE, KIND, STATUS, SYNOPSIS, WORDS, TARGET, TAGS = range(7)
ID_ROLE = Qt.ItemDataRole.UserRole + 30
SORT_ROLE = Qt.ItemDataRole.UserRole + 31
SYNOPSIS_EMS = 16
"""The least width of the outliner's synopsis column, in average characters."""
SUMMARY_SLICE = 2000
"""Rows added up for the outliner's summary between two turns of the event loop."""


class OutlineModel(QAbstractTableModel):
    """Rows are the live tree's nodes in reading order; edits go through the controller."""

    def __init__(
        self,
        controller: ProjectView,
        parent: QWidget | None = None,
        *,
        live: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._rows: list[tuple[int, NodeId]] = []
        self._world: World | None = None
        self.live = live
        """Whether the rows are wanted now (the outliner shows them). While not, the model
        is left empty and :attr:`stale`, and :meth:`reload` fills it when they are wanted."""
        self.stale = False
        controller.world_changed.connect(self._on_world_changed)
        controller.project_opened.connect(self.reload)
        controller.project_closed.connect(self.reload)
        self.reload()

    def headers(self) -> list[str]:
        return [
            self.tr("Title"),
            self.tr("Kind"),
            self.tr("Status"),
            self.tr("Synopsis"),
            self.tr("Words"),
            self.tr("Target"),
            self.tr("Tags"),
        ]

    def reload(self) -> None:
        """Rows for the controller's world, when wanted (else the model empties, stale)."""
        live = self.live()
        if not live and self.stale:
            return
        self.beginResetModel()
        self._world = self.controller.world if live else None
        self._rows = (
            [(depth, node.id) for depth, node in self._world.walk()] if self._world else []
        )
        self.stale = not live
        self.endResetModel()

    def _on_world_changed(self, world: World, change: ChangeSummary | None) -> None:
        if not self.live():
            self.reload()  # no rows for a world the outliner does not show
            return
        rows = [(depth, node.id) for depth, node in world.walk()]
        if rows != self._rows:
            self.reload()
            return
        self._world = world
        if self._rows:
            touched = change.touched if change is not None else None
            for row, (_depth, node_id) in enumerate(self._rows):
                if touched is None or node_id in touched or node_id in world.folders:
                    self.dataChanged.emit(self.index(row, 0), self.index(row, TAGS))

    def node_id(self, row: int) -> NodeId:
        return self._rows[row][1]

    def node_ids(self) -> list[NodeId]:
        """Every row's node, in the model's order."""
        return [node_id for _depth, node_id in self._rows]

    def row_of(self, node_id: NodeId) -> int:
        for row, (_depth, key) in enumerate(self._rows):
            if key == node_id:
                return row
        return -1

    # -- the table ------------------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else TAGS + 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        base = super().flags(index) | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid() or self._world is None:
            return Qt.ItemFlag.ItemIsDropEnabled
        node = self._world.node(self.node_id(index.row()))
        editable = index.column() == TITLE or (
            node is not None and self._holder(node, index.column()) is not None
            and index.column() in (KIND, STATUS, SYNOPSIS, TARGET, TAGS)
        )
        locked = self.controller.is_locked(self.node_id(index.row()))
        if editable and not locked:
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self._world is None:
            return None
        depth, node_id = self._rows[index.row()]
        node = self._world.node(node_id)
        if node is None:
            return None
        column = index.column()
        if role == ID_ROLE:
            return node_id
        if role == SORT_ROLE:
            return self._sort_value(node, column, index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(node, column, depth)
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_value(node, column)
        if role == Qt.ItemDataRole.DecorationRole and column == STATUS:
            return status_color(self._world, getattr(self._holder(node, STATUS), "status", ""))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (WORDS, TARGET):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == SYNOPSIS:
            return getattr(self._holder(node, SYNOPSIS), "synopsis", "") or None
        if role == Qt.ItemDataRole.ToolTipRole and column == TITLE:
            return chapter_text_tip(self._world, node_id)
        return None

    def _holder(self, node: Document | Folder, column: int) -> Document | None:
        """The document whose value a cell shows: the row's own, or for the status and the
        synopsis of a folder that a chapter became, its chapter text's."""
        if isinstance(node, Document):
            return node
        if column in (STATUS, SYNOPSIS) and self._world is not None:
            return own_document(self._world, node.id)
        return None

    def _words(self, node: Document | Folder) -> int:
        assert self._world is not None
        return words_of(self._world, [node.id])

    def _display(self, node: Document | Folder, column: int, depth: int) -> str | None:
        locale = QLocale()
        if column == TITLE:
            assert self._world is not None
            return "    " * depth + shown_title(self._world, node.id)
        if column in (STATUS, SYNOPSIS):
            holder = self._holder(node, column)
            if holder is None:
                return None
            if column == STATUS:
                return status_label(holder.status, self._world)
            return holder.synopsis.replace("\n", " ")
        if column == KIND:
            holder = own_document(self._world, node.id) if self._world is not None else None
            if holder is not None:
                return document_kind_label(holder.kind)  # a folder a chapter became: a chapter
            return folder_kind_label(node.kind)  # type: ignore[arg-type]
        if column == WORDS:
            return locale.toString(self._words(node))
        if not isinstance(node, Document):
            return None
        if column == TARGET:
            if not node.target:
                return ""
            percent = min(999, round(100 * node.word_count / node.target))
            return self.tr("{target} ({percent} %)").format(
                target=locale.toString(node.target), percent=locale.toString(percent)
            )
        if column == TAGS:
            return ", ".join(node.tags)
        return None

    def _edit_value(self, node: Document | Folder, column: int):
        if column == TITLE:
            return node.title
        holder = self._holder(node, column)
        if holder is None:
            return None
        return {
            KIND: str(holder.kind),
            STATUS: holder.status,
            SYNOPSIS: holder.synopsis,
            TARGET: holder.target,
            TAGS: ", ".join(holder.tags),
        }.get(column)

    def _sort_value(self, node: Document | Folder, column: int, row: int):
        if column == TITLE:
            return node.title.casefold()
        if column == WORDS:
            return self._words(node)
        if column == TARGET:
            return getattr(node, "target", 0)
        value = self._display(node, column, 0)
        return (value or "").casefold()

    def setData(self, index: QModelIndex, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or self._world is None or not index.isValid():
            return False
        node = self._world.node(self.node_id(index.row()))
        if node is None:
            return False
        edit, label = self._edit_for(node, index.column(), value)
        if edit is None:
            return False
        try:
            self.controller.push(edit, label)
        except EditError:
            return False
        return True

    def _edit_for(self, node: Document | Folder, column: int, value) -> tuple[Edit | None, str]:
        title = node.title
        if column == TITLE:
            text = str(value).strip()
            if not text or text == node.title:
                return None, ""
            label = self.tr("Rename “{old}” to “{new}”").format(old=title, new=text)
            return world_edits.SetTitle(node.id, text), label
        holder = self._holder(node, column)
        if holder is None:
            return None, ""
        if column == KIND:
            name, new = "kind", DocumentKind(value)
        elif column == STATUS:
            name, new = "status", str(value)
        elif column == SYNOPSIS:
            name, new = "synopsis", str(value)
        elif column == TARGET:
            name, new = "target", int(value)
        elif column == TAGS:
            name, new = "tags", tuple(t.strip() for t in str(value).split(",") if t.strip())
        else:
            return None, ""
        if getattr(holder, name) == new:
            return None, ""
        label = self.tr("Edit “{title}”: {what}").format(
            title=title, what=self.headers()[column]
        )
        return world_edits.SetDocumentAttribute(holder.id, name, new), label

    # -- dragging rows ------------------------------------------------------------------------

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, indexes) -> QMimeData:
        rows = sorted({index.row() for index in indexes})
        return node_mime(self.node_id(rows[0])) if rows else QMimeData()

    def move_before(self, node_id: NodeId, target_id: NodeId | None) -> bool:
        """Move ``node_id`` to just before ``target_id`` in the tree (to the end when None)."""
        return move_before(self.controller, node_id, target_id)


class _ChoiceDelegate(QStyledItemDelegate):
    """Kind and status as lists to choose from; a spin box for targets."""

    def __init__(self, model: OutlineModel, parent: QWidget) -> None:
        super().__init__(parent)
        self._model = model

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex
    ) -> QWidget:
        column = index.column()
        world = self._model.controller.world
        if column == KIND:
            combo = QComboBox(parent)
            for kind in DocumentKind:
                combo.addItem(document_kind_label(kind), str(kind))
            return combo
        if column == STATUS and world is not None:
            combo = QComboBox(parent)
            combo.addItem(self.tr("(none)"), "")
            for name in status_names(world, index.data(Qt.ItemDataRole.EditRole) or ""):
                combo.addItem(status_label(name, world), name)
                color = status_color(world, name)
                if color is not None:
                    combo.setItemData(combo.count() - 1, color, Qt.ItemDataRole.DecorationRole)
            return combo
        if column == TARGET:
            spin = QSpinBox(parent)
            spin.setRange(0, 10_000_000)
            spin.setSingleStep(500)
            spin.setSpecialValueText(self.tr("none"))
            return spin
        return super().createEditor(parent, option, index)

    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value or 0))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model, index: QModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
        elif isinstance(editor, QSpinBox):
            model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)


class OutlineFilter(QSortFilterProxyModel):
    """Keeps the rows of one status and one tag (documents only, when either is chosen)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status: str | None = None
        self.tag: str | None = None
        self.setSortRole(SORT_ROLE)

    def set_filter(self, status: str | None, tag: str | None) -> None:
        self.status, self.tag = status, tag
        self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:
        if self.status is None and self.tag is None:
            return True
        model = self.sourceModel()
        assert isinstance(model, OutlineModel)
        world = model.controller.world
        node = world.documents.get(model.node_id(row)) if world is not None else None
        return node is not None and self.keeps(node)

    def keeps(self, document: Document) -> bool:
        """Whether the rows shown keep ``document`` (when a status or a tag is chosen)."""
        if self.status is not None and document.status != self.status:
            return False
        return self.tag is None or self.tag in document.tags


class OutlineTable(QTableView):
    """The table; a row dropped on another is moved before it in the tree."""

    def __init__(self, model: OutlineModel, proxy: OutlineFilter, parent: QWidget) -> None:
        super().__init__(parent)
        self._model = model
        self._proxy = proxy
        self.setModel(proxy)
        self.setSortingEnabled(True)
        self.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDragDropOverwriteMode(False)
        self.setDropIndicatorShown(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setItemDelegate(_ChoiceDelegate(model, self))
        header = self.horizontalHeader()
        header.setSectionResizeMode(SYNOPSIS, QHeaderView.ResizeMode.Stretch)
        header.setSortIndicatorClearable(True)
        header.sectionResized.connect(self._on_section_resized)
        self.verticalHeader().hide()

    def keep_synopsis_readable(self) -> None:
        """The synopsis takes the room the other columns leave, but never less than
        :data:`SYNOPSIS_EMS` characters: in a narrow outliner it keeps that width and the
        table scrolls sideways (stretched into no room, it had shrunk to a few pixels)."""
        header = self.horizontalHeader()
        others = sum(
            header.sectionSize(column)
            for column in range(header.count())
            if column != SYNOPSIS and not header.isSectionHidden(column)
        )
        least = SYNOPSIS_EMS * self.fontMetrics().averageCharWidth()
        room = self.viewport().width() - others
        mode = (
            QHeaderView.ResizeMode.Stretch if room >= least else QHeaderView.ResizeMode.Interactive
        )
        if header.sectionResizeMode(SYNOPSIS) != mode:
            header.setSectionResizeMode(SYNOPSIS, mode)
        if mode == QHeaderView.ResizeMode.Interactive and header.sectionSize(SYNOPSIS) < least:
            header.resizeSection(SYNOPSIS, least)

    def _on_section_resized(self, column: int, _old: int, _new: int) -> None:
        if column != SYNOPSIS:  # the writer widened or narrowed another column
            self.keep_synopsis_readable()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.keep_synopsis_readable()

    def node_at_row(self, row: int) -> NodeId:
        return self._model.node_id(self._proxy.mapToSource(self._proxy.index(row, 0)).row())

    def dropEvent(self, event: QDropEvent) -> None:
        node_id = dropped_node(event)
        if node_id is None:
            event.ignore()
            return
        target = self.indexAt(event.position().toPoint())
        target_id = self.node_at_row(target.row()) if target.isValid() else None
        event.setDropAction(Qt.DropAction.IgnoreAction)  # the model reloads from the world
        event.accept()
        self._model.move_before(node_id, target_id)


class Outliner(QWidget):
    """The outliner with its filters; double-clicking a title opens the document."""

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("outliner")
        self.controller = controller
        # rows, filters and the summary only while the outliner shows: hidden (as it starts),
        # it had filled 2,500 rows before a 1M-word project's window was first painted, and
        # walked the project again at each edit
        self.model = OutlineModel(controller, self, live=self.isVisible)
        self.proxy = OutlineFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = OutlineTable(self.model, self.proxy, self)
        self.table.setAccessibleName(self.tr("Outline"))

        self.status_filter = QComboBox(self)
        self.status_filter.setAccessibleName(self.tr("Show status"))
        self.tag_filter = QComboBox(self)
        self.tag_filter.setAccessibleName(self.tr("Show tag"))
        self.summary = QLabel(self)
        self._summing = 0
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Status:"), self))
        bar.addWidget(self.status_filter)
        bar.addWidget(QLabel(self.tr("Tag:"), self))
        bar.addWidget(self.tag_filter)
        bar.addStretch(1)
        bar.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.table, 1)

        self.status_filter.currentIndexChanged.connect(self._apply_filter)
        self.tag_filter.currentIndexChanged.connect(self._apply_filter)
        self.table.doubleClicked.connect(self._open)
        controller.world_changed.connect(self._fill_filters)
        controller.project_opened.connect(self._fill_filters)
        controller.project_opened.connect(self._fit_when_seen)
        controller.words_counted.connect(self._update_summary)
        self._fill_filters()
        self._unfit = True
        self._fit_when_seen()

    def _fit_when_seen(self, *_args: object) -> None:
        """A project opened: fit the columns now if the outliner is on screen, else when it
        shows (reading every row's texts is not work for a window that does not show them)."""
        self._unfit = True
        if self.isVisible():
            self.fit_columns()

    def showEvent(self, event: QShowEvent) -> None:
        if self.model.stale:
            self.model.reload()
            self._fill_filters()
        if self._unfit:
            self.fit_columns()
        super().showEvent(event)

    def fit_columns(self, *_args: object) -> None:
        """Size every column but the synopsis to its longest text, within a cap, so titles and
        statuses are readable; the synopsis takes the rest. Done when a project opens, or when
        the outliner first shows after that (the writer's own widths stay until the next)."""
        self._unfit = False
        em = self.table.fontMetrics().averageCharWidth()
        caps = {TITLE: 40 * em, STATUS: 18 * em, TAGS: 20 * em}
        header = self.table.horizontalHeader()
        for column in (TITLE, KIND, STATUS, TAGS):  # not the counts: words are counted
            self.table.resizeColumnToContents(column)  # off this thread, after opening
            cap = caps.get(column)
            if cap is not None and header.sectionSize(column) > cap:
                header.resizeSection(column, cap)
        self.table.keep_synopsis_readable()

    def _fill_filters(self, *_args: object) -> None:
        if self.model.stale:  # filled with the rows when the outliner shows
            return
        world = self.controller.world
        for combo, items in (
            (self.status_filter, status_names(world) if world else []),
            (self.tag_filter, sorted({t for d in world.documents.values() for t in d.tags})
             if world else []),
        ):
            current = combo.currentData()
            labels = [
                (status_label(i, world) if combo is self.status_filter else i, i) for i in items
            ]
            wanted = [(self.tr("All"), None), *labels]
            if [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())] == wanted:
                continue
            combo.blockSignals(True)
            combo.clear()
            for text, data in wanted:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, combo.findData(current)) if current else 0)
            combo.blockSignals(False)
        self._update_summary()

    def _apply_filter(self) -> None:
        self.proxy.set_filter(self.status_filter.currentData(), self.tag_filter.currentData())
        self._update_summary()

    def _update_summary(self) -> None:
        """“N words shown”: added up a slice of rows at a time, so that the window stays
        live over a project of 50,000 documents (a newer summary drops the one under way)."""
        self._summing += 1
        world = self.controller.world
        if self.model.stale:
            return  # added up when the outliner shows
        if world is None or self.controller.project_word_count() is None:
            self.summary.setText("")  # the words are still being counted, off this thread
            return
        self._sum_from(self._summing, world, self.model.node_ids(), 0, 0)

    def _sum_from(self, token: int, world: World, ids: list[NodeId], start: int,
                  words: int) -> None:
        if token != self._summing:
            return
        documents, end = world.documents, start + SUMMARY_SLICE
        words += sum(
            document.word_count
            for node_id in ids[start:end]
            if (document := documents.get(node_id)) is not None and self.proxy.keeps(document)
        )
        if end < len(ids):
            QTimer.singleShot(0, self, lambda: self._sum_from(token, world, ids, end, words))
        else:
            self.summary.setText(self.tr("%Ln words shown", "", words))

    def _open(self, index: QModelIndex | QPersistentModelIndex) -> None:
        node_id = self.table.node_at_row(index.row())
        world = self.controller.world
        if world is not None and node_id in world.documents and index.column() == TITLE:
            self.controller.request_document(node_id)

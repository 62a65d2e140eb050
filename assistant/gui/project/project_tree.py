"""The project tree: parts, chapters, scenes, notes and folders in order; entities by kind;
the trash. Dragging reorders (as MoveNode edits); every change goes through the controller.

The model reads the world and never changes it directly: renames and drops become edits, and
the model redraws when the world changes. Items are keyed by the world's ids (and a few fixed
keys for the groups), so selection and expanded folders survive every change.
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractItemModel,
    QByteArray,
    QCoreApplication,
    QItemSelectionModel,
    QLocale,
    QMimeData,
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QFont, QIcon, QKeySequence, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QMenu,
    QTreeView,
    QWidget,
)

from assistant.gui.app.actions import make_action
from assistant.gui.project.chapter_text import chapter_text_tip, shown_title
from assistant.gui.project.labels import (
    document_kind_label,
    entity_group_label,
    entity_kind_label,
    folder_kind_label,
    make_entity_kind_label,
)
from assistant.gui.project.private_mark import (
    LockedIcons,
    PrivateAction,
    is_private,
    private_tooltip,
)
from assistant.gui.series.series_mark import SeriesActions, SeriesIcons, series_mark_tip
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.chapters import chapter_text_of, is_chapter_text
from assistant.world.edits.changes import ChangeSummary
from assistant.world.errors import EditError
from assistant.world.ids import (
    is_document_id,
    is_entity_id,
    is_folder_id,
    new_document_id,
    new_entity_id,
    new_folder_id,
)
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    World,
)

if TYPE_CHECKING:
    from assistant.world.edits import Edit

log = logging.getLogger(__name__)

MIME_TYPE = "application/x-quire-items"
ENTITIES_KEY = "group:entities"
TRASH_KEY = "group:trash"
KIND_PREFIX = "kind:"
KEY_ROLE = Qt.ItemDataRole.UserRole + 1

_ROOT_FLAGS = Qt.ItemFlag.ItemIsDropEnabled
_GROUP_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_DROP_GROUP_FLAGS = _GROUP_FLAGS | Qt.ItemFlag.ItemIsDropEnabled
_TRASHED_TOP_FLAGS = _GROUP_FLAGS | Qt.ItemFlag.ItemIsDragEnabled
"""An item put in the trash itself: it can be dragged out again."""
_TRASHED_INSIDE_FLAGS = _GROUP_FLAGS
"""An item inside a trashed folder: it goes and comes back with its folder."""
_LEAF_FLAGS = _GROUP_FLAGS | Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsDragEnabled
_FOLDER_FLAGS = _LEAF_FLAGS | Qt.ItemFlag.ItemIsDropEnabled


def kind_key(kind: EntityKind | str) -> str:
    return KIND_PREFIX + EntityKind(kind).value


def key_kind(key: str) -> EntityKind | None:
    """The entity kind of a kind group's key, else None."""
    if key.startswith(KIND_PREFIX):
        return EntityKind(key[len(KIND_PREFIX) :])
    return None


@dataclass(frozen=True)
class _Layout:
    """The shape of the tree: each key's parent and children, in order."""

    parents: dict[str, str | None]
    children: dict[str | None, tuple[str, ...]]


def tree_layout(world: World) -> _Layout:
    """Where everything sits in the tree for ``world``."""
    parents: dict[str, str | None] = {}
    children: dict[str | None, tuple[str, ...]] = {}

    def add(parent: str | None, keys: Sequence[str]) -> None:
        children[parent] = tuple(keys)
        for key in keys:
            parents[key] = parent

    # the maps' keys, looked up in C: through World.node, 10,000 documents took 6 ms (now 3)
    documents, folders = world.documents.keys(), world.folders.keys()

    def add_folder(folder_id: str) -> None:
        folder = world.folders.get(folder_id)
        if folder is None:
            return
        add(folder_id, [c for c in folder.children if c in documents or c in folders])
        for child in folder.children:
            if child in folders:
                add_folder(child)

    top = [key for key in world.root if key in documents or key in folders]
    add(None, [*top, ENTITIES_KEY, TRASH_KEY])
    for key in top:
        if key in folders:
            add_folder(key)
    add(ENTITIES_KEY, [kind_key(kind) for kind in EntityKind])
    by_kind: dict[EntityKind, list[str]] = {kind: [] for kind in EntityKind}
    for entity in world.live_entities():
        by_kind[EntityKind(entity.kind)].append(entity.id)
    for kind, ids in by_kind.items():
        add(kind_key(kind), ids)
    trashed = [e.node_id for e in world.trash if world.has(e.node_id)]
    add(TRASH_KEY, trashed)
    for key in trashed:
        if key in folders:
            add_folder(key)
    return _Layout(parents, children)


def _dot_icon(color: str, *, square: bool = False, outline: bool = False) -> QIcon:
    """A small round (or square) mark in one colour: quiet icons that tell kinds apart."""
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor(color)
    if outline:
        painter.setPen(fill)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
    if square:
        painter.drawRoundedRect(2, 3, 12, 10, 2, 2)
    else:
        painter.drawEllipse(4, 4, 8, 8)
    painter.end()
    return QIcon(pixmap)


class ProjectTreeModel(QAbstractItemModel):
    """The world as a tree for QTreeView, with renaming and drag-and-drop as edits."""

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._world: World | None = None
        self._layout = _Layout({}, {None: ()})
        self._ids: dict[str, int] = {}
        self._keys: dict[int, str] = {}
        self._icons = {
            DocumentKind.CHAPTER: _dot_icon("#4a6fa5", square=True),
            DocumentKind.SCENE: _dot_icon("#6b8f71"),
            DocumentKind.NOTE: _dot_icon("#c9a227"),
            DocumentKind.TEXT: _dot_icon("#8c8c8c"),
            FolderKind.PART: _dot_icon("#7a4f9a", square=True),
            FolderKind.FOLDER: _dot_icon("#8c8c8c", square=True, outline=True),
            EntityKind.CHARACTER: _dot_icon("#b5543c"),
            EntityKind.PLACE: _dot_icon("#3c8db5"),
            EntityKind.ITEM: _dot_icon("#b58a3c"),
            EntityKind.FACTION: _dot_icon("#5a5a9a"),
            EntityKind.OTHER: _dot_icon("#8c8c8c"),
        }
        self._locked = LockedIcons()
        self._series = SeriesIcons()
        controller.project_opened.connect(self._reset)
        controller.project_closed.connect(self._reset)
        controller.world_changed.connect(self._on_world_changed)
        self._reset()

    # -- keys and indexes ----------------------------------------------------------------------

    @property
    def world(self) -> World | None:
        return self._world

    def _id_of(self, key: str) -> int:
        number = self._ids.get(key)
        if number is None:
            number = len(self._ids) + 1
            self._ids[key] = number
            self._keys[number] = key
        return number

    def key(self, index: QModelIndex) -> str | None:
        """The key of the item at ``index`` (an id, or a group's key); None for the root."""
        if not index.isValid():
            return None
        return self._keys.get(index.internalId())

    def index_of(self, key: str | None) -> QModelIndex:
        """The index of the item with this key (invalid when absent)."""
        if key is None or key not in self._layout.parents:
            return QModelIndex()
        parent = self._layout.parents[key]
        row = self._layout.children[parent].index(key)
        return self.createIndex(row, 0, self._id_of(key))

    def keys(self, parent: str | None = None) -> tuple[str, ...]:
        """The keys of the children of ``parent`` (the top level when None)."""
        return self._layout.children.get(parent, ())

    def is_trashed_item(self, key: str) -> bool:
        """True for items shown under the trash (and inside trashed folders)."""
        current: str | None = key
        while current is not None:
            current = self._layout.parents.get(current)
            if current == TRASH_KEY:
                return True
        return False

    # -- QAbstractItemModel --------------------------------------------------------------------

    def index(self, row: int, column: int, parent: QModelIndex = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column != 0 or row < 0:
            return QModelIndex()
        siblings = self._layout.children.get(self.key(parent), ())
        if row >= len(siblings):
            return QModelIndex()
        return self.createIndex(row, 0, self._id_of(siblings[row]))

    def parent(self, index: QModelIndex = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        key = self.key(index)
        if key is None:
            return QModelIndex()
        return self.index_of(self._layout.parents.get(key))

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._layout.children.get(self.key(parent), ()))

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 1

    def hasChildren(self, parent: QModelIndex = QModelIndex()) -> bool:  # noqa: B008
        return self.rowCount(parent) > 0

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        key = self.key(index)
        world = self._world
        if key is None or world is None:
            return None
        if role == KEY_ROLE:
            return key
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(world, key, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.DecorationRole:
            icon = self._icon(world, key)
            icon = self._series.of(icon) if icon and world.series.owns(key) else icon
            return self._locked.of(icon) if icon and is_private(world, key) else icon
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self._tooltip(world, key)
            series = series_mark_tip(world, key)
            tip = f"{tip}\n{series}" if tip and series else tip
            return f"{tip}\n{private_tooltip()}" if tip and is_private(world, key) else tip
        if role == Qt.ItemDataRole.FontRole:
            return self._font(world, key)
        if role == Qt.ItemDataRole.ForegroundRole and (
            key in (ENTITIES_KEY, TRASH_KEY) or key_kind(key) or self.is_trashed_item(key)
        ):
            return QApplicationPalette.dim()
        return None

    def _text(self, world: World, key: str, editing: bool) -> str:
        if key == ENTITIES_KEY:
            return self.tr("Entities")
        if key == TRASH_KEY:
            count = len(self._layout.children.get(TRASH_KEY, ()))
            return (
                self.tr("Trash")
                if not count or editing
                else self.tr("Trash ({count})").format(count=QLocale().toString(count))
            )
        kind = key_kind(key)
        if kind is not None:
            count = len(self._layout.children.get(key, ()))
            label = entity_group_label(kind)
            return label if not count else f"{label} ({QLocale().toString(count)})"
        entity = world.entities.get(key)
        if entity is not None:
            return entity.name
        node = world.node(key)
        if node is None:
            return key
        return node.title if editing else shown_title(world, key)

    def _icon(self, world: World, key: str) -> QIcon | None:
        kind = key_kind(key)
        if kind is not None:
            return None
        entity = world.entities.get(key)
        if entity is not None:
            return self._icons[EntityKind(entity.kind)]
        node = world.node(key)
        if isinstance(node, Document):
            return self._icons[DocumentKind(node.kind)]
        if isinstance(node, Folder):
            return self._icons[FolderKind(node.kind)]
        return None

    def _tooltip(self, world: World, key: str) -> str | None:
        node = world.node(key)
        if isinstance(node, Document):
            lines = [
                self.tr("{kind} · %Ln words", "", node.word_count).format(
                    kind=document_kind_label(node.kind)
                )
            ]
            if node.synopsis:
                lines.append(node.synopsis)
            tip = chapter_text_tip(world, key)
            return "\n".join([tip, *lines] if tip else lines)
        if isinstance(node, Folder):
            words = sum(
                n.word_count for _depth, n in world.walk(node.id) if isinstance(n, Document)
            )
            text = chapter_text_of(world, key)
            summary = self.tr("{kind} · %Ln words", "", words).format(
                kind=folder_kind_label(node.kind) if text is None
                else document_kind_label(text.kind)
            )
            return "\n".join([summary, text.synopsis]) if text and text.synopsis else summary
        entity = world.entities.get(key)
        if entity is not None:
            aliases = ", ".join(entity.aliases)
            text = entity_kind_label(entity.kind)
            return f"{text}\n{aliases}" if aliases else text
        return None

    def _font(self, world: World, key: str) -> QFont | None:
        font = QFont()
        if key in (ENTITIES_KEY, TRASH_KEY) or key_kind(key):
            font.setWeight(QFont.Weight.DemiBold)
            return font
        if self.is_trashed_item(key):
            font.setItalic(True)
            return font
        node = world.node(key)
        if isinstance(node, Folder) and node.kind == FolderKind.PART:
            font.setWeight(QFont.Weight.DemiBold)
            return font
        if isinstance(node, Document) and node.kind == DocumentKind.CHAPTER:
            font.setWeight(QFont.Weight.Medium)
            return font
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        # asked twice for every shown row whenever the tree lays itself out, so made of
        # constants: a Python enum's ``|`` costs more than the rest of this method
        key = self.key(index)
        if key is None:
            return _ROOT_FLAGS
        if key == ENTITIES_KEY:
            return _GROUP_FLAGS
        if key == TRASH_KEY or key_kind(key) is not None:
            return _DROP_GROUP_FLAGS
        if self.is_trashed_item(key):
            in_trash = self._layout.parents.get(key) == TRASH_KEY
            return _TRASHED_TOP_FLAGS if in_trash else _TRASHED_INSIDE_FLAGS
        return _FOLDER_FLAGS if is_folder_id(key) else _LEAF_FLAGS

    def setData(self, index: QModelIndex, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        key = self.key(index)
        if role != Qt.ItemDataRole.EditRole or key is None or self._world is None:
            return False
        name = str(value).strip()
        old = self._text(self._world, key, True)
        if not name or name == old:
            return False
        label = self.tr("Rename “{old}” to “{new}”").format(old=old, new=name)
        edit: Edit
        if is_entity_id(key):
            edit = world_edits.RenameEntity(key, name)
        elif is_document_id(key) or is_folder_id(key):
            edit = world_edits.SetTitle(key, name)
        else:
            return False
        return self._push(edit, label)

    def _push(self, edit: Edit, label: str) -> bool:
        try:
            self.controller.push(edit, label)
        except EditError as error:
            log.info("tree edit refused: %s", error)
            return False
        return True

    # -- drag and drop ------------------------------------------------------------------------

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        keys: list[str] = []
        for index in indexes:
            key = self.key(index)
            if (
                key is not None
                and key not in keys
                and self.flags(index) & Qt.ItemFlag.ItemIsDragEnabled
            ):
                keys.append(key)
        mime = QMimeData()
        mime.setData(MIME_TYPE, QByteArray(json.dumps(keys).encode("utf-8")))
        return mime

    @staticmethod
    def _dragged(data: QMimeData) -> list[str]:
        if not data.hasFormat(MIME_TYPE):
            return []
        try:
            keys = json.loads(bytes(data.data(MIME_TYPE).data()).decode("utf-8"))
        except ValueError:
            return []
        return [k for k in keys if isinstance(k, str)]

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        return self.drop_edit(self._dragged(data), row, self.key(parent)) is not None

    def dropMimeData(self, data, action, row, column, parent) -> bool:
        if action == Qt.DropAction.IgnoreAction:
            return True
        planned = self.drop_edit(self._dragged(data), row, self.key(parent))
        if planned is None:
            return False
        edit, label = planned
        return self._push(edit, label)

    def drop_edit(self, keys: list[str], row: int, target: str | None) -> tuple[Edit, str] | None:
        """The edit that dropping ``keys`` at ``row`` of ``target`` stands for (None: refuse).

        Documents and folders dropped among the tree's nodes move there (MoveNode; from the
        trash, RestoreNode). Anything dropped on the trash is trashed. Entities dropped on a
        kind group take that kind.
        """
        world = self._world
        if world is None or not keys:
            return None
        if target == TRASH_KEY:
            return self._trash_edit(world, keys)
        kind = key_kind(target) if target else None
        if kind is not None:
            return self._kind_edit(world, keys, kind)
        if target is not None and (not is_folder_id(target) or self.is_trashed_item(target)):
            return None
        return self._move_edit(world, keys, target, row)

    def _trash_edit(self, world: World, keys: list[str]) -> tuple[Edit, str] | None:
        from assistant.world.edits.moves import outermost  # read when first asked

        edits = [
            world_edits.TrashNode(key)
            for key in outermost(world, keys)
            if world.has(key) and world.trash_entry(key) is None
        ]
        if not edits:
            return None
        return world_edits.CompoundEdit(tuple(edits)), self._trash_label(world, keys)

    def _kind_edit(
        self, world: World, keys: list[str], kind: EntityKind
    ) -> tuple[Edit, str] | None:
        edits: list[Edit] = []
        for key in keys:
            entity = world.entities.get(key)
            if entity is None:
                return None
            if world.trash_entry(key) is not None:
                edits.append(world_edits.RestoreNode(key))
            if entity.kind != kind:
                edits.append(world_edits.SetEntityAttribute(key, "kind", kind))
        if not edits:
            return None
        label = make_entity_kind_label(self._name(world, keys[0]), kind)
        return world_edits.CompoundEdit(tuple(edits)), label

    def _move_edit(
        self, world: World, keys: list[str], parent: str | None, row: int
    ) -> tuple[Edit, str] | None:
        siblings = list(self._layout.children.get(parent, ()))
        if parent is None:
            siblings = [k for k in siblings if world.node(k) is not None]
        anchor = None
        if 0 <= row < len(siblings):
            following = [k for k in siblings[row:] if k not in keys]
            anchor = following[0] if following else None
        from assistant.world.edits.moves import drop_edits  # read when first asked

        try:
            edits = drop_edits(world, keys, parent, anchor)
        except EditError:
            return None  # entities cannot go among documents, nor a folder into itself
        if not edits:
            return None
        if all(isinstance(e, world_edits.RestoreNode) for e in edits):
            label = self.tr("Restore “{title}”").format(title=self._name(world, keys[0]))
        else:
            label = self.tr("Move “{title}”").format(title=self._name(world, keys[0]))
        return (edits[0] if len(edits) == 1 else world_edits.CompoundEdit(edits)), label

    def _name(self, world: World, key: str) -> str:
        return self._text(world, key, True)

    def _trash_label(self, world: World, keys: list[str]) -> str:
        if len(keys) == 1:
            return self.tr("Move “{title}” to the trash").format(title=self._name(world, keys[0]))
        return self.tr("Move %Ln items to the trash", "", len(keys))

    # -- following the world --------------------------------------------------------------------

    def _reset(self) -> None:
        self.beginResetModel()
        self._world = self.controller.world
        self._layout = (
            tree_layout(self._world) if self._world is not None else _Layout({}, {None: ()})
        )
        self.endResetModel()

    def _on_world_changed(self, world: World, change: ChangeSummary | None) -> None:
        old_world = self._world
        self._world = world
        if change is not None and change.text_only:
            for doc_id in change.touched:
                index = self.index_of(doc_id)
                if index.isValid():
                    self.dataChanged.emit(index, index, [Qt.ItemDataRole.ToolTipRole])
            return
        layout = tree_layout(world)
        if layout == self._layout:
            if old_world is None or change is None or any(
                key in world.folders for key in change.touched
            ):  # a folder's private mark reaches everything inside it
                self._emit_all_changed()
                return
            for key in (*change.touched, TRASH_KEY, *self.keys(ENTITIES_KEY)):
                index = self.index_of(key)
                if index.isValid():
                    self.dataChanged.emit(index, index)
            return
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        keys = [self.key(QModelIndex(index)) for index in persistent]
        self._layout = layout
        self.changePersistentIndexList(persistent, [self.index_of(key) for key in keys])
        self.layoutChanged.emit()

    def _emit_all_changed(self) -> None:
        def walk(parent: str | None) -> None:
            children = self._layout.children.get(parent, ())
            if not children:
                return
            first = self.index_of(children[0])
            last = self.index_of(children[-1])
            self.dataChanged.emit(first, last)
            for child in children:
                walk(child)

        walk(None)


class QApplicationPalette:
    """The dimmed text colour for group headings and trashed items."""

    @staticmethod
    def dim() -> QColor:
        from PySide6.QtWidgets import QApplication

        palette = QApplication.palette()
        return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.PlaceholderText)


class ProjectTreeView(QTreeView):
    """The tree with its context menu and keys: Enter opens, F2 renames, Delete trashes,
    Ctrl+Up/Down reorders, Ctrl+N adds a scene."""

    open_requested = Signal(str, bool)
    """(key, pinned): show this document or entity; pinned is False for a single click."""

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tree_model = ProjectTreeModel(controller, self)
        self.setModel(self.tree_model)
        self.setHeaderHidden(True)
        self.setUniformRowHeights(True)
        self.setAnimated(True)
        self.setIndentation(16)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._show_context_menu)
        self.activated.connect(lambda index: self._open(index, pinned=True))
        self.clicked.connect(lambda index: self._open(index, pinned=False))
        self.actions_ = TreeActions(self)
        for action in self.actions_.keyboard_actions():
            self.addAction(action)
        self.selectionModel().currentChanged.connect(self._sync_private)
        controller.world_changed.connect(self._sync_private)  # a slot: gone with the view
        self.tree_model.modelReset.connect(self._expand_defaults)
        self._expand_defaults()

    def _sync_private(self, *_args: object) -> None:
        self.actions_.private_.sync()

    def _open(self, index: QModelIndex, *, pinned: bool) -> None:
        key = self.tree_model.key(index)
        if key is None:
            return
        world = self.tree_model.world
        if world is None:
            return
        if key in world.documents or key in world.entities:
            self.open_requested.emit(key, pinned)

    def _expand_defaults(self) -> None:
        """Open the top-level parts and the entity groups, as a writer wants them at first."""
        model = self.tree_model
        for key in model.keys(None):
            if key == TRASH_KEY:
                continue
            self.expand(model.index_of(key))
        for key in model.keys(ENTITIES_KEY):
            if model.keys(key):
                self.expand(model.index_of(key))

    def selected_keys(self) -> list[str]:
        """The selected items' keys, in tree order."""
        indexes = sorted(self.selectionModel().selectedIndexes(), key=lambda i: self._path(i))
        keys = [self.tree_model.key(i) for i in indexes]
        return [k for k in keys if k is not None]

    def current_key(self) -> str | None:
        return self.tree_model.key(self.currentIndex())

    def _path(self, index: QModelIndex) -> tuple[int, ...]:
        rows: list[int] = []
        while index.isValid():
            rows.append(index.row())
            index = index.parent()
        return tuple(reversed(rows))

    def select_key(self, key: str, *, edit: bool = False) -> None:
        """Select (and scroll to) the item with this key; start renaming it when ``edit``."""
        index = self.tree_model.index_of(key)
        if not index.isValid():
            return
        parent = index.parent()
        while parent.isValid():
            self.expand(parent)
            parent = parent.parent()
        flags = QItemSelectionModel.SelectionFlag
        self.selectionModel().setCurrentIndex(index, flags.ClearAndSelect | flags.Rows)
        self.scrollTo(index)
        if edit:
            self.finish_renaming()
            self.edit(index)

    def finish_renaming(self) -> None:
        """Keep the name being typed in the tree (if any) and close its editor, as leaving
        the field would: a new item's own rename must not be refused because another is open."""
        if self.state() != QAbstractItemView.State.EditingState:
            return
        for editor in self.viewport().findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        ):
            if editor.focusPolicy() == Qt.FocusPolicy.NoFocus:
                continue
            if editor.isVisible():  # an editor whose item went away (undo) keeps nothing
                self.commitData(editor)
            self.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        # an editor can go while its item is taken away, leaving the view thinking it edits
        self.setState(QAbstractItemView.State.NoState)

    def _show_context_menu(self, position) -> None:
        index = self.indexAt(position)
        if index.isValid() and not self.selectionModel().isSelected(index):
            self.setCurrentIndex(index)
        menu = self.actions_.context_menu(self.tree_model.key(index) if index.isValid() else None)
        menu.exec(self.viewport().mapToGlobal(position))
        menu.deleteLater()


translate = QCoreApplication.translate


def _tr(text: str) -> str:
    return translate("TreeActions", text)


# Whole phrases per kind, not "New {kind}": articles and adjectives agree with the noun's
# gender in most languages.
_NEW_DOCUMENT_TITLES = {
    DocumentKind.CHAPTER: QT_TRANSLATE_NOOP("TreeActions", "New chapter"),
    DocumentKind.SCENE: QT_TRANSLATE_NOOP("TreeActions", "New scene"),
    DocumentKind.NOTE: QT_TRANSLATE_NOOP("TreeActions", "New note"),
    DocumentKind.TEXT: QT_TRANSLATE_NOOP("TreeActions", "New text"),
}
_NEW_DOCUMENT_LABELS = {
    DocumentKind.CHAPTER: QT_TRANSLATE_NOOP("TreeActions", "New chapter “%1”"),
    DocumentKind.SCENE: QT_TRANSLATE_NOOP("TreeActions", "New scene “%1”"),
    DocumentKind.NOTE: QT_TRANSLATE_NOOP("TreeActions", "New note “%1”"),
    DocumentKind.TEXT: QT_TRANSLATE_NOOP("TreeActions", "New text “%1”"),
}
_NEW_FOLDER_TITLES = {
    FolderKind.PART: QT_TRANSLATE_NOOP("TreeActions", "New part"),
    FolderKind.FOLDER: QT_TRANSLATE_NOOP("TreeActions", "New folder"),
}
_NEW_FOLDER_LABELS = {
    FolderKind.PART: QT_TRANSLATE_NOOP("TreeActions", "New part “%1”"),
    FolderKind.FOLDER: QT_TRANSLATE_NOOP("TreeActions", "New folder “%1”"),
}
_NEW_ENTITY_ACTIONS = {
    EntityKind.CHARACTER: QT_TRANSLATE_NOOP("TreeActions", "New Character"),
    EntityKind.PLACE: QT_TRANSLATE_NOOP("TreeActions", "New Place"),
    EntityKind.ITEM: QT_TRANSLATE_NOOP("TreeActions", "New Item"),
    EntityKind.FACTION: QT_TRANSLATE_NOOP("TreeActions", "New Faction"),
    EntityKind.OTHER: QT_TRANSLATE_NOOP("TreeActions", "New Other Entity"),
}
_NEW_ENTITY_NAMES = {
    EntityKind.CHARACTER: QT_TRANSLATE_NOOP("TreeActions", "New character"),
    EntityKind.PLACE: QT_TRANSLATE_NOOP("TreeActions", "New place"),
    EntityKind.ITEM: QT_TRANSLATE_NOOP("TreeActions", "New item"),
    EntityKind.FACTION: QT_TRANSLATE_NOOP("TreeActions", "New faction"),
    EntityKind.OTHER: QT_TRANSLATE_NOOP("TreeActions", "New entity"),
}
_NEW_ENTITY_LABELS = {
    EntityKind.CHARACTER: QT_TRANSLATE_NOOP("TreeActions", "New character “%1”"),
    EntityKind.PLACE: QT_TRANSLATE_NOOP("TreeActions", "New place “%1”"),
    EntityKind.ITEM: QT_TRANSLATE_NOOP("TreeActions", "New item “%1”"),
    EntityKind.FACTION: QT_TRANSLATE_NOOP("TreeActions", "New faction “%1”"),
    EntityKind.OTHER: QT_TRANSLATE_NOOP("TreeActions", "New entity “%1”"),
}


class TreeActions:
    """What a writer can do from the tree (and the Project menu): create, rename, move,
    trash and restore. Each action is one edit on the undo stack."""

    def __init__(self, view: ProjectTreeView) -> None:
        self.view = view
        self.controller = view.controller

        def action(
            text: str, slot: Callable[[], object], shortcut: QKeySequence | str | None = None
        ) -> QAction:
            return make_action(
                view,
                text,
                slot,
                shortcut,
                context=Qt.ShortcutContext.WidgetWithChildrenShortcut,
            )

        self.new_scene = action(
            translate("TreeActions", "New Scene"), lambda: self.new_document(DocumentKind.SCENE)
        )
        self.new_chapter = action(
            translate("TreeActions", "New Chapter"), lambda: self.new_document(DocumentKind.CHAPTER)
        )
        self.new_note = action(
            translate("TreeActions", "New Note"), lambda: self.new_document(DocumentKind.NOTE)
        )
        self.new_folder = action(
            translate("TreeActions", "New Folder"), lambda: self.new_folder_of(FolderKind.FOLDER)
        )
        self.new_part = action(
            translate("TreeActions", "New Part"), lambda: self.new_folder_of(FolderKind.PART)
        )
        self.new_entity = {
            kind: action(
                _tr(_NEW_ENTITY_ACTIONS[kind]),
                functools.partial(self.create_entity, kind),
            )
            for kind in EntityKind
        }
        self.rename = action(
            translate("TreeActions", "Rename"), self.rename_current, QKeySequence(Qt.Key.Key_F2)
        )
        self.trash = action(
            translate("TreeActions", "Move to Trash"),
            self.trash_selected,
            QKeySequence.StandardKey.Delete,
        )
        self.restore = action(translate("TreeActions", "Restore from Trash"), self.restore_selected)
        self.move_up = action(
            translate("TreeActions", "Move Up"), lambda: self.move_current(-1), "Ctrl+Up"
        )
        self.move_down = action(
            translate("TreeActions", "Move Down"), lambda: self.move_current(1), "Ctrl+Down"
        )
        self.open = action(translate("TreeActions", "Open"), self.open_current)
        self.private_ = PrivateAction(self.controller, view, view)
        self.private = self.private_.action
        self.series = SeriesActions(self.controller, view, view)

        self.trash_extras: list[QAction] = []
        """Delete Permanently and Empty Trash, which the window adds to the trash's menus."""

    def keyboard_actions(self) -> list[QAction]:
        return [self.rename, self.trash, self.move_up, self.move_down]

    # -- where new things go -------------------------------------------------------------------

    def _placement(self) -> tuple[str | None, int | None]:
        """Parent and index for a new node: inside a selected folder, after a selected document."""
        world = self.controller.world
        key = self.view.current_key()
        if world is None or key is None or self.view.tree_model.is_trashed_item(key):
            return None, None
        if is_folder_id(key) and key in world.folders:
            return key, None
        if world.node(key) is not None and world.in_tree(key):
            parent = world.parent_of(key)
            return parent, world.index_in_parent(key) + 1
        return None, None

    def new_document(self, kind: DocumentKind, title: str | None = None) -> str | None:
        """Create a document of ``kind`` where the selection suggests; returns its id."""
        if self.controller.world is None:
            return None
        title = title or _tr(_NEW_DOCUMENT_TITLES[kind])
        doc = Document(new_document_id(), title, "", kind)
        planned = self._scene_in_chapter(doc) if kind == DocumentKind.SCENE else None
        if planned is None:
            parent, index = self._placement()
            label = _tr(_NEW_DOCUMENT_LABELS[kind]).replace("%1", title)
            planned = world_edits.CreateNode(doc, parent, index), label
        if not self._push(*planned):
            return None
        self.view.open_requested.emit(doc.id, True)
        self.view.select_key(doc.id, edit=True)
        return doc.id

    def _scene_in_chapter(self, scene: Document) -> tuple[Edit, str] | None:
        """A new scene with a chapter document selected belongs inside that chapter: the
        chapter becomes a folder of its title holding its text and the new scene (one step)."""
        world = self.controller.world
        key = self.view.current_key()
        if world is None or key is None or self.view.tree_model.is_trashed_item(key):
            return None
        chapter = world.documents.get(key)
        if chapter is None or chapter.kind != DocumentKind.CHAPTER or not world.in_tree(key):
            return None
        if is_chapter_text(world, key):
            return None  # already a folder: the scene goes in it, after the text
        folder = Folder(new_folder_id(), chapter.title, FolderKind.FOLDER)
        edit = world_edits.CompoundEdit(
            (
                world_edits.CreateNode(folder, world.parent_of(key), world.index_in_parent(key)),
                world_edits.MoveNode(key, folder.id, 0),
                world_edits.CreateNode(scene, folder.id, 1),
            )
        )
        label = (
            translate("TreeActions", "New scene “%1” in “%2”")
            .replace("%1", scene.title)
            .replace("%2", chapter.title)
        )
        return edit, label

    def new_folder_of(self, kind: FolderKind) -> str | None:
        if self.controller.world is None:
            return None
        title = _tr(_NEW_FOLDER_TITLES[kind])
        parent, index = self._placement()
        if kind == FolderKind.PART:
            parent, index = None, None
        folder = Folder(new_folder_id(), title, kind)
        label = _tr(_NEW_FOLDER_LABELS[kind]).replace("%1", title)
        if not self._push(world_edits.CreateNode(folder, parent, index), label):
            return None
        self.view.select_key(folder.id, edit=True)
        return folder.id

    def create_entity(self, kind: EntityKind) -> str | None:
        if self.controller.world is None:
            return None
        name = _tr(_NEW_ENTITY_NAMES[kind])
        entity = Entity(new_entity_id(), name, kind)
        label = _tr(_NEW_ENTITY_LABELS[kind]).replace("%1", name)
        if not self._push(world_edits.CreateEntity(entity), label):
            return None
        self.view.open_requested.emit(entity.id, True)
        self.view.select_key(entity.id, edit=True)
        return entity.id

    # -- acting on the selection --------------------------------------------------------------

    def _push(self, edit: Edit, label: str) -> bool:
        try:
            self.controller.push(edit, label)
        except EditError as error:
            log.info("refused: %s", error)
            return False
        return True

    def rename_current(self) -> None:
        index = self.view.currentIndex()
        if index.isValid() and self.view.tree_model.flags(index) & Qt.ItemFlag.ItemIsEditable:
            self.view.finish_renaming()
            self.view.edit(index)

    def open_current(self) -> None:
        key = self.view.current_key()
        if key is not None:
            self.view.open_requested.emit(key, True)

    def trash_selected(self) -> bool:
        model = self.view.tree_model
        keys = [k for k in self.view.selected_keys() if not model.is_trashed_item(k)]
        planned = model.drop_edit(keys, -1, TRASH_KEY) if keys else None
        if planned is None:
            return False
        return self._push(*planned)

    def restore_selected(self) -> bool:
        world = self.controller.world
        if world is None:
            return False
        keys = [k for k in self.view.selected_keys() if world.trash_entry(k) is not None]
        if not keys:
            return False
        edits = tuple(world_edits.RestoreNode(k) for k in keys)
        label = translate("TreeActions", "Restore “{title}”").format(
            title=self.view.tree_model.data(self.view.tree_model.index_of(keys[0]))
        )
        if not self._push(edits[0] if len(edits) == 1 else world_edits.CompoundEdit(edits), label):
            return False
        self.view.select_key(keys[0])
        return True

    def move_current(self, offset: int) -> bool:
        """Move the current document or folder one place up or down among its siblings."""
        world = self.controller.world
        key = self.view.current_key()
        if world is None or key is None or world.node(key) is None or not world.in_tree(key):
            return False
        parent = world.parent_of(key)
        index = world.index_in_parent(key) + offset
        if not 0 <= index < len(world.children(parent)):
            return False
        title = world.node(key).title  # type: ignore[union-attr]
        if not self._push(
            world_edits.MoveNode(key, parent, index),
            translate("TreeActions", "Move “{title}”").format(title=title),
        ):
            return False
        self.view.select_key(key)
        return True

    # -- the context menu ----------------------------------------------------------------------

    def context_menu(self, key: str | None) -> QMenu:
        menu = QMenu(self.view)
        model = self.view.tree_model
        world = self.controller.world
        if world is None:
            return menu
        self.private_.sync()
        if key is not None and model.is_trashed_item(key):
            if world.trash_entry(key) is not None:
                menu.addAction(self.restore)
            for act in self.trash_extras[:1]:  # Delete Permanently
                menu.addSeparator()
                menu.addAction(act)
            return menu
        kind = key_kind(key) if key else None
        if key == TRASH_KEY:
            for act in self.trash_extras[1:]:  # Empty Trash
                menu.addAction(act)
            return menu
        if key == ENTITIES_KEY or kind is not None or (key is not None and is_entity_id(key)):
            if key is not None and is_entity_id(key):
                menu.addAction(self.open)
                menu.addAction(self.rename)
                menu.addSeparator()
            first = kind or (
                EntityKind(world.entities[key].kind) if key and is_entity_id(key) else None
            )
            if first is not None:
                menu.addAction(self.new_entity[first])
            others = menu.addMenu(translate("TreeActions", "New Entity"))
            for entity_kind, act in self.new_entity.items():
                if entity_kind != first:
                    others.addAction(act)
            if key is not None and is_entity_id(key):
                menu.addSeparator()
                for act in self.series.for_key(key):  # share with the series, or keep a copy
                    menu.addAction(act)
                menu.addAction(self.private)
                menu.addAction(self.trash)
            return menu
        if key is not None and is_document_id(key):
            menu.addAction(self.open)
        for act in (self.new_scene, self.new_chapter, self.new_note):
            menu.addAction(act)
        menu.addAction(self.new_folder)
        menu.addAction(self.new_part)
        if key is not None:
            menu.addSeparator()
            menu.addAction(self.rename)
            menu.addAction(self.move_up)
            menu.addAction(self.move_down)
            menu.addSeparator()
            menu.addAction(self.private)
            menu.addAction(self.trash)
        return menu

"""The editor for one entity: name, kind, aliases, fields (in order) and notes.

Each change is one world edit on the undo stack; changes made elsewhere (undo, the tree, the
assistant) are shown here without being sent back.
"""

from __future__ import annotations

import contextlib
import logging

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.act_turn import TurnLockNotice
from assistant.gui.actions import without_arguments
from assistant.gui.controller import ProjectController
from assistant.gui.document_editor import reading_font
from assistant.gui.labels import entity_kind_label, make_entity_kind_label
from assistant.gui.text_binding import TextBinding, UndoablePlainTextEdit
from assistant.world.edits import (
    AddAlias,
    CompoundEdit,
    Edit,
    MoveEntityField,
    RemoveAlias,
    RemoveEntityField,
    RenameEntity,
    SetEntityAttribute,
    SetEntityField,
)
from assistant.world.errors import EditError
from assistant.world.model import Entity, EntityKind, World

log = logging.getLogger(__name__)


def parse_aliases(text: str) -> tuple[str, ...]:
    """Aliases typed as a comma-separated list: trimmed, empty ones and repeats dropped."""
    seen: list[str] = []
    for part in text.split(","):
        alias = part.strip()
        if alias and alias not in seen:
            seen.append(alias)
    return tuple(seen)


def alias_edits(entity_id: str, old: tuple[str, ...], new: tuple[str, ...]) -> list[Edit]:
    """The alias edits that turn ``old`` into ``new`` (same order)."""
    edits: list[Edit] = []
    current = list(old)
    for alias in old:
        if alias not in new:
            edits.append(RemoveAlias(entity_id, alias))
            current.remove(alias)
    for index, alias in enumerate(new):
        if index < len(current) and current[index] == alias:
            continue
        if alias in current:
            edits.append(RemoveAlias(entity_id, alias))
            current.remove(alias)
        edits.append(AddAlias(entity_id, alias, index))
        current.insert(index, alias)
    return edits


def unique_field_name(entity: Entity, base: str) -> str:
    """``base``, or ``base 2``, ``base 3``… whichever the entity does not have yet."""
    names = {key for key, _value in entity.fields}
    if base not in names:
        return base
    number = 2
    while f"{base} {number}" in names:
        number += 1
    return f"{base} {number}"


class EntityEditor(QWidget):
    """Edits one entity."""

    edited = Signal()
    gone = Signal()
    title_changed = Signal(str)
    problem = Signal(str)
    """A change was refused; the sentence says why (the window shows it in the status bar)."""

    def __init__(
        self, controller: ProjectController, entity_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.entity_id = entity_id
        entity = controller.snapshot().entities[entity_id]
        self._entity = entity

        self.name_field = QLineEdit(self)
        name_font = reading_font(18)
        name_font.setWeight(QFont.Weight.DemiBold)
        self.name_field.setFont(name_font)
        self.name_field.setPlaceholderText(self.tr("Name"))
        self.name_field.editingFinished.connect(self._commit_name)

        self.kind_box = QComboBox(self)
        for kind in EntityKind:
            self.kind_box.addItem(entity_kind_label(kind), kind.value)
        self.kind_box.activated.connect(self._commit_kind)

        self.aliases_field = QLineEdit(self)
        self.aliases_field.setPlaceholderText(self.tr("Other names, separated by commas"))
        self.aliases_field.editingFinished.connect(self._commit_aliases)

        self.fields_table = QTableWidget(0, 2, self)
        self.fields_table.setHorizontalHeaderLabels([self.tr("Field"), self.tr("Value")])
        self.fields_table.verticalHeader().hide()
        header = self.fields_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(0, 160)
        self.fields_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.fields_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._edit_triggers = (
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.fields_table.setEditTriggers(self._edit_triggers)
        self.fields_table.itemChanged.connect(self._on_field_item_changed)
        self.fields_table.itemSelectionChanged.connect(self._update_field_buttons)
        self.fields_table.setMinimumHeight(140)

        self.add_field_button = self._tool_button("+", self.tr("Add a field"), self.add_field)
        self.remove_field_button = self._tool_button(
            "−", self.tr("Remove the selected field"), self.remove_selected_field
        )
        self.up_button = self._tool_button(
            "▲", self.tr("Move the field up"), lambda: self.move_selected_field(-1)
        )
        self.down_button = self._tool_button(
            "▼", self.tr("Move the field down"), lambda: self.move_selected_field(1)
        )
        field_buttons = QHBoxLayout()
        field_buttons.setSpacing(4)
        for button in (
            self.add_field_button,
            self.remove_field_button,
            self.up_button,
            self.down_button,
        ):
            field_buttons.addWidget(button)
        field_buttons.addStretch(1)

        self.notes_edit = UndoablePlainTextEdit(controller, self)
        self.notes_edit.setFont(reading_font(12))
        self.notes_edit.setPlaceholderText(self.tr("Notes"))
        self.notes_binding = TextBinding(
            self.notes_edit,
            controller,
            read=self._read_notes,
            range_edit=lambda _change: None,
            whole_edit=lambda text: SetEntityAttribute(entity_id, "notes", text),
            label=lambda: self.tr("Edit notes of “{name}”").format(name=self._entity.name),
            merge_key=("notes", entity_id),
        )
        self.notes_binding.edited.connect(self.edited)
        self.notes_binding.gone.connect(self.gone)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Kind"), self.kind_box)
        form.addRow(self.tr("Aliases"), self.aliases_field)
        fields_label = QLabel(self.tr("Fields"), self)
        notes_label = QLabel(self.tr("Notes"), self)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.lock_notice = TurnLockNotice(
            self.tr(
                "The assistant is changing this entry. You can edit it again when its turn ends."
            ),
            self,
        )
        layout.addWidget(self.lock_notice)
        layout.addWidget(self.name_field)
        layout.addLayout(form)
        layout.addWidget(fields_label)
        layout.addWidget(self.fields_table, 2)
        layout.addLayout(field_buttons)
        layout.addWidget(notes_label)
        layout.addWidget(self.notes_edit, 3)

        controller.world_changed.connect(self._on_world_changed)
        controller.turn_lock_changed.connect(self._update_lock)
        self._show(entity)
        self._update_field_buttons()
        self._update_lock()

    def _tool_button(self, text: str, tip: str, slot) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.clicked.connect(without_arguments(slot))
        return button

    @property
    def title(self) -> str:
        return self._entity.name

    def dispose(self) -> None:
        self.notes_binding.disconnect_world()
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.world_changed.disconnect(self._on_world_changed)
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.turn_lock_changed.disconnect(self._update_lock)

    # -- showing -------------------------------------------------------------------------------

    def _read_notes(self, world: World) -> str | None:
        entity = world.entities.get(self.entity_id)
        return entity.notes if entity is not None else None

    def _show(self, entity: Entity) -> None:
        self._entity = entity
        if self.name_field.text() != entity.name:
            self.name_field.setText(entity.name)
        with QSignalBlocker(self.kind_box):
            self.kind_box.setCurrentIndex(
                max(0, self.kind_box.findData(EntityKind(entity.kind).value))
            )
        aliases = ", ".join(entity.aliases)
        if parse_aliases(self.aliases_field.text()) != entity.aliases:
            self.aliases_field.setText(aliases)
        self._show_fields(entity)

    def _show_fields(self, entity: Entity) -> None:
        table = self.fields_table
        selected = self.selected_field()
        with QSignalBlocker(table):
            table.setRowCount(len(entity.fields))
            for row, (key, value) in enumerate(entity.fields):
                for column, text in enumerate((key, value)):
                    item = table.item(row, column)
                    if item is None:
                        item = QTableWidgetItem()
                        table.setItem(row, column, item)
                    if item.text() != text:
                        item.setText(text)
                    item.setData(Qt.ItemDataRole.UserRole, key)
        if selected is not None:
            index = entity.field_index(selected)
            if index is not None:
                table.selectRow(index)
        self._update_field_buttons()

    def _on_world_changed(self, world: World, _edit: object) -> None:
        entity = world.entities.get(self.entity_id)
        if entity is None:
            self.gone.emit()
            return
        if entity is self._entity:
            return
        renamed = entity.name != self._entity.name
        self._show(entity)
        if renamed:
            self.title_changed.emit(entity.name)

    # -- editing ----------------------------------------------------------------------------

    def _push(self, edit: Edit, label: str) -> bool:
        try:
            self.controller.push(edit, label)
        except EditError as error:
            log.info("entity edit refused: %s", error)
            self.problem.emit(
                self.tr("That change was not possible: {reason}").format(reason=error)
            )
            self._show(self.controller.snapshot().entities[self.entity_id])
            return False
        self.edited.emit()
        return True

    def _commit_name(self) -> None:
        name = self.name_field.text().strip()
        if not name or name == self._entity.name:
            self.name_field.setText(self._entity.name)
            return
        label = self.tr("Rename “{old}” to “{new}”").format(old=self._entity.name, new=name)
        self._push(RenameEntity(self.entity_id, name), label)

    def _commit_kind(self, index: int) -> None:
        kind = EntityKind(self.kind_box.itemData(index))
        if kind == self._entity.kind:
            return
        label = make_entity_kind_label(self._entity.name, kind)
        self._push(SetEntityAttribute(self.entity_id, "kind", kind), label)

    def _commit_aliases(self) -> None:
        new = parse_aliases(self.aliases_field.text())
        edits = alias_edits(self.entity_id, self._entity.aliases, new)
        if not edits:
            self.aliases_field.setText(", ".join(self._entity.aliases))
            return
        label = self.tr("Change aliases of “{name}”").format(name=self._entity.name)
        self._push(CompoundEdit(tuple(edits), label), label)

    def selected_field(self) -> str | None:
        rows = self.fields_table.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].row()
        if row >= len(self._entity.fields):
            return None
        return self._entity.fields[row][0]

    def _update_field_buttons(self) -> None:
        key = self.selected_field()
        index = self._entity.field_index(key) if key is not None else None
        free = not self.is_locked
        self.add_field_button.setEnabled(free)
        self.remove_field_button.setEnabled(free and index is not None)
        self.up_button.setEnabled(free and index is not None and index > 0)
        self.down_button.setEnabled(
            free and index is not None and index < len(self._entity.fields) - 1
        )

    @property
    def is_locked(self) -> bool:
        """True while an assistant turn holds this entity (the editor is read-only)."""
        return self.controller.is_locked(self.entity_id)

    def _update_lock(self) -> None:
        locked = self.is_locked
        self.name_field.setReadOnly(locked)
        self.aliases_field.setReadOnly(locked)
        self.kind_box.setEnabled(not locked)
        self.notes_edit.setReadOnly(locked)
        self.fields_table.setEditTriggers(
            QAbstractItemView.EditTrigger.NoEditTriggers if locked else self._edit_triggers
        )
        self.lock_notice.setVisible(locked)
        self._update_field_buttons()

    def _on_field_item_changed(self, item: QTableWidgetItem) -> None:
        row, column = item.row(), item.column()
        if row >= len(self._entity.fields):
            return
        key, value = self._entity.fields[row]
        text = item.text()
        if column == 1:
            if text == value:
                return
            label = self.tr("Set “{field}” of “{name}”").format(field=key, name=self._entity.name)
            self._push(SetEntityField(self.entity_id, key, text), label)
            return
        new_key = text.strip()
        if not new_key or new_key == key or self._entity.field_index(new_key) is not None:
            if new_key and new_key != key:
                self.problem.emit(
                    self.tr("“{name}” already has a field called “{field}”.").format(
                        name=self._entity.name, field=new_key
                    )
                )
            with QSignalBlocker(self.fields_table):
                item.setText(key)
            return
        label = self.tr("Rename field “{old}” to “{new}”").format(old=key, new=new_key)
        edit = CompoundEdit(
            (
                RemoveEntityField(self.entity_id, key),
                SetEntityField(self.entity_id, new_key, value, row),
            ),
            label,
        )
        self._push(edit, label)

    def add_field(self) -> None:
        """Add a new field at the end and start editing its name."""
        key = unique_field_name(self._entity, self.tr("New field"))
        label = self.tr("Add field to “{name}”").format(name=self._entity.name)
        if not self._push(SetEntityField(self.entity_id, key, ""), label):
            return
        row = len(self._entity.fields) - 1
        self.fields_table.setCurrentCell(row, 0)
        self.fields_table.editItem(self.fields_table.item(row, 0))

    def remove_selected_field(self) -> None:
        key = self.selected_field()
        if key is None:
            return
        label = self.tr("Remove field “{field}” of “{name}”").format(
            field=key, name=self._entity.name
        )
        self._push(RemoveEntityField(self.entity_id, key), label)

    def move_selected_field(self, offset: int) -> None:
        key = self.selected_field()
        if key is None:
            return
        index = self._entity.field_index(key)
        assert index is not None
        target = index + offset
        if not 0 <= target < len(self._entity.fields):
            return
        label = self.tr("Move field “{field}”").format(field=key)
        if self._push(MoveEntityField(self.entity_id, key, target), label):
            self.fields_table.selectRow(target)

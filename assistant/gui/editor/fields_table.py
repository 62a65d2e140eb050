"""A table of named fields in order (an entity's, or a document's own), edited in place.

Each change is one world edit on the undo stack, made by the edit functions the owner gives;
changes made elsewhere (undo, the assistant) are shown here without being sent back.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.errors import EditError

if TYPE_CHECKING:
    from assistant.world.edits import Edit

log = logging.getLogger(__name__)

Fields = tuple[tuple[str, str], ...]
# The strings keep the entity editor's context, where they were first translated; each call
# names it as a literal so that lupdate finds them.
translate = QCoreApplication.translate


def unique_field_name(fields: Fields, base: str) -> str:
    """``base``, or ``base 2``, ``base 3``… whichever ``fields`` does not have yet."""
    names = {key for key, _value in fields}
    if base not in names:
        return base
    number = 2
    while f"{base} {number}" in names:
        number += 1
    return f"{base} {number}"


def _private_tip() -> str:
    return translate("PrivateMark", "Private: never sent to a cloud model")


def _index(fields: Fields, key: str) -> int | None:
    for position, (name, _value) in enumerate(fields):
        if name == key:
            return position
    return None


class FieldsTable(QWidget):
    """Field names and values in a two-column table, with add, remove and move buttons."""

    edited = Signal()
    problem = Signal(str)
    """A change was refused; the sentence says why."""

    def __init__(
        self,
        controller: ProjectView,
        *,
        owner_name: Callable[[], str],
        set_edit: Callable[[str, str, int | None], Edit],
        remove_edit: Callable[[str], Edit],
        move_edit: Callable[[str, int], Edit],
        private_edit: Callable[[str, bool], Edit] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._owner_name = owner_name
        self._set_edit = set_edit
        self._remove_edit = remove_edit
        self._move_edit = move_edit
        self._private_edit = private_edit
        self._private: frozenset[str] = frozenset()
        self._fields: Fields = ()
        self._locked = False

        self.table = QTableWidget(0, 2, self)
        self.table.setHorizontalHeaderLabels(
            [translate("EntityEditor", "Field"), translate("EntityEditor", "Value")]
        )
        self.table.verticalHeader().hide()
        self.table.setAccessibleName(translate("DocumentFieldsSection", "Fields"))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(0, 160)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._edit_triggers = (
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.setEditTriggers(self._edit_triggers)
        self.table.itemChanged.connect(self._on_item_changed)
        self.table.itemSelectionChanged.connect(self._update_buttons)

        self.add_button = self._button(
            "+", translate("EntityEditor", "Add a field"), self.add_field
        )
        self.remove_button = self._button(
            "−", translate("EntityEditor", "Remove the selected field"), self.remove_selected_field
        )
        self.up_button = self._button(
            "▲", translate("EntityEditor", "Move the field up"), lambda: self.move(-1)
        )
        self.down_button = self._button(
            "▼", translate("EntityEditor", "Move the field down"), lambda: self.move(1)
        )
        self.private_button = self._button(
            translate("PrivateSection", "Private"), _private_tip(), self.toggle_private
        )
        self.private_button.setCheckable(True)
        self.private_button.setVisible(private_edit is not None)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.private_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._update_buttons()

    def _button(self, text: str, tip: str, slot: Callable[[], None]) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    # -- showing ---------------------------------------------------------------------------

    @property
    def fields(self) -> Fields:
        return self._fields

    def show_fields(self, fields: Fields) -> None:
        selected = self.selected_field()
        self._fields = fields
        with QSignalBlocker(self.table):
            self.table.setRowCount(len(fields))
            for row, (key, value) in enumerate(fields):
                for column, text in enumerate((key, value)):
                    item = self.table.item(row, column)
                    if item is None:
                        item = QTableWidgetItem()
                        self.table.setItem(row, column, item)
                    if item.text() != text:
                        item.setText(text)
                    item.setData(Qt.ItemDataRole.UserRole, key)
        if selected is not None:
            index = _index(fields, selected)
            if index is not None:
                self.table.selectRow(index)
        self._update_buttons()

    def show_private(self, keys: Iterable[str]) -> None:
        """Which fields are private: their names say so in a tooltip, and the Private button
        is down while one of them is selected."""
        self._private = frozenset(keys)
        tip = _private_tip()
        for row, (key, _value) in enumerate(self._fields):
            item = self.table.item(row, 0)
            if item is not None:
                item.setToolTip(tip if key in self._private else "")
        self._update_buttons()

    def set_locked(self, locked: bool) -> None:
        self._locked = locked
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.NoEditTriggers if locked else self._edit_triggers
        )
        self._update_buttons()

    def selected_field(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self._fields):
            return None
        return self._fields[rows[0].row()][0]

    def _update_buttons(self) -> None:
        key = self.selected_field()
        index = _index(self._fields, key) if key is not None else None
        free = not self._locked
        self.add_button.setEnabled(free)
        self.remove_button.setEnabled(free and index is not None)
        self.up_button.setEnabled(free and index is not None and index > 0)
        self.down_button.setEnabled(free and index is not None and index < len(self._fields) - 1)
        self.private_button.setEnabled(free and index is not None)
        self.private_button.setChecked(key is not None and key in self._private)

    # -- editing ---------------------------------------------------------------------------

    def _push(self, edit: Edit, label: str) -> bool:
        try:
            self.controller.push(edit, label)
        except EditError as error:
            log.info("field edit refused: %s", error)
            self.problem.emit(
                translate("EntityEditor", "That change was not possible: {reason}").format(
                    reason=error
                )
            )
            self.show_fields(self._fields)
            return False
        self.edited.emit()
        return True

    def _on_item_changed(self, item: QTableWidgetItem) -> None:
        row, column = item.row(), item.column()
        if row >= len(self._fields):
            return
        key, value = self._fields[row]
        name = self._owner_name()
        text = item.text()
        if column == 1:
            if text != value:
                label = translate("EntityEditor", "Set “{field}” of “{name}”").format(
                    field=key, name=name
                )
                self._push(self._set_edit(key, text, None), label)
            return
        new_key = text.strip()
        if not new_key or new_key == key or _index(self._fields, new_key) is not None:
            if new_key and new_key != key:
                self.problem.emit(
                    translate(
                        "EntityEditor", "“{name}” already has a field called “{field}”."
                    ).format(name=name, field=new_key)
                )
            with QSignalBlocker(self.table):
                item.setText(key)
            return
        label = translate("EntityEditor", "Rename field “{old}” to “{new}”").format(
            old=key, new=new_key
        )
        parts = (self._remove_edit(key), self._set_edit(new_key, value, row))
        edit = world_edits.CompoundEdit(parts, label)
        self._push(edit, label)

    def toggle_private(self) -> None:
        """Mark the selected field private, or unmark it, as one undo step."""
        key = self.selected_field()
        if key is None or self._private_edit is None:
            return
        private = key not in self._private
        context = "PrivateAction"
        label = translate(context, "Mark “%1” private" if private else "Mark “%1” not private")
        if not self._push(self._private_edit(key, private), label.replace("%1", key)):
            self._update_buttons()

    def add_field(self) -> None:
        """Add a new field at the end and start editing its name."""
        key = unique_field_name(self._fields, translate("EntityEditor", "New field"))
        label = translate("EntityEditor", "Add field to “{name}”").format(name=self._owner_name())
        if not self._push(self._set_edit(key, "", None), label):
            return
        row = len(self._fields) - 1
        if row >= 0:
            self.table.setCurrentCell(row, 0)
            self.table.editItem(self.table.item(row, 0))

    def remove_selected_field(self) -> None:
        key = self.selected_field()
        if key is None:
            return
        label = translate("EntityEditor", "Remove field “{field}” of “{name}”").format(
            field=key, name=self._owner_name()
        )
        self._push(self._remove_edit(key), label)

    def move(self, offset: int) -> None:
        key = self.selected_field()
        if key is None:
            return
        index = _index(self._fields, key)
        assert index is not None
        target = index + offset
        if not 0 <= target < len(self._fields):
            return
        label = translate("EntityEditor", "Move field “{field}”").format(field=key)
        if self._push(self._move_edit(key, target), label):
            self.table.selectRow(target)

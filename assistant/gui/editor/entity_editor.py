"""The editor for one entity: name, kind, aliases, fields (in order) and notes.

Each change is one world edit on the undo stack; changes made elsewhere (undo, the tree, the
assistant) are shown here without being sent back.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.editor.document_editor import reading_font
from assistant.gui.editor.fields_table import FieldsTable
from assistant.gui.editor.lock_notice import LockNotice
from assistant.gui.editor.text_binding import TextBinding, UndoablePlainTextEdit
from assistant.gui.project.labels import entity_kind_label, make_entity_kind_label
from assistant.gui.series.fact_changes import FactChangesSection, SeriesBadge
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.errors import EditError
from assistant.world.model import Entity, EntityKind, World

if TYPE_CHECKING:
    from assistant.gui.editor.series_rename import SeriesRename
    from assistant.world.edits import Edit

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
            edits.append(world_edits.RemoveAlias(entity_id, alias))
            current.remove(alias)
    for index, alias in enumerate(new):
        if index < len(current) and current[index] == alias:
            continue
        if alias in current:
            edits.append(world_edits.RemoveAlias(entity_id, alias))
            current.remove(alias)
        edits.append(world_edits.AddAlias(entity_id, alias, index))
        current.insert(index, alias)
    return edits


class EntityEditor(QWidget):
    """Edits one entity."""

    edited = Signal()
    gone = Signal()
    title_changed = Signal(str)
    problem = Signal(str)
    """A change was refused; the sentence says why (the window shows it in the status bar)."""

    def __init__(
        self, controller: ProjectView, entity_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.entity_id = entity_id
        self.series_rename: SeriesRename | None = None
        """The last rename of this series entity across its books, while it is asked about."""
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

        self.fields = FieldsTable(
            controller,
            owner_name=lambda: self._entity.name,
            set_edit=lambda key, value, index: world_edits.SetEntityField(
                entity_id, key, value, index
            ),
            remove_edit=lambda key: world_edits.RemoveEntityField(entity_id, key),
            move_edit=lambda key, index: world_edits.MoveEntityField(entity_id, key, index),
            private_edit=lambda key, private: world_edits.SetFieldPrivate(entity_id, key, private),
            parent=self,
        )
        self.fields.edited.connect(self.edited)
        self.fields.problem.connect(self.problem)
        self.fields.table.setMinimumHeight(140)
        self.fields_table = self.fields.table
        self.series_badge = SeriesBadge(self)
        self.series_changes = FactChangesSection(controller, entity_id, self)
        self.series_changes.edited.connect(self.edited)
        self.series_changes.problem.connect(self.problem)

        self.notes_edit = UndoablePlainTextEdit(controller, self)
        self.notes_edit.setFont(reading_font(12))
        self.notes_edit.setPlaceholderText(self.tr("Notes"))
        self.notes_binding = TextBinding(
            self.notes_edit,
            controller,
            read=self._read_notes,
            range_edit=lambda _change: None,
            whole_edit=lambda text: world_edits.SetEntityAttribute(entity_id, "notes", text),
            label=lambda: self.tr("Edit notes of “{name}”").format(name=self._entity.name),
            merge_key=("notes", entity_id),
        )
        self.notes_binding.edited.connect(self.edited)
        self.notes_binding.gone.connect(self.gone)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Kind"), self.kind_box)
        form.addRow(self.tr("Aliases"), self.aliases_field)
        self.fields_label = QLabel(self.tr("Fields"), self)
        self.fields_label.setObjectName("entityFieldsLabel")
        notes_label = QLabel(self.tr("Notes"), self)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.lock_notice = LockNotice(
            self.tr(
                "The assistant is changing this entry. You can edit it again when its turn ends."
            ),
            self,
        )
        layout.addWidget(self.lock_notice)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_field, 1)
        name_row.addWidget(self.series_badge, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(name_row)
        layout.addLayout(form)
        layout.addWidget(self.fields_label)
        layout.addWidget(self.fields, 2)
        layout.addWidget(self.series_changes)
        layout.addWidget(notes_label)
        layout.addWidget(self.notes_edit, 3)

        controller.world_changed.connect(self._on_world_changed)
        controller.locks_changed.connect(self._update_lock)
        self._show(entity)
        self._update_lock()

    @property
    def title(self) -> str:
        return self._entity.name

    def dispose(self) -> None:
        self.notes_binding.disconnect_world()
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.world_changed.disconnect(self._on_world_changed)
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.locks_changed.disconnect(self._update_lock)

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
        self.fields.show_fields(entity.fields)
        self.fields.show_private(entity.private_fields)
        world = self.controller.world
        if world is not None:
            self._show_series(world)

    def _show_series(self, world: World) -> None:
        """The badge, the changes over the series, and the fields' label: a series entity's
        table holds its values from the start of the series, whatever this book's are."""
        self.series_badge.show_for(world, self.entity_id)
        self.series_changes.show_world(world)
        owned = world.series.owns(self.entity_id)
        self.fields_label.setText(
            self.tr("Fields: values from the start of the series") if owned else self.tr("Fields")
        )

    def _on_world_changed(self, world: World, _edit: object) -> None:
        entity = world.entities.get(self.entity_id)
        if entity is None:
            self.gone.emit()
            return
        if entity is self._entity:
            self._show_series(world)  # shared, kept, changes dated
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
        if self.series_rename is not None and self.series_rename.dialog.isVisible():
            return  # the series' rename is being asked about
        from assistant.gui.editor.series_rename import offer_series_rename

        offered = offer_series_rename(
            self, self.controller, self.entity_id, name, self._series_renamed
        )
        if offered is not None:
            self.series_rename = offered
            offered.dialog.rejected.connect(lambda: self.name_field.setText(self._entity.name))
            return
        label = self.tr("Rename “{old}” to “{new}”").format(old=self._entity.name, new=name)
        self._push(world_edits.RenameEntity(self.entity_id, name), label)

    def _series_renamed(self, text: str) -> None:
        self.edited.emit()
        self.problem.emit(text)  # the window shows it in the status bar

    def _commit_kind(self, index: int) -> None:
        kind = EntityKind(self.kind_box.itemData(index))
        if kind == self._entity.kind:
            return
        label = make_entity_kind_label(self._entity.name, kind)
        self._push(world_edits.SetEntityAttribute(self.entity_id, "kind", kind), label)

    def _commit_aliases(self) -> None:
        new = parse_aliases(self.aliases_field.text())
        edits = alias_edits(self.entity_id, self._entity.aliases, new)
        if not edits:
            self.aliases_field.setText(", ".join(self._entity.aliases))
            return
        label = self.tr("Change aliases of “{name}”").format(name=self._entity.name)
        self._push(world_edits.CompoundEdit(tuple(edits), label), label)

    def selected_field(self) -> str | None:
        return self.fields.selected_field()

    def add_field(self) -> None:
        self.fields.add_field()

    def remove_selected_field(self) -> None:
        self.fields.remove_selected_field()

    def move_selected_field(self, offset: int) -> None:
        self.fields.move(offset)

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
        self.fields.set_locked(locked)
        self.series_changes.set_locked(locked)
        self.lock_notice.setVisible(locked)

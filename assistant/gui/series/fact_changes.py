"""The entity editor's series section: the badge that says an entity is the series', what
holds of it in this book ("In this book: Age: 20 (from book 3)"), its changes over the series
("From book 2: Age is 35"), and the row that adds one ("From book
[n], from [a scene] on, [field] becomes [value]") or removes the one selected.

The changes are the core's (:mod:`assistant.world.series.facts` orders them); adding or
removing one is one :class:`~assistant.world.edits.SetFactChanges` pushed on the undo stack,
so Edit ▸ Undo takes it back like any other edit.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QLocale, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.series.series_mark import books_icon
from assistant.gui.series.series_words import (
    book_name,
    change_text,
    fill,
    in_this_book,
    series_tooltip,
)
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.errors import EditError
from assistant.world.model import Entity, World
from assistant.world.series.facts import facts_of
from assistant.world.series.model import FactChange

log = logging.getLogger(__name__)

CHANGE_ROLE = Qt.ItemDataRole.UserRole + 1


class SeriesBadge(QLabel):
    """"Series", with the series' mark, beside a series entity's name; hidden otherwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seriesBadge")
        self.setText(self.tr("Series"))
        self.setStyleSheet(
            "QLabel#seriesBadge { background: #e4eef4; color: #1f4a60;"
            " border: 1px solid #9fc0d2; border-radius: 8px; padding: 1px 8px; }"
        )
        self.hide()

    def show_for(self, world: World, entity_id: str) -> None:
        owned = world.series.owns(entity_id)
        self.setVisible(owned)
        if owned:
            tip = series_tooltip(world)
            self.setToolTip(tip)
            self.setAccessibleName(tip)


class FactChangesSection(QWidget):
    """A series entity's changes over the series, with adding and removing; hidden for an
    entity of the book's own."""

    edited = Signal()
    problem = Signal(str)
    """A change was refused; the sentence says why."""

    def __init__(self, controller: ProjectView, entity_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.entity_id = entity_id
        self._world: World | None = None
        self._locked = False

        heading = QLabel(self.tr("Changes over the series"), self)
        heading.setObjectName("seriesChangesHeading")
        self.in_book_label = QLabel(self)
        self.in_book_label.setObjectName("seriesInThisBook")
        self.in_book_label.setWordWrap(True)
        self.in_book_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.changes_list = QListWidget(self)
        self.changes_list.setObjectName("seriesChanges")
        self.changes_list.setMaximumHeight(90)
        self.changes_list.setAccessibleName(self.tr("Changes over the series"))
        self.changes_list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.empty_label = QLabel(
            self.tr("No changes: its fields hold through the whole series."), self
        )
        self.empty_label.setEnabled(False)
        self.remove_button = QPushButton(self.tr("Remove Change"), self)
        self.remove_button.setObjectName("removeSeriesChange")
        self.remove_button.clicked.connect(self.remove_selected)

        self.book_box = QComboBox(self)
        self.book_box.setObjectName("seriesChangeBook")
        self.book_box.setAccessibleName(self.tr("From book"))
        self.book_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.book_box.currentIndexChanged.connect(lambda _index: self._update_scenes())
        self.scene_box = QComboBox(self)
        self.scene_box.setObjectName("seriesChangeScene")
        self.scene_box.setAccessibleName(self.tr("From scene"))
        self.field_box = QComboBox(self)
        self.field_box.setObjectName("seriesChangeField")
        self.field_box.setEditable(True)
        self.field_box.setAccessibleName(self.tr("Field"))
        self.field_box.lineEdit().setPlaceholderText(self.tr("Field"))
        self.field_box.editTextChanged.connect(lambda _text: self._update_buttons())
        self.value_field = QLineEdit(self)
        self.value_field.setObjectName("seriesChangeValue")
        self.value_field.setPlaceholderText(self.tr("New value (empty: none from then on)"))
        self.value_field.setAccessibleName(self.tr("New value"))
        self.value_field.returnPressed.connect(self.add_change)
        self.add_button = QPushButton(self.tr("Add Change"), self)
        self.add_button.setObjectName("addSeriesChange")
        self.add_button.clicked.connect(self.add_change)

        where = QHBoxLayout()
        where.addWidget(self.book_box)
        where.addWidget(self.scene_box, 1)
        what = QHBoxLayout()
        what.addWidget(self.field_box, 1)
        #: Between a field's name and its new value: "[Age] becomes [35]".
        what.addWidget(QLabel(self.tr("becomes"), self))
        what.addWidget(self.value_field, 2)
        what.addWidget(self.add_button)
        listed = QHBoxLayout()
        listed.addWidget(self.empty_label, 1)
        listed.addStretch(0)
        listed.addWidget(self.remove_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        title = QHBoxLayout()
        mark = QLabel(self)
        mark.setPixmap(books_icon().pixmap(16, 16))
        title.addWidget(mark)
        title.addWidget(heading, 1)
        layout.addLayout(title)
        layout.addWidget(self.in_book_label)
        layout.addWidget(self.changes_list)
        layout.addLayout(listed)
        layout.addLayout(where)
        layout.addLayout(what)
        self.hide()

    # -- showing ------------------------------------------------------------------------------

    def show_world(self, world: World) -> None:
        """Show the entity as ``world`` holds it (hidden unless it is the series')."""
        if world is self._world:
            return
        self._world = world
        entity = world.entities.get(self.entity_id)
        owned = entity is not None and world.series.owns(self.entity_id)
        self.setVisible(owned)
        if not owned or entity is None:
            return
        self._show_changes(world, entity)
        shown = in_this_book(world, entity)
        self.in_book_label.setText(shown)
        self.in_book_label.setVisible(bool(shown))
        self._show_books(world)
        self._show_fields(world, entity)
        self._update_scenes()
        self._update_buttons()

    def _show_changes(self, world: World, entity: Entity) -> None:
        row = self.changes_list.currentRow()
        self.changes_list.clear()
        for change in facts_of(world).changes(entity.id):
            item = QListWidgetItem(change_text(world, change))
            item.setData(CHANGE_ROLE, change)
            tip = book_name(world, change.from_book)
            item.setToolTip(f"{tip}\n{change.note}" if change.note else tip)
            self.changes_list.addItem(item)
        count = self.changes_list.count()
        self.changes_list.setVisible(count > 0)
        self.empty_label.setVisible(count == 0)
        if count:
            self.changes_list.setCurrentRow(min(max(row, 0), count - 1))

    def _show_books(self, world: World) -> None:
        chosen = self.book_box.currentData()
        here = world.series.book_number
        listed = len(world.series.books)
        with QSignalBlocker(self.book_box):
            self.book_box.clear()
            for number in range(1, max(listed, here) + 2):  # and the next book, not yet written
                name = book_name(world, number)
                if number == here:
                    name = self.tr("%1 (this book)").replace("%1", name)
                self.book_box.addItem(name, number)
            index = self.book_box.findData(chosen if chosen is not None else max(here, 1))
            self.book_box.setCurrentIndex(max(index, 0))

    def _show_fields(self, world: World, entity: Entity) -> None:
        text = self.field_box.currentText()
        with QSignalBlocker(self.field_box):
            self.field_box.clear()
            self.field_box.addItems(list(facts_of(world).field_names(entity)))
            self.field_box.setEditText(text or (entity.fields[0][0] if entity.fields else ""))

    def _update_scenes(self) -> None:
        """The scenes offered are this book's, and only for a change in this book."""
        world = self._world
        if world is None:
            return
        chosen = self.scene_box.currentData()
        this_book = self.book_box.currentData() == world.series.book_number
        with QSignalBlocker(self.scene_box):
            self.scene_box.clear()
            self.scene_box.addItem(self.tr("from the book's start"), None)
            if this_book:
                for document in world.documents_in_order():
                    self.scene_box.addItem(
                        self.tr("from “%1” on").replace("%1", document.title), document.id
                    )
            self.scene_box.setCurrentIndex(max(self.scene_box.findData(chosen), 0))
        self.scene_box.setEnabled(this_book and not self._locked)

    def _update_buttons(self) -> None:
        usable = not self._locked
        self.add_button.setEnabled(usable and bool(self.field_box.currentText().strip()))
        self.remove_button.setEnabled(usable and self.changes_list.currentItem() is not None)

    def set_locked(self, locked: bool) -> None:
        """Read-only while the assistant holds the entity."""
        self._locked = locked
        for widget in (self.book_box, self.field_box, self.value_field):
            widget.setEnabled(not locked)
        if self._world is not None:
            self._update_scenes()
        self._update_buttons()

    # -- editing ------------------------------------------------------------------------------

    def add_change(self) -> bool:
        """Add the change the row describes (one undo step); a change of the same field at
        the same point is replaced."""
        world = self.controller.world
        key = self.field_box.currentText().strip()
        book = self.book_box.currentData()
        if world is None or self._locked or not key or not isinstance(book, int):
            return False
        entity = world.entities.get(self.entity_id)
        if entity is None:
            return False
        scene = self.scene_box.currentData() if self.scene_box.isEnabled() else None
        new = FactChange(key, self.value_field.text().strip(), book, scene)
        kept = [
            c for c in world.series.changes_of(self.entity_id)
            if (c.field, c.from_book, c.from_scene) != (new.field, new.from_book, new.from_scene)
        ]  # fmt: skip
        changes = facts_of(world).ordered([*kept, new])
        label = fill(
            self.tr("Change “%1” of “%2” from book %3"),
            key,
            entity.name,
            QLocale().toString(book),
        )
        if not self._push(world_edits.SetFactChanges(self.entity_id, changes), label):
            return False
        self.value_field.clear()
        return True

    def remove_selected(self) -> bool:
        """Remove the selected change (one undo step)."""
        world = self.controller.world
        item = self.changes_list.currentItem()
        if world is None or item is None or self._locked:
            return False
        change = item.data(CHANGE_ROLE)
        entity = world.entities.get(self.entity_id)
        if entity is None:
            return False
        changes = tuple(c for c in world.series.changes_of(self.entity_id) if c != change)
        label = self.tr("Remove a change of “%1”").replace("%1", entity.name)
        return self._push(world_edits.SetFactChanges(self.entity_id, changes), label)

    def _push(self, edit: world_edits.SetFactChanges, label: str) -> bool:
        try:
            self.controller.push(edit, label)
        except EditError as error:
            log.info("series change refused: %s", error)
            self.problem.emit(self.tr("That change was not possible: %1").replace("%1", str(error)))
            return False
        self.edited.emit()
        return True


__all__ = ["FactChangesSection", "SeriesBadge"]

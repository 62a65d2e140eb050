"""Project ▸ Project Settings…: the project's language, its statuses and colours, the words
its spelling check accepts, and the least the project requires of the assistant's changes
(which changes ask at least, and the reviewer always on: nobody's settings, no command line
option and no specialist can ask for less). Saving the dialog is one undo step."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.project.statuses import status_label
from assistant.gui.window.project_view import ProjectView
from assistant.world.edits import (
    CompoundEdit,
    Edit,
    SetDocumentAttribute,
    SetProjectMeta,
    SetProjectSetting,
)
from assistant.world.errors import EditError
from assistant.world.project_settings import Status, check_statuses, check_word_list
from assistant.world.spelling import DICTIONARY_TAGS

NAME_ROLE = Qt.ItemDataRole.UserRole + 50
COLOR_ROLE = Qt.ItemDataRole.UserRole + 51
ORIGINAL_ROLE = Qt.ItemDataRole.UserRole + 52

PALETTE = ("#9b7fd1", "#e0913a", "#3b8fd9", "#4caf50", "#d9534f", "#8d6e63", "#00897b")


def _swatch(color: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(color))
    return QIcon(pixmap)


@dataclass(frozen=True)
class StatusRow:
    name: str
    color: str
    original: str
    """The name the status had when the dialog opened ("" for a new one)."""


class ProjectSettingsDialog(QDialog):
    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("projectSettingsDialog")
        self.setWindowTitle(self.tr("Project Settings"))
        self.controller = controller
        world = controller.world
        assert world is not None

        self.language_combo = QComboBox(self)
        for code in DICTIONARY_TAGS:
            self.language_combo.addItem(self._language_name(code), code)
        if self.language_combo.findData(world.meta.language) < 0:
            self.language_combo.addItem(world.meta.language, world.meta.language)
        self.language_combo.setCurrentIndex(self.language_combo.findData(world.meta.language))

        self.status_list = QListWidget(self)
        self.status_list.setAccessibleName(self.tr("Statuses"))
        self.status_list.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        for status in world.settings.statuses:
            self._add_row(StatusRow(status.name, status.color, status.name))
        self.status_list.itemChanged.connect(self._on_renamed)
        add = QPushButton(self.tr("&Add"), self)
        add.clicked.connect(self.add_status)
        remove = QPushButton(self.tr("&Remove"), self)
        remove.clicked.connect(self.remove_status)
        color = QPushButton(self.tr("&Colour…"), self)
        color.clicked.connect(self.choose_color)
        buttons_row = QHBoxLayout()
        for button in (add, remove, color):
            buttons_row.addWidget(button)
        buttons_row.addStretch(1)

        self.word_list = QPlainTextEdit("\n".join(world.settings.word_list), self)
        self.word_list.setAccessibleName(self.tr("Project dictionary"))
        self.word_list.setPlaceholderText(self.tr("One word a line"))

        self.approval_combo = QComboBox(self)
        self.approval_combo.setObjectName("leastApprovalCombo")
        self.approval_combo.addItem(self.tr("as each writer’s settings say"), "none")
        self.approval_combo.addItem(self.tr("deletions and large rewrites"), "risky")
        self.approval_combo.addItem(self.tr("every change"), "every")
        least = self.approval_combo.findData(world.settings.least_approval)
        self.approval_combo.setCurrentIndex(least if least >= 0 else 2)
        self.review_box = QCheckBox(self.tr("The re&viewer always checks each change first"))
        self.review_box.setObjectName("alwaysReviewBox")
        self.review_box.setChecked(world.settings.always_review)
        approval_note = QLabel(
            self.tr(
                "No one can ask for less in this project: not the assistant’s settings, a "
                "command line option or a specialist."
            ),
            self,
        )
        approval_note.setWordWrap(True)
        approval_note.setEnabled(False)

        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.hide()
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language_combo)
        note = QLabel(
            self.tr("The language of the manuscript: for spelling and smart punctuation."), self
        )
        note.setWordWrap(True)
        note.setEnabled(False)
        form.addRow("", note)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        statuses_label = QLabel(self.tr("&Statuses (double-click to rename, drag to order):"))
        statuses_label.setBuddy(self.status_list)
        layout.addWidget(statuses_label)
        layout.addWidget(self.status_list)
        layout.addLayout(buttons_row)
        words_label = QLabel(self.tr("Project &dictionary: words never marked as misspelt"))
        words_label.setBuddy(self.word_list)
        layout.addWidget(words_label)
        layout.addWidget(self.word_list)
        assistant_form = QFormLayout()
        assistant_form.addRow(self.tr("The assistant’s changes as&k at least:"),
                              self.approval_combo)  # fmt: skip
        assistant_form.addRow("", self.review_box)
        assistant_form.addRow("", approval_note)
        layout.addLayout(assistant_form)
        layout.addWidget(self.problem)
        layout.addWidget(box)
        self.resize(460, 660)

    def _language_name(self, code: str) -> str:
        return {
            "en": self.tr("English (US)"),
            "en_GB": self.tr("English (UK)"),
            "es": self.tr("Spanish"),
            "de": self.tr("German"),
            "fr": self.tr("French"),
            "nb": self.tr("Norwegian Bokmål"),
        }.get(code, code)

    # -- statuses ---------------------------------------------------------------------------------

    def _add_row(self, row: StatusRow) -> QListWidgetItem:
        item = QListWidgetItem(_swatch(row.color), status_label(row.name, self.controller.world))
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        item.setData(NAME_ROLE, row.name)
        item.setData(COLOR_ROLE, row.color)
        item.setData(ORIGINAL_ROLE, row.original)
        self.status_list.addItem(item)
        return item

    def _on_renamed(self, item: QListWidgetItem) -> None:
        text = item.text().strip()
        if text != status_label(item.data(NAME_ROLE), self.controller.world):
            item.setData(NAME_ROLE, text)

    def rows(self) -> list[StatusRow]:
        rows = []
        for number in range(self.status_list.count()):
            item = self.status_list.item(number)
            rows.append(
                StatusRow(item.data(NAME_ROLE), item.data(COLOR_ROLE), item.data(ORIGINAL_ROLE))
            )
        return rows

    def add_status(self) -> None:
        taken = {row.name for row in self.rows()}
        number, name = 1, self.tr("new status")
        while name in taken:
            number += 1
            name = self.tr("new status {number}").format(number=number)
        item = self._add_row(StatusRow(name, PALETTE[len(taken) % len(PALETTE)], ""))
        self.status_list.setCurrentItem(item)
        self.status_list.editItem(item)

    def remove_status(self) -> None:
        row = self.status_list.currentRow()
        if row >= 0:
            self.status_list.takeItem(row)

    def choose_color(self) -> None:
        item = self.status_list.currentItem()
        if item is None:
            return
        color = QColorDialog.getColor(QColor(item.data(COLOR_ROLE)), self, self.tr("Colour"))
        if color.isValid():
            self.set_color(item, color.name())

    def set_color(self, item: QListWidgetItem, color: str) -> None:
        item.setData(COLOR_ROLE, color)
        item.setIcon(_swatch(color))

    # -- saving -----------------------------------------------------------------------------------

    def edits(self) -> list[Edit]:
        """What the form changes: the settings, and documents whose status was renamed.

        Raises ValueError with a reason when the form cannot be saved."""
        world = self.controller.world
        assert world is not None
        edits: list[Edit] = []
        language = self.language_combo.currentData()
        if language != world.meta.language:
            edits.append(SetProjectMeta("language", language))
        rows = self.rows()
        names = [row.name.strip() for row in rows]
        if any(not name for name in names):
            raise ValueError(self.tr("Every status needs a name."))
        twice = sorted({name for name in names if names.count(name) > 1})
        if twice:
            raise ValueError(
                self.tr("Two statuses are called “{name}”.").format(
                    name=status_label(twice[0], self.controller.world)
                )
            )
        rows = [StatusRow(row.name.strip(), row.color, row.original) for row in rows]
        statuses = check_statuses(tuple(Status(row.name, row.color) for row in rows))
        if statuses != world.settings.statuses:
            edits.append(SetProjectSetting("statuses", statuses))
        renamed = {r.original: r.name for r in rows if r.original and r.original != r.name}
        for document in world.documents.values():
            if document.status in renamed:
                edits.append(SetDocumentAttribute(document.id, "status", renamed[document.status]))
        lines = [w.strip() for w in self.word_list.toPlainText().splitlines() if w.strip()]
        for line in lines:
            if len(line.split()) > 1 or len(line) > 100:
                raise ValueError(
                    self.tr("“{line}” is not one word: put one word on each line.").format(
                        line=line
                    )
                )
        words = check_word_list(lines)
        if words != world.settings.word_list:
            edits.append(SetProjectSetting("word_list", words))
        least = str(self.approval_combo.currentData())
        if least != world.settings.least_approval:
            edits.append(SetProjectSetting("least_approval", least))
        if self.review_box.isChecked() != world.settings.always_review:
            edits.append(SetProjectSetting("always_review", self.review_box.isChecked()))
        return edits

    def accept(self) -> None:
        try:
            edits = self.edits()
        except ValueError as error:
            self.problem.setText(str(error))
            self.problem.show()
            return
        if edits:
            label = self.tr("Change project settings")
            try:
                self.controller.push(CompoundEdit(tuple(edits), label), label)
            except EditError as error:
                self.problem.setText(str(error))
                self.problem.show()
                return
        super().accept()

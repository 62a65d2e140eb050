"""File ▸ New Project…: the title, the author, and where the project's folder goes.

The folder is named after the title and placed, unless the writer chooses otherwise, in their
documents folder, a place they can see and back up (not Quire's hidden data folder). The
dialog shows the folder it will make, and refuses a place that is taken.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

_UNSAFE = set('/\\:*?"<>|') | {chr(c) for c in range(32)}
MAX_FOLDER_NAME = 120


@dataclass(frozen=True)
class NewProject:
    """What the writer asked for: the project's title and author, and its new folder."""

    title: str
    author: str
    folder: Path


def folder_name(title: str) -> str:
    """A folder name for ``title``: the title itself, without the characters folders refuse."""
    name = "".join(" " if c in _UNSAFE else c for c in title)
    name = " ".join(name.split()).strip(" .")
    return name[:MAX_FOLDER_NAME].rstrip(" .")


def documents_folder() -> Path:
    """The writer's documents folder (their home folder when the system names none)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    path = Path(location) if location else Path.home()
    return path if path.is_dir() else Path.home()


class NewProjectDialog(QDialog):
    """Ask for a new project's title, author and location; see the module doc."""

    def __init__(self, parent: QWidget | None = None, *, location: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newProjectDialog")
        self.setWindowTitle(self.tr("New Project"))
        self.setMinimumWidth(480)
        layout = QVBoxLayout(self)
        form = QFormLayout()

        self.title_edit = QLineEdit(self.tr("My Novel"), self)
        self.title_edit.setObjectName("newProjectTitle")
        self.title_edit.selectAll()
        form.addRow(self.tr("&Title:"), self.title_edit)

        self.author_edit = QLineEdit(self)
        self.author_edit.setObjectName("newProjectAuthor")
        self.author_edit.setPlaceholderText(self.tr("Your name, as it goes on the title page"))
        form.addRow(self.tr("&Author:"), self.author_edit)

        row = QHBoxLayout()
        self.location_edit = QLineEdit(str(location or documents_folder()), self)
        self.location_edit.setObjectName("newProjectLocation")
        browse = QPushButton(self.tr("&Browse…"), self)
        browse.setObjectName("newProjectBrowse")
        browse.clicked.connect(self._browse)
        row.addWidget(self.location_edit, 1)
        row.addWidget(browse)
        form.addRow(self.tr("&Location:"), row)
        form.labelForField(row).setBuddy(self.location_edit)
        layout.addLayout(form)

        self.folder_label = QLabel(self)
        self.folder_label.setObjectName("newProjectFolder")
        self.folder_label.setWordWrap(True)
        layout.addWidget(self.folder_label)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.create_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.create_button.setText(self.tr("Create"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        for field in (self.title_edit, self.location_edit):
            field.textChanged.connect(self._update)
        self._update()

    def folder(self) -> Path | None:
        """The folder that would be made (None when the title gives no name)."""
        name = folder_name(self.title_edit.text())
        location = self.location_edit.text().strip()
        if not name or not location:
            return None
        return Path(location).expanduser() / name

    def problem(self) -> str:
        """Why the project cannot be made as it stands ("" when it can)."""
        folder = self.folder()
        if folder is None:
            return self.tr("Give the project a title.")
        if not folder.parent.is_dir():
            return self.tr("The location “%1” is not a folder.").replace("%1", str(folder.parent))
        if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
            return self.tr("“%1” already exists. Choose another title or location.").replace(
                "%1", str(folder)
            )
        return ""

    def result_project(self) -> NewProject | None:
        folder = self.folder()
        if folder is None or self.problem():
            return None
        return NewProject(
            self.title_edit.text().strip(), self.author_edit.text().strip(), folder
        )

    def _update(self) -> None:
        problem = self.problem()
        folder = self.folder()
        if problem:
            self.folder_label.setText(problem)
        else:
            self.folder_label.setText(
                self.tr("Quire makes the folder “%1” for it.").replace("%1", str(folder))
            )
        self.create_button.setEnabled(not problem)

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(
            self, self.tr("Where to Put the Project"), self.location_edit.text()
        )
        if chosen:
            self.location_edit.setText(chosen)

    def accept(self) -> None:
        if self.problem():
            return
        super().accept()

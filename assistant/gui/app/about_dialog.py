"""Help ▸ About Quire: the version, the licence, and the libraries Quire is built on.

The library versions are read from the installed packages' metadata (which the PyInstaller
build bundles), so a writer reporting a problem can copy exactly what they run.
"""

from __future__ import annotations

import platform
from dataclasses import dataclass
from importlib import metadata

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

import assistant
from assistant.gui.app.desktop import app_icon

LICENSE_ID = "GPL-3.0-or-later"
LICENSE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"

# (shown name, distribution name) for the libraries Quire needs at run time; PySide6 and Qt
# are added from the modules themselves.
DISTRIBUTIONS: tuple[tuple[str, str], ...] = (
    ("httpx", "httpx"),
    ("httpcore", "httpcore"),
    ("AnyIO", "anyio"),
    ("qasync", "qasync"),
    ("jsonschema", "jsonschema"),
    ("platformdirs", "platformdirs"),
    ("keyring", "keyring"),
    ("PyYAML", "PyYAML"),
    ("regex", "regex"),
    ("PyEnchant", "pyenchant"),
    ("tomlkit", "tomlkit"),
    ("pypandoc (pandoc)", "pypandoc-binary"),
    ("python-docx", "python-docx"),
)


@dataclass(frozen=True)
class Library:
    """A library and its version ("" when it cannot be found out)."""

    name: str
    version: str


def distribution_version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return ""


def libraries() -> tuple[Library, ...]:
    """Python, Qt, PySide6 and the run-time libraries, with the versions in use."""
    found = [
        Library("Python", platform.python_version()),
        Library("Qt", qVersion()),
        Library("PySide6", PySide6.__version__),
    ]
    found.extend(Library(name, distribution_version(dist)) for name, dist in DISTRIBUTIONS)
    return tuple(found)


class AboutDialog(QDialog):
    """Quire's version, licence and libraries, with a button copying them for bug reports."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Quire"))
        self.libraries = libraries()

        icon_label = QLabel(self)
        icon = app_icon()
        if not icon.isNull():
            icon_label.setPixmap(icon.pixmap(96, 96))
        icon_label.setAlignment(Qt.AlignmentFlag.AlignTop)

        self.title_label = QLabel(self)
        self.title_label.setObjectName("aboutTitle")
        self.title_label.setText(
            "<h2>Quire</h2><p>{version}</p><p>{summary}</p>".format(
                version=self.tr("Version {version}").format(version=assistant.__version__),
                summary=self.tr(
                    "A writing app for novelists and worldbuilders, with an assistant you "
                    "can trust with your manuscript."
                ),
            )
        )
        self.title_label.setWordWrap(True)

        self.license_label = QLabel(self)
        self.license_label.setObjectName("aboutLicense")
        self.license_label.setWordWrap(True)
        self.license_label.setOpenExternalLinks(True)
        self.license_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.license_label.setText(
            self.tr(
                "Quire is free software: you can redistribute it and modify it under the "
                'terms of the <a href="{url}">GNU General Public License</a>, version 3 or '
                "(at your option) any later version ({license})."
            ).format(url=LICENSE_URL, license=LICENSE_ID)
        )

        self.table = QTableWidget(len(self.libraries), 2, self)
        self.table.setObjectName("aboutLibraries")
        self.table.setHorizontalHeaderLabels([self.tr("Library"), self.tr("Version")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for row, library in enumerate(self.libraries):
            self.table.setItem(row, 0, QTableWidgetItem(library.name))
            self.table.setItem(row, 1, QTableWidgetItem(self._version_text(library)))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self.tr("&Copy Details"), self)
        self.copy_button.setToolTip(
            self.tr("Copy the version and the libraries, to paste into a problem report")
        )
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(icon_label)
        top.addWidget(self.title_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.license_label)
        layout.addWidget(QLabel(self.tr("Built with:"), self))
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(460, 520)

    def _version_text(self, library: Library) -> str:
        return library.version or self.tr("unknown")

    def details(self) -> str:
        """The version, platform and libraries as plain text, one per line."""
        lines = [
            f"Quire {assistant.__version__}",
            f"{platform.system()} {platform.release()} ({platform.machine()})",
        ]
        lines.extend(f"{lib.name} {lib.version or '?'}" for lib in self.libraries)
        return "\n".join(lines)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details())

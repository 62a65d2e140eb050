"""What the assistant panel shows while no project is open: New, Open and the recent
projects, instead of a question box that leads nowhere.

The page only shows and emits; the window opens or makes the project (its File menu's own
actions) and says which projects were opened recently.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

MAX_RECENT = 6


class NoProjectPage(QWidget):
    """New Project…, Open Project… and the recent projects, one click each."""

    new_requested = Signal()
    open_requested = Signal()
    recent_chosen = Signal(object)
    """The folder of a recent project (a Path)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("assistantNoProject")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 24, 12, 12)
        layout.setSpacing(8)

        self.heading = QLabel(self.tr("No project is open"), self)
        self.heading.setObjectName("noProjectHeading")
        bold = QFont(self.heading.font())
        bold.setWeight(QFont.Weight.DemiBold)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.heading.setFont(bold)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.text = QLabel(
            self.tr("Open a project, or start a new one, to ask the assistant about it."), self
        )
        self.text.setWordWrap(True)
        layout.addWidget(self.text)

        self.new_button = QPushButton(self.tr("New Project…"), self)
        self.new_button.setObjectName("startNewProjectButton")
        self.new_button.clicked.connect(lambda: self.new_requested.emit())
        self.open_button = QPushButton(self.tr("Open Project…"), self)
        self.open_button.setObjectName("startOpenProjectButton")
        self.open_button.clicked.connect(lambda: self.open_requested.emit())
        for button in (self.new_button, self.open_button):
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)

        self.recent_heading = QLabel(self.tr("Recent projects"), self)
        self.recent_heading.setFont(bold)
        layout.addSpacing(8)
        layout.addWidget(self.recent_heading)
        self._recent_box = QVBoxLayout()
        self._recent_box.setSpacing(2)
        layout.addLayout(self._recent_box)
        layout.addStretch(1)
        self.recent_buttons: list[QPushButton] = []
        self.set_recent([])

    def set_recent(self, entries: list[tuple[str, Path]]) -> None:
        """Show ``entries`` (a label and the project's folder), most recent first."""
        for button in self.recent_buttons:
            button.setParent(None)
            button.deleteLater()
        self.recent_buttons = []
        for label, path in entries[:MAX_RECENT]:
            button = QPushButton(label, self)
            button.setObjectName("recentProjectButton")
            button.setFlat(True)
            button.setToolTip(str(path))
            button.setStyleSheet("QPushButton { text-align: left; padding: 2px 6px; }")
            button.clicked.connect(lambda _checked=False, p=path: self.recent_chosen.emit(p))
            self._recent_box.addWidget(button)
            self.recent_buttons.append(button)
        self.recent_heading.setVisible(bool(self.recent_buttons))


__all__ = ["NoProjectPage"]

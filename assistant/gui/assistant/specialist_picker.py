"""Who answers the next question: the general assistant (who may hand the request to a
specialist) or one of the project's specialists, and a way to edit them.

The list is read again from the project's ``specialists/`` folder each time it opens, so a
file edited in another program shows at once. Edit specialists… writes the built-in ones into
that folder (never over a file) and opens it.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from assistant.agent.specialists.team import Team
from assistant.gui.assistant.specialist_names import specialist_description, specialist_label


class _Combo(QComboBox):
    """A combo box that asks for its items afresh just before it opens."""

    about_to_open = Signal()

    def showPopup(self) -> None:
        self.about_to_open.emit()
        super().showPopup()


class SpecialistPicker(QWidget):
    """The picker; ``chosen`` carries the specialist's name ("" for the general assistant)."""

    chosen = Signal(str)
    edit_requested = Signal()
    refresh_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("specialistPicker")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        row = QHBoxLayout()
        row.setSpacing(4)
        column.addLayout(row)
        self.description = QLabel(self)
        self.description.setObjectName("specialistDescription")
        self.description.setWordWrap(True)
        self.description.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        small = QFont(self.description.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.9))
        self.description.setFont(small)
        below = QHBoxLayout()
        below.setSpacing(4)
        below.addWidget(self.description, 1)
        column.addLayout(below)
        self.label = QLabel(self.tr("Who a&nswers:"), self)
        self.combo = _Combo(self)
        self.combo.setObjectName("specialistCombo")
        # wide enough for a name, narrower than the longest one: on a small screen the panel
        # gives way (the editor keeps its room) and a long name is shortened in the box
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(12)
        self.label.setBuddy(self.combo)
        self.edit_button = QToolButton(self)
        self.edit_button.setObjectName("editSpecialistsButton")
        self.edit_button.setText(self.tr("Edit specialists…"))
        self.edit_button.setAutoRaise(True)
        self.edit_button.setToolTip(
            self.tr(
                "Open the project's specialists folder: one plain text file each, with its "
                "name, tools and instructions"
            )
        )
        row.addWidget(self.label)
        row.addWidget(self.combo, 1)
        below.addWidget(self.edit_button, 0, Qt.AlignmentFlag.AlignTop)  # under the box: the
        # row above stays narrow enough for a small screen's side pane
        self.team = Team()
        self._filling = False
        self.combo.currentIndexChanged.connect(self._on_changed)
        self.combo.about_to_open.connect(self.refresh_requested)
        self.edit_button.clicked.connect(lambda: self.edit_requested.emit())
        self.set_team(Team(), "")

    @property
    def current(self) -> str:
        return str(self.combo.currentData() or "")

    def set_team(self, team: Team, current: str) -> None:
        """Show ``team``'s specialists, ``current`` chosen ("" the general assistant)."""
        self.team = team
        self._filling = True
        try:
            self.combo.clear()
            self.combo.addItem(specialist_label(""), "")
            self.combo.setItemData(
                0,
                self.tr("Answers itself, or hands the request to a specialist"),
                Qt.ItemDataRole.ToolTipRole,
            )
            for member in team.members:
                self.combo.addItem(specialist_label(member.name), member.name)
                tip = specialist_description(member.name, member.description)
                if member.model:
                    tip += "\n" + self.tr("Model: %1").replace("%1", member.model)
                self.combo.setItemData(self.combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
            index = self.combo.findData(current) if current else 0
            self.combo.setCurrentIndex(max(0, index))
        finally:
            self._filling = False
        self._describe()
        self._show_problems()
        if current and index < 0:
            self.chosen.emit("")  # the chosen specialist's file is gone

    def choose(self, name: str) -> None:
        """Choose ``name`` as the writer would ("" the general assistant)."""
        index = self.combo.findData(name)
        if index >= 0:
            self.combo.setCurrentIndex(index)

    def _on_changed(self, _index: int) -> None:
        self._describe()
        if not self._filling:
            self.chosen.emit(self.current)

    def _describe(self) -> None:
        tip = self.combo.currentData(Qt.ItemDataRole.ToolTipRole)
        self.description.setText(str(tip or ""))

    def _show_problems(self) -> None:
        tip = self.tr("Who answers your next question")
        if self.team.problems:
            lines = [
                f"{html.escape(p.file)}: {html.escape(p.reason)}" for p in self.team.problems
            ]
            tip = (
                "<p>" + html.escape(tip) + "</p><p>"
                + html.escape(self.tr("These specialist files could not be used:"))
                + "<br>" + "<br>".join(lines) + "</p>"
            )  # fmt: skip
        self.combo.setToolTip(tip)


__all__ = ["SpecialistPicker"]

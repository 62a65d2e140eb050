"""The assistant's plan for the turn, shown above its answer and ticked as it goes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from assistant.agent.plan import Plan, PlanStatus

MARKS = {PlanStatus.DONE: "☑", PlanStatus.IN_PROGRESS: "▶", PlanStatus.PENDING: "☐"}


class PlanView(QFrame):
    """A checklist: a heading with how much is done, then one line per item (done ones
    ticked and greyed, the one in progress in bold)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("planView")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#planView { border: 1px solid palette(mid); border-left: 3px solid"
            " palette(highlight); border-radius: 3px; }"
        )
        self.plan: Plan = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 5, 8, 6)
        layout.setSpacing(2)
        self.heading = QLabel(self)
        self.heading.setObjectName("planHeading")
        bold = QFont(self.heading.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(bold)
        layout.addWidget(self.heading)
        self._rows = QVBoxLayout()
        self._rows.setSpacing(1)
        layout.addLayout(self._rows)
        self.rows: list[QLabel] = []
        self.hide()

    def show_plan(self, plan: Plan) -> None:
        """Show ``plan`` as it stands now (hidden while there is none)."""
        self.plan = tuple(plan)
        for row in self.rows:
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        done = sum(item.status is PlanStatus.DONE for item in self.plan)
        self.heading.setText(
            self.tr("Plan: %1 of %2 done")
            .replace("%1", str(done))
            .replace("%2", str(len(self.plan)))
        )
        for item in self.plan:
            row = QLabel(f"{MARKS[item.status]}  {item.text}", self)
            row.setObjectName(f"planItem_{item.status}")
            row.setWordWrap(True)
            row.setTextFormat(Qt.TextFormat.PlainText)
            row.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            if item.status is PlanStatus.DONE:
                row.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            elif item.status is PlanStatus.IN_PROGRESS:
                font = QFont(row.font())
                font.setWeight(QFont.Weight.DemiBold)
                row.setFont(font)
            self._rows.addWidget(row)
            self.rows.append(row)
        self.setVisible(bool(self.plan))

    def lines(self) -> list[str]:
        """What each row says (for tests and accessibility)."""
        return [row.text() for row in self.rows]


__all__ = ["PlanView"]

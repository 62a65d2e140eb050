"""The assistant's plan for the turn, shown above its answer and ticked as it goes; a plan
an earlier question left unfinished is shown as the next turn begins, marked as carried over."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from assistant.agent.act.plan import Plan, PlanStatus

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
        self.carried = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 5, 8, 6)
        layout.setSpacing(3)
        self.heading = QLabel(self)
        self.heading.setObjectName("planHeading")
        bold = QFont(self.heading.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(bold)
        layout.addWidget(self.heading)
        self.carried_note = QLabel(
            self.tr("Carried over from an earlier question; the assistant goes on with it."),
            self,
        )
        self.carried_note.setObjectName("planCarried")
        self.carried_note.setWordWrap(True)
        self.carried_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        note_font = QFont(self.carried_note.font())
        note_font.setItalic(True)
        self.carried_note.setFont(note_font)
        self.carried_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.carried_note.hide()
        layout.addWidget(self.carried_note)
        self.items = QLabel(self)
        self.items.setObjectName("planItems")
        self.items.setWordWrap(True)
        self.items.setTextFormat(Qt.TextFormat.RichText)
        self.items.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.items)
        self.hide()

    def show_plan(self, plan: Plan, *, carried: bool = False) -> None:
        """Show ``plan`` as it stands now (hidden while there is none); ``carried`` marks
        an earlier question's plan, not changed yet."""
        self.plan = tuple(plan)
        self.carried = carried and bool(self.plan)
        self.carried_note.setVisible(self.carried)
        done = sum(item.status is PlanStatus.DONE for item in self.plan)
        self.heading.setText(
            self.tr("Plan: %1 of %2 done")
            .replace("%1", str(done))
            .replace("%2", str(len(self.plan)))
        )
        muted = self.palette().color(QPalette.ColorRole.PlaceholderText).name()
        rows = []
        for item, line in zip(self.plan, self.lines(), strict=True):
            text = html.escape(line, quote=False)
            if item.status is PlanStatus.DONE:
                text = f"<span style='color:{muted}'>{text}</span>"
            elif item.status is PlanStatus.IN_PROGRESS:
                text = f"<b>{text}</b>"
            rows.append(f"<div style='margin-bottom:2px'>{text}</div>")
        self.items.setText("".join(rows))
        self.setVisible(bool(self.plan))

    def lines(self) -> list[str]:
        """What each item says, with its mark (for tests and accessibility)."""
        return [f"{MARKS[item.status]}  {item.text}" for item in self.plan]


__all__ = ["PlanView"]

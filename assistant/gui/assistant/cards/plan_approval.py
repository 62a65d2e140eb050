"""A plan-first turn's plan, shown as a card the writer edits and approves or refuses.

The assistant changes nothing until the writer decides: each step is a line the writer may
reword or remove, **Add a step** adds one, **Approve plan** approves the plan as it now
reads, **Refuse** refuses it (Stop settles it too). Once decided, the card folds to one line.
The card is made from the run's :class:`~assistant.agent.act.plan_first.PlanAsked` event, so
the core's asker (in :mod:`assistant.gui.assistant.session`) only has to let it wait.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.act.plan_first import PlanApproval, PlanAsked, PlanState
from assistant.agent.config.settings import load_settings
from assistant.agent.loop.events import AgentEvent
from assistant.gui.settings.dialog import settings_events


class PlanApprovalCard(QFrame):
    """The plan waiting for the writer's approval; see the module doc."""

    decided = Signal()
    """The plan was decided (approved, refused or stopped), on the GUI thread."""
    _settled = Signal()

    def __init__(self, approval: PlanApproval, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("planApprovalCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#planApprovalCard { border: 1px solid palette(highlight);"
                           " border-radius: 4px; }")  # fmt: skip
        self.approval = approval
        self.step_edits: list[QLineEdit] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.heading = QLabel(self.tr("The assistant proposes a plan"), self)
        bold = QFont(self.heading.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(bold)
        layout.addWidget(self.heading)
        self.note = QLabel(self.tr(
            "Nothing in your project changes until you approve it. Reword, remove or add "
            "steps first if you like; changes to documents the plan does not name will ask you."
        ), self)  # fmt: skip
        self.note.setWordWrap(True)
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.note)
        self.editor = QWidget(self)
        self.steps = QVBoxLayout(self.editor)
        self.steps.setContentsMargins(0, 0, 0, 0)
        self.steps.setSpacing(4)
        layout.addWidget(self.editor)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add a step"), self)
        self.add_button.setObjectName("planAddStep")
        self.add_button.clicked.connect(lambda: self.add_step("").setFocus())
        self.approve_button = QPushButton(self.tr("Approve plan"), self)
        self.approve_button.setObjectName("planApprove")
        self.approve_button.setDefault(True)
        self.approve_button.clicked.connect(self.approve)
        self.refuse_button = QPushButton(self.tr("Refuse"), self)
        self.refuse_button.setObjectName("planRefuse")
        self.refuse_button.setToolTip(self.tr("The assistant makes no change in this turn"))
        self.refuse_button.clicked.connect(lambda: self.approval.refuse())
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        buttons.addWidget(self.refuse_button)
        buttons.addWidget(self.approve_button)
        layout.addLayout(buttons)
        for item in approval.items:
            self.add_step(item)
        self.outcome_label = QLabel(self)
        self.outcome_label.setObjectName("planOutcome")
        self.outcome_label.setWordWrap(True)
        self.outcome_label.hide()
        layout.addWidget(self.outcome_label)
        self._settled.connect(self._fold, Qt.ConnectionType.QueuedConnection)
        approval.on_settled(lambda _approval: self._settled.emit())

    @property
    def is_waiting(self) -> bool:
        return self.approval.is_waiting

    def items(self) -> list[str]:
        """The steps as the writer has them now (blank ones left out)."""
        return [text for text in (e.text().strip() for e in self.step_edits) if text]

    def add_step(self, text: str) -> QLineEdit:
        row = QWidget(self.editor)
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        number = QLabel(f"{len(self.step_edits) + 1}.", row)
        edit = QLineEdit(text, row)
        edit.setObjectName("planStep")
        edit.setPlaceholderText(self.tr("What the assistant should do, and in which document"))
        edit.textChanged.connect(self._update)
        remove = QToolButton(row)
        remove.setObjectName("planRemoveStep")
        remove.setText("✕")
        remove.setToolTip(self.tr("Remove this step"))
        remove.clicked.connect(lambda: self._remove(row, edit))
        line.addWidget(number)
        line.addWidget(edit, 1)
        line.addWidget(remove)
        self.steps.addWidget(row)
        self.step_edits.append(edit)
        self._update()
        return edit

    def approve(self) -> None:
        self.approval.approve(self.items())

    def _remove(self, row: QWidget, edit: QLineEdit) -> None:
        self.step_edits.remove(edit)
        row.deleteLater()
        for position, other in enumerate(self.step_edits, start=1):
            label = other.parentWidget().findChild(QLabel)
            if label is not None:
                label.setText(f"{position}.")
        self._update()

    def _update(self) -> None:
        self.approve_button.setEnabled(self.is_waiting and bool(self.items()))

    def outcome_text(self) -> str:
        decision = self.approval.kept()
        if decision.state is PlanState.APPROVED:
            return (self.tr("Plan approved, in your version.") if decision.edited
                    else self.tr("Plan approved."))  # fmt: skip
        if decision.state is PlanState.REFUSED:
            return self.tr("Plan refused: the assistant makes no change in this turn.")
        return self.tr("Plan not approved: you stopped the assistant.")

    def _fold(self) -> None:
        for widget in (self.note, self.editor, self.add_button, self.approve_button,
                       self.refuse_button):  # fmt: skip
            widget.hide()
        self.outcome_label.setText(self.outcome_text())
        self.outcome_label.show()
        self.decided.emit()


class PlanCards(QObject):
    """Shows each plan a plan-first turn proposes as a card in its turn, and keeps the
    panel's **Plan first** check as the settings say until the writer ticks it."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.action = QAction(QCoreApplication.translate("PanelHeader", "Plan first"), panel)
        self.action.setObjectName("planFirstAction")
        self.action.setCheckable(True)
        self.action.setToolTip(QCoreApplication.translate(
            "PanelHeader", "In Act mode, the assistant proposes a plan and changes nothing "
            "until you approve it"))  # fmt: skip
        self.action.toggled.connect(self._chosen)
        self.action.setChecked(_setting())
        panel.header.plan_first_button.setDefaultAction(self.action)
        settings_events().changed.connect(self._follow_settings)
        # another project opened: its session takes the writer's choice too
        panel.session.conversation_shown.connect(self._keep_choice)
        panel.session.event_received.connect(self._on_event)

    def _follow_settings(self) -> None:
        self.action.setChecked(_setting())

    def _keep_choice(self, _conversation: object) -> None:
        self._chosen(self.action.isChecked())

    def _chosen(self, checked: bool) -> None:
        self.panel.session.core.plan_first = checked

    def _on_event(self, event: AgentEvent) -> None:
        run = self.panel.session.running
        if not isinstance(event, PlanAsked) or run is None:
            return
        view = self.panel.scroll.view_of(run.turn.id)
        if view is None:
            event.approval.stop()  # the panel moved on: nobody will see it
            return
        card = PlanApprovalCard(event.approval, view)
        view.question_area.addWidget(card)
        view.estimate_cards.append(card)  # a card that waits, as an estimate does
        card.show()
        card.decided.connect(self._decided)
        self.panel.box.set_status(QCoreApplication.translate(
            "AssistantPanel", "Waiting for your approval of the plan…"))  # fmt: skip
        self.panel.scroll.scroll_to_bottom()
        card.approve_button.setFocus()


    def _decided(self) -> None:
        if self.panel.session.is_busy() and not self.panel.session.is_stopping:
            self.panel.box.set_status(QCoreApplication.translate("AssistantPanel", "Thinking…"))


def _setting() -> bool:
    try:
        return load_settings().plan_first
    except Exception:  # unreadable settings: the panel says so elsewhere
        return False


__all__ = ["PlanApprovalCard", "PlanCards"]

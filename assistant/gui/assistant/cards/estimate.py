"""The estimate shown before the assistant reads a large share of the project: how much it
would read, about how many tokens, and with the writer's prices about how much money; Go on
or Don't read it. Once settled (by the writer, by Stop, or by the end of the turn) the card
folds to one line saying what happened."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from assistant.agent.spending.estimate import CheckState, Estimate, EstimateCheck, EstimateKind
from assistant.gui.app.gui_thread import GuiThread
from assistant.gui.assistant.specialist_names import about_money
from assistant.gui.widgets.flow_layout import FlowLayout


class EstimateCard(QFrame):
    """One :class:`~assistant.agent.spending.estimate.EstimateCheck`, decided by the writer."""

    def __init__(self, check: EstimateCheck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("estimateCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.check = check
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.heading = QLabel(self.tr("Before the assistant reads on"), self)
        self.heading.setObjectName("estimateHeading")
        bold = QFont(self.heading.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(bold)
        layout.addWidget(self.heading)
        self.text = QLabel(self)
        self.text.setObjectName("estimateText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setText(self.describe(check.estimate))
        layout.addWidget(self.text)
        buttons = FlowLayout(spacing=6)
        self.decline_button = QPushButton(self.tr("Don't read it"), self)
        self.decline_button.setObjectName("estimateDeclineButton")
        self.proceed_button = QPushButton(self.tr("Go on"), self)
        self.proceed_button.setObjectName("estimateProceedButton")
        self.proceed_button.setDefault(True)
        buttons.add(self.decline_button, push=True)
        buttons.add(self.proceed_button)
        layout.addLayout(buttons)
        self.outcome = QLabel(self)
        self.outcome.setObjectName("estimateOutcome")
        self.outcome.setWordWrap(True)
        self.outcome.hide()
        layout.addWidget(self.outcome)
        self.proceed_button.clicked.connect(lambda: self.check.proceed())
        self.decline_button.clicked.connect(lambda: self.check.decline())
        gui = GuiThread(self)
        check.on_settled(lambda settled: gui.call(lambda: self._settled(settled.state)))

    @property
    def is_waiting(self) -> bool:
        return self.check.is_waiting

    def describe(self, estimate: Estimate) -> str:
        locale = QLocale()
        tokens = locale.toString(estimate.tokens)
        if estimate.kind is EstimateKind.SUMMARIES:
            if estimate.target:
                what = self.tr("Summarising “%1”").replace("%1", estimate.target)
            else:
                what = self.tr("Summarising the whole project")
            template = self.tr(
                "%1 reads %Ln document(s) not summarised yet (%2 words):", "", estimate.documents
            )
            text = template.replace("%1", what).replace("%2", locale.toString(estimate.words))
        else:
            text = self.tr(
                "This request has read %1% of the project. Reading on sends the rest of it:"
            ).replace("%1", locale.toString(estimate.share))
        text += " " + self.tr("about %1 tokens").replace("%1", tokens)
        money = about_money(estimate.cost, estimate.currency or "$")
        if money:
            text += f" ({money})"
        text += "."
        if estimate.over_budget and estimate.budget_left is not None:
            text += " " + self.tr(
                "This turn's budget has %1 tokens left: the assistant will stop there, and "
                "can go on after."
            ).replace("%1", locale.toString(estimate.budget_left))
        if estimate.kind is EstimateKind.SUMMARIES:
            text += " " + self.tr("Summaries are kept, so asking again costs only what changed.")
        return text

    def _settled(self, state: CheckState) -> None:
        texts = {
            CheckState.PROCEED: self.tr("You let the assistant read on."),
            CheckState.DECLINED: self.tr("Not read: the assistant answers from what it has."),
            CheckState.STOPPED: self.tr("Not read: you stopped the assistant."),
            CheckState.UNASKED: self.tr("Not read."),
        }
        self.outcome.setText(texts.get(state, ""))
        self.outcome.show()
        self.proceed_button.hide()
        self.decline_button.hide()


__all__ = ["EstimateCard"]

"""The assistant's question to the writer, shown as a card in its turn.

The card shows the question, one button per suggested answer and a line for the writer's
own; the turn waits until the writer answers (or presses Stop, which refuses the question).
Once settled, the card folds to one line saying what was answered. A turn reopened later
shows its questions folded the same way.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.session.ask_writer import AskedQuestion, QuestionState, WriterQuestion


class QuestionCard(QFrame):
    """One question of the assistant: a live :class:`WriterQuestion` the writer answers, or
    a kept :class:`AskedQuestion` (already settled)."""

    answered = Signal()
    """The question was settled (answered, stopped or given up), on the GUI thread."""
    _settled = Signal()

    def __init__(
        self, question: WriterQuestion | AskedQuestion, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("questionCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.question = question
        self.choice_buttons: list[QPushButton] = []

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.heading = QLabel(self.tr("The assistant asks you:"), self)
        self.heading.setObjectName("questionHeading")
        bold = QFont(self.heading.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(bold)
        layout.addWidget(self.heading)

        self.question_label = QLabel(self)
        self.question_label.setObjectName("questionText")
        self.question_label.setWordWrap(True)
        self.question_label.setTextFormat(Qt.TextFormat.PlainText)
        self.question_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.question_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.question_label.setText(question.question)
        layout.addWidget(self.question_label)

        self.answer_area = QWidget(self)
        area = QVBoxLayout(self.answer_area)
        area.setContentsMargins(0, 0, 0, 0)
        area.setSpacing(4)
        for number, choice in enumerate(question.choices, start=1):
            label = choice.replace("&", "&&")  # an ampersand in an answer is no shortcut
            button = QPushButton(f"&{number}  {label}", self.answer_area)
            button.setObjectName("questionChoice")
            button.setStyleSheet("QPushButton { text-align: left; padding: 3px 8px; }")
            button.setToolTip(self.tr("Answer with this"))
            button.clicked.connect(lambda _checked=False, text=choice: self.answer(text))
            area.addWidget(button)
            self.choice_buttons.append(button)
        own = QHBoxLayout()
        own.setSpacing(6)
        self.own_edit = QLineEdit(self.answer_area)
        self.own_edit.setObjectName("ownAnswerEdit")
        self.own_edit.setPlaceholderText(self.tr("Or answer in your own words…"))
        self.own_edit.setClearButtonEnabled(True)
        self.own_edit.returnPressed.connect(self._answer_own)
        self.own_button = QPushButton(self.tr("Answer"), self.answer_area)
        self.own_button.setObjectName("ownAnswerButton")
        self.own_button.setEnabled(False)
        self.own_button.clicked.connect(self._answer_own)
        self.own_edit.textChanged.connect(
            lambda text: self.own_button.setEnabled(bool(text.strip()))
        )
        own.addWidget(self.own_edit, 1)
        own.addWidget(self.own_button)
        area.addLayout(own)
        layout.addWidget(self.answer_area)

        self.outcome_label = QLabel(self)
        self.outcome_label.setObjectName("questionOutcome")
        self.outcome_label.setWordWrap(True)
        self.outcome_label.setTextFormat(Qt.TextFormat.PlainText)
        self.outcome_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.outcome_label.hide()
        layout.addWidget(self.outcome_label)

        self._settled.connect(self._fold, Qt.ConnectionType.QueuedConnection)
        if isinstance(question, WriterQuestion):
            question.on_settled(lambda _question: self._settled.emit())
            self._style(waiting=question.is_waiting)
        else:
            self._fold()

    # -- what the writer does ----------------------------------------------------------------

    @property
    def is_waiting(self) -> bool:
        return isinstance(self.question, WriterQuestion) and self.question.is_waiting

    @property
    def state(self) -> QuestionState:
        return self.question.state

    def answer(self, text: str) -> None:
        if isinstance(self.question, WriterQuestion):
            self.question.reply(text)

    def _answer_own(self) -> None:
        self.answer(self.own_edit.text())

    # -- once settled ------------------------------------------------------------------------

    def outcome_text(self) -> str:
        question = self.question
        if question.state is QuestionState.ANSWERED:
            return self.tr("You answered: %1").replace("%1", question.answer)
        if question.state is QuestionState.STOPPED:
            return self.tr("Not answered: you stopped the assistant.")
        if question.state is QuestionState.UNAVAILABLE:
            return self.tr("Nobody could be asked; the assistant assumed: %1").replace(
                "%1", question.assume
            )
        if question.state is QuestionState.TOO_MANY:
            return self.tr("Not asked: the assistant had asked enough; it assumed: %1").replace(
                "%1", question.assume
            )
        return ""

    def _fold(self) -> None:
        if self.is_waiting:
            return
        self.heading.setText(self.tr("The assistant asked:"))
        self.answer_area.hide()
        self.outcome_label.setText(self.outcome_text())
        self.outcome_label.show()
        self._style(waiting=False)
        self.answered.emit()

    def _style(self, *, waiting: bool) -> None:
        if waiting:
            self.setStyleSheet(
                "#questionCard { border: 2px solid palette(highlight); border-radius: 4px; }"
            )
        else:
            self.setStyleSheet(
                "#questionCard { border: 1px solid palette(mid); border-radius: 4px; }"
            )
            self.outcome_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)


__all__ = ["QuestionCard"]

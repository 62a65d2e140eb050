"""One question and what came of it, as shown in the assistant panel.

A turn shows the writer's question, the answer as it streams in (rendered Markdown, with the
documents it cites as links), and once the turn ends: the tools it used (a list under its own
toggle, in the past tense, each call's result behind "details"), a short usage line (tokens
and model; the figures on hover), and, when it did not finish, a notice with Keep going (it
ran out of steps, its answer was cut off, or the writer stopped it) or an error in plain
words with the buttons that help.

Under the question, a turn lists what the writer added while it ran
(:class:`~assistant.gui.assistant.turns.corrections.CorrectionList`). A turn may show the
assistant's plan above the answer (a
:class:`~assistant.gui.assistant.cards.plan.PlanView`, ticked as it goes) and its questions to the
writer below it (:class:`~assistant.gui.assistant.cards.question.QuestionCard`).

An act-mode turn is marked as such and also shows the changes it made (a
:class:`~assistant.gui.assistant.turns.change_list.ChangeList`), the changes waiting for approval
(:class:`~assistant.gui.assistant.cards.approval.ApprovalCard`), and "Undone" once the writer undid
it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.audit.quote_check import AnswerCheck, CheckedQuote
from assistant.agent.loop.messages import AiToolCall, ErrorKind, TokenUsage
from assistant.agent.loop.result import AgentResult
from assistant.gui.assistant.cards.approval import ApprovalCard
from assistant.gui.assistant.cards.plan import PlanView
from assistant.gui.assistant.cards.question import QuestionCard
from assistant.gui.assistant.cards.quote_notice import MissingQuotesNotice
from assistant.gui.assistant.error_text import ErrorMessage
from assistant.gui.assistant.specialist_trail import SpecialistTrail
from assistant.gui.assistant.turns.answer_view import AnswerArea, AnswerView
from assistant.gui.assistant.turns.change_list import ChangeList
from assistant.gui.assistant.turns.corrections import CorrectionList
from assistant.gui.assistant.turns.error_box import ErrorBox, small_font
from assistant.gui.assistant.turns.quote_marks import (
    is_mark_url,
    quote_index_from_url,
    render_answer,
    style_marks,
)
from assistant.gui.assistant.turns.scope_line import ScopeLine
from assistant.gui.assistant.turns.sent_line import SentLine
from assistant.gui.assistant.turns.tool_log import ToolLog, ToolLogEntry
from assistant.gui.widgets.flow_layout import FlowLayout
from assistant.world.model import World


class TurnView(QFrame):
    """The widgets of one turn; the panel feeds it events and the turn's result."""

    link_activated = Signal(QUrl)
    keep_going_requested = Signal()
    error_action_requested = Signal(object)
    edit_requested = Signal()
    details_requested = Signal()
    undo_turn_requested = Signal()
    revert_requested = Signal(object)
    approve_all_requested = Signal()
    passage_requested = Signal(object)
    """A verified quotation's link was clicked (a CheckedQuote)."""
    check_requested = Signal()
    """The writer asked the assistant to check the quotations not found."""

    def __init__(self, question: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn_id = ""
        """The kept turn this view shows (set by the panel)."""
        self.setObjectName("assistantTurn")
        self.question = question
        self._text = ""
        self._steps_with_text = self._step = 0
        self._render_scheduled = False
        self._render_due = False
        """Text arrived after the answer was last drawn in this pass of the event loop."""
        self.turn_usage = TokenUsage()
        self.results: list[AgentResult] = []
        self.model = ""
        self._continuing = False
        self.money = ""
        """What the turn cost at the writer's prices ("≈ $0.04"), or ""."""
        self._conversation_usage = TokenUsage()
        self.quotes: tuple[CheckedQuote, ...] = ()
        self.question_cards: list[QuestionCard] = []
        self.approval_cards: list[ApprovalCard] = []
        self.estimate_cards: list = []
        """Estimates before a large read (:mod:`assistant.gui.assistant.cards.estimate`)."""
        self._changes: ChangeList | None = None
        self._undone = False
        self.is_act = False

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 10)
        layout.setSpacing(6)
        layout.addWidget(self._build_question(question))
        self.corrections, self.scope_line = CorrectionList(self), ScopeLine(self)  # added; scope
        _ = [layout.addWidget(part) for part in (self.corrections, self.scope_line)]
        layout.addWidget(self._build_badges())
        self.trail = SpecialistTrail(self)
        layout.addWidget(self.trail)
        self.plan_view = PlanView(self)
        layout.addWidget(self.plan_view)
        self.question_area = QVBoxLayout()  # above the answer: the questions came first
        self.question_area.setSpacing(6)
        layout.addLayout(self.question_area)
        self._build_answer(layout)
        self.act_area = QVBoxLayout()
        self.act_area.setSpacing(6)
        layout.addLayout(self.act_area)
        layout.addWidget(self._build_notice())
        self.error_frame = ErrorBox(self)
        self.error_frame.action_requested.connect(self.error_action_requested)
        self.error_label, self.error_detail = self.error_frame.label, self.error_frame.detail
        self.error_button, self.error_button_2 = self.error_frame.button, self.error_frame.button_2
        layout.addWidget(self.error_frame)
        self.tools = ToolLog(self)
        self.tool_toggle, self.tool_log = self.tools.toggle, self.tools.label
        self.tool_entries: list[ToolLogEntry] = self.tools.entries
        layout.addWidget(self.tool_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        self.sent_line = SentLine(self)  # what the turn sent of the project
        _ = [layout.addWidget(part) for part in (self.tool_log, self.sent_line)]
        layout.addWidget(self._build_turn_actions())

    # -- building ------------------------------------------------------------------------------

    def _build_question(self, question: str) -> QLabel:
        self.question_label = QLabel(self)
        self.question_label.setObjectName("assistantQuestion")
        self.question_label.setWordWrap(True)
        self.question_label.setTextFormat(Qt.TextFormat.PlainText)
        self.question_label.setText(question)
        self.question_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.question_label.setAutoFillBackground(True)
        self.question_label.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.question_label.setMargin(8)
        bold = QFont(self.question_label.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.question_label.setFont(bold)
        return self.question_label

    def _build_badges(self) -> QWidget:
        """ "Act" (asked in act mode) and "Undone" (the writer undid its changes)."""
        self.badges = QWidget(self)
        badges = QHBoxLayout(self.badges)
        badges.setContentsMargins(0, 0, 0, 0)
        badges.setSpacing(6)
        self.act_badge = QLabel(self.tr("Act"), self.badges)
        self.act_badge.setObjectName("actBadge")
        self.act_badge.setToolTip(
            self.tr("Asked in act mode: the assistant could change the project")
        )
        self.act_badge.setStyleSheet(
            "QLabel { color: white; background: #b85c00; border-radius: 3px;"
            " padding: 1px 6px; font-weight: 600; }"
        )
        self.undone_badge = QLabel(self.tr("Undone"), self.badges)
        self.undone_badge.setObjectName("undoneBadge")
        self.undone_badge.setToolTip(self.tr("You undid the changes of this turn"))
        self.undone_badge.setStyleSheet(
            "QLabel { color: palette(text); border: 1px solid palette(mid); border-radius: 3px;"
            " padding: 0px 6px; font-weight: 600; }"
        )
        self.undone_badge.hide()
        badges.addWidget(self.act_badge)
        badges.addWidget(self.undone_badge)
        badges.addStretch(1)
        self.badges.hide()
        return self.badges

    def _build_answer(self, layout: QVBoxLayout) -> None:
        """The answer, and under it the notice of quotations not found."""
        self.answer_area = AnswerArea(self)
        self.answer_area.link_activated.connect(self._on_answer_link)
        self.answer = self.answer_area.view
        """The answer's view: the whole answer, or while it streams, its tail."""
        self.answer.setObjectName("assistantAnswer")
        layout.addWidget(self.answer_area)
        self.quote_notice = MissingQuotesNotice(self)
        self.quote_notice.check_requested.connect(self.check_requested)
        layout.addWidget(self.quote_notice)

    def _build_notice(self) -> QFrame:
        """The notice of a run that did not finish, with Keep going."""
        self.notice = QFrame(self)
        self.notice.setObjectName("assistantNotice")
        self.notice.setFrameShape(QFrame.Shape.StyledPanel)
        notice_layout = QHBoxLayout(self.notice)
        notice_layout.setContentsMargins(8, 6, 8, 6)
        self.notice_label = QLabel(self.notice)
        self.notice_label.setObjectName("assistantNoticeText")
        self.notice_label.setWordWrap(True)
        self.keep_going_button = QPushButton(self.tr("Keep going"), self.notice)
        self.keep_going_button.setObjectName("keepGoingButton")
        self.keep_going_button.clicked.connect(self.keep_going_requested)
        notice_layout.addWidget(self.notice_label, 1)
        notice_layout.addWidget(self.keep_going_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.notice.hide()
        return self.notice

    def _build_turn_actions(self) -> QWidget:
        """The usage line, "Edit and resend" and "Show run details", in small type."""
        small = small_font(self.font())
        self.usage_label = QLabel(self)
        self.usage_label.setObjectName("usageLabel")
        self.usage_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.usage_label.setFont(small)
        self.usage_label.hide()
        self.edit_button = QToolButton(self)
        self.edit_button.setObjectName("editResendButton")
        self.edit_button.setAutoRaise(True)
        self.edit_button.setText(self.tr("Edit and resend"))
        self.edit_button.setToolTip(
            self.tr("Ask this question again, changed; the conversation goes on from here")
        )
        self.edit_button.clicked.connect(self.edit_requested)
        self.edit_button.hide()
        self.details_button = QToolButton(self)
        self.details_button.setObjectName("runDetailsButton")
        self.details_button.setAutoRaise(True)
        self.details_button.setText(self.tr("Show run details"))
        self.details_button.clicked.connect(self.details_requested)
        self.details_button.hide()
        self.edit_button.setFont(small)
        self.details_button.setFont(small)
        self.turn_actions = QWidget(self)
        turn_actions = FlowLayout(self.turn_actions, spacing=4)
        turn_actions.add(self.usage_label)
        turn_actions.add(self.edit_button, push=True)
        turn_actions.add(self.details_button)
        return self.turn_actions

    # -- act mode ------------------------------------------------------------------------------

    def set_act(self, act: bool) -> None:
        """Mark this turn as asked in act mode."""
        self.is_act = act
        self.act_badge.setVisible(act)
        self.badges.setVisible(act or self._undone)

    @property
    def changes(self) -> ChangeList:
        """The list of this turn's changes (made on first use, shown once it lists one)."""
        if self._changes is None:
            self._changes = ChangeList(self)
            self._changes.undo_turn_requested.connect(self.undo_turn_requested)
            self._changes.revert_requested.connect(self.revert_requested)
            self._changes.set_undone(self._undone)
            self._changes.hide()
            self.act_area.addWidget(self._changes)
        return self._changes

    @property
    def has_changes(self) -> bool:
        return self._changes is not None and bool(self._changes.rows)

    def add_change(self, record: object) -> None:
        """List one change the turn made."""
        self.changes.add_record(record)
        self.changes.show()

    def say_if_unchanged(self) -> None:
        """An act run ended: say plainly when the turn changed nothing, whatever it claims."""
        if self.is_act and not self.has_changes:
            self.changes.show()

    def add_approval_card(self, pending: object) -> ApprovalCard:
        """Show a change waiting for the writer's approval (above the list of changes)."""
        card = ApprovalCard(pending, self)
        card.approve_all_requested.connect(self.approve_all_requested)
        self.act_area.insertWidget(len(self.approval_cards), card)
        self.approval_cards.append(card)
        return card

    @property
    def waiting_cards(self) -> list:
        """The cards waiting for the writer: changes to approve, questions to answer,
        estimates to decide."""
        cards = (*self.approval_cards, *self.question_cards, *self.estimate_cards)
        return [card for card in cards if card.is_waiting]

    # -- the plan and the questions ------------------------------------------------------------

    def show_plan(self, plan, *, carried: bool = False) -> None:
        """Show the assistant's plan as it stands now, above the answer (``carried``: an
        earlier question's, left unfinished and not changed yet)."""
        self.plan_view.show_plan(plan, carried=carried)

    def add_question_card(self, question) -> QuestionCard:
        """Show a question of the assistant (waiting, or kept with the turn)."""
        card = QuestionCard(question, self)
        self.question_area.addWidget(card)
        self.question_cards.append(card)
        return card

    def set_undone(self, undone: bool) -> None:
        """Show (or, after Redo, clear) that the writer undid this turn's changes."""
        self._undone = undone
        self.undone_badge.setVisible(undone)
        self.badges.setVisible(self.is_act or undone)
        if self._changes is not None:
            self._changes.set_undone(undone)

    @property
    def is_undone(self) -> bool:
        return self._undone

    # -- while the turn runs -----------------------------------------------------------------

    @property
    def text(self) -> str:
        """Everything the model has written so far in this turn."""
        return self._text

    def begin(self, *, continuing: bool = False) -> None:
        """A run of the loop starts (the first, or after Keep going / Try again);
        ``continuing``: it goes on with an answer that stopped mid-way (its text follows on,
        not as a new paragraph)."""
        self.notice.hide()
        self.error_frame.show_error(None)
        self.answer_area.setVisible(bool(self._text.strip()))  # no empty gap before the text
        self._step = 0
        self._continuing = continuing

    def begin_step(self, step: int) -> None:
        self._step = step

    def append_text(self, text: str) -> None:
        if not text:
            return
        if self._continuing:
            self._continuing = False
            self._steps_with_text = self._step
        if self._text and self._steps_with_text != self._step and not self._text.endswith("\n"):
            self._text += "\n\n"  # a new model call: start a new paragraph
        self._steps_with_text = self._step
        self._text += text
        # Drawn once when the event loop comes back, however many pieces arrive meanwhile
        # (a batch of streamed events holds many, between the tools' events): each drawing
        # lays out the answer's tail again.
        self._render_due = True
        if not self._render_scheduled:
            self._render_scheduled = True
            QTimer.singleShot(0, self, self._render_later)

    def _render_later(self) -> None:
        self._render_scheduled = False
        if self._render_due:
            self._render_due = False
            self.answer_area.stream(self._text)
            self.answer_area.show()

    def tool_started(self, call: AiToolCall, description: str, *done_and_failed: str) -> None:
        self.tools.started(call, description, *done_and_failed)

    def tool_repeated(self, call: AiToolCall, times: int, ran: bool) -> None:
        """The model made this very call ``times`` times in a row (and was told so)."""
        self.tools.repeated(call, times, ran)

    def tool_finished(self, call: AiToolCall, result: str, ok: bool) -> None:
        self.tools.finished(call, result, ok)

    # -- when a run ends -------------------------------------------------------------------

    def finish(
        self,
        result: AgentResult,
        *,
        world: World | None,
        conversation_usage: TokenUsage,
        error: ErrorMessage | None,
        model: str = "",
        steps: int = 0,
        quotes: tuple[CheckedQuote, ...] = (),
        unread: tuple[str, ...] = (),
        soon: bool = False,
    ) -> None:
        """Show how the run ended; ``error`` is the failure put into words, if it failed; ``steps``
        the step limit it ran under (0: not known); ``quotes`` and ``unread`` what checking the
        answer found. ``soon``: the whole answer with its links and marks is shown over the next
        passes of the event loop (see
        :meth:`~assistant.gui.assistant.turns.answer_view.AnswerArea.show_whole_soon`), not at
        once."""
        self.results.append(result)
        self.turn_usage = self.turn_usage + result.usage
        if result.answer.strip() and result.answer.strip() not in self._text:
            self._text = result.answer
        self._render_due = False  # the answer is drawn here, with its links
        if result.answered:
            self.quotes = tuple(quotes)
        answer = result.answer if result.answered else ""
        palette = self.palette()
        rendered = render_answer(self._text, answer, self.quotes, unread, world)
        show = self.answer_area.show_whole_soon if soon else self.answer_area.show_whole
        show(rendered, lambda document: style_marks(document, unread, palette))
        self.quote_notice.show_count(len(self.unverified_quotes))
        self.answer_area.setVisible(bool(self._text.strip()))
        notice = self._notice_text(result, steps)
        self.notice_label.setText(notice)
        self.notice.setVisible(bool(notice))
        if error is not None and error.kind is ErrorKind.CANCELLED:
            error = None  # the notice says it, with Keep going
        self.error_frame.show_error(error)
        self.model = model or self.model
        self._show_usage(conversation_usage)
        self.tools.refresh()

    def _notice_text(self, result: AgentResult, steps: int) -> str:
        """What to say when the run did not finish ("" when it did, or failed)."""
        if result.cut_off:
            #: Names the button “Keep going” (TurnView): quote it as the button reads.
            return self.tr(
                "The answer was cut off: the model reached its length limit before it "
                "finished. Keep going continues it."
            )
        if result.cancelled:
            #: Names the button “Keep going” (TurnView): quote it as the button reads.
            return self.tr("You stopped the assistant. Keep going continues where it stopped.")
        if not (result.ok and result.exhausted):
            return ""
        if steps:
            #: Names the button “Keep going” (TurnView) and the setting “Max steps”
            #: (AssistantRows): quote them as the screen reads.
            return self.tr(
                "The assistant used all %Ln of its steps before it finished. Keep going gives "
                "it %Ln more; to allow more steps for every question, raise Max steps in "
                "Settings.", "", steps,
            )  # fmt: skip
        #: Names the button “Keep going” (TurnView) and the setting “Max steps”
        #: (AssistantRows): quote them as the screen reads.
        return self.tr(
            "The assistant ran out of steps before it finished. Keep going gives it more; to "
            "allow more steps for every question, raise Max steps in Settings."
        )

    @property
    def can_keep_going(self) -> bool:
        """True when the last run can go on (the notice offers Keep going)."""
        return not self.notice.isHidden()

    @property
    def unverified_quotes(self) -> tuple[CheckedQuote, ...]:
        return AnswerCheck(self.quotes).unverified  # (not those too short to check)

    def _on_answer_link(self, url: QUrl) -> None:
        text = url.toString()
        index = quote_index_from_url(text)
        if index is not None:
            if 0 <= index < len(self.quotes) and self.quotes[index].verified:
                self.passage_requested.emit(self.quotes[index])
        elif not is_mark_url(text):
            self.link_activated.emit(url)

    def set_actions_enabled(self, enabled: bool) -> None:
        """Keep going and the error's buttons act only on the latest turn, when idle."""
        self.quote_notice.button.setEnabled(enabled)
        self.keep_going_button.setEnabled(enabled)
        self.error_frame.set_actions_enabled(enabled)

    def set_turn_actions(self, *, edit: bool, details: bool) -> None:
        """Offer "Edit and resend" and "Show run details" (the panel decides when)."""
        self.edit_button.setVisible(edit)
        self.details_button.setVisible(details)

    @property
    def error(self) -> ErrorMessage | None:
        return self.error_frame.error

    def refresh_notes(self) -> None:
        """Show the tool log's marks and the money again (after the notes changed)."""
        self._show_usage(self._conversation_usage)
        self.tools.refresh()

    def _show_usage(self, conversation_usage: TokenUsage) -> None:
        """A short line (tokens, model, what it cost); the figures in its tooltip."""
        self._conversation_usage = conversation_usage
        parts = []
        if not self.turn_usage.is_empty:
            parts.append(self.tr("%Ln tokens", "", self.turn_usage.total))
        if self.model:
            parts.append(self.model)
        if self.money:
            parts.append(self.money)
        self.usage_label.setText(" · ".join(parts))
        self.usage_label.setVisible(bool(parts))
        details = []
        if not self.turn_usage.is_empty:
            details.append(self.tr("This question: %1").replace("%1", _usage_text(self.turn_usage)))
        if not conversation_usage.is_empty:
            details.append(
                self.tr("The whole conversation: %1").replace("%1", _usage_text(conversation_usage))
            )
        if self.model:
            details.append(self.tr("Model: %1").replace("%1", self.model))
        self.usage_label.setToolTip("\n".join(details))

    def tool_log_lines(self) -> list[str]:
        """The calls as ``name(arguments)``, in order (what the log shows in code type)."""
        return self.tools.lines()


def _usage_text(usage: TokenUsage) -> str:
    locale = QLocale()
    text = (
        QCoreApplication.translate("TurnView", "%1 in, %2 out")
        .replace("%1", locale.toString(usage.input))
        .replace("%2", locale.toString(usage.output))
    )
    if usage.cached_input:
        text += QCoreApplication.translate("TurnView", " (%1 of the input cached)").replace(
            "%1", locale.toString(usage.cached_input)
        )
    return text


__all__ = ["AnswerView", "ToolLogEntry", "TurnView"]

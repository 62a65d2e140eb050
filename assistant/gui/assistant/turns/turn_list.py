"""The assistant panel's scrolling list of turns, and the notices of summaries between them;
and a kept turn drawn again as the panel showed it when it ended.

It follows the latest answer as it grows, unless the writer scrolled up to read something
earlier (only the writer's own scrolling counts: a layout that briefly shrinks while a turn
redraws does not pull the view to the bottom); when there is no turn it shows what the
assistant is for.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from assistant.agent.conversations.model import Turn
from assistant.agent.loop.messages import (
    AgentError,
    AiToolCall,
    ErrorKind,
    FinishReason,
    TokenUsage,
)
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.result import AgentResult
from assistant.gui.assistant.conversation_list import SummaryNotice
from assistant.gui.assistant.error_text import describe_error
from assistant.gui.assistant.turns.tool_status import describe_tool_call
from assistant.gui.assistant.turns.turn_view import TurnView
from assistant.world.model import World


class TurnList(QScrollArea):
    """Turn views, oldest first, in a scroll area that sticks to the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("assistantConversation")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        container = QWidget(self)
        container.setObjectName("assistantTurns")
        self._layout = QVBoxLayout(container)
        self._layout.setContentsMargins(8, 8, 8, 8)
        self._layout.setSpacing(4)
        self.empty_label = QLabel(container)
        self.empty_label.setObjectName("assistantEmpty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.empty_label)
        self._layout.addStretch(1)
        self.setWidget(container)
        self.views: list[TurnView] = []
        self._notices: list[SummaryNotice] = []
        self._stick_to_bottom = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range)
        bar.actionTriggered.connect(self._on_scrolled)

    def add_view(self, question: str) -> TurnView:
        """A new turn at the end, followed as it grows."""
        self.empty_label.hide()
        view = TurnView(question, self.widget())
        self._layout.insertWidget(self._layout.count() - 1, view)
        self.views.append(view)
        self._stick_to_bottom = True
        return view

    def remove_view(self, view: TurnView) -> None:
        """Take ``view`` away (a question asked again in its place)."""
        if view in self.views:
            self.views.remove(view)
            view.answer_area.abandon()
            view.setParent(None)
            view.deleteLater()
        self.empty_label.setVisible(not self.views)

    def view_of(self, turn_id: str) -> TurnView | None:
        return next((view for view in self.views if view.turn_id == turn_id), None)

    def add_summary_notice(self, turn: Turn) -> None:
        """Say, under ``turn``, that a summary now stands for it and the turns before."""
        view = self.view_of(turn.id)
        if view is None:
            return
        notice = SummaryNotice(turn.summary, self.widget())
        self._layout.insertWidget(self._layout.indexOf(view) + 1, notice)
        notice.show()
        self._notices.append(notice)

    def clear(self) -> None:
        for view in self.views:
            view.answer_area.abandon()
        for widget in (*self.views, *self._notices):
            widget.setParent(None)
            widget.deleteLater()
        self.views.clear()
        self._notices.clear()
        self.empty_label.show()

    def scroll_to_bottom(self) -> None:
        self._stick_to_bottom = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _on_range(self, _minimum: int, maximum: int) -> None:
        if self._stick_to_bottom:
            self.verticalScrollBar().setValue(maximum)

    def _on_scrolled(self, _action: int) -> None:
        """The writer scrolled (wheel, keys, the scroll bar): follow the answer again only
        when they came back to the bottom."""
        bar = self.verticalScrollBar()
        self._stick_to_bottom = bar.sliderPosition() >= bar.maximum() - 4


def show_kept_turn(
    view: TurnView,
    turn: Turn,
    snapshot: World,
    changes: Sequence[object],
    conversation_usage: TokenUsage,
) -> None:
    """Draw ``turn`` into its fresh ``view``: ``changes`` are its act-mode changes (as made
    in this session, or as the run history kept them), ``conversation_usage`` the tokens of
    the conversation up to and with it."""
    view.turn_id = turn.id
    act = turn.mode is Mode.ACT
    view.set_act(act)
    for record in changes:
        view.add_change(record)
    view.set_undone(turn.undone)
    view.corrections.show_kept(turn.corrections)
    view.scope_line.show_scope(turn.scope, snapshot, live=False)
    for number, line in enumerate(turn.tool_log, start=1):
        call = call_from_log(f"kept-{number}", line)
        done = describe_tool_call(call, snapshot, act=act, done=True)
        view.tool_started(call, done, done)
        view.tool_finished(call, "", True)
    if turn.answer:
        view.append_text(turn.answer)
    view.show_plan(turn.plan, carried=turn.plan_carried)
    for asked in turn.questions:
        view.add_question_card(asked)
    result = result_of(turn)
    error = describe_error(result.error) if result.error is not None else None
    view.finish(
        result, world=snapshot, conversation_usage=conversation_usage, error=error,
        model=turn.model, quotes=turn.quotes, unread=turn.unread,
    )  # fmt: skip


def result_of(turn: Turn) -> AgentResult:
    """How a kept turn ended, as the turn view shows it."""
    error = None
    if turn.cancelled:
        error = AgentError(ErrorKind.CANCELLED)
    elif turn.error_kind:
        try:
            error = AgentError(ErrorKind(turn.error_kind))
        except ValueError:
            error = AgentError(ErrorKind.INTERNAL, turn.error_kind)
    return AgentResult(
        ok=error is None,
        answer=turn.answer,
        exhausted=turn.exhausted,
        cancelled=turn.cancelled,
        tool_log=turn.tool_log,
        error=error,
        usage=turn.usage,
        finish_reason=FinishReason.LENGTH if turn.cut_off else None,
        model=turn.model,
    )


def call_from_log(call_id: str, line: str) -> AiToolCall:
    """A tool call back from its ``name(arguments)`` log line."""
    name, _paren, rest = line.partition("(")
    return AiToolCall.from_raw(call_id, name, rest[:-1] if rest.endswith(")") else rest)


__all__ = ["TurnList", "call_from_log", "result_of", "show_kept_turn"]

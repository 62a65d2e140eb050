"""The run going on now, drawn as it happens: text streaming into its turn's view, each tool
call and what it is doing in the status line (a long one with how far it got), changes made,
cards for the changes and the questions that wait for the writer, the plan, the reviewer at
work, and what the writer adds to the run while it goes on (:meth:`LiveTurn.steer`), marked
once the assistant read it.

:class:`LiveTurn` listens to the :class:`~assistant.gui.assistant.session.AssistantSession`
and draws on the :class:`~assistant.gui.assistant.turns.turn_view.TurnView` the panel gives
it when a run starts; the panel takes it back when the run ends. While Stop is on its way, or
a card waits for the writer, the status line is left as it is. Its strings keep the panel's
translation context (``AssistantPanel``), but for the one with a count: lupdate marks plural
forms only in ``self.tr``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from assistant.agent.act.approval import Decision, Proposal
from assistant.agent.act.plan import Plan
from assistant.agent.act.records import ChangeRecord, Review
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.steering import CorrectionGiven, correction_text
from assistant.agent.session.ask_writer import WriterQuestion
from assistant.gui.assistant.session import AssistantSession
from assistant.gui.assistant.turns.tool_status import describe_tool_call, quoted
from assistant.gui.assistant.turns.turn_list import TurnList
from assistant.gui.assistant.turns.turn_view import TurnView


class LiveTurn(QObject):
    """Draws the running run of ``session`` into its view in ``turns``; ``set_status`` puts
    a line under the question box, ``changed`` is called when a change was listed."""

    def __init__(
        self,
        session: AssistantSession,
        turns: TurnList,
        set_status: Callable[[str], None],
        changed: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.turns = turns
        self.set_status = set_status
        self.changed = changed
        self.view: TurnView | None = None
        """The view of the run going on now (None once the conversation shown changed)."""
        session.request_started.connect(self._on_request_started)
        session.text_received.connect(self._on_text)
        session.tool_started.connect(self._on_tool_started)
        session.tool_finished.connect(self._on_tool_finished)
        session.tool_repeated.connect(self._on_tool_repeated)
        session.tool_progress.connect(self._on_tool_progress)
        session.change_applied.connect(self._on_change_applied)
        session.approval_requested.connect(self._on_approval_requested)
        session.question_asked.connect(self._on_question_asked)
        session.plan_changed.connect(self._on_plan_changed)
        session.review_started.connect(self._on_review_started)
        session.change_reviewed.connect(self._on_change_reviewed)
        session.event_received.connect(self._on_event)

    def steer(self, text: str) -> bool:
        """Add ``text`` to the running turn (the writer's correction, for the assistant's next
        step) and show it under the question; False when it could not be added."""
        view, run = self.view, self.session.running
        if view is None or run is None or self.session.is_stopping or not run.steer(text):
            return False
        view.corrections.add(correction_text(text))
        if self._may_say(view):
            self.set_status(
                QCoreApplication.translate(
                    "AssistantPanel", "Added: the assistant reads it before its next step."
                )
            )
        return True

    def _on_event(self, event: AgentEvent) -> None:
        if isinstance(event, CorrectionGiven) and self.view is not None:
            self.view.corrections.mark_given()

    def _may_say(self, view: TurnView) -> bool:
        """True when the status line may follow the run (no Stop on its way, no card
        waiting for the writer)."""
        return not self.session.is_stopping and not view.waiting_cards

    def _on_request_started(self, step: int) -> None:
        view = self.view
        if view is None or self.session.is_stopping:
            return
        view.begin_step(step)
        if step > 1 and not view.waiting_cards:
            self.set_status(QCoreApplication.translate("AssistantPanel", "Thinking it over…"))

    def _on_text(self, text: str) -> None:
        view = self.view
        if view is None:
            return
        view.append_text(text)
        if self._may_say(view):
            self.set_status(QCoreApplication.translate("AssistantPanel", "Writing the answer…"))

    def _on_tool_started(self, call: AiToolCall) -> None:
        view, run = self.view, self.session.running
        if view is None or run is None:
            return
        act = run.mode is Mode.ACT
        world = (self.session.snapshot() or run.snapshot) if act else run.snapshot
        description = describe_tool_call(call, world, act=act)
        view.tool_started(
            call,
            description,
            describe_tool_call(call, world, act=act, done=True),
            describe_tool_call(call, world, act=act, failed=True),
        )
        if self._may_say(view):
            # (events are delivered in batches: a card may already wait for this call)
            self.set_status(description)

    def _on_tool_progress(self, call: AiToolCall, done: int, total: int) -> None:
        """A long call says how far it got: "Summarising the whole project… 12 of 40"."""
        view, run = self.view, self.session.running
        if view is None or run is None or not self._may_say(view):
            return
        act = run.mode is Mode.ACT
        world = (self.session.snapshot() or run.snapshot) if act else run.snapshot
        locale = QLocale()
        line = QCoreApplication.translate("AssistantPanel", "%1 %2 of %3")
        line = line.replace("%2", locale.toString(done)).replace("%3", locale.toString(total))
        self.set_status(line.replace("%1", describe_tool_call(call, world, act=act)))

    def _on_tool_finished(self, call: AiToolCall, result: str, ok: bool) -> None:
        if self.view is not None:
            self.view.tool_finished(call, result, ok)

    def _on_tool_repeated(self, call: AiToolCall, times: int, ran: bool) -> None:
        view = self.view
        if view is None:
            return
        view.tool_repeated(call, times, ran)
        if self._may_say(view):
            self.set_status(
                self.tr("The assistant is repeating the same step (%Ln times); it was told.",
                        "", times)
            )  # fmt: skip

    def _on_change_applied(self, turn_id: str, record: ChangeRecord) -> None:
        view = self.turns.view_of(turn_id)
        if view is not None:
            view.add_change(record)
            self.changed()

    def _on_approval_requested(self, turn_id: str, proposal: Proposal) -> None:
        view = self.turns.view_of(turn_id)
        if view is None:
            return  # the panel moved on; stopping the run refuses what waits
        card = view.add_approval_card(proposal)
        card.show()
        proposal.on_decided(self._after_decision)
        self.set_status(QCoreApplication.translate("AssistantPanel", "Waiting for your approval…"))
        self.turns.scroll_to_bottom()

    def _after_decision(self, _decision: Decision | None) -> None:
        if self.session.is_busy() and not self.session.is_stopping:
            self.set_status(QCoreApplication.translate("AssistantPanel", "Thinking…"))

    def _on_question_asked(self, turn_id: str, question: WriterQuestion) -> None:
        view = self.turns.view_of(turn_id)
        if view is None:
            return  # the panel moved on; stopping the run refuses the question
        card = view.add_question_card(question)
        card.show()
        card.answered.connect(lambda: self._after_decision(None))
        if question.is_waiting:
            waiting = QCoreApplication.translate("AssistantPanel", "Waiting for your answer…")
            self.set_status(waiting)
        self.turns.scroll_to_bottom()

    def _on_plan_changed(self, plan: Plan, carried: bool) -> None:
        if self.view is not None:
            self.view.show_plan(plan, carried=carried)

    def _on_review_started(self, title: str) -> None:
        text = QCoreApplication.translate("AssistantPanel", "Reviewing the change to %1…")
        self._review_status(text.replace("%1", quoted(title)))

    def _on_change_reviewed(self, _title: str, _review: Review) -> None:
        self._review_status(QCoreApplication.translate("AssistantPanel", "Thinking…"))

    def _review_status(self, text: str) -> None:
        view = self.view
        if view is not None and self._may_say(view):
            self.set_status(text)


__all__ = ["LiveTurn"]

"""The assistant of the open project, for the window: the core's session, run off the GUI thread.

:class:`AssistantSession` is a QObject over :class:`~assistant.agent.session.session.Session`: it
hands each question to the core once, runs the resulting
:class:`~assistant.agent.session.session.Run` on the
:class:`~assistant.gui.assistant.agent_worker.AgentWorker`, and reports everything back as signals
the assistant panel draws from. In act mode it is the core's
:class:`~assistant.agent.session.session.RunHost`: runs begin and are committed (one undo step each)
through its :class:`~assistant.gui.assistant.run_desk.RunDesk`, and a change waiting for
approval is announced for the panel to show as a card. The assistant's questions to the writer, its
plan and the reviewer's work are announced the same way.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy, Proposal
from assistant.agent.act.ledger import ActLedger
from assistant.agent.act.plan import PlanChanged
from assistant.agent.act.records import ChangeRecord
from assistant.agent.act.review import ChangeReviewed, ReviewStarted
from assistant.agent.act.run_history import HistoryEntry, undo_edit
from assistant.agent.audit.answer_links import warm_document_links
from assistant.agent.audit.finding_fix import ask_fix
from assistant.agent.audit.findings import Finding, FindingsStore, FindingStatus
from assistant.agent.conversations.book import Conversations
from assistant.agent.conversations.export import ExportLabels
from assistant.agent.loop.events import AgentEvent, ToolProgress
from assistant.agent.loop.messages import AgentError, ErrorKind
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.result import AgentResult
from assistant.agent.session.ask_writer import WriterQuestion
from assistant.agent.session.provider_setup import AssistantSetup, SetupProblem, load_setup
from assistant.agent.session.run import Run, RunEnd, ToolFactory, default_tools
from assistant.agent.session.session import Session
from assistant.agent.specialists.team import specialists_folder, write_built_ins
from assistant.agent.spending.estimate import EstimateCheck
from assistant.gui.assistant.agent_worker import AgentJob, AgentWorker
from assistant.gui.assistant.run_desk import RunDesk
from assistant.gui.assistant.turns.change_words import headline
from assistant.gui.assistant.writer_requests import fix_request
from assistant.gui.window.controller import ProjectController
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.redaction import redact

log = logging.getLogger(__name__)


class Problem(StrEnum):
    """What went wrong keeping conversations; the panel says it in the writer's words."""

    NOT_SAVED = "not_saved"
    NOT_DELETED = "not_deleted"
    NOT_EXPORTED = "not_exported"


class AssistantSession(QObject):
    """The assistant of the controller's open project; see the module doc.

    Signals:
      conversation_shown(conversation): show this conversation anew (opened, new, forked).
      conversations_changed(): the list of kept conversations (or the current one's title
        or branches) changed.
      run_started(run): a run began (a new turn, or the next run of the last one).
      request_started(step), text_received(text), tool_started(call),
        tool_finished(call, text, ok), tool_repeated(call, times, ran): the running run's
        progress.
      change_applied(turn_id, record): an act-mode change was made.
      approval_requested(turn_id, proposal): an act-mode change waits for the writer.
      question_asked(turn_id, question): the assistant asks the writer (a WriterQuestion).
      tool_progress(call, done, total): a long tool call of the running run got ``done`` of
        ``total`` parts of its work done.
      plan_changed(plan, carried): the running turn's plan as it stands now (``carried``: an
        earlier question's, left unfinished, announced as the turn begins).
      review_started(title), change_reviewed(title, review): the reviewer's work.
      run_finished(end): the run ended and its turn was kept (a RunEnd).
      setup_failed(question, error): the question could not be asked (an AgentError).
      turn_undone(turn_id, undone): an act-mode turn's changes were undone or redone.
      event_received(event): any other event of the running run (a specialist taking the
        request, a summary from the cache, …).
      estimate_requested(turn_id, check): the run waits for the writer's word on an estimate
        before a large read (an EstimateCheck).
      problem(kind): a conversation could not be saved, deleted or exported.
      busy_changed(busy)
      finding_fixed(finding_id): a Fix run's changes were kept; the finding is marked fixed.
    """

    conversation_shown = Signal(object)
    conversations_changed = Signal()
    run_started = Signal(object)
    request_started = Signal(int)
    text_received = Signal(str)
    tool_started = Signal(object)
    tool_finished = Signal(object, str, bool)
    tool_repeated = Signal(object, int, bool)
    change_applied = Signal(str, object)
    approval_requested = Signal(str, object)
    question_asked = Signal(str, object)
    plan_changed = Signal(object, bool)
    tool_progress = Signal(object, int, int)
    review_started = Signal(str)
    change_reviewed = Signal(str, object)
    _question_arrived = Signal(str, object)
    run_finished = Signal(object)
    setup_failed = Signal(str, object)
    turn_undone = Signal(str, bool)
    problem = Signal(str)
    busy_changed = Signal(bool)
    event_received = Signal(object)
    estimate_requested = Signal(str, object)
    finding_fixed = Signal(str)

    def __init__(
        self,
        controller: ProjectController,
        parent: QObject | None = None,
        *,
        setup_factory: Callable[[], AssistantSetup] | None = None,
        tools: ToolFactory = default_tools,
        flush_ms: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._setup_factory = setup_factory or load_setup
        self._tools = tools
        self._run: Run | None = None
        self._stopping = False
        self._fixing: dict[str, str] = {}
        """Run id -> the finding its run fixes (Fix in the findings window)."""
        worker_args = {} if flush_ms is None else {"flush_ms": flush_ms}
        self.worker = AgentWorker(self, **worker_args)
        self.worker.request_started.connect(self.request_started)
        self.worker.text_received.connect(self.text_received)
        self.worker.tool_started.connect(self.tool_started)
        self.worker.tool_finished.connect(self.tool_finished)
        self.worker.tool_repeated.connect(self.tool_repeated)
        self.worker.event_received.connect(self._on_event)
        self.worker.finished.connect(self._on_finished)
        self.worker.event_received.connect(self.event_received)
        # Asked on the worker thread; the cards are made on this one.
        self._question_arrived.connect(self.question_asked, Qt.ConnectionType.QueuedConnection)
        controller.project_opened.connect(self._on_project_changed)
        controller.project_closed.connect(self._on_project_changed)
        self.desk = RunDesk(controller, self)
        self.desk.run_undone.connect(self._on_run_undone)
        self.core = self._new_session()
        """The core session of the open project: asking, its conversations and the act-mode
        ledger (made anew when another project opens)."""

    # -- what the panel reads ------------------------------------------------------------------

    def is_busy(self) -> bool:
        return self.worker.is_busy()

    @property
    def is_stopping(self) -> bool:
        return self._stopping

    @property
    def conversations(self) -> Conversations:
        """The open project's conversations (read them here; change them through the
        methods below, which keep the panel told and refuse while a run goes on)."""
        return self.core.conversations

    @property
    def ledger(self) -> ActLedger:
        """The act-mode runs of the turns, and the project's run history."""
        return self.core.ledger

    @property
    def running(self) -> Run | None:
        """The run going on now."""
        return self._run if self.is_busy() else None

    @property
    def keeps_history(self) -> bool:
        """True when runs are kept (Show run details has something to show)."""
        return self.core.runs_folder is not None

    def snapshot(self) -> World | None:
        if self.controller.project is None:
            return None
        return self.controller.snapshot()

    # -- asking ---------------------------------------------------------------------------------

    def ask(self, question: str, *, fork_from: str | None = None) -> bool:
        """Ask ``question`` in the current conversation (in place of the earlier question
        ``fork_from``, when given); False when it could not start."""
        snapshot = self.snapshot()
        if self.is_busy() or snapshot is None or not question.strip():
            return False
        try:
            run = self.core.ask(question, snapshot, fork_from=fork_from)
        except SetupProblem as problem:
            self.setup_failed.emit(question.strip(), problem.error)
            return False
        if run.rebased:
            self.conversation_shown.emit(run.base)
        self._start(run)
        return True

    def fix(self, finding: Finding) -> bool:
        """Fix ``finding``: an act-mode turn scoped to it (False when it could not start)."""
        snapshot = self.snapshot()
        if self.is_busy() or snapshot is None:
            return False
        self.core.conversations.set_mode(Mode.ACT)
        try:
            run = ask_fix(self.core, finding, snapshot, fix_request(finding))
        except SetupProblem as problem:
            self.setup_failed.emit(fix_request(finding), problem.error)
            return False
        self._fixing[run.run_id] = finding.id
        self._start(run)
        return True

    def keep_going(self) -> bool:
        """Go on with the last turn where it stopped (also a cut-off answer kept from an
        earlier session); a turn that failed before anything was sent is asked afresh."""
        snapshot = self.snapshot()
        last = self.core.last_run
        if self.is_busy() or snapshot is None:
            return False
        try:
            run = self.core.keep_going(snapshot)
            if run is None:
                result = self.core.last_result
                if last is None or result is None or result.complete:
                    return False
                run = self.core.again(last.turn.id, snapshot)
                self.conversation_shown.emit(run.base)
        except SetupProblem as problem:
            branch = self.core.conversations.current.branch()
            question = last.question if last is not None else branch[-1].question
            self.setup_failed.emit(question, problem.error)
            return False
        self._start(run)
        return True

    def again(self, turn_id: str, question: str) -> bool:
        """Ask the failed turn ``turn_id`` afresh (a turn kept from an earlier session)."""
        snapshot = self.snapshot()
        if self.is_busy() or snapshot is None:
            return False
        try:
            run = self.core.again(turn_id, snapshot)
        except KeyError:
            return self.ask(question)
        except SetupProblem as problem:
            self.setup_failed.emit(question, problem.error)
            return False
        self.conversation_shown.emit(run.base)
        self._start(run)
        return True

    def stop(self) -> None:
        """Stop the running run at once; what waits for approval is refused."""
        run = self.running
        if run is None:
            return
        self._stopping = True
        self.worker.stop()
        if run.act is not None:
            run.act.stop()

    def approve_all(self) -> None:
        """Approve what waits and every later change of the running act-mode run."""
        run = self.running
        if run is not None and run.act is not None:
            run.act.approve_all()

    def shutdown(self) -> None:
        """Stop any run and join its thread (the window is closing); an act-mode run's
        changes still become one undo step, and its turn is kept."""
        run = self.running
        if run is not None and run.act is not None:
            run.act.stop()
        self.worker.shutdown()
        if run is not None:
            self._run = None
            cancelled = AgentResult(ok=False, cancelled=True, error=AgentError(ErrorKind.CANCELLED))
            try:
                self.core.finish(run, cancelled)
            except Exception:
                log.exception("could not keep the stopped run")
        self.core.close()

    # -- conversations --------------------------------------------------------------------------

    def new(self) -> None:
        if self.is_busy():
            self.stop()
        self.core.conversations.new()
        self._shown()

    def open(self, conversation_id: str) -> None:
        if self.is_busy() or self.core.conversations.get(conversation_id) is None:
            self.conversations_changed.emit()
            return
        self.core.conversations.open(conversation_id)
        self._shown()

    def rename(self, title: str) -> None:
        if self.core.conversations.rename(title):
            self.conversations_changed.emit()
        elif self.core.conversations.current.turns and title.strip():
            self.problem.emit(Problem.NOT_SAVED)

    def delete(self) -> None:
        if self.is_busy() or not self.core.conversations.current.turns:
            return
        try:
            self.core.conversations.delete()
        except OSError:
            log.exception("could not delete the conversation")
            self.problem.emit(Problem.NOT_DELETED)
            return
        self._shown()

    def step_branch(self, step: int) -> None:
        if not self.is_busy() and self.core.conversations.step_branch(step):
            self._shown()

    def export_markdown(self, path: Path | str, labels: ExportLabels) -> bool:
        try:
            markdown = self.core.conversations.export_markdown(labels)
            Path(path).write_text(markdown, encoding="utf-8")
        except OSError:
            log.warning("could not export the conversation", exc_info=True)
            self.problem.emit(Problem.NOT_EXPORTED)
            return False
        return True

    # -- specialists --------------------------------------------------------------------------

    def specialists_folder(self) -> Path | None:
        """The project's ``specialists/`` folder with the built-in specialists written into
        it to edit (files already there are left alone); None without a project."""
        root = self.core.root
        if root is None:
            return None
        write_built_ins(root)
        return specialists_folder(root)

    def close_provider(self) -> None:
        """Drop the provider made for the last question (the settings changed)."""
        if not self.is_busy():
            self.core.close()

    # -- act mode: undo and revert --------------------------------------------------------------

    def undo_turn(self, turn_id: str) -> str:
        """Take back every change of the act-mode turn ``turn_id`` (its runs, newest first).
        Returns why it could not ("" when it could)."""
        try:
            for run_id in self.core.ledger.runs_to_undo(turn_id):
                self.desk.undo_run(run_id)
        except EditError as error:
            return str(error)
        return ""

    def undo_kept_run(self, entry: HistoryEntry) -> bool:
        """Take a kept run back, exactly, through the undo stack (its turn is marked undone):
        True when that made a new step (Undo puts the run back), False when it undid the
        run's own step (Redo puts it back). Raises
        :class:`~assistant.agent.act.run_history.UndoRefused` when it cannot be (edited since,
        already undone, …), EditError when the assistant is changing the same things now."""
        world = self.snapshot()
        if world is None:
            raise EditError("no project is open")
        edit = undo_edit(entry, world)
        self.core.ledger.know_run(entry.run_id, entry.turn_id, entry.conversation_id)
        label = (
            QCoreApplication.translate("AssistantSession", "Assistant run %1 taken back: %2")
            .replace("%1", str(entry.number))
            .replace("%2", _one_line(entry.request))
        )
        steps = self.controller.undo_stack.count()
        self.desk.undo_kept_run(entry.run_id, edit, label, entry.scope)
        return self.controller.undo_stack.count() > steps

    def revert_change(self, record: ChangeRecord) -> str:
        """Take back one change as a new undo step; returns why it could not ("" when it
        could)."""
        label = QCoreApplication.translate("AssistantSession", "Revert: %1").replace(
            "%1", headline(record)
        )
        try:
            self.desk.revert_change(record, label)
        except EditError as error:
            return str(error)
        return ""

    # -- the RunHost of act-mode runs -----------------------------------------------------------

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        turn_id = run.turn.id
        approval = Approval(policy, _Cards(self, turn_id))
        act = self.desk.begin_run(approval, run.run_id, _one_line(run.question))
        act.add_listener(_Changes(self, turn_id))
        return act

    def commit_run(self, run: Run) -> bool:
        assert run.act is not None
        label = _one_line(run.question)
        if run.sequence > 1:
            label = QCoreApplication.translate("AssistantSession", "%1 (continued)").replace(
                "%1", label
            )
        label = QCoreApplication.translate("AssistantSession", "Assistant: %1").replace("%1", label)
        return self.desk.commit_run(run.act, label) is not None

    # -- inside ---------------------------------------------------------------------------------

    def _new_session(self) -> Session:
        folder = None
        project = self.controller.project
        store = project.store if project is not None else None
        if store is not None:
            try:
                folder = Path(store.app_data_dir)
            except OSError:
                log.warning("the project's app-data folder cannot be used", exc_info=True)
        return Session(
            folder, setup=self._setup_factory, tools=self._tools, language=_system_language,
            host=self, root=store.root if store is not None else None,
            asker=lambda run: _Questions(self, run.turn.id),
            estimates=lambda run: _Estimates(self, run.turn.id),
            plans=lambda _run: _CardPlans(),
        )  # fmt: skip

    def _on_project_changed(self) -> None:
        if self.is_busy():
            self.stop()
        self.core.close()
        # The changes listed belonged to the old project's undo history, gone with it.
        self.core = self._new_session()
        self._shown()

    def _shown(self) -> None:
        self.conversation_shown.emit(self.core.conversations.current)
        self.conversations_changed.emit()

    def _start(self, run: Run) -> None:
        self._run = run
        self._stopping = False
        self.worker.start(
            AgentJob(
                run.execute,
                snapshot=run.snapshot,
                label=run.question,
                prepare=functools.partial(warm_document_links, run.snapshot),
            )
        )
        self.run_started.emit(run)
        self.busy_changed.emit(True)

    def _on_event(self, event: AgentEvent) -> None:
        if isinstance(event, ToolProgress):
            self.tool_progress.emit(event.call, event.done, event.total)
        elif isinstance(event, PlanChanged):
            self.plan_changed.emit(event.plan, event.carried)
        elif isinstance(event, ReviewStarted):
            self.review_started.emit(event.title)
        elif isinstance(event, ChangeReviewed):
            self.change_reviewed.emit(event.title, event.review)

    def _on_finished(self, result: AgentResult) -> None:
        run, self._run = self._run, None
        self._stopping = False
        if run is None:
            return
        end: RunEnd = self.core.finish(run, result)
        if not end.saved:
            self.problem.emit(Problem.NOT_SAVED)
        self._after_fix(end)
        self.run_finished.emit(end)
        self.conversations_changed.emit()
        self.busy_changed.emit(False)

    def _after_fix(self, end: RunEnd) -> None:
        """A Fix run whose changes were kept marks its finding fixed."""
        finding_id = self._fixing.pop(end.run.run_id, None)
        folder = self.core.runs_folder
        if finding_id is None or not (end.committed and end.changes) or folder is None:
            return
        try:
            FindingsStore(folder.parent).set_status(finding_id, FindingStatus.FIXED)
        except (KeyError, OSError):
            log.warning("could not mark the finding %s fixed", finding_id, exc_info=True)
            return
        self.finding_fixed.emit(finding_id)

    def _on_run_undone(self, run_id: str, undone: bool) -> None:
        marked = self.core.ledger.run_undone(run_id, undone)
        if marked is not None:
            self.turn_undone.emit(*marked)


class _Cards:
    """Has each change that waits for approval shown as a card under its turn."""

    def __init__(self, session: AssistantSession, turn_id: str) -> None:
        self._session = session
        self._turn_id = turn_id

    def present(self, proposal: Proposal) -> None:
        self._session.approval_requested.emit(self._turn_id, proposal)


class _Questions:
    """Has each question of the assistant shown as a card under its turn (asked on the
    worker thread; shown on the GUI thread)."""

    def __init__(self, session: AssistantSession, turn_id: str) -> None:
        self._session = session
        self._turn_id = turn_id

    def present(self, question: WriterQuestion) -> None:
        self._session._question_arrived.emit(self._turn_id, question)


class _CardPlans:
    """Lets a plan-first turn's plan wait for the writer: its card is made from the run's
    ``PlanAsked`` event (:mod:`assistant.gui.assistant.cards.plan_approval`)."""

    def present(self, approval: object) -> None:
        pass


class _Estimates:
    """Has each estimate before a large read shown as a card under its turn (the signal
    crosses from the run's thread to the GUI thread)."""

    def __init__(self, session: AssistantSession, turn_id: str) -> None:
        self._session = session
        self._turn_id = turn_id

    def present(self, check: EstimateCheck) -> None:
        self._session.estimate_requested.emit(self._turn_id, check)


class _Changes:
    """Lists each change of an act-mode run under its turn as it is made."""

    def __init__(self, session: AssistantSession, turn_id: str) -> None:
        self._session = session
        self._turn_id = turn_id

    def change_applied(self, record: ChangeRecord) -> None:
        self._session.change_applied.emit(self._turn_id, record)

    def locks_changed(self) -> None:
        pass


def _one_line(text: str, limit: int = 80) -> str:
    """``text`` as a label: one line, at most ``limit`` characters, and no key in it (the
    label of a run names the snapshots it makes, kept with the project)."""
    line = " ".join(redact(text).split())  # before it is cut: no piece of a key survives
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def _system_language() -> str:
    from assistant.gui.app.i18n import system_language

    return system_language()


__all__ = ["AssistantSession", "Problem"]

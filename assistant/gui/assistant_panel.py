"""The assistant panel: ask about the project while you keep writing.

The writer types a question; the panel takes a snapshot of the project through the
controller, and the loop runs on a worker thread with the read-only tools over that snapshot.
The answer streams in as rendered Markdown, a live line says what the assistant is doing,
and when the turn ends the panel shows the tool calls, the tokens used, and what to do if it
ran out of steps or failed. Follow-up questions continue the conversation.

Conversations are kept with the project (``.quire/conversations``), one file each, saved
after every turn; the last one reopens with the project. A follow-up sends only the visible
exchange of the current branch, fitted to the model's context window first (older turns
may be replaced by a summary, which the panel shows). An earlier question can be edited and
sent again: the conversation forks there and the old branch stays reachable. Each turn's
requests, responses and tool calls go to the run history (``.quire/runs``).

The panel reaches the project only through the controller (``snapshot()``,
``request_document()``, its signals).

Act mode (the Ask/Act switch, kept with each conversation) lets the assistant change the
project. The panel shows it plainly (a coloured banner and question box), and each act turn
runs through one :class:`~assistant.gui.act_turn.ActTurn` begun with
``controller.begin_turn``: the loop gets the read and write tools over the turn's target,
every change made is listed under the turn with its difference, changes the approval setting
holds back wait as cards, and when the run ends (answered, out of steps, failed or stopped)
the panel calls ``finish()`` on the GUI thread, which puts the run's changes on the undo
stack as one step. Keep going after running out of steps (or Try again) runs in a new
ActTurn, so each run is its own undo step and no editor stays locked while the writer
decides whether to go on; "Undo this turn" takes back all of them. When the writer undoes a
turn, its conversation turn is marked undone (and saved), so the next question tells the
model that those changes no longer stand.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.approval import Approval, ApprovalPolicy, Proposal
from assistant.agent.conversations.export import ExportLabels, to_markdown
from assistant.agent.conversations.model import Conversation, Turn, new_turn
from assistant.agent.conversations.model import new_conversation as fresh_conversation
from assistant.agent.conversations.store import ConversationStore, LoadFailure
from assistant.agent.loop import keep_going
from assistant.agent.messages import (
    AgentError,
    AiMessage,
    AiToolCall,
    AiToolSpec,
    ErrorKind,
    TokenUsage,
)
from assistant.agent.prompts import system_prompt
from assistant.agent.result import AgentResult
from assistant.agent.runlog import RunLog
from assistant.agent.setup import (
    AssistantSetup,
    SetupProblem,
    is_configured,
    load_setup,
)
from assistant.agent.tools.executors import make_act_executor, make_snapshot_executor
from assistant.agent.tools.write import WRITE_TOOL_NAMES, EditTarget
from assistant.gui.agent_worker import AgentJob, AgentWorker
from assistant.gui.answer_links import document_id_from_url, warm_document_links
from assistant.gui.change_list import change_summary
from assistant.gui.connect_page import ConnectPage
from assistant.gui.conversation_list import ConversationBar, SummaryNotice
from assistant.gui.conversation_turn import (
    FitOutcome,
    RecordingProvider,
    record_event,
    record_result,
    run_turn,
)
from assistant.gui.error_text import ErrorAction, describe_error
from assistant.gui.first_run import ServerCandidate
from assistant.gui.question_edit import QuestionEdit
from assistant.gui.run_details import RunDetailsDialog
from assistant.gui.settings_dialog import SettingsDialog, settings_events
from assistant.gui.tool_status import describe_tool_call, quoted
from assistant.gui.turn_view import TurnView
from assistant.world.errors import EditError
from assistant.world.model import World

log = logging.getLogger(__name__)

ASK = "ask"
ACT = "act"

ToolsFactory = Callable[[str, World], tuple[Sequence[AiToolSpec], Any]]
"""``(mode, snapshot) -> (specs, executor)``: the tools a turn may call."""

ActToolsFactory = Callable[[EditTarget], tuple[Sequence[AiToolSpec], Any]]
"""``(target) -> (specs, executor)``: the read and write tools of one act-mode run."""


def ask_mode_tools(mode: str, snapshot: World) -> tuple[Sequence[AiToolSpec], Any]:
    """The read-only tools over ``snapshot``: nothing a turn calls can change the project."""
    if mode != ASK:
        raise ValueError(f"the read-only tools are for ask mode, not {mode!r}")
    toolbox = make_snapshot_executor(snapshot)
    return toolbox.specs, toolbox


def act_mode_tools(target: EditTarget) -> tuple[Sequence[AiToolSpec], Any]:
    """The read and write tools over an act turn's ``target`` (its live world)."""
    toolbox = make_act_executor(target)
    return toolbox.specs, toolbox


class _TurnContext:
    """What one turn needs again for Keep going or Try again: its snapshot and its tools.

    The tools are made on the worker thread when the turn first runs (indexing a large
    snapshot is work the GUI thread should not wait for), then kept for Keep going.
    """

    def __init__(
        self,
        view: TurnView,
        snapshot: World,
        mode: str,
        tools_factory: ToolsFactory,
        *,
        turn_id: str = "",
        parent_id: str | None = None,
        act_tools_factory: ActToolsFactory = act_mode_tools,
    ):
        self.view = view
        self.snapshot = snapshot
        self.mode = mode
        self._tools_factory = tools_factory
        self._tools: tuple[tuple[AiToolSpec, ...], Any] | None = None
        self.result: AgentResult | None = None
        self.turn_id = turn_id
        """The turn this view shows in the kept conversation (also its run history id)."""
        self.parent_id = parent_id
        self.fit: FitOutcome | None = None
        """Set by the worker when the turn's first run fitted the context window."""
        self.conversation_id = ""
        self.store: ConversationStore | None = None
        self.detached = False
        """True once the panel moved on to another conversation while this turn ran."""
        self.act_turn: Any = None
        """The ActRun going on now (act mode), until it is committed."""
        self.run_id = ""
        """The id the controller knows the current (or last) act run by."""
        self.target: EditTarget | None = None
        self._act_tools_factory = act_tools_factory
        self._tools_target: EditTarget | None = None

    def tools(self) -> tuple[tuple[AiToolSpec, ...], Any]:
        if self.mode == ACT:
            # Each act run has its own ActTurn, so its own target and tools.
            if self._tools is None or self._tools_target is not self.target:
                if self.target is None:
                    raise RuntimeError("an act-mode run started without its turn")
                specs, executor = self._act_tools_factory(self.target)
                self._tools = (tuple(specs), executor)
                self._tools_target = self.target
            return self._tools
        if self._tools is None:
            specs, executor = self._tools_factory(self.mode, self.snapshot)
            self._tools = (tuple(specs), executor)
        return self._tools


class AssistantPanel(QWidget):
    """Ask questions about the open project; see the module doc.

    ``setup_factory`` gives the provider to use (from the settings by default) and raises
    :class:`~assistant.agent.setup.SetupProblem` when it cannot; ``tools_factory``
    gives a turn's tools over its snapshot.
    """

    turn_finished = Signal(object)
    busy_changed = Signal(bool)

    def __init__(
        self,
        controller: Any,
        parent: QWidget | None = None,
        *,
        setup_factory: Callable[[], AssistantSetup] | None = None,
        tools_factory: ToolsFactory | None = None,
        act_tools_factory: ActToolsFactory | None = None,
        configured: Callable[[], bool] | None = None,
        server_candidates: Sequence[ServerCandidate] | None = None,
        flush_ms: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("assistantPanel")
        self.controller = controller
        self._setup_factory = setup_factory or load_setup
        self._tools_factory = tools_factory or ask_mode_tools
        self._act_tools_factory = act_tools_factory or act_mode_tools
        self._configured = configured or is_configured
        self._server_candidates = server_candidates
        self.mode = ASK
        self._setup: AssistantSetup | None = None
        self._active: Conversation = fresh_conversation()
        self._conversations: dict[str, Conversation] = {}
        self._store: ConversationStore | None = None
        self._runs_folder: Path | None = None
        self._load_failures: list[LoadFailure] = []
        self._fork_from: str | None = None
        self._system_prompt = ""
        self._summary_notices: list[SummaryNotice] = []
        self._conversation_usage = TokenUsage()
        self._turns: list[_TurnContext] = []
        self._current: _TurnContext | None = None
        self._stopping = False
        self._stick_to_bottom = True
        self._watched_window: QWidget | None = None
        self._records: dict[str, list[Any]] = {}
        """The changes each act turn made (by conversation turn id), for this session."""
        self._turn_runs: dict[str, list[str]] = {}
        """The ids of each act turn's runs that put a step on the undo stack, in order."""
        self._run_owner: dict[str, tuple[str, str]] = {}
        """Run id -> (conversation id, turn id)."""
        self._undone_runs: set[str] = set()

        worker_args = {} if flush_ms is None else {"flush_ms": flush_ms}
        self.worker = AgentWorker(self, **worker_args)
        self.worker.request_started.connect(self._on_request_started)
        self.worker.text_received.connect(self._on_text)
        self.worker.tool_started.connect(self._on_tool_started)
        self.worker.tool_finished.connect(self._on_tool_finished)
        self.worker.finished.connect(self._on_finished)

        self._build()
        self._connect_controller()
        settings_events().changed.connect(self.refresh_setup_state)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.refresh_setup_state()
        self._load_conversations()

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)

        header = QHBoxLayout()
        header.setSpacing(4)
        self.ask_button = QToolButton(self)
        self.ask_button.setObjectName("askModeButton")
        self.ask_button.setText(self.tr("Ask"))
        self.ask_button.setCheckable(True)
        self.ask_button.setChecked(True)
        self.ask_button.setToolTip(self.tr("Ask mode: the assistant reads, it never changes"))
        self.act_button = QToolButton(self)
        self.act_button.setObjectName("actModeButton")
        self.act_button.setText(self.tr("Act"))
        self.act_button.setCheckable(True)
        self.act_button.setToolTip(
            self.tr("Act mode: the assistant may change your project; every change can be undone")
        )
        for button in (self.ask_button, self.act_button):
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setMinimumWidth(48)
        self.mode_group = QButtonGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_group.addButton(self.ask_button)
        self.mode_group.addButton(self.act_button)
        self.mode_group.buttonToggled.connect(self._on_mode_button)
        header.addWidget(self.ask_button)
        header.addWidget(self.act_button)
        header.addStretch(1)
        self.new_button = QToolButton(self)
        self.new_button.setObjectName("newConversationButton")
        self.new_button.setText(self.tr("New conversation"))
        self.new_button.setToolTip(self.tr("Forget this conversation and start afresh"))
        self.new_button.clicked.connect(self.new_conversation)
        self.settings_button = QToolButton(self)
        self.settings_button.setObjectName("assistantSettingsButton")
        self.settings_button.setText(self.tr("Settings…"))
        self.settings_button.setToolTip(self.tr("Choose the model the assistant uses"))
        self.settings_button.clicked.connect(lambda: self.open_settings())
        header.addWidget(self.new_button)
        header.addWidget(self.settings_button)
        layout.addLayout(header)

        self.conversation_bar = ConversationBar(self)
        self.conversation_bar.conversation_chosen.connect(self.open_conversation)
        self.conversation_bar.rename_requested.connect(self._on_rename_requested)
        self.conversation_bar.delete_requested.connect(self._on_delete_requested)
        self.conversation_bar.export_requested.connect(self._on_export_requested)
        self.conversation_bar.branch_step_requested.connect(self.step_branch)
        layout.addWidget(self.conversation_bar)

        self.load_notice = QLabel(self)
        self.load_notice.setObjectName("conversationLoadNotice")
        self.load_notice.setWordWrap(True)
        self.load_notice.setTextFormat(Qt.TextFormat.PlainText)
        self.load_notice.setFrameShape(QFrame.Shape.StyledPanel)
        self.load_notice.setMargin(6)
        self.load_notice.hide()
        layout.addWidget(self.load_notice)

        self.pages = QStackedWidget(self)
        candidates = {} if self._server_candidates is None else {
            "candidates": self._server_candidates
        }
        self.connect_page = ConnectPage(self, **candidates)
        self.connect_page.open_settings_requested.connect(lambda: self.open_settings())
        self.connect_page.configured.connect(self.refresh_setup_state)

        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("assistantConversation")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.StyledPanel)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        container = QWidget(self.scroll)
        container.setObjectName("assistantTurns")
        self.turns_layout = QVBoxLayout(container)
        self.turns_layout.setContentsMargins(8, 8, 8, 8)
        self.turns_layout.setSpacing(4)
        self.empty_label = QLabel(container)
        self.empty_label.setObjectName("assistantEmpty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setForegroundRole(self.empty_label.foregroundRole())
        self.empty_label.setText(
            self.tr(
                "Ask anything about your project: who knows what, where a thread was "
                "dropped, how long part two is. The assistant reads; it changes nothing."
            )
        )
        self.turns_layout.addWidget(self.empty_label)
        self.turns_layout.addStretch(1)
        self.scroll.setWidget(container)
        bar = self.scroll.verticalScrollBar()
        bar.rangeChanged.connect(self._on_scroll_range)
        bar.valueChanged.connect(self._on_scroll_value)

        self.pages.addWidget(self.scroll)
        self.pages.addWidget(self.connect_page)
        layout.addWidget(self.pages, 1)

        status = QHBoxLayout()
        status.setSpacing(6)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setFixedSize(36, 8)
        self.busy_bar.hide()
        self.status_label = QLabel(self)
        self.status_label.setObjectName("assistantStatus")
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        status.addWidget(self.busy_bar, 0, Qt.AlignmentFlag.AlignVCenter)
        status.addWidget(self.status_label, 1)
        layout.addLayout(status)

        self.question_edit = QuestionEdit(self)
        self.question_edit.setObjectName("questionEdit")
        self.question_edit.setPlaceholderText(
            self.tr("Ask about your project… (Enter sends, Shift+Enter for a new line)")
        )
        self.question_edit.submitted.connect(self._on_send)
        self.edit_banner = QFrame(self)
        self.edit_banner.setObjectName("editBanner")
        banner_layout = QHBoxLayout(self.edit_banner)
        banner_layout.setContentsMargins(0, 0, 0, 0)
        self.edit_banner_label = QLabel(
            self.tr("Editing an earlier question: the conversation will go on from there."),
            self.edit_banner,
        )
        self.edit_banner_label.setWordWrap(True)
        cancel_edit = QToolButton(self.edit_banner)
        cancel_edit.setObjectName("cancelEditButton")
        cancel_edit.setText(self.tr("Cancel"))
        cancel_edit.clicked.connect(self.cancel_edit)
        banner_layout.addWidget(self.edit_banner_label, 1)
        banner_layout.addWidget(cancel_edit)
        self.edit_banner.hide()
        layout.addWidget(self.edit_banner)

        self.act_banner = QFrame(self)
        self.act_banner.setObjectName("actBanner")
        act_layout = QHBoxLayout(self.act_banner)
        act_layout.setContentsMargins(8, 5, 8, 5)
        self.act_banner_label = QLabel(
            self.tr(
                "Act mode: the assistant may change your project. Every change is listed "
                "and can be undone."
            ),
            self.act_banner,
        )
        self.act_banner_label.setObjectName("actBannerText")
        self.act_banner_label.setWordWrap(True)
        act_layout.addWidget(self.act_banner_label, 1)
        self.act_banner.hide()
        layout.addWidget(self.act_banner)
        layout.addWidget(self.question_edit)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.send_button = QPushButton(self.tr("Send"), self)
        self.send_button.setObjectName("sendButton")
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(self._on_send)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.send_button)
        layout.addLayout(buttons)
        self._set_status("")

    def _connect_controller(self) -> None:
        for name, slot in (
            ("project_opened", self._on_project_changed),
            ("project_closed", self._on_project_changed),
            ("run_undone", self._on_turn_undone),
        ):
            signal = getattr(self.controller, name, None)
            if signal is not None:
                signal.connect(slot)

    # -- public ---------------------------------------------------------------------------------

    def is_busy(self) -> bool:
        return self.worker.is_busy()

    def set_mode(self, mode: str) -> None:
        """Ask (the assistant reads) or act (it may change the project); kept with the
        conversation, so reopening it comes back in the same mode."""
        if mode not in (ASK, ACT):
            raise ValueError(f"unknown mode {mode!r}")
        self._show_mode(mode)
        if self._active.mode != mode:
            self._active = replace(self._active, mode=mode)
            if self._active.turns:
                self._save(self._active, self._store)

    def _show_mode(self, mode: str) -> None:
        """Make the switch, the banner and the question box say which mode is on."""
        self.mode = mode
        button = self.act_button if mode == ACT else self.ask_button
        if not button.isChecked():
            button.setChecked(True)
        act = mode == ACT
        self.act_banner.setVisible(act)
        self.setStyleSheet(_ACT_STYLE if act else _ASK_STYLE)
        self.empty_label.setText(
            self.tr(
                "Tell the assistant what to change: rename a character everywhere, move a "
                "scene, fix a name across chapters. Every change is listed under its turn "
                "and can be undone."
            )
            if act
            else self.tr(
                "Ask anything about your project: who knows what, where a thread was "
                "dropped, how long part two is. The assistant reads; it changes nothing."
            )
        )
        self._update_controls()

    def _on_mode_button(self, button: QToolButton, checked: bool) -> None:
        if not checked:
            return
        mode = ACT if button is self.act_button else ASK
        if mode != self.mode or self._active.mode != mode:
            self.set_mode(mode)

    @property
    def conversation(self) -> tuple[AiMessage, ...]:
        """The exchange a follow-up question continues (empty before the first answer)."""
        if not self._active.turns:
            return ()
        return tuple(self._active.messages(self._system_prompt))

    @property
    def current_conversation(self) -> Conversation:
        """The kept conversation shown now (new and unsaved until its first turn ends)."""
        return self._active

    @property
    def conversations(self) -> list[Conversation]:
        """The project's kept conversations, most recently used first."""
        return list(self._conversations.values())

    @property
    def load_failures(self) -> list[LoadFailure]:
        """Conversation files that could not be read when the project opened."""
        return list(self._load_failures)

    @property
    def conversation_usage(self) -> TokenUsage:
        return self._conversation_usage

    @property
    def turn_views(self) -> list[TurnView]:
        return [turn.view for turn in self._turns]

    @property
    def status_text(self) -> str:
        return self.status_label.text()

    def ask(self, question: str) -> None:
        """Send ``question``: a follow-up of the current branch, or a fork when an earlier
        question is being edited (see :meth:`begin_edit`)."""
        question = question.strip()
        if not question or self.is_busy():
            return
        snapshot = self._snapshot()
        if snapshot is None:
            self._set_status(self.tr("Open a project to ask about it."))
            return
        if not self._configured():
            self.refresh_setup_state()
            return
        if self.pages.currentWidget() is not self.scroll:
            self.pages.setCurrentWidget(self.scroll)
            self._update_controls()
        fork_from = self._fork_from
        self.cancel_edit()
        base = self._active
        if fork_from is not None and any(t.id == fork_from for t in base.turns):
            turn = base.fork(fork_from, question, mode=self.mode)
            base = replace(base, head=turn.parent_id)
            self._render(base)
        else:
            turn = replace(new_turn(question, self.mode), parent_id=base.head)
        view = self._add_turn_view(question)
        view.set_act(self.mode == ACT)
        setup = self._load_setup(view)
        if setup is None:
            return
        context = _TurnContext(
            view, snapshot, self.mode, self._tools_factory,
            turn_id=turn.id, parent_id=turn.parent_id,
            act_tools_factory=self._act_tools_factory,
        )
        context.conversation_id = self._active.id
        context.store = self._store
        self._turns.append(context)
        self._update_turn_actions()
        if context.mode == ACT and not self._begin_act_run(context, setup):
            return
        prompt = system_prompt(
            context.mode, language=self._language(setup), project_title=snapshot.meta.title
        )
        self._system_prompt = prompt
        outcome = FitOutcome()
        context.fit = outcome
        runlog = self._runlog(setup)
        settings = setup.settings
        reserve = setup.max_output_tokens or 1024

        def run(*, on_event, cancel) -> AgentResult:
            specs, executor = context.tools()
            return run_turn(
                setup.provider, specs, executor, base, prompt, question, setup.max_steps,
                context_window=settings.effective_context_window, outcome=outcome,
                on_event=on_event, cancel=cancel, runlog=runlog, run_id=turn.id,
                reserve_output=reserve, temperature=setup.temperature,
                max_output_tokens=setup.max_output_tokens,
            )

        self._start(context, run)

    def keep_going(self) -> None:
        """Continue the last turn where it stopped (ran out of steps, stopped or failed)."""
        context = self._turns[-1] if self._turns else None
        if context is None or context.result is None or self.is_busy():
            return
        result = context.result
        if result.answered:
            return
        if not result.transcript:  # it failed before anything was sent: ask afresh
            self._retry_question(context)
            return
        setup = self._load_setup(context.view)
        if setup is None:
            return
        if context.mode == ACT and not self._begin_act_run(context, setup):
            return
        options = {"temperature": setup.temperature, "max_output_tokens": setup.max_output_tokens}
        runlog = self._runlog(setup)
        run_id = context.turn_id

        def run(*, on_event, cancel) -> AgentResult:
            specs, executor = context.tools()
            if runlog is not None:
                runlog.record(run_id, "keep_going", {"steps": setup.max_steps})

            def relay(event) -> None:
                record_event(runlog, run_id, event)
                on_event(event)

            outcome = keep_going(
                RecordingProvider(setup.provider, runlog, run_id), specs, executor, result,
                setup.max_steps, on_event=relay, cancel=cancel, **options,
            )
            record_result(runlog, run_id, outcome)
            return outcome

        self._start(context, run)

    def _retry_question(self, context: _TurnContext) -> None:
        self._turns.remove(context)
        context.view.setParent(None)
        context.view.deleteLater()
        self._forget_turn(context.turn_id)
        if not self._turns:
            self.empty_label.show()
        self.ask(context.view.question)

    def stop(self) -> None:
        """Stop the running turn at once."""
        if not self.is_busy():
            return
        self._stopping = True
        self.stop_button.setEnabled(False)
        self._set_status(self.tr("Stopping…"))
        self.worker.stop()
        context = self._current
        if context is not None and context.act_turn is not None:
            context.act_turn.stop()  # what waits for approval is refused

    def new_conversation(self) -> None:
        """Forget the conversation (the next question starts afresh)."""
        if self.is_busy():
            self.stop()
        self.cancel_edit()
        self._active = fresh_conversation()
        self._clear_views()
        self._show_mode(self._active.mode)
        self._set_status("")
        self._refresh_bar()

    def open_conversation(self, conversation_id: str) -> None:
        """Show a kept conversation; the next question continues it."""
        conversation = self._conversations.get(conversation_id)
        if conversation is None or self.is_busy():
            self._refresh_bar()
            return
        self.cancel_edit()
        self._active = conversation
        self._show_mode(conversation.mode)
        if self._store is not None:
            try:
                self._store.last_opened = conversation.id
            except OSError:
                log.warning("could not note the last conversation", exc_info=True)
        self._render(conversation)
        self._refresh_bar()
        self._update_turn_actions()

    def step_branch(self, step: int) -> None:
        """Show the previous (-1) or next (+1) branch of a forked conversation."""
        if self.is_busy():
            return
        leaves = _ordered_leaves(self._active)
        index = self._branch_index(leaves)
        target = index + step
        if not 0 <= target < len(leaves):
            return
        self._active = self._active.switch_to(leaves[target].id)
        self._save(self._active, self._store)
        self._render(self._active)
        self._refresh_bar()
        self._update_turn_actions()

    def begin_edit(self, turn_id: str) -> None:
        """Put an earlier question back in the question box; sending it forks there."""
        if self.is_busy() or not any(t.id == turn_id for t in self._active.turns):
            return
        self._fork_from = turn_id
        self.question_edit.setPlainText(self._active.turn(turn_id).question)
        self.question_edit.setFocus()
        self.edit_banner.show()

    def cancel_edit(self) -> None:
        """Send the next question as a follow-up again, not in place of an earlier one."""
        self._fork_from = None
        self.edit_banner.hide()

    def edit_and_resend(self, turn_id: str, question: str) -> None:
        """Ask ``question`` in place of the earlier question ``turn_id`` (a new branch)."""
        self.begin_edit(turn_id)
        self.question_edit.clear()
        self.ask(question)

    def rename_conversation(self, title: str) -> None:
        if not self._active.turns or not title.strip():
            return
        self._active = self._active.renamed(title)
        self._save(self._active, self._store)
        self._refresh_bar()

    def delete_conversation(self) -> None:
        """Put the current conversation away (into ``deleted/``) and show the next one."""
        if self.is_busy() or not self._active.turns:
            return
        conversation_id = self._active.id
        if self._store is not None and conversation_id in self._conversations:
            try:
                self._store.delete(conversation_id)
            except OSError:
                log.exception("could not delete the conversation %s", conversation_id)
                self._set_status(self.tr("The conversation could not be deleted."))
                return
        self._conversations.pop(conversation_id, None)
        remaining = list(self._conversations)
        if remaining:
            self.open_conversation(remaining[0])
        else:
            self.new_conversation()

    def export_markdown(self, path: Path | str) -> None:
        """Write the current branch of the conversation to ``path`` as Markdown."""
        labels = ExportLabels(
            question=self.tr("Question"),
            answer=self.tr("Answer"),
            tools=self.tr("Tools used"),
            undone=self.tr("The changes of this turn were undone."),
            no_answer=self.tr("(no answer)"),
        )
        Path(path).write_text(to_markdown(self._active, labels), encoding="utf-8")

    def show_run_details(self, turn_id: str) -> RunDetailsDialog:
        """Open a dialog listing what the runs of ``turn_id`` sent, received and called."""
        records = RunLog(self._runs_folder).records(turn_id) if self._runs_folder else []
        dialog = RunDetailsDialog(records, self.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def shutdown(self) -> None:
        """Cancel any running turn and join its thread (the window is closing).

        A running act turn is stopped first (so nothing waits for an approval) and finished
        afterwards, so the changes it made are one step on the undo stack.
        """
        context = self._current
        if context is not None and context.act_turn is not None:
            context.act_turn.stop()
        if self.worker is not None:
            self.worker.shutdown()
        if context is not None and context.act_turn is not None:
            self._finish_act_run(context)
        self._close_provider()

    def open_settings(self, focus: str = "") -> None:
        """Open the settings dialog (on the model field when ``focus`` is "model")."""
        dialog = SettingsDialog(self.window(), focus=focus)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def refresh_setup_state(self) -> None:
        """Show the conversation when a provider is set up, else how to connect one."""
        configured = self._configured()
        if configured:
            self.pages.setCurrentWidget(self.scroll)
        else:
            self.pages.setCurrentWidget(self.connect_page)
            self.connect_page.look_for_servers()
        self._close_provider()
        self._update_controls()

    # -- running a turn --------------------------------------------------------------------------

    def _start(self, context: _TurnContext, run: Callable[..., AgentResult]) -> None:
        self._current = context
        self._stopping = False
        context.view.begin()
        self.worker.start(
            AgentJob(
                run,
                snapshot=context.snapshot,
                label=context.view.question,
                prepare=functools.partial(warm_document_links, context.snapshot),
            )
        )
        self._set_status(self.tr("Thinking…"))
        self._update_controls()
        self._update_turn_actions()
        self.busy_changed.emit(True)
        self._scroll_to_bottom()

    def _on_send(self) -> None:
        question = self.question_edit.toPlainText()
        if not question.strip() or self.is_busy():
            return
        if self._snapshot() is None:
            self._set_status(self.tr("Open a project to ask about it."))
            return
        self.question_edit.clear()
        self.ask(question)

    def _on_request_started(self, step: int) -> None:
        if self._current is None or self._current.detached or self._stopping:
            return
        self._current.view.begin_step(step)
        if step > 1 and not self._current.view.waiting_cards:
            self._set_status(self.tr("Thinking it over…"))

    def _on_text(self, text: str) -> None:
        if self._current is None or self._current.detached:
            return
        self._current.view.append_text(text)
        if not self._stopping and not self._current.view.waiting_cards:
            self._set_status(self.tr("Writing the answer…"))

    def _on_tool_started(self, call) -> None:
        if self._current is None or self._current.detached:
            return
        if self._current.mode == ACT:
            description = _describe_act_call(call, self._snapshot() or self._current.snapshot)
        else:
            description = describe_tool_call(call, self._current.snapshot)
        self._current.view.tool_started(call, description)
        if not self._stopping and not self._current.view.waiting_cards:
            # (events are delivered in batches: a card may already wait for this call)
            self._set_status(description)

    def _on_tool_finished(self, call, result: str, ok: bool) -> None:
        if self._current is not None and not self._current.detached:
            self._current.view.tool_finished(call, result, ok)

    def _on_finished(self, result: AgentResult) -> None:
        context = self._current
        self._current = None
        self._stopping = False
        if context is None:
            return
        context.result = result
        if context.act_turn is not None:
            self._finish_act_run(context)
        summarised_turn = self._record_turn(context, result)
        if context.detached:
            self._after_turn(result)
            return
        self._conversation_usage = self._conversation_usage + result.usage
        error = None
        if result.error is not None:
            base_url = self._setup.base_url if self._setup is not None else None
            error = describe_error(result.error, base_url=base_url)
        world = context.snapshot
        if context.mode == ACT:
            world = self._snapshot() or world  # cite the documents as they are now
        context.view.finish(
            result,
            world=world,
            conversation_usage=self._conversation_usage,
            error=error,
            model=self._setup.model if self._setup is not None else "",
        )
        if summarised_turn is not None:
            self._show_summary_notice(summarised_turn)
        self._after_turn(result)

    def _after_turn(self, result: AgentResult) -> None:
        self._set_status("")
        self._update_controls()
        self._refresh_bar()
        self._update_turn_actions()
        self.busy_changed.emit(False)
        self.turn_finished.emit(result)

    def _record_turn(self, context: _TurnContext, result: AgentResult) -> Turn | None:
        """Keep the finished run in its conversation and save it at once.

        Returns the turn that now carries a new summary, if fitting the context made one.
        """
        if not context.turn_id:
            return None
        if context.conversation_id == self._active.id:
            conversation = self._active
        else:
            conversation = self._conversations.get(context.conversation_id)
            if conversation is None:
                return None
        fit, context.fit = context.fit, None
        summarised: Turn | None = None
        if fit is not None and fit.summarised and fit.conversation is not None:
            known = {t.id: t for t in conversation.turns}
            for turn in fit.conversation.turns:
                if turn.summary and turn.id in known and known[turn.id].summary != turn.summary:
                    conversation = conversation.update_turn(turn.id, summary=turn.summary)
                    summarised = conversation.turn(turn.id)
        error_kind = None
        if result.error is not None and not result.cancelled:
            error_kind = str(result.error.kind)
        state = {
            "exhausted": result.ok and result.exhausted,
            "cancelled": result.cancelled,
            "error_kind": error_kind,
        }
        if any(t.id == context.turn_id for t in conversation.turns):
            old = conversation.turn(context.turn_id)
            conversation = conversation.update_turn(
                old.id,
                answer=result.answer if result.answered else old.answer,
                tool_log=old.tool_log + result.tool_log,
                usage=old.usage + result.usage,
                **state,
            )
        else:
            turn = Turn(
                id=context.turn_id,
                question=context.view.question,
                answer=result.answer if result.answered else "",
                parent_id=context.parent_id,
                mode=context.mode,
                tool_log=result.tool_log,
                usage=result.usage,
                **state,
            )
            conversation = replace(conversation, head=context.parent_id).add_turn(turn)
        if conversation.id == self._active.id:
            self._active = conversation
        self._save(conversation, context.store)
        return summarised

    def _save(self, conversation: Conversation, store: ConversationStore | None) -> None:
        if store is None or not conversation.turns:
            return
        if store is self._store:
            self._conversations.pop(conversation.id, None)
            self._conversations = {conversation.id: conversation, **self._conversations}
        try:
            store.save(conversation)
            if conversation.id == self._active.id:
                store.last_opened = conversation.id
        except (OSError, ValueError):
            log.exception("could not save the conversation %s", conversation.id)
            self._set_status(self.tr("The conversation could not be saved."))

    def _forget_turn(self, turn_id: str) -> None:
        """Drop an unanswered last turn that is about to be asked afresh."""
        conversation = self._active
        if not any(t.id == turn_id for t in conversation.turns):
            return
        turn = conversation.turn(turn_id)
        if any(t.parent_id == turn_id for t in conversation.turns):
            return
        turns = tuple(t for t in conversation.turns if t.id != turn_id)
        self._active = replace(conversation, turns=turns, head=turn.parent_id)
        if turns:  # an emptied conversation is saved again by the question asked afresh
            self._save(self._active, self._store)

    def _on_turn_error_action(self, view: TurnView, action: ErrorAction) -> None:
        if self.is_busy():
            return
        if action is ErrorAction.OPEN_SETTINGS:
            self.open_settings()
        elif action is ErrorAction.CHOOSE_MODEL:
            self.open_settings(focus="model")
        elif action is ErrorAction.NEW_CONVERSATION:
            question = view.question
            self.new_conversation()
            self.question_edit.setPlainText(question)
            self.question_edit.setFocus()
        elif action is ErrorAction.RETRY:
            self.keep_going()

    # -- helpers ----------------------------------------------------------------------------------

    def _snapshot(self) -> World | None:
        if getattr(self.controller, "project", None) is None:
            return None
        try:
            return self.controller.snapshot()
        except RuntimeError:
            return None

    def _load_setup(self, view: TurnView) -> AssistantSetup | None:
        """A provider for the next run, or None after showing why there is none."""
        self._close_provider()
        try:
            self._setup = self._setup_factory()
        except SetupProblem as problem:
            self._show_setup_problem(view, problem.error)
            return None
        except Exception as exc:  # a broken provider set-up must not break the panel
            log.exception("cannot set up the assistant")
            self._show_setup_problem(view, AgentError(ErrorKind.INTERNAL, str(exc)))
            return None
        return self._setup

    def _show_setup_problem(self, view: TurnView, error: AgentError) -> None:
        result = AgentResult(ok=False, error=error)
        if not any(context.view is view for context in self._turns):
            self._turns.append(_TurnContext(view, World(), self.mode, self._tools_factory))
        self._turns[-1].result = result
        view.finish(
            result,
            world=None,
            conversation_usage=self._conversation_usage,
            error=describe_error(error),
        )
        self._update_turn_actions()
        self.turn_finished.emit(result)

    def _close_provider(self) -> None:
        if self.is_busy():
            return
        setup, self._setup = self._setup, None
        close = getattr(setup.provider, "close", None) if setup is not None else None
        if callable(close):
            try:
                close()
            except Exception:
                log.exception("closing the provider failed")

    def _language(self, setup: AssistantSetup) -> str:
        if setup.language:
            return setup.language
        try:
            from assistant.gui.i18n import system_language

            return system_language()
        except Exception:  # the language only steers the model's answers
            return "en"

    def _add_turn_view(self, question: str) -> TurnView:
        self.empty_label.hide()
        view = TurnView(question, self.scroll.widget())
        view.link_activated.connect(self._on_link)
        view.keep_going_requested.connect(self.keep_going)
        view.error_action_requested.connect(
            lambda action, v=view: self._on_turn_error_action(v, action)
        )
        view.edit_requested.connect(lambda v=view: self._on_view_action(v, edit=True))
        view.details_requested.connect(lambda v=view: self._on_view_action(v, edit=False))
        view.undo_turn_requested.connect(lambda v=view: self._undo_turn_of(v))
        view.revert_requested.connect(lambda record, v=view: self._revert_change(v, record))
        view.approve_all_requested.connect(lambda v=view: self._approve_all(v))
        self.turns_layout.insertWidget(self.turns_layout.count() - 1, view)
        self._stick_to_bottom = True
        return view

    def _on_link(self, url: QUrl) -> None:
        doc_id = document_id_from_url(url.toString())
        if doc_id is not None:
            self.controller.request_document(doc_id)
        elif url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)

    def _update_controls(self) -> None:
        busy = self.is_busy()
        connecting = self.pages.currentWidget() is self.connect_page
        self.send_button.setEnabled(not busy and not connecting)
        self.question_edit.setEnabled(not connecting)
        self.new_button.setVisible(not connecting)
        if connecting:
            placeholder = self.tr("Connect a model to ask about your project.")
        elif self.mode == ACT:
            placeholder = self.tr(
                "Tell the assistant what to change… (Enter sends, Shift+Enter for a new line)"
            )
        else:
            placeholder = self.tr(
                "Ask about your project… (Enter sends, Shift+Enter for a new line)"
            )
        self.question_edit.setPlaceholderText(placeholder)
        self.stop_button.setEnabled(busy and not self._stopping)
        self.busy_bar.setVisible(busy)
        self.conversation_bar.setEnabled(not busy)
        self.ask_button.setEnabled(not busy)
        self.act_button.setEnabled(not busy)

    def _update_turn_actions(self) -> None:
        busy = self.is_busy()
        kept = {t.id for t in self._active.turns}
        for index, context in enumerate(self._turns):
            context.view.set_actions_enabled(not busy and index == len(self._turns) - 1)
            recorded = context.turn_id in kept
            context.view.set_turn_actions(
                edit=recorded and not busy,
                details=recorded and self._runs_folder is not None,
            )
            if context.view.has_changes:
                running = busy and context is self._current
                context.view.changes.set_actions_enabled(not running)

    def _on_view_action(self, view: TurnView, *, edit: bool) -> None:
        context = next((c for c in self._turns if c.view is view), None)
        if context is None or not context.turn_id:
            return
        if edit:
            self.begin_edit(context.turn_id)
        else:
            self.show_run_details(context.turn_id)

    # -- kept conversations -----------------------------------------------------------------------

    def _load_conversations(self) -> None:
        """Read the open project's conversations and reopen the last one."""
        self._store = None
        self._runs_folder = None
        self._conversations = {}
        self._load_failures = []
        project = getattr(self.controller, "project", None)
        project_store = getattr(project, "store", None) if project is not None else None
        folder = None
        if project_store is not None:
            try:
                folder = Path(project_store.app_data_dir)
            except OSError:
                log.warning("the project's app-data folder cannot be used", exc_info=True)
        if folder is not None:
            self._store = ConversationStore(folder / "conversations")
            self._runs_folder = folder / "runs"
            conversations, self._load_failures = self._store.load_all()
            self._conversations = {c.id: c for c in conversations}
            last = self._store.last_opened
            if last in self._conversations:
                self._active = self._conversations[last]
                self._render(self._active)
        self._show_mode(self._active.mode)
        self._show_load_failures()
        self._refresh_bar()
        self._update_turn_actions()

    def _show_load_failures(self) -> None:
        lines = []
        for failure in self._load_failures:
            if failure.set_aside_as is not None:
                lines.append(
                    self.tr("The conversation file %1 could not be read; it was set aside as %2.")
                    .replace("%1", failure.path.name)
                    .replace("%2", failure.set_aside_as.name)
                )
            else:
                lines.append(
                    self.tr("The conversation file %1 could not be read.")
                    .replace("%1", failure.path.name)
                )
        self.load_notice.setText("\n".join(lines))
        self.load_notice.setVisible(bool(lines))

    def _refresh_bar(self) -> None:
        entries = [(c.id, c.title) for c in self._conversations.values()]
        current = self._active.id if self._active.id in self._conversations else None
        self.conversation_bar.set_conversations(
            entries, current, has_turns=bool(self._active.turns)
        )
        leaves = _ordered_leaves(self._active)
        self.conversation_bar.set_branch(self._branch_index(leaves) + 1, len(leaves))

    def _branch_index(self, leaves: list[Turn]) -> int:
        """Which of ``leaves`` ends the branch shown now (0 when there is none)."""
        head = self._active.head
        if head is None:
            return 0
        for index, leaf in enumerate(leaves):
            if leaf.id == head or any(t.id == head for t in self._active.branch(leaf.id)):
                return index
        return 0

    def _clear_views(self) -> None:
        for context in self._turns:
            context.view.setParent(None)
            context.view.deleteLater()
        if self._current is not None:
            self._current.detached = True
        self._turns.clear()
        for notice in self._summary_notices:
            notice.setParent(None)
            notice.deleteLater()
        self._summary_notices.clear()
        self._conversation_usage = TokenUsage()
        self.empty_label.show()

    def _render(self, conversation: Conversation) -> None:
        """Show the current branch of ``conversation`` as finished turns."""
        self._clear_views()
        snapshot = self._snapshot() or World()
        for turn in conversation.branch():
            view = self._add_turn_view(turn.question)
            context = _TurnContext(
                view, snapshot, turn.mode, self._tools_factory,
                turn_id=turn.id, parent_id=turn.parent_id,
                act_tools_factory=self._act_tools_factory,
            )
            view.set_act(turn.mode == ACT)
            for record in self._records.get(turn.id, ()):
                view.add_change(record)
            view.set_undone(turn.undone)
            context.conversation_id = conversation.id
            context.store = self._store
            result = _result_of(turn)
            context.result = result
            self._turns.append(context)
            for number, line in enumerate(turn.tool_log, start=1):
                call = _call_from_log(f"kept-{number}", line)
                view.tool_started(call, describe_tool_call(call, snapshot))
                view.tool_finished(call, "", True)
            if turn.answer:
                view.append_text(turn.answer)
            self._conversation_usage = self._conversation_usage + turn.usage
            error = None
            if result.error is not None:
                error = describe_error(result.error)
            view.finish(
                result, world=snapshot, conversation_usage=self._conversation_usage, error=error
            )
            if turn.summary:
                self._show_summary_notice(turn)
        self._scroll_to_bottom()

    def _show_summary_notice(self, turn: Turn) -> None:
        context = next((c for c in self._turns if c.turn_id == turn.id), None)
        if context is None:
            return
        notice = SummaryNotice(turn.summary, self.scroll.widget())
        index = self.turns_layout.indexOf(context.view)
        self.turns_layout.insertWidget(index + 1, notice)
        notice.show()
        self._summary_notices.append(notice)

    def _runlog(self, setup: AssistantSetup) -> RunLog | None:
        if self._runs_folder is None:
            return None
        config = getattr(setup.provider, "config", None)
        return RunLog(self._runs_folder, secrets=(getattr(config, "api_key", None) or "",))

    def _on_rename_requested(self) -> None:
        title, ok = QInputDialog.getText(
            self, self.tr("Rename conversation"), self.tr("Title:"), text=self._active.title
        )
        if ok:
            self.rename_conversation(title)

    def _on_delete_requested(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Delete conversation"),
            self.tr("Delete the conversation “%1”?").replace("%1", self._active.title),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_conversation()

    def _on_export_requested(self) -> None:
        name = "".join(c if c.isalnum() or c in " -_" else "_" for c in self._active.title)
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Export conversation"),
            (name.strip() or "conversation") + ".md",
            self.tr("Markdown (*.md)"),
        )
        if path:
            try:
                self.export_markdown(path)
            except OSError as error:
                log.warning("could not export the conversation: %s", error)
                self._set_status(self.tr("The conversation could not be exported."))

    def _set_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setToolTip(text)

    def _on_project_changed(self) -> None:
        self.new_conversation()
        # The changes listed belonged to the old project's undo history, gone with it.
        self._records.clear()
        self._turn_runs.clear()
        self._run_owner.clear()
        self._undone_runs.clear()
        self._load_conversations()

    # -- act mode --------------------------------------------------------------------------------

    def _begin_act_run(self, context: _TurnContext, setup: AssistantSetup) -> bool:
        """Begin the ActTurn of the next run of ``context`` (its first, Keep going or Try
        again); False, after showing why, when the controller cannot begin one."""
        runs = sum(1 for owner in self._run_owner.values() if owner[1] == context.turn_id)
        run_id = context.turn_id if runs == 0 else f"{context.turn_id}/{runs + 1}"
        label = context.view.question
        if runs:
            label = self.tr("%1 (continued)").replace("%1", label)
        try:
            policy = ApprovalPolicy(getattr(setup.settings, "approval_policy", "risky"))
        except ValueError:
            policy = ApprovalPolicy.RISKY
        approval = Approval(policy, _CardAsker(lambda p: self._on_approval_requested(context, p)))
        try:
            act_turn = self.controller.begin_run(approval, run_id, _one_line(label))
        except Exception as error:  # another run still acting, or no project
            log.exception("could not begin an act-mode run")
            self._show_setup_problem(context.view, AgentError(ErrorKind.INTERNAL, str(error)))
            return False
        act_turn.add_listener(_ChangeRelay(lambda record: self._on_change_applied(context, record)))
        context.act_turn = act_turn
        context.target = act_turn
        context.run_id = run_id
        self._run_owner[run_id] = (context.conversation_id, context.turn_id)
        return True

    def _finish_act_run(self, context: _TurnContext) -> None:
        """End the run's ActTurn on the GUI thread: its changes become one undo step."""
        act_turn, context.act_turn = context.act_turn, None
        if act_turn is None:
            return
        try:
            label = self.tr("Assistant: %1").replace("%1", act_turn.label)
            command = self.controller.commit_run(act_turn, label)
        except Exception:
            log.exception("could not finish the act-mode turn %s", context.run_id)
            command = None
        if command is not None:
            self._turn_runs.setdefault(context.turn_id, []).append(context.run_id)

    def _on_change_applied(self, context: _TurnContext, record: Any) -> None:
        self._records.setdefault(context.turn_id, []).append(record)
        if not context.detached:
            context.view.add_change(record)
            self._update_turn_actions()

    def _on_approval_requested(self, context: _TurnContext, pending: Any) -> None:
        if context.detached:
            return  # the panel moved on; stopping the turn rejects what waits
        card = context.view.add_approval_card(pending)
        card.show()
        pending.on_decided(lambda _decision: self._after_decision())
        self._set_status(self.tr("Waiting for your approval…"))
        self._scroll_to_bottom()

    def _after_decision(self) -> None:
        if self.is_busy() and not self._stopping:
            self._set_status(self.tr("Thinking…"))

    def _context_of(self, view: TurnView) -> _TurnContext | None:
        return next((c for c in self._turns if c.view is view), None)

    def _approve_all(self, view: TurnView) -> None:
        context = self._context_of(view)
        if context is not None and context.act_turn is not None:
            context.act_turn.approve_all()

    def undo_turn(self, turn_id: str) -> bool:
        """Take back every change of the act turn ``turn_id`` (all its runs, newest first).

        Returns False after showing why under the turn when a later edit conflicts.
        """
        context = next((c for c in self._turns if c.turn_id == turn_id), None)
        runs = [r for r in self._turn_runs.get(turn_id, []) if r not in self._undone_runs]
        try:
            for run_id in reversed(runs):
                self.controller.undo_run(run_id)
                if run_id not in self._undone_runs:  # taken back as a new step
                    self._on_turn_undone(run_id, True)
        except _conflict_errors() as error:
            if context is not None and context.view.has_changes:
                context.view.changes.show_message(str(error))
            return False
        if context is not None and context.view.has_changes:
            context.view.changes.show_message("")
        return True

    def revert_change(self, record: Any) -> bool:
        """Take back one change as a new undo step; False (with the reason shown) when
        something changed it since."""
        context = next(
            (c for c in self._turns if c.view.has_changes and c.view.changes.row_for(record)),
            None,
        )
        try:
            label = self.tr("Revert: %1").replace("%1", change_summary(record))
            self.controller.revert_change(record, label)
        except _conflict_errors() as error:
            if context is not None:
                context.view.changes.show_message(str(error))
            return False
        if context is not None:
            context.view.changes.mark_reverted(record)
            context.view.changes.show_message("")
        return True

    def _undo_turn_of(self, view: TurnView) -> None:
        context = self._context_of(view)
        if context is not None:
            self.undo_turn(context.turn_id)

    def _revert_change(self, _view: TurnView, record: Any) -> None:
        self.revert_change(record)

    def _on_turn_undone(self, run_id: str, undone: bool) -> None:
        """The undo stack took back (or put back) a run of an act turn: mark its
        conversation turn, so the next question tells the model, and show it."""
        owner = self._run_owner.get(run_id)
        if owner is None:
            return
        if undone:
            self._undone_runs.add(run_id)
        else:
            self._undone_runs.discard(run_id)
        conversation_id, turn_id = owner
        runs = self._turn_runs.get(turn_id) or [run_id]
        turn_undone = any(run in self._undone_runs for run in runs)
        if conversation_id == self._active.id:
            conversation: Conversation | None = self._active
        else:
            conversation = self._conversations.get(conversation_id)
        known = conversation is not None and any(t.id == turn_id for t in conversation.turns)
        if known and conversation.turn(turn_id).undone != turn_undone:
            conversation = conversation.update_turn(turn_id, undone=turn_undone)
            if conversation.id == self._active.id:
                self._active = conversation
            self._save(conversation, self._store)
        for context in self._turns:
            if context.turn_id == turn_id:
                context.view.set_undone(turn_undone)

    # -- scrolling: follow the answer unless the writer scrolled up -------------------------------

    def _on_scroll_range(self, _minimum: int, maximum: int) -> None:
        if self._stick_to_bottom:
            self.scroll.verticalScrollBar().setValue(maximum)

    def _on_scroll_value(self, value: int) -> None:
        bar = self.scroll.verticalScrollBar()
        self._stick_to_bottom = value >= bar.maximum() - 4

    def _scroll_to_bottom(self) -> None:
        self._stick_to_bottom = True
        bar = self.scroll.verticalScrollBar()
        bar.setValue(bar.maximum())

    # -- closing the window while the assistant works ---------------------------------------------

    def showEvent(self, event) -> None:
        super().showEvent(event)
        window = self.window()
        if window is not self._watched_window:
            if self._watched_window is not None:
                self._watched_window.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched_window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched_window and event.type() == QEvent.Type.Close:
            # The window may still refuse to close (unsaved changes); decide once it has.
            QTimer.singleShot(0, self._after_window_close)
        return super().eventFilter(watched, event)

    def _after_window_close(self) -> None:
        window = self._watched_window
        if window is not None and not window.isVisible():
            self.shutdown()


_SWITCH_STYLE = """
QToolButton#askModeButton, QToolButton#actModeButton { border: 1px solid palette(mid);
    border-radius: 3px; padding: 2px 10px; background: palette(button); }
QToolButton#askModeButton:checked { background: palette(highlight);
    color: palette(highlighted-text); border-color: palette(highlight); font-weight: 600; }
QToolButton#actModeButton:checked { background: #b85c00; color: white; border-color: #8a4500;
    font-weight: 600; }
QToolButton#askModeButton:disabled:!checked, QToolButton#actModeButton:disabled:!checked {
    color: palette(mid); }
"""
_ASK_STYLE = _SWITCH_STYLE
_ACT_STYLE = _SWITCH_STYLE + """
#actBanner { background: #fdebd3; border: 1px solid #d9822b; border-left: 4px solid #b85c00;
             border-radius: 3px; }
#actBannerText { color: #5a2d00; font-weight: 600; }
QPlainTextEdit#questionEdit { border: 2px solid #d9822b; border-radius: 3px; }
"""
"""Act mode's look: an amber banner, an amber question box and a filled Act switch."""


def _one_line(text: str, limit: int = 80) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def _conflict_errors() -> tuple[type[BaseException], ...]:
    """The errors that say a later edit stands in the way of an undo or revert."""
    return (EditError,)


class _CardAsker:
    """Shows a proposal as a card under its turn."""

    def __init__(self, show: Callable[[Proposal], None]) -> None:
        self._show = show

    def present(self, proposal: Proposal) -> None:
        self._show(proposal)


class _ChangeRelay:
    """Lists each change of an act-mode run under its turn as it is applied."""

    def __init__(self, applied: Callable[[Any], None]) -> None:
        self._applied = applied

    def change_applied(self, record: Any) -> None:
        self._applied(record)

    def locks_changed(self) -> None:
        pass


def _describe_act_call(call: AiToolCall, world: World | None) -> str:
    """The status line for a tool call in act mode: write tools say what they change."""
    if call.name not in WRITE_TOOL_NAMES:
        return describe_tool_call(call, world)
    arguments = call.arguments if isinstance(call.arguments, dict) else {}
    target = ""
    for key in ("document", "node", "entity", "title", "name"):
        value = arguments.get(key)
        if isinstance(value, str) and value.strip():
            target = value
            break
    if world is not None and target:
        for things, attribute in (
            (world.documents, "title"), (world.entities, "name"), (world.folders, "title")
        ):
            thing = things.get(target)
            if thing is not None:
                target = getattr(thing, attribute)
                break
    if target:
        return QCoreApplication.translate("AssistantPanel", "Changing %1…").replace(
            "%1", quoted(target)
        )
    return QCoreApplication.translate("AssistantPanel", "Changing the project…")


def _ordered_leaves(conversation: Conversation) -> list[Turn]:
    """The last turn of every branch in the order the branches split off (depth first,
    older answers first), so a branch keeps its number when another one grows."""
    children: dict[str | None, list[Turn]] = {}
    for turn in conversation.turns:
        children.setdefault(turn.parent_id, []).append(turn)
    leaves: list[Turn] = []
    stack = list(reversed(children.get(None, [])))
    while stack:
        turn = stack.pop()
        below = children.get(turn.id, [])
        if below:
            stack.extend(reversed(below))
        else:
            leaves.append(turn)
    return leaves


def _result_of(turn: Turn) -> AgentResult:
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
    )


def _call_from_log(call_id: str, line: str) -> AiToolCall:
    """A tool call back from its ``name(arguments)`` log line."""
    name, _paren, rest = line.partition("(")
    return AiToolCall.from_raw(call_id, name, rest[:-1] if rest.endswith(")") else rest)


__all__ = ["ACT", "ASK", "AssistantPanel", "act_mode_tools", "ask_mode_tools"]

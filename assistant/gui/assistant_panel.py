"""The assistant panel: ask about the project while you keep writing.

The writer types a question; the panel takes a snapshot of the project through the
controller, and the loop runs on a worker thread with the read-only tools over that snapshot.
The answer streams in as rendered Markdown, a live line says what the assistant is doing,
and when the turn ends the panel shows the tool calls, the tokens used, and what to do if it
ran out of steps or failed. Follow-up questions continue the conversation.

The panel reaches the project only through the controller (``snapshot()``,
``request_document()``, its signals), so act mode can later route edits through
``controller.push`` on the GUI thread.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.loop import keep_going, run_agent_continuation, run_agent_conversation
from assistant.agent.messages import AgentError, AiMessage, AiToolSpec, ErrorKind, TokenUsage
from assistant.agent.prompts import system_prompt
from assistant.agent.result import AgentResult
from assistant.agent.tools.executors import make_snapshot_executor
from assistant.gui.agent_worker import AgentJob, AgentWorker
from assistant.gui.answer_links import document_id_from_url, warm_document_links
from assistant.gui.assistant_setup import (
    AssistantSetup,
    SetupProblem,
    is_configured,
    load_setup,
)
from assistant.gui.connect_page import ConnectPage
from assistant.gui.error_text import ErrorAction, describe_error
from assistant.gui.first_run import ServerCandidate
from assistant.gui.question_edit import QuestionEdit
from assistant.gui.settings_dialog import SettingsDialog, settings_events
from assistant.gui.tool_status import describe_tool_call
from assistant.gui.turn_view import TurnView
from assistant.world.model import World

log = logging.getLogger(__name__)

ASK = "ask"
ACT = "act"

ToolsFactory = Callable[[str, World], tuple[Sequence[AiToolSpec], Any]]
"""``(mode, snapshot) -> (specs, executor)``: the tools a turn may call."""


def ask_mode_tools(mode: str, snapshot: World) -> tuple[Sequence[AiToolSpec], Any]:
    """The read-only tools over ``snapshot``: nothing a turn calls can change the project."""
    if mode != ASK:
        raise ValueError(f"no tools for mode {mode!r} yet")
    toolbox = make_snapshot_executor(snapshot)
    return toolbox.specs, toolbox


class _TurnContext:
    """What one turn needs again for Keep going or Try again: its snapshot and its tools.

    The tools are made on the worker thread when the turn first runs (indexing a large
    snapshot is work the GUI thread should not wait for), then kept for Keep going.
    """

    def __init__(self, view: TurnView, snapshot: World, mode: str, tools_factory: ToolsFactory):
        self.view = view
        self.snapshot = snapshot
        self.mode = mode
        self._tools_factory = tools_factory
        self._tools: tuple[tuple[AiToolSpec, ...], Any] | None = None
        self.result: AgentResult | None = None

    def tools(self) -> tuple[tuple[AiToolSpec, ...], Any]:
        if self._tools is None:
            specs, executor = self._tools_factory(self.mode, self.snapshot)
            self._tools = (tuple(specs), executor)
        return self._tools


class AssistantPanel(QWidget):
    """Ask questions about the open project; see the module doc.

    ``setup_factory`` gives the provider to use (from the settings by default) and raises
    :class:`~assistant.gui.assistant_setup.SetupProblem` when it cannot; ``tools_factory``
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
        configured: Callable[[], bool] | None = None,
        server_candidates: Sequence[ServerCandidate] | None = None,
        flush_ms: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("assistantPanel")
        self.controller = controller
        self._setup_factory = setup_factory or load_setup
        self._tools_factory = tools_factory or ask_mode_tools
        self._configured = configured or is_configured
        self._server_candidates = server_candidates
        self.mode = ASK
        self._setup: AssistantSetup | None = None
        self._conversation: tuple[AiMessage, ...] = ()
        self._conversation_usage = TokenUsage()
        self._turns: list[_TurnContext] = []
        self._current: _TurnContext | None = None
        self._stopping = False
        self._stick_to_bottom = True
        self._watched_window: QWidget | None = None

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
        self.act_button.setEnabled(False)
        self.act_button.setToolTip(self.tr("Act mode arrives soon"))
        self.mode_group = QButtonGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_group.addButton(self.ask_button)
        self.mode_group.addButton(self.act_button)
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
        ):
            signal = getattr(self.controller, name, None)
            if signal is not None:
                signal.connect(slot)

    # -- public ---------------------------------------------------------------------------------

    def is_busy(self) -> bool:
        return self.worker.is_busy()

    @property
    def conversation(self) -> tuple[AiMessage, ...]:
        """The exchange a follow-up question continues (empty before the first answer)."""
        return self._conversation

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
        """Send ``question`` (a follow-up when a conversation is going on)."""
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
        view = self._add_turn_view(question)
        setup = self._load_setup(view)
        if setup is None:
            return
        context = _TurnContext(view, snapshot, self.mode, self._tools_factory)
        self._turns.append(context)
        self._update_turn_actions()
        options = {"temperature": setup.temperature, "max_output_tokens": setup.max_output_tokens}
        conversation = self._conversation
        if conversation:
            messages = (*conversation, AiMessage.user(question))

            def run(*, on_event, cancel) -> AgentResult:
                specs, executor = context.tools()
                return run_agent_continuation(
                    setup.provider, specs, executor, messages, setup.max_steps,
                    on_event=on_event, cancel=cancel, **options,
                )
        else:
            prompt = system_prompt(
                context.mode, language=self._language(setup), project_title=snapshot.meta.title
            )

            def run(*, on_event, cancel) -> AgentResult:
                specs, executor = context.tools()
                return run_agent_conversation(
                    setup.provider, specs, executor, prompt, question, setup.max_steps,
                    on_event=on_event, cancel=cancel, **options,
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
        options = {"temperature": setup.temperature, "max_output_tokens": setup.max_output_tokens}

        def run(*, on_event, cancel) -> AgentResult:
            specs, executor = context.tools()
            return keep_going(
                setup.provider, specs, executor, result, setup.max_steps,
                on_event=on_event, cancel=cancel, **options,
            )

        self._start(context, run)

    def _retry_question(self, context: _TurnContext) -> None:
        self._turns.remove(context)
        context.view.setParent(None)
        context.view.deleteLater()
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

    def new_conversation(self) -> None:
        """Forget the conversation (the next question starts afresh)."""
        if self.is_busy():
            self.stop()
        self._conversation = ()
        self._conversation_usage = TokenUsage()
        for context in self._turns:
            context.view.setParent(None)
            context.view.deleteLater()
        self._turns.clear()
        self.empty_label.show()
        self._set_status("")

    def shutdown(self) -> None:
        """Cancel any running turn and join its thread (the window is closing)."""
        if self.worker is not None:
            self.worker.shutdown()
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
        if self._current is None or self._stopping:
            return
        self._current.view.begin_step(step)
        if step > 1:
            self._set_status(self.tr("Thinking it over…"))

    def _on_text(self, text: str) -> None:
        if self._current is None:
            return
        self._current.view.append_text(text)
        if not self._stopping:
            self._set_status(self.tr("Writing the answer…"))

    def _on_tool_started(self, call) -> None:
        if self._current is None:
            return
        description = describe_tool_call(call, self._current.snapshot)
        self._current.view.tool_started(call, description)
        if not self._stopping:
            self._set_status(description)

    def _on_tool_finished(self, call, result: str, ok: bool) -> None:
        if self._current is not None:
            self._current.view.tool_finished(call, result, ok)

    def _on_finished(self, result: AgentResult) -> None:
        context = self._current
        self._current = None
        self._stopping = False
        if context is None:
            return
        context.result = result
        self._conversation_usage = self._conversation_usage + result.usage
        if result.answered:
            self._conversation = result.conversation
        error = None
        if result.error is not None:
            base_url = self._setup.base_url if self._setup is not None else None
            error = describe_error(result.error, base_url=base_url)
        context.view.finish(
            result,
            world=context.snapshot,
            conversation_usage=self._conversation_usage,
            error=error,
            model=self._setup.model if self._setup is not None else "",
        )
        self._set_status("")
        self._update_controls()
        self._update_turn_actions()
        self.busy_changed.emit(False)
        self.turn_finished.emit(result)

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
        self.question_edit.setPlaceholderText(
            self.tr("Connect a model to ask about your project.")
            if connecting
            else self.tr("Ask about your project… (Enter sends, Shift+Enter for a new line)")
        )
        self.stop_button.setEnabled(busy and not self._stopping)
        self.busy_bar.setVisible(busy)

    def _update_turn_actions(self) -> None:
        busy = self.is_busy()
        for index, context in enumerate(self._turns):
            context.view.set_actions_enabled(not busy and index == len(self._turns) - 1)

    def _set_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setToolTip(text)

    def _on_project_changed(self) -> None:
        self.new_conversation()

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


__all__ = ["ACT", "ASK", "AssistantPanel", "ask_mode_tools"]

"""The assistant panel: ask about the project, or have it changed, while you keep writing.

A view over an :class:`~assistant.gui.assistant.session.AssistantSession`: the writer's
question goes to the session once, and everything after comes back as its signals, which the
panel draws: the answer streaming in as rendered Markdown, a live line saying what the
assistant is doing, the tools it used, tokens, what to do when it ran out of steps or
failed, in act mode each change made (with Undo this turn and Revert this change) and each
change waiting for approval as a card (with the reviewer's word), its questions to the writer
as cards with the answers to choose from, and its plan above the answer. It says how many
house rules the assistant keeps, with a link to them. The panel also shows the conversations
kept with the project (switch, rename, delete, export, step between branches, edit an earlier
question and send it again) and the Ask/Act switch (a coloured banner and question box in act
mode). With no project open it offers New, Open and the recent projects instead of a question
box.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.act.records import ChangeRecord
from assistant.agent.audit.answer_links import document_id_from_url
from assistant.agent.audit.finding_fix import fixer
from assistant.agent.audit.findings import Finding
from assistant.agent.config.local_servers import ServerCandidate
from assistant.agent.conversations.model import Conversation, Turn
from assistant.agent.loop.messages import (
    AgentError,
    AiMessage,
    TokenUsage,
)
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.result import AgentResult
from assistant.agent.session.provider_setup import AssistantSetup, is_configured
from assistant.agent.session.run import Run, RunEnd, ToolFactory, default_tools
from assistant.gui.app.start_page import NoProjectPage
from assistant.gui.assistant.cards.plan_approval import PlanCards
from assistant.gui.assistant.connect_page import ConnectPage
from assistant.gui.assistant.conversation_actions import ConversationActions
from assistant.gui.assistant.conversation_list import ConversationBar
from assistant.gui.assistant.error_text import ErrorAction, describe_error
from assistant.gui.assistant.live_turn import LiveTurn
from assistant.gui.assistant.panel_parts import ComposeBox, PanelHeader
from assistant.gui.assistant.panel_specialists import PanelSpecialists
from assistant.gui.assistant.session import AssistantSession
from assistant.gui.assistant.turns.quote_marks import open_quotation
from assistant.gui.assistant.turns.run_details import RunDetailsDialog
from assistant.gui.assistant.turns.turn_list import TurnList, show_kept_turn
from assistant.gui.assistant.turns.turn_view import TurnView
from assistant.gui.assistant.writer_requests import check_request
from assistant.gui.project.house_rules_dialog import HouseRulesDialog
from assistant.gui.series.series_words import series_title
from assistant.gui.settings.costs import offer_for
from assistant.gui.settings.dialog import SettingsDialog, settings_events
from assistant.gui.window.controller import ProjectController
from assistant.world.model import World

log = logging.getLogger(__name__)


class AssistantPanel(QWidget):
    """Ask about the open project, or have it changed; see the module doc.

    ``setup_factory`` gives the provider to use (from the settings by default) and raises
    :class:`~assistant.agent.session.provider_setup.SetupProblem` when it cannot; ``tools_factory``
    gives a run's tools; ``configured`` says whether a provider was chosen at all.
    """

    turn_finished = Signal(object)
    """A turn ended (its AgentResult) and its view shows the whole answer."""
    busy_changed = Signal(bool)

    def __init__(
        self,
        controller: ProjectController,
        parent: QWidget | None = None,
        *,
        setup_factory: Callable[[], AssistantSetup] | None = None,
        tools_factory: ToolFactory = default_tools,
        configured: Callable[[], bool] | None = None,
        server_candidates: Sequence[ServerCandidate] | None = None,
        flush_ms: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("assistantPanel")
        self.controller = controller
        self._configured = configured or is_configured
        self._server_candidates = server_candidates
        self.mode = Mode.ASK
        self._retrying: TurnView | None = None
        self._fork_from: str | None = None
        self._conversation_usage = TokenUsage()

        self.session = AssistantSession(
            controller, self, setup_factory=setup_factory, tools=tools_factory, flush_ms=flush_ms
        )
        self._build()
        self._connect_session()
        settings_events().changed.connect(self.refresh_setup_state)
        controller.project_opened.connect(self.refresh_setup_state)
        controller.project_closed.connect(self.refresh_setup_state)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.refresh_setup_state()
        self._show_conversation(self.session.conversations.current)
        self.conversation_actions.refresh()

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        self.header = PanelHeader(self)
        self.header.mode_chosen.connect(self.set_mode)
        self.header.new_requested.connect(self.new_conversation)
        self.header.settings_requested.connect(lambda: self.open_settings())
        self.ask_button, self.act_button = self.header.ask_button, self.header.act_button
        self.new_button = self.header.new_button
        self.settings_button = self.header.settings_button
        layout.addWidget(self.header)

        self.conversation_bar = ConversationBar(self)
        self.conversation_bar.conversation_chosen.connect(self.open_conversation)
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
        self.scroll = TurnList(self)
        self.start_page = NoProjectPage(self)
        self.recent_projects: Callable[[], list[tuple[str, Path]]] = list
        """The recent projects the start page offers, as (label, folder); the window says."""
        self.pages.addWidget(self.scroll)
        self.pages.addWidget(self.connect_page)
        self.pages.addWidget(self.start_page)
        layout.addWidget(self.pages, 1)

        self.specialists = PanelSpecialists(self)
        layout.addWidget(self.specialists.picker)

        self.box = ComposeBox(self)
        self.box.send_requested.connect(self._on_send)
        self.box.stop_requested.connect(self.stop)
        self.box.cancel_edit_requested.connect(self.cancel_edit)
        self.question_edit, self.edit_banner = self.box.question_edit, self.box.edit_banner
        self.act_banner, self.act_banner_label = self.box.act_banner, self.box.act_banner_label
        self.stop_button, self.send_button = self.box.stop_button, self.box.send_button
        self.local_only_badge = self.box.local_only_badge
        self.house_rules_link = self.box.house_rules_link
        self.house_rules_link.open_requested.connect(self.open_house_rules)
        self.house_rules_link.open_series_requested.connect(lambda: self.open_house_rules(True))
        layout.addWidget(self.box)
        self.setFocusProxy(self.question_edit)  # Go to Assistant puts the caret in the box

    def _connect_session(self) -> None:
        session = self.session
        self.live = LiveTurn(
            session, self.scroll, self._set_status, self._update_turn_actions, self
        )
        self.plans = PlanCards(self)  # Plan first, and the cards of the plans it asks about
        self.conversation_actions = ConversationActions(
            self, session, self.conversation_bar, self.load_notice, self._set_status,
            self._update_turn_actions,
        )  # fmt: skip
        session.conversation_shown.connect(self._show_conversation)
        session.run_started.connect(self._on_run_started)
        self.controller.project_opened.connect(self._follow_house_rules)
        self.controller.project_closed.connect(self._follow_house_rules)
        self.controller.world_changed.connect(self._follow_house_rules)
        self._follow_house_rules()
        session.run_finished.connect(self._on_run_finished)
        session.setup_failed.connect(self._on_setup_failed)
        session.turn_undone.connect(self._on_turn_undone)

    # -- public ---------------------------------------------------------------------------------

    @property
    def worker(self):
        """The worker thread's QObject (for measurements)."""
        return self.session.worker

    def is_busy(self) -> bool:
        return self.session.is_busy()

    @property
    def conversation(self) -> tuple[AiMessage, ...]:
        """The exchange a follow-up question continues (empty before the first answer)."""
        return tuple(self.session.core.messages())

    @property
    def conversation_usage(self) -> TokenUsage:
        return self._conversation_usage

    @property
    def turn_views(self) -> list[TurnView]:
        return list(self.scroll.views)

    @property
    def status_text(self) -> str:
        return self.box.status_label.text()

    def set_mode(self, mode: Mode | str) -> None:
        """Ask (the assistant reads) or act (it may change the project); kept with the
        conversation, so reopening it comes back in the same mode."""
        mode = Mode(mode)
        if mode is not self.mode or mode is not self.session.conversations.current.mode:
            self._show_mode(mode)
            self.session.conversations.set_mode(mode)

    def ask(self, question: str) -> None:
        """Send ``question``: a follow-up of the current branch, or in place of the earlier
        question being edited (see :meth:`begin_edit`)."""
        question = question.strip()
        if not question or self.is_busy():
            return
        if self.session.snapshot() is None:
            self._set_status(self.tr("Open a project to ask about it."))
            return
        if not self._configured():
            self.refresh_setup_state()
            return
        if self.pages.currentWidget() is self.connect_page:
            self.pages.setCurrentWidget(self.scroll)
            self._update_controls()
        fork_from = self._fork_from
        self.cancel_edit()
        self._retrying = None
        self.session.ask(question, fork_from=fork_from)

    def fix_finding(self, finding: Finding) -> bool:
        """Fix a continuity finding: an act-mode turn scoped to it (False when it could not
        start: the assistant is busy or not set up)."""
        if self.is_busy() or self.session.snapshot() is None:
            return False
        if not self._configured():
            self.refresh_setup_state()
            return False
        if self.pages.currentWidget() is not self.scroll:
            self.pages.setCurrentWidget(self.scroll)
            self._update_controls()
        self.set_mode(Mode.ACT)
        chosen = self.session.core.specialist
        if not self.session.fix(finding):
            return False
        if chosen and fixer(self.session.core) != chosen:  # the chosen one only reads
            self.turn_views[-1].trail.pass_over(chosen)
        return True

    def keep_going(self) -> None:
        """Go on with the last turn where it stopped (ran out of steps, stopped, failed, or
        its answer was cut off); a question that could not be asked (the settings were not
        right) is asked again, without retyping it."""
        if self.is_busy() or not self.scroll.views:
            return
        last = self.scroll.views[-1]
        result = last.results[-1] if last.results else None
        if result is None or result.complete:
            return
        # The button pressed hides with its notice; were the focus to move on inside the
        # list of turns, the list would scroll to it, away from where the writer reads.
        self.question_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        if not last.turn_id:  # never asked: the assistant could not be set up
            self.scroll.remove_view(last)
            self.session.ask(last.question)
            return
        self._retrying = last
        if not self.session.keep_going():
            self.session.again(last.turn_id, last.question)

    def stop(self) -> None:
        """Stop the running turn at once."""
        if not self.is_busy():
            return
        self.stop_button.setEnabled(False)
        self._set_status(self.tr("Stopping…"))
        self.session.stop()
        self._update_controls()  # nothing more is added to a turn that is stopping

    def new_conversation(self) -> None:
        """Forget the conversation (the next question starts afresh)."""
        self.cancel_edit()
        self.session.new()
        self._set_status("")

    def open_conversation(self, conversation_id: str) -> None:
        """Show a kept conversation; the next question continues it."""
        self.cancel_edit()
        self.session.open(conversation_id)

    def begin_edit(self, turn_id: str) -> None:
        """Put an earlier question back in the question box; sending it forks there."""
        turns = {t.id: t for t in self.session.conversations.current.turns}
        if self.is_busy() or turn_id not in turns:
            return
        self._fork_from = turn_id
        self.question_edit.setPlainText(turns[turn_id].question)
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

    def export_markdown(self, path: Path | str) -> bool:
        """Write the current branch of the conversation to ``path`` as Markdown; False when
        it could not be written (and the panel says so)."""
        return self.conversation_actions.export_markdown(path)

    def show_run_details(self, turn_id: str) -> RunDetailsDialog:
        """Open a dialog listing what the runs of ``turn_id`` sent, received and called."""
        dialog = RunDetailsDialog(self.session.core.run_records(turn_id), self.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def undo_turn(self, turn_id: str) -> bool:
        """Take back every change of the act turn ``turn_id``; False (with the reason shown
        under the turn) when a later edit stands in the way."""
        message = self.session.undo_turn(turn_id)
        view = self.scroll.view_of(turn_id)
        if view is not None and view.has_changes:
            view.changes.show_message(message)
        return not message

    def revert_change(self, record: ChangeRecord) -> bool:
        """Take back one change as a new undo step; False (with the reason shown) when
        something changed it since."""
        message = self.session.revert_change(record)
        views = (v for v in self.scroll.views if v.has_changes and v.changes.row_for(record))
        view = next(views, None)
        if view is not None:
            if not message:
                view.changes.mark_reverted(record)
            view.changes.show_message(message)
        return not message

    def open_house_rules(self, series: bool = False) -> HouseRulesDialog | None:
        """Open the project's house rules in their editor (Project ▸ House Rules…), or with
        ``series`` its series' (the link's series part)."""
        project = self.controller.project
        store = project.store if project is not None else None
        if store is None:
            self._set_status(self.tr("Save the project first: house rules live in its folder."))
            return None
        folder, title = store.root, project.world.meta.title
        shared = self.house_rules_link.series_root
        if series and shared is not None:
            folder, title = shared, series_title(project.world)
        dialog = HouseRulesDialog.open_for(self.window(), folder, title, series=series)
        dialog.saved.connect(self.house_rules_link.refresh, Qt.ConnectionType.UniqueConnection)
        return dialog

    def _follow_house_rules(self, *_args: object) -> None:
        """The link follows the open book and its series (a link made or undone included)."""
        project = self.controller.project
        store = project.store if project is not None else None
        root = store.root if store is not None else None
        self.house_rules_link.follow(root, project.world if project is not None else None)

    def shutdown(self) -> None:
        """Cancel any running turn and join its thread (the window is closing)."""
        self.session.shutdown()

    def open_settings(self, focus: str = "") -> None:
        """Open the settings dialog (on the model field when ``focus`` is "model")."""
        dialog = SettingsDialog(self.window(), focus=focus)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        offer_for(dialog, self.controller)
        dialog.open()

    def refresh_setup_state(self) -> None:
        """Show the conversation when a provider is set up, else how to connect one; with
        no project open, how to open one."""
        if self.controller.project is None:
            self.start_page.set_recent(self.recent_projects())
            self.pages.setCurrentWidget(self.start_page)
        elif self._configured():
            self.pages.setCurrentWidget(self.scroll)
        else:
            self.pages.setCurrentWidget(self.connect_page)
            self.connect_page.look_for_servers()
        self.session.close_provider()
        self._update_controls()

    # -- what the session reports ----------------------------------------------------------------

    def _on_run_started(self, run: Run) -> None:
        view = self._retrying if run.sequence > 1 else None
        going_on = view is not None
        if view is None:
            view = self._add_turn_view(run.question)
            view.set_act(run.mode is Mode.ACT)
        view.turn_id = run.turn.id
        view.scope_line.follow(run.scope, run.snapshot)
        self._retrying = None
        self.live.view = view
        previous = view.results[-1] if going_on and view.results else None
        view.begin(continuing=previous is not None and bool(previous.answer)
                   and not previous.complete)  # fmt: skip
        self._set_status(self.tr("Thinking…"))
        self._update_controls()
        self._update_turn_actions()
        self.busy_changed.emit(True)
        if not going_on:  # Keep going leaves the view where the writer was
            self.scroll.scroll_to_bottom()

    def _on_run_finished(self, end: RunEnd) -> None:
        view, self.live.view = self.live.view, None
        result = end.result
        if view is not None:
            view.scope_line.set_live(False)
            self._conversation_usage = self._conversation_usage + result.usage
            error = None
            if result.error is not None:
                error = describe_error(result.error, base_url=end.run.setup.base_url)
            world = end.run.snapshot
            if end.run.mode is Mode.ACT:
                world = self.session.snapshot() or world  # cite the documents as they are now
            check = end.run.answer_check
            view.finish(
                result, world=world, conversation_usage=self._conversation_usage, error=error,
                model=end.run.served_model(result), steps=end.run.setup.max_steps,
                quotes=check.quotes, unread=check.unread, soon=True,
            )  # fmt: skip
            self.specialists.finished(view, end)
            view.say_if_unchanged()
            self._hand_back(view, end.run.steering.unread)
            if end.summarised is not None:
                self.scroll.add_summary_notice(end.summarised)
        self._after_turn(result, view)

    def _hand_back(self, view: TurnView, unread: Sequence[str]) -> None:
        """What the writer added too late for the assistant goes back to the question box
        (when it is empty), to send as a new question."""
        if not unread:
            return
        view.corrections.mark_unread()
        if not self.question_edit.toPlainText().strip():
            self.question_edit.setPlainText("\n\n".join(unread))

    def _on_setup_failed(self, question: str, error: AgentError) -> None:
        view, self._retrying = self._retrying, None
        if view is None:
            view = self._add_turn_view(question)
            view.set_act(self.mode is Mode.ACT)
        result = AgentResult(ok=False, error=error)
        view.finish(
            result, world=None, conversation_usage=self._conversation_usage,
            error=describe_error(error),
        )  # fmt: skip
        self._update_turn_actions()
        self.turn_finished.emit(result)

    def _on_turn_undone(self, turn_id: str, undone: bool) -> None:
        view = self.scroll.view_of(turn_id)
        if view is not None:
            view.set_undone(undone)

    def _after_turn(self, result: AgentResult, view: TurnView | None = None) -> None:
        """The panel is idle again; ``turn_finished`` once ``view`` shows the whole answer."""
        self._set_status("")
        self._update_controls()
        self._update_turn_actions()
        self.busy_changed.emit(False)
        if view is not None and view.answer_area.showing_soon:
            view.answer_area.settled.connect(
                lambda: self.turn_finished.emit(result), Qt.ConnectionType.SingleShotConnection
            )
        else:
            self.turn_finished.emit(result)

    # -- showing a conversation ----------------------------------------------------------------

    def _show_conversation(self, conversation: Conversation) -> None:
        """Show the current branch of ``conversation`` as finished turns."""
        self._clear_views()
        snapshot = self.session.snapshot() or World()
        branch = conversation.branch()
        kept = self.session.ledger.kept_changes([t.id for t in branch if t.mode is Mode.ACT])
        for turn in branch:
            self._show_kept_turn(turn, snapshot, kept.get(turn.id, ()))
        self._show_mode(conversation.mode)
        self.conversation_actions.show_load_failures()
        self._update_turn_actions()
        self.scroll.scroll_to_bottom()

    def _show_kept_turn(self, turn: Turn, snapshot: World, kept: Sequence[object] = ()) -> None:
        view = self._add_turn_view(turn.question)
        changes = self.session.ledger.changes_of(turn.id) or kept
        self._conversation_usage = self._conversation_usage + turn.usage
        show_kept_turn(view, turn, snapshot, changes, self._conversation_usage)
        self.specialists.kept(view, turn)
        if turn.summary:
            self.scroll.add_summary_notice(turn)

    def _clear_views(self) -> None:
        self.scroll.clear()
        self.live.view = None
        self._retrying = None
        self._conversation_usage = TokenUsage()

    def _add_turn_view(self, question: str) -> TurnView:
        view = self.scroll.add_view(question)
        view.link_activated.connect(self._on_link)
        view.keep_going_requested.connect(self.keep_going)
        view.error_action_requested.connect(lambda action, v=view: self._on_error_action(v, action))
        view.edit_requested.connect(lambda v=view: self.begin_edit(v.turn_id))
        view.details_requested.connect(lambda v=view: self.show_run_details(v.turn_id))
        view.undo_turn_requested.connect(lambda v=view: self.undo_turn(v.turn_id))
        view.revert_requested.connect(self.revert_change)
        view.approve_all_requested.connect(self.session.approve_all)
        view.passage_requested.connect(
            lambda quote: open_quotation(self.controller, quote.text, quote.document)
        )
        view.check_requested.connect(lambda v=view: self.ask(check_request(v.unverified_quotes)))
        return view

    def _show_mode(self, mode: Mode) -> None:
        """Make the switch, the banner and the question box say which mode is on."""
        self.mode = mode
        self.header.show_mode(mode)
        act = mode is Mode.ACT
        self.act_banner.setVisible(act)
        style = _ACT_STYLE if act else _ASK_STYLE
        if self.styleSheet() != style:  # setting it polishes every widget of the panel again
            self.setStyleSheet(style)
        self.scroll.empty_label.setText(
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

    # -- the writer's actions ------------------------------------------------------------------

    def _on_send(self) -> None:
        question = self.question_edit.toPlainText()
        if not question.strip():
            return
        if self.is_busy():  # added to the running turn, for the assistant's next step
            if self.live.steer(question):
                self.question_edit.clear()
            return
        if self.session.snapshot() is None:
            self._set_status(self.tr("Open a project to ask about it."))
            return
        self.question_edit.clear()
        self.ask(question)

    def _on_error_action(self, view: TurnView, action: ErrorAction) -> None:
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

    def _on_link(self, url: QUrl) -> None:
        doc_id = document_id_from_url(url.toString())
        if doc_id is not None:
            self.controller.request_document(doc_id)
        elif url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)

    # -- the controls --------------------------------------------------------------------------

    def _set_status(self, text: str) -> None:
        self.box.set_status(text)

    def _update_controls(self) -> None:
        busy = self.is_busy()
        connecting = self.pages.currentWidget() is self.connect_page
        closed = self.controller.project is None
        self.box.show_controls(
            busy=busy, stopping=self.session.is_stopping, connecting=connecting, mode=self.mode,
            no_project=closed,
        )  # fmt: skip
        self.new_button.setVisible(not connecting)
        self.new_button.setEnabled(not closed)
        self.conversation_bar.setEnabled(not busy and not closed)
        self.ask_button.setEnabled(not busy and not closed)
        self.act_button.setEnabled(not busy and not closed)
        self.specialists.picker.setVisible(not closed)  # the project's own specialists

    def _update_turn_actions(self) -> None:
        busy = self.is_busy()
        kept = {t.id for t in self.session.conversations.current.turns}
        for index, view in enumerate(self.scroll.views):
            view.set_actions_enabled(not busy and index == len(self.scroll.views) - 1)
            recorded = view.turn_id in kept
            view.set_turn_actions(
                edit=recorded and not busy, details=recorded and self.session.keeps_history
            )
            if view.has_changes:
                view.changes.set_actions_enabled(not (busy and view is self.live.view))

    # -- closing the window while the assistant works ---------------------------------------------

    def closeEvent(self, event) -> None:
        """The panel closed as a window of its own (in the main window, the main window
        shuts it down when it closes)."""
        super().closeEvent(event)
        if event.isAccepted():
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
QToolButton#askModeButton:disabled:checked, QToolButton#actModeButton:disabled:checked {
    background: palette(midlight); color: palette(mid); border-color: palette(mid); }
"""
_ASK_STYLE = _SWITCH_STYLE
_ACT_STYLE = _SWITCH_STYLE + """
#actBanner { background: #fdebd3; border: 1px solid #d9822b; border-left: 4px solid #b85c00;
             border-radius: 3px; }
#actBannerText { color: #5a2d00; font-weight: 600; }
QPlainTextEdit#questionEdit { border: 2px solid #d9822b; border-radius: 3px; }
"""
"""Act mode's look: an amber banner, an amber question box and a filled Act switch."""


__all__ = ["AssistantPanel"]

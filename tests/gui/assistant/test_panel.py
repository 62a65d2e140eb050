"""The assistant panel against a loopback model server: streaming, tools, usage, Stop,
errors, Keep going, follow-ups, opening cited documents, and the first-run connect page."""

from __future__ import annotations

import json
import socket

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QLabel

from assistant.agent.config.local_servers import ServerCandidate
from assistant.agent.config.settings import Settings, read_settings_file, settings_path
from assistant.agent.loop.messages import (
    AgentError,
    AiResponse,
    AiToolCall,
    ErrorKind,
    ProviderError,
    TokenUsage,
)
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup, SetupProblem
from assistant.gui.assistant.error_text import describe_error
from assistant.gui.assistant.panel import AssistantPanel
from assistant.world.edits import SetText
from tests.agent.providers.loopback import json_reply
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback, no_wait_setup
from tests.gui.assistant.asking import send as ask_and_wait

pytestmark = pytest.mark.usefixtures("english_numbers")  # counts as an English writer reads them

WIRE = OpenAIWire()
BRIDGE = "d-95b4900e9e"  # "The Night the Bridge Went" in the sample project


def usage_chunk_with_cache() -> str:
    return WIRE.usage_chunk(1200, 40, cached=1000)


def answer_reply(pieces: list[str], *, cached: bool = False):
    reply = WIRE.text_reply(pieces, usage=None if cached else (300, 25))
    if cached:
        reply.chunks.insert(-1, usage_chunk_with_cache())
    return reply


def test_a_question_is_answered_with_streamed_text_tools_and_usage(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.add(
        WIRE.tool_reply([("call_1", "search_text", json.dumps({"query": "bridge"}))]),
        answer_reply(
            ["The bridge ", "falls in ", "**The Night the Bridge Went**", ", in part one."],
            cached=True,
        ),
    )
    seen_status: list[str] = []
    panel.worker.tool_started.connect(lambda _call: seen_status.append(panel.status_text))
    pieces: list[str] = []
    panel.worker.text_received.connect(pieces.append)

    result = ask_and_wait(qtbot, panel, "Where does the bridge fall?")

    assert result.answered
    assert "".join(pieces) == result.answer
    view = panel.turn_views[-1]
    assert view.question == "Where does the bridge fall?"
    assert "The bridge falls in" in view.answer.toPlainText()
    assert seen_status == ["Searching the text for “bridge”…"]
    # The tool call went to the real read tools over the snapshot.
    tool_message = loopback.requests[1].body["messages"][-1]
    assert tool_message["role"] == "tool" and "bridge" in tool_message["content"].lower()
    # The tools, under their own toggle, in the past tense; the call itself behind "details".
    assert view.tool_toggle.isVisible() and view.tool_toggle.text() == "Tools used: 1"
    assert not view.tool_log.isVisible()
    view.tool_toggle.click()
    assert view.tool_log.isVisible()
    assert "✓ Searched the text for “bridge”" in view.tool_log.text()
    assert "search_text" not in view.tool_log.text()
    view.tool_log.linkActivated.emit("details:0")  # what a click on "details" sends
    assert "search_text" in view.tool_log.text() and "hide details" in view.tool_log.text()
    # A short usage line; the figures for the turn and the conversation on hover.
    assert panel.conversation_usage == TokenUsage(20 + 1200, 9 + 40, 1000)
    assert view.usage_label.text() == "1,269 tokens · test-model"
    details = view.usage_label.toolTip()
    assert "1,220 in, 49 out (1,000 of the input cached)" in details
    assert details.count("1,220 in") == 2  # this turn, and the conversation so far
    assert panel.status_text == ""
    assert panel.send_button.isEnabled() and not panel.stop_button.isEnabled()
    assert not view.notice.isVisible() and not view.error_frame.isVisible()


def test_clicking_a_cited_title_opens_the_document(qtbot, panel, loopback, panel_controller):
    configure_loopback(loopback)
    loopback.add(answer_reply(["It happens in The Night the Bridge Went, at night."]))
    ask_and_wait(qtbot, panel, "Where is the flood?")
    answer = panel.turn_views[-1].answer
    assert f"(quire://document/{BRIDGE})" in answer.markdown

    cursor = answer.document().find("Night the Bridge")
    assert not cursor.isNull()
    cursor.setPosition(cursor.selectionStart() + 2, QTextCursor.MoveMode.MoveAnchor)
    point = answer.cursorRect(cursor).center() + QPoint(1, 0)
    with qtbot.waitSignal(panel_controller.document_requested, timeout=2000) as blocker:
        qtbot.mouseClick(answer.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [BRIDGE]


def test_a_follow_up_continues_the_conversation(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.add(answer_reply(["Mara Tesk."]), answer_reply(["She is a surveyor."]))
    ask_and_wait(qtbot, panel, "Who drew the long map?")
    ask_and_wait(qtbot, panel, "What does she do?")

    messages = loopback.requests[1].body["messages"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user"]
    assert messages[1]["content"] == "Who drew the long map?"
    assert messages[2]["content"] == "Mara Tesk."
    assert messages[3]["content"] == "What does she do?"
    assert len(panel.turn_views) == 2
    assert panel.conversation[-1].content == "She is a surveyor."


def test_stop_mid_stream(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.add(WIRE.slow_reply())
    panel.ask("Tell me a story.")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: "Once upon" in view.answer.toPlainText(), timeout=10_000)
    assert panel.is_busy() and panel.stop_button.isEnabled()
    assert panel.status_text == "Writing the answer…"

    with qtbot.waitSignal(panel.turn_finished, timeout=5000) as blocker:
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    result = blocker.args[0]
    assert result.cancelled
    assert not panel.is_busy() and panel.send_button.isEnabled()
    assert "You stopped the assistant." in view.notice_label.text()
    assert view.notice.isVisible() and view.keep_going_button.isEnabled()
    assert not view.error_frame.isVisible()
    assert view.answer.toPlainText().startswith("Once upon")
    qtbot.waitUntil(loopback.client_closed.is_set, timeout=5000)


@pytest.mark.parametrize(
    ("reply", "kind", "button"),
    [
        (WIRE.error_reply(401, "Incorrect API key provided"), ErrorKind.AUTHENTICATION,
         "Open Settings…"),
        (WIRE.error_reply(404, "The model `test-model` does not exist", "model_not_found"),
         ErrorKind.NOT_FOUND, "Choose a model…"),
        (WIRE.error_reply(429, "Rate limit reached", headers={"retry-after": "20"}),
         ErrorKind.RATE_LIMITED, "Try again"),
        (WIRE.error_reply(400, "This model's maximum context length is 8192 tokens",
                          "context_length_exceeded"),
         ErrorKind.CONTEXT_TOO_LONG, "Start a new conversation"),
        (WIRE.error_reply(500, "internal"), ErrorKind.SERVER, "Try again"),
    ],
    ids=["auth", "not-found", "rate-limited", "context", "server"],
)
def test_a_server_error_is_shown_in_words(qtbot, panel, loopback, reply, kind, button):
    configure_loopback(loopback)
    loopback.add(reply)
    result = ask_and_wait(qtbot, panel, "Anything?")
    assert result.error.kind is kind
    view = panel.turn_views[-1]
    expected = describe_error(result.error, base_url=loopback.url + "/v1")
    assert view.error_frame.isVisible()
    assert expected.text in view.error_label.text()
    assert view.error_button.text() == button and view.error_button.isEnabled()
    if kind is ErrorKind.RATE_LIMITED:
        assert "20 seconds" in view.error_label.text()


def test_a_local_server_that_is_not_running(qtbot, panel, quire_config):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    from assistant.agent.config.settings import save_settings

    save_settings(Settings(provider="lmstudio", base_url=f"http://127.0.0.1:{port}/v1",
                           model="m"))
    panel.refresh_setup_state()
    result = ask_and_wait(qtbot, panel, "Hello?")
    assert result.error.kind is ErrorKind.NETWORK
    view = panel.turn_views[-1]
    assert f"127.0.0.1:{port}" in view.error_label.text()
    assert "running" in view.error_label.text()


@pytest.mark.parametrize("kind", list(ErrorKind))
def test_every_error_kind_is_shown_as_its_message(qtbot, quire_config, panel_controller, kind):
    configure = Settings(provider="lmstudio", model="m")
    from assistant.agent.config.settings import save_settings

    save_settings(configure)
    provider = ScriptedProvider([ProviderError.of(kind, "detail for the log", status=None)])
    panel = AssistantPanel(
        panel_controller,
        setup_factory=lambda: AssistantSetup(provider, configure),
        flush_ms=5,
    )
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.turn_finished, timeout=5000) as blocker:
        panel.ask("Hello?")
    result = blocker.args[0]
    view = panel.turn_views[-1]
    message = describe_error(AgentError(kind), base_url=configure.effective_base_url)
    assert result.error.kind is kind
    if kind is ErrorKind.CANCELLED:  # said by the notice, with Keep going
        assert view.can_keep_going and view.error_frame.isHidden()
        panel.shutdown()
        return
    assert message.text in view.error_label.text()
    assert message.advice in view.error_label.text()
    assert view.error_detail.text() == "detail for the log"
    assert view.error_button.isHidden() == (message.action_label == "")
    panel.shutdown()


def test_a_missing_key_says_to_open_settings(qtbot, quire_config, panel_controller):
    def missing():
        raise SetupProblem(AgentError(ErrorKind.CONFIGURATION, "no API key stored for OpenAI"))

    panel = AssistantPanel(panel_controller, setup_factory=missing, configured=lambda: True)
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.turn_finished, timeout=2000):
        panel.ask("Hello?")
    view = panel.turn_views[-1]
    assert "Open Settings" in view.error_label.text()
    assert view.error_button.text() == "Open Settings…"
    assert not panel.is_busy()


def test_keep_going_after_running_out_of_steps(qtbot, panel, loopback):
    configure_loopback(loopback, max_steps=1)
    loopback.add(
        WIRE.tool_reply([("call_1", "get_outline", "{}")]),
        answer_reply(["Two parts, thirteen documents."]),
    )
    result = ask_and_wait(qtbot, panel, "How is the project laid out?")
    assert result.ok and result.exhausted
    view = panel.turn_views[-1]
    assert view.notice.isVisible()
    assert "Keep going gives it 1 more" in view.notice_label.text()
    assert "raise Max steps in Settings" in view.notice_label.text()  # where to raise it
    assert view.keep_going_button.isEnabled()

    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as blocker:
        qtbot.mouseClick(view.keep_going_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].answered
    assert not view.notice.isVisible()
    assert "Two parts" in view.answer.toPlainText()
    roles = [m["role"] for m in loopback.requests[1].body["messages"]]
    assert roles == ["system", "user", "assistant", "tool"]  # it went on where it stopped
    assert len(panel.turn_views) == 1
    assert panel.conversation[-1].content == "Two parts, thirteen documents."


def test_the_turn_reads_the_snapshot_taken_when_the_writer_sent(
    qtbot, quire_config, panel_controller
):
    original = panel_controller.snapshot().documents[BRIDGE].text
    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "read_document", {"document": BRIDGE}),)),
            AiResponse(text="Read it."),
        ],
        hold=True,
    )
    configure = Settings(provider="lmstudio", model="m")
    panel = AssistantPanel(
        panel_controller,
        setup_factory=lambda: AssistantSetup(provider, configure),
        configured=lambda: True,
        flush_ms=5,
    )
    qtbot.addWidget(panel)
    tool_results: list[str] = []
    panel.worker.tool_finished.connect(lambda _call, text, _ok: tool_results.append(text))
    panel.ask("Read the bridge scene.")
    qtbot.waitUntil(provider.holding.is_set, timeout=5000)
    # The writer keeps typing while the assistant works.
    panel_controller.push(SetText(BRIDGE, "Typed while the assistant worked."), "Typing")
    with qtbot.waitSignal(panel.turn_finished, timeout=5000):
        provider.release()
    assert panel_controller.snapshot().documents[BRIDGE].text == "Typed while the assistant worked."
    assert original[:60] in tool_results[0]
    assert "Typed while" not in tool_results[0]
    assert panel_controller.undo_stack.count() == 1  # the assistant changed nothing
    panel.shutdown()


def test_enter_sends_and_shift_enter_breaks_the_line(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.add(answer_reply(["Yes."]))
    edit = panel.question_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "First line")
    qtbot.keyClick(edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(edit, "second line")
    assert edit.toPlainText() == "First line\nsecond line"
    assert not panel.is_busy()
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert edit.toPlainText() == ""
    assert loopback.requests[0].body["messages"][-1]["content"] == "First line\nsecond line"


def test_new_conversation_forgets_the_exchange(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.add(answer_reply(["One."]), answer_reply(["Two."]))
    ask_and_wait(qtbot, panel, "First?")
    panel.new_button.click()
    assert panel.turn_views == [] and panel.conversation == ()
    assert panel.conversation_usage.is_empty
    ask_and_wait(qtbot, panel, "Second?")
    assert [m["role"] for m in loopback.requests[1].body["messages"]] == ["system", "user"]


def test_closing_the_window_while_it_works_cancels_and_joins(qtbot, quire_config,
                                                             panel_controller, loopback):
    configure_loopback(loopback)
    loopback.add(WIRE.slow_reply())
    panel = AssistantPanel(panel_controller, setup_factory=no_wait_setup, flush_ms=5)
    qtbot.addWidget(panel)
    panel.show()
    panel.ask("Tell me a story.")
    qtbot.waitUntil(lambda: "Once" in panel.turn_views[-1].answer.toPlainText(), timeout=10_000)
    token = panel.worker.cancel_token
    thread = panel.worker._thread
    panel.close()
    qtbot.waitUntil(lambda: token.cancelled, timeout=2000)
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=5000)
    qtbot.waitUntil(loopback.client_closed.is_set, timeout=5000)


def test_with_no_provider_it_explains_and_offers_a_local_server(
    qtbot, quire_config, panel_controller, loopback, qasync_loop
):
    loopback.add(json_reply(200, {"models": [{"name": "qwen2.5:7b"}, {"name": "llama3.2"}]}))
    ollama = ServerCandidate("ollama", "Ollama", loopback.url, "/api/tags", "")
    nothing_here = ServerCandidate("lmstudio", "LM Studio", _closed_port_url(), "/v1/models")
    panel = AssistantPanel(panel_controller, server_candidates=(ollama, nothing_here))
    qtbot.addWidget(panel)
    panel.show()
    page = panel.connect_page
    assert panel.pages.currentWidget() is page
    qtbot.waitUntil(lambda: bool(page.servers) or not page.is_looking(), timeout=5000)
    assert [s.name for s in page.servers] == ["Ollama"]
    button = page.findChild(type(panel.send_button), "use_ollama")
    assert button is not None and button.text() == "Use Ollama"
    offer = button.parent().findChild(QLabel)
    assert "qwen2.5:7b, llama3.2" in offer.text()
    assert not panel.question_edit.isEnabled() and not panel.send_button.isEnabled()

    button.click()
    assert panel.pages.currentWidget() is panel.scroll
    assert panel.question_edit.isEnabled() and panel.send_button.isEnabled()
    saved = read_settings_file(settings_path())
    assert (saved.provider, saved.base_url, saved.model) == ("ollama", loopback.url, "qwen2.5:7b")
    assert loopback.requests[0].path == "/api/tags"


def _closed_port_url() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


def test_a_question_goes_into_the_core_once_and_comes_back_as_events(
    qtbot, panel, loopback, monkeypatch
):
    """Followed as data: the panel hands the question to the session once (ask), the core
    runs it once off the GUI thread (execute) and keeps it once (finish); all the panel
    learns in between arrives as the session's signals."""
    import threading

    from assistant.agent.session.run import Run
    from assistant.agent.session.session import Session

    configure_loopback(loopback)
    loopback.add(
        WIRE.tool_reply([("call_1", "get_outline", "{}")]),
        answer_reply(["Two parts, ", "thirteen documents."]),
    )
    calls: list[tuple[str, object]] = []
    for owner, name in ((Session, "ask"), (Run, "execute"), (Session, "finish")):
        original = getattr(owner, name)

        def spy(self, *args, __original=original, __name=name, **kwargs):
            calls.append((__name, threading.current_thread()))
            return __original(self, *args, **kwargs)

        monkeypatch.setattr(owner, name, spy)
    heard: list[str] = []
    session = panel.session
    session.run_started.connect(lambda _run: heard.append("run_started"))
    session.tool_started.connect(lambda _call: heard.append("tool_started"))
    session.text_received.connect(lambda _text: heard.append("text"))
    session.run_finished.connect(lambda _end: heard.append("run_finished"))

    result = ask_and_wait(qtbot, panel, "How is the book built?")

    assert result.answered
    gui = threading.main_thread()
    assert [name for name, _thread in calls] == ["ask", "execute", "finish"]
    assert calls[0][1] is gui and calls[1][1] is not gui and calls[2][1] is gui
    assert heard[0] == "run_started" and heard[-1] == "run_finished"
    assert "tool_started" in heard and "text" in heard
    assert "Two parts, thirteen documents." in panel.turn_views[-1].answer.toPlainText()

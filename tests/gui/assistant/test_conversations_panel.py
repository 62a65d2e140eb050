"""Conversations kept with the project in the assistant panel: follow-ups send only the
visible exchange, conversations are saved and reopen, fork and switch branches, unreadable
files are set aside, the context window is fitted by a summary, run details and export."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from assistant.agent.config.settings import Settings
from assistant.agent.conversations.context import SUMMARY_SYSTEM_PROMPT, estimate_tokens
from assistant.agent.conversations.model import SUMMARY_PREFIX, new_conversation, new_turn
from assistant.agent.conversations.store import ConversationStore
from assistant.agent.loop.messages import (
    AiMessage,
    AiRequest,
    AiResponse,
    AiToolCall,
    ErrorKind,
    ProviderError,
    Role,
    TokenUsage,
)
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.context_window import reserve_for_output
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.assistant.conversation_list import SummaryNotice
from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.assistant.turns.run_details import RunDetailsDialog
from assistant.gui.project.new_project_dialog import documents_folder

BIG_WINDOW = 1_000_000


@dataclass
class Model:
    """The provider the panel uses, and settings the test may change between questions."""

    provider: ScriptedProvider
    settings: Settings

    def setup(self) -> AssistantSetup:
        return AssistantSetup(self.provider, self.settings)


def no_tools(_mode, _snapshot):
    def executor(call, *, cancel=None):
        raise AssertionError(f"no tool expected, got {call.name}")

    return (), executor


def make_panel(qtbot, controller, model: Model, *, tools=no_tools) -> AssistantPanel:
    panel = AssistantPanel(
        controller,
        setup_factory=model.setup,
        configured=lambda: True,
        tools_factory=tools,
        flush_ms=5,
    )
    qtbot.addWidget(panel)
    panel.resize(420, 700)
    panel.show()
    return panel


def ask(qtbot, panel: AssistantPanel, question: str):
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as blocker:
        panel.ask(question)
    return blocker.args[0]


def texts(request: AiRequest) -> list[tuple[str, str]]:
    return [(str(m.role), m.content) for m in request.messages]


def store_of(controller) -> ConversationStore:
    return ConversationStore(controller.project.store.app_data_dir / "conversations")


def settings(window: int = BIG_WINDOW) -> Settings:
    return Settings(provider="lmstudio", model="m", context_window=window, max_output_tokens=200)


def test_three_turns_send_the_visible_exchange_and_keep_each_turn(
    qtbot, quire_config, panel_controller
):
    def third(request: AiRequest) -> AiResponse:
        # The third answer depends on the first: the name is only in the first answer.
        first = next(m.content for m in request.messages if m.role is Role.ASSISTANT)
        return AiResponse(text=f"{first.split(' drew')[0]} drew it, as said at first.")

    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "search_text", {"query": "map"}),)),
            AiResponse(text="Mara Tesk drew the long map.", usage=TokenUsage(100, 10)),
            AiResponse(text="She is a surveyor."),
            third,
        ]
    )
    from assistant.agent.session.run import default_tools as ask_mode_tools

    panel = make_panel(qtbot, panel_controller, Model(provider, settings()), tools=ask_mode_tools)
    ask(qtbot, panel, "Who drew the long map?")
    ask(qtbot, panel, "What does she do?")
    result = ask(qtbot, panel, "Remind me who drew it?")

    assert result.answer == "Mara Tesk drew it, as said at first."
    sent = provider.requests[-1]
    assert texts(sent) == [
        ("user", "Who drew the long map?"),
        ("assistant", "Mara Tesk drew the long map."),
        ("user", "What does she do?"),
        ("assistant", "She is a surveyor."),
        ("user", "Remind me who drew it?"),
    ]
    assert all(not m.tool_calls and m.role is not Role.TOOL for m in sent.messages)
    # The first turn's tool result went to the model in that turn only.
    assert any(m.role is Role.TOOL for m in provider.requests[1].messages)
    assert sent.system_prompt == provider.requests[0].system_prompt

    saved, failures = store_of(panel_controller).load_all()
    assert failures == [] and len(saved) == 1
    turns = saved[0].branch()
    assert [t.question for t in turns] == [
        "Who drew the long map?", "What does she do?", "Remind me who drew it?"
    ]
    assert turns[0].tool_log == ('search_text({"query":"map"})',)
    assert turns[0].usage == TokenUsage(100, 10) and turns[0].mode == "ask"
    assert saved[0].title == "Who drew the long map?"
    assert store_of(panel_controller).last_opened == saved[0].id
    panel.shutdown()


def test_a_conversation_reopens_after_a_restart_and_continues(
    qtbot, quire_config, panel_controller
):
    from assistant.agent.session.run import default_tools as ask_mode_tools

    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "search_text", {"query": "map"}),)),
            AiResponse(text="Mara Tesk."),
            AiResponse(text="A surveyor."),
            AiResponse(text="Yes."),
        ]
    )
    model = Model(provider, settings())
    first = make_panel(qtbot, panel_controller, model, tools=ask_mode_tools)
    ask(qtbot, first, "Who drew the long map?")
    ask(qtbot, first, "What does she do?")
    kept_id = first.session.conversations.current.id
    first.shutdown()
    first.hide()

    root = panel_controller.root
    panel_controller.close()
    panel_controller.open(root)
    second = make_panel(qtbot, panel_controller, model, tools=ask_mode_tools)

    assert second.session.conversations.current.id == kept_id
    views = second.turn_views
    assert [v.question for v in views] == ["Who drew the long map?", "What does she do?"]
    assert "A surveyor." in views[1].answer.toPlainText()
    assert views[0].tool_toggle.text() == "Tools used: 1"
    assert views[0].tool_log_lines() == ['search_text({"query":"map"})']
    assert views[1].edit_button.isVisibleTo(second)
    assert second.conversation_bar.combo.currentText() == "Who drew the long map?"

    ask(qtbot, second, "Is she still alive?")
    assert texts(provider.requests[-1]) == [
        ("user", "Who drew the long map?"),
        ("assistant", "Mara Tesk."),
        ("user", "What does she do?"),
        ("assistant", "A surveyor."),
        ("user", "Is she still alive?"),
    ]
    saved, _ = store_of(panel_controller).load_all()
    assert [len(c.turns) for c in saved] == [3]
    second.shutdown()


def test_fork_from_an_earlier_question_and_reach_both_branches(
    qtbot, quire_config, panel_controller
):
    provider = ScriptedProvider(
        [AiResponse(text=f"Answer {n}.") for n in range(1, 6)]
    )
    panel = make_panel(qtbot, panel_controller, Model(provider, settings()))
    for question in ("Q1?", "Q2?", "Q3?"):
        ask(qtbot, panel, question)
    assert not panel.conversation_bar.branch_row.isVisibleTo(panel)

    view = panel.turn_views[1]
    assert view.edit_button.isVisibleTo(panel)
    view.edit_button.click()
    assert panel.question_edit.toPlainText() == "Q2?"
    assert panel.edit_banner.isVisibleTo(panel)
    panel.question_edit.setPlainText("Q2, differently?")
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)

    assert texts(provider.requests[-1]) == [
        ("user", "Q1?"), ("assistant", "Answer 1."), ("user", "Q2, differently?")
    ]
    assert [v.question for v in panel.turn_views] == ["Q1?", "Q2, differently?"]
    bar = panel.conversation_bar
    assert bar.branch_row.isVisibleTo(panel)
    assert bar.branch_label.text() == "Branch 2 of 2"
    assert not bar.next_button.isEnabled()

    bar.previous_button.click()
    assert [v.question for v in panel.turn_views] == ["Q1?", "Q2?", "Q3?"]
    assert bar.branch_label.text() == "Branch 1 of 2"
    assert "Answer 3." in panel.turn_views[2].answer.toPlainText()
    # Going on along the old branch continues it, not the new one.
    ask(qtbot, panel, "Q4?")
    assert [c for _r, c in texts(provider.requests[-1])] == [
        "Q1?", "Answer 1.", "Q2?", "Answer 2.", "Q3?", "Answer 3.", "Q4?"
    ]
    bar.next_button.click()
    assert [v.question for v in panel.turn_views] == ["Q1?", "Q2, differently?"]

    saved, _ = store_of(panel_controller).load_all()
    conversation = saved[0]
    assert len(conversation.turns) == 5 and len(conversation.leaves()) == 2
    assert [t.question for t in conversation.branch()] == ["Q1?", "Q2, differently?"]
    panel.shutdown()


def test_an_unreadable_conversation_is_set_aside_and_the_others_load(
    qtbot, quire_config, panel_controller
):
    store = store_of(panel_controller)
    good = new_conversation().add_turn(
        replace(new_turn("Where is the bridge?"), answer="In part one.")
    )
    store.save(good)
    broken = store.folder / "c-0123456789ab.json"
    broken.write_text('{"format": 1, "id": "c-0123456789ab", "turns": [', encoding="utf-8")

    panel = make_panel(qtbot, panel_controller, Model(ScriptedProvider([]), settings()))

    assert panel.load_notice.isVisibleTo(panel)
    notice = panel.load_notice.text()
    assert "c-0123456789ab.json" in notice
    assert "set aside as c-0123456789ab.json.unreadable" in notice
    assert not broken.exists()
    assert (store.folder / "c-0123456789ab.json.unreadable").exists()  # never deleted
    assert [c.id for c in panel.session.conversations.kept] == [good.id]
    combo = panel.conversation_bar.combo
    index = combo.findData(good.id)
    assert index >= 0
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert [v.question for v in panel.turn_views] == ["Where is the bridge?"]
    assert "In part one." in panel.turn_views[0].answer.toPlainText()
    panel.shutdown()


LONG = "The river rose over the stones of the old ford while the village slept. " * 16


def long_answers(summary: str = "The writer asked about the river; it rose each night."):
    """Answers of about 300 tokens each; a summary request gets ``summary``."""

    def reply(request: AiRequest) -> AiResponse:
        if request.system_prompt == SUMMARY_SYSTEM_PROMPT:
            return AiResponse(text=summary, usage=TokenUsage(50, 5))
        return AiResponse(text=f"Answer {len(request.messages) // 2 + 1}. {LONG}")

    return reply


def test_a_small_context_window_summarises_the_oldest_turns(
    qtbot, quire_config, panel_controller
):
    provider = ScriptedProvider([long_answers()] * 10)
    model = Model(provider, settings())
    panel = make_panel(qtbot, panel_controller, model)
    for number in range(1, 5):
        ask(qtbot, panel, f"Question {number}?")
    assert len(provider.requests) == 4

    model.settings = settings(window=1200)
    result = ask(qtbot, panel, "Question 5?")

    assert result.answered
    summary_request, continued = provider.requests[4], provider.requests[5]
    assert summary_request.system_prompt == SUMMARY_SYSTEM_PROMPT
    asked = summary_request.messages[0].content
    assert "Writer: Question 1?" in asked and "Writer: Question 2?" in asked
    assert "Question 3?" not in asked  # the two latest turns are kept as they are
    summary = "The writer asked about the river; it rose each night."
    assert texts(continued)[0] == ("user", SUMMARY_PREFIX + summary)
    assert [c for _r, c in texts(continued)[2:]][::2] == [
        "Question 3?", "Question 4?", "Question 5?"
    ]
    assert not any("Question 1?" in c for _r, c in texts(continued))

    notices = panel.findChildren(SummaryNotice)
    assert len(notices) == 1 and notices[0].isVisibleTo(panel)
    assert not notices[0].text.isVisible()
    notices[0].toggle.click()
    assert notices[0].text.isVisible() and notices[0].summary == summary
    assert result.usage.input >= 50  # the summary request counts in the turn

    saved, _ = store_of(panel_controller).load_all()
    turns = saved[0].branch()
    assert turns[1].summary == summary and not turns[0].summary
    # The next question continues from the summary, and it survives a reopen.
    model.settings = settings()
    ask(qtbot, panel, "Question 6?")
    assert texts(provider.requests[-1])[0] == ("user", SUMMARY_PREFIX + summary)
    panel.open_conversation(saved[0].id)
    assert len(panel.findChildren(SummaryNotice)) >= 1
    panel.shutdown()


def test_context_too_long_from_the_provider_summarises_and_retries_once(
    qtbot, quire_config, panel_controller
):
    summary = "Earlier: three questions about the ford."
    provider = ScriptedProvider(
        [
            AiResponse(text="One."),
            AiResponse(text="Two."),
            AiResponse(text="Three."),
            ProviderError.of(ErrorKind.CONTEXT_TOO_LONG, "maximum context length exceeded"),
            AiResponse(text=summary),
            AiResponse(text="Four."),
        ]
    )
    panel = make_panel(qtbot, panel_controller, Model(provider, settings()))
    for question in ("A?", "B?", "C?"):
        ask(qtbot, panel, question)
    result = ask(qtbot, panel, "D?")

    assert result.answered and result.answer == "Four."
    assert provider.requests[4].system_prompt == SUMMARY_SYSTEM_PROMPT
    assert texts(provider.requests[5]) == [
        ("user", SUMMARY_PREFIX + summary),
        ("assistant", "Understood; I will continue from that summary."),
        ("user", "B?"), ("assistant", "Two."), ("user", "C?"), ("assistant", "Three."),
        ("user", "D?"),
    ]
    assert not panel.turn_views[-1].error_frame.isVisible()
    assert len(panel.findChildren(SummaryNotice)) == 1
    panel.shutdown()


def test_run_details_list_what_a_turn_sent_and_called(qtbot, quire_config, panel_controller):
    from assistant.agent.session.run import default_tools as ask_mode_tools

    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "get_outline", {}),)),
            AiResponse(text="Two parts."),
        ]
    )
    panel = make_panel(qtbot, panel_controller, Model(provider, settings()), tools=ask_mode_tools)
    ask(qtbot, panel, "How is it laid out?")
    view = panel.turn_views[0]
    assert view.details_button.isVisibleTo(panel)
    view.details_button.click()
    dialogs = panel.findChildren(RunDetailsDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    dialog = dialogs[0]
    turn_id = panel.session.conversations.current.head
    kinds = [r["kind"] for r in dialog.records]
    assert kinds[0] == "question" and kinds[-1] == "result"
    assert kinds.count("request") == 2 and kinds.count("response") == 2
    assert "tool_call" in kinds and "tool_result" in kinds
    assert dialog.tree.topLevelItemCount() == len(kinds)
    assert dialog.tree.topLevelItem(0).text(1) == "question"
    assert '"How is it laid out?"' in dialog.detail.toPlainText()
    request = next(r for r in dialog.records if r["kind"] == "request")
    assert request["data"]["messages"][-1]["content"] == "How is it laid out?"
    request_row = dialog.tree.topLevelItem(kinds.index("request"))
    assert request_row.text(2) == "Messages: 1 · How is it laid out?"  # never "1 messages"
    assert dialog.records[-1]["data"]["answer"] == "Two parts."
    runs = panel_controller.project.store.app_data_dir / "runs" / "runs.jsonl"
    assert all(json.loads(line)["run"] == turn_id for line in runs.read_text().splitlines())
    dialog.close()
    panel.shutdown()


def test_rename_export_and_delete(qtbot, quire_config, panel_controller, tmp_path, monkeypatch):
    provider = ScriptedProvider([AiResponse(text="In part one."), AiResponse(text="Later.")])
    panel = make_panel(qtbot, panel_controller, Model(provider, settings()))
    ask(qtbot, panel, "Where is the bridge?")
    first_id = panel.session.conversations.current.id
    panel.new_button.click()
    ask(qtbot, panel, "When does it fall?")
    second_id = panel.session.conversations.current.id
    combo = panel.conversation_bar.combo
    assert [combo.itemData(i) for i in range(combo.count())] == [second_id, first_id]

    titles: list[str] = []

    def title_asked(_parent, _caption, _label, *_args, text="", **_kwargs):
        titles.append(text)
        return "The fall", True

    monkeypatch.setattr(QInputDialog, "getText", title_asked)
    panel.conversation_bar.rename_action.trigger()  # ⋯ ▸ Rename…
    assert titles == ["When does it fall?"]  # the title so far, ready to edit
    assert combo.currentText() == "The fall"
    kept = {c.id: c for c in store_of(panel_controller).load_all()[0]}
    assert kept[second_id].title == "The fall"

    target = tmp_path / "fall.md"
    asked: list[str] = []

    def save_as(_parent, _caption, suggested="", *_args, **_kwargs):
        asked.append(suggested)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    panel.conversation_bar.export_action.trigger()  # ⋯ ▸ Export as Markdown…
    assert asked == [str(documents_folder() / "The fall.md")]  # not the working folder
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# The fall\n")
    assert "## 1. Question" in text and "When does it fall?" in text and "Later." in text
    assert panel.status_text == f"Conversation exported to {target}"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target / "x.md"), "")
    )
    panel.conversation_bar.export_action.trigger()  # "into" a file: refused, and said
    assert panel.status_text == "The conversation could not be exported."

    monkeypatch.setattr(
        QMessageBox, "question", lambda *_args, **_kw: QMessageBox.StandardButton.No
    )
    panel.conversation_bar.delete_action.trigger()
    assert panel.session.conversations.current.id == second_id
    monkeypatch.setattr(
        QMessageBox, "question", lambda *_args, **_kw: QMessageBox.StandardButton.Yes
    )
    panel.conversation_bar.delete_action.trigger()
    store = store_of(panel_controller)
    assert (store.folder / "deleted" / f"{second_id}.json").exists()
    assert [c.id for c in store.load_all()[0]] == [first_id]
    assert panel.session.conversations.current.id == first_id
    assert [v.question for v in panel.turn_views] == ["Where is the bridge?"]
    panel.shutdown()


@pytest.mark.parametrize("window", [BIG_WINDOW, 2500], ids=["whole", "summarised"])
def test_tokens_sent_on_the_tenth_turn(qtbot, quire_config, panel_controller, window, capsys):
    provider = ScriptedProvider([long_answers()] * 30)
    panel = make_panel(qtbot, panel_controller, Model(provider, settings(window)))
    for number in range(1, 11):
        assert ask(qtbot, panel, f"Question {number}?").answered
    sent = provider.requests[-1]
    tokens = estimate_tokens([AiMessage.system(sent.system_prompt), *sent.messages], sent.tools)
    summaries = sum(r.system_prompt == SUMMARY_SYSTEM_PROMPT for r in provider.requests)
    with capsys.disabled():
        print(f"\ntenth turn, context window {window}: {tokens} tokens sent, "
              f"{summaries} summary requests")
    if window == BIG_WINDOW:
        assert summaries == 0 and len(sent.messages) == 19
    else:
        # summarised only as far as needed: it fits, with the room kept for the answer
        room = reserve_for_output(window, settings(window).max_output_tokens)
        assert summaries >= 1 and tokens + room <= window
    panel.shutdown()


def test_a_new_conversation_while_a_turn_runs_leaves_the_new_one_clean(
    qtbot, quire_config, panel_controller
):
    provider = ScriptedProvider(
        [AiResponse(text="One."), AiResponse(text="Held answer.")], hold={2}
    )
    panel = make_panel(qtbot, panel_controller, Model(provider, settings()))
    ask(qtbot, panel, "First?")
    kept_id = panel.session.conversations.current.id
    panel.ask("Second?")
    qtbot.waitUntil(provider.holding.is_set, timeout=5000)
    with qtbot.waitSignal(panel.turn_finished, timeout=5000) as blocker:
        panel.new_button.click()
    assert blocker.args[0].cancelled
    assert panel.turn_views == [] and panel.session.conversations.current.turns == ()
    kept = {c.id: c for c in store_of(panel_controller).load_all()[0]}
    # The stopped turn stays with the conversation it was asked in.
    assert [t.question for t in kept[kept_id].branch()] == ["First?", "Second?"]
    assert kept[kept_id].branch()[-1].cancelled
    panel.shutdown()


def test_a_failed_turn_is_kept_and_can_be_tried_again_after_a_restart(
    qtbot, quire_config, panel_controller
):
    provider = ScriptedProvider(
        [ProviderError.of(ErrorKind.SERVER, "boom", status=500), AiResponse(text="Fine now.")]
    )
    model = Model(provider, settings())
    first = make_panel(qtbot, panel_controller, model)
    assert not ask(qtbot, first, "Anything?").ok
    first.shutdown()
    first.hide()
    kept = store_of(panel_controller).load_all()[0][0]
    assert kept.branch()[0].error_kind == "server" and kept.branch()[0].answer == ""

    second = make_panel(qtbot, panel_controller, model)
    view = second.turn_views[0]
    assert view.error_frame.isVisibleTo(second) and view.error_button.text() == "Try again"
    with qtbot.waitSignal(second.turn_finished, timeout=10_000) as blocker:
        view.error_button.click()
    assert blocker.args[0].answer == "Fine now."
    assert texts(provider.requests[-1]) == [("user", "Anything?")]
    turns = store_of(panel_controller).load_all()[0][0].branch()
    assert [(t.question, t.answer, t.error_kind) for t in turns] == [
        ("Anything?", "Fine now.", None)
    ]
    second.shutdown()


def test_the_app_and_the_command_line_take_turns_in_one_conversation(
    qtbot, quire_config, panel_controller
):
    """A question asked with ``quire ask`` shows in the app with its run details; the app
    goes on after it; and ``quire ask --continue`` goes on after the app."""
    from assistant import cli
    from tests.agent.providers.loopback import LoopbackServer
    from tests.agent.providers.wires import OpenAIWire

    wire = OpenAIWire()
    root = str(panel_controller.root)
    with LoopbackServer() as server:
        server.add(
            wire.text_reply(["Mára Tesk drew it."]),
            wire.text_reply(["Ashdell taught her."]),
        )
        base = ["--provider", "openai-compatible", "--model", "m", "--base-url",
                server.url + "/v1"]  # fmt: skip
        assert cli.main(["ask", root, "Who drew the long map?", *base]) == 0

        app_model = ScriptedProvider([AiResponse(text="A surveyor.")])
        panel = make_panel(qtbot, panel_controller, Model(app_model, settings()))
        (kept,) = panel.session.conversations.kept
        panel.open_conversation(kept.id)
        assert [v.question for v in panel.turn_views] == ["Who drew the long map?"]
        assert "Mára Tesk drew it." in panel.turn_views[0].answer.toPlainText()
        qtbot.waitUntil(lambda: panel.turn_views[0].details_button.isVisibleTo(panel))
        dialog = panel.show_run_details(panel.turn_views[0].turn_id)
        assert dialog.records[0]["kind"] == "question"  # found the CLI's run
        dialog.close()

        ask(qtbot, panel, "What does she do?")
        assert texts(app_model.requests[-1]) == [
            ("user", "Who drew the long map?"),
            ("assistant", "Mára Tesk drew it."),
            ("user", "What does she do?"),
        ]
        assert cli.main(["ask", root, "Who taught her?", "--continue", *base]) == 0
    sent = server.requests[-1].body["messages"]
    assert [(m["role"], m["content"]) for m in sent[1:]] == [
        ("user", "Who drew the long map?"),
        ("assistant", "Mára Tesk drew it."),
        ("user", "What does she do?"),
        ("assistant", "A surveyor."),
        ("user", "Who taught her?"),
    ]
    panel.shutdown()


def test_a_new_conversation_while_the_answer_is_still_being_drawn_still_ends_the_turn(
    qtbot, quire_config, panel_controller
):
    """The whole answer is drawn out of sight and shown a moment after the run ends; a
    conversation switched in that moment takes the turn away, and the turn still ends."""
    from PySide6.QtCore import QTimer

    provider = ScriptedProvider([AiResponse(text="A paragraph that has arrived whole.\n\n" * 40)])
    panel = make_panel(qtbot, panel_controller, Model(provider, settings()))
    clicked: list[bool] = []

    def switch_soon(busy: bool) -> None:
        if not busy and panel.turn_views and panel.turn_views[-1].answer_area.showing_soon:
            QTimer.singleShot(0, lambda: (clicked.append(True), panel.new_button.click()))

    panel.busy_changed.connect(switch_soon)
    with qtbot.waitSignal(panel.turn_finished, timeout=5000) as blocker:
        panel.ask("Tell me everything.")
    assert clicked == [True] and blocker.args[0].ok
    assert panel.turn_views == []
    panel.shutdown()

"""The assistant panel when a turn does not simply answer, driven as a writer drives it
against a loopback model server: Keep going after Stop (also while an approval card waits)
and after a cut-off answer, both continuing the same answer; the view kept where the writer
was; identical calls noticed; a refused connection offering Open Settings… and Try again,
which asks the question again without retyping; an act turn's changes and model after a
restart; and the approval card within the panel's width."""

from __future__ import annotations

import json
import socket

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from assistant.agent.config.settings import Settings, save_settings, settings_path
from assistant.agent.loop.loop import CONTINUE_PROMPT
from assistant.agent.loop.mode import Mode
from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.settings.dialog import SettingsDialog, settings_events
from assistant.gui.window.controller import ProjectController
from tests.agent.providers.loopback import Reply
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import click_and_wait, configure_loopback, no_wait_setup, send
from tests.gui.conftest import installed_language

pytestmark = pytest.mark.usefixtures("english_numbers")  # counts as an English writer reads them

WIRE = OpenAIWire()
TIMELINE = "d-6349d7e158"
NOTES = "f-497779dbeb"


def tool(number: int, name: str, **arguments) -> Reply:
    return WIRE.tool_reply([(f"call_{number}", name, json.dumps(arguments))])


def cut_off(text: str) -> Reply:
    return Reply(chunks=[WIRE.chunk({"role": "assistant", "content": text}),
                         WIRE.chunk({}, "length"), WIRE.usage_chunk(40, 64),
                         "data: [DONE]\n\n"])  # fmt: skip


def sent_messages(loopback, index: int = -1) -> list[tuple[str, str]]:
    body = loopback.requests[index].body
    return [(m["role"], m.get("content") or "") for m in body["messages"]]


# -- Keep going ---------------------------------------------------------------------------------


def test_keep_going_after_stop_continues_the_answer_that_was_streaming(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.add(WIRE.slow_reply())
    panel.ask("Tell me a story.")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: "Once upon" in view.answer.toPlainText(), timeout=10_000)
    stopped = click_and_wait(qtbot, panel, panel.stop_button)
    assert stopped.cancelled
    assert view.notice.isVisible() and view.keep_going_button.isEnabled()
    assert "You stopped the assistant." in view.notice_label.text()

    loopback.add(WIRE.text_reply([" a time, there was a ford."]))
    result = click_and_wait(qtbot, panel, view.keep_going_button)
    assert result.complete
    assert view.answer.toPlainText() == "Once upon a time, there was a ford."
    assert sent_messages(loopback)[-2:] == [("assistant", "Once upon"), ("user", CONTINUE_PROMPT)]
    assert len(panel.turn_views) == 1 and not view.notice.isVisible()
    kept = panel.session.conversations.current
    assert kept.turns[-1].answer == "Once upon a time, there was a ford."


def test_keep_going_after_stopping_while_a_change_waits_for_approval(
    qtbot, panel, loopback, panel_controller
):
    configure_loopback(loopback, approval_policy="every")
    loopback.add(tool(1, "retitle", node=TIMELINE, title="Dates"))
    panel.set_mode(Mode.ACT)
    panel.ask("Rename the timeline to Dates")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    card = view.waiting_cards[0]
    stopped = click_and_wait(qtbot, panel, panel.stop_button)
    assert stopped.cancelled
    assert card.outcome_label.text().startswith("Not made, because you stopped the assistant")
    assert view.notice.isVisible() and view.keep_going_button.isEnabled()

    loopback.add(tool(2, "retitle", node=TIMELINE, title="Dates"), WIRE.text_reply(["Done."]))
    qtbot.mouseClick(view.keep_going_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as blocker:
        qtbot.mouseClick(view.waiting_cards[0].approve_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].complete
    assert panel_controller.snapshot().documents[TIMELINE].title == "Dates"
    # The model was told the first change was not made, then went on.
    role, told = sent_messages(loopback, 1)[-1]
    assert role == "tool" and "stopped" in told
    assert len(panel.turn_views) == 1


def test_a_cut_off_answer_says_so_and_keep_going_continues_it(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.add(cut_off("The bridge went down in the night, and Mára "))
    result = send(qtbot, panel, "What happened at the bridge?")
    assert result.cut_off
    view = panel.turn_views[-1]
    assert view.notice.isVisible()
    assert view.notice_label.text().startswith("The answer was cut off")
    assert view.keep_going_button.isEnabled()

    loopback.add(WIRE.text_reply(["crossed at the ford."]))
    result = click_and_wait(qtbot, panel, view.keep_going_button)
    assert result.complete and not view.notice.isVisible()
    whole = "The bridge went down in the night, and Mára crossed at the ford."
    assert view.answer.toPlainText() == whole  # one answer, not two paragraphs
    assert panel.session.conversations.current.turns[-1].answer == whole


def test_keep_going_leaves_the_view_where_the_writer_was(qtbot, panel, loopback):
    configure_loopback(loopback, max_steps=1)
    long = "The river rose every night and the ford was lost by morning. " * 12
    for number in range(3):
        loopback.add(WIRE.text_reply([long]))
        send(qtbot, panel, f"Question {number}?")
    loopback.add(tool(1, "get_outline"))
    exhausted = send(qtbot, panel, "How is it laid out?")
    assert exhausted.exhausted
    bar = panel.scroll.verticalScrollBar()
    assert bar.maximum() > 200
    bar.setSliderPosition(40)  # the writer drags the scroll bar up to an earlier answer
    view = panel.turn_views[-1]
    loopback.add(WIRE.text_reply(["Two parts, thirteen documents."]))
    click_and_wait(qtbot, panel, view.keep_going_button)
    assert bar.value() == 40


# -- the same call again and again ---------------------------------------------------------------


def test_identical_calls_in_a_row_are_noticed_and_shown(qtbot, panel, loopback):
    configure_loopback(loopback, max_steps=8)
    for number in range(1, 5):
        loopback.add(tool(number, "search_text", query="ford"))
    loopback.add(WIRE.text_reply(["The ford is in chapter two."]))
    send(qtbot, panel, "Where is the ford?")
    view = panel.turn_views[-1]
    assert [e.repeated for e in view.tool_entries] == [0, 0, 3, 4]
    qtbot.mouseClick(view.tool_toggle, Qt.MouseButton.LeftButton)
    log = view.tool_log.text()
    assert "the same call 3 times in a row: the assistant was told" in log
    assert "Searched the text for “ford”" in log
    told = json.dumps(loopback.requests[3].body["messages"][-1])
    assert "same call" in told


def test_keep_going_goes_on_counting_the_same_call(qtbot, panel, loopback):
    """Out of steps after the same search three times; Keep going: the fourth is the same
    call four times in a row, and the fifth is not run."""
    configure_loopback(loopback, max_steps=3)
    for number in range(1, 4):
        loopback.add(tool(number, "search_text", query="ford"))
    send(qtbot, panel, "Where is the ford?")
    view = panel.turn_views[-1]
    assert view.can_keep_going
    for number in range(4, 6):
        loopback.add(tool(number, "search_text", query="ford"))
    loopback.add(WIRE.text_reply(["The ford is in chapter two."]))
    click_and_wait(qtbot, panel, view.keep_going_button)
    assert [(e.repeated, e.ran) for e in view.tool_entries[3:]] == [(4, True), (5, False)]
    qtbot.mouseClick(view.tool_toggle, Qt.MouseButton.LeftButton)
    assert "the same call 5 times in a row: not run again" in view.tool_log.text()


# -- errors: Open Settings… and Try again ---------------------------------------------------------


def refusing_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def settings_dialogs() -> list[SettingsDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, SettingsDialog)]


def test_a_refused_connection_offers_settings_and_try_again_asks_again(
    qtbot, panel, loopback, qasync_loop
):
    save_settings(Settings(provider="openai-compatible", model="test-model",
                           base_url=f"http://127.0.0.1:{refusing_port()}/v1"))  # fmt: skip
    settings_events().changed.emit()
    result = send(qtbot, panel, "Who drew the map?")
    assert result.error is not None and str(result.error.kind) == "network"
    view = panel.turn_views[-1]
    assert view.error_button.text() == "Try again"
    assert view.error_button_2.text() == "Open Settings…"
    assert view.error_button.isVisible() and view.error_button_2.isVisible()

    qtbot.mouseClick(view.error_button_2, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(settings_dialogs()))
    dialog = settings_dialogs()[-1]
    # The writer puts the right address in, and saves.
    configure_loopback(loopback)
    dialog.reject()
    loopback.add(WIRE.text_reply(["Mára Tesk drew it."]))
    result = click_and_wait(qtbot, panel, view.error_button)
    assert result.complete
    assert len(panel.turn_views) == 1 and panel.question_edit.toPlainText() == ""
    assert "Mára Tesk drew it." in panel.turn_views[-1].answer.toPlainText()
    assert sent_messages(loopback)[-1] == ("user", "Who drew the map?")


def test_settings_that_cannot_work_offer_settings_and_try_again(qtbot, panel, loopback):
    # LM Studio with no model chosen: the assistant cannot be set up.
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(f'provider = "lmstudio"\nbase_url = "{loopback.url}/v1"\n')
    settings_events().changed.emit()
    panel.question_edit.setPlainText("Who drew the map?")
    with qtbot.waitSignal(panel.turn_finished, timeout=5000):
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    view = panel.turn_views[-1]
    assert view.error_button.text() == "Open Settings…"
    assert view.error_button_2.text() == "Try again"
    configure_loopback(loopback)  # the writer chose a model
    loopback.add(WIRE.text_reply(["Mára Tesk drew it."]))
    result = click_and_wait(qtbot, panel, view.error_button_2)
    assert result.complete
    assert len(panel.turn_views) == 1
    assert panel.turn_views[0].question == "Who drew the map?"
    assert [t.question for t in panel.session.conversations.current.turns] == ["Who drew the map?"]


# -- after a restart ------------------------------------------------------------------------------


def test_after_a_restart_an_act_turn_keeps_its_changes_and_model(
    qtbot, quire_config, loopback, tmp_path
):
    from tests.gui.conftest import copy_sample

    root = copy_sample(tmp_path / "sample")
    made: list[object] = []

    def start() -> AssistantPanel:
        controller = ProjectController()
        controller.open(root)
        panel = AssistantPanel(controller, setup_factory=no_wait_setup, flush_ms=5)
        panel.show()
        made.extend((panel, controller))
        return panel

    try:
        panel = start()
        configure_loopback(loopback, approval_policy="none")
        loopback.add(
            tool(1, "create_document", title="Ledger", text="Debts owed to the ferryman.",
                 kind="note", folder=NOTES),
            tool(2, "retitle", node=TIMELINE, title="Dates"),
            WIRE.text_reply(["Added a ledger and renamed the timeline."]),
        )  # fmt: skip
        panel.set_mode(Mode.ACT)
        send(qtbot, panel, "Add a ledger note and rename the timeline")
        before = [row.summary.text() for row in panel.turn_views[-1].changes.rows]
        panel.controller.save()
        panel.shutdown()
        panel.controller.close()

        # Quire starts again on the same project.
        again = start()
        view = again.turn_views[-1]
        assert view.has_changes and view.changes.isVisible()
        rows = view.changes.rows
        assert [row.summary.text() for row in rows] == before == [
            "New note “Ledger” at the end of “Notes”",
            "Renamed “Timeline” to “Dates”",
        ]
        assert not any(row.revert_button.isVisible() for row in rows)
        assert not view.changes.undo_button.isVisible()  # its undo step went with the session
        assert "Edit ▸ Assistant History…" in view.changes.kept_note.text()  # where it is now
        qtbot.mouseClick(rows[0].toggle, Qt.MouseButton.LeftButton)
        assert rows[0].body.plain_text == "Added: Debts owed to the ferryman."
        assert view.usage_label.text().endswith("· test-model")
        again.shutdown()
        again.controller.close()
    finally:
        for thing in made:  # the panels first, then their controllers, on this thread
            shiboken6.delete(thing)


# -- the approval card within the panel ---------------------------------------------------------


@pytest.fixture(params=["en", "de", "es", "fr", "nb"])
def language(request, qapp):
    """The panel in each of Quire's languages (German and French have the longest captions)."""
    with installed_language(request.param) as language:
        yield language


def test_an_approval_card_fits_a_narrow_panel(qtbot, language, quire_config, panel_controller,
                                              loopback):  # fmt: skip
    panel = AssistantPanel(panel_controller, setup_factory=no_wait_setup, flush_ms=5)
    qtbot.addWidget(panel)
    panel.show()
    configure_loopback(loopback, approval_policy="every")
    loopback.add(tool(1, "retitle", node=TIMELINE, title="Dates"), WIRE.text_reply(["Done."]))
    panel.resize(300, 700)
    panel.set_mode(Mode.ACT)
    panel.ask("Rename the timeline to Dates")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    card = view.waiting_cards[0]
    viewport = panel.scroll.viewport()
    qtbot.waitUntil(lambda: panel.scroll.widget().width() <= viewport.width())
    for widget in (card, card.approve_all_button, card.reject_button):
        right = widget.mapTo(viewport, QPoint(widget.width(), 0)).x()
        assert right <= viewport.width(), widget.objectName()
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(card.approve_button, Qt.MouseButton.LeftButton)
    # The turn's list of changes, opened, fits too.
    row = view.changes.rows[0]
    qtbot.mouseClick(row.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.scroll.widget().width() <= viewport.width())
    for widget in (view.changes.undo_button, row.revert_button, view.details_button):
        right = widget.mapTo(viewport, QPoint(widget.width(), 0)).x()
        assert right <= viewport.width(), widget.objectName()
    panel.shutdown()


def test_a_cut_off_answer_from_before_a_restart_goes_on(qtbot, quire_config, panel_controller,
                                                         loopback):  # fmt: skip
    configure_loopback(loopback)
    first = AssistantPanel(panel_controller, setup_factory=no_wait_setup, flush_ms=5)
    qtbot.addWidget(first)
    first.show()
    loopback.add(cut_off("Seven chapters: the first is "))
    assert send(qtbot, first, "How many chapters?").cut_off
    first.shutdown()
    # Quire starts again: the turn still says it was cut off, and Keep going continues it.
    again = AssistantPanel(panel_controller, setup_factory=no_wait_setup, flush_ms=5)
    qtbot.addWidget(again)
    again.show()
    view = again.turn_views[-1]
    assert view.notice.isVisible() and view.notice_label.text().startswith("The answer was cut")
    loopback.add(WIRE.text_reply(["the flood."]))
    result = click_and_wait(qtbot, again, view.keep_going_button)
    assert result.complete
    assert view.answer.toPlainText() == "Seven chapters: the first is the flood."
    assert sent_messages(loopback)[-1] == ("user", CONTINUE_PROMPT)
    again.shutdown()

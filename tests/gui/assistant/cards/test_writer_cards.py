"""The assistant's questions, plan, house rules and reviewer in the app, driven as a writer
drives them against a loopback model server: a question card answered with a click (or in
the writer's own words, or refused by Stop), a plan ticked live above the answer, a change
the reviewer flagged waiting with its reason whatever the policy, the house rules edited
through Project ▸ House Rules… (with undo) and counted in the panel, and the reviewer's
settings."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from assistant.agent.config.settings import read_settings_file, settings_path
from assistant.agent.loop.mode import Mode
from assistant.agent.providers.retry import RetryPolicy
from assistant.agent.session.ask_writer import QuestionState
from assistant.agent.session.provider_setup import AssistantSetup, load_setup
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.project.house_rules_dialog import HouseRulesDialog
from assistant.gui.settings.dialog import SettingsDialog
from assistant.world.house_rules import read_house_rules
from tests.agent.providers.wires import OpenAIWire
from tests.cli.commands.test_ask_house_rules import QUESTION, Model, is_review, plan
from tests.gui.assistant.asking import configure_loopback
from tests.gui.conftest import installed_language

WIRE = OpenAIWire()
CHAPTER_1 = "d-9b65717c5f"
TIMELINE = "d-6349d7e158"


def call(number: int, name: str, **arguments) -> tuple[str, str, str]:
    return (f"call_{number}", name, json.dumps(arguments))


def tool(number: int, name: str, **arguments):
    return WIRE.tool_reply([call(number, name, **arguments)])


def answer(text: str):
    return WIRE.text_reply([text], usage=(30, 8))


def fast(provider):
    config = replace(provider.config, retry=RetryPolicy(max_retries=0,
                                                        sleep=lambda _s, _c: None))  # fmt: skip
    return type(provider)(config)


def reviewing_setup() -> AssistantSetup:
    """The settings' provider and reviewer, without waiting between retries."""
    setup = load_setup()
    reviewer = fast(setup.reviewer) if setup.reviewer is not None else None
    return AssistantSetup(fast(setup.provider), setup.settings, reviewer)


@pytest.fixture
def panel_size() -> tuple[int, int]:
    return (460, 760)


@pytest.fixture
def panel_setup():
    return reviewing_setup


def requests_to_the_assistant(server) -> list:
    return [r for r in server.requests if not is_review(r)]


def tool_messages(request) -> list[str]:
    return [m["content"] for m in request.body["messages"] if m["role"] == "tool"]


def question_waiting(qtbot, panel, loopback, then: str):
    """Ask which name the river takes of a model that asks the writer (QUESTION), then
    answers ``then``; returns the question's card, waiting."""
    configure_loopback(loopback)
    loopback.responder = Model(tool(1, "ask_writer", **QUESTION), answer(then))
    panel.ask("Which name does the river take?")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    return view.waiting_cards[0]


# -- questions -----------------------------------------------------------------------------------


def test_a_question_card_is_answered_with_a_click(qtbot, panel, loopback):
    card = question_waiting(qtbot, panel, loopback, "“The Aun” it is.")
    assert card.question_label.text() == QUESTION["question"]
    assert [b.text() for b in card.choice_buttons] == ["&1  the Aun", "&2  the River Aun"]
    assert panel.status_text == "Waiting for your answer…"
    assert panel.is_busy() and panel.stop_button.isEnabled()
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as blocker:
        qtbot.mouseClick(card.choice_buttons[0], Qt.MouseButton.LeftButton)
    assert blocker.args[0].answered
    assert tool_messages(loopback.requests[-1]) == ["The writer answered: the Aun"]
    assert not card.answer_area.isVisible() and card.outcome_label.text() == (
        "You answered: the Aun"
    )
    # Kept with the turn: the conversation shown again has the card, folded.
    (kept,) = panel.session.conversations.current.turns[-1].questions
    assert kept.state is QuestionState.ANSWERED
    panel.open_conversation(panel.session.conversations.current.id)
    (again,) = panel.turn_views[-1].question_cards
    assert again.outcome_label.text() == "You answered: the Aun" and not again.is_waiting


def test_the_answer_comes_below_the_question_that_led_to_it(qtbot, panel, loopback):
    card = question_waiting(qtbot, panel, loopback, "“The River Aun” it is, then.")
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(card.choice_buttons[1], Qt.MouseButton.LeftButton)
    for view in (panel.turn_views[-1], None):
        if view is None:  # the conversation shown again draws them in the same order
            panel.open_conversation(panel.session.conversations.current.id)
            view = panel.turn_views[-1]
            qtbot.waitUntil(lambda v=view: v.answer_area.isVisibleTo(v))
        view.layout().activate()
        (asked,) = view.question_cards
        assert "River Aun" in view.answer.toPlainText()
        assert asked.geometry().bottom() < view.answer_area.geometry().top()


def test_a_question_answered_in_the_writers_own_words(qtbot, panel, loopback):
    card = question_waiting(qtbot, panel, loopback, "Understood.")
    assert not card.own_button.isEnabled()
    qtbot.keyClicks(card.own_edit, "Aun in narration, River Aun in dialogue")
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.keyClick(card.own_edit, Qt.Key.Key_Return)
    assert tool_messages(loopback.requests[-1]) == [
        "The writer answered: Aun in narration, River Aun in dialogue"
    ]


def test_stop_refuses_a_waiting_question(qtbot, panel, loopback):
    card = question_waiting(qtbot, panel, loopback, "never reached")
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as blocker:
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].cancelled
    qtbot.waitUntil(lambda: card.outcome_label.isVisible())
    assert card.outcome_label.text() == "Not answered: you stopped the assistant."
    assert panel.session.conversations.current.turns[-1].questions[0].state is QuestionState.STOPPED
    # Keep going tells the model the question was refused.
    loopback.responder = Model(answer("I will assume “the Aun”."))
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        panel.keep_going()
    assert "Not answered: the writer stopped the assistant." in tool_messages(loopback.requests[-1])


# -- the plan ------------------------------------------------------------------------------------


def test_a_live_plan_is_ticked_above_the_answer(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback, approval_policy="none", review_changes=False)
    loopback.responder = Model(
        tool(1, "update_plan", **plan("in_progress", "pending", "pending")),
        WIRE.tool_reply([call(2, "retitle", node=TIMELINE, title="Dates"),
                         call(3, "update_plan", **plan("done", "in_progress", "pending"))]),
        tool(4, "update_plan", **plan("done", "done", "done")),
        answer("Retitled the timeline."),
    )  # fmt: skip
    seen = []
    panel.session.plan_changed.connect(
        lambda _plan, _carried: seen.append(list(panel.turn_views[-1].plan_view.lines()))
    )
    panel.set_mode(Mode.ACT)
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        panel.ask("Retitle the timeline and shorten chapter 1's title")
    assert seen == [
        ["▶  Retitle the timeline", "☐  Shorten chapter 1's title", "☐  Say what changed"],
        ["☑  Retitle the timeline", "▶  Shorten chapter 1's title", "☐  Say what changed"],
        ["☑  Retitle the timeline", "☑  Shorten chapter 1's title", "☑  Say what changed"],
    ]
    view = panel.turn_views[-1]
    assert view.plan_view.isVisible() and view.plan_view.heading.text() == "Plan: 3 of 3 done"
    assert view.plan_view.y() < view.answer_area.y()  # above the answer
    assert panel_controller.snapshot().documents[TIMELINE].title == "Dates"
    # kept with the turn and shown again
    panel.open_conversation(panel.session.conversations.current.id)
    assert panel.turn_views[-1].plan_view.lines() == seen[-1]


def test_an_unfinished_plan_is_shown_carried_over_as_the_next_turn_begins(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.responder = Model(
        tool(1, "update_plan", **plan("done", "pending", "pending")),
        answer("The timeline is checked; the titles next."),
        tool(2, "update_plan", done=[2]),
        answer("Chapter 1's title is fine too."),
        answer("Nineteen."),
    )
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        panel.ask("Check the titles")
    first = panel.turn_views[-1]
    assert first.plan_view.heading.text() == "Plan: 1 of 3 done"
    assert not first.plan_view.carried_note.isVisible()
    seen = []
    panel.session.plan_changed.connect(
        lambda _plan, carried: seen.append(
            (carried, panel.turn_views[-1].plan_view.carried_note.isVisible(),
             list(panel.turn_views[-1].plan_view.lines()))
        )
    )  # fmt: skip
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        panel.ask("Go on")
    assert seen[0] == (True, True, [
        "☑  Retitle the timeline", "▶  Shorten chapter 1's title", "☐  Say what changed",
    ])  # fmt: skip
    assert seen[-1][:2] == (False, False)  # ticked in this turn: its own plan now
    second = panel.turn_views[-1]
    assert second is not first and second.plan_view.heading.text() == "Plan: 2 of 3 done"
    # the model read the plan back after the answer before
    sent = loopback.requests[2].body["messages"]
    assert "3. [ ] Say what changed" in sent[-2]["content"]
    # left alone in a third turn, it stays carried over, also when the turn is drawn again
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        panel.ask("How old is Mara?")
    panel.open_conversation(panel.session.conversations.current.id)
    views = panel.turn_views[-3:]
    assert [not v.plan_view.carried_note.isHidden() for v in views] == [False, False, True]
    assert views[-1].plan_view.heading.text() == "Plan: 2 of 3 done"


# -- the reviewer ---------------------------------------------------------------------------------


def test_a_flagged_change_waits_with_the_reviewers_reason_whatever_the_policy(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="none")
    loopback.responder = Model(
        WIRE.tool_reply([call(1, "retitle", node=TIMELINE, title="Dates"),
                         call(2, "retitle", node=CHAPTER_1, title="The Map House")]),
        answer("Retitled both."),
    )  # fmt: skip
    panel.set_mode(Mode.ACT)
    panel.ask("Shorten the titles")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    card = view.waiting_cards[0]
    assert card.summary.text() == "Renamed “Chapter 1: The Map House” to “The Map House”"
    assert card.review_note.isVisible()
    assert card.review_note.text() == "The reviewer flagged this change: Part One is final."
    assert panel_controller.snapshot().documents[TIMELINE].title == "Dates"  # passed: made
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as blocker:
        qtbot.mouseClick(card.approve_button, Qt.MouseButton.LeftButton)
    result = blocker.args[0]
    assert panel_controller.snapshot().documents[CHAPTER_1].title == "The Map House"
    told = tool_messages(loopback.requests[-1])
    assert told[0].endswith("Review: passed.")
    assert told[1].endswith("Review: flagged (Part One is final.); the writer approved it.")
    assert card.review_note.isVisible()  # the folded card still says why it asked
    # The reviews are in the turn's usage and in the run details.
    assert result.usage.input == 20 + 30 + 2 * 7
    dialog = panel.show_run_details(view.turn_id)
    kinds = [dialog.tree.topLevelItem(i).text(1) for i in range(dialog.tree.topLevelItemCount())]
    assert kinds.count("review") == 2
    summaries = [dialog.tree.topLevelItem(i).text(2) for i in range(len(kinds))
                 if kinds[i] == "review"]  # fmt: skip
    assert any("Part One is final." in text for text in summaries)
    dialog.close()


def test_a_reviewer_failure_holds_the_change(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback, approval_policy="none")
    script = Model(tool(1, "retitle", node=TIMELINE, title="Dates"), answer("Not done."))

    def failing_reviewer(request):
        if is_review(request):
            return WIRE.error_reply(500, "the reviewer is down")
        return script(request)

    loopback.responder = failing_reviewer
    panel.set_mode(Mode.ACT)
    panel.ask("Retitle the timeline")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    card = view.waiting_cards[0]
    assert card.review_note.text() == (
        "The reviewer could not check this change, so it waits for you."
    )
    assert panel_controller.snapshot().documents[TIMELINE].title == "Timeline"
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(card.reject_button, Qt.MouseButton.LeftButton)
    assert panel_controller.snapshot().documents[TIMELINE].title == "Timeline"
    assert tool_messages(loopback.requests[-1])[0].endswith("The reviewer could not check it.")


def test_the_reviewer_can_be_switched_off_and_given_a_model(qtbot, quire_config):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    review = dialog.assistant_rows.review_settings
    assert review.check.isChecked() and review.model_edit.isEnabled()
    qtbot.keyClicks(review.model_edit, "small-model")
    saved = read_settings_file(settings_path()) if settings_path().exists() else None
    assert saved is None
    assert dialog.form_settings().reviewer_model == "small-model"
    review.check.click()
    assert not review.model_edit.isEnabled()
    assert dialog.form_settings().review_changes is False


# -- house rules ---------------------------------------------------------------------------------


@pytest.fixture
def english(qapp):
    """The English catalogue, as the app installs it (for "1 house rule" / "5 house rules")."""
    translations = TranslationSet()
    translations.install("en")
    yield
    translations.uninstall()


def test_house_rules_are_counted_linked_and_edited_with_undo(
    qtbot, english, main_window, sample_copy
):
    panel = main_window.assistant_panel
    link = panel.house_rules_link
    qtbot.waitUntil(link.isVisible)
    assert "Keeping 5 house rules" in link.text()
    assert "Part One is final" in link.toolTip()
    main_window.menus.house_rules_action.trigger()  # Project ▸ House Rules…
    dialog = main_window.findChild(HouseRulesDialog)
    assert dialog is not None and dialog.isVisible()
    assert "<!--" not in dialog.edit.toPlainText()  # the file's comment is a hint above
    assert dialog.hint_label.text().startswith("One rule per item. The assistant is given")
    assert dialog.edit.toPlainText().startswith("# House rules for The Long Map\n\n- British")
    assert dialog.count_label.text() == "5 house rules"
    dialog.edit.moveCursor(dialog.edit.textCursor().MoveOperation.End)
    qtbot.keyClicks(dialog.edit, "- Never use the word suddenly.")
    assert dialog.count_label.text() == "6 house rules"
    qtbot.keyClick(dialog.edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    assert dialog.count_label.text() == "5 house rules"
    qtbot.mouseClick(dialog.redo_button, Qt.MouseButton.LeftButton)
    assert dialog.count_label.text() == "6 house rules"
    save = dialog.buttons.button(dialog.buttons.StandardButton.Save)
    before = read_house_rules(sample_copy).text
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert "Never use the word suddenly." in read_house_rules(sample_copy).rules
    # the comment is kept where it stood, and nothing else moved
    assert read_house_rules(sample_copy).text == before + "- Never use the word suddenly.\n"
    qtbot.waitUntil(lambda: "Keeping 6 house rules" in link.text())
    # The same dialog comes up from the link; it is not opened twice.
    link.linkActivated.emit("house-rules")
    assert main_window.findChildren(HouseRulesDialog) == [dialog]


def test_the_dialog_asks_before_losing_edits_or_overwriting_another_programs(
    qtbot, main_window, sample_copy, monkeypatch
):
    main_window.menus.house_rules_action.trigger()
    dialog = main_window.findChild(HouseRulesDialog)
    qtbot.keyClicks(dialog.edit, "- Keep it short.")
    # Another editor changes the file meanwhile: saving asks, and Cancel keeps both.
    path = sample_copy / "house-rules.md"
    path.write_text("- Theirs\n", encoding="utf-8")
    monkeypatch.setattr(dialog, "confirm_overwrite", lambda: False)
    assert not dialog.save()
    assert path.read_text(encoding="utf-8") == "- Theirs\n"
    # Closing with unsaved edits asks; Cancel keeps the dialog open.
    monkeypatch.setattr(dialog, "ask_unsaved", lambda: QMessageBox.StandardButton.Cancel)
    qtbot.keyClick(dialog.edit, Qt.Key.Key_Escape)
    assert dialog.isVisible()
    monkeypatch.setattr(dialog, "ask_unsaved", lambda: QMessageBox.StandardButton.Discard)
    dialog.buttons.button(dialog.buttons.StandardButton.Close).click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert path.read_text(encoding="utf-8") == "- Theirs\n"


def test_an_edited_house_rule_reaches_the_next_request(
    qtbot, english, panel, panel_controller, loopback
):
    configure_loopback(loopback)
    root = panel_controller.project.store.root
    loopback.responder = Model(answer("Yes."), answer("Still yes."))
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        panel.ask("Is the map in chapter 1?")
    dialog = panel.open_house_rules()
    dialog.edit.selectAll()
    qtbot.keyClicks(dialog.edit, "- Call the river the Aun.")
    assert dialog.save()
    qtbot.waitUntil(lambda: "Keeping 1 house rule" in panel.house_rules_link.text())
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        panel.ask("And in chapter 3?")
    first, second = (r.body["messages"][0]["content"] for r in loopback.requests)
    assert "Part One is final" in first and "Call the river the Aun." not in first
    assert "Call the river the Aun." in second and "Part One is final" not in second
    assert read_house_rules(root).rules == ("Call the river the Aun.",)


def test_alt_and_a_number_picks_an_answer(qtbot, panel, loopback):
    card = question_waiting(qtbot, panel, loopback, "Understood.")
    panel.activateWindow()
    card.own_edit.setFocus()
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.keyClick(card.own_edit, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert tool_messages(loopback.requests[-1]) == ["The writer answered: the River Aun"]


def test_a_models_markup_and_ampersands_are_shown_as_text(qtbot, panel, loopback):
    configure_loopback(loopback)
    hostile = {"question": "<b>Bold</b> & <a href='x'>link</a>?",
               "choices": ["Tom & Jerry", "<i>none</i>"], "assume": "x"}  # fmt: skip
    steps = ["<img src='x'> step"]
    loopback.responder = Model(
        WIRE.tool_reply([call(1, "update_plan", steps=steps), call(2, "ask_writer", **hostile)]),
        answer("ok"),
    )
    panel.set_mode(Mode.ACT)
    panel.ask("Go")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1 and view.plan_view.isVisible(),
                    timeout=10_000)  # fmt: skip
    card = view.waiting_cards[0]
    assert card.question_label.textFormat() == Qt.TextFormat.PlainText
    assert card.question_label.text() == hostile["question"]
    assert card.choice_buttons[0].text() == "&1  Tom && Jerry"  # no shortcut on J
    assert "&lt;img src='x'&gt; step" in view.plan_view.items.text()  # escaped: no image
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(card.choice_buttons[0], Qt.MouseButton.LeftButton)
    assert tool_messages(loopback.requests[-1])[-1] == "The writer answered: Tom & Jerry"


def test_closing_while_a_question_waits_ends_the_turn(qtbot, panel, loopback):
    question_waiting(qtbot, panel, loopback, "never reached")
    panel.shutdown()  # the window closes: the run is stopped and joined, the turn kept
    assert not panel.is_busy()
    (turn,) = panel.session.conversations.current.turns
    assert turn.cancelled and turn.questions[0].state is QuestionState.STOPPED
    assert len(requests_to_the_assistant(loopback)) == 1


# -- what the writer reads and what the model reads ------------------------------------------


def test_stop_at_an_approval_is_said_to_the_writer_in_german_and_to_the_model_in_english(
    qtbot, panel, loopback
):
    """The card tells the writer what happened in the writer's language; the model is told in
    fixed English, never in the writer's translated words (which would read as addressed to
    the model: "Sie haben den Assistenten angehalten")."""
    with installed_language("de"):
        configure_loopback(loopback, approval_policy="every", review_changes=False)
        loopback.responder = Model(tool(1, "retitle", node=TIMELINE, title="Dates"),
                                   answer("I will leave the title."))  # fmt: skip
        panel.set_mode(Mode.ACT)
        panel.ask("Rename the timeline to Dates")
        view = panel.turn_views[-1]
        qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
        card = view.waiting_cards[0]
        with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
            qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: card.outcome_label.isVisible())
        assert card.outcome_label.text().startswith(
            "Nicht vorgenommen, weil Sie den Assistenten angehalten haben\n"
        )
        with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
            panel.keep_going()
        told = tool_messages(requests_to_the_assistant(loopback)[-1])
        assert any("not done: the writer stopped the assistant" in text for text in told), told
        assert not any("angehalten" in text for text in told)

"""The scope guard in the app, driven as a writer drives it: an act-mode question naming a
paragraph shows what its changes are limited to under it; a change elsewhere waits on a card
that says why, whatever the approval policy; the writer widens the scope from the line under
the question, and later changes go through; the scope comes back with the conversation."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.agent.loop.mode import Mode
from assistant.gui.assistant.panel import AssistantPanel
from tests.gui.assistant.asking import configure_loopback, no_wait_setup
from tests.gui.assistant.test_act_panel import answer, tool
from tests.gui.writer import click

CHAPTER_5 = "d-5285907503"
CHAPTER_6 = "d-e1a3d0fc40"
QUESTION = "Tighten the first paragraph of chapter 3"


def test_an_out_of_scope_change_is_carded_and_the_writer_widens_the_scope(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="none", review_changes=False)
    loopback.add(
        tool(1, "replace_text", document=CHAPTER_5, find="The Sallows began",
             replace="The Sallows started"),
        tool(2, "replace_text", document=CHAPTER_6, find="with frost on the step",
             replace="frost on the step"),
        answer("Tightened."),
    )  # fmt: skip
    panel.set_mode(Mode.ACT)
    panel.ask(QUESTION)
    view = panel.turn_views[-1]
    line = view.scope_line
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    assert line.isVisible()
    assert line.label.text() == "Changes limited to: Chapter 3: Upriver, paragraph 1"
    assert line.documents_button.isVisible() and line.project_button.isVisible()
    card = view.waiting_cards[0]
    assert card.scope_note.isVisible()
    assert card.scope_note.text() == (
        "Chapter 5: The Sallows is outside what you asked: Chapter 3: Upriver, paragraph 1"
    )
    assert "The Sallows began" in panel_controller.snapshot().documents[CHAPTER_5].text

    click(qtbot, line.project_button)  # the rest of this turn may change anything
    assert line.label.text() == "Changes may reach the whole project: you widened them."
    assert not line.project_button.isVisible()
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        click(qtbot, card.approve_button)
    assert len(view.approval_cards) == 1  # the change to Chapter 6 did not ask
    assert [r.target_id for r in view.changes.records] == [CHAPTER_5, CHAPTER_6]
    assert card.scope_note.isVisible()  # the folded card still says why it asked
    assert not line.project_button.isVisible()  # the turn is over

    # Quire opened again: the scope comes back with its turn, widened as the writer left it.
    panel.shutdown()
    reopened = AssistantPanel(panel_controller, setup_factory=no_wait_setup, flush_ms=5)
    qtbot.addWidget(reopened)
    reopened.show()
    again = reopened.turn_views[-1].scope_line
    assert again.isVisible() and again.label.text().startswith("Changes may reach")
    assert not again.project_button.isVisible()
    reopened.shutdown()


def test_a_question_naming_nothing_shows_no_scope(qtbot, panel, loopback):
    configure_loopback(loopback, approval_policy="none", review_changes=False)
    loopback.add(answer("Nothing to change."))
    panel.set_mode(Mode.ACT)
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        panel.question_edit.setPlainText("Fix the typos everywhere")
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    assert not panel.turn_views[-1].scope_line.isVisible()

"""Plan first in the real window, driven as a writer drives it against a loopback model
server: tick Plan first, ask in Act mode, the plan waits on a card; the writer rewords a step,
removes one and approves; nothing changed before; a change outside the approved plan waits on
an approval card saying so; the turn keeps how the plan was decided."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from assistant.agent.act.plan_first import PlanState
from assistant.gui.assistant.cards.plan_approval import PlanApprovalCard
from tests.gui.assistant.asking import configure_loopback
from tests.gui.assistant.cards.test_approval_parts import answer, tool, tool_messages
from tests.gui.writer import click, retype, type_text

CHAPTER_3 = "d-218eff7021"
CHAPTER_5 = "d-5285907503"


def test_the_writer_edits_the_plan_approves_it_and_a_change_outside_it_is_carded(
    qtbot, main_window, loopback
):
    configure_loopback(loopback, approval_policy="none", review_changes=False)
    loopback.add(
        tool(1, "replace_text", document=CHAPTER_3, find="Four days", replace="Three days"),
        tool(2, "update_plan", steps=["Tighten the opening of Chapter 3", "Tighten Chapter 5"]),
        tool(3, "replace_text", document=CHAPTER_3, find="Four days", replace="Three days"),
        tool(4, "replace_text", document=CHAPTER_5, find="The Sallows began",
             replace="The Sallows started"),
        answer("Chapter 3 is tighter."),
    )  # fmt: skip
    panel = main_window.assistant_panel
    click(qtbot, panel.act_button)
    assert not panel.plans.action.isChecked()
    click(qtbot, panel.header.plan_first_button)  # tick Plan first
    assert panel.plans.action.isChecked()
    panel.question_edit.setFocus()
    type_text(qtbot, panel.question_edit, "Tighten the openings of chapters 3 and 5")
    qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: bool(view.waiting_cards), timeout=15_000)
    [card] = view.waiting_cards
    assert isinstance(card, PlanApprovalCard) and card.isVisible()
    assert [edit.text() for edit in card.step_edits] == [
        "Tighten the opening of Chapter 3", "Tighten Chapter 5"]  # fmt: skip
    controller = main_window.controller
    assert "Four days" in controller.snapshot().documents[CHAPTER_3].text  # refused before
    retype(qtbot, card.step_edits[0], "Tighten the opening of Chapter 3: Upriver")
    remove = card.step_edits[1].parentWidget().findChild(QToolButton, "planRemoveStep")
    click(qtbot, remove)  # remove the step on Chapter 5
    click(qtbot, card.add_button)
    type_text(qtbot, card.step_edits[-1], "Check the Timeline")
    click(qtbot, card.approve_button)
    qtbot.waitUntil(lambda: len(view.approval_cards) == 1, timeout=15_000)
    assert card.outcome_label.text() == "Plan approved, in your version."
    [carded] = view.approval_cards
    assert carded.scope_note.text() == ("Chapter 5: The Sallows is outside the plan you "
                                        "approved: Chapter 3: Upriver; Timeline")  # fmt: skip
    assert view.plan_view.plan[0].text == "Tighten the opening of Chapter 3: Upriver"
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        click(qtbot, carded.reject_button)
    world = controller.snapshot()
    assert world.documents[CHAPTER_3].text.startswith("Three days")
    assert "The Sallows began" in world.documents[CHAPTER_5].text
    said = tool_messages(loopback)
    assert any("the writer asked to approve a plan first" in text for text in said)
    assert any("The writer approved the plan in their own version" in text for text in said)
    turn = panel.session.conversations.current.branch()[-1]
    assert turn.plan_first and turn.plan_decision.state is PlanState.APPROVED
    assert turn.plan_decision.approved == (
        "Tighten the opening of Chapter 3: Upriver", "Check the Timeline")


def test_refusing_the_plan_leaves_the_project_as_it_was(qtbot, main_window, loopback):
    configure_loopback(loopback, approval_policy="none", review_changes=False)
    loopback.add(
        tool(1, "update_plan", steps=["Tighten the opening of Chapter 3"]),
        tool(2, "replace_text", document=CHAPTER_3, find="Four days", replace="Three days"),
        answer("I left it."),
    )
    panel = main_window.assistant_panel
    click(qtbot, panel.act_button)
    panel.plans.action.trigger()
    before = main_window.controller.snapshot()
    panel.question_edit.setFocus()
    type_text(qtbot, panel.question_edit, "Tighten the opening of chapter 3")
    qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: bool(view.waiting_cards), timeout=15_000)
    [card] = view.waiting_cards
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        click(qtbot, card.refuse_button)
    assert card.outcome_label.text() == (
        "Plan refused: the assistant makes no change in this turn.")
    assert main_window.controller.snapshot().documents == before.documents

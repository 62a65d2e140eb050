"""The approval card in the real window, driven as a writer drives it against a loopback model
server: the proposed text rewritten before approving (what is made, listed and undone is the
writer's version, and the model is told), a change of several parts approved part by part
with its check boxes, and Edit ▸ Undo giving back the files byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from assistant.gui.assistant.cards.approval import ApprovalCard
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback
from tests.gui.writer import click, type_text

WIRE = OpenAIWire()
CHAPTER_3 = "d-218eff7021"


def tool(number: int, name: str, **arguments):
    return WIRE.tool_reply([(f"call_{number}", name, json.dumps(arguments))])


def answer(text: str):
    return WIRE.text_reply([text], usage=(30, 8))


def project_files(root: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(root)): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".quire" not in path.relative_to(root).parts
    }


def tool_messages(server) -> list[str]:
    """What the model read back from its tools, in every request it was sent."""
    return [m["content"] for r in server.requests if r.body and "messages" in r.body
            for m in r.body["messages"] if m["role"] == "tool"]  # fmt: skip


def ask_for_a_change(qtbot, window, question: str) -> ApprovalCard:
    """Switch to Act, type ``question`` and press Enter; the card once the change waits."""
    panel = window.assistant_panel
    click(qtbot, panel.act_button)
    panel.question_edit.setFocus()
    type_text(qtbot, panel.question_edit, question)
    qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(panel.turn_views and panel.turn_views[-1].waiting_cards),
                    timeout=15_000)  # fmt: skip
    return panel.turn_views[-1].waiting_cards[0]


def undo_gives_back(qtbot, window, root: Path, before: dict[str, bytes]) -> None:
    """Save, Edit ▸ Undo, save: the files are what they were, byte for byte."""
    window.menus.save_action.trigger()
    assert project_files(root) != before
    assert window.menus.undo_action.isEnabled()
    window.menus.undo_action.trigger()
    window.menus.save_action.trigger()
    assert project_files(root) == before


def test_the_writer_rewrites_the_proposed_text_and_that_is_what_is_made(
    qtbot, main_window, sample_copy, loopback
):
    configure_loopback(loopback, approval_policy="every")
    loopback.add(
        tool(1, "insert_text", document=CHAPTER_3, where="start", text="A grey dawn.\n\n"),
        answer("I added an opening line."),
    )
    before = project_files(sample_copy)
    card = ask_for_a_change(qtbot, main_window, "Open chapter 3 with the dawn")

    assert card.edit_button.isVisible() and not card.parts.isVisible()
    click(qtbot, card.edit_button)
    [row] = card.parts.rows
    assert row.editor.isVisible() and not row.check.isVisible()
    assert row.editor.toPlainText() == "A grey dawn.\n\n"
    row.editor.setFocus()
    qtbot.keyClick(row.editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, row.editor, "A white dawn, and no wind.")
    qtbot.keyClick(row.editor, Qt.Key.Key_Return)
    qtbot.keyClick(row.editor, Qt.Key.Key_Return)
    panel = main_window.assistant_panel
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        click(qtbot, card.approve_button)

    text = main_window.controller.snapshot().documents[CHAPTER_3].text
    assert text.startswith("A white dawn, and no wind.\n\nFour days after the Gull fell")
    assert card.outcome_label.text().startswith("Approved (in your own words)\n")
    [row] = panel.turn_views[-1].changes.rows
    assert row.summary.text().endswith("\nIn your own words")
    said = tool_messages(loopback)[-1]
    assert "rewrote part 1 in their own words" in said
    assert "“A white dawn, and no wind.”" in said
    undo_gives_back(qtbot, main_window, sample_copy, before)


def test_a_change_of_four_places_is_approved_part_by_part(
    qtbot, main_window, sample_copy, loopback
):
    configure_loopback(loopback, approval_policy="every")
    loopback.add(
        tool(1, "replace_text", document=CHAPTER_3, find="Saltmere", replace="Saltmarsh",
             expected_count=4),
        answer("Renamed the town."),
    )  # fmt: skip
    before = project_files(sample_copy)
    card = ask_for_a_change(qtbot, main_window, "Call Saltmere Saltmarsh in chapter 3")

    rows = card.parts.rows
    assert card.parts.isVisible() and len(rows) == 4
    assert all(row.check.isVisible() and row.check.isChecked() for row in rows)
    assert rows[0].label.text() == "“Saltmere” becomes “Saltmarsh”"
    for row in rows:  # the writer clears every box: there is nothing to approve
        click(qtbot, row.check)
    assert not card.approve_button.isEnabled()
    click(qtbot, rows[0].check)
    click(qtbot, rows[2].check)
    assert card.approve_button.isEnabled()
    panel = main_window.assistant_panel
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        click(qtbot, card.approve_button)

    world = main_window.controller.snapshot()
    text = world.documents[CHAPTER_3].text
    assert text.count("Saltmarsh") == 2 and text.count("Saltmere") == 2
    assert text.index("Saltmarsh") == rows[0].hunk.start
    assert card.outcome_label.text().startswith("Approved (you took 2 of 4 parts)\n")
    [change] = panel.turn_views[-1].changes.rows
    assert change.summary.text().endswith("\nYou took 2 of 4 parts")
    said = tool_messages(loopback)[-1]
    assert "approved only parts 1 and 3 of the 4 parts" in said
    assert "parts 2 and 4 were left as they were" in said
    undo_gives_back(qtbot, main_window, sample_copy, before)

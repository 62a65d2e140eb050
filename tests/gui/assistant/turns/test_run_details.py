"""Show run details, as a writer opens it under a turn: who decided each change the
assistant proposed (the writer's refusal with its reason, in the writer's language), and
the same words in Edit ▸ Assistant History; and the run saved for a bug report, with the
writer's text left out."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication, QFileDialog

from assistant.agent.loop.mode import Mode
from assistant.agent.replay.record import RunRecord, read_records
from assistant.gui.assistant.run_history_window import RunHistoryWindow
from assistant.gui.assistant.turns.run_details import RunDetailsDialog
from tests.agent.providers.wires import OpenAIWire
from tests.cli.commands.test_ask_house_rules import Model
from tests.gui.assistant.asking import configure_loopback
from tests.gui.conftest import installed_language
from tests.gui.writer import click, type_text

WIRE = OpenAIWire()
TIMELINE = "d-6349d7e158"
CHAPTER_3 = "d-218eff7021"


def call(number: int, name: str, **arguments) -> tuple[str, str, str]:
    return (f"call_{number}", name, json.dumps(arguments))


def open_details(qtbot, view) -> RunDetailsDialog:
    """Click “Show run details” under the turn; the dialog it opens."""
    click(qtbot, view.details_button)
    dialogs = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, RunDetailsDialog) and w.isVisible()]  # fmt: skip
    assert len(dialogs) == 1
    return dialogs[0]


def rows(dialog: RunDetailsDialog) -> list[tuple[str, str]]:
    tree = dialog.tree
    kind, details = tree.columnCount() - 2, tree.columnCount() - 1
    return [(tree.topLevelItem(i).text(kind), tree.topLevelItem(i).toolTip(details))
            for i in range(tree.topLevelItemCount())]  # fmt: skip


def refuse_the_trash(qtbot, panel, loopback):
    """In act mode, with every change asking: the writer approves the retitle and refuses
    trashing Chapter 3, typing why; returns the turn's view."""
    configure_loopback(loopback, approval_policy="every", review_changes=False)
    loopback.responder = Model(
        WIRE.tool_reply([call(1, "retitle", node=TIMELINE, title="Dates"),
                         call(2, "trash_node", node=CHAPTER_3)]),
        WIRE.text_reply(["The timeline is retitled; chapter 3 stays."]),
    )  # fmt: skip
    panel.set_mode(Mode.ACT)
    panel.ask("Tidy the manuscript")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    click(qtbot, view.waiting_cards[0].approve_button)
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1
                    and view.waiting_cards[0].proposal.preview.target_id == CHAPTER_3,
                    timeout=10_000)  # fmt: skip
    card = view.waiting_cards[0]
    type_text(qtbot, card.reason_edit, "Das Kapitel bleibt")
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        click(qtbot, card.reject_button)
    return view


def test_the_writers_refusal_is_in_the_run_details_in_their_language(qtbot, panel, loopback):
    with installed_language("de"):
        view = refuse_the_trash(qtbot, panel, loopback)
        dialog = open_details(qtbot, view)
        decisions = [text for kind, text in rows(dialog) if kind == "decision"]
        dialog.close()
    assert decisions == [
        "„Dates“ geändert – Von Ihnen angenommen (bei jeder Änderung wird gefragt)",
        "„Chapter 3: Upriver“ in den Papierkorb verschoben – Von Ihnen abgelehnt: Das Kapitel "
        "bleibt (bei jeder Änderung wird gefragt)",
    ]


def test_the_assistant_history_lists_who_decided_each_change(qtbot, panel, loopback):
    view = refuse_the_trash(qtbot, panel, loopback)
    assert view is not None
    window = RunHistoryWindow(panel.session)
    qtbot.addWidget(window)
    window.show()
    run = window.tree.topLevelItem(0)
    lines = [run.child(i).text(0) for i in range(run.childCount())]
    assert lines == [
        "Renamed “Timeline” to “Dates” — Approved by you (every change asks)",
        "Moved “Chapter 3: Upriver” to the trash — Refused by you: Das Kapitel bleibt "
        "(every change asks)",
    ]


def test_save_for_a_bug_report_leaves_out_the_writers_text(
    qtbot, panel, panel_controller, loopback, tmp_path, monkeypatch
):
    configure_loopback(loopback)
    loopback.add(
        WIRE.tool_reply([call(1, "read_document", document=CHAPTER_3)]),
        WIRE.text_reply(["Chapter 3 is about the river rising."]),
    )
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        panel.ask("What is chapter 3 about?")
    dialog = open_details(qtbot, panel.turn_views[-1])
    target = tmp_path / "for the report.jsonl"
    asked_where = []

    def save_as(parent, caption, suggested, filters):
        asked_where.append((caption, Path(suggested).name, filters))
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    click(qtbot, dialog.leave_out)
    click(qtbot, dialog.save_button)
    assert asked_where == [("Save for a Bug Report",
                            f"quire-{panel.turn_views[-1].turn_id}.jsonl",
                            "Run records (*.jsonl)")]  # fmt: skip
    assert dialog.saved_label.isVisible()
    assert dialog.saved_label.text() == (
        f"Saved to {target}. Attach the file to your report: quire replay reads it."
    )
    dialog.close()
    saved = target.read_text(encoding="utf-8")
    chapter = panel_controller.world.documents[CHAPTER_3].text
    assert not [w for w in chapter.split() if len(w) > 5 and w.isalpha() and w in saved]
    assert "What is chapter 3 about?" not in saved and "river" not in saved
    records = read_records(target)
    assert [r["kind"] for r in records] == [r["kind"] for r in dialog.records]
    assert RunRecord.of(records).tool_results[0].call == (
        f'read_document({{"document":"{CHAPTER_3}"}})'
    )

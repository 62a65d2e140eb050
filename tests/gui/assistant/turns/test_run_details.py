"""Show run details, as a writer opens it under a turn: who decided each change the
assistant proposed (the writer's refusal with its reason, in the writer's language), and
the same words in Edit ▸ Assistant History."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication

from assistant.agent.loop.mode import Mode
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

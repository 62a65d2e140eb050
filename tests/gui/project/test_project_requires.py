"""Project ▸ Project Settings…: what the project requires of the assistant's changes, set as a
writer sets it (one undo step, kept with the project), and holding in the app's own act-mode
runs over settings that ask about nothing; the options in the writer's language."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from assistant.agent.loop.mode import Mode
from assistant.gui.project.project_settings_dialog import ProjectSettingsDialog
from assistant.gui.window.main_window import MainWindow
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback
from tests.gui.conftest import installed_language
from tests.gui.writer import choose, click

WIRE = OpenAIWire()
TIMELINE = "d-6349d7e158"


def open_settings(main_window: MainWindow) -> ProjectSettingsDialog:
    main_window.writing_tools.project_settings_action.trigger()
    dialog = main_window.writing_tools.project_settings_dialog
    assert isinstance(dialog, ProjectSettingsDialog) and dialog.isVisible()
    return dialog


def ok(qtbot, dialog: ProjectSettingsDialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    click(qtbot, box.button(QDialogButtonBox.StandardButton.Ok))


def test_every_change_asks_in_this_project_whatever_the_settings_say(
    qtbot, main_window, quire_config, qasync_loop, loopback
):
    configure_loopback(loopback, approval_policy="none", review_changes=False)
    dialog = open_settings(main_window)
    assert dialog.approval_combo.currentData() == "none" and not dialog.review_box.isChecked()
    choose(qtbot, dialog.approval_combo, "every")
    ok(qtbot, dialog)
    controller = main_window.controller
    assert controller.world.settings.least_approval == "every"
    assert main_window.menus.undo_action.text() == "&Undo Change project settings"

    # The settings ask about nothing, the project about every change: the change waits.
    loopback.add(
        WIRE.tool_reply([("call_1", "retitle", json.dumps({"node": TIMELINE, "title": "Dates"}))]),
        WIRE.text_reply(["Retitled."]),
    )
    panel = main_window.assistant_panel
    click(qtbot, panel.act_button)
    assert panel.mode == Mode.ACT
    panel.ask("Retitle the timeline")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    assert controller.world.documents[TIMELINE].title == "Timeline"  # not yet
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        click(qtbot, view.waiting_cards[0].approve_button)
    assert controller.world.documents[TIMELINE].title == "Dates"


def test_the_reviewer_is_required_with_one_click_and_undone_with_one_step(qtbot, main_window):
    dialog = open_settings(main_window)
    qtbot.mouseClick(dialog.review_box, Qt.MouseButton.LeftButton)
    assert dialog.review_box.isChecked()
    ok(qtbot, dialog)
    settings = main_window.controller.world.settings
    assert settings.always_review and settings.least_approval == "none"
    main_window.menus.undo_action.trigger()
    assert not main_window.controller.world.settings.always_review
    again = open_settings(main_window)
    assert not again.review_box.isChecked()
    again.reject()


def test_the_options_are_in_the_writers_language(qtbot, main_window):
    with installed_language("fr"):
        dialog = open_settings(main_window)
        offered = [dialog.approval_combo.itemText(i) for i in range(dialog.approval_combo.count())]
        review = dialog.review_box.text()
        dialog.reject()
    assert offered == [
        "comme le disent les paramètres de chacun",
        "pour les suppressions et les grandes réécritures",
        "pour chaque modification",
    ]
    assert review == "Le relecteur &vérifie toujours chaque modification d'abord"

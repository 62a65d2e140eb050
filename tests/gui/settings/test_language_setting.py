"""The settings dialog says when a new language choice applies (the next start)."""

from __future__ import annotations

from assistant.agent.config.settings import Settings, read_settings_file, save_settings
from assistant.gui.settings.dialog import SettingsDialog
from tests.gui.writer import choose, click

MODELS = {"data": [{"id": "m"}]}


def test_a_different_language_says_it_applies_at_the_next_start(
    qtbot, quire_config, qasync_loop, loopback
):
    save_settings(
        Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="m", language="de")
    )
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.app_rows.language_combo
    assert combo.currentData() == "de" and not dialog.app_rows.language_note.isVisible()

    choose(qtbot, combo, "nb")
    assert dialog.app_rows.language_note.isVisible()
    choose(qtbot, combo, "de")
    assert not dialog.app_rows.language_note.isVisible()

    choose(qtbot, combo, "es")
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Save))
    assert read_settings_file(dialog.path).language == "es"
    dialog.done(0)

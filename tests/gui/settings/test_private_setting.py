"""Settings ▸ Let a model on this computer read private material: off by default, saved to
the settings file when ticked, and what the assistant's set-up reads for the next question."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from assistant.agent.config.settings import (
    Settings,
    read_settings_file,
    save_settings,
    settings_path,
)
from assistant.agent.session.provider_setup import load_setup
from assistant.gui.settings.dialog import SettingsDialog, settings_events
from tests.gui.writer import click


def test_ticking_the_box_lets_a_local_model_read_private_material(qtbot, quire_config, qasync_loop):
    save_settings(Settings(provider="lmstudio", base_url="http://127.0.0.1:9/v1", model="m"))
    assert load_setup().reads_private is False
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.private_row.isChecked()
    click(qtbot, dialog.private_row)
    with qtbot.waitSignal(settings_events().changed, timeout=2000):
        click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Save))
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert read_settings_file(settings_path()).local_reads_private is True
    assert load_setup().reads_private is True

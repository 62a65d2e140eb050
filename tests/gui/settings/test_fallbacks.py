"""The settings dialog's row of fallback models: typed, checked as typed, saved, and shown
again. Driven by typing and clicks, as a writer uses it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from assistant.agent.config.settings import (
    Settings,
    read_settings_file,
    save_settings,
    settings_path,
)
from assistant.gui.settings.dialog import SettingsDialog
from tests.gui.writer import click, retype


@pytest.fixture
def open_dialog(qtbot, quire_config, qasync_loop):
    made: list[SettingsDialog] = []

    def make() -> SettingsDialog:
        dialog = SettingsDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        made.append(dialog)
        return dialog

    yield make
    for dialog in made:
        dialog.done(0)


def save(qtbot, dialog: SettingsDialog) -> None:
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Save))


def test_fallbacks_are_typed_checked_and_saved(qtbot, open_dialog) -> None:
    save_settings(Settings(provider="anthropic", model="claude-sonnet-4-5"))
    dialog = open_dialog()
    row = dialog.fallback_row
    assert row.edit.text() == ""
    typed = "ollama/qwen2.5:7b http://gpu box:11434"
    retype(qtbot, row.edit, typed)
    assert row.status.text().startswith(f"“{typed}” is not a fallback")
    save(qtbot, dialog)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "is not a fallback" in dialog.problem_label.text()
    assert read_settings_file(settings_path()).fallbacks == ()

    retype(qtbot, row.edit, "ollama/")
    assert row.status.text() == "Fallback “ollama/”: name a model, as ollama/model."
    retype(qtbot, row.edit, "claude-haiku-4-5, ollama/qwen2.5:7b http://gpu-box:11434")
    assert row.status.text() == ""
    save(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert read_settings_file(settings_path()).fallbacks == (
        "claude-haiku-4-5",
        "ollama/qwen2.5:7b http://gpu-box:11434",
    )
    again = open_dialog()
    assert again.fallback_row.edit.text() == (
        "claude-haiku-4-5, ollama/qwen2.5:7b http://gpu-box:11434"
    )


def test_fallbacks_are_saved_with_local_only_on(qtbot, open_dialog) -> None:
    """Local only was turned on and saved; the writer opens Settings again, adds a fallback
    and saves."""
    save_settings(Settings(provider="ollama", model="qwen2.5:7b", local_only=True))
    dialog = open_dialog()
    retype(qtbot, dialog.fallback_row.edit, "llama3.2")
    save(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    saved = read_settings_file(settings_path())
    assert saved.local_only and saved.fallbacks == ("llama3.2",)

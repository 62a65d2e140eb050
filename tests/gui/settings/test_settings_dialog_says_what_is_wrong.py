"""What the settings dialog says when it opens about a settings file key Quire does not know
(kept in the file) and a ``QUIRE_*`` variable it cannot use, and saving again settings that
hold a true or false. Driven by typing and clicks, as a writer uses it."""

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


def test_an_unknown_key_is_named_with_the_closest_and_kept(qtbot, open_dialog) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('provider = "ollama"\nmodel = "qwen2.5:7b"\nmax_stepz = 3\n', "utf-8")
    dialog = open_dialog()
    assert dialog.problem_label.isVisible()
    assert dialog.problem_label.text() == (
        "The settings file has a setting Quire does not know, “max_stepz” (did you mean "
        "“max_steps”?). It stays in the file and has no effect."
    )
    retype(qtbot, dialog.assistant_rows.max_steps_spin.lineEdit(), "5")
    save(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    text = path.read_text("utf-8")
    assert "max_stepz = 3" in text and "max_steps = 5" in text  # nothing of the writer's lost


def test_a_variable_that_cannot_be_used_is_said_when_settings_open(
    qtbot, open_dialog, monkeypatch
) -> None:
    monkeypatch.setenv("QUIRE_LOCAL_ONLY", "maybe")
    dialog = open_dialog()
    assert dialog.problem_label.isVisible()
    text = dialog.problem_label.text()
    assert text.startswith("A variable of the environment Quire was started in cannot be used")
    assert "QUIRE_LOCAL_ONLY must be a yes (1, true, yes, on) or a no" in text
    assert "not 'maybe'" in text
    assert dialog.connection.local_only_check.isChecked()  # the lock holds meanwhile


def test_settings_with_local_only_on_save_again(qtbot, open_dialog) -> None:
    """Local only was turned on and saved; the writer opens Settings again and saves."""
    save_settings(Settings(provider="ollama", model="qwen2.5:7b", local_only=True))
    dialog = open_dialog()
    retype(qtbot, dialog.assistant_rows.max_steps_spin.lineEdit(), "5")
    save(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    saved = read_settings_file(settings_path())
    assert saved.local_only and saved.max_steps == 5

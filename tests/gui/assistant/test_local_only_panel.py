"""Local only in the app: chosen in Settings, shown as a badge on the assistant panel, and a
question to a server off this computer is refused in words with nothing sent."""

from __future__ import annotations

import socket
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from assistant.agent.config.settings import (
    Settings,
    read_settings_file,
    save_settings,
    settings_path,
)
from assistant.agent.loop.messages import ErrorKind
from assistant.gui.settings.dialog import SettingsDialog, settings_events
from tests.agent.providers.loopback import json_reply
from tests.gui.assistant.asking import configure_loopback

MODELS = {"data": [{"id": "test-model"}]}


pytestmark = pytest.mark.usefixtures("qasync_loop")  # the panel looks for local servers


def test_local_only_is_turned_on_in_settings_and_the_panel_shows_a_badge(
    qtbot, panel, loopback
):
    configure_loopback(loopback)
    loopback.add(json_reply(200, MODELS), json_reply(200, MODELS))
    assert panel.local_only_badge.isHidden()

    qtbot.mouseClick(panel.settings_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.window().findChild(SettingsDialog) is not None)
    dialog = panel.window().findChild(SettingsDialog)
    assert not dialog.connection.local_only_check.isChecked()
    dialog.connection.local_only_check.click()
    with qtbot.waitSignal(settings_events().changed, timeout=3000):
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Save),
            Qt.MouseButton.LeftButton,
        )
    assert read_settings_file(settings_path()).local_only is True
    assert panel.local_only_badge.isVisible()
    assert panel.local_only_badge.text() == "Local only"


def test_a_question_to_a_server_off_this_computer_is_refused_in_words(
    qtbot, panel, monkeypatch
):
    save_settings(
        Settings(
            provider="openai-compatible",
            base_url="http://10.20.30.40:8000/v1",
            model="m",
            local_only=True,
        )
    )
    settings_events().changed.emit()
    attempts: list[Any] = []

    def refuse(*args: Any, **kwargs: Any) -> Any:
        address = args[1] if isinstance(args[0], socket.socket) else args[0]
        attempts.append(address[0] if isinstance(address, tuple) else address)
        raise OSError("test: a connection was attempted")

    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    assert panel.local_only_badge.isVisible()
    with qtbot.waitSignal(panel.turn_finished, timeout=5000) as blocker:
        panel.question_edit.setPlainText("Who is Mara?")
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    result = blocker.args[0]
    assert result.error.kind is ErrorKind.LOCAL_ONLY
    view = panel.turn_views[-1]
    assert "Local only is on, and 10.20.30.40 is not on this computer" in view.error_label.text()
    assert view.error_button.text() == "Open Settings…"
    # (the first-run search for local servers may knock on this computer's ports)
    assert [host for host in attempts if host not in ("127.0.0.1", "localhost", "::1")] == []

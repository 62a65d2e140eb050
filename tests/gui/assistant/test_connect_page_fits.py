"""The Connect page on a short screen: a local model server found is offered in sight, not
below the fold (N25; the panel is 280x370 at 1024x700 with the window's other panes)."""

from __future__ import annotations

import socket

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QPushButton

from assistant.agent.config.local_servers import ServerCandidate
from assistant.gui.assistant.panel import AssistantPanel
from tests.agent.providers.loopback import json_reply


def _closed_port_url() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


def test_a_server_found_is_in_sight_on_a_short_panel(
    qtbot, quire_config, panel_controller, loopback, qasync_loop
):
    loopback.add(json_reply(200, {"data": [{"id": "scripted-novel-model"}]}))
    nothing_here = ServerCandidate("ollama", "Ollama", _closed_port_url(), "/api/tags", "")
    studio = ServerCandidate("lmstudio", "LM Studio", loopback.url, "/v1/models")
    panel = AssistantPanel(panel_controller, server_candidates=(nothing_here, studio))
    qtbot.addWidget(panel)
    panel.resize(280, 370)
    panel.show()
    page = panel.connect_page
    qtbot.waitUntil(lambda: bool(page.servers) or not page.is_looking(), timeout=5000)
    assert [s.name for s in page.servers] == ["LM Studio"]
    button = page.findChild(QPushButton, "use_lmstudio")
    assert button is not None
    qtbot.waitUntil(button.isVisible)
    viewport = page.viewport()
    shown = QRect(button.mapTo(viewport, QPoint(0, 0)), button.size())
    assert viewport.rect().contains(shown), (shown, viewport.rect())

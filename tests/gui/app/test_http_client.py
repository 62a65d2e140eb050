"""Background network tasks end with the window part that started them."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from assistant.agent.config.local_servers import ServerCandidate
from assistant.gui.assistant.connect_page import ConnectPage
from tests.gui.writer import click


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A loopback port that takes connections into its backlog and never answers."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"


def test_a_closed_connect_page_stops_looking_for_servers(qtbot, qasync_loop, silent_server):
    reports: list[object] = []
    ollama = ServerCandidate("ollama", "Ollama", silent_server, "/api/tags")
    page = ConnectPage(candidates=(ollama,))
    page.detection_finished.connect(reports.append)
    page.show()
    click(qtbot, page.look_again_button)  # as the writer asks Quire to look again
    task = page._task
    assert task is not None and not task.done()
    qtbot.wait(50)  # the probe is under way, waiting on the silent server
    assert not task.done()

    page.deleteLater()
    qtbot.waitUntil(task.done, timeout=2000)
    assert task.cancelled()
    qtbot.wait(50)
    assert reports == []

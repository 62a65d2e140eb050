"""What the start reads after the first paint is read on a thread of its own while the window
goes on answering; the TLS settings made ahead are the ones the shared client then uses."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from assistant.gui.app import http_client
from assistant.gui.app.read_ahead import AFTER_PAINT, read_ahead

_GATE = """
import threading
OPEN = threading.Event()
"""

_SLOW = """
import threading
from quire_gate_{tag} import OPEN
THREAD = threading.current_thread().name
WAITED = OPEN.wait(10)  # opened by a timer on the GUI thread: its event loop runs meanwhile
"""


@pytest.fixture
def modules(tmp_path: Path) -> Iterator[tuple[str, str]]:
    """A gate module and a slow module that waits, on import, for the gate to open."""
    tag = tmp_path.name.replace("-", "_")
    gate, slow = f"quire_gate_{tag}", f"quire_slow_{tag}"
    (tmp_path / f"{gate}.py").write_text(_GATE, encoding="utf-8")
    (tmp_path / f"{slow}.py").write_text(_SLOW.format(tag=tag), encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        yield gate, slow
    finally:
        sys.path.remove(str(tmp_path))
        for name in (gate, slow):
            sys.modules.pop(name, None)


@pytest.fixture
def shown(qtbot) -> QPlainTextEdit:
    window = QPlainTextEdit("A window that stays shown.")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_modules_are_read_on_a_thread_while_the_window_answers(qtbot, modules, shown):
    gate, slow = modules
    __import__(gate)
    typed: list[str] = []

    def writer_types() -> None:  # runs only if the event loop runs during the wait
        shown.appendPlainText("typed meanwhile")
        typed.append(shown.toPlainText())
        sys.modules[gate].OPEN.set()

    QTimer.singleShot(0, writer_types)
    assert read_ahead(QApplication.instance(), shown, (slow,)) is True
    module = sys.modules[slow]
    assert module.THREAD == "quire-read-ahead"
    assert module.WAITED is True
    assert typed and typed[0].endswith("typed meanwhile")


def test_what_the_app_holds_once_read_is_set_aside_from_the_collector(qtbot, modules, shown):
    gate, slow = modules
    __import__(gate)
    sys.modules[gate].OPEN.set()
    gc.unfreeze()
    held = [object()]  # a container the collector tracks, alive before the modules are read
    assert gc.is_tracked(held) and gc.get_freeze_count() == 0
    assert gc.isenabled()
    assert read_ahead(QApplication.instance(), shown, (slow,)) is True
    assert gc.get_freeze_count() > 0
    assert all(o is not held for o in gc.get_objects())  # no collection walks it again
    assert gc.isenabled()  # the collector runs again, for what is made from now on
    made_after: list[object] = [held]
    assert any(o is made_after for o in gc.get_objects())


def test_a_paused_collector_stays_paused(qtbot, modules, shown):
    gate, slow = modules
    __import__(gate)
    sys.modules[gate].OPEN.set()
    gc.disable()
    try:
        assert read_ahead(QApplication.instance(), shown, (slow,)) is True
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_module_that_cannot_be_read_leaves_the_others_read(qtbot, modules, shown):
    gate, slow = modules
    __import__(gate)
    sys.modules[gate].OPEN.set()
    missing = "quire_no_such_module_anywhere"
    assert read_ahead(QApplication.instance(), shown, (missing, slow)) is True
    assert slow in sys.modules and missing not in sys.modules


def test_closing_the_window_meanwhile_ends_the_wait_and_says_so(qtbot, modules, shown):
    gate, slow = modules
    __import__(gate)
    QTimer.singleShot(0, shown.close)  # the writer closes the window before the modules are read
    assert read_ahead(QApplication.instance(), shown, (slow,), wait_ms=5000) is False
    sys.modules[gate].OPEN.set()  # the thread, still reading, finishes on its own
    qtbot.waitUntil(lambda: slow in sys.modules)


def test_a_window_already_closed_is_not_waited_for(qtbot, shown):
    shown.close()
    assert read_ahead(QApplication.instance(), shown, ("json",)) is False


def test_what_the_start_reads_ahead_includes_asyncio_and_the_panel():
    assert {"asyncio", "qasync", "assistant.gui.assistant.panel"} <= set(AFTER_PAINT)


def test_the_shared_client_uses_the_tls_settings_made_ahead(monkeypatch):
    monkeypatch.setattr(http_client, "_tls", None)
    monkeypatch.setattr(http_client, "_client", None)
    http_client.prepare_tls()
    made = http_client._tls
    assert made is not None and made.check_hostname and made.verify_mode.name == "CERT_REQUIRED"
    http_client.prepare_tls()  # once only
    assert http_client._tls is made
    client = http_client.shared_client()
    try:
        assert client._transport._pool._ssl_context is made  # type: ignore[attr-defined]
    finally:
        monkeypatch.setattr(http_client, "_client", None)


def test_without_tls_made_ahead_the_client_makes_its_own(monkeypatch):
    monkeypatch.setattr(http_client, "_tls", None)
    monkeypatch.setattr(http_client, "_client", None)
    client = http_client.shared_client()
    try:
        context = client._transport._pool._ssl_context  # type: ignore[attr-defined]
        assert context is not None and context.verify_mode.name == "CERT_REQUIRED"
    finally:
        monkeypatch.setattr(http_client, "_client", None)

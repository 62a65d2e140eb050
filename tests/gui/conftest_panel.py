"""Fixtures for the assistant panel's tests: an isolated settings folder and keyring, the
sample project behind a real controller, a qasync loop on the test's Qt loop, and a loopback
model server speaking OpenAI-compatible SSE; numbers as an English-speaking writer sees them
(``english_numbers``); and asking or clicking as the writer does, until the turn ends.

Test modules import the fixtures and helpers they use from here.
"""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import keyring
import keyring.backend
import pytest
import qasync
import shiboken6
from PySide6.QtCore import QLocale, Qt

from assistant.agent.config.settings import Settings, save_settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.providers.retry import RetryPolicy
from assistant.agent.session.provider_setup import AssistantSetup, load_setup
from assistant.gui.app.http_client import aclose_shared_client
from assistant.gui.settings.dialog import settings_events
from assistant.gui.window.controller import ProjectController
from tests.agent.providers.loopback import LoopbackServer
from tests.conftest import QUIRE_ENV, MemoryKeyring
from tests.paths import SAMPLE


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    previous = keyring.get_keyring()
    store = MemoryKeyring()
    keyring.set_keyring(store)
    yield store
    keyring.set_keyring(previous)


@pytest.fixture
def quire_config(tmp_path, monkeypatch, memory_keyring) -> Path:
    """An empty settings folder of the test's own, no key in the environment."""
    folder = tmp_path / "config"
    monkeypatch.setenv("QUIRE_CONFIG_DIR", str(folder))
    for name in QUIRE_ENV:
        monkeypatch.delenv(name, raising=False)
    return folder


@pytest.fixture
def panel_controller(qtbot, tmp_path) -> Iterator[ProjectController]:
    """A controller with a writable copy of the sample project open."""
    root = tmp_path / "sample"
    shutil.copytree(SAMPLE, root)
    controller = ProjectController()
    controller.open(root)
    yield controller
    controller.close()
    # Delete it here, on the GUI thread: left to the garbage collector, its file watcher could
    # be destroyed on whichever thread happens to collect (a worker's), racing the event loop.
    shiboken6.delete(controller)


_loop: asyncio.AbstractEventLoop | None = None


def shared_qasync_loop(qapp) -> asyncio.AbstractEventLoop:
    """One qasync loop for the whole run, as the app has one (a second qasync loop on a Qt
    loop that is already running does not run its tasks once the first was closed)."""
    global _loop
    if _loop is None:
        _loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(_loop)
    asyncio.events._set_running_loop(_loop)
    return _loop


@pytest.fixture
def qasync_loop(qapp) -> Iterator[asyncio.AbstractEventLoop]:
    """asyncio on the Qt loop the test spins; the shared HTTP client is closed afterwards."""
    loop = shared_qasync_loop(qapp)
    yield loop
    closing = loop.create_task(aclose_shared_client())
    deadline = loop.time() + 5
    while not closing.done() and loop.time() < deadline:
        qapp.processEvents()
    asyncio.events._set_running_loop(None)


@pytest.fixture
def loopback() -> Iterator[LoopbackServer]:
    with LoopbackServer() as server:
        yield server


def configure_loopback(server: LoopbackServer, **changes) -> Settings:
    """Save settings that point the assistant at ``server`` as an OpenAI-compatible one."""
    settings = replace(
        Settings(provider="openai-compatible", base_url=server.url + "/v1", model="test-model"),
        **changes,
    )
    save_settings(settings)
    settings_events().changed.emit()  # as the settings dialog tells the app when it saves
    return settings


def no_wait_setup() -> AssistantSetup:
    """The settings' provider, retrying without sleeping (tests of failures stay fast)."""
    setup = load_setup()
    provider = setup.provider
    config = replace(
        provider.config, retry=RetryPolicy(max_retries=0, sleep=lambda _seconds, _cancel: None)
    )
    return AssistantSetup(type(provider)(config), setup.settings)


@pytest.fixture(autouse=True)
def english_numbers() -> Iterator[None]:
    """Numbers as an English-speaking writer sees them, whatever the machine's locale (for
    every test of a module that imports it)."""
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(previous)


def send(qtbot, panel, question: str, timeout: int = 15_000):
    """Type ``question`` into the panel and press Enter; the result when the turn ends."""
    with qtbot.waitSignal(panel.turn_finished, timeout=timeout) as blocker:
        panel.question_edit.setPlainText(question)
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    return blocker.args[0]


def click_and_wait(qtbot, panel, button, timeout: int = 15_000):
    """Click ``button`` (Keep going, Try again, …); the result when the turn ends."""
    with qtbot.waitSignal(panel.turn_finished, timeout=timeout) as blocker:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return blocker.args[0]


def rename_then_replace(world) -> list[AiResponse]:
    """A model's act turn on ``world``: it renames the first entity to “X”, then replaces the first
    word of the first document that has text with “Y”, then says it is done (two changes)."""
    entity = next(iter(world.entities.values()))
    document = next(d for d in world.documents.values() if d.text.strip())
    word = document.text.split()[0]
    return [
        AiResponse(
            tool_calls=(AiToolCall("w1", "rename_entity", {"entity": entity.id, "name": "X"}),)
        ),
        AiResponse(
            tool_calls=(
                AiToolCall(
                    "w2",
                    "replace_text",
                    {"document": document.id, "find": word, "replace": "Y",
                     "expected_count": document.text.count(word)},
                ),
            )
        ),
        AiResponse(text="OK."),
    ]  # fmt: skip

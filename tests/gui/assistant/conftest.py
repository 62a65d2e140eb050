"""Fixtures for the assistant panel's tests: the sample project behind a real controller, the
panel on it, and numbers as an English-speaking writer sees them.

Asking as the writer does (a question sent, a button clicked until the turn ends, settings
pointing at a loopback model) is in ``asking.py``.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator

import pytest
import shiboken6
from PySide6.QtCore import QLocale

from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.window.controller import ProjectController
from tests.gui.assistant.asking import no_wait_setup
from tests.paths import SAMPLE


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


@pytest.fixture
def panel_size() -> tuple[int, int]:
    """The panel's width and height (a module wanting others defines this fixture)."""
    return (420, 700)


@pytest.fixture
def panel_setup() -> Callable[[], AssistantSetup]:
    """Where the panel finds its model: the saved settings' provider, retrying without
    sleeping (a module wanting another defines this fixture)."""
    return no_wait_setup


@pytest.fixture
def panel(
    qtbot, quire_config, panel_controller, panel_size, panel_setup
) -> Iterator[AssistantPanel]:
    """The assistant panel on the sample copy, shown, with settings of the test's own; shut
    down at the end."""
    panel = AssistantPanel(panel_controller, setup_factory=panel_setup, flush_ms=5)
    qtbot.addWidget(panel)
    panel.resize(*panel_size)
    panel.show()
    yield panel
    panel.shutdown()


@pytest.fixture
def english_numbers() -> Iterator[None]:
    """Numbers as an English-speaking writer sees them, whatever the machine's locale (a
    module uses it for all its tests with ``pytest.mark.usefixtures``)."""
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(previous)

"""Fixtures for the window's tests: a writable copy of the sample project, a controller with
it open, and the real main window over that controller, whose dialogs answer from a script;
for any GUI test, settings and a keyring of its own, asyncio on the Qt loop, and a loopback
model server speaking OpenAI-compatible SSE; and every test's time limit (``time_limit.py``).

The assistant panel's own fixtures are in ``assistant/conftest.py``.
"""

from __future__ import annotations

import asyncio
import shutil
from collections import deque
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import keyring
import pytest
import qasync
import shiboken6
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QApplication

from assistant.gui.app.http_client import aclose_shared_client
from assistant.gui.app.i18n import TranslationSet, compile_translations
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.questions import ExternalChoice
from tests.agent.providers.loopback import LoopbackServer
from tests.conftest import QUIRE_ENV, MemoryKeyring
from tests.gui.time_limit import (  # noqa: F401 (the time limit's fixture and hooks)
    gui_time_limit,
    pytest_runtest_makereport,
    pytest_timeout_set_timer,
)
from tests.paths import SAMPLE


def copy_sample(destination: Path) -> Path:
    shutil.copytree(SAMPLE, destination, ignore=shutil.ignore_patterns(".quire"))
    return destination


@contextmanager
def installed_language(language: str) -> Iterator[str]:
    """Quire in ``language`` as the app installs it (English too, for its plural forms);
    the translations and the locale for numbers are put back afterwards."""
    compile_translations()
    locale = QLocale()
    translations = TranslationSet()
    translations.install(language)
    try:
        yield language
    finally:
        translations.uninstall()
        QLocale.setDefault(locale)


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


@pytest.fixture(scope="session", autouse=True)
def stop_qasync_threads() -> Iterator[None]:
    """At the end of the run, stop the worker threads of the shared qasync loop (it resolves
    host names on them): the app closes its loop on quit, the tests' loop lives on, and Qt
    aborts the process when a running thread is destroyed at exit."""
    yield
    loop = _loop
    executor = getattr(loop, "_QEventLoop__default_executor", None) if loop else None
    if executor is not None:
        executor.shutdown(wait=True)
        loop.set_default_executor(None)  # type: ignore[union-attr]


@pytest.fixture
def loopback() -> Iterator[LoopbackServer]:
    with LoopbackServer() as server:
        yield server


@pytest.fixture
def sample_copy(tmp_path) -> Path:
    """A writable copy of the bundled sample project, in the test's own folder."""
    return copy_sample(tmp_path / "The Long Map")


@pytest.fixture
def controller(qtbot, sample_copy) -> Iterator[ProjectController]:
    """A controller with the sample copy open (and locked)."""
    controller = ProjectController()
    controller.open(sample_copy)
    yield controller
    controller.close()
    # deleted here, on the GUI thread, not by whichever thread the garbage collector runs on
    shiboken6.delete(controller)


class ScriptedPrompts:
    """Stands in for the window's dialogs: answers from a script and records every question.

    ``answers[name]`` holds the answers for the method ``name``, in order; a question with no
    answer scripted fails the test.
    """

    def __init__(self) -> None:
        self.answers: dict[str, deque[Any]] = {}
        self.asked: list[tuple[str, tuple[Any, ...]]] = []
        self.offered_merge: Any = None
        """The merge the last external_change question offered (None: none offered)."""

    def script(self, name: str, *answers: Any) -> None:
        self.answers.setdefault(name, deque()).extend(answers)

    def names(self) -> list[str]:
        return [name for name, _args in self.asked]

    def _answer(self, name: str, *args: Any) -> Any:
        self.asked.append((name, args))
        queue = self.answers.get(name)
        if not queue:
            raise AssertionError(f"the window asked {name}{args!r} and no answer was scripted")
        return queue.popleft()

    def locked(self, root: Path, detail: str) -> None:
        self.asked.append(("locked", (root, detail)))

    def error(self, title: str, text: str, detail: str = "") -> None:
        self.asked.append(("error", (title, text, detail)))

    def load_problems(self, root: Path, problems: Sequence[Any], *, copies: int = 0) -> bool:
        self.asked.append(("load_problems", (root, tuple(problems))))
        queue = self.answers.get("load_problems")
        return bool(queue.popleft()) if queue else False

    def about(self, text: str) -> None:
        self.asked.append(("about", (text,)))

    def import_report(self, report: Any) -> None:
        self.asked.append(("import_report", (report,)))

    def open_anyway(self, root: Path, host: str, detail: str) -> bool:
        return self._answer("open_anyway", root, host, detail)

    def external_change(
        self, paths: Sequence[str], *, unsaved: bool, merge: Any = None
    ) -> ExternalChoice:
        self.offered_merge = merge
        return self._answer("external_change", list(paths), unsaved)

    def merge(self, merge: Any, intro: str = "") -> dict[str, Any] | None:
        return self._answer("merge", merge)

    def close_unsaved(self, reason: str) -> bool:
        return self._answer("close_unsaved", reason)

    def choose_project_folder(self, start: Path | None) -> Path | None:
        return self._answer("choose_project_folder", start)

    def new_project_details(self, location: Path | None) -> Any:
        return self._answer("new_project_details", location)

    def choose_import_source(self, start: Path | None) -> Path | None:
        return self._answer("choose_import_source", start)

    def choose_import_destination(self, suggestion: Path) -> Path | None:
        return self._answer("choose_import_destination", suggestion)


@pytest.fixture
def window_settings(tmp_path) -> QSettings:
    """The window's settings (geometry, recent projects), in the test's own INI file."""
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("editor/smart_punctuation", False)  # tests type exactly what they mean
    return settings


@pytest.fixture
def main_window(qtbot, controller, window_settings) -> Iterator[MainWindow]:
    """The real main window over ``controller`` (sample copy open), shown offscreen, with
    scripted dialogs in ``main_window.prompts``."""
    window = MainWindow(controller, window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.isVisible():
        window.prompts.script("close_unsaved", True)
        window.close()


@pytest.fixture(autouse=True)
def _own_appearance(tmp_path):
    """Editor preferences and the theme from the test's own settings file, light at the end.

    Smart punctuation starts off here, so that tests type exactly what they mean; the tests
    of smart punctuation turn it on."""
    from assistant.gui.settings.appearance import apply_theme, reset_appearance

    path = tmp_path / "appearance.ini"
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    settings.setValue("editor/smart_punctuation", False)
    reset_appearance(settings)
    yield
    app = QApplication.instance()
    if app is not None and app.property("quireDark"):
        # only a test that went dark has a theme to put back (putting it back restyles every
        # widget still alive, which costs as much as a small test)
        apply_theme("light")


@pytest.fixture
def window_at_once(qtbot, controller, window_settings) -> Iterator[MainWindow]:
    """The main window as the app makes it, shown, no event handled yet."""
    window = MainWindow(controller, window_settings, assistant_later=True)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    yield window
    if window.isVisible():
        window.prompts.script("close_unsaved", True)
        window.close()

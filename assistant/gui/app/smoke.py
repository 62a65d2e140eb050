"""``--smoke-test``: start the app for real, open the sample project, report, and quit.

Run on a built app (``make package-test``) it shows that the bundle holds what the app needs
at run time: Qt's platform plugin, the main window with its assistant panel, asyncio on the
Qt loop (the panel looks for local model servers), the icons, the compiled translations, the
manual, the sample project, the keyring backend and the libraries' metadata the About dialog shows.

It works on a copy of the sample in a temporary folder, with settings, app data and the
keyring kept away from the writer's own. It prints one line, ``smoke ok: …`` (exit status 0)
or ``smoke failed: …`` (exit status 1).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QLibraryInfo, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

SMOKE_FLAG = "--smoke-test"
PROBE_TIMEOUT_S = 30.0
"""How long the panel's look for local model servers may take (it gives up on each port
after a few seconds of its own)."""

KEYRING_BACKENDS = {
    "linux": "keyring.backends.SecretService",
    "win32": "keyring.backends.Windows",
    "darwin": "keyring.backends.macOS",
}


@dataclass(frozen=True)
class SmokeReport:
    """What the smoke test found; ``problems`` empty means the app works."""

    documents: int = 0
    entities: int = 0
    words: int = 0
    translations: tuple[str, ...] = ()
    qt_translations: tuple[str, ...] = ()
    icon_sizes: int = 0
    libraries: int = 0
    problems: tuple[str, ...] = field(default_factory=tuple)

    @property
    def ok(self) -> bool:
        return not self.problems

    def line(self) -> str:
        if not self.ok:
            return "smoke failed: " + "; ".join(self.problems)
        languages = ", ".join(self.translations) or "none"
        qt_languages = ", ".join(self.qt_translations) or "none"
        return (
            f"smoke ok: {self.documents} documents, {self.entities} entities, "
            f"{self.words} words; translations: {languages}; Qt's: {qt_languages}; "
            f"icon sizes: {self.icon_sizes}; libraries: {self.libraries}"
        )


def compiled_translations(folder: Path | None = None) -> tuple[list[str], list[str]]:
    """The languages whose compiled ``quire_<lang>.qm`` loads, and the files that do not.

    A catalogue with no finished translation yet still loads (it is empty, not broken)."""
    from assistant.gui.app.i18n import translations_dir

    folder = folder or translations_dir()
    loaded: list[str] = []
    broken: list[str] = []
    for path in sorted(folder.glob("quire_*.qm")):
        translator = QTranslator()
        if translator.load(str(path)):
            loaded.append(path.stem.removeprefix("quire_"))
        else:
            broken.append(path.name)
    return loaded, broken


def qt_translations() -> list[str]:
    """The languages Quire speaks for which Qt's own ``qtbase`` translation is found."""
    from assistant.gui.app.i18n import QT_FALLBACKS

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    found = []
    for language, names in QT_FALLBACKS.items():
        translator = QTranslator()
        if any(translator.load(f"qtbase_{name}", folder) for name in names):
            found.append(language)
    return found


@contextlib.contextmanager
def isolated_environment(folder: Path) -> Iterator[None]:
    """Settings and app data in ``folder`` and no provider variables, restored afterwards."""
    changes = {
        "QUIRE_CONFIG_DIR": str(folder / "config"),
        "QUIRE_DATA_DIR": str(folder / "data"),
    }
    removed = ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL", "QUIRE_API_KEY")
    saved = {name: os.environ.get(name) for name in (*changes, *removed)}
    os.environ.update(changes)
    for name in removed:
        os.environ.pop(name, None)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


async def _until(condition: Callable[[], bool], timeout: float) -> bool:
    """Let the event loop run until ``condition`` holds; False when ``timeout`` passed."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


def _keyring_problem(platform: str = sys.platform) -> str | None:
    import importlib.util

    module = KEYRING_BACKENDS.get(platform)
    if module is None:
        return None
    try:
        found = importlib.util.find_spec(module) is not None
    except ImportError:
        found = False
    return None if found else f"the keyring backend {module} is missing"


async def exercise(app: QApplication, workdir: Path) -> SmokeReport:
    """Open the sample project in the real main window and check what a writer would see."""
    import keyring
    import keyring.backends.null

    from assistant.gui.app.about_dialog import AboutDialog
    from assistant.gui.app.desktop import (
        SAMPLE_SOURCE,
        apply_desktop_identity,
        icon_files,
        sample_copy,
    )
    from assistant.gui.app.http_client import aclose_shared_client
    from assistant.gui.app.manual import read_manual
    from assistant.gui.window.controller import ProjectController
    from assistant.gui.window.main_window import MainWindow

    keyring.set_keyring(keyring.backends.null.Keyring())
    problems: list[str] = []
    apply_desktop_identity(app)
    if app.windowIcon().isNull():
        problems.append("no window icon")
    translations, broken = compiled_translations()
    problems.extend(f"{name} does not load" for name in broken)
    if not translations:
        problems.append("no compiled translations")
    if not read_manual():
        problems.append("the manual is missing")
    if (problem := _keyring_problem()) is not None:
        problems.append(problem)

    project = sample_copy(workdir / "Sample Project", SAMPLE_SOURCE)
    settings = QSettings(str(workdir / "window.ini"), QSettings.Format.IniFormat)
    controller = ProjectController()
    window = MainWindow(controller, settings)
    window.show()
    report = SmokeReport()
    if not window.files.open_project(project) or controller.world is None:
        problems.append(f"could not open the sample project at {project}")
    else:
        world = controller.world
        report = SmokeReport(
            documents=len(world.documents),
            entities=len(world.entities),
            words=world.word_count(),
        )
        if window.tree.model().rowCount() == 0:
            problems.append("the project tree is empty")
        if window.tabs.count() == 0:
            problems.append("no document was opened")
    panel = window.assistant_panel
    if panel is None:
        problems.append("the assistant panel is missing")
    else:
        page = getattr(panel, "connect_page", None)
        looking = getattr(page, "is_looking", None)
        if callable(looking) and not await _until(lambda: not looking(), PROBE_TIMEOUT_S):
            problems.append("looking for local model servers did not finish")
    about = AboutDialog(window)
    unknown = [library.name for library in about.libraries if not library.version]
    if unknown:
        problems.append("no version known for " + ", ".join(unknown))
    about.deleteLater()
    window.close()
    if controller.is_open:
        problems.append("the window did not close its project")
    await aclose_shared_client()
    return SmokeReport(
        documents=report.documents,
        entities=report.entities,
        words=report.words,
        translations=tuple(translations),
        qt_translations=tuple(qt_translations()),
        icon_sizes=len(icon_files()),
        libraries=len(about.libraries),
        problems=tuple(problems),
    )


def run_smoke_test(app: QApplication, out: TextIO | None = None) -> int:
    """Run the smoke test on ``app`` with its own qasync loop; prints one line, returns the
    exit status. Call it instead of starting the app's event loop."""
    import qasync

    out = out if out is not None else sys.stdout
    with tempfile.TemporaryDirectory(prefix="quire-smoke-") as temp:
        workdir = Path(temp)
        with isolated_environment(workdir):
            loop = qasync.QEventLoop(app)
            asyncio.set_event_loop(loop)
            try:
                with loop:
                    report = loop.run_until_complete(exercise(app, workdir))
            except Exception as error:  # the report's one line is the point of the test
                report = SmokeReport(problems=(f"{type(error).__name__}: {error}",))
    if out is not None:  # a windowed app on Windows has no stdout; the status still tells
        print(report.line(), file=out, flush=True)
    return 0 if report.ok else 1


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m assistant.gui.app.smoke``: make the application and run the smoke test."""
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    return run_smoke_test(app)  # type: ignore[arg-type]


if __name__ == "__main__":
    raise SystemExit(main())

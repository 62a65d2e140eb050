"""``quire-gui``: start the desktop app.

``quire-gui PATH`` opens the project folder at PATH. Without one it opens the project used
last, or, the first time, a writable copy of the bundled sample project in the user's data
folder, so there is something to try the app (and the assistant) on straight away.
"""

from __future__ import annotations

from assistant.world.collector import set_aside_after

# The app's modules last as long as it does. Counted by Python's collector, the objects they
# make (about 60,000) set off some 80 young collections that walk them for nothing (10 ms):
# the collector is paused while they are read, and they are set aside after, unwalked.
with set_aside_after():
    import argparse
    import faulthandler
    import logging
    import os
    import sys
    from collections.abc import Sequence
    from pathlib import Path
    from typing import TYPE_CHECKING

    # first: PySide6 then asks of every module imported after it whether it uses PySide6, and
    # feature_check answers from the file's bytes rather than tokenizing and keeping its source
    from assistant.gui.app import feature_check  # noqa: F401

    # isort: split

    import PySide6  # noqa: F401  # loaded before qasync, which adopts the Qt binding already loaded
    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    import assistant
    from assistant import app_log
    from assistant.gui.app.crash import CrashReporter, save_open_project
    from assistant.gui.app.desktop import (
        apply_desktop_identity,
        project_folder,
        sample_copy,
    )
    from assistant.gui.app.read_ahead import read_ahead
    from assistant.gui.app.recent import RecentProjects
    from assistant.gui.project.project_index import (
        first_paint_done,
        hold_later_work,
        hold_until_first_paint,
        release_later_work,
    )
    from assistant.gui.window.controller import ProjectController
    from assistant.gui.window.main_window import MainWindow
    from assistant.gui.window.shell import PLACE_LATER_MS

if TYPE_CHECKING:
    import asyncio

log = logging.getLogger(__name__)

FIRST_PAINT_WAIT_MS = 2000
"""The longest the start waits for the window's first paint before it goes on regardless."""
RELEASE_AFTER_MS = 1000
"""The longest the project's later work waits for the assistant panel to be drawn."""

SETTLED_MS = 100
"""How long after the panel's first drawing the later work starts: the window lays the panel
out and draws it once more meanwhile (20-35 ms at 10M words), which the fold for search,
started at once, made twice as long by sharing the interpreter with it."""

PANEL_WAITS_MS = 1500
"""The longest the assistant panel waits for the project's words to be counted."""

_keep_alive: list[object] = []
"""Objects that must live as long as the app (the installed translators)."""


def window_settings() -> QSettings:
    """The window's own settings (size, recent projects, open tabs), an INI file kept next to
    the assistant's settings so that ``QUIRE_CONFIG_DIR`` moves both."""
    from assistant.agent.config.location import config_dir

    return QSettings(str(config_dir() / "window.ini"), QSettings.Format.IniFormat)


def project_to_open(argument: str | None, settings: QSettings) -> Path:
    """The project named on the command line, else the last one used, else the sample."""
    if argument:
        return project_folder(argument)
    recent = RecentProjects(settings).existing()
    if recent:
        return recent[0]
    return sample_copy()


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="quire-gui", description="Quire, a writing app.")
    parser.add_argument("project", nargs="?", help="a project folder to open")
    parser.add_argument("--version", action="version", version=f"Quire {assistant.__version__}")
    parser.add_argument(
        "--log-level",
        default=os.environ.get("QUIRE_LOG_LEVEL", "WARNING"),
        help=f"what to print on standard error (the log file, {app_log.log_file()}, "
        "keeps INFO and above)",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open a copy of the bundled sample, check the app, print one line and quit",
    )
    return parser.parse_args(list(argv)[1:])


def _install_translations() -> None:
    try:
        from assistant.agent.config.location import settings_path, stored_language
        from assistant.gui.app.i18n import TranslationSet, compile_translations, resolve_language

        # the file's language, even when a QUIRE_* variable cannot be used (settings problems
        # are the settings dialog's to report)
        language = stored_language(settings_path())
        compile_translations()
        translations = TranslationSet()
        translations.install(resolve_language(language))
        _keep_alive.append(translations)
    except ImportError:
        log.info("translations are not available")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns the exit status."""
    argv = list(sys.argv if argv is None else argv)
    if {"-h", "--help", "--version"} & set(argv[1:]):
        _parse(argv)  # prints the help or the version and exits, without needing a display
    app = QApplication.instance() or QApplication(argv)
    args = _parse(app.arguments())  # Qt has taken out the options that are its own
    console = getattr(logging, str(args.log_level).upper(), logging.WARNING)
    logging.basicConfig(level=console, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for handler in logging.getLogger().handlers:
        handler.setLevel(console)
    apply_desktop_identity(app)
    _install_translations()
    if args.smoke_test:
        from assistant.gui.app.smoke import run_smoke_test

        return run_smoke_test(app)
    log_path = _start_log_file()
    with set_aside_after():  # the window and the project it opens with last as long as it
        window, painted = _show_window(app, args.project, log_path)
    if not painted:
        release_later_work()
        return 0  # closed before it was ever painted
    if not read_ahead(app, window):  # asyncio and the assistant, read on a thread of their own
        release_later_work()
        return 0  # closed meanwhile

    import asyncio

    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    app.lastWindowClosed.connect(app.quit)
    QTimer.singleShot(0, lambda: _make_the_rest(window))
    with loop:
        loop.run_forever()
        _finish_pending_tasks(loop)
    return 0


def _show_window(
    app: QApplication, project: str | None, log_path: Path | None
) -> tuple[MainWindow, bool]:
    """The window, opened on ``project`` (or the one used last, or the sample), and whether it
    was painted (False: the writer closed it first)."""
    settings = window_settings()
    controller = ProjectController()
    reporter = CrashReporter(lambda: save_open_project(controller), log_path, app)
    reporter.install()
    _keep_alive.append(reporter)
    # the window is painted with the project first; asyncio, and the assistant panel that
    # schedules network work on it (looking for local model servers), come right after
    window = MainWindow(controller, settings, assistant_later=True)
    window.show()
    try:
        path = project_to_open(project, settings)
    except FileNotFoundError as error:
        log.error("%s", error)
        path = None
    try:
        if path is not None:
            hold_later_work()  # until the assistant panel is made, after the first paint
            hold_until_first_paint()  # the count and the watch on the files
            window.files.open_project(path)
        return window, _first_paint(app, window)
    finally:
        first_paint_done()


def _make_the_rest(window: MainWindow) -> None:
    """The assistant panel, once the project's words are counted (or after
    ``PANEL_WAITS_MS``), then the project's later work held back while it was made."""
    controller = window.controller
    if controller.is_open and controller.project_word_count() is None:
        # made while the count runs, the panel and the window's drawing of it took twice as
        # long: the two shared the interpreter (about 0.2 s of waiting at 5M words)
        made: list[bool] = []

        def make_once() -> None:
            if not made:
                made.append(True)
                _make_the_panel(window)

        # on a timer, not a posted call, so that other work (the writer's, first) comes
        # between: the count's arrival itself updates the status bar and the outliner's
        # summary (15 ms at 50,000 documents)
        controller.words_counted.connect(
            lambda: QTimer.singleShot(PLACE_LATER_MS, window, make_once)
        )
        QTimer.singleShot(PANEL_WAITS_MS, window, make_once)
        return
    _make_the_panel(window)


def _make_the_panel(window: MainWindow) -> None:
    # the later work starts once the window has drawn the panel (or the dock is not shown),
    # after that drawing: started sooner, it took the interpreter from it, three times as long
    window.assistant_drawn.connect(lambda: QTimer.singleShot(SETTLED_MS, release_later_work))
    QTimer.singleShot(RELEASE_AFTER_MS, window, release_later_work)
    window.make_assistant_panel()
    if not window.has_assistant:  # no panel to wait for
        release_later_work()


def _first_paint(app: QApplication, window: MainWindow) -> bool:
    """Let ``window`` be painted (with the project, when one opened) before the rest of the
    start; False when the writer closed it meanwhile."""
    if not window.painted and window.isVisible():
        waiting = QEventLoop()
        window.first_painted.connect(waiting.quit)
        app.lastWindowClosed.connect(waiting.quit)
        QTimer.singleShot(FIRST_PAINT_WAIT_MS, waiting.quit)
        waiting.exec()
        app.lastWindowClosed.disconnect(waiting.quit)
    return window.isVisible()


def _start_log_file() -> Path | None:
    """The log file (INFO and above), and Python's own report of a hard crash beside it."""
    path = app_log.start_log_file(logging.INFO)
    if path is not None:
        log.info("Quire %s started", assistant.__version__)
        try:
            crashes = (path.parent / "crashes.log").open("a", encoding="utf-8")
        except OSError:
            log.warning("cannot write %s", path.parent / "crashes.log", exc_info=True)
        else:
            faulthandler.enable(crashes)
            _keep_alive.append(crashes)
    return path


def _finish_pending_tasks(loop: asyncio.AbstractEventLoop, timeout_s: float = 2.0) -> None:
    """Let the work started while quitting (closing the HTTP client) finish, briefly."""
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    if not pending:
        return
    try:
        loop.run_until_complete(asyncio.wait(pending, timeout=timeout_s))
    except RuntimeError:
        log.warning("could not finish %d task(s) on quit", len(pending), exc_info=True)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())

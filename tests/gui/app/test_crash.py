"""An error nobody caught, raised in a slot of the real window: it lands in the log file with
its traceback, the writer's unsaved work is saved, and the crash dialog says so."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtWidgets import QApplication

from assistant import app_log
from assistant.gui.app import about_dialog, crash
from assistant.gui.app.crash import CrashDialog, CrashReporter, SaveOutcome, save_open_project
from tests.gui.window.test_main_window import CHAPTER_1_FILE, type_at
from tests.gui.writer import answer_modal, trigger


@pytest.fixture
def reporter(main_window, tmp_path):
    path = app_log.start_log_file(logging.INFO, folder=tmp_path / "logs")
    reporter = CrashReporter(lambda: save_open_project(main_window.controller), path)
    reporter.install()
    yield reporter
    reporter.uninstall()
    app_log.stop_log_file()


def about_box_that_breaks(*_args, **_kwargs):
    raise RuntimeError("the About box fell over, key sk-test-0000-secret")


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_is_logged_saved_and_shown(
    qtbot, main_window, sample_copy, reporter, monkeypatch
):
    app_log.keep_secret("sk-test-0000-secret")
    type_at(qtbot, main_window.tabs.current_editor(), 0, "Before the fall. ")
    assert main_window.controller.is_modified
    monkeypatch.setattr(about_dialog, "AboutDialog", about_box_that_breaks)
    opened: list[str] = []
    monkeypatch.setattr(crash, "open_file", lambda path: opened.append(str(path)) or True)
    seen: dict[str, str] = {}

    def read_and_open_the_log(dialog):
        assert isinstance(dialog, CrashDialog)
        seen["saved"] = dialog.saved_label.text()
        seen["what"] = dialog.what_label.text()
        seen["details"] = dialog.details_view.toPlainText()
        dialog.copy_button.click()
        dialog.open_log_button.click()

    with answer_modal(qtbot, read_and_open_the_log):
        trigger(main_window, "Help", "About Quire")

    assert seen["saved"] == "Your unsaved changes were saved."
    assert seen["what"].startswith("What happened: RuntimeError: the About box fell over")
    assert "about_box_that_breaks" in seen["details"] and "sk-test" not in seen["details"]
    assert QApplication.clipboard().text() == seen["details"]
    assert opened == [str(reporter.log_path)]
    text = (sample_copy / CHAPTER_1_FILE).read_text(encoding="utf-8")
    assert "Before the fall. The rain" in text  # saved before the writer was told
    entry = reporter.log_path.read_text(encoding="utf-8")
    assert "CRITICAL assistant.gui.app.crash [MainThread]: unexpected error" in entry
    assert "RuntimeError: the About box fell over, key [redacted]" in entry
    assert "sk-test-0000-secret" not in entry
    assert not main_window.controller.is_modified
    assert main_window.isVisible()  # the app goes on


@pytest.mark.qt_no_exception_capture
def test_an_error_on_a_worker_thread_is_shown_on_the_gui_thread(qtbot, main_window, reporter):
    import threading

    def work():
        raise ValueError("a worker tripped")

    seen: list[str] = []
    with answer_modal(qtbot, lambda dialog: seen.append(dialog.saved_label.text())):
        thread = threading.Thread(target=work, name="quire-worker")
        thread.start()
        thread.join()
    assert seen == ["Nothing was left unsaved."]
    assert "[quire-worker]: unexpected error" in reporter.log_path.read_text(encoding="utf-8")


def test_a_save_that_fails_is_said_plainly(qtbot):
    dialog = CrashDialog("OSError: disk full", "Traceback …", SaveOutcome.FAILED, None)
    qtbot.addWidget(dialog)
    assert dialog.saved_label.text().startswith("Your unsaved changes could not be saved.")
    assert not dialog.open_log_button.isEnabled()  # no log file to open

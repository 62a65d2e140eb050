"""The check for files another program changed, as the app runs it when Quire becomes the
active window again or the folder's watch stirs: on a thread of its own, reporting what the
check on the GUI thread reports, and safe against the writer typing, saving or closing."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from assistant.gui.project import project_index
from assistant.gui.window.questions import ExternalChoice
from assistant.world.storage.fingerprints import DiskLook
from tests.gui.window.test_main_window import CHAPTER_1_FILE, type_at

CHAPTER_3_FILE = "documents/chapter-3-upriver-d-218eff7021.md"


class _Held:
    """The disk check held on its thread until released, and where it ran."""

    def __init__(self, monkeypatch, *, hold: bool) -> None:
        self.threads: list[threading.Thread] = []
        self.started = threading.Event()
        self.release = threading.Event()
        if not hold:
            self.release.set()
        original = DiskLook.external_changes

        def external_changes(look: DiskLook) -> list[str]:
            self.threads.append(threading.current_thread())
            self.started.set()
            self.release.wait(10)
            return original(look)

        monkeypatch.setattr(DiskLook, "external_changes", external_changes)


def _become_active(window) -> None:
    """As Qt tells the app when the writer switches back to Quire: through the application's
    own signal, which every window listens to."""
    QGuiApplication.instance().applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)


def _plant_changes(root) -> None:
    path = root / CHAPTER_1_FILE
    path.write_text(path.read_text(encoding="utf-8").replace("rain", "snow"), encoding="utf-8")
    (root / CHAPTER_3_FILE).unlink()
    (root / "documents" / "planted-by-hand.md").write_text("A note.\n", encoding="utf-8")


def test_activation_checks_the_disk_off_the_gui_thread_and_finds_the_same_files(
    qtbot, main_window, sample_copy, monkeypatch
):
    window = main_window
    _plant_changes(sample_copy)
    expected = window.controller.external_changes()
    assert expected == sorted([CHAPTER_1_FILE, CHAPTER_3_FILE, "documents/planted-by-hand.md"])
    held = _Held(monkeypatch, hold=False)
    window.prompts.script("external_change", ExternalChoice.CANCEL)
    _become_active(window)
    qtbot.waitUntil(lambda: window.prompts.names() == ["external_change"], timeout=5000)
    assert window.prompts.asked[0] == ("external_change", (expected, False))
    assert held.threads and all(t is not threading.main_thread() for t in held.threads)


def test_activation_while_the_app_starts_checks_once_the_start_is_over(
    qtbot, main_window, monkeypatch
):
    held = _Held(monkeypatch, hold=False)
    project_index.hold_later_work()  # as the app does until its panel is drawn
    try:
        _become_active(main_window)
        qtbot.wait(100)  # the activation's turn of the event loop has passed
        assert held.threads == []
    finally:
        project_index.release_later_work()
    qtbot.waitUntil(lambda: bool(held.threads), timeout=5000)
    qtbot.waitUntil(lambda: not main_window.files._looking, timeout=5000)
    assert main_window.prompts.asked == []


def test_the_folder_watch_checks_off_the_gui_thread_too(qtbot, main_window, sample_copy,
                                                       monkeypatch):
    window = main_window
    held = _Held(monkeypatch, hold=False)
    window.prompts.script("external_change", ExternalChoice.CANCEL)
    _plant_changes(sample_copy)
    qtbot.waitUntil(lambda: window.prompts.names() == ["external_change"], timeout=10000)
    assert held.threads and all(t is not threading.main_thread() for t in held.threads)


def test_nothing_changed_asks_nothing(qtbot, main_window, monkeypatch):
    held = _Held(monkeypatch, hold=False)
    _become_active(main_window)
    qtbot.waitUntil(lambda: bool(held.threads), timeout=5000)
    qtbot.waitUntil(lambda: not main_window.files._looking, timeout=5000)
    assert main_window.prompts.asked == []


def test_closing_the_project_while_the_check_runs_is_safe(
    qtbot, main_window, sample_copy, monkeypatch
):
    window = main_window
    _plant_changes(sample_copy)
    held = _Held(monkeypatch, hold=True)
    _become_active(window)
    qtbot.waitUntil(held.started.is_set, timeout=5000)
    window.prompts.script("close_unsaved", True)
    assert window.files.close_project()
    held.release.set()
    qtbot.waitUntil(lambda: not window.files._looking, timeout=5000)
    assert window.prompts.asked == []  # nothing offered for a project no longer open
    assert not window.controller.is_open


def test_an_edit_made_while_the_check_runs_is_kept(qtbot, main_window, sample_copy, monkeypatch):
    window = main_window
    _plant_changes(sample_copy)
    held = _Held(monkeypatch, hold=True)
    _become_active(window)
    qtbot.waitUntil(held.started.is_set, timeout=5000)
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    window.prompts.script("external_change", ExternalChoice.CANCEL, ExternalChoice.CANCEL)
    held.release.set()
    qtbot.waitUntil(lambda: window.prompts.names() == ["external_change"], timeout=5000)
    assert window.prompts.asked[0][1][1] is True  # asked knowing the writer's edit is unsaved
    assert window.tabs.current_editor().text_edit.toPlainText().startswith("Mine. ")
    assert window.controller.is_modified
    window.prompts.script("close_unsaved", True)  # the window closes after the test, unsaved


def test_a_save_while_the_check_runs_has_the_folder_looked_at_again(
    qtbot, main_window, sample_copy, monkeypatch
):
    window = main_window
    held = _Held(monkeypatch, hold=True)
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    _become_active(window)
    qtbot.waitUntil(held.started.is_set, timeout=5000)
    assert window.files.save()  # what the running check knew is stale now
    held.release.set()
    qtbot.waitUntil(lambda: len(held.threads) >= 2, timeout=5000)
    qtbot.waitUntil(lambda: not window.files._looking, timeout=5000)
    assert window.prompts.asked == []  # Quire's own save is not another program's change

"""A project that Quire on another computer marked as open (a synced or copied folder): the
writer is asked, in the writer's language, and the project opens only at the writer's word."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.questions import Prompts
from assistant.world.storage.lock import ProjectLock
from tests.gui.conftest import copy_sample, installed_language
from tests.gui.writer import answer_modal, click

LAPTOP = "laptop.example"


class ChosenFolder(Prompts):
    """The window's real dialogs, except that the folder the writer picks is given here."""

    def __init__(self, parent: QWidget, project: Path) -> None:
        super().__init__(parent)
        self.project = project

    def choose_project_folder(self, start: Path | None) -> Path | None:
        return self.project


def plant_laptops_lock(root: Path) -> Path:
    """The lock Quire on the writer's laptop left in the folder before it was synced here."""
    lock = root / ".quire" / "lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    holder = {"pid": 4242, "host": LAPTOP, "token": "laptop", "time": "2024-05-01T09:00:00+00:00"}
    lock.write_text(json.dumps(holder), encoding="utf-8")
    return lock


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    controller = ProjectController()
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings, with_assistant=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    controller.close()
    window.close()
    shiboken6.delete(controller)


def _button(box: QWidget, text: str) -> QAbstractButton:
    assert isinstance(box, QMessageBox)
    (button,) = [b for b in box.buttons() if b.text().replace("&", "") == text]
    return button


@pytest.mark.parametrize(
    ("language", "title", "text", "open_anyway"),
    [
        ("en", "Project open on another computer",
         "“Synced Novel” is marked as open in Quire on another computer, laptop.example.",
         "Open Anyway"),
        ("de", "Projekt auf einem anderen Computer geöffnet",
         "„Synced Novel“ ist in Quire auf einem anderen Computer (laptop.example) als "
         "geöffnet markiert.", "Trotzdem öffnen"),
    ],
)  # fmt: skip
def test_a_lock_from_another_computer_opens_only_at_the_writers_word(
    qtbot, window: MainWindow, tmp_path: Path,
    language: str, title: str, text: str, open_anyway: str,
) -> None:  # fmt: skip
    root = copy_sample(tmp_path / "Synced Novel")
    lock = plant_laptops_lock(root)
    window.prompts = ChosenFolder(window, root)
    seen: list[tuple[str, str, str]] = []

    def look(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append((box.windowTitle(), box.text(), box.detailedText()))

    def cancel(box: QWidget) -> None:
        look(box)
        click(qtbot, box.button(QMessageBox.StandardButton.Cancel))  # type: ignore[attr-defined]

    def take_over(box: QWidget) -> None:
        look(box)
        click(qtbot, _button(box, open_anyway))

    with installed_language(language):
        with answer_modal(qtbot, cancel):
            window.menus.open_action.trigger()
        assert not window.controller.is_open
        assert json.loads(lock.read_text(encoding="utf-8"))["host"] == LAPTOP  # left alone

        with answer_modal(qtbot, take_over):
            window.menus.open_action.trigger()
        assert window.controller.root == root

    assert [(t, x) for t, x, _detail in seen] == [(title, text)] * 2
    assert LAPTOP in seen[0][2] and "2024-05-01T09:00:00+00:00" in seen[0][2]
    assert json.loads(lock.read_text(encoding="utf-8"))["host"] != LAPTOP  # now this Quire's
    window.controller.close()
    assert not lock.exists()


def test_a_project_open_in_another_quire_here_is_never_offered(qtbot, window, tmp_path) -> None:
    """Held by a running Quire on this computer, the project is refused, with no choice."""
    root = copy_sample(tmp_path / "Novel")
    window.prompts = ChosenFolder(window, root)
    titles: list[str] = []
    with ProjectLock(root):
        with answer_modal(qtbot, lambda box: titles.append(box.windowTitle())):
            window.menus.open_action.trigger()
        assert not window.controller.is_open
    assert titles == ["Project already open"]

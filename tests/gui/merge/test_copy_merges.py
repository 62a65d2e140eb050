"""Conflicted copies a sync service left while the project was changed on two computers, met
as a writer meets them: opening the project says so and offers Merge…, the merge view shows
what came from where and the clashes, and accepting is one undo step, saved, with the copy
kept in .quire/merged-copies; cancelling leaves the copy and the project as they were, and
File ▸ Merge Conflicted Copies… offers it again."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QLabel, QMessageBox, QPlainTextEdit

from assistant.gui.merge.merge_dialog import MergeDialog
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.questions import Prompts
from assistant.world.edits import SetText
from assistant.world.merge.copy_merge import MERGED_COPIES
from assistant.world.storage.store import ProjectStore
from tests.gui.conftest import copy_sample, installed_language
from tests.gui.merge.test_disk_merge import button, world_files
from tests.gui.writer import answer_modals, click, menu_action
from tests.world.merge.computers import Computer, sync, two_computers

CHAPTER_3 = "d-218eff7021"
CHAPTER_3_FILE = "documents/chapter-3-upriver-d-218eff7021.md"
COPY = "documents/chapter-3-upriver-d-218eff7021 (Desktop's conflicted copy 2026-12-01).md"
FIRST = "Four days after the Gull fell"
RIVER = "The river had gone down."


def dropbox(name: str) -> str:
    stem, _dot, ext = name.rpartition(".")
    return f"{stem} (Desktop's conflicted copy 2026-12-01).{ext}"


def rewrite(computer: Computer, *replacements: tuple[str, str]) -> None:
    """Quire on ``computer`` changes chapter 3 and saves it."""
    with computer.opened() as project:
        text = project.world.documents[CHAPTER_3].text
        for old, new in replacements:
            text = text.replace(old, new)
        project.apply(SetText(CHAPTER_3, text))
        project.save()


@pytest.fixture
def computers(tmp_path, monkeypatch) -> tuple[Computer, Computer]:
    """A laptop and a desktop sharing the sample project through Dropbox."""
    return two_computers(tmp_path, monkeypatch, copy_sample)


@pytest.fixture
def laptop(computers) -> Computer:
    return computers[0]


def both_write(computers: tuple[Computer, Computer], *, clash: bool, synced: bool = True) -> None:
    """Chapter 3 changed on both computers, and (``synced``) Dropbox's copy of the desktop's
    on the laptop: the laptop rewrote the first paragraph; the desktop the fifth, and with
    ``clash`` the first its own way."""
    laptop, desktop = computers
    first = ("Four days after the Gull fell", "Five days after the Gull fell")
    theirs = [(RIVER, "The river had gone down at last.")]
    if clash:
        theirs.append(("Four days after the Gull fell", "A week after the Gull fell"))
    rewrite(desktop, *theirs)
    rewrite(laptop, first)
    if synced:
        dropbox_syncs(computers)


def dropbox_syncs(computers: tuple[Computer, Computer]) -> None:
    laptop, desktop = computers
    assert sync(desktop.folder, laptop.folder, dropbox) == [laptop.folder / COPY]


@pytest.fixture
def window(qtbot, laptop, window_settings, monkeypatch):
    monkeypatch.setenv("QUIRE_CONFIG_DIR", str(laptop.config))  # Quire on the laptop
    controller = ProjectController()
    window = MainWindow(controller, window_settings, with_assistant=False)
    window.prompts = Prompts(window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    with installed_language("en"):
        yield window
    controller.close()
    shiboken6.delete(controller)


def merge_offered(qtbot, said: list[str]):
    def how(box) -> None:
        assert isinstance(box, QMessageBox)
        said.append(box.informativeText())
        click(qtbot, button(box, "mergeCopies"))

    return how


def text_of(window, doc_id: str = CHAPTER_3) -> str:
    return window.controller.snapshot().documents[doc_id].text


def test_a_copy_found_at_open_is_merged_as_one_undo_step(qtbot, window, laptop, computers):
    both_write(computers, clash=False)
    ours = ProjectStore(laptop.folder).load()
    ours_files = {rel: data for rel, data in world_files(laptop.folder).items() if rel != COPY}
    said: list[str] = []
    views: list[str] = []

    def accept(dialog) -> None:
        assert isinstance(dialog, MergeDialog)
        views.append(dialog.findChild(QLabel, "mergeIntro").text())
        views.append(dialog.findChild(QLabel, "mergeTaken").text())
        assert dialog.findChild(QLabel, "mergeCount").text() == (
            "Nothing to decide: the two versions merge by themselves."
        )
        click(qtbot, button(dialog, "acceptMerge"))

    with answer_modals(qtbot, merge_offered(qtbot, said), accept):
        assert window.files.open_project(laptop.folder)
    assert "1 of them is a conflicted copy" in said[0]
    assert views[0].startswith(
        "Dropbox kept a conflicted copy of “Chapter 3: Upriver” (2026-12-01, Desktop), "
        "written on another computer."
    )
    assert views[1] == (
        "From this computer: Chapter 3: Upriver (1 paragraph)\n"
        "From the other computer: Chapter 3: Upriver (1 paragraph)"
    )
    controller = window.controller
    text = text_of(window)
    assert text.startswith("Five days after the Gull fell") and "gone down at last." in text
    assert not controller.is_modified  # saved at once
    assert not (laptop.folder / COPY).exists()
    kept = list((laptop.folder / MERGED_COPIES).rglob("*conflicted copy*"))
    assert len(kept) == 1 and "gone down at last." in kept[0].read_text(encoding="utf-8")

    menu_action(window, "Edit", "Undo Merge the conflicted copy of “Chapter 3: Upriver”").trigger()
    assert controller.snapshot() == ours
    window.files.save()
    assert world_files(laptop.folder) == ours_files
    menu_action(window, "Edit", "Redo Merge the conflicted copy of “Chapter 3: Upriver”").trigger()
    assert "gone down at last." in text_of(window)


def test_a_clash_is_settled_in_the_merge_view(qtbot, window, laptop, computers):
    both_write(computers, clash=True)

    def keep_theirs(dialog) -> None:
        assert dialog.findChild(QLabel, "mergeCount").text() == "1 of 1 conflict left"
        assert dialog.findChild(QPlainTextEdit, "oursText").toPlainText().startswith("Five days")
        assert dialog.findChild(QPlainTextEdit, "theirsText").toPlainText().startswith("A week")
        click(qtbot, button(dialog, "keepTheirs"))
        click(qtbot, button(dialog, "acceptMerge"))

    with answer_modals(qtbot, merge_offered(qtbot, []), keep_theirs):
        window.files.open_project(laptop.folder)
    text = text_of(window)
    assert text.startswith("A week after the Gull fell") and "gone down at last." in text
    assert (laptop.folder / CHAPTER_3_FILE).read_text(encoding="utf-8").count("A week after") == 1


def test_cancelling_keeps_the_copy_and_the_menu_offers_it_again(qtbot, window, laptop, computers):
    both_write(computers, clash=True)
    with answer_modals(
        qtbot, merge_offered(qtbot, []), lambda dialog: click(qtbot, button(dialog, "cancelMerge"))
    ):
        window.files.open_project(laptop.folder)
    before: Path = laptop.folder / COPY
    assert before.exists()
    assert text_of(window).startswith("Five days after") and RIVER in text_of(window)
    assert window.controller.undo_stack.count() == 0 and not window.controller.is_modified

    def keep_both(dialog) -> None:
        click(qtbot, button(dialog, "keepBoth"))
        click(qtbot, button(dialog, "acceptMerge"))

    with answer_modals(qtbot, keep_both):
        menu_action(window, "File", "Merge Conflicted Copies…").trigger()
    assert not before.exists()
    lines = text_of(window).split("\n")  # both kept, as two paragraphs set apart by a blank line
    assert lines[0].startswith("Five days after") and lines[1] == ""
    assert lines[2].startswith("A week after")


def test_a_copy_arriving_while_the_project_is_open_opens_the_merge_view(
    qtbot, window, laptop, computers
):
    both_write(computers, clash=False, synced=False)
    assert window.files.open_project(laptop.folder)
    dropbox_syncs(computers)

    def accept(dialog) -> None:
        assert isinstance(dialog, MergeDialog)  # no question about strange files first
        click(qtbot, button(dialog, "acceptMerge"))

    with answer_modals(qtbot, accept):
        window.controller.disk_changed.emit()  # as the folder's watch does
    text = text_of(window)
    assert text.startswith("Five days after the Gull fell") and "gone down at last." in text
    assert not (laptop.folder / COPY).exists() and not window.controller.is_modified

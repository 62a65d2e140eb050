"""Files another program changed while the project is open here are merged with the writer's
version, as a writer meets it: the window hears of the change, the dialog says what comes from
where, Merge is clicked, clashes are settled in the merge view, and the merge is one undo step
that Edit ▸ Undo takes back to the byte."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QPlainTextEdit

from assistant.gui.merge.merge_dialog import MergeDialog
from assistant.gui.window.questions import ExternalChoice, Prompts
from assistant.world.model import World
from assistant.world.storage.store import ProjectStore
from tests.gui.conftest import ScriptedPrompts, installed_language
from tests.gui.window.test_controller import project_files
from tests.gui.window.test_main_window import CHAPTER_1, CHAPTER_1_FILE, type_at
from tests.gui.writer import answer_modal, answer_modals, click, menu_action

CHAPTER_3 = "d-218eff7021"
CHAPTER_3_FILE = "documents/chapter-3-upriver-d-218eff7021.md"
SAID = '"You\'ve stopped," said Ashdell'
SAID_ON_DISK = '"You have stopped," said Ashdell'
RAIN = "The rain had not come yet"
RAIN_ON_DISK = "The rain came at last"


@pytest.fixture
def window(main_window):
    """The main window with its real dialogs, answered as a writer answers them (in English,
    with its plural forms)."""
    main_window.prompts = Prompts(main_window)
    with installed_language("en"):
        yield main_window


def change_on_disk(root: Path, rel: str, *replacements: tuple[str, str]) -> None:
    """Another program rewrites ``rel``."""
    path = root / rel
    text = path.read_text(encoding="utf-8")
    for old, new in replacements:
        assert old in text
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")


def world_files(root: Path) -> dict[str, bytes]:
    """The files of a project folder that hold its world (house rules and the like aside)."""
    return {
        rel: data
        for rel, data in project_files(root).items()
        if rel == "project.quire" or rel.startswith(("documents/", "entities/"))
    }


def files_of_world(world: World, folder: Path) -> dict[str, bytes]:
    """The files Quire writes for ``world`` in a project folder of its own."""
    ProjectStore.create(folder, world.meta, world)
    return world_files(folder)


def button(window, name: str) -> QAbstractButton:
    found = window.findChild(QAbstractButton, name)
    assert found is not None and found.isVisible(), name
    return found


def merge_clicked(qtbot, seen: list[str]):
    """Answer the files-changed dialog with Merge, keeping what it said."""

    def how(box) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.informativeText())
        click(qtbot, button(box, "mergeButton"))

    return how


def text_of(window, doc_id: str) -> str:
    return window.controller.snapshot().documents[doc_id].text


def test_a_clean_merge_keeps_both_edits_as_one_undo_step(qtbot, window, sample_copy, tmp_path):
    controller = window.controller
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    ours = controller.snapshot()
    change_on_disk(sample_copy, CHAPTER_1_FILE, (SAID, SAID_ON_DISK))
    change_on_disk(sample_copy, CHAPTER_3_FILE, ("Four days after", "Five days after"))
    said: list[str] = []
    with answer_modal(qtbot, merge_clicked(qtbot, said)):
        controller.disk_changed.emit()  # as the folder's watch does
    assert "From this computer: Chapter 1: The Map House (1 paragraph)" in said[0]
    assert (
        "From the other computer: Chapter 1: The Map House (1 paragraph), "
        "Chapter 3: Upriver (1 paragraph)"
    ) in said[0]
    merged = controller.snapshot()
    assert text_of(window, CHAPTER_1).startswith("Mine. The rain had not come yet")
    assert SAID_ON_DISK in text_of(window, CHAPTER_1)
    assert text_of(window, CHAPTER_3).startswith("Five days after")
    assert window.tabs.current_editor().text_edit.toPlainText() == text_of(window, CHAPTER_1)
    # saved at once: the disk holds the merge, and nothing is left to ask about
    assert not controller.is_modified and controller.external_changes() == []
    merged_files = world_files(sample_copy)
    assert merged_files == files_of_world(merged, tmp_path / "merged")

    undo = menu_action(window, "Edit", "Undo Merge with the files on disk")
    undo.trigger()
    assert controller.snapshot() == ours
    window.files.save()
    assert world_files(sample_copy) == files_of_world(ours, tmp_path / "ours")
    menu_action(window, "Edit", "Redo Merge with the files on disk").trigger()
    assert controller.snapshot() == merged
    window.files.save()
    assert world_files(sample_copy) == merged_files


def test_a_clash_opens_the_merge_view_where_the_writer_keeps_the_other_side(
    qtbot, window, sample_copy
):
    controller = window.controller
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    change_on_disk(sample_copy, CHAPTER_1_FILE, (RAIN, RAIN_ON_DISK), (SAID, SAID_ON_DISK))
    said: list[str] = []
    views: list[MergeDialog] = []

    def settle(dialog) -> None:
        assert isinstance(dialog, MergeDialog)
        views.append(dialog)
        count = dialog.findChild(QLabel, "mergeCount")
        assert count.text() == "1 of 1 conflict left"
        ours = dialog.findChild(QPlainTextEdit, "oursText")
        theirs = dialog.findChild(QPlainTextEdit, "theirsText")
        assert ours.toPlainText().startswith("Mine. The rain had not come yet")
        assert theirs.toPlainText().startswith(RAIN_ON_DISK)
        assert not dialog.findChild(QPlainTextEdit, "baseText").isVisible()
        click(qtbot, button(dialog, "showBase"))  # the version both started from, on demand
        assert dialog.findChild(QPlainTextEdit, "baseText").toPlainText().startswith(RAIN)
        click(qtbot, button(dialog, "keepTheirs"))
        assert count.text() == "The conflict is decided."
        assert dialog.findChild(QPlainTextEdit, "mergedText").toPlainText().startswith(RAIN_ON_DISK)
        click(qtbot, button(dialog, "acceptMerge"))

    with answer_modals(qtbot, merge_clicked(qtbot, said), settle):
        controller.disk_changed.emit()
    assert "1 place was changed differently on both sides" in said[0]
    text = text_of(window, CHAPTER_1)
    assert text.startswith(RAIN_ON_DISK) and "Mine." not in text
    assert SAID_ON_DISK in text
    assert not controller.is_modified
    assert (sample_copy / CHAPTER_1_FILE).read_text(encoding="utf-8").count(RAIN_ON_DISK) == 1


def test_cancelling_the_merge_view_changes_nothing(qtbot, window, sample_copy):
    controller = window.controller
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    ours = controller.snapshot()
    change_on_disk(sample_copy, CHAPTER_1_FILE, (RAIN, RAIN_ON_DISK))
    on_disk = project_files(sample_copy)
    steps = controller.undo_stack.count()

    def cancel(dialog) -> None:
        click(qtbot, button(dialog, "keepOurs"))  # a choice made, then thought better of
        click(qtbot, button(dialog, "cancelMerge"))

    with answer_modals(qtbot, merge_clicked(qtbot, []), cancel):
        controller.disk_changed.emit()
    assert controller.snapshot() == ours
    assert controller.undo_stack.count() == steps and controller.is_modified
    assert project_files(sample_copy) == on_disk
    window.prompts = ScriptedPrompts()
    window.files.check_disk()  # declined for these very changes: not asked again
    assert window.prompts.asked == []
    assert controller.external_changes() == [CHAPTER_1_FILE]
    window.prompts.script("external_change", ExternalChoice.RELOAD)  # on closing


def test_accepting_with_a_clash_left_asks_first_and_keeps_both_sides(qtbot, window, sample_copy):
    controller = window.controller
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    change_on_disk(sample_copy, CHAPTER_1_FILE, (RAIN, RAIN_ON_DISK))
    questions: list[str] = []

    def go_back(box) -> None:
        questions.append(box.text())
        click(qtbot, next(b for b in box.buttons() if b.text() == "&Go Back"))

    def keep_both(box) -> None:
        questions.append(box.informativeText())
        click(qtbot, next(b for b in box.buttons() if b.text() == "Keep Both and &Accept"))

    def accept_twice(dialog) -> None:
        with answer_modal(qtbot, go_back):
            click(qtbot, button(dialog, "acceptMerge"))
        assert dialog.isVisible()  # went back: still merging
        with answer_modal(qtbot, keep_both):
            click(qtbot, button(dialog, "acceptMerge"))

    with answer_modals(qtbot, merge_clicked(qtbot, []), accept_twice):
        controller.disk_changed.emit()
    assert questions[0] == "1 conflict is not decided."
    assert "both versions stay" in questions[1]
    text = text_of(window, CHAPTER_1)
    first, blank, second = text.split("\n")[:3]  # two paragraphs, set apart as the text's are
    assert (
        blank == ""
        and first.startswith("Mine. The rain had not come yet")
        and second.startswith(RAIN_ON_DISK)
    )


def test_writing_the_merged_paragraph_oneself(qtbot, window, sample_copy):
    controller = window.controller
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    change_on_disk(sample_copy, CHAPTER_1_FILE, (RAIN, RAIN_ON_DISK))

    def write(dialog) -> None:
        editor = dialog.findChild(QPlainTextEdit, "mergedText")
        editor.setFocus()
        editor.selectAll()
        qtbot.keyClicks(editor, "Both of us wrote this.")
        assert dialog.findChild(QLabel, "placeState").text() == "What you wrote stays."
        assert dialog.findChild(QLabel, "mergeCount").text() == "The conflict is decided."
        click(qtbot, button(dialog, "acceptMerge"))

    with answer_modals(qtbot, merge_clicked(qtbot, []), write):
        controller.disk_changed.emit()
    assert text_of(window, CHAPTER_1).startswith("Both of us wrote this.\n")
    assert "Mine." not in text_of(window, CHAPTER_1)


def test_files_changed_again_while_the_writer_merges_are_merged_again(qtbot, window, sample_copy):
    """Another program writes once more while the merge view is open: what it wrote is not
    overwritten; the writer is asked again, with the newer files in the merge."""
    controller = window.controller
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    change_on_disk(sample_copy, CHAPTER_1_FILE, (RAIN, RAIN_ON_DISK))

    def settle_while_it_changes(dialog) -> None:
        click(qtbot, button(dialog, "keepTheirs"))
        change_on_disk(sample_copy, CHAPTER_3_FILE, ("Four days after", "Five days after"))
        click(qtbot, button(dialog, "acceptMerge"))

    def settle(dialog) -> None:
        click(qtbot, button(dialog, "keepTheirs"))
        click(qtbot, button(dialog, "acceptMerge"))

    said: list[str] = []
    with answer_modals(
        qtbot,
        merge_clicked(qtbot, said),
        settle_while_it_changes,
        merge_clicked(qtbot, said),
        settle,
    ):
        controller.disk_changed.emit()
    assert "Chapter 3: Upriver" in said[1]
    assert text_of(window, CHAPTER_1).startswith(RAIN_ON_DISK)
    assert text_of(window, CHAPTER_3).startswith("Five days after")
    assert controller.undo_stack.text(controller.undo_stack.count() - 1) == (
        "Merge with the files on disk"
    )
    assert not controller.is_modified and controller.external_changes() == []

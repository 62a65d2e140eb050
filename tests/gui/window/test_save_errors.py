"""Saving from the app when it cannot be done: the writer reads what happened in plain words,
nothing on disk is half-changed, and what can be saved is."""

from __future__ import annotations

import errno
import os

from assistant.world.edits import SetText
from assistant.world.storage import atomic
from tests.gui.window.test_controller import project_files
from tests.gui.window.test_main_window import CHAPTER_1, CHAPTER_1_FILE, CHAPTER_3, type_at

CHAPTER_3_FILE = "documents/chapter-3-upriver-d-218eff7021.md"


def save_errors(window) -> list[tuple[str, str, str]]:
    return [args for name, args in window.prompts.asked if name == "error"]


def test_a_full_disk_is_named_and_nothing_on_disk_changes(
    qtbot, main_window, sample_copy, monkeypatch
):
    window = main_window
    editor = window.tabs.editor(CHAPTER_1)
    type_at(qtbot, editor, 0, "Storm. ")
    before = project_files(sample_copy)

    def full(fd: int, data: bytes) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    real = atomic.write_all
    monkeypatch.setattr(atomic, "write_all", full)
    window.menus.save_action.trigger()
    [(title, text, detail)] = save_errors(window)
    assert title == "Could not save"
    assert text.startswith("The disk is full, so the project could not be saved.")
    assert "Nothing on disk was changed" in text
    assert "the disk is full" in detail
    assert project_files(sample_copy) == before
    assert window.isWindowModified()

    monkeypatch.setattr(atomic, "write_all", real)
    window.menus.save_action.trigger()
    assert len(save_errors(window)) == 1
    assert not window.isWindowModified()
    assert "Storm. " in (sample_copy / CHAPTER_1_FILE).read_text(encoding="utf-8")


def test_a_damaged_character_blocks_only_its_own_document(qtbot, main_window, sample_copy):
    window = main_window
    chapter_3 = window.controller.snapshot().documents[CHAPTER_3]
    window.controller.push(SetText(CHAPTER_3, chapter_3.text + "\ud800"), "Paste")
    type_at(qtbot, window.tabs.editor(CHAPTER_1), 0, "Storm. ")
    chapter_3_before = (sample_copy / CHAPTER_3_FILE).read_bytes()

    window.menus.save_action.trigger()
    [(title, text, detail)] = save_errors(window)
    assert title == "Could not save"
    assert "could not be saved" in text and "“Chapter 3: Upriver”" in text
    assert "Everything else was saved" in text
    assert "U+D800" in detail
    assert "Storm. " in (sample_copy / CHAPTER_1_FILE).read_text(encoding="utf-8")
    assert (sample_copy / CHAPTER_3_FILE).read_bytes() == chapter_3_before
    window.prompts.script("close_unsaved", True)  # the damaged chapter stays unsaved

"""Edit ▸ Undo and Redo name the step they would take, as whole sentences in each language.

The text follows the undo stack: a rename typed in a document's title field shows in Undo, moves to
Redo when undone, and the bare "Undo" comes back when there is nothing left. In German and
French the step's name sits inside the translated pattern (Qt's own prefix glued "Rückgängig"
before a verb-final step name).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.undo_actions import step_text
from tests.gui.conftest import installed_language

CHAPTER_3 = "d-218eff7021"
OLD = "Chapter 3: Upriver"

EXPECTED = {
    "en": (
        "&Undo",
        "&Undo Rename “{old}” to “Tom && Jerry”",
        "&Redo Rename “{old}” to “Tom && Jerry”",
    ),
    "de": (
        "&Rückgängig",
        "&Rückgängig: „{old}“ in „Tom && Jerry“ umbenennen",
        "&Wiederherstellen: „{old}“ in „Tom && Jerry“ umbenennen",
    ),
    "fr": (
        "&Annuler",
        "&Annuler\u00a0: Renommer «\u00a0{old}\u00a0» en «\u00a0Tom && Jerry\u00a0»",
        "&Rétablir\u00a0: Renommer «\u00a0{old}\u00a0» en «\u00a0Tom && Jerry\u00a0»",
    ),
}


@pytest.fixture(params=sorted(EXPECTED))
def language(request, qapp) -> Iterator[str]:
    with installed_language(request.param) as language:
        yield language


@pytest.fixture
def window(language, main_window) -> MainWindow:
    """The real main window, built in ``language`` (installed first), the sample open."""
    return main_window


def _rename(qtbot, window: MainWindow, key: str, name: str) -> None:
    """Type a new title into the document's title field and press Enter, as the writer
    renames."""
    field = window.tabs.open(key, pinned=True).title_field
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, name)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def test_undo_and_redo_follow_the_stack_in_whole_sentences(qtbot, window, language):
    bare, undo, redo = (text.format(old=OLD) for text in EXPECTED[language])
    assert window.controller.world.documents[CHAPTER_3].title == OLD
    assert window.undo_action.text() == bare
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()

    _rename(qtbot, window, CHAPTER_3, "Tom & Jerry")
    assert window.controller.world.documents[CHAPTER_3].title == "Tom & Jerry"
    assert window.undo_action.text() == undo
    assert window.undo_action.isEnabled() and not window.redo_action.isEnabled()

    window.undo_action.trigger()
    assert window.controller.world.documents[CHAPTER_3].title == OLD
    assert window.undo_action.text() == bare and not window.undo_action.isEnabled()
    assert window.redo_action.text() == redo and window.redo_action.isEnabled()

    window.redo_action.trigger()
    assert window.controller.world.documents[CHAPTER_3].title == "Tom & Jerry"
    assert window.undo_action.text() == undo


def test_a_step_name_never_brings_its_own_accelerator():
    assert step_text("&Undo", "&Undo %1", "") == "&Undo"
    assert step_text("&Undo", "&Undo %1", "Cut & paste") == "&Undo Cut && paste"
    assert step_text("&Undo", "%1 &rückgängig", "A&B") == "A&&B &rückgängig"

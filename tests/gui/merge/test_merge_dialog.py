"""The merge view with a clash of every kind, driven with the keyboard as a writer who does not
reach for the mouse would: each place named in words, only the choices that can hold offered,
the count kept, screen readers told what each control is, and the choices are what the merge
takes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QPlainTextEdit, QWidget

from assistant.gui.merge.merge_dialog import MergeDialog
from assistant.world.merge.paragraphs import Choice
from assistant.world.storage.store import ProjectStore
from tests.gui.conftest import installed_language
from tests.gui.merge.clashes import CHAPTER_3, CHAPTER_6, MARA, ODA, STYLE_SHEET, sample_clashes
from tests.gui.window.test_accessible import unnamed
from tests.paths import SAMPLE

HEADINGS = [
    "“Chapter 1: The Map House”, the text: passage 1 of 1",
    "“Chapter 5: The Sallows”: the status",
    "“Chapter 6: The Last Level Mark”: the title",  # named as this computer names it
    "“Mára Tesk”: the field “Age”",
    "“Oda Brannvik”: the name",
    "“Chapter 3: Upriver”: where it stands",
    "“Style Sheet”: kept or in the trash",
]


@pytest.fixture
def dialog(qtbot):
    with installed_language("en"):
        merge = sample_clashes(ProjectStore(SAMPLE).load())
        dialog = MergeDialog(merge)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
        yield dialog


def shown(dialog: MergeDialog, name: str) -> str:
    widget = dialog.findChild(QWidget, name)
    if isinstance(widget, QLabel):
        return widget.text()
    assert isinstance(widget, QPlainTextEdit)
    return widget.toPlainText()


def alt(qtbot, dialog: MergeDialog, key: Qt.Key) -> None:
    """Press Alt and ``key`` where the focus is, as a writer presses a button's letter (the
    button shows itself pressed for a moment, then clicks)."""
    qtbot.keyClick(QApplication.focusWidget() or dialog, key, Qt.KeyboardModifier.AltModifier)
    buttons = dialog.findChildren(QAbstractButton)
    qtbot.waitUntil(lambda: not any(button.isDown() for button in buttons), timeout=2000)


def test_every_place_is_named_and_offers_only_what_can_hold(qtbot, dialog):
    assert shown(dialog, "mergeTaken") == (
        "From this computer: Chapter 5: The Sallows (1 paragraph)\n"
        "From the other computer: Chapter 3: Upriver (1 paragraph), "
        "Style Sheet (1 paragraph), Mára Tesk (Eyes)"
    )
    assert shown(dialog, "mergeCount") == "7 of 7 conflicts left"
    headings = []
    for _ in HEADINGS:
        headings.append(shown(dialog, "placeHeading"))
        view = dialog.view
        offered = (view.keep_both.isVisible(), view.editor.isVisible())
        if view.place.what in ("place", "trash", "status", "kind"):
            assert not view.keep_both.isVisible(), headings[-1]
        if view.place.what in ("place", "trash"):
            assert offered == (False, False), headings[-1]
        alt(qtbot, dialog, Qt.Key.Key_N)  # Next Conflict
    assert headings == HEADINGS
    assert shown(dialog, "placeHeading") == HEADINGS[0]  # round again to the first

    dialog.places.setCurrentRow(5)  # where Chapter 3 stands: in words, not ids
    assert shown(dialog, "oursText") == "In “Part Two: The Drowned Line”"
    assert shown(dialog, "theirsText") == "At the top level"
    dialog.places.setCurrentRow(6)
    assert shown(dialog, "oursText") == "Moved to the trash"
    assert shown(dialog, "theirsText") == "Changed, and kept"


def test_the_keyboard_settles_every_place_and_the_merge_takes_it(qtbot, dialog):
    dialog.places.setFocus()
    alt(qtbot, dialog, Qt.Key.Key_O)  # the text: Keep the Other Computer's
    assert shown(dialog, "placeState") == "The other computer’s version stays."
    assert shown(dialog, "mergeCount") == "6 of 7 conflicts left"
    assert dialog.places.item(0).text().startswith("✓")
    for key in (Qt.Key.Key_T, Qt.Key.Key_B, Qt.Key.Key_O, Qt.Key.Key_B, Qt.Key.Key_O,
                Qt.Key.Key_T):  # fmt: skip
        alt(qtbot, dialog, Qt.Key.Key_N)
        alt(qtbot, dialog, key)
    assert shown(dialog, "mergeCount") == "All 7 conflicts decided."
    resolutions = dialog.resolutions()
    assert resolutions[f"document:{CHAPTER_6}:title"] == Choice.BOTH
    assert resolutions[f"entity:{ODA}:name"] == Choice.BOTH
    world = dialog.merge.world(resolutions)
    assert world.documents[CHAPTER_6].title == "Chapter 6: The Last Level Mark / Chapter 6: Level"
    assert world.entities[ODA].name == "Oda Brannvik"
    assert "Oda Brännvik-Tesk" in world.entities[ODA].aliases
    assert world.entities[MARA].fields[0] == ("Age", "twenty")
    assert world.parent_of(CHAPTER_3) is None
    assert world.is_trashed(STYLE_SHEET)
    assert world.documents["d-9b65717c5f"].text.startswith("The rain had not come yet; the river")

    alt(qtbot, dialog, Qt.Key.Key_A)  # Accept Merge: nothing left to confirm
    assert dialog.result() == MergeDialog.DialogCode.Accepted


def test_a_screen_reader_can_name_every_control(dialog):
    for row in range(dialog.places.count()):
        dialog.places.setCurrentRow(row)
        assert unnamed(dialog) == []
    assert dialog.view.ours_view.accessibleName() == "This computer"
    assert dialog.view.theirs_view.accessibleName() == "The other computer"
    assert dialog.view.editor.accessibleName() == "What stays"

"""One field of a character marked private in the entity editor, as a writer does it: click
the field's row, click Private; one undo step, and undo gives back the entity as it was."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from assistant.gui.editor.entity_editor import EntityEditor
from assistant.world.privacy.material import private_material
from tests.gui.conftest import installed_language
from tests.gui.writer import click

MARA = "e-470dba0693"


@pytest.fixture
def editor(qtbot, controller) -> Iterator[EntityEditor]:
    editor = EntityEditor(controller, MARA)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    yield editor
    editor.dispose()


def _click_row(qtbot, editor: EntityEditor, row: int) -> None:
    table = editor.fields_table
    rect = table.visualItemRect(table.item(row, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_field_is_marked_private_and_unmarked_with_a_click_each_one_undo_step(
    qtbot, controller, editor
):
    before = controller.snapshot().entities[MARA]
    button = editor.fields.private_button
    assert button.isVisible() and not button.isEnabled()  # no field chosen yet
    _click_row(qtbot, editor, 1)
    key = before.fields[1][0]
    assert editor.selected_field() == key and not button.isChecked()

    depth = controller.undo_stack.count()
    click(qtbot, button)
    mara = controller.snapshot().entities[MARA]
    assert mara.private_fields == (key,) and not mara.private
    assert private_material(controller.snapshot()).field_keys(MARA) == {key}
    assert controller.undo_stack.count() == depth + 1
    assert controller.undo_stack.undoText() == f"Mark “{key}” private"
    assert button.isChecked()
    assert editor.fields_table.item(1, 0).toolTip() == "Private: never sent to a cloud model"
    assert editor.fields_table.item(0, 0).toolTip() == ""

    _click_row(qtbot, editor, 0)
    assert not button.isChecked()  # the button follows the chosen field
    _click_row(qtbot, editor, 1)
    click(qtbot, button)
    assert controller.snapshot().entities[MARA].private_fields == ()
    assert controller.undo_stack.undoText() == f"Mark “{key}” not private"

    controller.undo_stack.undo()
    assert controller.snapshot().entities[MARA].private_fields == (key,)
    assert button.isChecked()
    controller.undo_stack.undo()
    assert controller.snapshot().entities[MARA] == before
    assert not button.isChecked() and editor.fields_table.item(1, 0).toolTip() == ""


def test_the_button_and_its_undo_step_speak_the_writers_language(qtbot, controller, editor):
    with installed_language("de"):
        fresh = EntityEditor(controller, MARA)
        qtbot.addWidget(fresh)
        fresh.show()
        qtbot.waitExposed(fresh)
        assert fresh.fields.private_button.text() == "Privat"
        _click_row(qtbot, fresh, 0)
        click(qtbot, fresh.fields.private_button)
        key = controller.snapshot().entities[MARA].private_fields[0]
        assert controller.undo_stack.undoText() == f"„{key}“ als privat markieren"
        fresh.dispose()


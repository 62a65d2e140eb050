"""Marking private from the tree, as a writer does: the context menu's Private, the Project
menu's Private; a lock and a tooltip on what is private; one undo step each way."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.gui.project.private_mark import private_tooltip
from assistant.world.privacy.material import node_is_private
from tests.gui.writer import menu_action, trigger

HIGH_WATER = "f-4c0f3b7802"  # Chapter 2: High Water, a folder of two scenes
SCENE = "d-0afb7cc2a9"  # inside it
CHAPTER = "d-9b65717c5f"
MARA = "e-470dba0693"


def _context_action(window, key: str):
    menu = window.tree.actions_.context_menu(key)
    [action] = [a for a in menu.actions() if a.text() == "Private"]
    return action


def test_the_context_menu_marks_a_document_private_as_one_undo_step(qtbot, main_window):
    window = main_window
    tree, stack = window.tree, window.controller.undo_stack
    before = window.controller.world
    tree.select_key(CHAPTER)
    action = _context_action(window, CHAPTER)
    assert action.isCheckable() and action.isEnabled() and not action.isChecked()
    index = tree.tree_model.index_of(CHAPTER)
    plain_icon = index.data(Qt.ItemDataRole.DecorationRole).cacheKey()
    assert private_tooltip() not in index.data(Qt.ItemDataRole.ToolTipRole)

    action.trigger()
    world = window.controller.world
    assert world.documents[CHAPTER].private
    assert stack.count() == 1 and "private" in stack.text(0)
    assert private_tooltip() in index.data(Qt.ItemDataRole.ToolTipRole)
    assert index.data(Qt.ItemDataRole.DecorationRole).cacheKey() != plain_icon
    assert _context_action(window, CHAPTER).isChecked()

    _context_action(window, CHAPTER).trigger()  # unticked: the mark goes
    assert not window.controller.world.documents[CHAPTER].private
    stack.undo()
    stack.undo()
    assert window.controller.world == before


def test_the_project_menu_marks_a_folder_and_everything_in_it_shows_the_lock(qtbot, main_window):
    window = main_window
    tree = window.tree
    tree.select_key(HIGH_WATER)
    assert not menu_action(window, "Project", "Private").isChecked()
    trigger(window, "Project", "Private")
    world = window.controller.world
    assert world.folders[HIGH_WATER].private and node_is_private(world, SCENE)
    scene = tree.tree_model.index_of(SCENE)
    qtbot.waitUntil(lambda: private_tooltip() in scene.data(Qt.ItemDataRole.ToolTipRole))
    assert menu_action(window, "Project", "Private").isChecked()
    tree.select_key(SCENE)  # private through its folder, not marked itself
    assert not menu_action(window, "Project", "Private").isChecked()


def test_an_entity_is_marked_from_its_context_menu(qtbot, main_window):
    window = main_window
    window.tree.select_key(MARA)
    _context_action(window, MARA).trigger()
    assert window.controller.world.entities[MARA].private
    index = window.tree.tree_model.index_of(MARA)
    assert private_tooltip() in index.data(Qt.ItemDataRole.ToolTipRole)

"""A chapter given a scene, in the views (N2): the folder it became is the chapter, shown
with its title once; the document of that title first in it is the chapter's own text,
shown as “(chapter text)”; the folder's row and card show the chapter's synopsis and status.
Driven as the writer does: the chapter selected in the tree, Project ▸ New Scene."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.gui.project.corkboard import STATUS_ROLE, SYNOPSIS_ROLE
from assistant.gui.project.outliner import KIND, STATUS, SYNOPSIS, TITLE, Outliner
from assistant.gui.window.main_window import MainWindow
from tests.gui.writer import trigger

CHAPTER_3 = "d-218eff7021"
TITLE_3 = "Chapter 3: Upriver"


def _new_scene_in_chapter_3(window: MainWindow) -> tuple[str, str]:
    """Chapter 3 selected ▸ Project ▸ New Scene; the folder it became and the new scene."""
    window.tree.select_key(CHAPTER_3)
    trigger(window, "Project", "New Scene")
    world = window.controller.world
    folder = world.parent_of(CHAPTER_3)
    assert folder in world.folders and world.folders[folder].title == TITLE_3
    return folder, window.tabs.current_key()


def _outline_row(outliner: Outliner, node_id: str) -> int:
    return next(
        r for r in range(outliner.proxy.rowCount()) if outliner.table.node_at_row(r) == node_id
    )


def test_the_tree_shows_the_chapter_title_once(qtbot, main_window):
    window = main_window
    folder, scene = _new_scene_in_chapter_3(window)
    model = window.tree.tree_model
    shown = [model.index_of(key).data() for key in (folder, CHAPTER_3, scene)]
    assert shown == [TITLE_3, "(chapter text)", "New scene"]
    assert model.index_of(CHAPTER_3).data(Qt.ItemDataRole.EditRole) == TITLE_3  # renaming
    assert TITLE_3 in model.index_of(CHAPTER_3).data(Qt.ItemDataRole.ToolTipRole)
    synopsis = window.controller.world.documents[CHAPTER_3].synopsis
    assert synopsis and synopsis in model.index_of(folder).data(Qt.ItemDataRole.ToolTipRole)


def test_a_second_new_scene_on_the_chapter_text_goes_into_the_same_folder(qtbot, main_window):
    window = main_window
    folder, first = _new_scene_in_chapter_3(window)
    window.tree.select_key(CHAPTER_3)  # the chapter's text, inside its folder
    trigger(window, "Project", "New Scene")
    world = window.controller.world
    second = window.tabs.current_key()
    assert world.children(folder) == (CHAPTER_3, second, first)
    assert [f for f in world.folders.values() if f.title == TITLE_3] == [world.folders[folder]]


def test_the_outliner_shows_the_chapter_on_its_folder(qtbot, main_window):
    window = main_window
    folder, _scene = _new_scene_in_chapter_3(window)
    window.writing_tools.outliner_action.trigger()  # View ▸ Outliner
    outliner = window.writing_tools.outliner
    qtbot.waitExposed(outliner.table)
    chapter = window.controller.world.documents[CHAPTER_3]
    row = _outline_row(outliner, folder)
    cell = lambda r, c: outliner.proxy.index(r, c).data()  # noqa: E731
    assert cell(row, TITLE).strip() == TITLE_3
    assert cell(row, KIND) == "Chapter"
    assert cell(row, SYNOPSIS) == chapter.synopsis.replace("\n", " ")
    assert cell(_outline_row(outliner, CHAPTER_3), TITLE).strip() == "(chapter text)"
    # the folder's status is the chapter's: set there, it lands on the chapter's text, undoably
    assert outliner.proxy.setData(outliner.proxy.index(row, STATUS), "final")
    assert window.controller.world.documents[CHAPTER_3].status == "final"
    window.menus.undo_action.trigger()
    assert window.controller.world.documents[CHAPTER_3].status == chapter.status


def test_the_corkboard_card_of_the_chapter_shows_its_synopsis(qtbot, main_window):
    window = main_window
    folder, scene = _new_scene_in_chapter_3(window)
    tools = window.writing_tools
    tools.corkboard_action.trigger()  # View ▸ Corkboard
    board = tools.corkboard
    chapter = window.controller.world.documents[CHAPTER_3]
    window.tree.select_key(folder)  # the board shows what the chapter's part holds
    window.tree.select_key(window.controller.world.parent_of(folder))
    cards = {board.model.node_id(r): board.model.index(r) for r in range(board.model.rowCount())}
    card = cards[folder]
    assert card.data() == TITLE_3
    assert card.data(SYNOPSIS_ROLE) == chapter.synopsis
    assert card.data(STATUS_ROLE) == chapter.status
    window.tree.select_key(scene)  # inside the chapter: its text and its scene
    inside = [board.model.index(r).data() for r in range(board.model.rowCount())]
    assert inside == ["(chapter text)", "New scene"]
    assert board.heading.text() == TITLE_3

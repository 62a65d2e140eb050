"""Writing in the real main window, as a writer does it (issue 14, items 14, 15, 19, 20):
one truth for unsaved changes, New Scene inside a chapter, the tree following the tab,
Tab through tree, tabs and editor, carets kept, a small screen, the undo history's first
line."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.editor_tabs import UNSAVED_MARK
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.layout_state import MIN_EDITOR_WIDTH
from assistant.gui.window.main_window import MainWindow
from assistant.world.edits import MoveNode
from assistant.world.model import DocumentKind
from tests.gui.writer import trigger, type_text

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_2 = "f-4c0f3b7802"  # a folder of two scenes
CHAPTER_3 = "d-218eff7021"
TOLL_HOUSE = "d-0afb7cc2a9"
PART_ONE = "f-ed27e018c0"


def _type_at_start(qtbot, window: MainWindow, text: str) -> DocumentEditor:
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    editor.place_caret(0)
    editor.text_edit.setFocus()
    type_text(qtbot, editor.text_edit, text)
    return editor


def _says_unsaved(window: MainWindow, key: str) -> tuple[bool, bool, bool]:
    index = window.tabs.indexOf(window.tabs.editor(key))
    return (
        window.isWindowModified(),
        window.save_label.text() == "Unsaved changes",
        window.tabs.tabText(index).endswith(UNSAVED_MARK),
    )


def test_the_title_the_status_bar_and_the_tab_agree_on_unsaved_changes(qtbot, main_window):
    window = main_window
    assert _says_unsaved(window, CHAPTER_1) == (False, False, False)
    _type_at_start(qtbot, window, "Rain. ")
    assert _says_unsaved(window, CHAPTER_1) == (True, True, True)
    trigger(window, "File", "Save")
    assert _says_unsaved(window, CHAPTER_1) == (False, False, False)
    assert window.save_label.text() == "All changes saved"
    window.menus.undo_action.trigger()  # back behind the save: unsaved again, everywhere
    assert _says_unsaved(window, CHAPTER_1) == (True, True, True)
    window.menus.redo_action.trigger()  # at the saved state again: saved, everywhere
    assert _says_unsaved(window, CHAPTER_1) == (False, False, False)
    assert window.save_label.text() == "All changes saved"
    window.tabs.open(CHAPTER_3, pinned=True)
    _type_at_start(qtbot, window, "Up. ")
    assert _says_unsaved(window, CHAPTER_3) == (True, True, True)
    assert _says_unsaved(window, CHAPTER_1)[2] is False  # only the changed document's tab


def test_new_scene_with_a_chapter_selected_goes_inside_that_chapter(qtbot, main_window):
    window = main_window
    controller = window.controller
    before = controller.snapshot()
    window.tree.select_key(CHAPTER_3)
    trigger(window, "Project", "New Scene")
    world = controller.snapshot()
    scene = window.tabs.current_key()
    assert world.documents[scene].kind == DocumentKind.SCENE
    folder = world.parent_of(scene)
    assert folder is not None and folder != PART_ONE
    assert world.folders[folder].title == "Chapter 3: Upriver"
    assert world.folders[folder].children == (CHAPTER_3, scene)  # the chapter, then the scene
    assert world.parent_of(folder) == PART_ONE
    assert world.index_in_parent(folder) == before.index_in_parent(CHAPTER_3)
    assert window.tree.current_key() == scene
    assert controller.undo_stack.undoText() == "New scene “New scene” in “Chapter 3: Upriver”"
    window.menus.undo_action.trigger()  # one step takes it all back
    assert controller.snapshot() == before

    window.tree.select_key(CHAPTER_2)  # a chapter that is already a folder of scenes
    trigger(window, "Project", "New Scene")
    scene = window.tabs.current_key()
    assert controller.snapshot().folders[CHAPTER_2].children[-1] == scene
    window.tree.select_key(TOLL_HOUSE)  # a scene: the new one follows it
    trigger(window, "Project", "New Scene")
    children = controller.snapshot().folders[CHAPTER_2].children
    assert children.index(window.tabs.current_key()) == children.index(TOLL_HOUSE) + 1


def test_a_chapter_given_a_scene_is_still_read_and_printed_by_its_title(qtbot, main_window):
    """New Scene turns Chapter 3 into a folder of the same title holding its text: the
    assistant still reads the chapter by its title, and the export prints the title once."""
    from assistant.agent.tools.resolve import resolve_document
    from assistant.export.manuscript import Heading, assemble
    from assistant.export.options import ExportOptions

    window = main_window
    window.tree.select_key(CHAPTER_3)
    trigger(window, "Project", "New Scene")
    world = window.controller.snapshot()
    assert resolve_document(world, "Chapter 3: Upriver").id == CHAPTER_3
    assert resolve_document(world, "chapter 3").id == CHAPTER_3
    headings = [b.title for b in assemble(world, ExportOptions()).blocks
                if isinstance(b, Heading)]
    assert headings.count("Chapter 3: Upriver") == 1
    scene = window.tabs.current_key()
    window.tree.select_key(scene)  # the scene moved out again, to the end of the part
    window.controller.push(MoveNode(scene, PART_ONE, None), "Move")
    headings = [b.title for b in assemble(window.controller.snapshot(), ExportOptions()).blocks
                if isinstance(b, Heading)]
    assert headings.count("Chapter 3: Upriver") == 1


def test_the_tree_follows_the_tab_in_front(qtbot, main_window):
    window = main_window
    window.tabs.open(CHAPTER_3, pinned=True)
    window.tabs.open(TOLL_HOUSE, pinned=True)
    assert window.tree.current_key() == TOLL_HOUSE
    trigger(window, "View", "Previous Tab")
    assert window.tree.current_key() == window.tabs.current_key()
    trigger(window, "View", "Previous Tab")
    assert window.tabs.current_key() == CHAPTER_1 and window.tree.current_key() == CHAPTER_1


def test_tab_goes_from_the_tree_to_the_tabs_and_into_the_document(qtbot, main_window):
    window = main_window
    window.tabs.open(CHAPTER_3, pinned=True)
    window.activateWindow()
    trigger(window, "View", "Go to Project Tree")
    assert QApplication.focusWidget() is window.tree
    seen = []
    for _step in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    editor = window.tabs.current_editor()
    assert seen == [
        window.tabs.tabBar(), editor.title_field, editor.fields.toggle, editor.text_edit
    ]


def test_carets_come_back_where_the_writer_left_them(qtbot, tmp_path, sample_copy):
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)

    def open_window() -> MainWindow:
        window = MainWindow(ProjectController(), settings, with_assistant=False)
        qtbot.addWidget(window)
        window.show()
        assert window.files.open_project(sample_copy)
        return window

    window = open_window()
    trigger(window, "File", "Close Tab")
    window.tree.select_key(TOLL_HOUSE)
    qtbot.keyClick(window.tree, Qt.Key.Key_Return)
    editor = window.tabs.current_editor()
    editor.place_caret(1234)
    window.close()
    window.controller.close()

    window = open_window()
    editor = window.tabs.editor(TOLL_HOUSE)
    assert isinstance(editor, DocumentEditor)
    assert editor.caret_position() == 1234
    window.close()
    window.controller.close()


def test_a_small_screen_gives_the_editor_its_room(qtbot, controller, tmp_path):
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.open(CHAPTER_3, pinned=True)
    window.tabs.open(TOLL_HOUSE, pinned=True)
    # the docks settle in steps after the first show: wait for the editor's room, or fail
    qtbot.waitUntil(lambda: window.center.width() >= 480, timeout=2000)  # once 364: 5 words
    assert window.center.width() > window.assistant_dock.width() > window.tree_dock.width()
    assert window.tree_dock.width() >= 160
    window.resize(800, 600)  # smaller still: the panes give way first
    qtbot.waitUntil(lambda: window.width() <= 1000, timeout=2000)
    assert window.center.width() >= min(MIN_EDITOR_WIDTH, window.width() - 160 - 340)
    assert window.tree_dock.width() >= 160
    bar = window.tabs.tabBar()
    assert all(bar.tabRect(i).width() > bar.fontMetrics().horizontalAdvance("Chapter") for i in
               range(bar.count()))  # fmt: skip
    window.close()


def test_the_undo_history_starts_with_the_project_as_opened(main_window):
    trigger(main_window, "View", "Undo History")
    first = main_window.undo_view.model().index(0, 0).data()
    assert first == "As opened"

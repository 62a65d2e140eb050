"""The real main window on the sample project: edit, undo, redo, save and reopen; the tree's
drag and drop and actions; the lock; files changed by another program; autosave."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QLineEdit

from assistant.gui.app import app as gui_app
from assistant.gui.app import desktop
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.project.new_project_dialog import NewProject
from assistant.gui.project.project_tree import ENTITIES_KEY, TRASH_KEY, kind_key
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.questions import ExternalChoice
from assistant.world.edits import TrashNode
from assistant.world.model import EntityKind
from assistant.world.storage.lock import ProjectLock
from assistant.world.storage.store import ProjectStore
from tests.gui.conftest import ScriptedPrompts, copy_sample
from tests.gui.sweep import context_menu_targets
from tests.gui.window.test_controller import project_files
from tests.gui.writer import answer_modal, trigger

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_3 = "d-218eff7021"
PART_ONE = "f-ed27e018c0"
PART_TWO = "f-6c1719427e"
NOTES = "f-497779dbeb"
MARA = "e-470dba0693"
CHAPTER_1_FILE = "documents/chapter-1-the-map-house-d-9b65717c5f.md"


def type_at(qtbot, editor: DocumentEditor, position: int, text: str) -> None:
    cursor = editor.text_edit.textCursor()
    cursor.setPosition(position)
    editor.text_edit.setTextCursor(cursor)
    qtbot.keyClicks(editor.text_edit, text)


def rename_in_tree(qtbot, window: MainWindow, key: str, name: str) -> None:
    """Select ``key`` in the tree, press F2, type ``name`` and Enter."""
    tree = window.tree
    tree.setFocus()
    tree.select_key(key)
    qtbot.keyClick(tree, Qt.Key.Key_F2)
    assert tree.state() == tree.State.EditingState
    editor = next(w for w in tree.viewport().findChildren(QLineEdit) if w.isVisible())
    editor.selectAll()
    qtbot.keyClicks(editor, name)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tree.state() != tree.State.EditingState, timeout=2000)


def click_in_tree(qtbot, window: MainWindow, key: str, *, double: bool = False) -> None:
    tree = window.tree
    tree.scrollTo(tree.tree_model.index_of(key))
    point = tree.visualRect(tree.tree_model.index_of(key)).center()
    if double:
        qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)
    else:
        qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)


def drop(window: MainWindow, keys: list[str], parent: str | None, row: int) -> bool:
    model = window.tree.tree_model
    mime = model.mimeData([model.index_of(k) for k in keys])
    target = model.index_of(parent) if parent is not None else QModelIndex()
    assert model.canDropMimeData(mime, Qt.DropAction.MoveAction, row, 0, target)
    return model.dropMimeData(mime, Qt.DropAction.MoveAction, row, 0, target)


def test_the_sample_opens_with_its_tree_and_first_chapter(main_window):
    window = main_window
    world = window.controller.snapshot()
    assert window.windowTitle().startswith("The Long Map")
    assert not window.isWindowModified()
    model = window.tree.tree_model
    assert model.keys(None) == (*world.root, ENTITIES_KEY, TRASH_KEY)
    assert len(model.keys(kind_key(EntityKind.CHARACTER))) == 6
    assert model.data(model.index_of(kind_key(EntityKind.CHARACTER))) == "Characters (6)"
    assert window.tabs.open_keys() == [CHAPTER_1]
    assert window.tree.current_key() == CHAPTER_1
    words = world.documents[CHAPTER_1].word_count
    assert window.words_label.text().replace(",", "") == f"{words} words"
    assert not window.undo_dock.isVisible()
    assert not window.menus.save_action.isEnabled()


def test_the_project_is_counted_off_the_gui_thread_and_then_kept_current(
    qtbot, sample_copy, window_settings, monkeypatch
):
    import threading

    from assistant.world import model

    counted_on: list[threading.Thread] = []  # whole documents counted, by thread
    counted: list[str] = []  # and which
    count_words = model.count_words

    def recording(text: str) -> int:
        world = controller.world
        for doc in world.documents.values() if world is not None else ():
            if text == doc.text:
                counted_on.append(threading.current_thread())
                counted.append(doc.id)
        return count_words(text)  # (a few words around an edit are counted for the tally)

    monkeypatch.setattr(model, "count_words", recording)
    controller = ProjectController()
    window = MainWindow(controller, window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(controller.words_counted, timeout=10_000):
        window.files.open_project(sample_copy)
        assert controller.project_word_count() is None  # not yet: the window came first
    world = controller.snapshot()
    total = sum(doc.word_count for doc in world.documents_in_order())
    assert window.project_words_label.text().replace(",", "") == f"Project: {total} words"
    shown_chapter = world.documents[CHAPTER_1]
    on_gui = [t for t in counted_on if t is threading.main_thread()]
    assert len(on_gui) <= 1  # at most the chapter shown in the editor, for its own count
    assert len(counted_on) >= len(world.documents) - 1
    assert "word_count" in vars(shown_chapter)

    counted.clear()
    editor = window.tabs.current_editor()
    type_at(qtbot, editor, 0, "Rain falls. ")
    qtbot.waitUntil(
        lambda: window.project_words_label.text().replace(",", "")
        == f"Project: {total + 2} words"
    )
    assert set(counted) == {CHAPTER_1}  # only the edited chapter was counted again
    window.prompts.script("close_unsaved", True)
    window.close()
    controller.close()
    shiboken6.delete(controller)


def test_edit_undo_redo_save_and_reopen_match(qtbot, main_window, sample_copy, window_settings):
    window = main_window
    controller = window.controller
    original = controller.snapshot()
    editor = window.tabs.current_editor()
    type_at(qtbot, editor, 0, "Rain. ")
    assert window.isWindowModified()
    assert window.menus.save_action.isEnabled()
    rename_in_tree(qtbot, window, CHAPTER_3, "Chapter 3: Up the River")
    assert controller.snapshot().documents[CHAPTER_3].title == "Chapter 3: Up the River"
    assert drop(window, [CHAPTER_3], PART_TWO, 0)
    window.tree.select_key(NOTES)
    trigger(window, "Project", "New Scene")
    scene = window.tabs.current_key()
    assert scene is not None and scene not in original.documents
    assert controller.snapshot().folders[NOTES].children[-1] == scene
    steps = controller.undo_stack.count()
    assert steps == 4
    edited = controller.snapshot()

    for _ in range(steps):
        window.menus.undo_action.trigger()
    assert controller.snapshot() == original
    assert not window.isWindowModified()
    assert window.tabs.editor(scene) is None  # its document is gone
    assert editor.text_edit.toPlainText() == original.documents[CHAPTER_1].text
    for _ in range(steps):
        window.menus.redo_action.trigger()
    assert controller.snapshot() == edited
    assert controller.undo_stack.count() == steps  # undo and redo recorded nothing

    window.menus.save_action.trigger()
    assert not window.isWindowModified()
    files = project_files(sample_copy)
    window.close()
    assert not (sample_copy / ".quire" / "lock").exists()

    reopened = ProjectController()
    try:
        reopened.open(sample_copy)
        assert reopened.snapshot() == edited
        assert reopened.project.store.problems == ()
        assert reopened.project.save().written == ()
        assert project_files(sample_copy) == files
    finally:
        reopened.close()
        shiboken6.delete(reopened)


def test_closing_with_unsaved_changes_saves_them(qtbot, main_window, sample_copy):
    editor = main_window.tabs.current_editor()
    type_at(qtbot, editor, 0, "Closing. ")
    main_window.close()
    text = (sample_copy / CHAPTER_1_FILE).read_text(encoding="utf-8")
    assert "Closing. The rain" in text


def test_autosave_writes_after_a_pause(qtbot, main_window, sample_copy):
    main_window.controller.set_autosave_interval(30)
    type_at(qtbot, main_window.tabs.current_editor(), 0, "Auto. ")
    qtbot.waitUntil(lambda: not main_window.isWindowModified(), timeout=3000)
    assert "Auto. The rain" in (sample_copy / CHAPTER_1_FILE).read_text(encoding="utf-8")
    assert main_window.save_label.text() == "All changes saved"


def test_a_locked_project_is_refused_with_a_clear_message(main_window, sample_copy, tmp_path):
    other = copy_sample(tmp_path / "Other")
    with ProjectLock(other):
        assert not main_window.files.open_project(other)
    name, (root, detail) = main_window.prompts.asked[-1]
    assert name == "locked" and root == other and "process" in detail
    assert main_window.controller.root == sample_copy  # the open project stays open
    assert main_window.windowTitle().startswith("The Long Map")


def test_a_second_window_on_the_same_project_is_told_it_is_locked(
    qtbot, main_window, sample_copy, window_settings
):
    controller = ProjectController()
    second = MainWindow(controller, window_settings, with_assistant=False)
    second.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(second)
    try:
        assert not second.files.open_project(sample_copy)
        assert second.prompts.names() == ["locked"]
        assert not controller.is_open
    finally:
        second.close()


def _change_on_disk(sample_copy, old: str, new: str) -> str:
    path = sample_copy / CHAPTER_1_FILE
    text = path.read_text(encoding="utf-8").replace(old, new)
    path.write_text(text, encoding="utf-8")
    return text


def test_an_external_change_is_offered_for_reload(qtbot, main_window, sample_copy):
    window = main_window
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    _change_on_disk(sample_copy, "The rain had not come yet", "The rain came")
    window.prompts.script("external_change", ExternalChoice.RELOAD)
    window.files.check_disk()
    assert window.prompts.asked[-1] == ("external_change", ([CHAPTER_1_FILE], True))
    editor = window.tabs.current_editor()
    assert editor.text_edit.toPlainText().startswith("The rain came")
    assert window.controller.undo_stack.count() == 0
    assert not window.isWindowModified()
    window.files.check_disk()  # nothing more to ask
    assert window.prompts.names() == ["external_change"]


def test_an_external_change_is_never_overwritten_silently(qtbot, main_window, sample_copy):
    window = main_window
    type_at(qtbot, window.tabs.current_editor(), 0, "Mine. ")
    theirs = _change_on_disk(sample_copy, "The rain had not come yet", "The rain came")
    window.prompts.script("external_change", ExternalChoice.CANCEL)
    assert not window.files.save()
    assert (sample_copy / CHAPTER_1_FILE).read_text(encoding="utf-8") == theirs
    assert window.isWindowModified()
    window.files.check_disk()  # declined for these very changes: not asked again
    assert window.prompts.names() == ["external_change"]

    window.prompts.script("external_change", ExternalChoice.KEEP_MINE)
    assert window.files.save()
    text = (sample_copy / CHAPTER_1_FILE).read_text(encoding="utf-8")
    assert "Mine. The rain had not come yet" in text
    assert not window.isWindowModified()


def test_the_folder_watch_brings_the_offer_without_a_save(qtbot, main_window, sample_copy):
    main_window.prompts.script("external_change", ExternalChoice.RELOAD)
    _change_on_disk(sample_copy, "The rain had not come yet", "The rain came")
    qtbot.waitUntil(lambda: "external_change" in main_window.prompts.names(), timeout=5000)
    editor = main_window.tabs.current_editor()
    assert editor.text_edit.toPlainText().startswith("The rain came")


def test_dragging_in_the_tree_moves_trashes_and_restores(qtbot, main_window):
    window = main_window
    controller = window.controller
    assert drop(window, [CHAPTER_3], PART_TWO, 1)
    world = controller.snapshot()
    assert world.parent_of(CHAPTER_3) == PART_TWO and world.index_in_parent(CHAPTER_3) == 1
    assert controller.undo_stack.text(0) == "Move “Chapter 3: Upriver”"
    assert drop(window, [CHAPTER_1], PART_ONE, 3)  # to the end of its own part
    assert controller.snapshot().folders[PART_ONE].children[-1] == CHAPTER_1
    assert drop(window, [CHAPTER_1, MARA], TRASH_KEY, -1)
    world = controller.snapshot()
    assert world.is_trashed(CHAPTER_1) and world.is_trashed(MARA)
    assert window.tabs.editor(CHAPTER_1) is None  # its tab closed
    assert window.tree.tree_model.keys(TRASH_KEY) == (CHAPTER_1, MARA)
    assert drop(window, [CHAPTER_1], None, 0)  # out of the trash, to the top
    assert controller.snapshot().root[0] == CHAPTER_1
    while controller.undo_stack.canUndo():
        controller.undo_stack.undo()
    assert controller.snapshot().folders[PART_ONE].children[0] == CHAPTER_1


def test_the_tree_refuses_impossible_drops(main_window):
    model = main_window.tree.tree_model
    mime = model.mimeData([model.index_of(PART_ONE)])
    inside = model.index_of("f-4c0f3b7802")  # a folder inside Part One
    assert not model.canDropMimeData(mime, Qt.DropAction.MoveAction, 0, 0, inside)
    entity = model.mimeData([model.index_of(MARA)])
    assert not model.canDropMimeData(entity, Qt.DropAction.MoveAction, 0, 0, QModelIndex())
    place = model.index_of(kind_key(EntityKind.PLACE))
    assert model.dropMimeData(entity, Qt.DropAction.MoveAction, -1, 0, place)
    assert main_window.controller.snapshot().entities[MARA].kind == EntityKind.PLACE


def test_tree_keys_rename_move_and_trash(qtbot, main_window):
    window = main_window
    tree = window.tree
    controller = window.controller
    tree.setFocus()
    tree.select_key(CHAPTER_3)
    qtbot.keyClick(tree, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    parts = controller.snapshot().folders[PART_ONE].children
    assert parts.index(CHAPTER_3) == 1
    assert tree.current_key() == CHAPTER_3
    qtbot.keyClick(tree, Qt.Key.Key_Delete)
    assert controller.snapshot().is_trashed(CHAPTER_3)
    tree.select_key(CHAPTER_3)
    trigger(window, "Project", "Restore from Trash")
    assert controller.snapshot().folders[PART_ONE].children.index(CHAPTER_3) == 1
    tree.select_key(CHAPTER_1)
    qtbot.keyClick(tree, Qt.Key.Key_F2)
    assert tree.state() == tree.State.EditingState


def test_a_single_click_previews_and_typing_keeps_the_tab(qtbot, main_window):
    window = main_window
    tabs = window.tabs
    click_in_tree(qtbot, window, CHAPTER_3)
    assert tabs.preview_key == CHAPTER_3
    click_in_tree(qtbot, window, MARA)
    assert tabs.preview_key == MARA and tabs.editor(CHAPTER_3) is None
    window.tree.select_key(CHAPTER_3)
    qtbot.keyClick(window.tree, Qt.Key.Key_Return)  # Enter keeps the tab
    assert tabs.preview_key == MARA and tabs.editor(CHAPTER_3) is not None
    click_in_tree(qtbot, window, "d-5285907503")
    assert tabs.preview_key == "d-5285907503" and tabs.editor(MARA) is None
    type_at(qtbot, tabs.current_editor(), 0, "x")
    assert tabs.preview_key is None


def test_new_entity_and_undo_close_its_tab(qtbot, main_window):
    window = main_window
    trigger(window, "Project", "New Entity", "New Place")
    key = window.tabs.current_key()
    assert key is not None and window.controller.world.entities[key].kind == EntityKind.PLACE
    assert window.controller.world.entities[key].name == "New place"
    assert window.tree.tree_model.index_of(key).parent() == window.tree.tree_model.index_of(
        kind_key(EntityKind.PLACE)
    )
    window.menus.undo_action.trigger()
    assert window.tabs.editor(key) is None


def test_document_requests_open_a_tab(qtbot, main_window):
    main_window.controller.request_document(CHAPTER_3)
    assert main_window.tabs.current_key() == CHAPTER_3
    assert main_window.tree.current_key() == CHAPTER_3


def test_the_undo_history_is_hidden_and_shown_from_the_view_menu(qtbot, main_window):
    assert not main_window.undo_dock.isVisible()
    view = main_window.menus.menu("View")
    assert main_window.menus.undo_history_action in view.actions()
    main_window.menus.undo_history_action.trigger()
    assert main_window.undo_dock.isVisible()
    type_at(qtbot, main_window.tabs.current_editor(), 0, "x")
    assert main_window.undo_view.model().rowCount() == 2  # the empty state and one step


def test_find_opens_on_the_current_document(qtbot, main_window):
    main_window.menus.find_action.trigger()
    editor = main_window.tabs.current_editor()
    assert editor.find_bar.isVisible()
    main_window.menus.replace_action.trigger()
    assert editor.find_bar.replace_field.isVisible()


def test_recent_projects_new_project_and_import(qtbot, main_window, tmp_path):
    window = main_window
    assert window.recent.paths() == []  # the fixture opened it before the window existed
    created = tmp_path / "My Novel"
    window.prompts.script(
        "new_project_details", NewProject("My Novel", "Ann Writer", created)
    )
    trigger(window, "File", "New Project…")
    assert window.controller.root == created
    assert window.windowTitle().startswith("My Novel")
    assert window.controller.world.meta.author == "Ann Writer"
    assert [d.title for d in window.controller.snapshot().documents_in_order()] == ["Chapter 1"]
    assert window.recent.paths()[0] == created.resolve()

    source = tmp_path / "vault"
    (source / "Part 1").mkdir(parents=True)
    (source / "Part 1" / "One.md").write_text("# One\n\nThe first words.\n", encoding="utf-8")
    window.prompts.script("choose_import_source", source)
    window.menus.import_action.trigger()
    dialog = window.files.import_window
    qtbot.waitUntil(dialog.import_button.isEnabled)
    dialog.destination_field.setText(str(tmp_path / "Imported"))
    with qtbot.waitSignal(dialog.imported, timeout=10000):
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert window.controller.root == tmp_path / "Imported"
    assert window.prompts.names()[-1] == "import_report"
    titles = [d.title for d in window.controller.snapshot().documents_in_order()]
    assert titles == ["One"]

    actions = window.menus.recent_menu_actions()
    assert [a.toolTip() for a in actions[:2]] == [
        str((tmp_path / "Imported").resolve()),
        str(created.resolve()),
    ]
    assert [a.text() for a in actions[:2]] == ["&1 vault", "&2 My Novel"]  # titles
    trigger(window, "File", "Open Recent", "2 My Novel")
    assert window.controller.root == created


def test_first_run_opens_a_writable_copy_of_the_sample(tmp_path, monkeypatch, window_settings):
    monkeypatch.setenv("QUIRE_DATA_DIR", str(tmp_path / "data"))
    path = gui_app.project_to_open(None, window_settings)
    assert path == tmp_path / "data" / desktop.SAMPLE_FOLDER_NAME
    assert ProjectStore(path).load() == ProjectStore(desktop.SAMPLE_SOURCE).load()
    (path / "documents" / "mine.txt").write_text("kept")
    assert desktop.sample_copy() == path  # not copied over again
    assert (path / "documents" / "mine.txt").exists()
    assert gui_app.project_to_open("~/elsewhere", window_settings).name == "elsewhere"


def test_the_last_project_is_opened_next_time(tmp_path, monkeypatch, window_settings):
    monkeypatch.setenv("QUIRE_DATA_DIR", str(tmp_path / "data"))
    project = copy_sample(tmp_path / "Novel")
    from assistant.gui.app.recent import RecentProjects

    RecentProjects(window_settings).add(project)
    assert gui_app.project_to_open(None, window_settings) == project.resolve()


def test_main_starts_on_the_sample_and_quits_cleanly(qtbot, qapp, tmp_path, monkeypatch):
    """What ``make run`` does on a fresh machine: no project given, so the sample's copy."""
    import asyncio

    monkeypatch.setenv("QUIRE_DATA_DIR", str(tmp_path / "data"))
    seen: list[str] = []

    def look(window) -> None:
        assert isinstance(window, MainWindow)
        seen.append(window.windowTitle())
        seen.extend(window.tabs.open_keys())
        # answer_modal closes the window next: the app quits

    kept = len(gui_app._keep_alive)
    try:
        with answer_modal(qtbot, look):
            assert gui_app.main(["quire-gui"]) == 0
    finally:
        asyncio.set_event_loop(None)
        # what the app sets up for its whole life must not outlive this test: its translators
        # (English plurals in every later test's text), its crash handler, and the objects it
        # set aside from the collector once started
        for thing in reversed(gui_app._keep_alive[kept:]):
            if hasattr(thing, "uninstall"):
                thing.uninstall()
        del gui_app._keep_alive[kept:]
        gc.unfreeze()
    assert seen[0].startswith("The Long Map")
    assert seen[1:] == [CHAPTER_1]
    sample = tmp_path / "data" / desktop.SAMPLE_FOLDER_NAME
    assert (sample / "project.quire").is_file()
    assert not (sample / ".quire" / "lock").exists()  # released on quit


def _menu_texts(menu) -> list[str]:
    texts = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        texts.append(action.text())
        if action.menu() is not None:
            texts.extend(_menu_texts(action.menu()))
    return texts


def test_context_menus_offer_what_fits_the_item(qtbot, main_window):
    actions = main_window.tree.actions_
    shown = context_menu_targets(main_window.tree, _point(main_window, CHAPTER_3))
    assert [t.label for t in shown] == [t.replace("&", "") for t in _menu_texts(
        actions.context_menu(CHAPTER_3)
    ) if not t.startswith("New Entity")]  # what a right click shows is what it offers
    document = _menu_texts(actions.context_menu(CHAPTER_3))
    assert {"Open", "New Scene", "New Folder", "Rename", "Move to Trash", "Move Up"} <= set(
        document
    )
    entity = _menu_texts(actions.context_menu(MARA))
    assert entity[:3] == ["Open", "Rename", "New Character"]
    assert "New Place" in entity and "Move to Trash" in entity
    group = _menu_texts(actions.context_menu(kind_key(EntityKind.FACTION)))
    assert group[0] == "New Faction" and "Rename" not in group
    main_window.controller.push(TrashNode(MARA), "Trash")
    assert _menu_texts(actions.context_menu(MARA)) == [
        "Restore from Trash", "Delete &Permanently…"
    ]
    assert _menu_texts(actions.context_menu(TRASH_KEY)) == ["Empty &Trash…"]


def _point(window: MainWindow, key: str):
    tree = window.tree
    return tree.visualRect(tree.tree_model.index_of(key)).center()


def test_new_character_from_the_menu_and_from_the_tree(qtbot, main_window):
    """The blocker of issue 14: both did nothing (KeyError: False)."""
    window = main_window
    world = window.controller.world
    trigger(window, "Project", "New Entity", "New Character")
    first = window.tabs.current_key()
    assert first not in world.entities and window.controller.world.entities[first].name == (
        "New character"
    )
    assert window.tree.current_key() == first
    shown = context_menu_targets(window.tree, _point(window, kind_key(EntityKind.CHARACTER)))
    new_character = next(t for t in shown if t.label == "New Character")
    new_character.trigger()
    second = window.tabs.current_key()
    assert second not in (first, *world.entities)
    assert window.controller.world.entities[second].kind == EntityKind.CHARACTER
    shown = context_menu_targets(window.tree, _point(window, kind_key(EntityKind.ITEM)))
    next(t for t in shown if t.label == "New Faction").trigger()
    assert window.controller.world.entities[window.tabs.current_key()].kind == EntityKind.FACTION


def test_a_damaged_project_opens_with_its_problems_listed(main_window, tmp_path):
    other = copy_sample(tmp_path / "Damaged")
    (other / CHAPTER_1_FILE).write_text("no front matter here\n", encoding="utf-8")
    assert main_window.files.open_project(other)
    name, (root, problems) = main_window.prompts.asked[-1]
    assert name == "load_problems" and root == other
    assert [p.path for p in problems][:1] == [CHAPTER_1_FILE]
    assert CHAPTER_1 not in main_window.controller.snapshot().documents


def test_settings_opens_from_the_file_menu(qtbot, main_window):
    from assistant.gui.settings.dialog import SettingsDialog

    main_window.menus.settings_action.trigger()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in main_window.findChildren(SettingsDialog)))
    for dialog in main_window.findChildren(SettingsDialog):
        dialog.reject()


def test_a_refused_undo_during_an_assistant_turn_is_explained(qtbot, main_window, controller):
    """Undoing the writer's earlier change to what a running turn is changing waits; the
    status bar says why."""
    from assistant.agent.act.approval import Approval, ApprovalPolicy
    from assistant.world.edits import SetTitle

    doc_id = controller.snapshot().documents_in_order()[0].id
    controller.push(SetTitle(doc_id, "Mine"), "Retitle")
    desk = main_window.assistant_panel.session.desk
    run = desk.begin_run(Approval(ApprovalPolicy.NONE, None), "run-w", "retitle")
    run.apply(SetTitle(doc_id, "The assistant's"))  # on the GUI thread: applies here
    with qtbot.waitSignal(controller.edit_refused):
        main_window.menus.undo_action.trigger()  # Edit ▸ Undo
    assert controller.snapshot().documents[doc_id].title == "The assistant's"
    qtbot.waitUntil(lambda: "assistant" in main_window.statusBar().currentMessage())
    desk.commit_run(run, "Assistant: retitle")

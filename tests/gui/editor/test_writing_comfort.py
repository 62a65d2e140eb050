"""Writing comfort in the real window: spelling as you type with suggestions, smart
punctuation and its undo, the outliner and corkboard, statuses, targets and the words written
per day, focus mode, zoom and the dark theme — driven as a writer drives them."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QContextMenuEvent, QDropEvent, QPalette, QTextCharFormat
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu

from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.gui.assistant.run_desk import RunDesk
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.project.node_moves import MIME
from assistant.gui.project.outliner import STATUS, SYNOPSIS, TITLE
from assistant.gui.settings.appearance import Appearance, contrast
from assistant.gui.window.main_window import MainWindow
from assistant.world.edits import InsertText, SetDocumentAttribute, SetProjectMeta
from assistant.world.model import Entity
from tests.gui.writer import answer_modal

CHAPTER_1 = "d-9b65717c5f"
TOLL_HOUSE = "d-0afb7cc2a9"
CHAPTER_2 = "f-4c0f3b7802"


def _editor(window: MainWindow) -> DocumentEditor:
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    return editor


def _type_at_end(qtbot, editor: DocumentEditor, text: str) -> int:
    cursor = editor.text_edit.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    editor.text_edit.setTextCursor(cursor)
    start = cursor.position()
    for number, line in enumerate(text.split("\n")):
        if number:
            qtbot.keyClick(editor.text_edit, Qt.Key.Key_Return)
        qtbot.keyClicks(editor.text_edit, line)
    return start


def _underlined(editor: DocumentEditor, position: int) -> bool:
    """Whether the character at document ``position`` is drawn as misspelt."""
    block = editor.text_edit.document().findBlock(position)
    column = position - block.position()
    for fmt_range in block.layout().formats():
        if fmt_range.start <= column < fmt_range.start + fmt_range.length:
            style = fmt_range.format.underlineStyle()
            if style == QTextCharFormat.UnderlineStyle.SpellCheckUnderline:
                return True
    return False


def _wait_checked(qtbot, editor: DocumentEditor) -> None:
    qtbot.waitUntil(editor.highlighter.is_complete, timeout=5000)


def _set_language(window: MainWindow, language: str) -> None:
    window.controller.push(SetProjectMeta("language", language), "language")


def _add_entity_alias(window: MainWindow, alias: str) -> None:
    from assistant.world.edits import CreateEntity

    entity = Entity("e-00000000aa", "Oriel Vance", aliases=(alias,))
    window.controller.push(CreateEntity(entity), "x")


@pytest.mark.parametrize(
    ("language", "text", "wrong", "fine"),
    [
        ("en", "\n\nMaelis watched the lamps recieve the dusk.", "recieve", "watched"),
        ("de", "\n\nMaelis sah die Lampen im Abendlicht flakern.", "flakern", "Lampen"),
    ],
)
def test_spelling_flags_a_misspelling_and_not_an_alias(
    qtbot, main_window, language, text, wrong, fine
):
    _set_language(main_window, language)
    _add_entity_alias(main_window, "Maelis")
    editor = _editor(main_window)
    start = _type_at_end(qtbot, editor, text)
    _wait_checked(qtbot, editor)
    typed = editor.text()[-len(text):]
    assert _underlined(editor, start + typed.index(wrong) + 1)
    assert not _underlined(editor, start + typed.index("Maelis") + 1)
    assert not _underlined(editor, start + typed.index(fine) + 1)


def test_right_click_offers_suggestions_and_the_project_dictionary(qtbot, main_window):
    editor = _editor(main_window)
    start = _type_at_end(qtbot, editor, "\n\nThe lamps recieve the dusk and Quirelight.")
    _wait_checked(qtbot, editor)
    text = editor.text()
    word_at = start + text[start:].index("recieve") + 2
    cursor = editor.text_edit.textCursor()
    cursor.setPosition(word_at)
    point = editor.text_edit.cursorRect(cursor).center()

    chosen: list[str] = []

    def pick(label: str):
        def choose(menu) -> None:
            assert isinstance(menu, QMenu)
            texts = [a.text() for a in menu.actions()]
            chosen.extend(texts)
            action = next((a for a in menu.actions() if a.text() == label), None)
            assert action is not None, f"no {label!r} in {texts}"
            menu.close()
            action.trigger()

        return choose

    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, editor.text_edit.viewport().mapToGlobal(point)
    )
    with answer_modal(qtbot, pick("receive")):
        editor.text_edit.contextMenuEvent(event)
    assert "receive" in chosen
    assert "The lamps receive the dusk" in editor.text()
    _wait_checked(qtbot, editor)

    # the made-up word: Add to Project Dictionary, an undo step
    word_at = start + editor.text()[start:].index("Quirelight") + 2
    assert _underlined(editor, word_at)
    cursor.setPosition(word_at)
    point = editor.text_edit.cursorRect(cursor).center()
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, editor.text_edit.viewport().mapToGlobal(point)
    )
    words = main_window.controller.world.settings.word_list
    with answer_modal(qtbot, pick("Add “Quirelight” to Project Dictionary")):
        editor.text_edit.contextMenuEvent(event)
    assert set(main_window.controller.world.settings.word_list) - set(words) == {"Quirelight"}
    _wait_checked(qtbot, editor)
    assert not _underlined(editor, word_at)
    main_window.menus.undo_action.trigger()
    assert main_window.controller.world.settings.word_list == words


def test_code_spans_and_urls_are_not_flagged_and_the_toggle_turns_it_off(qtbot, main_window):
    editor = _editor(main_window)
    start = _type_at_end(qtbot, editor, "\n\nSee `zqxv` at https://qqzx.example and mispelt.")
    _wait_checked(qtbot, editor)
    text = editor.text()
    assert not _underlined(editor, start + text[start:].index("zqxv") + 1)
    assert not _underlined(editor, start + text[start:].index("qqzx") + 1)
    misspelt = start + text[start:].index("mispelt") + 1
    assert _underlined(editor, misspelt)
    main_window.writing_tools.spell_action.trigger()  # off
    _wait_checked(qtbot, editor)
    assert not _underlined(editor, misspelt)


def test_a_quote_typed_in_german_becomes_low_and_undo_gives_back_the_straight_one(
    qtbot, main_window
):
    main_window.writing_tools.smart_action.setChecked(True)
    _set_language(main_window, "de")
    editor = _editor(main_window)
    start = _type_at_end(qtbot, editor, '\n\nEr sagte "')
    assert editor.text()[start:].endswith("Er sagte „")
    main_window.menus.undo_action.trigger()
    assert editor.text()[start:].endswith('Er sagte "')
    assert main_window.controller.world.documents[CHAPTER_1].text.endswith('Er sagte "')
    main_window.menus.redo_action.trigger()
    qtbot.keyClicks(editor.text_edit, 'ja" -- und...')
    assert editor.text().endswith("Er sagte „ja“ – und…")


def test_smart_punctuation_off_types_straight_quotes(qtbot, main_window):
    main_window.writing_tools.smart_action.setChecked(False)
    editor = _editor(main_window)
    _type_at_end(qtbot, editor, '\n\n"plain"')
    assert editor.text().endswith('"plain"')


def test_convert_quotes_in_this_document_is_one_undo_step(qtbot, main_window):
    editor = _editor(main_window)
    _type_at_end(qtbot, editor, "\n\n\"Come,\" she said, 'now.'")
    steps = main_window.controller.undo_stack.count()
    before = editor.text()
    main_window.writing_tools.convert_quotes_action.trigger()
    assert editor.text().endswith("“Come,” she said, ‘now.’")
    assert main_window.controller.undo_stack.count() == steps + 1
    main_window.menus.undo_action.trigger()
    assert editor.text() == before


# -- the outliner and the corkboard ------------------------------------------------------------


def _cell(outliner, node_id: str, column: int):
    row = next(
        r for r in range(outliner.proxy.rowCount()) if outliner.table.node_at_row(r) == node_id
    )
    return outliner.proxy.index(row, column)


def test_outliner_edits_in_place_are_undo_steps(qtbot, main_window):
    tools = main_window.writing_tools
    tools.outliner_action.trigger()
    outliner = tools.outliner
    qtbot.waitExposed(outliner.table)
    index = _cell(outliner, TOLL_HOUSE, SYNOPSIS)
    outliner.table.scrollTo(index)
    rect = outliner.table.visualRect(index)
    qtbot.mouseClick(outliner.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert outliner.table.currentIndex() == index
    qtbot.keyClick(outliner.table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and editor.isVisible()
    editor.selectAll()
    qtbot.keyClicks(editor, "The toll-keeper lies.")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)  # on to the next cell: the edit is kept
    world = main_window.controller.world
    assert world.documents[TOLL_HOUSE].synopsis == "The toll-keeper lies."
    original_status = world.documents[TOLL_HOUSE].status
    # the status through its list of statuses (the delegate's own path)
    assert outliner.proxy.setData(_cell(outliner, TOLL_HOUSE, STATUS), "final")
    assert main_window.controller.world.documents[TOLL_HOUSE].status == "final"
    main_window.menus.undo_action.trigger()
    assert main_window.controller.world.documents[TOLL_HOUSE].status == original_status
    main_window.menus.undo_action.trigger()
    assert main_window.controller.world.documents[TOLL_HOUSE].synopsis != "The toll-keeper lies."


def test_outliner_filters_sorts_and_drags_to_reorder(qtbot, main_window):
    tools = main_window.writing_tools
    tools.outliner_action.trigger()
    outliner = tools.outliner
    world = main_window.controller.world
    everything = outliner.proxy.rowCount()
    revised = [d for d in world.documents_in_order() if d.status == "revised"]
    outliner.status_filter.setCurrentIndex(outliner.status_filter.findData("revised"))
    assert outliner.proxy.rowCount() == len(revised) < everything
    outliner.status_filter.setCurrentIndex(0)
    outliner.table.sortByColumn(TITLE, Qt.SortOrder.AscendingOrder)
    titles = [outliner.proxy.index(r, TITLE).data(Qt.ItemDataRole.EditRole) for r in range(8)]
    assert titles == sorted(titles, key=str.casefold)
    outliner.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)

    children = world.children(CHAPTER_2)
    moved, target = children[1], children[0]
    mime = QMimeData()
    mime.setData(MIME, moved.encode("utf-8"))
    point = outliner.table.visualRect(_cell(outliner, target, TITLE)).center()
    drop = QDropEvent(
        point, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    outliner.table.dropEvent(drop)
    assert main_window.controller.world.children(CHAPTER_2)[:2] == (moved, target)
    main_window.menus.undo_action.trigger()
    assert main_window.controller.world.children(CHAPTER_2) == children


def test_corkboard_shows_the_chapter_and_reorders_by_dragging(qtbot, main_window):
    tools = main_window.writing_tools
    tools.corkboard_action.trigger()
    main_window.tree.select_key(CHAPTER_2)
    board = tools.corkboard
    world = main_window.controller.world
    children = world.children(CHAPTER_2)
    assert board.model.rowCount() == len(children)
    assert board.heading.text() == world.folders[CHAPTER_2].title
    qtbot.waitExposed(board.view)
    mime = board.model.mimeData([board.model.index(1)])
    point = board.view.visualRect(board.model.index(0)).center()
    drop = QDropEvent(
        point, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    board.view.dropEvent(drop)
    assert main_window.controller.world.children(CHAPTER_2) == (children[1], children[0])
    main_window.menus.undo_action.trigger()
    assert main_window.controller.world.children(CHAPTER_2) == children


# -- targets and words per day -------------------------------------------------------------


def test_words_per_day_count_only_the_writers_typing(qtbot, main_window):
    controller = main_window.controller
    today = controller.today().isoformat()
    editor = _editor(main_window)
    _type_at_end(qtbot, editor, "\n\nFour more words here")
    assert controller.world.writing_log.words_on(today) == 4
    assert controller.session_words == 4

    # an assistant turn in act mode adds words too: they are not the writer's
    desk = RunDesk(controller, controller)
    run = desk.begin_run(Approval(ApprovalPolicy.NONE, None), "run-w", "add a line")
    with ThreadPoolExecutor(max_workers=1) as pool:
        future = pool.submit(
            lambda: run.apply(InsertText(TOLL_HOUSE, 0, "Five words from the AI. "))
        )
        qtbot.waitUntil(future.done, timeout=5000)
        future.result()
    desk.commit_run(run, "Assistant: add a line")
    assert "Five words from the AI" in controller.world.documents[TOLL_HOUSE].text
    assert controller.world.writing_log.words_on(today) == 4
    # undoing the writer's own typing takes its words back off the day
    main_window.menus.undo_action.trigger()  # the assistant's turn
    main_window.menus.undo_action.trigger()  # the typing
    assert controller.world.writing_log.words_on(today) == 0
    main_window.menus.redo_action.trigger()
    assert controller.world.writing_log.words_on(today) == 4
    assert "Today: 4" in main_window.writing_tools.progress.label.text()


def test_targets_are_set_in_writing_progress_and_saved_with_the_project(qtbot, main_window):
    from assistant.gui.window.progress_view import WritingProgressDialog

    main_window.writing_tools.progress_action.trigger()
    dialog = main_window.findChild(WritingProgressDialog)
    assert dialog is not None
    assert len(dialog.chart.days) == 30
    dialog.project_target.setValue(90_000)
    dialog.session_target.setValue(500)
    dialog.document_target.setValue(3_000)
    dialog.accept()
    world = main_window.controller.world
    assert (world.settings.project_target, world.settings.session_target) == (90_000, 500)
    assert world.documents[CHAPTER_1].target == 3_000
    assert "of 500" in main_window.writing_tools.progress.label.text()
    main_window.menus.undo_action.trigger()  # one step for all three
    world = main_window.controller.world
    assert (world.settings.project_target, world.documents[CHAPTER_1].target) == (0, 0)


def test_project_settings_rename_a_status_and_its_documents_follow(qtbot, main_window):
    from assistant.gui.project.project_settings_dialog import ProjectSettingsDialog

    main_window.writing_tools.project_settings_action.trigger()
    dialog = main_window.findChild(ProjectSettingsDialog)
    assert dialog is not None
    world = main_window.controller.world
    with_draft = [d.id for d in world.documents.values() if d.status == "first draft"]
    assert with_draft
    main_window.controller.push(
        SetDocumentAttribute(TOLL_HOUSE, "status", "first draft"), "status"
    )
    item = dialog.status_list.item(1)
    assert item.data(Qt.ItemDataRole.UserRole + 50) == "first draft"
    item.setText("first pass")
    dialog.set_color(item, "#123456")
    dialog.accept()
    world = main_window.controller.world
    assert world.settings.statuses[1].name == "first pass"
    assert world.settings.statuses[1].color == "#123456"
    assert world.documents[TOLL_HOUSE].status == "first pass"
    assert all(world.documents[d].status == "first pass" for d in with_draft)
    main_window.menus.undo_action.trigger()
    assert main_window.controller.world.documents[TOLL_HOUSE].status == "first draft"


# -- focus, zoom, theme ------------------------------------------------------------------------


def test_focus_mode_hides_the_panes_and_escape_leaves(qtbot, main_window):
    tools = main_window.writing_tools
    assert main_window.tree_dock.isVisible()
    tools.focus_action.trigger()
    assert tools.in_focus_mode
    assert not main_window.tree_dock.isVisible()
    assert not main_window.menuBar().isVisible()
    editor = _editor(main_window)
    assert any(
        s.format.property(int(s.format.Property.UserProperty) + 18)
        for s in editor.text_edit.extraSelections()
    )
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_Escape)
    assert not tools.in_focus_mode
    assert main_window.tree_dock.isVisible()
    assert main_window.menuBar().isVisible()
    assert not editor.text_edit.extraSelections()


def test_zoom_keys_change_the_size_and_it_is_remembered(qtbot, main_window, window_settings):
    editor = _editor(main_window)
    size = editor.text_edit.font().pointSizeF()
    main_window.writing_tools.zoom_in_action.trigger()
    main_window.writing_tools.zoom_in_action.trigger()
    assert editor.text_edit.font().pointSizeF() == size + 2
    assert Appearance(window_settings).prefs.zoom == 2
    main_window.writing_tools.zoom_reset_action.trigger()
    assert editor.text_edit.font().pointSizeF() == size


def test_dark_theme_has_readable_contrast(qtbot, main_window):
    before = main_window.controller.snapshot()
    main_window.writing_tools.theme_actions["dark"].trigger()
    assert main_window.controller.snapshot() == before  # a new look changes no text
    palette = QApplication.palette()
    base = palette.color(QPalette.ColorRole.Base)
    assert base.lightnessF() < 0.2
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
        text = role == QPalette.ColorRole.Text
        background = QPalette.ColorRole.Base if text else QPalette.ColorRole.Window
        assert contrast(palette.color(role), palette.color(background)) >= 7
    editor = _editor(main_window)
    assert editor.text_edit.palette().color(QPalette.ColorRole.Base).lightnessF() < 0.2
    main_window.writing_tools.theme_actions["light"].trigger()
    assert QApplication.palette().color(QPalette.ColorRole.Base).lightnessF() > 0.5


def _has_colour(image, colour, tolerance: int = 24) -> bool:
    return any(
        all(abs(a - b) <= tolerance for a, b in zip(
            image.pixelColor(x, y).getRgb()[:3], colour.getRgb()[:3], strict=True))
        for x in range(image.width())
        for y in range(image.height())
    )  # fmt: skip


def test_links_take_the_dark_themes_colour_when_it_is_switched_on(qtbot, main_window):
    link = main_window.assistant_panel.house_rules_link
    link.setText('<a href="house-rules">Keeping 5 house rules</a>')
    qtbot.waitUntil(link.isVisible)
    light = QApplication.palette().color(QPalette.ColorRole.Link)
    assert _has_colour(link.grab().toImage(), light)  # drawn once in the light theme
    main_window.writing_tools.theme_actions["dark"].trigger()
    dark = QApplication.palette().color(QPalette.ColorRole.Link)
    image = link.grab().toImage()
    assert _has_colour(image, dark) and not _has_colour(image, light)
    main_window.writing_tools.theme_actions["light"].trigger()
    assert _has_colour(link.grab().toImage(), light)


def test_the_tree_shows_statuses_in_colour(qtbot, main_window):
    from PySide6.QtGui import QColor

    from assistant.gui.project.statuses import status_names

    world = main_window.controller.world
    names = status_names(world)
    assert "first draft" in names and "revised" in names
    main_window.tree.expandAll()
    qtbot.wait(10)
    image = main_window.tree.viewport().grab().toImage()
    wanted = QColor(world.settings.status("revised").color)
    found = any(
        image.pixelColor(x, y) == wanted
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    )
    assert found


def test_lines_off_screen_are_underlined_when_they_scroll_in(qtbot, main_window):
    from assistant.world.edits import SetText

    text = "A mispelt word at the top.\n\n" + "Plain words on a line.\n\n" * 400 + "The end."
    main_window.controller.push(SetText(CHAPTER_1, text), "long")
    editor = _editor(main_window)
    _wait_checked(qtbot, editor)
    assert _underlined(editor, 3)
    spell = main_window.writing_tools.spell_action
    spell.trigger()  # off: the line on screen loses its underline
    _wait_checked(qtbot, editor)
    assert not _underlined(editor, 3)
    scroll = editor.text_edit.verticalScrollBar()
    scroll.setValue(scroll.maximum())
    spell.trigger()  # on again, far below the misspelt line
    _wait_checked(qtbot, editor)
    assert editor.text_edit.firstVisibleBlock().blockNumber() > 100
    assert not _underlined(editor, 3)  # checked, but not drawn while off screen
    scroll.setValue(0)
    _wait_checked(qtbot, editor)
    assert _underlined(editor, 3)


def test_editor_settings_change_font_size_line_width_and_theme(qtbot, main_window):
    from assistant.gui.settings.editor import EditorSettingsGroup

    group = EditorSettingsGroup()
    qtbot.addWidget(group)
    editor = _editor(main_window)
    narrow = editor.text_edit.column_width()
    group.size_spin.setValue(20)
    group.width_spin.setValue(100)
    group.theme_combo.setCurrentIndex(group.theme_combo.findData("dark"))
    group.apply()
    assert editor.text_edit.font().pointSizeF() == 20
    assert editor.text_edit.column_width() > narrow * 100 / 72
    assert main_window.writing_tools.theme_actions["dark"].isChecked()
    assert QApplication.palette().color(QPalette.ColorRole.Base).lightnessF() < 0.2

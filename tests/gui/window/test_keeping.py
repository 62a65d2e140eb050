"""Export, snapshots, backups and permanent deletion, driven as a writer drives them:
through the window's actions, its dialogs' buttons and typing in the editor."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.export import converter
from assistant.export.converter import Tool
from assistant.export.options import ExportFormat
from assistant.gui.app.background import kept_under_way, wait_for_kept
from assistant.gui.assistant.run_desk import RunDesk
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window import controller as controller_module
from assistant.world.backup import BackupSettings
from assistant.world.edits import RenameEntity, SetTitle, TrashNode
from assistant.world.snapshots.model import SnapshotReason
from tests.gui.conftest import ScriptedPrompts, installed_language

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_1_FILE = "documents/chapter-1-the-map-house-d-9b65717c5f.md"
TOLL_HOUSE = "d-0afb7cc2a9"
TOLL_HOUSE_FILE = "documents/the-toll-house-d-0afb7cc2a9.md"
MARA = "e-470dba0693"
needs_pandoc = pytest.mark.skipif(converter.find_pandoc() is None,
                                  reason="pandoc is not installed")


class ScriptedKeeping(ScriptedPrompts):
    """Scripted answers for the keeping commands' questions."""

    def confirm_delete(self, summary, *, emptying: bool, name: str = "", count: int = 0) -> bool:
        return self._answer("confirm_delete", summary, emptying, name)

    def snapshot_name(self, title: str) -> str | None:
        return self._answer("snapshot_name", title)

    def choose_backup_zip(self, start: Path) -> Path | None:
        return self._answer("choose_backup_zip", start)

    def choose_restore_destination(self, suggestion: Path) -> Path | None:
        return self._answer("choose_restore_destination", suggestion)

    def backup_settings(self, settings: BackupSettings, default: Path) -> BackupSettings | None:
        return self._answer("backup_settings", settings, default)


@pytest.fixture
def window(main_window):
    main_window.keeping.prompts = ScriptedKeeping()  # type: ignore[assignment]
    return main_window


def _editor(window) -> DocumentEditor:
    editor = window.tabs.open(CHAPTER_1, pinned=True)
    assert isinstance(editor, DocumentEditor)
    return editor


def _type_at(qtbot, editor: DocumentEditor, position: int, text: str, select: int = 0) -> None:
    cursor = editor.text_edit.textCursor()
    cursor.setPosition(position)
    if select:
        cursor.setPosition(position + select, QTextCursor.MoveMode.KeepAnchor)
    editor.text_edit.setTextCursor(cursor)
    editor.text_edit.setFocus()
    qtbot.keyClicks(editor.text_edit, text)


def _bytes(project: Path, rel: str = CHAPTER_1_FILE) -> bytes:
    return (project / rel).read_bytes()


def _save(window) -> None:
    window.menus.save_action.trigger()
    assert not window.controller.is_modified


# -- snapshots -------------------------------------------------------------------------------


def test_snapshot_round_trip_bytes_match_at_each_step(qtbot, window, sample_copy) -> None:
    """Edit, snapshot, edit, restore a passage, undo the restore: the file on disk is what
    it should be at every step."""
    editor = _editor(window)
    _type_at(qtbot, editor, 0, "Alpha ")
    _save(window)
    first = _bytes(sample_copy)
    assert first.split(b"\n---\n\n", 1)[1].startswith(b"Alpha The rain")

    window.keeping.take_snapshot.trigger()
    store = window.controller.auto_snapshots.store
    manual = [i for i in store.snapshots(CHAPTER_1) if i.reason == SnapshotReason.MANUAL]
    assert len(manual) == 1

    _type_at(qtbot, editor, 0, "Omega", select=5)  # "Alpha" becomes "Omega"
    end = len(editor.text_edit.toPlainText())
    _type_at(qtbot, editor, end, " Zeta")  # and a change elsewhere that stays
    _save(window)
    second = _bytes(sample_copy)
    assert b"Omega The rain" in second and second.rstrip().endswith(b"Zeta")

    window.keeping.snapshots.trigger()
    dialog = window.keeping.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.list.topLevelItemCount() >= 1
    assert dialog.info.id == manual[0].id
    cursor = dialog.old_view.textCursor()
    cursor.setPosition(1)
    cursor.setPosition(3, QTextCursor.MoveMode.KeepAnchor)  # "lp" of "Alpha"
    dialog.old_view.setTextCursor(cursor)
    assert dialog.restore_passage_button.isEnabled()
    steps = window.controller.undo_stack.count()
    qtbot.mouseClick(dialog.restore_passage_button, Qt.MouseButton.LeftButton)
    assert window.controller.undo_stack.count() == steps + 1  # one undo step
    _save(window)
    third = _bytes(sample_copy)
    assert third == second.replace(b"Omega The rain", b"Alpha The rain")
    assert editor.text_edit.toPlainText().startswith("Alpha The rain")

    window.menus.undo_action.trigger()
    _save(window)
    assert _bytes(sample_copy) == second
    dialog.reject()


def test_restore_the_whole_document_and_compare_inline(qtbot, window, sample_copy) -> None:
    original = _bytes(sample_copy)
    window.tabs.open(CHAPTER_1, pinned=True)
    window.keeping.take_snapshot.trigger()
    window.controller.push(SetTitle(CHAPTER_1, "Chapter 1: The Map Room"), "Retitle")
    _type_at(qtbot, _editor(window), 0, "Before all that. ")
    window.keeping.snapshots.trigger()
    dialog = window.keeping.dialog
    dialog.mode.setCurrentIndex(1)  # inline
    text = dialog.inline_view.toPlainText()
    assert text.startswith("Before all that. The rain")
    assert "title" in dialog.change_summary.text()
    qtbot.mouseClick(dialog.restore_document_button, Qt.MouseButton.LeftButton)
    _save(window)
    assert _bytes(sample_copy) == original
    assert dialog.change_summary.text() == "The current text is the same as this snapshot."
    reasons = [i.reason for i in dialog.store.snapshots(CHAPTER_1)]
    assert SnapshotReason.RESTORE in reasons  # what it was just before is kept too
    window.menus.undo_action.trigger()
    _save(window)
    assert b"The Map Room" in (next((sample_copy / "documents").glob("*map-room*"))).read_bytes()
    dialog.reject()


def test_take_named_snapshots_of_a_selection_in_the_tree(qtbot, window) -> None:
    tree = window.tree
    tree.select_key(CHAPTER_1)
    flags = tree.selectionModel().SelectionFlag
    tree.selectionModel().select(tree.tree_model.index_of(TOLL_HOUSE), flags.Select)
    tree.setFocus()
    window.keeping.prompts.script("snapshot_name", "Sent to my editor")
    window.keeping.take_named_snapshot.trigger()
    store = window.controller.auto_snapshots.store
    for doc_id in (CHAPTER_1, TOLL_HOUSE):
        assert [i.name for i in store.snapshots(doc_id)] == ["Sent to my editor"]
    window.keeping.prompts.script("snapshot_name", None)  # cancelled: nothing taken
    window.keeping.take_named_snapshot.trigger()
    assert len(store.snapshots(CHAPTER_1)) == 1


def test_a_snapshot_that_cannot_be_taken_says_why_in_the_writers_language(
    qtbot, window, sample_copy, tmp_path
) -> None:
    """The snapshots folder, planted as a link out of the project, is refused: the writer reads
    a sentence in their language; the technical English stays in the details."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    snapshots = sample_copy / ".quire" / "snapshots"
    if snapshots.exists():
        shutil.rmtree(snapshots)
    snapshots.parent.mkdir(exist_ok=True)
    snapshots.symlink_to(outside, target_is_directory=True)
    _editor(window).text_edit.setFocus()
    with installed_language("es"):
        window.keeping.take_snapshot.trigger()
    [(_name, (title, text, detail))] = [
        asked for asked in window.prompts.asked if asked[0] == "error"
    ]
    assert title == "No se ha podido tomar la instantánea"
    assert text.startswith("Quire no ha podido guardar la instantánea en la carpeta .quire")
    assert "links out of the project" in detail
    assert list(outside.iterdir()) == []


def test_automatic_snapshots_for_the_writer_and_an_assistant_turn(qtbot, window) -> None:
    controller = window.controller
    store = controller.auto_snapshots.store
    before = controller.world.documents[CHAPTER_1]
    _type_at(qtbot, _editor(window), 0, "One. ")
    _type_at(qtbot, _editor(window), 0, "Two. ")
    daily = store.snapshots(CHAPTER_1)
    assert [i.reason for i in daily] == [SnapshotReason.DAILY]
    assert store.load(daily[0]) == before  # the text before the day's first change

    desk = RunDesk(controller, controller)
    run = desk.begin_run(Approval(ApprovalPolicy.NONE, None), "run-1", "Rename the map house")
    with ThreadPoolExecutor(1) as pool:
        for edit in (SetTitle(TOLL_HOUSE, "The Toll"), SetTitle(TOLL_HOUSE, "The Toll Gate"),
                     RenameEntity(MARA, "Maren")):
            future = pool.submit(run.apply, edit)
            qtbot.waitUntil(future.done, timeout=5000)
            future.result()
    desk.commit_run(run, "Assistant: Rename the map house")
    listed = store.snapshots(TOLL_HOUSE)
    assert [(i.reason, i.by) for i in listed] == [
        (SnapshotReason.ASSISTANT, "Rename the map house")
    ]
    assert store.load(listed[0]).title == "The Toll-House"


# -- export ----------------------------------------------------------------------------------


@needs_pandoc
def test_export_from_the_file_menu_remembers_the_choices(qtbot, window, sample_copy,
                                                         tmp_path) -> None:
    window.keeping.export.trigger()
    dialog = window.keeping.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.format_box.setCurrentIndex(dialog.format_box.findData(ExportFormat.EPUB.value))
    assert dialog.path_edit.text().endswith(".epub")
    target = tmp_path / "out" / "The Long Map.epub"
    dialog.path_edit.clear()
    qtbot.keyClicks(dialog.path_edit, str(target))
    dialog.numbering_box.setChecked(True)
    status = dialog.status_list.findItems("first draft", Qt.MatchFlag.MatchExactly)[0]
    status.setCheckState(Qt.CheckState.Checked)
    assert "Documents: 4" in dialog.summary.text()
    with qtbot.waitSignal(dialog.exported, timeout=60000) as signal:
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    result = signal.args[0]
    assert result.path == target and target.is_file() and result.documents == 4
    with zipfile.ZipFile(target) as archive:
        text = " ".join(archive.read(n).decode("utf-8", "replace") for n in archive.namelist()
                        if n.endswith(".xhtml"))
    assert "Upriver" not in text and "1. Chapter 1: The Map House" in text
    remembered = json.loads((sample_copy / ".quire" / "export.json").read_text())
    assert remembered["format"] == "epub" and remembered["skip_statuses"] == ["first draft"]
    assert remembered["numbering"] is True and remembered["destination"] == str(target)
    assert "Exported" in window.statusBar().currentMessage()

    window.keeping.export.trigger()  # the next time, the same choices
    again = window.keeping.dialog
    assert again.format == ExportFormat.EPUB and again.numbering_box.isChecked()
    assert again.path_edit.text() == str(target)
    again.reject()


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for pandoc")
def test_cancel_stops_a_long_export_and_the_window_stays_responsive(qtbot, window, tmp_path,
                                                                    monkeypatch) -> None:
    script = tmp_path / "slow-pandoc"
    script.write_text("#!/bin/sh\nexec sleep 60\n")
    script.chmod(0o755)
    slow = Tool("pandoc 9.9", str(script), "pandoc")
    monkeypatch.setattr(converter, "find_pandoc", lambda: slow)
    monkeypatch.setattr("assistant.gui.transfer.export_dialog.find_pandoc", lambda: slow)
    window.keeping.export.trigger()
    dialog = window.keeping.dialog
    dialog.format_box.setCurrentIndex(dialog.format_box.findData(ExportFormat.MARKDOWN.value))
    dialog.path_edit.setText(str(tmp_path / "book.md"))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    job = dialog.job
    qtbot.waitUntil(lambda: job.progress_dialog is not None
                    and job.progress_dialog.isVisible(), timeout=5000)
    _type_at(qtbot, _editor(window), 0, "Still typing. ")  # the GUI thread is free
    assert window.controller.world.documents[CHAPTER_1].text.startswith("Still typing. ")
    with qtbot.waitSignal(job.cancelled, timeout=10000):
        qtbot.mouseClick(job.progress_dialog.findChild(type(dialog.export_button)),
                         Qt.MouseButton.LeftButton)
    assert not (tmp_path / "book.md").exists()
    assert "cancelled" in dialog.summary.text()
    dialog.reject()


def test_pdf_is_offered_only_where_a_converter_allows(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr("assistant.gui.transfer.export_dialog.find_pdf_converter", lambda: None)
    window.keeping.export.trigger()
    dialog = window.keeping.dialog
    index = dialog.format_box.findData(ExportFormat.PDF.value)
    assert not dialog.format_box.model().item(index).isEnabled()
    assert "LibreOffice" in dialog.converter_note.text()
    dialog.reject()


# -- the trash -------------------------------------------------------------------------------


def test_empty_trash_names_what_it_destroys_and_undo_brings_it_back(qtbot, window,
                                                                    sample_copy) -> None:
    controller = window.controller
    original = _bytes(sample_copy, TOLL_HOUSE_FILE)
    words = controller.world.documents[TOLL_HOUSE].word_count
    controller.push(TrashNode(TOLL_HOUSE), "Trash")
    window.keeping.prompts.script("confirm_delete", False)
    window.keeping.empty_trash.trigger()
    assert TOLL_HOUSE in controller.world.documents  # cancelled: nothing happened
    window.keeping.prompts.script("confirm_delete", True)
    window.keeping.empty_trash.trigger()
    name, (summary, emptying, _title) = window.keeping.prompts.asked[-1]
    assert name == "confirm_delete" and emptying
    assert (summary.documents, summary.words) == (1, words)
    assert TOLL_HOUSE not in controller.world.documents
    _save(window)
    assert not (sample_copy / TOLL_HOUSE_FILE).exists()
    window.menus.undo_action.trigger()
    _save(window)
    assert _bytes(sample_copy, TOLL_HOUSE_FILE) == original
    assert TOLL_HOUSE in [e.node_id for e in controller.world.trash]


def test_delete_permanently_from_the_trash_and_its_snapshots_go_on_close(
    qtbot, window, sample_copy
) -> None:
    controller = window.controller
    window.tabs.open(TOLL_HOUSE, pinned=True)
    window.keeping.take_snapshot.trigger()
    store = controller.auto_snapshots.store
    assert store.snapshots(TOLL_HOUSE)
    controller.push(TrashNode(TOLL_HOUSE), "Trash")
    window.tree.select_key(TOLL_HOUSE)
    menu = window.tree.actions_.context_menu(TOLL_HOUSE)
    delete = next(a for a in menu.actions() if a is window.keeping.delete_permanently)
    window.keeping.prompts.script("confirm_delete", True)
    delete.trigger()
    assert window.keeping.prompts.asked[-1][1][2] == "The Toll-House"
    assert TOLL_HOUSE not in controller.world.documents
    assert window.tabs.editor(TOLL_HOUSE) is None
    assert controller.undo_stack.undoText() == "Delete “The Toll-House” permanently"
    assert window.files.close_project()
    assert not (sample_copy / TOLL_HOUSE_FILE).exists()
    assert store.snapshots(TOLL_HOUSE) == []


def test_nothing_outside_the_trash_can_be_deleted_permanently(window) -> None:
    window.tree.select_key(CHAPTER_1)
    window.keeping.delete_permanently.trigger()
    assert CHAPTER_1 in window.controller.world.documents
    assert "in the trash" in window.statusBar().currentMessage()


# -- backups ---------------------------------------------------------------------------------


def test_closing_backs_up_and_the_backup_opens_as_a_new_project(qtbot, window, sample_copy,
                                                                tmp_path) -> None:
    _type_at(qtbot, _editor(window), 0, "Saved before the backup. ")
    assert window.files.close_project()
    qtbot.waitUntil(lambda: not kept_under_way(), timeout=10000)  # made on its own thread
    folder = sample_copy.parent / "Quire Backups"
    made = sorted(folder.glob("The Long Map *.zip"))
    assert len(made) == 1
    with zipfile.ZipFile(made[0]) as archive:
        assert archive.read(CHAPTER_1_FILE) == _bytes(sample_copy)

    window.keeping.prompts.script("choose_backup_zip", made[0])
    window.keeping.prompts.script("choose_restore_destination", tmp_path / "Restored")
    window.keeping.restore_backup.trigger()
    assert window.controller.root == tmp_path / "Restored"
    text = window.controller.world.documents[CHAPTER_1].text
    assert text.startswith("Saved before the backup. ")


def test_backup_settings_and_back_up_now(qtbot, window, sample_copy, tmp_path) -> None:
    chosen = BackupSettings(str(tmp_path / "elsewhere"), 2, False)
    window.keeping.prompts.script("backup_settings", chosen)
    window.keeping.backup_settings.trigger()
    saved = json.loads((sample_copy / ".quire" / "backup.json").read_text())
    assert saved == {"folder": str(tmp_path / "elsewhere"), "keep": 2, "on_close": False}
    made = window.keeping.back_up_now()
    assert made is not None and made.parent == tmp_path / "elsewhere"
    assert window.files.close_project()
    wait_for_kept()
    assert len(list((tmp_path / "elsewhere").glob("*.zip"))) == 1  # none on close now
    assert not (sample_copy.parent / "Quire Backups").exists()


def test_a_failing_backup_on_close_says_so_and_closes_anyway(qtbot, window, sample_copy,
                                                             tmp_path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    (sample_copy / ".quire").mkdir(exist_ok=True)
    (sample_copy / ".quire" / "backup.json").write_text(
        json.dumps({"folder": str(blocker / "sub"), "keep": 3, "on_close": True})
    )
    messages: list[str] = []
    window.controller.keeping_failed.connect(messages.append)
    assert window.files.close_project()
    qtbot.waitUntil(lambda: bool(messages), timeout=10000)
    assert "backup could not be made" in messages[0]
    assert not window.controller.is_open


def test_the_backup_on_close_is_made_off_the_gui_thread_and_whole(
    qtbot, window, sample_copy, tmp_path, monkeypatch
) -> None:
    made_on: list[threading.Thread] = []
    original = controller_module.create_backup

    def watched(root, settings):
        made_on.append(threading.current_thread())
        return original(root, settings)

    monkeypatch.setattr(controller_module, "create_backup", watched)
    _type_at(qtbot, _editor(window), 0, "Saved before the backup. ")
    assert window.files.close_project()
    wait_for_kept()  # what quitting waits for
    assert made_on and made_on[0] is not threading.main_thread()
    (made,) = (sample_copy.parent / "Quire Backups").glob("The Long Map *.zip")
    reference = original(sample_copy, BackupSettings(str(tmp_path / "reference"), 3, True))
    with zipfile.ZipFile(made) as ours, zipfile.ZipFile(reference) as theirs:
        assert ours.namelist() == theirs.namelist()
        differ = [n for n in ours.namelist() if ours.read(n) != theirs.read(n)]
        assert differ == ["quire-backup.json"]  # which backup, and when: nothing else
        assert ours.read(CHAPTER_1_FILE).startswith(b"---")
        assert b"Saved before the backup. " in ours.read(CHAPTER_1_FILE)


_QUIT_WHILE_BACKING_UP = r"""
import sys, threading
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from assistant.gui.window import controller as controller_module

app = QApplication([])
quitting = threading.Event()
app.aboutToQuit.connect(quitting.set)  # heard before Quire's own wait
original = controller_module.create_backup

def slow(root, settings):
    quitting.wait(30)  # the backup is still being made when the app quits
    return original(root, settings)

controller_module.create_backup = slow
controller = controller_module.ProjectController()
controller.open(Path(sys.argv[1]))
controller.close()
QTimer.singleShot(0, app.quit)
app.exec()
made = list((Path(sys.argv[1]).parent / "Quire Backups").glob("*.zip"))
print("made" if made else "missing", flush=True)
"""


def test_quitting_waits_for_the_backup_on_close(sample_copy) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", _QUIT_WHILE_BACKING_UP, str(sample_copy)],
        capture_output=True, text=True, timeout=120, env=env,
    )
    assert done.stdout.strip() == "made", done.stderr
    (zip_path,) = (sample_copy.parent / "Quire Backups").glob("*.zip")
    with zipfile.ZipFile(zip_path) as archive:
        assert archive.testzip() is None
        assert CHAPTER_1_FILE in archive.namelist()

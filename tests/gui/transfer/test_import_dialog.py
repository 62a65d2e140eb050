"""File ▸ Import…: the dialog recognises the source, previews what each note becomes, lets the
writer change it, imports off the GUI thread with progress and Stop, and the report shows."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import Qt

from assistant.gui.transfer import import_dialog as dialog_module
from assistant.gui.transfer.import_report import ImportReportDialog
from assistant.world.importer import ImportCancelledError, SkipReason, import_project
from assistant.world.model import EntityKind
from tests.world.importer.test_novelwriter import make_nw_project
from tests.world.importer.vault_fixture import make_vault, write


def open_import(qtbot, window, source: Path):
    window.prompts.script("choose_import_source", source)
    window.menus.import_action.trigger()
    dialog = window.files.import_window
    qtbot.waitUntil(dialog.import_button.isEnabled, timeout=10000)
    return dialog


def test_a_vault_is_previewed_chosen_imported_and_reported(qtbot, main_window, tmp_path):
    window = main_window
    vault = make_vault(tmp_path)
    dialog = open_import(qtbot, window, vault)
    assert dialog.kind_label.text() == "An Obsidian vault"
    assert dialog.title_field.text() == "Salt Vault"
    assert dialog.join_box.isEnabled() and dialog.join_box.isChecked()
    chosen = dialog.chosen()
    assert chosen["World/Characters/Aric.md"] == "character"
    assert chosen["World/Atlas/Saltmarsh.md"] == "place"
    assert chosen["Notes/Ideas.md"] == "document"
    rows = {dialog.table.item(r, 0).text(): r for r in range(dialog.table.rowCount())}
    assert dialog.table.item(rows["World/Atlas/Saltmarsh.md"], 2).text() == "its type or kind"
    # Aric is tagged #npc and lies in Characters: the reason shown is the folder he is in
    assert dialog.table.item(rows["World/Characters/Aric.md"], 2).text() == "its folder's name"
    assert "3 entities to make" in dialog.summary_label.text()

    ideas = dialog._combos["Notes/Ideas.md"]  # the writer picks "Item" for this note
    ideas.setCurrentIndex(ideas.findData("item"))
    assert "4 entities to make" in dialog.summary_label.text()
    dialog.destination_field.setText(str(tmp_path / "Imported"))
    with qtbot.waitSignal(dialog.imported, timeout=10000) as done:
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    report = done.args[0]
    assert window.controller.root == tmp_path / "Imported"
    world = window.controller.snapshot()
    assert world.find_entities_by_name("Ideas")[0].kind is EntityKind.ITEM
    assert world.find_entities_by_name("Aric")[0].kind is EntityKind.CHARACTER
    wrapped = world.find_documents_by_title("Wrapped")[0].text
    assert "Anna Pávlovna Schérer" in wrapped  # the hard-wrapped lines were joined
    name, (shown,) = window.prompts.asked[-1]
    assert name == "import_report" and shown is report
    assert report.skipped_by_reason()[SkipReason.LINK_OUTSIDE] == 2


def test_turning_entities_off_makes_every_note_a_document(qtbot, main_window, tmp_path):
    dialog = open_import(qtbot, main_window, make_vault(tmp_path))
    qtbot.mouseClick(dialog.entities_box, Qt.MouseButton.LeftButton)
    assert not dialog.entities_box.isChecked()
    assert set(dialog.chosen().values()) == {"document"}
    assert "0 entities to make" in dialog.summary_label.text()


def test_nothing_to_import_is_said_in_the_dialog(qtbot, main_window, tmp_path):
    write(tmp_path / "pictures", "a.png", b"\x89PNG")
    dialog = open_import(qtbot, main_window, tmp_path / "pictures")
    dialog.destination_field.setText(str(tmp_path / "p"))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Could not import" in dialog.status_label.text(), timeout=10000)
    assert "no Markdown or text files" in dialog.status_label.text()
    assert dialog.isVisible() and dialog.import_button.isVisible()
    assert not (tmp_path / "p").exists()


def test_stop_stops_the_import_and_leaves_nothing(qtbot, main_window, tmp_path, monkeypatch):
    started = threading.Event()

    def slow_import(source, destination, options, *, progress, cancel):
        destination.mkdir()
        started.set()
        waited = threading.Event()
        while not cancel():
            progress(1, 10)
            waited.wait(0.01)
        destination.rmdir()
        raise ImportCancelledError("stopped")

    monkeypatch.setattr(dialog_module, "import_project", slow_import)
    dialog = open_import(qtbot, main_window, make_vault(tmp_path))
    dialog.destination_field.setText(str(tmp_path / "p"))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert dialog.stop_button.isVisible() and not dialog.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.progress.maximum() == 10, timeout=5000)
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "stopped" in dialog.status_label.text(), timeout=5000)
    assert dialog.status_label.text() == "The import was stopped. Nothing was written."
    assert not (tmp_path / "p").exists()
    assert main_window.controller.root != tmp_path / "p"


def test_the_report_lists_every_file_left_out_by_reason(qtbot, tmp_path):
    report = import_project(make_vault(tmp_path), tmp_path / "p")
    dialog = ImportReportDialog(report)
    qtbot.addWidget(dialog)
    assert "9 documents imported" in dialog.summary.text()
    assert "3 entities made" in dialog.summary.text()
    tops = [dialog.tree.topLevelItem(i).text(0) for i in range(dialog.tree.topLevelItemCount())]
    assert tops[0] == f"Left out ({len(report.skipped)})"
    left_out = dialog.tree.topLevelItem(0)
    groups = {left_out.child(i).text(0): left_out.child(i) for i in range(left_out.childCount())}
    outside = groups["Links pointing outside the folder (not followed) (2)"]
    assert sorted(outside.child(i).text(0) for i in range(2)) == ["Linked", "Notes/secret.md"]
    assert any(t.startswith("Links to notes the source does not have") for t in tops)


def test_the_import_and_the_project_count_the_same_words(qtbot, main_window, tmp_path):
    """A novelWriter project with a scene in its trash: the status bar's "Imported … words"
    and the project's word count say one number (the trash is not counted in either)."""
    dialog = open_import(qtbot, main_window, make_nw_project(tmp_path))
    dialog.destination_field.setText(str(tmp_path / "Imported"))
    with qtbot.waitSignal(dialog.imported, timeout=10000) as done:
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert done.args[0].trashed == 1
    label = main_window.project_words_label
    qtbot.waitUntil(lambda: label.text() != "", timeout=10000)
    total = label.text().removeprefix("Project: ").removesuffix(" words")
    message = main_window.statusBar().currentMessage()
    assert message.endswith(f" {total} words"), (message, total)

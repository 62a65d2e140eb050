"""Counts after an import agree with their number in the writer's language: one document
imported, one word, in the status bar, the report and the project tree's tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.gui.transfer.import_report import ImportReportDialog
from tests.gui.conftest import installed_language


def test_one_document_of_one_word_is_counted_in_the_singular(qtbot, main_window, tmp_path):
    window = main_window
    source = tmp_path / "vault"
    (source / "Part 1").mkdir(parents=True)
    (source / "Part 1" / "One.md").write_text("Words.\n", encoding="utf-8")
    with installed_language("es"):
        window.prompts.script("choose_import_source", source)
        window.menus.import_action.trigger()
        dialog = window.files.import_window
        qtbot.waitUntil(dialog.import_button.isEnabled, timeout=10000)
        dialog.destination_field.setText(str(tmp_path / "Imported"))
        with qtbot.waitSignal(dialog.imported, timeout=10000) as done:
            qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
        assert window.controller.root == tmp_path / "Imported"
        status = window.statusBar().currentMessage()
        assert status == "1 documento importado · 1 palabra"

        report = ImportReportDialog(done.args[0])
        qtbot.addWidget(report)
        assert "1 documento importado · 1 palabra" in report.summary.text()

        world = window.controller.snapshot()
        [document] = world.find_documents_by_title("One")
        tree = window.tree
        tip = tree.tree_model.index_of(document.id).data(Qt.ItemDataRole.ToolTipRole)
        assert tip.endswith(" · 1 palabra")
        folder = tree.tree_model.parent(tree.tree_model.index_of(document.id))
        assert folder.data(Qt.ItemDataRole.ToolTipRole).endswith(" · 1 palabra")

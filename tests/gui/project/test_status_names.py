"""Statuses read in one language: an English project's statuses are its own words (the sample's
"first draft", "to revise" and "revised" side by side, never half translated), and the four
Quire names a project in another language starts with are shown in the writer's language."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.gui.project.outliner import STATUS
from assistant.world.edits import SetProjectMeta
from tests.gui.conftest import installed_language


def _outliner_statuses(window) -> list[str]:
    window.writing_tools.outliner_action.trigger()
    outliner = window.writing_tools.outliner
    proxy = outliner.proxy
    shown = [
        proxy.index(r, STATUS).data(Qt.ItemDataRole.DisplayRole) for r in range(proxy.rowCount())
    ]
    return sorted({text for text in shown if text})


def _export_statuses(window) -> list[str]:
    window.keeping.export.trigger()
    dialog = window.keeping.dialog
    items = [dialog.status_list.item(i).text() for i in range(dialog.status_list.count())]
    dialog.reject()
    return sorted(items)


def test_an_english_projects_statuses_are_shown_as_it_names_them(qtbot, main_window):
    window = main_window
    assert window.controller.world.meta.language.startswith("en")
    with installed_language("es"):
        everywhere = [_outliner_statuses(window), _export_statuses(window)]
    assert everywhere == [["first draft", "revised", "to revise"]] * 2


def test_quires_own_statuses_speak_the_language_of_a_project_in_another(qtbot, main_window):
    window = main_window
    window.controller.push(SetProjectMeta("language", "es"), "language")
    with installed_language("es"):
        everywhere = [_outliner_statuses(window), _export_statuses(window)]
    assert everywhere == [["first draft", "revisado", "to revise"]] * 2

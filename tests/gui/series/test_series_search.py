"""Find in Project in a book of a series: a value only a series entity's dated change gives
is found, said with the book it holds from, and a click opens the entity."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.gui.editor.entity_editor import EntityEditor
from assistant.gui.project.entity_hits import ShownEntityHit
from assistant.gui.project.project_search import HIT_ROLE
from assistant.world.edits import SetFactChanges
from assistant.world.series.model import FactChange
from tests.gui.conftest import installed_language
from tests.gui.series.windows import close_window, open_window
from tests.gui.writer import retype, trigger
from tests.world.series.series_folders import MARA, make_series


def _search(qtbot, window, text: str) -> None:  # type: ignore[no-untyped-def]
    panel = window.project_search
    retype(qtbot, panel.find_field, text)
    qtbot.keyClick(panel.find_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.is_searching(), timeout=5000)


def _rows(window) -> list[tuple[str, list[str]]]:  # type: ignore[no-untyped-def]
    """The entities group's rows: each entity with its lines."""
    results = window.project_search.results
    groups = [results.topLevelItem(i) for i in range(results.topLevelItemCount())]
    (entities,) = [g for g in groups if g.text(0) in ("Entities", "Fichas")]
    return [
        (entities.child(i).text(0),
         [entities.child(i).child(j).text(0) for j in range(entities.child(i).childCount())])
        for i in range(entities.childCount())
    ]  # fmt: skip


def test_find_in_project_finds_a_value_from_a_later_book(qtbot, tmp_path, window_settings):
    _series, books = make_series(tmp_path, books=3)
    window = open_window(qtbot, books[1], window_settings)
    try:
        changes = (
            FactChange("Age", "35", 2, None, "a year on"),
            FactChange("Allegiance", "the Rebels", 3),
        )
        window.controller.push(SetFactChanges(MARA, changes), "Changes")
        trigger(window, "Edit", "Find in Project…")
        _search(qtbot, window, "rebels")
        panel = window.project_search
        assert _rows(window) == [("Mara", ["From book 3: Allegiance: the Rebels"])]
        with installed_language("en"):  # as the app installs it, for "1 match"
            _search(qtbot, window, "Rebels")
            assert panel.status.text() == "1 match in entities"
        assert not panel.replace_all_button.isEnabled()  # entities are not replaced

        _search(qtbot, window, "35")  # this book's value, from its start
        assert _rows(window) == [("Mara", ["From book 2: Age: 35"])]
        _search(qtbot, window, "mara")
        assert _rows(window)[0] == ("Mara", ["Name: Mara"])

        _search(qtbot, window, "rebels")
        entity_row = panel.results.findItems(
            "From book 3: Allegiance: the Rebels", Qt.MatchFlag.MatchRecursive
        )[0]
        assert isinstance(entity_row.data(0, HIT_ROLE), ShownEntityHit)
        rect = panel.results.visualItemRect(entity_row)
        qtbot.mouseClick(panel.results.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        editor = window.tabs.current_editor()
        assert isinstance(editor, EntityEditor) and editor.entity_id == MARA

        with installed_language("es"):
            _search(qtbot, window, "rebels")
            ((name, lines),) = _rows(window)
            assert name == "Mara" and lines[0].startswith("Desde el libro 3")
    finally:
        close_window(window)

"""A book open in the app whose series another book changed: the change is offered as any
change on disk (named relative to the book), and reloading or merging takes it in."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from assistant.gui.window.questions import ExternalChoice
from assistant.world.edits import SetEntityField
from assistant.world.project import Project
from assistant.world.series.folder import series_store
from assistant.world.series.model import SeriesBook
from assistant.world.storage.layout import entity_path
from assistant.world.storage.store import ProjectStore
from tests.gui.window.test_disk_check import _become_active
from tests.world.series.series_folders import HARBOUR, MARA, harbour, make_series, mara

LINK = "../shelf/Salt Road"


def _link_open_book(window, sample_copy: Path, tmp_path: Path) -> Path:
    """The sample linked to a series shared with another book, read anew by the window."""
    series, (other,) = make_series(tmp_path / "shelf", books=1)
    store = ProjectStore(sample_copy)
    world = store.load()
    store.save(replace(world, meta=replace(world.meta, series=LINK)))
    shelf = series_store(series)
    state = shelf.load()
    books = (*state.series.books, SeriesBook("../../The Long Map", "The Long Map"))
    shelf.save(replace(state, series=replace(state.series, books=books)))
    window.controller.reload()
    assert window.controller.world.series.book_number == 2
    return other


def _edit_in_other_book(other: Path) -> None:
    project = Project.open(other)
    try:
        project.apply(SetEntityField(MARA, "Eyes", "grey"))
        project.save()
    finally:
        project.close()


def test_another_books_edit_of_the_series_is_offered_and_reloaded(
    qtbot, main_window, sample_copy, tmp_path
):
    window = main_window
    other = _link_open_book(window, sample_copy, tmp_path)
    assert window.controller.world.entities[MARA] == mara()
    _edit_in_other_book(other)
    window.prompts.script("external_change", ExternalChoice.RELOAD)
    _become_active(window)
    qtbot.waitUntil(lambda: window.prompts.names() == ["external_change"], timeout=5000)
    assert window.prompts.asked[0] == (
        "external_change", ([f"{LINK}/{entity_path(mara())}"], False)
    )
    qtbot.waitUntil(
        lambda: dict(window.controller.world.entities[MARA].fields).get("Eyes") == "grey",
        timeout=5000,
    )
    assert window.controller.external_changes() == []


def test_a_merge_keeps_this_books_edit_and_the_other_books(
    qtbot, main_window, sample_copy, tmp_path
):
    window = main_window
    other = _link_open_book(window, sample_copy, tmp_path)
    window.controller.push(SetEntityField(HARBOUR, "Coast", "west"), "Set Coast")
    _edit_in_other_book(other)
    window.prompts.script("external_change", ExternalChoice.MERGE)
    _become_active(window)
    qtbot.waitUntil(lambda: window.prompts.names() == ["external_change"], timeout=5000)
    qtbot.waitUntil(lambda: window.controller.external_changes() == [], timeout=5000)
    series = series_store(tmp_path / "shelf" / "Salt Road").load()
    assert dict(series.entities[MARA].fields)["Eyes"] == "grey"
    assert dict(series.entities[HARBOUR].fields)["Coast"] == "west"
    assert series.entities[HARBOUR] == replace(harbour(), fields=(("Coast", "west"),))
    book = ProjectStore(sample_copy).load()
    assert book.entities.get(MARA) is None and book.meta.series == LINK  # linked still
    assert window.controller.world.series.changes_of(MARA)[0].value == "35"

"""File ▸ New Project… asks for a title and an author, offers the documents folder, shows the
folder it will make and refuses one that is taken (issue 14, item 16)."""

from __future__ import annotations

from pathlib import Path

from assistant.gui.project.new_project_dialog import NewProjectDialog, documents_folder, folder_name
from assistant.gui.window.questions import Prompts
from tests.gui.writer import answer_modal, click, retype, trigger


def test_folder_names_come_from_titles():
    assert folder_name("The Long Map") == "The Long Map"
    assert folder_name("  Salt/Road: a novel?  ") == "Salt Road a novel"
    assert folder_name("...") == ""
    assert len(folder_name("x" * 300)) == 120


def test_the_dialog_offers_a_visible_place_and_says_where_the_folder_goes(qtbot, tmp_path):
    dialog = NewProjectDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    default = Path(dialog.location_edit.text())
    assert default == documents_folder()
    assert not any(part.startswith(".") for part in default.parts)  # not a hidden data folder
    retype(qtbot, dialog.location_edit, str(tmp_path))
    retype(qtbot, dialog.title_edit, "Salt Road")
    retype(qtbot, dialog.author_edit, "Ann Writer")
    assert str(tmp_path / "Salt Road") in dialog.folder_label.text()
    (tmp_path / "Salt Road").mkdir()
    (tmp_path / "Salt Road" / "notes.txt").write_text("mine")
    retype(qtbot, dialog.title_edit, "Salt Road ")  # the folder is taken: refused, and said
    assert "already exists" in dialog.folder_label.text()
    assert not dialog.create_button.isEnabled()
    retype(qtbot, dialog.title_edit, "")
    assert dialog.folder_label.text() == "Give the project a title."
    retype(qtbot, dialog.title_edit, "Salt Road II")
    click(qtbot, dialog.create_button)
    project = dialog.result_project()
    assert project is not None
    assert (project.title, project.author, project.folder) == (
        "Salt Road II",
        "Ann Writer",
        tmp_path / "Salt Road II",
    )


def test_new_project_from_the_file_menu_makes_and_opens_it(qtbot, main_window, tmp_path):
    window = main_window
    window.prompts = Prompts(window)  # the real dialog this time

    def fill_in(dialog) -> None:
        assert isinstance(dialog, NewProjectDialog)
        retype(qtbot, dialog.location_edit, str(tmp_path))
        retype(qtbot, dialog.title_edit, "The Salt Road")
        retype(qtbot, dialog.author_edit, "Ann Writer")
        click(qtbot, dialog.create_button)

    with answer_modal(qtbot, fill_in):
        trigger(window, "File", "New Project…")
    root = tmp_path / "The Salt Road"
    assert window.controller.root == root
    meta = window.controller.world.meta
    assert (meta.title, meta.author) == ("The Salt Road", "Ann Writer")
    assert (root / "project.quire").is_file()
    assert window.windowTitle().startswith("The Salt Road")

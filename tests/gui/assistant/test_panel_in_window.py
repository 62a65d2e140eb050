"""The assistant panel in the real main window, driven as a writer drives it: Go to Assistant
(Ctrl+3) puts the caret in the question box; with no project open the panel offers New,
Open and the recent projects, and its question box is closed; in every language the panel
fits its dock's default width, every button whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox

from assistant.agent.config.settings import Settings, save_settings
from assistant.gui.settings.dialog import settings_events
from tests.gui.conftest import ScriptedPrompts, copy_sample, installed_language


@pytest.fixture
def configured() -> None:
    """A model is chosen (nothing is asked of it here)."""
    save_settings(Settings(provider="lmstudio", base_url="http://127.0.0.1:9/v1", model="m"))


def test_ctrl_3_puts_the_caret_in_the_question_box(qtbot, configured, main_window):
    panel = main_window.assistant_panel
    main_window.activateWindow()
    main_window.tree.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is main_window.tree)
    qtbot.keyClick(main_window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.question_edit)
    qtbot.keyClicks(panel.question_edit, "Who is Mara?")
    assert panel.question_edit.toPlainText() == "Who is Mara?"


def test_go_to_assistant_brings_back_a_closed_panel_with_the_caret_in_it(
    qtbot, configured, main_window
):
    panel = main_window.assistant_panel
    main_window.assistant_dock.close()
    assert not main_window.assistant_dock.isVisible()
    main_window.activateWindow()
    main_window.menus.focus_assistant_action.trigger()
    assert main_window.assistant_dock.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.question_edit)


def test_with_no_project_open_the_panel_offers_new_open_and_recent(
    qtbot, configured, main_window, sample_copy, tmp_path
):
    panel = main_window.assistant_panel
    main_window.recent.add(sample_copy)
    main_window.recent.add(copy_sample(tmp_path / "sample"))  # named as Open Recent names it
    main_window.prompts.script("close_unsaved", True)
    main_window.menus.close_action.trigger()
    assert not main_window.controller.is_open
    page = panel.start_page
    assert panel.pages.currentWidget() is page and page.isVisible()
    assert not panel.question_edit.isEnabled() and not panel.send_button.isEnabled()
    assert panel.question_edit.placeholderText() == "Open a project to ask about it."
    assert not panel.act_button.isEnabled()
    assert not panel.specialists.picker.isVisible()  # who answers is the project's to say
    assert [b.text() for b in page.recent_buttons] == [
        "The Long Map (sample)", "The Long Map (The Long Map)"  # one title, two folders
    ]

    # Open Project… is the window's own: the folder dialog is asked.
    prompts: ScriptedPrompts = main_window.prompts
    prompts.script("choose_project_folder", None)
    qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    assert prompts.names()[-1] == "choose_project_folder"
    prompts.script("new_project_details", None)
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    assert "new_project_details" in prompts.names()

    # A recent project opens with one click, and the question box is back.
    qtbot.mouseClick(page.recent_buttons[0], Qt.MouseButton.LeftButton)
    assert main_window.controller.is_open
    assert panel.pages.currentWidget() is not page
    assert panel.question_edit.isEnabled() and panel.specialists.picker.isVisible()


# -- the dock's default width ---------------------------------------------------------------------

DOCK_WIDTH = 380
"""The assistant dock's width in a new window (MainWindow)."""


@pytest.fixture(params=["en", "de", "es", "fr", "nb"])
def language(request, qapp):
    with installed_language(request.param) as language:
        yield language


def squeezed_or_cut(panel) -> list[str]:
    """The panel's visible buttons and lists narrower than their text, or past its edge."""
    wrong = []
    for widget in [*panel.findChildren(QAbstractButton), *panel.findChildren(QComboBox)]:
        if not widget.isVisibleTo(panel) or widget.window() is not panel.window():
            continue
        right = widget.mapTo(panel, QPoint(widget.width(), 0)).x()
        if widget.width() < widget.sizeHint().width() or right > panel.width():
            wrong.append(f"{widget.objectName() or type(widget).__name__}: {widget.text()!r}"
                         if hasattr(widget, "text") else widget.objectName())  # fmt: skip
    return wrong


def test_the_panel_fits_its_dock_in_every_language(qtbot, language, configured, main_window):
    # The worst case: a model on this computer only, so the "Local only" badge shows too.
    save_settings(Settings(provider="lmstudio", base_url="http://127.0.0.1:9/v1", model="m",
                           local_only=True))  # fmt: skip
    settings_events().changed.emit()  # as the settings dialog tells the app when it saves
    panel = main_window.assistant_panel
    main_window.resize(1400, 900)
    dock = main_window.assistant_dock
    main_window.resizeDocks([dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: dock.width() == DOCK_WIDTH)
    assert panel.minimumSizeHint().width() <= DOCK_WIDTH
    assert panel.box.local_only_badge.isVisible()
    assert squeezed_or_cut(panel) == []
    # With no project open: the start page's buttons too.
    main_window.prompts.script("close_unsaved", True)
    main_window.menus.close_action.trigger()
    qtbot.waitUntil(lambda: panel.start_page.isVisible())
    assert dock.width() == DOCK_WIDTH
    assert squeezed_or_cut(panel) == []

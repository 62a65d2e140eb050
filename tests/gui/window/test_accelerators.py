"""No two items of one menu or one dialog share an accelerator (Alt+letter), in any language.

The real main window is built in each language and its menu bar is walked, submenus and the
project tree's context menus included; the windows the menus open (Settings, About, Export,
Backup Settings, Project Settings, Writing Progress, House Rules, Snapshots, Keyboard Shortcuts,
the manual) are opened through their menu items, as a writer opens them, and every mnemonic in
them is collected. Two items with the same letter in one menu (or one dialog page) mean
Alt+letter does not reach the second one.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenu,
    QStackedWidget,
    QTabBar,
    QWidget,
)

from assistant.gui.window.main_window import MainWindow
from tests.gui.conftest import installed_language
from tests.gui.writer import answer_modal

LANGUAGES = ("en", "es", "de", "fr", "nb")


def mnemonic(text: str) -> str | None:
    """The accelerator letter of a menu or button text (``&&`` is a plain ampersand)."""
    at = 0
    while (at := text.find("&", at)) != -1 and at + 1 < len(text):
        if text[at + 1] == "&":
            at += 2
            continue
        return text[at + 1].casefold()
    return None


def clashes(items: Iterator[tuple[str, str]]) -> list[str]:
    """``where: letter: text, text`` for every letter two or more of ``items`` share."""
    by_scope: dict[tuple[str, str], list[str]] = defaultdict(list)
    for scope, text in items:
        letter = mnemonic(text)
        if letter is not None:
            by_scope[scope, letter].append(text)
    return [
        f"{scope}: {letter!r}: {' | '.join(texts)}"
        for (scope, letter), texts in sorted(by_scope.items())
        if len(texts) > 1
    ]


def menu_items(menu: QMenu, scope: str) -> Iterator[tuple[str, str]]:
    """Every visible item of ``menu`` (filled as when it opens), then its submenus' own."""
    menu.aboutToShow.emit()
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield scope, action.text()
        if action.menu() is not None:
            yield from menu_items(action.menu(), f"{scope} ▸ {action.text()}")


def bar_items(window: MainWindow) -> Iterator[tuple[str, str]]:
    titles = [a for a in window.menuBar().actions() if a.menu() is not None and a.isVisible()]
    for action in titles:
        yield "menu bar", action.text()
    for action in titles:
        yield from menu_items(action.menu(), action.text())


def _hidden_page(widget: QWidget, root: QWidget) -> bool:
    """Whether ``widget`` sits on a page of a stack (or tab widget) that is not showing."""
    child, parent = widget, widget.parentWidget()
    while parent is not None and child is not root:
        if isinstance(parent, QStackedWidget) and parent.currentWidget() is not child:
            return True
        child, parent = parent, parent.parentWidget()
    return False


def dialog_items(dialog: QWidget, scope: str) -> Iterator[tuple[str, str]]:
    """Every text of ``dialog`` that can carry a mnemonic, on the pages that show together.

    Widgets hidden for now (a row shown only for some providers) count too: they share the
    dialog with the others as soon as they show."""
    for widget in dialog.findChildren(QWidget):
        if _hidden_page(widget, dialog):
            continue
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton) or labelled:
            yield scope, widget.text()
        elif isinstance(widget, QGroupBox) and widget.isCheckable():
            yield scope, widget.title()
        elif isinstance(widget, QTabBar):
            yield from ((scope, widget.tabText(i)) for i in range(widget.count()))


def opened_by(qtbot, window: MainWindow, action: QAction) -> list[str]:
    """Trigger ``action`` and return the clashes in the window it opens (a dialog shown with
    ``open()`` or ``exec()``), which is then closed."""
    clash_list: list[str] = []

    def look(opened: QWidget) -> None:
        clash_list.extend(clashes(dialog_items(opened, opened.windowTitle())))

    with answer_modal(qtbot, look):
        action.trigger()
    return clash_list


@pytest.fixture(params=LANGUAGES)
def language(request, qapp) -> Iterator[str]:
    with installed_language(request.param) as language:
        yield language


@pytest.fixture
def window(language, quire_config, main_window) -> MainWindow:
    """The real main window, built in ``language`` (installed first), the sample open."""
    return main_window


def test_no_menu_has_two_items_with_one_accelerator(window, language):
    found = clashes(bar_items(window))
    tree = window.tree
    documents = iter(window.controller.world.documents)
    entities = iter(window.controller.world.entities)
    for key in (None, next(documents), next(entities)):
        found += clashes(menu_items(tree.actions_.context_menu(key), f"tree menu for {key}"))
    assert len(list(bar_items(window))) > 40, "the walk saw too little of the menus"
    assert not found, f"{language}:\n" + "\n".join(found)


def _dialog_actions(window: MainWindow) -> dict[str, Callable[[], QAction]]:
    writing = window.writing_tools
    return {
        "settings": lambda: window.menus.settings_action,
        "about": lambda: window.menus.about_action,
        "house rules": lambda: window.menus.house_rules_action,
        "export": lambda: window.keeping.export,
        "backup settings": lambda: window.keeping.backup_settings,
        "project settings": lambda: writing.project_settings_action,
        "writing progress": lambda: writing.progress_action,
        "snapshots": lambda: window.keeping.snapshots,
        "keyboard shortcuts": lambda: window.menus.shortcuts_action,
        "manual": lambda: window.menus.manual_action,
    }


def test_no_dialog_has_two_items_with_one_accelerator(qtbot, window, language):
    found: list[str] = []
    for title, action in _dialog_actions(window).items():
        found += [f"{title}: {clash}" for clash in opened_by(qtbot, window, action())]
    assert not found, f"{language}:\n" + "\n".join(found)



def window_items(window: MainWindow) -> Iterator[tuple[str, str]]:
    """The menu bar's titles and every mnemonic of the window's own widgets (the inspector,
    the panels, the editor in front, labels with buddies): Alt+letter is one key for all of
    them, so two of them with one letter mean one of them is out of reach."""
    for scope, text in bar_items(window):
        if scope == "menu bar":
            yield "main window", text
    yield from dialog_items(window, "main window")


def test_the_window_and_its_menu_bar_share_no_accelerator(window, language):
    world = window.controller.world
    found: list[str] = []
    for key in (next(iter(world.documents)), next(iter(world.entities))):
        window.tabs.open(key, pinned=True)
        found += [f"{key} in front: {clash}" for clash in clashes(window_items(window))]
    assert not found, f"{language}:\n" + "\n".join(found)


def test_alt_and_a_labels_letter_reaches_its_field(qtbot, window, language):
    """Typing in the document, Alt and the letter of a label of the inspector or the
    assistant panel puts the caret in its field, in every language."""
    editor = window.tabs.open(next(iter(window.controller.world.documents)), pinned=True)
    labels = [
        label
        for label in window.findChildren(QLabel)
        if label.buddy() is not None and label.isVisible() and mnemonic(label.text())
    ]
    assert len(labels) >= 4, "the inspector's and the panel's labels are not all there"
    missed = []
    for label in labels:
        editor.setFocus()
        letter = mnemonic(label.text())
        qtbot.keyClick(QApplication.focusWidget(), letter, Qt.KeyboardModifier.AltModifier)
        buddy = label.buddy()
        focus = QApplication.focusWidget()
        if focus is not buddy and (focus is None or not buddy.isAncestorOf(focus)):
            missed.append(f"{label.text()} (Alt+{letter}) went to {type(focus).__name__}")
    assert not missed, f"{language}: " + "; ".join(missed)

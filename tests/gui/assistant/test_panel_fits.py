"""In every language, the assistant panel's buttons show their whole text at the dock's default
width (380 px) in the real main window: the header, an approval card waiting, the turn's list
of changes with a change opened, and the turn's own actions.

A button narrower than its size hint has its text cut (Qt elides or clips it), and one whose
right edge is past the scroll area's viewport is hidden under the edge; a wrapped plain-text
label (a change's sentence) shorter than the height its text needs loses its last lines.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from assistant.agent.config.settings import Settings, save_settings
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.assistant import session as session_module
from assistant.gui.window.main_window import MainWindow
from tests.gui.assistant.asking import rename_then_replace
from tests.gui.conftest import ScriptedPrompts, installed_language

DOCK_WIDTH = 380
"""The assistant dock's width in a new window (MainWindow._build_assistant_dock)."""
LANGUAGES = ("en", "es", "de", "fr", "nb")


@pytest.fixture(params=LANGUAGES)
def language(request, qapp) -> Iterator[str]:
    with installed_language(request.param) as language:
        yield language


def _plain(label: QLabel) -> bool:
    """A plain-text label (a rich one's height for a width is not what it paints)."""
    text = label.text()
    return bool(text) and (label.textFormat() == Qt.TextFormat.PlainText or "<" not in text)


def cut(root: QWidget, viewport: QWidget) -> list[str]:
    """What of ``root`` a writer cannot read whole: buttons narrower than their text or past
    the viewport's right edge, wrapped labels shorter than their lines."""
    wrong = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(viewport):
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QAbstractButton):
            left = widget.mapTo(viewport, QPoint(0, 0)).x()
            if widget.width() < widget.sizeHint().width():
                wrong.append(f"{name} {widget.text()!r}: {widget.width()} < "
                             f"{widget.sizeHint().width()} px")  # fmt: skip
            if left < 0 or left + widget.width() > viewport.width():
                wrong.append(f"{name} {widget.text()!r}: past the panel's edge")
        elif isinstance(widget, QLabel) and widget.wordWrap() and _plain(widget):
            needed = widget.heightForWidth(widget.width())
            if widget.height() < needed:
                wrong.append(f"{name} {widget.text()[:40]!r}: {widget.height()} < {needed} px")
    return wrong


@pytest.fixture
def window(qtbot, language, quire_config, qasync_loop, controller, window_settings, monkeypatch):
    """The main window, 1400×900, its assistant dock at the default width, and a model that
    renames a character, then replaces a word, each asked for approval."""
    replies = rename_then_replace(controller.world)
    settings = Settings(provider="lmstudio", model="m", approval_policy="every")
    save_settings(settings)  # a model is chosen: the panel offers the question box
    setup = AssistantSetup(ScriptedProvider(replies), settings)
    monkeypatch.setattr(session_module, "load_setup", lambda: setup)
    window = MainWindow(controller, window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    dock = window.assistant_dock
    window.resizeDocks([dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: dock.width() == DOCK_WIDTH)
    yield window
    window.assistant_panel.shutdown()
    window.prompts.script("close_unsaved", True)
    window.close()


def test_the_approval_card_and_the_change_list_are_whole_at_the_default_width(
    qtbot, window, language
):
    panel = window.assistant_panel
    viewport = panel.scroll.viewport()
    header = panel.header
    problems = {"header": cut(header, header)}

    qtbot.mouseClick(panel.act_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.question_edit, "Rename the first character, please.")
    qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    card = view.waiting_cards[0]
    qtbot.waitUntil(lambda: panel.scroll.widget().width() <= viewport.width())
    assert card.approve_all_button.isVisible()
    problems["approval card"] = cut(card, viewport)

    qtbot.mouseClick(card.approve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(view.waiting_cards) and view.waiting_cards[0] is not card,
                    timeout=10_000)  # fmt: skip
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(view.waiting_cards[0].approve_button, Qt.MouseButton.LeftButton)
    changes = view.changes
    assert changes.isVisible() and changes.undo_button.isVisible()
    row = changes.rows[-1]
    qtbot.mouseClick(row.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.scroll.widget().width() <= viewport.width())
    assert row.revert_button.isVisible() and view.details_button.isVisible()
    problems["change list"] = cut(changes, viewport)
    problems["turn actions"] = cut(view.details_button.parentWidget(), viewport)
    problems["header, after the turn"] = cut(header, header)
    assert not any(problems.values()), {where: found for where, found in problems.items() if found}

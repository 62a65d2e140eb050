"""A label's ``&`` marks its shortcut letter and is never shown: every label with one has a
buddy to move to (without a buddy Qt prints the ampersand), in the dialogs opened as a writer
opens them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from tests.gui.writer import answer_modal

_MNEMONIC = re.compile(r"(?<!&)&(?!&)\w")


def _shown_ampersands(window: QWidget) -> list[str]:
    return [label.text() for label in window.findChildren(QLabel)
            if label.isVisible() and label.textFormat() != Qt.TextFormat.RichText
            and _MNEMONIC.search(label.text()) and label.buddy() is None]


@pytest.mark.parametrize("action", ["backup_settings", "project_settings"])
def test_no_label_shows_its_ampersand(qtbot, main_window, action) -> None:
    trigger = (main_window.keeping.backup_settings if action == "backup_settings"
               else main_window.writing_tools.project_settings_action)
    found: list[list[str]] = []
    with answer_modal(qtbot, lambda window: found.append(_shown_ampersands(window))):
        trigger.trigger()
    assert found == [[]]

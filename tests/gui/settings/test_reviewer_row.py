"""The reviewer's model field shows its whole placeholder in every language (review X12:
"Prüfmodell: dasselbe …", "Modèle du rele…" were cut off beside the check box)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionFrame, QToolButton

from assistant.gui.settings.dialog import SettingsDialog
from tests.gui.conftest import installed_language


def _text_room(edit) -> int:
    """The width a line edit has for its text: inside its frame and margins, beside the
    clear button's room."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    contents = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    buttons = sum(button.width() for button in edit.findChildren(QToolButton))
    return contents.width() - margins.left() - margins.right() - buttons - 4


@pytest.mark.parametrize("language", ["en", "es", "de", "fr", "nb"])
def test_the_reviewer_model_placeholder_is_whole(qtbot, quire_config, qasync_loop, language):
    with installed_language(language):
        dialog = SettingsDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        edit = dialog.assistant_rows.review_settings.model_edit
        placeholder = edit.placeholderText()
        assert placeholder and (language == "en") == placeholder.startswith("Reviewer model")
        edit.setText("")
        qtbot.waitUntil(lambda: edit.width() > 0)
        needed = edit.fontMetrics().horizontalAdvance(placeholder)
        assert _text_room(edit) >= needed, (edit.width(), needed)
        assert edit.width() >= needed
        dialog.done(0)

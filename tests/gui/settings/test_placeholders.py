"""Every placeholder in Settings shows whole, in every language (review X12: the reviewer's
model field read "Prüfmodell: dasselbe …" and "Modèle du rele…" beside its check box)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame, QToolButton

from assistant.gui.settings.dialog import SettingsDialog
from tests.gui.conftest import installed_language


def _text_room(edit: QLineEdit) -> int:
    """The width a line edit has for its text: inside its frame and margins, beside the
    clear button's room."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    contents = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    buttons = sum(button.width() for button in edit.findChildren(QToolButton))
    return contents.width() - margins.left() - margins.right() - buttons - 4


@pytest.mark.parametrize("language", ["en", "es", "de", "fr", "nb"])
def test_every_placeholder_in_settings_is_whole(qtbot, quire_config, qasync_loop, language):
    with installed_language(language):
        dialog = SettingsDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        reviewer = dialog.assistant_rows.review_settings.model_edit
        assert (language == "en") == reviewer.placeholderText().startswith("Reviewer model")
        edits = [edit for edit in dialog.findChildren(QLineEdit)
                 if edit.isVisible() and edit.placeholderText() and not edit.text()]  # fmt: skip
        assert reviewer in edits
        cut = [
            (edit.placeholderText(), _text_room(edit), needed)
            for edit in edits
            if _text_room(edit) < (needed := edit.fontMetrics().horizontalAdvance(
                edit.placeholderText()))
        ]  # fmt: skip
        assert not cut
        dialog.done(0)

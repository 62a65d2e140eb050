"""The settings dialog's rows on Quire itself: the language it speaks, and the HTTP log for
troubleshooting."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from assistant.agent.config.settings import Settings
from assistant.gui.app.i18n import resolve_language


class AppRows(QObject):
    """The language and the HTTP log, as rows of the settings dialog's form."""

    def __init__(self, dialog: QWidget, form: QFormLayout) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._language_in_use = ""
        self.language_combo = QComboBox(dialog)
        self.language_combo.setObjectName("languageCombo")
        self.language_combo.addItem(self.tr("Follow the system"), "")
        for code, name in _languages():
            self.language_combo.addItem(name, code)
        form.addRow(self.tr("&Language:"), self.language_combo)
        self.language_note = QLabel(
            self.tr("Quire changes to the new language the next time it starts."), dialog
        )
        self.language_note.setObjectName("languageNote")
        self.language_note.setWordWrap(True)
        self.language_note.hide()
        form.addRow("", self.language_note)

        log_row = QHBoxLayout()
        self.http_log_edit = QLineEdit(dialog)
        self.http_log_edit.setObjectName("httpLogEdit")
        self.http_log_edit.setPlaceholderText(self.tr("Off (no HTTP log is written)"))
        self.http_log_edit.setClearButtonEnabled(True)
        self.http_log_edit.setToolTip(
            self.tr("For troubleshooting: every request and answer, with keys removed")
        )
        browse = QPushButton(self.tr("&Browse…"), dialog)
        browse.clicked.connect(self._browse_log)
        log_row.addWidget(self.http_log_edit, 1)
        log_row.addWidget(browse)
        form.addRow(self.tr("HTTP log f&ile:"), log_row)
        form.labelForField(log_row).setBuddy(self.http_log_edit)
        self.language_combo.currentIndexChanged.connect(self._on_language_changed)

    def load(self, settings: Settings) -> None:
        """Show ``settings``; the language they name is the one in use (a different choice
        is noted: it applies at the next start)."""
        self._language_in_use = settings.language
        language = self.language_combo.findData(settings.language)
        self.language_combo.setCurrentIndex(max(0, language))
        self.http_log_edit.setText(settings.http_log_path)

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with these rows' values."""
        return replace(
            settings,
            language=str(self.language_combo.currentData() or ""),
            http_log_path=self.http_log_edit.text().strip(),
        )

    def _on_language_changed(self, _index: int) -> None:
        """Say when the choice differs from the language in use (it applies at the next start)."""
        chosen = resolve_language(str(self.language_combo.currentData() or ""))
        self.language_note.setVisible(chosen != resolve_language(self._language_in_use))

    def _browse_log(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self._dialog,
            self.tr("Write the HTTP log to"),
            self.http_log_edit.text() or "quire-http.log",
            self.tr("Log files (*.log);;All files (*)"),
        )
        if path:
            self.http_log_edit.setText(path)


def _languages() -> list[tuple[str, str]]:
    try:
        from assistant.gui.app.i18n import LANGUAGES
    except ImportError:  # pragma: no cover - i18n ships with the app
        return [("en", "English")]
    return [(language.code, language.native_name) for language in LANGUAGES]

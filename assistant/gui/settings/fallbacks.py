"""The settings dialog's Fallbacks row: the models asked, in order, when the main one gives up
(overloaded, rate limited, a server error), typed as ``provider/model`` entries separated by
commas, each checked as it is typed, as the server address is."""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QFormLayout, QLineEdit, QWidget

from assistant.agent.config.settings import (
    MAX_FALLBACKS,
    FallbackModel,
    Settings,
    SettingsError,
    address_problem,
)
from assistant.gui.settings.connection import address_words
from assistant.gui.widgets.status_line import StatusLine

_SEPARATORS = re.compile(r"[,;\n]")


def fallback_entries(text: str) -> tuple[str, ...]:
    """The entries typed in the row: separated by commas (or semicolons), blanks dropped."""
    return tuple(" ".join(part.split()) for part in _SEPARATORS.split(text) if part.strip())


class FallbackRow(QObject):
    """The row and its status line; ``main`` gives the form's settings (the fallbacks of the
    same provider take its address)."""

    def __init__(self, dialog: QWidget, form: QFormLayout) -> None:
        super().__init__(dialog)
        self.edit = QLineEdit(dialog)
        self.edit.setObjectName("fallbacksEdit")
        self.edit.setClearButtonEnabled(True)
        self.edit.setPlaceholderText(self.tr("none, or for example ollama/qwen2.5:7b"))
        self.edit.setToolTip(
            self.tr(
                "Models to ask, in order, when the main one is overloaded, rate limited or "
                "has a server error. Write each as provider/model, or only the model for one "
                "of the same provider; a server's address may follow after a space. Separate "
                "them with commas. Each uses its provider's own key."
            )
        )
        form.addRow(self.tr("If the model gives &up, ask:"), self.edit)
        self.status = StatusLine(dialog, lines=1)
        self.status.setObjectName("fallbacksStatus")
        form.addRow("", self.status)
        self.edit.textChanged.connect(self._check)

    def load(self, settings: Settings) -> None:
        self.edit.setText(", ".join(settings.fallbacks))

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with the fallbacks typed here."""
        return replace(settings, fallbacks=fallback_entries(self.edit.text()))

    def problem_text(self, settings: Settings | None = None) -> str:
        """What is wrong with the fallbacks typed, in the writer's words ("" when nothing).
        ``settings`` are the form's (the main provider's address); none: the defaults."""
        entries = fallback_entries(self.edit.text())
        if len(entries) > MAX_FALLBACKS:
            return self.tr("List at most %1 fallback models.").replace(
                "%1", QLocale().toString(MAX_FALLBACKS)
            )
        main = settings if settings is not None else Settings()
        for entry in entries:
            try:
                fallback = FallbackModel.parse(entry)
            except SettingsError:
                return self.tr(
                    "“%1” is not a fallback: write provider/model, and after a space the "
                    "server's address if it needs one."
                ).replace("%1", entry)
            chosen = main.for_fallback(fallback)
            problem = address_problem(chosen.effective_base_url)
            if problem is not None:
                return (
                    self.tr("Fallback “%1”: %2")
                    .replace("%1", entry)
                    .replace("%2", address_words(problem))
                )
            if chosen.preset.needs_model and not chosen.effective_model:
                return (
                    self.tr("Fallback “%1”: name a model, as %2/model.")
                    .replace("%1", entry)
                    .replace("%2", chosen.provider)
                )
        return ""

    def _check(self, _text: str = "") -> None:
        dialog = self.parent()
        form_settings = getattr(dialog, "form_settings", None)
        try:
            settings = form_settings() if callable(form_settings) else None
        except SettingsError:
            settings = None
        self.status.setText(self.problem_text(settings))


__all__ = ["FallbackRow", "fallback_entries"]

"""The settings dialog's row on private material: whether a model on this computer may
read what the writer marked private (a model elsewhere never does)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QFormLayout, QWidget

from assistant.agent.config.settings import Settings


class PrivateRow(QCheckBox):
    """A check box under Local only: let a local model read private material."""

    def __init__(self, parent: QWidget, form: QFormLayout) -> None:
        super().__init__(parent)
        self.setText(self.tr("Let a model on this computer read private material"))
        self.setObjectName("localReadsPrivateCheck")
        self.setToolTip(
            self.tr(
                "Notes, folders and entries you mark private are never sent to a model in "
                "the cloud. With this on, a model server on this computer (such as Ollama or "
                "LM Studio) may read them; if a fallback model is elsewhere, none may."
            )
        )
        form.addRow("", self)

    def load(self, settings: Settings) -> None:
        self.setChecked(settings.local_reads_private)

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with the choice the box shows."""
        return replace(settings, local_reads_private=self.isChecked())


__all__ = ["PrivateRow"]

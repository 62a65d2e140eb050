"""The "Local only" badge: shown in the assistant panel while the Local only lock is on."""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from assistant.agent.settings import SettingsError, load_settings
from assistant.gui.settings_dialog import settings_events

log = logging.getLogger(__name__)

_STYLE = (
    "QLabel#localOnlyBadge { border: 1px solid palette(mid); border-radius: 8px;"
    " padding: 1px 7px; font-size: 85%; font-weight: 600; }"
)


class LocalOnlyBadge(QLabel):
    """A small label that says Local only is on, and hides itself when it is off.

    It follows the settings (file and ``QUIRE_LOCAL_ONLY``), and updates when they are saved.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("localOnlyBadge")
        self.setText(self.tr("Local only"))
        self.setToolTip(
            self.tr(
                "Local only is on: the assistant talks only to a model server on this "
                "computer, and nothing is sent anywhere else."
            )
        )
        self.setStyleSheet(_STYLE)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        settings_events().changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        try:
            on = load_settings().local_only
        except SettingsError as exc:
            log.info("settings unreadable, Local only badge hidden: %s", exc)
            on = False
        self.setVisible(on)

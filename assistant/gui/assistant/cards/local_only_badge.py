"""The "Local only" badge: shown in the assistant panel while the Local only lock is on."""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from assistant.agent.config.settings import SettingsError, load_settings
from assistant.gui.settings.dialog import settings_events

log = logging.getLogger(__name__)

_STYLE = (
    "QLabel#localOnlyBadge { background: #e2f1df; color: #1f5a1b; border: 1px solid #a5cf9f;"
    " border-radius: 9px; padding: 1px 8px; font-size: 85%; font-weight: 600; }"
)
"""A green pill, unlike the buttons beside it: a state, not something to press (fixed
colours, readable on light and dark themes alike)."""


class LocalOnlyBadge(QLabel):
    """A small label that says Local only is on, and hides itself when it is off.

    It follows the settings (file and ``QUIRE_LOCAL_ONLY``), and updates when they are saved.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("localOnlyBadge")
        self.setText(self.tr("Local only"))
        self.setToolTip(
            #: Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.
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

"""Why a change waits on its approval card when it is outside what the writer asked: a line
naming what is outside and the scope (“Chapter 5 is outside what you asked: Chapter 3,
paragraph 1”)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from assistant.agent.act.scope import Outside
from assistant.gui.assistant.turns.scope_words import outside_text
from assistant.world.model import World


class ScopeNote(QLabel):
    """One line that stands out; hidden when the change is within the scope."""

    def __init__(
        self, outside: Outside | None, world: World | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scopeNote")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.outside = outside
        if outside is None or world is None:
            self.hide()
            return
        self.setText(outside_text(world, outside))
        self.setStyleSheet(
            "QLabel { background: #fff3cd; color: #5a3d00; border: 1px solid #d9a400;"
            " border-radius: 3px; padding: 4px 6px; font-weight: 600; }"
        )

    @property
    def holds(self) -> bool:
        return self.outside is not None


__all__ = ["ScopeNote"]

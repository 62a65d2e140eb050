"""The line under an act-mode question that names part of the project: what its changes are
limited to (“Changes limited to: Chapter 3, paragraph 1”), and, while the turn runs, two
buttons that widen it for the rest of the turn: to the whole documents, or to the project.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.act.scope import Reach, Scope, TurnScope
from assistant.gui.assistant.turns.scope_words import scope_text
from assistant.world.model import World


class ScopeLine(QWidget):
    """What a turn's changes are limited to; hidden when the question names nothing.
    ``widen_requested`` carries the :class:`~assistant.agent.act.scope.Reach` the writer
    chose."""

    widen_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scopeLine")
        self.scope: Scope | None = None
        self.turn_scope: TurnScope | None = None
        """The running turn's scope, which the buttons widen (None: a kept turn)."""
        self._world: World | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 0, 8, 0)
        layout.setSpacing(0)
        self.label = QLabel(self)
        self.label.setObjectName("scopeText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        row.setSpacing(6)
        layout.addLayout(row)
        self.documents_button = self._button(
            # The button widening the scope to the whole documents the question names.
            "scopeDocuments", self.tr("Whole documents"),
            self.tr("Let the assistant change all of these documents, for the rest of this turn"),
            Reach.DOCUMENTS,
        )  # fmt: skip
        self.project_button = self._button(
            "scopeProject", self.tr("Whole project"),
            self.tr("Let the assistant change anything in the project, for the rest of this turn"),
            Reach.PROJECT,
        )  # fmt: skip
        row.addWidget(self.documents_button)
        row.addWidget(self.project_button)
        row.addStretch(1)
        self.hide()

    def _button(self, name: str, text: str, tip: str, reach: Reach) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setFlat(True)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(lambda: self.widen(reach))
        return button

    def follow(self, turn_scope: TurnScope, world: World) -> None:
        """Show the running turn's scope, which the buttons widen for the rest of it."""
        self.turn_scope, self._world = turn_scope, world
        self.show_scope(turn_scope.scope, world, live=True)

    def widen(self, reach: Reach) -> None:
        """Let the running turn's changes reach as far as ``reach``."""
        if self.turn_scope is None or self._world is None:
            return
        scope = self.turn_scope.widen(reach)
        self.show_scope(scope, self._world, live=True)
        self.widen_requested.emit(reach)

    def show_scope(self, scope: Scope | None, world: World, *, live: bool) -> None:
        """Show ``scope`` (hidden when None); ``live``: the turn runs, so it may be widened."""
        self.scope = scope
        if scope is None:
            self.hide()
            return
        if scope.reach is Reach.PROJECT:
            self.label.setText(self.tr("Changes may reach the whole project: you widened them."))
        else:
            self.label.setText(self.tr("Changes limited to: %1").replace(
                "%1", scope_text(world, scope)))  # fmt: skip
        self.documents_button.setVisible(live and scope.reach is Reach.ASKED
                                         and bool(scope.paragraphs))  # fmt: skip
        self.project_button.setVisible(live and scope.reach is not Reach.PROJECT)
        self.show()

    def set_live(self, live: bool) -> None:
        """Offer the buttons only while the turn runs."""
        if not live:
            self.turn_scope = None
            self.documents_button.hide()
            self.project_button.hide()


__all__ = ["ScopeLine"]

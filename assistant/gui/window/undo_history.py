"""View ▸ Undo History: the undo stack as a list; clicking a step undoes or redoes up to it.

Qt's view moves the stack itself the moment a row is chosen. This one asks the
:class:`~assistant.gui.window.undo_gate.UndoGate` instead, step by step, so that a step that
may not move now is refused before the stack moves, as with Edit ▸ Undo.
"""

from __future__ import annotations

from PySide6.QtCore import SIGNAL, SLOT, QItemSelectionModel, QModelIndex, QObject
from PySide6.QtWidgets import QUndoView, QWidget

from assistant.gui.window.undo_gate import UndoGate


class UndoHistoryView(QUndoView):
    """The undo history of ``gate``'s stack."""

    def __init__(self, gate: UndoGate, parent: QWidget | None = None) -> None:
        super().__init__(gate.stack, parent)
        self._gate = gate
        model, selection = self.model(), self.selectionModel()
        # Qt's own model moves the stack on every change of the current row; take that over.
        QObject.disconnect(
            selection,
            SIGNAL("currentChanged(QModelIndex,QModelIndex)"),
            model,
            SLOT("setStackCurrentIndex(QModelIndex)"),
        )
        selection.currentChanged.connect(self._on_row_chosen)

    def _on_row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        stack = self._gate.stack
        if not current.isValid() or current.column() != 0 or current.row() == stack.index():
            return
        self._gate.set_index(current.row())
        if stack.index() != current.row():  # refused on the way: show where the stack is
            self.selectionModel().setCurrentIndex(
                self.model().index(stack.index(), 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect,
            )

"""Edit ▸ Undo and Redo, worded as whole translatable sentences around the step's name.

``QUndoStack.createUndoAction(parent, prefix)`` glues ``prefix + " " + step``, which cannot be
translated: German puts the verb last („„A“ in „B“ umbenennen rückgängig machen“), French
would read « Annuler Annuler : … ». These actions use the patterns ``&Undo %1`` and ``&Redo
%1`` from Quire's own catalogue instead (so Norwegian, which Qt has no catalogue for, gets
them too) and follow the stack's current step, as Qt's own actions do. They undo and redo
through the :class:`~assistant.gui.window.undo_gate.UndoGate`, so a step that may not move now
is refused before the stack moves.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from assistant.gui.window.undo_gate import UndoGate


def _undo_texts() -> tuple[str, str]:
    return (
        QCoreApplication.translate("MainWindow", "&Undo"),
        QCoreApplication.translate("MainWindow", "&Undo %1"),
    )


def _redo_texts() -> tuple[str, str]:
    return (
        QCoreApplication.translate("MainWindow", "&Redo"),
        QCoreApplication.translate("MainWindow", "&Redo %1"),
    )


def step_text(bare: str, pattern: str, step: str) -> str:
    """The menu text for ``step``: ``pattern`` with the step's name, or ``bare`` without one.

    An ampersand in the step's name (a document called “Tom & Jerry”) is doubled, so that it
    shows as itself and does not become a second accelerator.
    """
    if not step:
        return bare
    return pattern.replace("%1", step.replace("&", "&&"))


class StepAction(QAction):
    """Undo or Redo of ``gate``'s stack: its text names the step it would take, and it is
    enabled only when there is one."""

    def __init__(self, gate: UndoGate, parent: QObject, *, redo: bool) -> None:
        super().__init__(parent)
        stack = gate.stack
        self.stack = stack
        self.redo = redo
        if redo:
            self.setShortcut(QKeySequence(QKeySequence.StandardKey.Redo))
            self.triggered.connect(lambda _checked=False: gate.redo())
            stack.canRedoChanged.connect(self.setEnabled)
            stack.redoTextChanged.connect(self._follow)
            self.setEnabled(stack.canRedo())
            self._follow(stack.redoText())
        else:
            self.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
            self.triggered.connect(lambda _checked=False: gate.undo())
            stack.canUndoChanged.connect(self.setEnabled)
            stack.undoTextChanged.connect(self._follow)
            self.setEnabled(stack.canUndo())
            self._follow(stack.undoText())

    def _follow(self, step: str) -> None:
        bare, pattern = _redo_texts() if self.redo else _undo_texts()
        self.setText(step_text(bare, pattern, step))
        # Help ▸ Keyboard Shortcuts names the command, not the step it would take now
        self.setProperty("shortcut_name", bare)

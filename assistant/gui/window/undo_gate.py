"""The gate before the undo stack: may this edit be made, may this step be undone or redone now?

Someone may hold part of the project for a while (an act-mode run of the assistant holds what
it changes until its turn ends): it gives the gate a :class:`Lock` meanwhile. The controller
asks the gate before it pushes an edit, and every way to undo or redo (Edit ▸ Undo and Redo,
their keys in an editor, the Undo History, the assistant's own Undo) asks it before the stack
moves; a step may also refuse itself (its things changed behind the undo history's back). A
refused step leaves the stack and the project as they were and says why in
:attr:`UndoGate.refused`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from assistant.gui.window.commands import AppliedCommand
from assistant.world.model import World

if TYPE_CHECKING:
    from assistant.world.edits import Edit

log = logging.getLogger(__name__)


class Lock(Protocol):
    """Part of the project held for now by someone other than the writer."""

    def locked_ids(self) -> frozenset[str]:
        """The documents, folders and entities held now."""
        ...

    def check_edit(self, edit: Edit) -> None:
        """Raise an EditError saying why ``edit`` may not be made now; return when it may."""
        ...

    def step_refusal(self, command: QUndoCommand, edits: tuple[Edit, ...], undoing: bool) -> str:
        """Why ``command`` may not be undone (``undoing``) or redone now by applying ``edits``;
        "" when it may."""
        ...


class UndoGate(QObject):
    """Asks the locks before ``stack`` moves or an edit is pushed; see the module doc.

    Signals:
      refused(message): an undo or redo was refused; nothing moved.
      locks_changed(): what the locks hold changed (see :meth:`is_locked`).
    """

    refused = Signal(str)
    locks_changed = Signal()

    def __init__(
        self,
        stack: QUndoStack,
        world: Callable[[], World | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.stack = stack
        self._world = world
        self._locks: list[Lock] = []

    # -- the locks -------------------------------------------------------------------------------

    def add_lock(self, lock: Lock) -> None:
        """Hold what ``lock`` says until :meth:`remove_lock`."""
        self._locks.append(lock)
        self.locks_changed.emit()

    def remove_lock(self, lock: Lock) -> None:
        self._locks = [held for held in self._locks if held is not lock]
        self.locks_changed.emit()

    def locked_ids(self) -> frozenset[str]:
        """What is held now (the writer waits to change it)."""
        return frozenset().union(*(lock.locked_ids() for lock in self._locks))

    def is_locked(self, node_id: str) -> bool:
        return any(node_id in lock.locked_ids() for lock in self._locks)

    def check_edit(self, edit: Edit) -> None:
        """Raise the EditError of the first lock that refuses ``edit``."""
        for lock in self._locks:
            lock.check_edit(edit)

    # -- stepping --------------------------------------------------------------------------------

    def refusal(self, undoing: bool) -> str:
        """Why the stack's next undo (``undoing``) or redo may not happen now; "" when it may."""
        index = self.stack.index() - 1 if undoing else self.stack.index()
        if not 0 <= index < self.stack.count():
            return ""
        command = self.stack.command(index)
        if not isinstance(command, AppliedCommand):
            return ""
        edits = command.replay_edits(undoing)
        for lock in self._locks:
            message = lock.step_refusal(command, edits, undoing)
            if message:
                return message
        world = self._world()
        return command.refusal(world, undoing) if world is not None else ""

    def undo(self) -> bool:
        """Undo the latest step unless a lock refuses it; True when the stack moved."""
        return self._step(undoing=True)

    def redo(self) -> bool:
        """Redo the next step unless a lock refuses it; True when the stack moved."""
        return self._step(undoing=False)

    def set_index(self, index: int) -> bool:
        """Undo or redo step by step towards ``index`` (the Undo History's row), stopping
        before the first step refused; True when the stack got there."""
        index = max(0, min(index, self.stack.count()))
        while self.stack.index() != index:
            if not self._step(undoing=self.stack.index() > index):
                return False
        return True

    def _step(self, *, undoing: bool) -> bool:
        if not (self.stack.canUndo() if undoing else self.stack.canRedo()):
            return False
        message = self.refusal(undoing)
        if message:
            text = self.stack.undoText() if undoing else self.stack.redoText()
            log.info("refused to %s %r: %s", "undo" if undoing else "redo", text, message)
            self.refused.emit(message)
            return False
        if undoing:
            self.stack.undo()
        else:
            self.stack.redo()
        return True

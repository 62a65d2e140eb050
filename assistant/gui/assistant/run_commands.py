"""The undo steps of act-mode runs: a whole run as one step, and a run taken back later.

Both replay edits through a :class:`Replay` the controller hands them, so that they never
reach into the controller: its ``apply`` replays an edit, ``guard`` may refuse a replay
(another run is changing the same things), ``refuse`` steps the stack back over a refused
step, and ``replayed`` tells who listens that a run was undone (True) or redone (False).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtGui import QUndoCommand

from assistant.agent.act.records import ChangeRecord
from assistant.gui.window.commands import AppliedCommand, Direction, EditCommand, Guard
from assistant.world.edits import CompoundEdit, Edit
from assistant.world.errors import EditError
from assistant.world.ids import is_document_id

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Replay:
    """What the controller gives the steps of act-mode runs; see the module doc."""

    apply: Callable[[Edit], Edit]
    guard: Guard
    refuse: Callable[[QUndoCommand, bool, str], None]
    replayed: Callable[[str, bool], None]
    revision: Callable[[], int]


class ActRunCommand(AppliedCommand):
    """All the changes of one act-mode run as one undo step.

    Pushed after the changes were applied, so the first ``redo`` does nothing. Undo applies
    the inverses in reverse as one compound edit (the views hear of one change); redo
    applies the changes again. ``documents`` lists the documents whose editors show
    something new after either.
    """

    def __init__(
        self, run_id: str, label: str, records: Iterable[ChangeRecord], replay: Replay
    ) -> None:
        super().__init__(label)
        self.run_id = run_id
        self.records: tuple[ChangeRecord, ...] = tuple(records)
        self._replay = replay
        self._forward: Edit = CompoundEdit(tuple(r.edit for r in self.records), label)
        self._inverse: Edit = CompoundEdit(tuple(r.inverse for r in reversed(self.records)), label)
        self.scope: frozenset[str] = frozenset().union(*(r.scope for r in self.records))
        self.documents: frozenset[str] = frozenset(k for k in self.scope if is_document_id(k))
        self.undone = False

    @property
    def forward(self) -> Edit:
        return self._forward

    @property
    def inverse(self) -> Edit:
        return self._inverse

    def undo(self) -> None:
        if self._skips(Direction.UNDO) or not self._replay.guard(self, (self._inverse,), True):
            return
        try:
            self._forward = self._replay.apply(self._inverse)
        except EditError:  # something changed its things behind the undo history's back
            log.exception("could not undo the act run %s", self.run_id)
            self._replay.refuse(self, True, self.text())
            return
        self.undone = True
        self._replay.replayed(self.run_id, True)

    def redo(self) -> None:
        if self._skips(Direction.REDO) or not self._replay.guard(self, (self._forward,), False):
            return
        try:
            self._inverse = self._replay.apply(self._forward)
        except EditError:
            log.exception("could not redo the act run %s", self.run_id)
            self._replay.refuse(self, False, self.text())
            return
        self.undone = False
        self._replay.replayed(self.run_id, False)


class RunRevertCommand(EditCommand):
    """Takes a whole act-mode run back as a new step; undoing it puts the run back."""

    def __init__(self, run_id: str, edit: Edit, inverse: Edit, label: str, replay: Replay) -> None:
        super().__init__(replay.apply, edit, inverse, label, guard=replay.guard)
        self.run_id = run_id
        self._replay = replay

    def undo(self) -> None:
        revision = self._replay.revision()
        super().undo()
        if self._replay.revision() != revision:
            self._replay.replayed(self.run_id, False)

    def redo(self) -> None:
        revision = self._replay.revision()
        super().redo()
        if self._replay.revision() != revision:
            self._replay.replayed(self.run_id, True)


__all__ = ["ActRunCommand", "Replay", "RunRevertCommand"]

"""The undo steps of act-mode runs: a whole run as one step, and a run taken back later.

Both replay edits through a :class:`Replay` the run desk hands them, so that they never
reach into the controller: its ``apply`` replays an edit, and ``replayed`` (the desk's
``run_undone`` signal) tells who listens that a run was undone (True) or redone (False).
Whether a step may be replayed at all (another run is changing the same things; the project
changed behind the undo history's back) is asked before the stack moves, by the
:class:`~assistant.gui.window.undo_gate.UndoGate`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import SignalInstance

from assistant.agent.act.records import ChangeRecord
from assistant.gui.window.commands import AppliedCommand, EditCommand
from assistant.world.edits import CompoundEdit, Edit
from assistant.world.errors import EditError
from assistant.world.ids import is_document_id
from assistant.world.model import World

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Replay:
    """What the run desk gives the steps of act-mode runs; see the module doc."""

    apply: Callable[[Edit], Edit]
    replayed: SignalInstance
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

    def replay_edits(self, undoing: bool) -> tuple[Edit, ...]:
        return (self._inverse,) if undoing else (self._forward,)

    def refusal(self, world: World, undoing: bool) -> str:
        """The run's step refuses when its things changed behind the undo history's back
        (it would no longer apply); the refusal names the step."""
        try:
            for edit in self.replay_edits(undoing):
                world, _ = edit.apply(world)
        except EditError:
            direction = "undo" if undoing else "redo"
            log.warning("could not %s the act run %s", direction, self.run_id, exc_info=True)
            return self.text()
        return ""

    def undo(self) -> None:
        try:
            self._forward = self._replay.apply(self._inverse)
        except EditError:  # changed behind the undo history's back, and not asked first
            log.exception("could not undo the act run %s", self.run_id)
            return
        self.undone = True
        self._replay.replayed.emit(self.run_id, True)

    def redo(self) -> None:
        if self._skips_first_redo():
            return
        try:
            self._inverse = self._replay.apply(self._forward)
        except EditError:
            log.exception("could not redo the act run %s", self.run_id)
            return
        self.undone = False
        self._replay.replayed.emit(self.run_id, False)


class RunRevertCommand(EditCommand):
    """Takes a whole act-mode run back as a new step; undoing it puts the run back."""

    def __init__(self, run_id: str, edit: Edit, inverse: Edit, label: str, replay: Replay) -> None:
        super().__init__(replay.apply, edit, inverse, label)
        self.run_id = run_id
        self._replay = replay

    def undo(self) -> None:
        revision = self._replay.revision()
        super().undo()
        if self._replay.revision() != revision:
            self._replay.replayed.emit(self.run_id, False)

    def redo(self) -> None:
        revision = self._replay.revision()
        super().redo()
        if self._replay.revision() != revision:
            self._replay.replayed.emit(self.run_id, True)


__all__ = ["ActRunCommand", "Replay", "RunRevertCommand"]

"""Act-mode runs on the live project: begun, applied, committed as one undo step, taken back.

An act-mode run of the assistant (:class:`~assistant.agent.act.act_run.ActRun`) changes the
project through :meth:`RunDesk.begin_run` … :meth:`RunDesk.commit_run`: its changes apply at
once, what it touched is locked against the writer's edits, undos and redos meanwhile, and the
whole run becomes one undo step (:mod:`~assistant.gui.assistant.run_commands`). While a run is
active the desk holds that lock in the controller's
:class:`~assistant.gui.window.undo_gate.UndoGate`, which every edit and every undo or redo asks
first; so the controller itself never hears of act mode.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtGui import QUndoCommand, QUndoStack

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval
from assistant.agent.act.records import ChangeRecord
from assistant.gui.app.gui_thread import GuiThread
from assistant.gui.assistant.run_commands import ActRunCommand, Replay, RunRevertCommand
from assistant.gui.window.controller import ProjectController
from assistant.world.edits import CompoundEdit, Edit
from assistant.world.edits.scope import change_scope, same_in_scope
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.snapshots.model import WRITER, Actor

log = logging.getLogger(__name__)


class RunConflictError(EditError):
    """A writer's edit, undo or redo refused because the active act-mode run touched the
    same things. Nothing changed."""


class RevertConflictError(EditError):
    """A change (or a run) cannot be reverted because something changed its targets since."""


class RunDesk(QObject):
    """The act-mode runs of one controller's project; see the module doc.

    The public API: begin_run, apply_for_run (what the run applies with), commit_run,
    run_command, undo_run, undo_kept_run and revert_change.

    Signals:
      run_undone(run_id, undone): an act-mode run's changes were undone (True) or redone.
    """

    run_undone = Signal(str, bool)

    def __init__(self, controller: ProjectController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.active_run: ActRun | None = None
        self._run_commands: dict[str, ActRunCommand] = {}
        self._gui_thread = GuiThread(self)
        self._replay = Replay(
            apply=controller.replay,
            replayed=self.run_undone,
            revision=lambda: controller.project.revision if controller.project is not None else -1,
        )
        self._gate = controller.undo_gate
        controller.history_cleared.connect(self._on_history_cleared)

    @property
    def _stack(self) -> QUndoStack:
        return self.controller.undo_stack

    # -- a run -----------------------------------------------------------------------------------

    def begin_run(self, approval: Approval, run_id: str, label: str) -> ActRun:
        """Start an act-mode run: its changes apply at once (on this thread) and become one
        undo step when it is committed. One run at a time."""
        if self.controller.project is None:
            raise RuntimeError("no project is open")
        if self.active_run is not None:
            raise RuntimeError("an assistant run is already changing the project")
        self.controller.break_merge()
        run = ActRun(_RunProject(self), approval, run_id=run_id, label=label,
                     owner=self._gui_thread)  # fmt: skip
        run.add_listener(_LockRelay(self._gate.locks_changed))
        self.active_run = run
        log.info("act run %s started", run_id)
        self._gate.add_lock(self)
        return run

    def apply_for_run(self, edit: Edit) -> Edit:
        """Apply a change of the active run, without an undo step of its own (the run's
        commit makes one); returns its inverse."""
        if self.controller.project is None:
            raise RuntimeError("no project is open")
        if self.controller.is_replaying:
            raise RuntimeError("an assistant change arrived while undoing or redoing")
        run = self.active_run
        actor = Actor.assistant(run.run_id, run.label) if run is not None else WRITER
        return self.controller.apply_unrecorded(edit, actor)

    def commit_run(self, run: ActRun, label: str) -> ActRunCommand | None:
        """End ``run`` (refusing what still waits), release its locks and put its changes
        on the undo stack as one step labelled ``label``. None when it changed nothing, or
        when it had been dropped (the project closed or reloaded under it)."""
        records = run.finish()
        if self.active_run is not run:
            return None
        self.active_run = None
        command = None
        if records and self.controller.project is not None:
            command = ActRunCommand(run.run_id, label, records, self._replay)
            self._stack.push(command)  # its first redo does nothing: already applied
            self._run_commands[run.run_id] = command
        self._gate.remove_lock(self)
        return command

    def run_command(self, run_id: str) -> ActRunCommand | None:
        """The undo step of a committed run, while it is on the stack."""
        command = self._run_commands.get(run_id)
        if command is None:
            return None
        for index in range(self._stack.count()):
            if self._stack.command(index) is command:
                return command
        del self._run_commands[run_id]
        return None

    # -- taking runs and changes back --------------------------------------------------------------

    def undo_run(self, run_id: str) -> None:
        """Take a committed run back: Undo when its step is the latest, else as a new step.

        Raises RevertConflictError (nothing moves) when something changed its targets since,
        RunConflictError when the active run is changing the same things now.
        """
        command = self.run_command(run_id)
        if command is None:
            raise RevertConflictError(
                self.tr("This turn's changes are no longer in the undo history.")
            )
        if command.undone:
            raise RevertConflictError(self.tr("This turn's changes are already undone."))
        index = self._stack.index()
        if index > 0 and self._stack.command(index - 1) is command:
            if self._clashes((command.inverse,)):  # refused before the stack moves
                raise RunConflictError(
                    self.tr(
                        "The assistant is changing the same things now; try again when it is done."
                    )
                )
            self._gate.undo()  # refused, and said so, when the run no longer applies
            return
        final = command.records[-1].after
        self._check_revertable(final, command.scope, turn=True)
        label = self.tr("Revert: %1").replace("%1", command.text())
        self._push_revert(command.inverse, label, command.scope, run_id)

    def undo_kept_run(self, run_id: str, edit: Edit, label: str, scope: frozenset[str]) -> None:
        """Take back a run kept in the project's run history (made earlier, maybe by
        another Quire) with ``edit``, checked exact by
        :func:`~assistant.agent.act.run_history.undo_edit`: Undo when it is this session's
        latest step, else a new step labelled ``label`` that can be undone in turn.

        Raises RunConflictError when the active run is changing the same things now.
        """
        if self.run_command(run_id) is not None:
            self.undo_run(run_id)
            return
        self._push_revert(edit, label, scope, run_id)

    def revert_change(self, record: ChangeRecord, label: str) -> None:
        """Take back one change of a run as a new undo step labelled ``label``.

        Raises RevertConflictError when the things it changed were changed again since.
        """
        self._check_revertable(record.after, record.scope, before=record.before)
        self._push_revert(record.inverse, label, record.scope, None)

    def _check_revertable(
        self,
        after: World,
        scope: frozenset[str],
        *,
        before: World | None = None,
        turn: bool = False,
    ) -> None:
        world = self.controller.world
        if world is None:
            raise RuntimeError("no project is open")
        if same_in_scope(world, after, scope):
            return
        if before is not None and same_in_scope(world, before, scope):
            raise RevertConflictError(self.tr("Nothing to revert: this change is already undone."))
        if turn:
            message = self.tr(
                "Cannot undo this turn: what it changed has been changed again since. "
                "Undo the later changes first, or edit it by hand."
            )
        else:
            message = self.tr(
                "Cannot revert this change: what it changed has been changed again since. "
                "Undo the later changes first, or edit it by hand."
            )
        raise RevertConflictError(message)

    def _push_revert(
        self, inverse: Edit, label: str, scope: frozenset[str], run_id: str | None
    ) -> None:
        project = self.controller.project
        if project is None:
            raise RuntimeError("no project is open")
        edit = inverse
        if isinstance(inverse, CompoundEdit):
            edit = CompoundEdit(inverse.edits, label)
        if run_id is None:
            self.controller.push(edit, label)
            return
        self._gate.check_edit(edit)
        self.controller.break_merge()
        forward_inverse = project.apply(edit)
        command = RunRevertCommand(run_id, edit, forward_inverse, label, self._replay)
        self._stack.push(command)
        self.run_undone.emit(run_id, True)

    # -- the lock the gate asks while a run is active (see UndoGate) ------------------------------

    def locked_ids(self) -> frozenset[str]:
        """What the active run changed or is about to change (the writer waits)."""
        return self.active_run.touched if self.active_run is not None else frozenset()

    def check_edit(self, edit: Edit) -> None:
        """Raise RunConflictError when ``edit`` would touch what the active run touched."""
        world = self.controller.world
        if self.active_run is None or not self.active_run.touched or world is None:
            return
        edit.apply(world)  # an EditError raises here, as it would anyway
        if self._clashes((edit,)):
            log.info("refused an edit touching what the assistant's run changes")
            raise RunConflictError(
                self.tr(
                    "The assistant is changing this right now; you can edit it again when "
                    "its turn ends."
                )
            )

    def step_refusal(self, command: QUndoCommand, edits: tuple[Edit, ...], undoing: bool) -> str:
        """Refuse replaying a step that would touch what the active run touched."""
        if self._clashes(edits):
            return self.tr(
                "The assistant is changing the same things now; undo and redo of them wait "
                "until its turn ends."
            )
        return ""

    def _clashes(self, edits: tuple[Edit, ...]) -> bool:
        """Whether applying ``edits`` now would touch what the active run touched (or cannot
        apply at all while it runs: it depends on what the run changed)."""
        run = self.active_run
        before = self.controller.world
        if run is None or before is None:
            return False
        locked = run.touched
        if not locked:
            return False
        try:
            after = before
            for edit in edits:
                after, _ = edit.apply(after)
        except EditError:
            return True
        return bool(change_scope(before, after, CompoundEdit(edits)) & locked)

    def _on_history_cleared(self) -> None:
        """The project closed or was read anew: the active run's changes are gone with the
        world they were made in, and so are the runs' steps."""
        self._run_commands.clear()
        run = self.active_run
        if run is None:
            return
        run.stop()
        self.active_run = None
        self._gate.remove_lock(self)


class _RunProject:
    """The live project as an act-mode run sees it (a
    :class:`~assistant.agent.act.act_run.LiveProject`)."""

    def __init__(self, desk: RunDesk) -> None:
        self._desk = desk

    def snapshot(self) -> World:
        return self._desk.controller.snapshot()

    def apply(self, edit: Edit) -> Edit:
        return self._desk.apply_for_run(edit)


class _LockRelay:
    """Tells the editors when what the active run locks changes."""

    def __init__(self, signal: SignalInstance) -> None:
        self._signal = signal

    def change_applied(self, record: ChangeRecord) -> None:
        pass

    def locks_changed(self) -> None:
        self._signal.emit()


__all__ = ["RevertConflictError", "RunConflictError", "RunDesk"]

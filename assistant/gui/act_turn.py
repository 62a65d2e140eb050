"""Act mode: one assistant turn that changes the project, shown, reviewable and one undo step.

The agent loop runs on a worker thread and calls ``target().apply(edit)`` for every write
tool call. The call is handed to the GUI thread (a queued signal) and the worker waits on a
``threading.Event`` until the change is applied, refused, or the turn is stopped; the GUI
thread never waits for the worker. Changes that the approval policy asks about wait for the
writer's decision as a :class:`PendingChange`.

Applied changes go straight into the project, not onto the undo stack; :meth:`ActTurn.finish`
pushes them as ONE :class:`AssistantTurnCommand`, so the whole turn undoes and redoes as one
step. While the turn runs, what it touched (documents, entities, folders, the top level, the
trash) is locked: the controller refuses the writer's edits, undos and redos that would
touch it and the editors of those things are read-only. So the writer's own edits never
overlap the turn's, and undoing the turn can never remove or garble them.
"""

from __future__ import annotations

import difflib
import logging
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QLabel, QWidget

from assistant.agent.tools.base import ToolError
from assistant.gui.commands import AppliedCommand
from assistant.world.diff import target_kind, target_title
from assistant.world.edits import (
    CompoundEdit,
    Edit,
)
from assistant.world.errors import EditError
from assistant.world.ids import is_document_id
from assistant.world.model import Document, Folder, World
from assistant.world.scope import change_scope

if TYPE_CHECKING:
    from assistant.agent.cancel import CancelToken
    from assistant.gui.controller import ProjectController

log = logging.getLogger(__name__)

RISKY_REMOVED_CHARACTERS = 400
"""Under the RISKY policy, a change removing more characters than this from a document asks."""


class TurnConflictError(EditError):
    """A writer's edit, undo or redo refused because the running assistant turn touched the
    same things. Nothing changed."""


class RevertConflictError(Exception):
    """A change (or a turn) cannot be reverted because something changed its targets since."""


class ApprovalPolicy(StrEnum):
    """Which of the assistant's changes wait for the writer's approval."""

    EVERY = "every"
    RISKY = "risky"
    NONE = "none"


# -- approval -------------------------------------------------------------------------------------


def needs_approval(policy: ApprovalPolicy | str, edit: Edit, before: World) -> bool:
    """Whether the writer must approve ``edit`` before it applies to ``before``.

    RISKY asks for trashing (or deleting) anything, and for a text change removing more than
    :data:`RISKY_REMOVED_CHARACTERS` characters or more than a third of a document.
    """
    policy = ApprovalPolicy(policy)
    if policy is ApprovalPolicy.EVERY:
        return True
    if policy is ApprovalPolicy.NONE:
        return False
    try:
        removal = edit.removes(before)
    except (EditError, KeyError):
        return False  # it will not apply anyway; applying says why
    if removal.trashed or removal.deleted:
        return True
    for doc_id, count in removal.characters.items():
        doc = before.documents.get(doc_id)
        length = len(doc.text) if doc is not None else 0
        if count > RISKY_REMOVED_CHARACTERS or count * 3 > length > 0:
            return True
    return False


# -- records ---------------------------------------------------------------------------------------

def edit_action(edit: Edit) -> str:
    return str(edit.action)


def _kind_of(target_id: str) -> str:
    return str(target_kind(target_id))


def _title_of(world: World, target_id: str) -> str | None:
    return target_title(world, target_id)


def _place(world: World, node_id: str) -> str:
    if world.is_trashed(node_id):
        return "in the trash"
    if not world.in_tree(node_id):
        return "absent"
    parent = world.parent_of(node_id)
    where = "the top level" if parent is None else world.folders[parent].title
    return f"{where}, position {world.index_in_parent(node_id) + 1}"


def _field_lines(before: object | None, after: object | None, names: Iterable[str]) -> list[str]:
    lines: list[str] = []
    for name in names:
        old = getattr(before, name, None) if before is not None else None
        new = getattr(after, name, None) if after is not None else None
        if old != new:
            lines.append(f"{name}: {_show(old)} → {_show(new)}")
    return lines


def _show(value: object) -> str:
    if value is None:
        return "(none)"
    if isinstance(value, tuple):
        if value and all(isinstance(v, tuple) for v in value):
            return ", ".join(f"{k}={v}" for k, v in value) or "(none)"
        return ", ".join(str(v) for v in value) or "(none)"
    text = str(value)
    return f"“{text}”" if len(text) <= 200 else f"“{text[:199]}…”"


@dataclass(frozen=True, eq=False)
class ChangeRecord:
    """One change an assistant turn made (or proposes): what, to what, and the worlds around it.

    Records compare by identity (comparing their worlds would be slow and say nothing more).
    """

    number: int
    tool: str
    edit: Edit
    inverse: Edit
    outcome: str
    target_id: str
    target_kind: str
    title: str
    action: str
    before: World
    after: World
    scope: frozenset[str] = field(default=frozenset(), compare=False)

    def diff(self) -> str:
        """A unified diff of the document's text (2 lines of context) after any changed
        details as ``field: old → new`` lines; for entities, folders and the project, only
        the ``field: old → new`` lines."""
        target, before, after = self.target_id, self.before, self.after
        if self.target_kind == "entity":
            return "\n".join(
                _field_lines(
                    before.entities.get(target),
                    after.entities.get(target),
                    ("name", "kind", "aliases", "fields", "notes", "tags"),
                )
                + _trash_lines(before, after, target)
            )
        if self.target_kind == "project":
            return "\n".join(_field_lines(before.meta, after.meta, ("title", "author", "language")))
        old, new = before.node(target), after.node(target)
        names = (
            ("title", "kind")
            if isinstance(old or new, Folder)
            else ("title", "kind", "tags", "synopsis", "status")
        )
        lines = _field_lines(old, new, names)
        if old is None or new is None or _place(before, target) != _place(after, target):
            old_place = _place(before, target) if old is not None else "absent"
            new_place = _place(after, target) if new is not None else "absent"
            if old_place != new_place:
                lines.append(f"place: {old_place} → {new_place}")
        if isinstance(old, Document | None) and isinstance(new, Document | None):
            old_text = old.text if old is not None else ""
            new_text = new.text if new is not None else ""
            if old_text != new_text:
                title = _title_of(after, target) or _title_of(before, target) or target
                lines.extend(
                    line.rstrip("\n")
                    for line in difflib.unified_diff(
                        old_text.splitlines(keepends=True),
                        new_text.splitlines(keepends=True),
                        fromfile=f"{title} (before)",
                        tofile=f"{title} (after)",
                        n=2,
                    )
                )
        return "\n".join(lines)


def _trash_lines(before: World, after: World, target: str) -> list[str]:
    was, now = before.is_trashed(target), after.is_trashed(target)
    if was == now:
        return []
    return [f"trash: {'in the trash' if was else 'live'} → {'in the trash' if now else 'live'}"]


def make_record(
    number: int, edit: Edit, inverse: Edit, before: World, after: World
) -> ChangeRecord:
    """The record of ``edit`` (with its ``inverse``) taking ``before`` to ``after``."""
    target = edit.target
    action = edit_action(edit)
    return ChangeRecord(
        number=number,
        tool=action,
        edit=edit,
        inverse=inverse,
        outcome=edit.describe(),
        target_id=target,
        target_kind=_kind_of(target),
        title=_title_of(after, target) or _title_of(before, target) or target,
        action=action,
        before=before,
        after=after,
        scope=change_scope(before, after, edit),
    )


# -- approval cards' model ----------------------------------------------------------------------


class PendingChange(QObject):
    """A change waiting for the writer: ``preview`` shows it (computed, not applied).

    ``approve()`` or ``reject(reason)`` decides it once (later calls do nothing);
    ``decided(approved)`` tells whoever shows it. Lives on the GUI thread.
    """

    decided = Signal(bool)

    def __init__(self, preview: ChangeRecord, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.preview = preview
        self.reason = ""
        self.approved: bool | None = None

    @property
    def is_decided(self) -> bool:
        return self.approved is not None

    def approve(self) -> None:
        self._decide(True, "")

    def reject(self, reason: str = "") -> None:
        self._decide(False, reason.strip())

    def _decide(self, approved: bool, reason: str) -> None:
        if self.approved is not None:
            return
        self.approved = approved
        self.reason = reason
        self.decided.emit(approved)


# -- the turn -------------------------------------------------------------------------------------


class _Request:
    """One ``apply`` call from the worker, waiting for the GUI thread (or a stop)."""

    __slots__ = ("done", "edit", "error", "inverse", "state")

    def __init__(self, edit: Edit) -> None:
        self.edit = edit
        self.done = threading.Event()
        self.state = "waiting"  # -> "applying" -> "done"; or "waiting" -> "done" (refused)
        self.inverse: Edit | None = None
        self.error: Exception | None = None


STOPPED_MESSAGE = "not done: the writer stopped the assistant"
ENDED_MESSAGE = "not done: this turn has ended"
WAIT_SLICE_S = 0.5
"""The worker re-checks the turn's state this often while it waits (a safety net; it is woken
at once on every decision, stop and end)."""


class _TurnTarget:
    """The thread-safe :class:`~assistant.agent.tools.write.EditTarget` of one turn."""

    def __init__(self, turn: ActTurn) -> None:
        self._turn = turn

    def snapshot(self) -> World:
        return self._turn.snapshot()

    def apply(self, edit: Edit) -> Edit:
        return self._turn._apply_from_any_thread(edit)


class ActTurn(QObject):
    """One act-mode turn: applies the worker's edits on the GUI thread, asks when the policy
    says so, records every change and, at the end, pushes them as one undo step.

    Signals:
      change_applied(ChangeRecord): a change was applied to the project.
      approval_requested(PendingChange): a change waits for the writer's decision.
      finished(AssistantTurnCommand | None): the turn ended (None: it changed nothing).
    """

    change_applied = Signal(object)
    approval_requested = Signal(object)
    finished = Signal(object)
    _requested = Signal(object)
    _stop_requested = Signal()
    _outcome_noted = Signal(object)

    def __init__(
        self,
        controller: ProjectController,
        label: str,
        policy: ApprovalPolicy | str,
        turn_id: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.label = label
        self.policy = ApprovalPolicy(policy)
        self.turn_id = turn_id
        self._lock = threading.Lock()
        self._requests: list[_Request] = []
        self._pending: dict[PendingChange, _Request] = {}
        self._records: list[ChangeRecord] = []
        self._touched: frozenset[str] = frozenset()
        self._reserved: dict[PendingChange, frozenset[str]] = {}
        self._approve_all = False
        self._cancelled = False
        self._closed = False
        self._command: AssistantTurnCommand | None = None
        self._start_world = controller.snapshot()
        self._target = _TurnTarget(self)
        self._requested.connect(self._on_request, Qt.ConnectionType.QueuedConnection)
        self._stop_requested.connect(self._reject_pending, Qt.ConnectionType.QueuedConnection)
        self._outcome_noted.connect(
            lambda noted: self.record_outcome(*noted), Qt.ConnectionType.QueuedConnection
        )

    # -- what the panel and the controller read --------------------------------------------------

    @property
    def records(self) -> list[ChangeRecord]:
        return list(self._records)

    @property
    def touched(self) -> frozenset[str]:
        """Everything the turn changed, and what waiting changes would change (locked)."""
        reserved = frozenset().union(*self._reserved.values()) if self._reserved else frozenset()
        return self._touched | reserved

    @property
    def pending(self) -> list[PendingChange]:
        return list(self._pending)

    @property
    def is_cancelled(self) -> bool:
        return self._cancelled

    @property
    def is_finished(self) -> bool:
        return self._closed

    @property
    def command(self) -> AssistantTurnCommand | None:
        return self._command

    def target(self) -> _TurnTarget:
        """The edit target for :func:`~assistant.agent.tools.executors.make_act_executor`."""
        return self._target

    def snapshot(self) -> World:
        """The live world, this turn's changes included (immutable: safe from any thread)."""
        project = self.controller.project
        return project.snapshot() if project is not None else self._start_world

    def watch(self, cancel: CancelToken) -> None:
        """Stop this turn when ``cancel`` trips (the turn's Stop)."""
        cancel.on_cancel(self.cancel)

    # -- decisions --------------------------------------------------------------------------------

    def approve_all(self) -> None:
        """Approve what waits now and every later change of this turn."""
        self._approve_all = True
        for pending in list(self._pending):
            pending.approve()

    def cancel(self) -> None:
        """Stop: refuse every waiting and later call. Safe from any thread."""
        with self._lock:
            self._cancelled = True
            self._refuse_waiting(STOPPED_MESSAGE)
        if QThread.currentThread() is self.thread():
            self._reject_pending()
        else:
            self._stop_requested.emit()

    def finish(self) -> AssistantTurnCommand | None:
        """End the turn (call on the GUI thread): refuse what still waits, push the turn's
        changes as one undo step and release the locks. Returns the step (None: no change)."""
        if self._closed:
            return self._command
        with self._lock:
            self._closed = True
            self._refuse_waiting(ENDED_MESSAGE)
        self._reject_pending(self.tr("The turn ended."))
        if self._records:
            label = self.tr("Assistant: %1").replace("%1", self.label)
            self._command = AssistantTurnCommand(
                self.controller, self.turn_id, label, self._records
            )
        if not self.controller._end_turn(self, self._command):
            self._command = None  # the project was closed or reloaded meanwhile
        log.info("act turn %s finished with %d change(s)", self.turn_id, len(self._records))
        self.finished.emit(self._command)
        return self._command

    def record_outcome(self, tool: str, edit: Edit, outcome: str) -> None:
        """Name the tool and the model's outcome text on the record of ``edit`` (optional:
        records name the action and the edit's description until told). Safe from any
        thread, so it can serve as ``make_act_executor``'s ``on_applied``:
        ``lambda a: turn.record_outcome(a.call.name, a.edit, a.outcome)``."""
        if QThread.currentThread() is not self.thread():
            self._outcome_noted.emit((tool, edit, outcome))
            return
        for index, record in enumerate(self._records):
            if record.edit is edit:
                self._records[index] = replace(record, tool=tool, outcome=outcome)
                return

    # -- worker side ------------------------------------------------------------------------------

    def _apply_from_any_thread(self, edit: Edit) -> Edit:
        if QThread.currentThread() is self.thread():
            return self._apply_here(edit)
        with self._lock:
            if self._cancelled or self._closed:
                raise ToolError(STOPPED_MESSAGE if self._cancelled else ENDED_MESSAGE)
            request = _Request(edit)
            self._requests.append(request)
        self._requested.emit(request)
        while not request.done.wait(WAIT_SLICE_S):
            with self._lock:
                if request.state == "waiting" and (self._cancelled or self._closed):
                    self._finish_request(request, error=ToolError(STOPPED_MESSAGE))
        return self._result(request)

    def _apply_here(self, edit: Edit) -> Edit:
        """A call made on the GUI thread itself: decided in a local event loop if it asks."""
        if self._cancelled or self._closed:
            raise ToolError(STOPPED_MESSAGE if self._cancelled else ENDED_MESSAGE)
        request = _Request(edit)
        with self._lock:
            self._requests.append(request)
        self._on_request(request)
        if not request.done.is_set():
            loop = QEventLoop()
            while not request.done.is_set():
                loop.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        return self._result(request)

    def _result(self, request: _Request) -> Edit:
        with self._lock:
            if request in self._requests:
                self._requests.remove(request)
        if request.error is not None:
            raise request.error
        assert request.inverse is not None
        return request.inverse

    def _finish_request(
        self, request: _Request, *, inverse: Edit | None = None, error: Exception | None = None
    ) -> None:
        """Settle ``request`` (with the lock held) and wake its worker."""
        request.inverse = inverse
        request.error = error
        request.state = "done"
        request.done.set()

    def _refuse_waiting(self, message: str) -> None:
        for request in self._requests:
            if request.state == "waiting":
                self._finish_request(request, error=ToolError(message))

    # -- GUI side -------------------------------------------------------------------------------

    def _on_request(self, request: _Request) -> None:
        if request.state != "waiting":
            return  # stopped before it arrived
        world = self.snapshot()
        if self._approve_all or not needs_approval(self.policy, request.edit, world):
            self._apply_now(request)
            return
        try:
            after, inverse = request.edit.apply(world)  # the preview: computed, not applied
        except EditError as exc:
            with self._lock:
                if request.state == "waiting":
                    self._finish_request(request, error=exc)
            return
        preview = make_record(len(self._records) + 1, request.edit, inverse, world, after)
        pending = PendingChange(preview, self)
        self._pending[pending] = request
        self._reserved[pending] = preview.scope
        pending.decided.connect(lambda approved, p=pending: self._on_decided(p, approved))
        self.controller.turn_lock_changed.emit()
        self.approval_requested.emit(pending)

    def _on_decided(self, pending: PendingChange, approved: bool) -> None:
        request = self._pending.pop(pending, None)
        self._reserved.pop(pending, None)
        if request is None:
            return
        if approved and not (self._cancelled or self._closed):
            self._apply_now(request)
        else:
            reason = pending.reason
            text = (
                f"The writer refused this change: {reason}"
                if reason
                else "The writer refused this change."
            )
            with self._lock:
                if request.state == "waiting":
                    self._finish_request(request, error=ToolError(text))
            self.controller.turn_lock_changed.emit()

    def _apply_now(self, request: _Request) -> None:
        with self._lock:
            if request.state != "waiting":
                return
            request.state = "applying"  # a stop from now on leaves this one to finish
        before = self.snapshot()
        try:
            inverse = self.controller._apply_for_turn(request.edit)
        except EditError as exc:
            with self._lock:
                self._finish_request(request, error=exc)
            return
        except Exception as exc:  # never leave the worker waiting
            log.exception("applying an assistant change failed")
            with self._lock:
                self._finish_request(request, error=ToolError(f"nothing was changed: {exc}"))
            return
        after = self.snapshot()
        record = make_record(len(self._records) + 1, request.edit, inverse, before, after)
        self._records.append(record)
        self._touched |= record.scope
        with self._lock:
            self._finish_request(request, inverse=inverse)
        self.controller.turn_lock_changed.emit()
        self.change_applied.emit(record)

    def _reject_pending(self, reason: str = "") -> None:
        for pending in list(self._pending):
            pending.reject(reason or self.tr("The writer stopped the assistant."))


# -- the editors' notice -------------------------------------------------------------------------


class TurnLockNotice(QLabel):
    """The strip an editor shows while the assistant's turn holds what it edits."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setObjectName("turnLockNotice")
        self.setWordWrap(True)
        self.setMargin(6)
        self.setStyleSheet(
            "QLabel#turnLockNotice { background: #fff4d6; color: #5a4300;"
            " border: 1px solid #e0b84a; border-radius: 3px; }"
        )
        self.setAccessibleName(text)
        self.hide()


# -- the undo step -----------------------------------------------------------------------------


class AssistantTurnCommand(AppliedCommand):
    """All the changes of one assistant turn as one undo step.

    Built after the changes were applied, so the first ``redo`` (QUndoStack.push calls it)
    does nothing. Undo applies the inverses in reverse as one compound edit (the views hear of
    one change); redo applies the changes again. ``documents`` lists the documents whose
    editors show something new after either.
    """

    def __init__(
        self,
        controller: ProjectController,
        turn_id: str,
        label: str,
        records: Iterable[ChangeRecord],
    ) -> None:
        super().__init__(label)
        self.controller = controller
        self.turn_id = turn_id
        self.records: tuple[ChangeRecord, ...] = tuple(records)
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
        if self._skips("undo"):
            return
        if not self.controller._may_replay(self, (self._inverse,), undoing=True):
            return
        try:
            self._forward = self.controller._replay(self._inverse)
        except EditError:  # never expected: the turn's things were locked while it ran
            log.exception("could not undo the assistant turn %s", self.turn_id)
            self.controller._refuse_replay(self, True, self.text())
            return
        self.undone = True
        self.controller._turn_replayed(self.turn_id, True)

    def redo(self) -> None:
        if self._skips("redo"):
            return
        if not self.controller._may_replay(self, (self._forward,), undoing=False):
            return
        try:
            self._inverse = self.controller._replay(self._forward)
        except EditError:
            log.exception("could not redo the assistant turn %s", self.turn_id)
            self.controller._refuse_replay(self, False, self.text())
            return
        self.undone = False
        self.controller._turn_replayed(self.turn_id, False)


__all__ = [
    "ActTurn",
    "ApprovalPolicy",
    "AssistantTurnCommand",
    "ChangeRecord",
    "PendingChange",
    "RevertConflictError",
    "TurnConflictError",
    "TurnLockNotice",
    "edit_action",
    "make_record",
    "needs_approval",
]

"""Undo commands: every change to the project is one of these on the window's QUndoStack.

An :class:`EditCommand` wraps world edits. ``redo`` applies them, ``undo`` applies their
exact inverses in reverse order. Consecutive typing in one document merges into one command
(one undo step) until the writer ends a line, pauses, or moves elsewhere.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from assistant.world import edits as world_edits
from assistant.world.model import World

if TYPE_CHECKING:
    from assistant.world.edits import Edit

log = logging.getLogger(__name__)

MERGE_ID = 0x5175
"""The QUndoCommand id shared by every mergeable command; merge keys tell them apart."""

TYPING_PAUSE_S = 1.5
"""A pause longer than this starts a new undo step."""


@dataclass(frozen=True)
class AppliedEdit:
    """One applied edit and the inverse that takes it back."""

    forward: Edit
    inverse: Edit


def can_merge(previous: Edit, following: Edit) -> bool:
    """Whether ``following`` continues ``previous`` closely enough to share an undo step.

    Typing merges while it stays at the cursor (typing on, backspacing, deleting forward) and
    does not cross a line break. Setting the same attribute or field again (a notes box being
    typed into) merges too.
    """
    if isinstance(previous, world_edits.ReplaceRange) and isinstance(
        following, world_edits.ReplaceRange
    ):
        if previous.doc_id != following.doc_id or "\n" in previous.text:
            return False
        cursor = previous.start + len(previous.text)
        if following.text and following.start == following.end:  # typing on
            return following.start == cursor and "\n" not in following.text[:-1]
        if not following.text:  # backspace, or delete forward
            return following.end == cursor or following.start == cursor
        return False
    if isinstance(previous, world_edits.SetEntityAttribute) and isinstance(
        following, world_edits.SetEntityAttribute
    ):
        return (previous.entity_id, previous.name) == (following.entity_id, following.name)
    if isinstance(previous, world_edits.SetDocumentAttribute) and isinstance(
        following, world_edits.SetDocumentAttribute
    ):
        return (previous.doc_id, previous.name) == (following.doc_id, following.name)
    if isinstance(previous, world_edits.SetEntityField) and isinstance(
        following, world_edits.SetEntityField
    ):
        return (previous.entity_id, previous.key) == (following.entity_id, following.key)
    return False


def compose(previous: AppliedEdit, following: AppliedEdit) -> AppliedEdit | None:
    """One step that does what ``previous`` then ``following`` did, when there is one.

    Typing merged this way undoes and redoes as a single edit however long it was, so undoing
    a paragraph touches the world (and the editor) once, not once per keystroke.
    """
    p, n = previous.forward, following.forward
    if isinstance(p, world_edits.ReplaceRange) and isinstance(n, world_edits.ReplaceRange):
        p_old, n_old = previous.inverse, following.inverse
        if not (
            isinstance(p_old, world_edits.ReplaceRange)
            and isinstance(n_old, world_edits.ReplaceRange)
        ):
            return None
        if p.doc_id != n.doc_id:
            return None
        s, e, t = p.start, p.end, p.text
        a, b, u = n.start, n.end, n.text
        inserted_end = s + len(t)
        if a > inserted_end or b < s:
            return None  # apart: no single range covers both
        start = min(s, a)
        end = e if b <= inserted_end else e + (b - inserted_end)
        left = t[: a - s] if a >= s else ""
        right = t[b - s :] if b <= inserted_end else ""
        text = left + u + right
        old = (n_old.text[: s - a] if a < s else "") + p_old.text
        if b > inserted_end:
            old += n_old.text[inserted_end - a :]
        return AppliedEdit(
            world_edits.ReplaceRange(p.doc_id, start, end, text),
            world_edits.ReplaceRange(p.doc_id, start, start + len(text), old),
        )
    same_target = (
        (
            isinstance(p, world_edits.SetEntityAttribute)
            and isinstance(n, world_edits.SetEntityAttribute)
        )
        or (
            isinstance(p, world_edits.SetDocumentAttribute)
            and isinstance(n, world_edits.SetDocumentAttribute)
        )
        or (isinstance(p, world_edits.SetEntityField) and isinstance(n, world_edits.SetEntityField))
    )
    if same_target and can_merge(p, n):
        forward = n
        if isinstance(p, world_edits.SetEntityField) and isinstance(n, world_edits.SetEntityField):
            forward = world_edits.SetEntityField(n.entity_id, n.key, n.value, p.index)
        return AppliedEdit(forward, previous.inverse)
    return None


def is_no_op(step: AppliedEdit) -> bool:
    """True for a text step that changes nothing (typed, then deleted again)."""
    forward = step.forward
    return (
        isinstance(forward, world_edits.ReplaceRange)
        and isinstance(step.inverse, world_edits.ReplaceRange)
        and forward.end - forward.start == len(forward.text)
        and step.inverse.text == forward.text
    )


class AppliedCommand(QUndoCommand):
    """An undo step pushed after its changes were already applied.

    QUndoStack.push calls ``redo`` at once, which such a step skips. Before the stack undoes
    or redoes one, the :class:`~assistant.gui.window.undo_gate.UndoGate` asks whether the
    edits it would apply (:meth:`replay_edits`) may be applied now.
    """

    def __init__(self, label: str) -> None:
        super().__init__(label)
        self._pending_first_redo = True

    def replay_edits(self, undoing: bool) -> tuple[Edit, ...]:
        """The edits undoing (``undoing``) or redoing this step applies, in order."""
        raise NotImplementedError

    def refusal(self, world: World, undoing: bool) -> str:
        """Why this step may not be undone (``undoing``) or redone in ``world``; "" when it
        may. Steps that always apply (the writer's own) never refuse."""
        return ""

    def _skips_first_redo(self) -> bool:
        """True for the redo QUndoStack.push calls: the changes are applied already."""
        if self._pending_first_redo:
            self._pending_first_redo = False
            return True
        return False


class EditCommand(AppliedCommand):
    """One undo step made of one or more world edits.

    The command is built after its first edit has been applied (so that an invalid edit raises
    to whoever pushed it and never reaches the stack); the first ``redo`` that QUndoStack.push
    calls is therefore skipped.
    """

    def __init__(
        self,
        apply: Callable[[Edit], Edit],
        edit: Edit,
        inverse: Edit,
        label: str,
        *,
        merge_key: Hashable | None = None,
        time: float = 0.0,
    ) -> None:
        super().__init__(label)
        self._apply = apply
        self._steps: list[AppliedEdit] = [AppliedEdit(edit, inverse)]
        self.merge_key = merge_key
        self.time = time

    @property
    def steps(self) -> tuple[AppliedEdit, ...]:
        return tuple(self._steps)

    @property
    def edits(self) -> tuple[Edit, ...]:
        """The forward edits, in the order they apply."""
        return tuple(step.forward for step in self._steps)

    def id(self) -> int:
        return MERGE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.merge_key != self.merge_key:
            return False
        if other.time - self.time > TYPING_PAUSE_S:
            return False
        if not can_merge(self._steps[-1].forward, other._steps[0].forward):
            return False
        for step in other._steps:
            combined = compose(self._steps[-1], step)
            if combined is None:
                self._steps.append(step)
            else:
                self._steps[-1] = combined
        self.time = other.time
        if len(self._steps) == 1 and is_no_op(self._steps[0]):
            self.setObsolete(True)  # typed and taken back: no step left to undo
        return True

    def replay_edits(self, undoing: bool) -> tuple[Edit, ...]:
        if undoing:
            return tuple(step.inverse for step in reversed(self._steps))
        return self.edits

    def redo(self) -> None:
        if self._skips_first_redo():
            return
        self._steps = [AppliedEdit(step.forward, self._apply(step.forward)) for step in self._steps]

    def undo(self) -> None:
        redone: list[AppliedEdit] = []
        for step in reversed(self._steps):
            redone.append(AppliedEdit(self._apply(step.inverse), step.inverse))
        self._steps = list(reversed(redone))

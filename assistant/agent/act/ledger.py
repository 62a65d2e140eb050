"""The act-mode runs of a project's turns: which left a step to undo, their changes, and
which of them the writer undid.

While a session lasts the ledger knows each committed act-mode run by its turn, so that
undoing a run marks its turn undone in its conversation (and redoing it clears the mark),
and lists the changes a turn made. The run history (``.quire/history``) keeps the runs
beyond the session: the ledger writes each committed run there and reads back the changes
of turns from earlier sessions.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from assistant.agent.act.records import ChangeRecord
from assistant.agent.act.run_history import (
    HistoryChange,
    HistoryEntry,
    HistoryProblem,
    RunHistory,
)
from assistant.agent.conversations.book import Conversations

log = logging.getLogger(__name__)


@dataclass
class _TurnRuns:
    """The act-mode runs of one turn that left a step to undo, and which are undone."""

    conversation_id: str
    runs: list[str] = field(default_factory=list)
    undone: set[str] = field(default_factory=set)
    changes: list[ChangeRecord] = field(default_factory=list)

    @property
    def is_undone(self) -> bool:
        return any(run in self.undone for run in self.runs)


class ActLedger:
    """The act-mode runs of ``conversations``' turns; ``history`` keeps them on disk (None:
    nothing is kept beyond this session)."""

    def __init__(self, conversations: Conversations, history: RunHistory | None) -> None:
        self.conversations = conversations
        self.history = history
        self._turns: dict[str, _TurnRuns] = {}

    def committed(
        self,
        run_id: str,
        turn_id: str,
        conversation_id: str,
        changes: Sequence[ChangeRecord],
    ) -> None:
        """Note that ``run_id`` of ``turn_id`` left one step to undo, making ``changes``."""
        entry = self._turns.setdefault(turn_id, _TurnRuns(conversation_id))
        entry.runs.append(run_id)
        entry.changes.extend(changes)

    def keep(self, entry: HistoryEntry, *, limit_bytes: int) -> HistoryEntry | None:
        """Write a committed run to the run history (before the project is saved: see
        :mod:`assistant.agent.act.run_history`), or a run that changed nothing for the
        decisions it made; None when nothing is kept or it failed."""
        if self.history is None or not (entry.changes or entry.decisions):
            return None
        try:
            return self.history.keep(entry, limit_bytes=limit_bytes)
        except OSError:
            log.exception("could not keep act run %s in the run history", entry.run_id)
            return None

    def changes_of(self, turn_id: str) -> list[ChangeRecord]:
        """Every change the act-mode runs of ``turn_id`` made (while this session lasts)."""
        entry = self._turns.get(turn_id)
        return list(entry.changes) if entry is not None else []

    def kept_changes(self, turn_ids: Sequence[str]) -> dict[str, list[HistoryChange]]:
        """The changes the run history kept for each of ``turn_ids`` that this session does
        not hold itself (turns of an earlier session: after a restart, say), oldest first."""
        wanted = {turn for turn in turn_ids if not self.changes_of(turn)}
        found: dict[str, list[HistoryChange]] = {}
        if self.history is None or not wanted:
            return found
        try:
            entries = self.history.entries()
        except OSError:
            log.warning("the run history cannot be read", exc_info=True)
            return found
        for entry in sorted(entries, key=lambda e: e.number):
            if entry.turn_id in wanted:
                found.setdefault(entry.turn_id, []).extend(entry.changes)
        return found

    def kept_runs(self) -> list[HistoryEntry]:
        """The act-mode runs kept in the project's run history, newest first (none when
        nothing is kept). Raises OSError when the history's folder cannot be read."""
        return self.history.entries() if self.history is not None else []

    def history_problems(self) -> list[HistoryProblem]:
        """The history files the last :meth:`kept_runs` could not read."""
        return list(self.history.problems) if self.history is not None else []

    def runs_to_undo(self, turn_id: str) -> list[str]:
        """The runs of ``turn_id`` whose changes stand, newest first."""
        entry = self._turns.get(turn_id)
        if entry is None:
            return []
        return [run for run in reversed(entry.runs) if run not in entry.undone]

    def know_run(self, run_id: str, turn_id: str, conversation_id: str) -> None:
        """Know ``run_id`` (kept in the run history, say from an earlier session) as an
        act-mode run of ``turn_id``, so that undoing it marks its turn."""
        entry = self._turns.setdefault(turn_id, _TurnRuns(conversation_id))
        if run_id not in entry.runs:
            entry.runs.append(run_id)

    def turn_of_run(self, run_id: str) -> str | None:
        """The turn whose act-mode run ``run_id`` left a step to undo."""
        return next((turn for turn, entry in self._turns.items() if run_id in entry.runs), None)

    def run_undone(self, run_id: str, undone: bool) -> tuple[str, bool] | None:
        """Note that the changes of ``run_id`` were undone (or redone): its turn is marked
        undone while any of its runs is, and saved. Returns ``(turn id, turn undone)``, or
        None for a run this ledger does not know."""
        turn_id = self.turn_of_run(run_id)
        entry = self._turns.get(turn_id) if turn_id is not None else None
        if turn_id is None or entry is None:
            return None
        if undone:
            entry.undone.add(run_id)
        else:
            entry.undone.discard(run_id)
        marked = entry.is_undone
        conversation = self.conversations.get(entry.conversation_id)
        known = conversation is not None and any(t.id == turn_id for t in conversation.turns)
        if known and conversation is not None and conversation.turn(turn_id).undone != marked:
            conversation = conversation.update_turn(turn_id, undone=marked)
            if conversation.id == self.conversations.current.id:
                self.conversations.current = conversation
            self.conversations.save(conversation)
        return turn_id, marked


__all__ = ["ActLedger"]

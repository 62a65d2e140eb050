"""The changes an act-mode run made, kept in the run history, so that a turn still lists them
after Quire was closed and opened again.

When a run's changes become one step (:meth:`~assistant.agent.session.Session.finish`), each
is written to the run history (``.quire/runs``) as what it did, to what, and its difference
as data (:func:`~assistant.world.diff.diff_to_data`). :func:`read_kept_changes` reads them
back as :class:`KeptChange` values, which the change list shows as it shows a live
:class:`~assistant.agent.act_run.ChangeRecord` (they cannot be reverted one by one: the
edits themselves are not kept here).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from assistant.agent.act_run import ChangeRecord
from assistant.agent.runlog import RunLog
from assistant.world.diff import ChangeDiff, TargetKind, diff_from_data, diff_to_data
from assistant.world.edits import EditAction

log = logging.getLogger(__name__)

RECORD_KIND = "changes"


@dataclass(frozen=True, eq=False)
class KeptChange:
    """A change as the run history kept it: what it did, to what, and its difference."""

    number: int
    action: EditAction | str
    target_id: str
    target_kind: TargetKind | str
    title: str
    difference: ChangeDiff | None
    """None when the kept difference could not be read."""

    kept = True
    """Read back from the history (a live :class:`ChangeRecord` has no such flag)."""

    def diff(self) -> ChangeDiff:
        if self.difference is None:
            raise ValueError("the difference was not kept")
        return self.difference


def change_entry(record: ChangeRecord) -> dict[str, Any]:
    """One change as the run history keeps it."""
    try:
        difference: dict[str, Any] | None = diff_to_data(record.diff())
    except Exception:  # a change whose difference cannot be worked out still lists
        log.exception("the difference of change %s cannot be kept", record.number)
        difference = None
    return {
        "number": record.number,
        "action": str(record.action),
        "target": record.target_id,
        "kind": str(record.target_kind),
        "title": record.title,
        "diff": difference,
    }


def record_changes(
    runlog: RunLog | None, turn_id: str, run_id: str, records: Sequence[ChangeRecord]
) -> None:
    """Keep the changes ``run_id`` made (one step now) under its turn in the run history."""
    if runlog is None or not records:
        return
    runlog.record(
        turn_id, RECORD_KIND, {"run": run_id, "changes": [change_entry(r) for r in records]}
    )


def kept_change(entry: Any) -> KeptChange | None:
    """A change back from its entry; None for an entry that is not one."""
    if not isinstance(entry, dict) or not isinstance(entry.get("target"), str):
        return None
    action = str(entry.get("action", ""))
    kind = str(entry.get("kind", ""))
    difference = None
    if entry.get("diff") is not None:
        try:
            difference = diff_from_data(entry["diff"])
        except ValueError:
            log.warning("a kept change's difference cannot be read")
    try:
        number = int(entry.get("number") or 0)
    except (TypeError, ValueError):
        number = 0
    return KeptChange(
        number=number,
        action=EditAction(action) if action in EditAction._value2member_map_ else action,
        target_id=entry["target"],
        target_kind=TargetKind(kind) if kind in TargetKind._value2member_map_ else kind,
        title=str(entry.get("title", "")),
        difference=difference,
    )


def read_kept_changes(folder: Path | None, turns: Iterable[str]) -> dict[str, list[KeptChange]]:
    """The changes kept for each of ``turns`` in the run history in ``folder`` (read once)."""
    wanted = set(turns)
    found: dict[str, list[KeptChange]] = {}
    if folder is None or not wanted:
        return found
    runlog = RunLog(folder)
    for path in runlog.files():
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError:
            continue
        for line in lines:
            if f'"kind": "{RECORD_KIND}"' not in line:
                continue
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if not isinstance(record, dict) or record.get("run") not in wanted:
                continue
            data = record.get("data")
            entries = data.get("changes") if isinstance(data, dict) else None
            for entry in entries if isinstance(entries, list) else ():
                change = kept_change(entry)
                if change is not None:
                    found.setdefault(record["run"], []).append(change)
    return found


__all__ = ["KeptChange", "change_entry", "kept_change", "read_kept_changes", "record_changes"]

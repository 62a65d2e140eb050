"""The history of act-mode runs, kept with the project: a run can be undone after the
program that made it has exited.

Every act-mode run that changed something becomes one :class:`HistoryEntry` in the
project's ``.quire/history`` folder (one JSON file per run): the request, when, which
provider and model, and each change with its exact inverse, holding the full text of
whatever the change replaced or removed (:mod:`assistant.world.edits.codec` writes edits down
and reads them back exactly). With them go content fingerprints of every thing the run
touched (its scope, :mod:`assistant.world.edits.scope`): as the run found it and as it left it,
and who decided each change it proposed, and how
(:class:`~assistant.agent.act.decisions.ChangeDecision`). A run whose every proposed change
was refused is kept too, for its decisions: it changed nothing, so there is nothing to undo.

Undoing a run later (:func:`undo_edit`) is offered only when every thing it touched is now
exactly as the run left it; otherwise it is refused, naming what was edited since. The edit
that undoes it is tried first, and offered only when it gives back exactly what the run
found. So an entry that no longer matches the project (written before a save that never
happened, a run already taken back, a file edited in another program) is never applied
blindly: its state is read from the content, not from a flag (:func:`check_run`).

The history is written when the run is committed, before the project is saved: a crash
between the two leaves an entry whose changes never reached the disk, which
:func:`check_run` reads as "not there" (as it found it); the other order could lose the
replaced text of a run that did reach the disk.

It is bounded: when the files pass the limit (``run_history_mb`` in the settings), the
oldest runs are dropped first (the newest is always kept). Requests and titles are redacted
as the run log is; a run whose inverse would hold an API key keeps no inverse at all (it is
listed, and cannot be undone from here), so no key is ever written.
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from assistant.agent.act.decisions import (
    ChangeDecision,
    decision_to_json,
    decisions_from_json,
)
from assistant.agent.act.plan_first import PlanDecision
from assistant.agent.act.plan_first import decision_from_json as plan_from_json
from assistant.agent.act.plan_first import decision_to_json as plan_to_json
from assistant.world.edits import CompoundEdit, Edit
from assistant.world.edits.codec import CodecError, decode_edit, encode_edit, fingerprint
from assistant.world.edits.diff import (
    ChangeDiff,
    TargetKind,
    diff_from_data,
    diff_to_data,
    target_kind,
    target_title,
)
from assistant.world.edits.scope import (
    META_KEY,
    ROOT_KEY,
    SETTINGS_KEY,
    TRASH_KEY,
    change_scope,
    scope_value,
)
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.redaction import redact, redact_data
from assistant.world.safetext import storable
from assistant.world.storage import atomic
from assistant.world.storage.confine import read_file

if TYPE_CHECKING:
    from assistant.agent.act.records import ChangeRecord

log = logging.getLogger(__name__)

FOLDER = "history"
"""The history's folder inside the project's app-data folder (``.quire``)."""
FORMAT = 1
MAX_ENTRY_BYTES = 64 * 1024 * 1024
"""A run whose record would be larger keeps no inverse (a whole novel is a few MB)."""
_FILE = re.compile(r"run-(\d{6,})\.json")
NOT_THINGS = frozenset({ROOT_KEY, TRASH_KEY, META_KEY, SETTINGS_KEY})
"""The scope keys that stand for no document, folder or entity."""


class NotKept(StrEnum):
    """Why a run's inverse was not kept (it is listed, but cannot be undone from here)."""

    SECRET = "secret"
    """It would have held an API key."""
    TOO_LARGE = "too_large"
    """It would have been larger than :data:`MAX_ENTRY_BYTES`."""
    UNKNOWN = "unknown"
    """It holds an edit this version of Quire cannot write down."""


@dataclass(frozen=True)
class HistoryChange:
    """One change of a kept run: what it did, to what, its exact inverse, and what it did in
    detail (its :class:`~assistant.world.edits.diff.ChangeDiff`, which the assistant panel shows
    after a restart; None when not kept)."""

    number: int
    action: str
    target_id: str
    title: str
    inverse: Edit | None
    difference: ChangeDiff | None = field(default=None, compare=False)

    kept = True
    """Read back from the history (the change lists show it, without Revert)."""

    @property
    def target_kind(self) -> TargetKind:
        return target_kind(self.target_id)

    def diff(self) -> ChangeDiff:
        if self.difference is None:
            raise ValueError("what this change did in detail was not kept")
        return self.difference


@dataclass(frozen=True)
class HistoryEntry:
    """One act-mode run as the history keeps it; see the module doc.

    ``found`` and ``left`` map each scope key the run touched to the fingerprint of that
    thing before the run and after it; ``names`` to its title (for messages, when it is
    gone from the project). ``number`` counts runs in this project (1 for the first).
    """

    number: int
    run_id: str
    turn_id: str
    conversation_id: str
    request: str
    time: str
    provider: str
    model: str
    changes: tuple[HistoryChange, ...]
    found: Mapping[str, str] = field(default_factory=dict)
    left: Mapping[str, str] = field(default_factory=dict)
    names: Mapping[str, str] = field(default_factory=dict)
    not_kept: str = ""
    """Why the inverse was not kept (a :class:`NotKept`), or "" when it was."""
    decisions: tuple[ChangeDecision, ...] = ()
    """Who decided each change the run proposed, and how, in order (none in a history
    written before decisions were kept)."""
    plan: PlanDecision | None = None
    """How the writer decided the plan of a plan-first turn (None: not plan first)."""

    @property
    def scope(self) -> frozenset[str]:
        return frozenset(self.left)

    @property
    def when(self) -> datetime | None:
        """The time of the run (aware, UTC), or None when unreadable."""
        try:
            moment = datetime.fromisoformat(self.time)
        except ValueError:
            return None
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)

    def summary(self) -> dict[str, Any]:
        """Which run this is, what was asked, when, and of which model, as JSON-ready data:
        the head of its file in the history and of its row in ``quire history --json``."""
        return {
            "number": self.number,
            "run": self.run_id,
            "turn": self.turn_id,
            "conversation": self.conversation_id,
            "request": self.request,
            "time": self.time,
            "provider": self.provider,
            "model": self.model,
        }

    def inverse(self) -> Edit:
        """Every change's inverse, newest first, as one edit (the run taken back)."""
        inverses = []
        for change in reversed(self.changes):
            if change.inverse is None:
                raise ValueError("this run's inverse was not kept")
            inverses.append(change.inverse)
        return CompoundEdit(tuple(inverses), self.request)


# -- making an entry --------------------------------------------------------------------------


def new_entry(
    records: Sequence[ChangeRecord],
    *,
    run_id: str,
    turn_id: str,
    conversation_id: str,
    request: str,
    provider: str,
    model: str,
    secrets: Iterable[str] = (),
    time: str | None = None,
    decisions: Sequence[ChangeDecision] = (),
    plan: PlanDecision | None = None,
) -> HistoryEntry:
    """The history entry of a run that made ``records`` and decided its proposed changes as
    ``decisions`` say (number 0: the store numbers it)."""
    secret_list = tuple(s for s in secrets if s)
    found: dict[str, str] = {}
    left: dict[str, str] = {}
    names: dict[str, str] = {}
    for record in records:
        for key in sorted(record.scope):
            if key not in found:  # as the first change that touched it found it
                found[key] = fingerprint(scope_value(record.before, key))
            left[key] = fingerprint(scope_value(record.after, key))
            title = target_title(record.after, key) or target_title(record.before, key)
            if title:
                names[key] = title

    def clean(text: str) -> str:
        return redact(storable(text), secret_list)

    changes = tuple(
        HistoryChange(n, str(r.action), r.target_id, clean(r.title), r.inverse,
                      _difference(r, secret_list))
        for n, r in enumerate(records, start=1)
    )  # fmt: skip
    entry = HistoryEntry(
        number=0, run_id=run_id, turn_id=turn_id, conversation_id=conversation_id,
        request=clean(request), time=time or datetime.now(UTC).isoformat(timespec="seconds"),
        provider=clean(provider), model=clean(model), changes=changes, found=found,
        left=left, names={key: clean(name) for key, name in names.items()},
        decisions=tuple(replace(d, title=clean(d.title), reason=clean(d.reason),
                                review_reason=clean(d.review_reason)) for d in decisions),
        plan=plan if plan is None else replace(
            plan, proposed=tuple(map(clean, plan.proposed)),
            approved=tuple(map(clean, plan.approved)), reason=clean(plan.reason)),
    )  # fmt: skip
    try:
        inverses = [encode_edit(change.inverse) for change in changes if change.inverse]
    except CodecError:
        log.exception("a change of run %s cannot be written down", run_id)
        return _without_inverse(entry, NotKept.UNKNOWN)
    if secret_list and redact_data(inverses, secret_list) != inverses:
        log.warning("run %s would keep an API key: its inverse is not kept", run_id)
        return _without_inverse(entry, NotKept.SECRET)
    return entry


def _difference(record: ChangeRecord, secrets: tuple[str, ...]) -> ChangeDiff | None:
    """What ``record`` did in detail, to keep; None when it cannot be worked out, or would
    hold an API key."""
    try:
        difference = record.diff()
        data = diff_to_data(difference)
    except Exception:  # the change still lists by what it did, to what
        log.exception("the difference of change %s cannot be kept", record.number)
        return None
    if secrets and redact_data(data, secrets) != data:
        return None
    return difference


def _without_inverse(entry: HistoryEntry, reason: NotKept) -> HistoryEntry:
    changes = tuple(replace(change, inverse=None) for change in entry.changes)
    return replace(entry, changes=changes, not_kept=str(reason))


# -- on disk -------------------------------------------------------------------------------------


def entry_to_json(entry: HistoryEntry) -> dict[str, Any]:
    return {
        "format": FORMAT,
        **entry.summary(),
        "not_kept": entry.not_kept,
        "changes": [
            {
                "number": change.number,
                "action": change.action,
                "target": change.target_id,
                "title": change.title,
                "inverse": None if change.inverse is None else encode_edit(change.inverse),
                "diff": None if change.difference is None else diff_to_data(change.difference),
            }
            for change in entry.changes
        ],
        "found": dict(entry.found),
        "left": dict(entry.left),
        "names": dict(entry.names),
        "decisions": [decision_to_json(decision) for decision in entry.decisions],
        "plan": plan_to_json(entry.plan),
    }


def entry_from_json(data: Any) -> HistoryEntry:
    """The entry ``data`` describes; raises ValueError (with the reason) when malformed."""
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    if data.get("format") != FORMAT:
        raise ValueError(f"unknown history format {data.get('format')!r}")
    try:
        changes = []
        for raw in data["changes"]:
            inverse = raw["inverse"]
            changes.append(
                HistoryChange(
                    _int(raw["number"]), _text(raw["action"]), _text(raw["target"]),
                    _text(raw["title"]), None if inverse is None else decode_edit(inverse),
                    _kept_difference(raw.get("diff")),
                )
            )  # fmt: skip
        entry = HistoryEntry(
            number=_int(data["number"]), run_id=_text(data["run"]), turn_id=_text(data["turn"]),
            conversation_id=_text(data["conversation"]), request=_text(data["request"]),
            time=_text(data["time"]), provider=_text(data["provider"]),
            model=_text(data["model"]), changes=tuple(changes), found=_hashes(data["found"]),
            left=_hashes(data["left"]), names=_names(data["names"]),
            not_kept=_text(data.get("not_kept", "")),
            decisions=decisions_from_json(_list(data.get("decisions"))),
            plan=plan_from_json(data.get("plan")),
        )  # fmt: skip
    except (KeyError, TypeError) as error:
        raise ValueError(f"missing or malformed field: {error}") from None
    if set(entry.found) != set(entry.left):
        raise ValueError("what the run found and what it left name different things")
    if not entry.not_kept and any(change.inverse is None for change in entry.changes):
        raise ValueError("a change has no inverse")
    return entry


def _kept_difference(data: Any) -> ChangeDiff | None:
    """A change's kept difference; None when there is none or it cannot be read (the
    change is still listed, and can still be undone)."""
    if data is None:
        return None
    try:
        return diff_from_data(data)
    except (ValueError, RecursionError):
        log.warning("a kept change's difference cannot be read")
        return None


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not text")
    return value


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not a whole number")
    return value


def _hashes(value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        raise TypeError("fingerprints must be an object")
    return {_text(key): _text(digest) for key, digest in value.items()}


def _names(value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        raise TypeError("names must be an object")
    return {_text(key): _text(name) for key, name in value.items()}


def _to_bytes(entry: HistoryEntry) -> bytes:
    # Texts are storable (cleaned, or surrogates kept as code points by the codec).
    return (json.dumps(entry_to_json(entry), ensure_ascii=False, indent=1) + "\n").encode()


@dataclass(frozen=True)
class HistoryProblem:
    """A history file that could not be read (left where it is)."""

    name: str
    reason: str


class RunHistory:
    """The kept runs of one project, in ``folder`` (``.quire/history``); see the module doc.

    Only the holder of the project's lock writes (the app, ``quire ask --act``, ``quire
    undo``); anyone may read.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.problems: list[HistoryProblem] = []
        self._cache: dict[str, tuple[tuple[int, int], HistoryEntry]] = {}

    # -- reading ---------------------------------------------------------------------------------

    def _files(self) -> list[tuple[int, Path]]:
        """The entry files, oldest first."""
        if os.path.islink(self.folder):
            raise OSError(f"the history folder {self.folder} is a link; it is not used")
        try:
            names = os.listdir(self.folder)
        except FileNotFoundError:
            return []
        found = [(int(m.group(1)), self.folder / name) for name in names
                 if (m := _FILE.fullmatch(name))]  # fmt: skip
        return sorted(found)

    def entries(self) -> list[HistoryEntry]:
        """Every kept run, newest first. Files that cannot be read are left where they are
        and listed in :attr:`problems`."""
        self.problems = []
        try:
            files = self._files()
        except OSError as error:
            self.problems.append(HistoryProblem(self.folder.name, str(error)))
            return []
        entries: list[HistoryEntry] = []
        seen: dict[str, tuple[tuple[int, int], HistoryEntry]] = {}
        for number, path in reversed(files):
            try:
                entry = self._read(path, seen)
            except (OSError, ValueError, RecursionError) as error:
                reason = " ".join(str(error).split()) or type(error).__name__
                self.problems.append(HistoryProblem(path.name, reason))
                continue
            if entry.number != number:
                self.problems.append(HistoryProblem(path.name, "its number does not match"))
                continue
            entries.append(entry)
        self._cache = seen
        return entries

    def _read(self, path: Path, seen: dict) -> HistoryEntry:
        info = os.lstat(path)
        stamp = (info.st_size, info.st_mtime_ns)
        cached = self._cache.get(path.name)
        if cached is not None and cached[0] == stamp:
            entry = cached[1]
        else:
            data = read_file(path, limit=MAX_ENTRY_BYTES)
            entry = entry_from_json(json.loads(data.decode("utf-8")))
        seen[path.name] = (stamp, entry)
        return entry

    def find(self, reference: str | int) -> HistoryEntry:
        """The run numbered ``reference``, or whose run (or turn) id it is. Raises
        LookupError saying why none is found."""
        entries = self.entries()
        text = str(reference).strip()
        if text.isdigit():
            for entry in entries:
                if entry.number == int(text):
                    return entry
            raise LookupError(f"no run {text} in the history")
        by_run = [e for e in entries if e.run_id == text]
        if by_run:
            return by_run[0]
        by_turn = [e for e in entries if e.turn_id == text]
        if len(by_turn) == 1:
            return by_turn[0]
        if by_turn:
            numbers = ", ".join(str(e.number) for e in by_turn)
            raise LookupError(f"turn {text} made several runs ({numbers}); give one's number")
        raise LookupError(f"no run {text!r} in the history")

    # -- writing ---------------------------------------------------------------------------------

    def keep(self, entry: HistoryEntry, *, limit_bytes: int) -> HistoryEntry:
        """Write ``entry`` as the newest run (numbered after the others), then drop the
        oldest runs while the history is larger than ``limit_bytes``. Returns the entry as
        kept. Raises OSError when it cannot be written (nothing is left half-written)."""
        files = self._files()
        number = files[-1][0] + 1 if files else 1
        entry = replace(entry, number=number)
        data = _to_bytes(entry)
        if len(data) > MAX_ENTRY_BYTES:
            entry = _without_inverse(entry, NotKept.TOO_LARGE)
            data = _to_bytes(entry)
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic.write_atomic(self.folder / f"run-{number:06d}.json", data)
        self._trim(limit_bytes)
        log.info("kept act run %s in the history as run %d", entry.run_id, number)
        return entry

    def forget(self, run_id: str) -> bool:
        """Drop the entry of ``run_id`` (its changes were taken back before they were
        saved); True when there was one."""
        for entry in self.entries():
            if entry.run_id == run_id:
                return atomic.remove(self.folder / f"run-{entry.number:06d}.json")
        return False

    def _trim(self, limit_bytes: int) -> None:
        files = self._files()
        sizes = []
        for number, path in files:
            try:
                sizes.append((number, path, os.lstat(path).st_size))
            except OSError:
                continue
        total = sum(size for _n, _p, size in sizes)
        for _number, path, size in sizes[:-1]:  # the newest run always stays
            if total <= limit_bytes:
                break
            try:
                atomic.remove(path, sync_folder=False)
            except OSError:
                log.warning("could not drop the old history entry %s", path, exc_info=True)
                continue
            total -= size
            log.info("dropped %s from the run history (over %d bytes)", path.name, limit_bytes)


# -- undoing a kept run ----------------------------------------------------------------------


class KeptRunState(StrEnum):
    """Where a kept run stands against the project as it is now."""

    STANDS = "stands"
    """Everything it touched is as it left it: it can be undone."""
    UNDONE = "undone"
    """Everything it touched is as it found it (undone, or its changes were never saved)."""
    EDITED = "edited"
    """Some of what it touched was changed since (:attr:`RunCheck.edited`)."""
    NOT_KEPT = "not_kept"
    """Its inverse was not kept (:attr:`HistoryEntry.not_kept` says why)."""
    INEXACT = "inexact"
    """Undoing it would not give back exactly what it found (a damaged record)."""
    NOTHING = "nothing"
    """It changed nothing (every change it proposed was refused): there is nothing to undo."""


@dataclass(frozen=True)
class RunCheck:
    """How a kept run stands now; ``edited`` lists the scope keys changed since, in order."""

    state: KeptRunState
    edited: tuple[str, ...] = ()

    @property
    def can_undo(self) -> bool:
        return self.state is KeptRunState.STANDS


class UndoRefused(Exception):
    """A kept run cannot be undone exactly now; ``check`` says why."""

    def __init__(self, entry: HistoryEntry, check: RunCheck) -> None:
        super().__init__(f"run {entry.number} cannot be undone: {check.state}")
        self.entry = entry
        self.check = check


def _fingerprints(world: World, keys: Iterable[str]) -> dict[str, str]:
    return {key: fingerprint(scope_value(world, key)) for key in keys}


def check_run(entry: HistoryEntry, world: World) -> RunCheck:
    """Where ``entry`` stands against ``world``, read from the content alone (undoing it is
    tried, on a copy, before it is said to stand)."""
    return _check(entry, world)[0]


def undo_edit(entry: HistoryEntry, world: World) -> Edit:
    """The edit that takes ``entry``'s run back in ``world``, exactly. Raises
    :class:`UndoRefused` when it cannot: something it touched was edited since, it is undone
    already, its inverse was not kept, or undoing would not give back what it found."""
    check, edit = _check(entry, world)
    if edit is None:
        raise UndoRefused(entry, check)
    return edit


def _check(entry: HistoryEntry, world: World) -> tuple[RunCheck, Edit | None]:
    if not entry.changes:
        return RunCheck(KeptRunState.NOTHING), None
    if entry.not_kept:
        return RunCheck(KeptRunState.NOT_KEPT), None
    now = _fingerprints(world, entry.left)
    if now != dict(entry.left):
        if now == dict(entry.found):
            return RunCheck(KeptRunState.UNDONE), None
        edited = tuple(key for key in _ordered(entry) if now[key] != entry.left[key])
        return RunCheck(KeptRunState.EDITED, edited), None
    edit = entry.inverse()
    try:
        after, _again = edit.apply(world)
    except EditError:
        log.warning("the inverse of run %d does not apply", entry.number, exc_info=True)
        return RunCheck(KeptRunState.INEXACT), None
    exact = _fingerprints(after, entry.found) == dict(entry.found)
    if not exact or not change_scope(world, after, edit) <= entry.scope:
        log.warning("undoing run %d would not give back what it found", entry.number)
        return RunCheck(KeptRunState.INEXACT), None
    return RunCheck(KeptRunState.STANDS), edit


def _ordered(entry: HistoryEntry) -> list[str]:
    """The scope keys, the run's targets first in the order it changed them."""
    keys = [change.target_id for change in entry.changes if change.target_id in entry.left]
    keys += sorted(entry.left)
    return list(dict.fromkeys(keys))


def key_title(entry: HistoryEntry, world: World, key: str) -> str | None:
    """The title of the thing under scope key ``key`` (now, or as the run knew it); None for
    the keys that are not things (the top level, the trash, the project's details and
    settings)."""
    if key in NOT_THINGS:
        return None
    return target_title(world, key) or entry.names.get(key)


__all__ = [
    "FOLDER",
    "MAX_ENTRY_BYTES",
    "NOT_THINGS",
    "HistoryChange",
    "HistoryEntry",
    "HistoryProblem",
    "KeptRunState",
    "NotKept",
    "RunCheck",
    "RunHistory",
    "UndoRefused",
    "check_run",
    "entry_from_json",
    "entry_to_json",
    "key_title",
    "new_entry",
    "undo_edit",
]

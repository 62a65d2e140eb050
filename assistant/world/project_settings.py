"""What a writer sets for one project: statuses with colours, word targets, the project's own
word list, the least approval the project requires of the assistant, and the words written
each day.

These are plain values held by the :class:`~assistant.world.model.World` and kept in the
manifest, so they travel with the project folder (and into git) like the manuscript itself.
Changing a setting is an edit (:class:`~assistant.world.edits.SetProjectSetting`) and can be
undone; the daily word tally is not an edit: it is a record of what happened, kept by
:mod:`assistant.world.progress`.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from assistant.world.problems import Detail, Problem, ProblemError, ProblemKind

_COLOR = re.compile(r"#[0-9a-fA-F]{6}")
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")

MAX_TARGET = 100_000_000
"""Larger targets are refused: nobody writes a book of a hundred million words."""

MAX_STATUSES = 50
MAX_WORD_LIST = 100_000
MAX_WORD_LENGTH = 100
MAX_LOG_DAYS = 20_000
"""About fifty years of writing days; older days are dropped when a log grows past this."""


@dataclass(frozen=True)
class Status:
    """A status a document can have ("draft"), and the colour that marks it."""

    name: str
    color: str = "#808080"


DEFAULT_STATUSES = (
    Status("idea", "#9b7fd1"),
    Status("draft", "#e0913a"),
    Status("revised", "#3b8fd9"),
    Status("final", "#4caf50"),
)
"""The statuses of a new project. The app shows these four names in the writer's language."""


APPROVAL_LEVELS = ("none", "risky", "every")
"""How much of the assistant's changes waits for the writer's approval, loosest first: no
change, deletions and large rewrites, every change (the assistant's approval policies)."""


@dataclass(frozen=True)
class ProjectSettings:
    """Per-project settings that belong with the manuscript, not with one computer."""

    statuses: tuple[Status, ...] = DEFAULT_STATUSES
    project_target: int = 0
    """Words the whole manuscript should reach; 0 for none."""
    session_target: int = 0
    """Words to write in one sitting; 0 for none."""
    word_list: tuple[str, ...] = ()
    """Words the spelling check accepts in this project, sorted, each once."""
    least_approval: str = "none"
    """The least approval the project requires of the assistant's changes (one of
    :data:`APPROVAL_LEVELS`): a writer's settings, a command line option or a specialist may
    ask for more, never for less. "none" requires nothing beyond them."""
    always_review: bool = False
    """The reviewer checks every change of the assistant's in this project, whatever the
    settings or the command line say."""

    def status(self, name: str) -> Status | None:
        """The status called ``name`` (exactly), or None."""
        for status in self.statuses:
            if status.name == name:
                return status
        return None


STATUS_PALETTE = ("#d9534f", "#00897b", "#8d6e63", "#c2185b", "#5c6bc0", "#7cb342", "#f4a300")
"""Colours given, in turn, to statuses a project brings along (from an import, say)."""


def statuses_with(
    names: Iterable[str], base: tuple[Status, ...] = DEFAULT_STATUSES
) -> tuple[Status, ...]:
    """``base`` followed by each of ``names`` it lacks, in order, each with a colour of its
    own; names that could not be a status (empty, padded, several lines) are left out."""
    statuses = list(base)
    taken = {status.name for status in statuses}
    for name in names:
        if name in taken or len(statuses) >= MAX_STATUSES:
            continue
        candidate = Status(name, STATUS_PALETTE[(len(statuses) - len(base)) % len(STATUS_PALETTE)])
        try:
            check_statuses((*statuses, candidate))
        except ValueError:
            continue
        statuses.append(candidate)
        taken.add(name)
    return tuple(statuses)


SETTING_NAMES = (
    "statuses", "project_target", "session_target", "word_list", "least_approval", "always_review"
)


def with_setting(settings: ProjectSettings, name: str, value: object) -> ProjectSettings:
    """``settings`` with setting ``name`` made ``value`` (checked); raises ValueError saying
    why not."""
    if name == "statuses":
        return replace(settings, statuses=check_statuses(value))
    if name == "project_target":
        return replace(settings, project_target=check_target(value))
    if name == "session_target":
        return replace(settings, session_target=check_target(value))
    if name == "word_list":
        return replace(settings, word_list=check_word_list(value))
    if name == "least_approval":
        return replace(settings, least_approval=check_approval(value))
    if name == "always_review":
        if not isinstance(value, bool):
            raise ValueError("always_review is true or false")
        return replace(settings, always_review=value)
    raise ValueError(f"projects have no setting {name!r}")


def check_approval(value: object) -> str:
    """``value`` as one of :data:`APPROVAL_LEVELS` (any case); raises ValueError when it is
    none of them."""
    level = value.strip().lower() if isinstance(value, str) else value
    if level not in APPROVAL_LEVELS:
        raise ValueError(f"the least approval is one of {', '.join(APPROVAL_LEVELS)}, "
                         f"not {value!r}")  # fmt: skip
    return str(level)


class SettingError(ProblemError):
    """A setting's value is not allowed: :attr:`problem` says why (the message, in
    English)."""

    def __init__(self, kind: ProblemKind, **details: Detail) -> None:
        super().__init__(Problem.from_details(kind, details))


def check_target(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SettingError(ProblemKind.TARGET_NOT_WHOLE)
    if not 0 <= value <= MAX_TARGET:
        raise SettingError(ProblemKind.TARGET_OUT_OF_RANGE, maximum=MAX_TARGET)
    return value


def check_statuses(value: object) -> tuple[Status, ...]:
    if isinstance(value, str | bytes) or not hasattr(value, "__iter__"):
        raise ValueError("statuses must be a list")
    statuses = tuple(value)
    if len(statuses) > MAX_STATUSES:
        raise SettingError(ProblemKind.TOO_MANY_STATUSES, maximum=MAX_STATUSES)
    seen: set[str] = set()
    for status in statuses:
        if not isinstance(status, Status):
            raise ValueError("each status must be a Status")
        if not isinstance(status.name, str) or not status.name.strip():
            raise SettingError(ProblemKind.STATUS_WITHOUT_NAME)
        if status.name != status.name.strip() or "\n" in status.name:
            raise SettingError(ProblemKind.STATUS_NAME_SPACES, name=status.name)
        if not isinstance(status.color, str) or not _COLOR.fullmatch(status.color):
            raise SettingError(ProblemKind.STATUS_BAD_COLOUR, colour=repr(status.color))
        if status.name in seen:
            raise SettingError(ProblemKind.STATUS_NAME_TWICE, name=status.name)
        seen.add(status.name)
    return statuses


def check_word(word: object) -> str:
    if not isinstance(word, str) or not word or word != word.strip() or len(word) > MAX_WORD_LENGTH:
        raise SettingError(ProblemKind.NOT_A_WORD, word=repr(word))
    if any(c.isspace() for c in word):
        raise SettingError(ProblemKind.WORD_NOT_ONE, word=word)
    return word


def check_word_list(value: object) -> tuple[str, ...]:
    if isinstance(value, str | bytes) or not hasattr(value, "__iter__"):
        raise ValueError("the word list must be a list of words")
    words = tuple(check_word(word) for word in value)
    if len(words) > MAX_WORD_LIST:
        raise ValueError(f"the word list holds at most {MAX_WORD_LIST} words")
    return tuple(sorted(set(words)))


def with_word(settings: ProjectSettings, word: str) -> ProjectSettings:
    """``settings`` with ``word`` in the word list."""
    return replace(settings, word_list=check_word_list((*settings.word_list, word)))


# -- the writing log -------------------------------------------------------------------------


@dataclass(frozen=True)
class WritingLog:
    """Words the writer wrote (net: typed minus deleted) on each day, oldest day first;
    days that came to nothing are left out.

    Days are ISO dates (``2024-06-11``) in the writer's local time. Only the writer's own
    typing counts: the assistant's changes never reach this log.
    """

    days: tuple[tuple[str, int], ...] = ()

    def words_on(self, day: str) -> int:
        for when, words in reversed(self.days):
            if when == day:
                return words
        return 0

    def add(self, day: str, words: int) -> WritingLog:
        """The log with ``words`` added to ``day`` (which may be negative: text cut)."""
        if not words:
            return self
        check_day(day)
        days = dict(self.days)
        days[day] = days.get(day, 0) + words
        if not days[day]:
            del days[day]  # written and taken back: as if nothing happened that day
        ordered = sorted(days.items())
        if len(ordered) > MAX_LOG_DAYS:
            ordered = ordered[-MAX_LOG_DAYS:]
        return WritingLog(tuple(ordered))

    def last_days(self, today: datetime.date, count: int = 30) -> list[tuple[datetime.date, int]]:
        """The ``count`` days up to and including ``today``, each with its words (0 when none)."""
        days = dict(self.days)
        first = today - datetime.timedelta(days=count - 1)
        result = []
        for offset in range(count):
            day = first + datetime.timedelta(days=offset)
            result.append((day, days.get(day.isoformat(), 0)))
        return result


def check_day(day: object) -> str:
    if not isinstance(day, str) or not _DAY.fullmatch(day):
        raise ValueError(f"not a day: {day!r}")
    datetime.date.fromisoformat(day)
    return day

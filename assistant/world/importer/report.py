"""What an import brought in, and every file it did not, with the reason: nothing is dropped
in silence."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path, PurePosixPath

from assistant.world.problems import Problem
from assistant.world.safetext import storable
from assistant.world.storage.load_problem import LoadProblem


class SourceKind(StrEnum):
    """What kind of folder an import reads."""

    OBSIDIAN = "obsidian"
    NOVELWRITER = "novelwriter"
    SCRIVENER = "scrivener"
    FOLDER = "folder"


class SkipReason(StrEnum):
    """Why a file of the source was not brought in. Codes, not sentences: each front end
    says them in the writer's language."""

    LINK_OUTSIDE = "link-outside"
    """A link pointing out of the source folder (or to nothing): never followed."""
    LINKED_FOLDER = "linked-folder"
    """A link to a folder: not followed (it could lead anywhere, or in circles)."""
    SPECIAL = "special"
    """A fifo, socket or device: never opened."""
    HIDDEN = "hidden"
    """A hidden file or folder (its name starts with a dot)."""
    APP_SETTINGS = "app-settings"
    """The settings of the app the source came from (``.obsidian``, novelWriter's meta)."""
    UNREADABLE = "unreadable"
    TOO_LARGE = "too-large"
    NOT_TEXT = "not-text"
    """A file that should hold text but could not be decoded."""
    UNSUPPORTED = "unsupported"
    """Part of the source that Quire has no place for (named in the detail)."""


@dataclass(frozen=True)
class SkippedFile:
    """One file (or folder) of the source that the project does not hold."""

    path: str
    """Relative to the source folder, with ``/`` between parts."""
    reason: SkipReason
    detail: str = ""
    """More on why, in English (the system's own words for an unreadable file)."""
    problem: Problem | None = None
    """The detail as a code, where Quire says it (a front end says it in its own words)."""


@dataclass(frozen=True)
class ImportReport:
    """What an import made, what it copied along, and what it left behind."""

    root: Path
    source: SourceKind
    documents: int
    folders: int
    words: int
    entities: tuple[tuple[str, int], ...] = ()
    """``(kind, count)`` for each kind of entity made."""
    fields_kept: int = 0
    """Front-matter (or metadata) values kept as fields of documents and entities."""
    attachments: tuple[str, ...] = ()
    """Files copied into the project's ``attachments`` folder (paths inside it)."""
    links_resolved: int = 0
    links_unresolved: tuple[tuple[str, str], ...] = ()
    """``(file, target)`` for each wiki link whose target is not in the source."""
    lines_joined: int = 0
    """Hard-wrapped lines joined into paragraphs."""
    hard_wrapped: tuple[str, ...] = ()
    """Files that look hard-wrapped (joined only when asked)."""
    skipped: tuple[SkippedFile, ...] = ()
    problems: tuple[LoadProblem, ...] = ()
    """Files brought in with something repaired or left in the text; the reason says what."""
    trashed: int = 0
    """Documents brought into the project's trash (the source's own trash)."""

    @property
    def entity_count(self) -> int:
        return sum(count for _kind, count in self.entities)

    def skipped_by_reason(self) -> dict[SkipReason, int]:
        return dict(Counter(item.reason for item in self.skipped))

    def skipped_by_type(self) -> dict[str, int]:
        """Skipped files counted by their type (their suffix, ``(none)`` without one)."""
        return dict(Counter(file_type(item.path) for item in self.skipped))

    def attachments_by_type(self) -> dict[str, int]:
        return dict(Counter(file_type(path) for path in self.attachments))


def file_type(path: str) -> str:
    suffix = PurePosixPath(path).suffix.lower()
    return suffix or "(none)"


@dataclass
class ReportBuilder:
    """Collects what an importer notices on the way."""

    skipped: list[SkippedFile] = field(default_factory=list)
    problems: list[LoadProblem] = field(default_factory=list)
    links_resolved: int = 0
    links_unresolved: list[tuple[str, str]] = field(default_factory=list)
    lines_joined: int = 0
    hard_wrapped: list[str] = field(default_factory=list)

    def skip(self, path: str, reason: SkipReason, detail: str | Problem = "") -> None:
        path = storable(path)  # a name that is not UTF-8 is shown with U+FFFD, never fails
        if isinstance(detail, Problem):
            self.skipped.append(SkippedFile(path, reason, detail.english(), detail))
        else:
            self.skipped.append(SkippedFile(path, reason, detail))

    def problem(self, path: str, problem: Problem) -> None:
        self.problems.append(LoadProblem(storable(path), problem))

"""Typed errors of the world layer. Messages are technical English for logs and the model;
the app shows its own translated sentences, chosen by the error's type."""

from __future__ import annotations

import errno
from collections.abc import Callable


class WorldError(Exception):
    """Base of every error the world layer raises on purpose."""


class EditError(WorldError):
    """An edit cannot be applied; the world is unchanged."""


class UnknownNodeError(EditError):
    """No document, folder or entity has this id (or it is not where the edit expects it)."""

    def __init__(self, node_id: str, what: str = "node") -> None:
        super().__init__(f"unknown {what}: {node_id}")
        self.node_id = node_id


class TextRangeError(EditError):
    """A text position or range lies outside the document."""


class InvalidMoveError(EditError):
    """A move that would break the tree (a folder into itself or its own descendant)."""


class TextNotFoundError(EditError):
    """A replace whose search text does not occur."""


class CountMismatchError(EditError):
    """A replace found a different number of occurrences than the caller expected."""

    def __init__(self, expected: int, found: int) -> None:
        super().__init__(f"expected {expected} occurrence(s), found {found}")
        self.expected = expected
        self.found = found


class DuplicateError(EditError):
    """Something with this id, alias or field name already exists."""


class InvalidValueError(EditError):
    """A value that the model does not allow (an empty name, an unknown kind…)."""


class StorageError(WorldError):
    """A project folder cannot be read or written."""


class DiskFullError(StorageError):
    """A write failed because the disk (or the writer's quota on it) is full."""


class UnsaveableTextError(StorageError):
    """Some documents or entries hold text no file can store (a lone surrogate); the rest of
    the project was saved. ``names`` names each one left unsaved (a title, a name, or "" for
    the project's tree and titles); ``items`` says where the character sits in each."""

    def __init__(self, names: list[str], items: list[str]) -> None:
        super().__init__(
            "not saved, because they hold characters that cannot be stored in a file: "
            + "; ".join(items)
            + " (the rest of the project was saved)"
        )
        self.names = list(names)
        self.items = list(items)


class ProjectLockedError(StorageError):
    """Another running Quire holds the project's lock."""


class ExternalChangeError(StorageError):
    """Files changed on disk by another program since Quire last read or wrote them."""

    def __init__(self, paths: list[str]) -> None:
        super().__init__("changed on disk by another program: " + ", ".join(paths))
        self.paths = list(paths)


class FormatError(StorageError):
    """A project file is not in a format Quire can read."""


class InvalidPatternError(WorldError):
    """A search's regular expression cannot be compiled; the message says why."""


class SearchTimeoutError(WorldError):
    """A regular expression took longer than the search allows (runaway backtracking)."""


class WorkStopped(WorldError):
    """Long work over the project was stopped by its caller, its result no longer wanted (the
    project closed, or newer work replaced it): nothing partial is returned for a whole."""


def stop_if_asked(stop: Callable[[], bool] | None, doing: str) -> None:
    """Raise :class:`WorkStopped` when ``stop`` (asked between the steps of long work, on the
    thread doing it) says the work is no longer wanted; ``doing`` names the work, for the log."""
    if stop is not None and stop():
        raise WorkStopped(f"{doing} was stopped")


_DISK_FULL_ERRNOS = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})


def storage_error(exc: OSError, doing: str) -> StorageError:
    """The storage error for an ``OSError`` met while ``doing`` something ("saving …"):
    a :class:`DiskFullError` that says so when the disk is full."""
    reason = exc.strerror or str(exc)
    if exc.errno in _DISK_FULL_ERRNOS:
        return DiskFullError(f"{doing} failed: the disk is full ({reason})")
    where = f" ({exc.filename})" if exc.filename else ""
    return StorageError(f"{doing} failed: {reason}{where}")

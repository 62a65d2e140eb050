"""Conflicted copies: what sync services and git leave when a file was changed on two computers
(or in two branches) before they met, recognised by the names the services give them and by
git's conflict markers, so that Quire offers to merge them instead of listing strange
documents.

The names, as each service makes them of ``chapter.md``:

- Dropbox: ``chapter (Mára's conflicted copy 2026-12-01).md``, and before it named the
  computer, ``chapter (conflicted copy 2026-12-01).md`` (a second copy of the same day adds
  `` (1)``);
- Syncthing: ``chapter.sync-conflict-20261201-101112-ABCDEFG.md`` (the date and time, and the
  short id of the device whose change lost);
- OneDrive: ``chapter-LAPTOP.md`` (the computer's name, and a number after it for more);
  recognised only when ``chapter.md`` is there too and the rest of the name is a computer's
  name, since any file could end in a word after a hyphen;
- Nextcloud (and ownCloud): ``chapter (conflicted copy 2026-12-01 101112).md``, with the
  user's name before the date in newer clients; older ones ``chapter_conflict-20261201-101112.md``;
- git: a file holding ``<<<<<<<``, ``=======`` and ``>>>>>>>`` lines (and ``|||||||`` before the
  common version, in the diff3 style) is its own conflicted copy.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum


class SyncService(StrEnum):
    """Who made a conflicted copy."""

    DROPBOX = "Dropbox"
    SYNCTHING = "Syncthing"
    ONEDRIVE = "OneDrive"
    NEXTCLOUD = "Nextcloud"
    GIT = "git"


@dataclass(frozen=True)
class ConflictCopy:
    """A conflicted copy of one of the project's files."""

    path: str
    """The copy, relative to the project folder (for git, the file itself)."""
    main: str
    """The file it is a copy of, relative to the project folder."""
    service: SyncService
    made: str = ""
    """When the service made it, as its name says (``2026-12-01`` or ``2026-12-01 10:11:12``)."""
    by: str = ""
    """The computer, device or person the name gives, if any."""


_EXTENSION = r"(?P<ext>\.[A-Za-z0-9]+)"
_DROPBOX = re.compile(
    r"(?P<stem>.+?) \((?:(?P<by>[^()]+?)['’]s )?conflicted copy (?P<date>\d{4}-\d{2}-\d{2})"
    r"(?: \(\d+\))?\)(?: \(\d+\))?" + _EXTENSION
)
_NEXTCLOUD = re.compile(
    r"(?P<stem>.+?) \(conflicted copy (?:(?P<by>[^()]+) )?(?P<date>\d{4}-\d{2}-\d{2}) "
    r"(?P<time>\d{6})\)" + _EXTENSION
)
_OWNCLOUD = re.compile(r"(?P<stem>.+?)_conflict-(?P<date>\d{8})-(?P<time>\d{6})" + _EXTENSION)
_SYNCTHING = re.compile(
    r"(?P<stem>.+?)\.sync-conflict-(?P<date>\d{8})-(?P<time>\d{6})-(?P<by>[A-Za-z0-9]+)"
    + _EXTENSION
)
_COMPUTER = re.compile(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*")
_NUMBERED = re.compile(r"-\d+$")


def _day(text: str) -> str:
    return text if "-" in text else f"{text[:4]}-{text[4:6]}-{text[6:8]}"


def _when(date: str, time: str | None) -> str:
    day = _day(date)
    return day if not time else f"{day} {time[:2]}:{time[2:4]}:{time[4:6]}"


def copy_of(name: str, names: Collection[str]) -> ConflictCopy | None:
    """What ``name`` is a conflicted copy of, by its name alone (``names``: the other names
    in its folder, for OneDrive's rule); None when it is not one. Paths are the bare names."""
    if "conflict" not in name:  # every service but OneDrive says so in the name
        return _onedrive_copy(name, names)
    for pattern, service in (
        (_SYNCTHING, SyncService.SYNCTHING),
        (_NEXTCLOUD, SyncService.NEXTCLOUD),
        (_DROPBOX, SyncService.DROPBOX),
        (_OWNCLOUD, SyncService.NEXTCLOUD),
    ):
        match = pattern.fullmatch(name)
        if match is not None:
            main = match["stem"] + match["ext"]
            if service is SyncService.DROPBOX or "time" not in match.groupdict():
                made = _day(match["date"])
            else:
                made = _when(match["date"], match["time"])
            by = (match.groupdict().get("by") or "").strip()
            return ConflictCopy(name, main, service, made, by)
    return _onedrive_copy(name, names)


def _onedrive_copy(name: str, names: Collection[str]) -> ConflictCopy | None:
    """OneDrive's ``name-COMPUTER.ext``: only when ``name.ext`` is in ``names`` and the rest is
    a computer's name (letters and digits, with single hyphens between them)."""
    stem, dot, ext = name.rpartition(".")
    if not dot:
        return None
    cut = stem.rfind("-")  # each hyphen from the last, none at the start (every file is asked)
    while cut > 0:
        main = f"{stem[:cut]}.{ext}"
        if main in names and main != name:
            suffix = _NUMBERED.sub("", stem[cut + 1 :])
            if _COMPUTER.fullmatch(suffix) and len(suffix) <= 63:
                return ConflictCopy(name, main, SyncService.ONEDRIVE, "", suffix)
        cut = stem.rfind("-", 0, cut)
    return None


def copies_in(names: Collection[str]) -> dict[str, ConflictCopy]:
    """Every name of ``names`` (one folder's) that is a conflicted copy of another, by name:
    :func:`copy_of` for each, in one pass.

    OneDrive's ``chapter-LAPTOP.md`` is looked for from the other side: the names beginning
    ``chapter-`` lie together in sorted order, just before ``chapter.md`` ("-" sorts before
    "."), so each name costs two binary searches instead of a look-up per hyphen in it (a
    third of reading a folder's names at 10,000 documents)."""
    found: dict[str, ConflictCopy] = {}
    ordered, present = sorted(names), set(names)
    for name in ordered:
        if "conflict" in name:
            copy = copy_of(name, present)
            if copy is not None:
                found[name] = copy
    onedrive: dict[str, tuple[str, str]] = {}  # a copy's name: its main's and the computer
    for main in ordered:
        stem, dot, ext = main.rpartition(".")
        if not dot or not stem:
            continue
        start = bisect_left(ordered, stem + "-")
        end = bisect_left(ordered, stem + ".", start)
        tail = "." + ext
        for name in ordered[start:end]:
            if name in found or not name.endswith(tail) or len(name) <= len(main):
                continue
            suffix = _NUMBERED.sub("", name[len(stem) + 1 : -len(tail)])
            if not (_COMPUTER.fullmatch(suffix) and len(suffix) <= 63):
                continue
            kept = onedrive.get(name)
            if kept is None or len(kept[0]) < len(main):  # the longest name wins, as one by one
                onedrive[name] = (main, suffix)
    for name, (main, suffix) in onedrive.items():
        found[name] = ConflictCopy(name, main, SyncService.ONEDRIVE, "", suffix)
    return found


def in_folder(folder: str, copy: ConflictCopy) -> ConflictCopy:
    """``copy`` (found by its bare name) with its paths relative to the project folder."""
    if folder in ("", "."):
        return copy
    return ConflictCopy(
        f"{folder}/{copy.path}", f"{folder}/{copy.main}", copy.service, copy.made, copy.by
    )


# -- git's conflict markers -----------------------------------------------------------------------

MARKER_SIZE = 7
_START, _BASE, _SPLIT, _END = "<" * 7, "|" * 7, "=" * 7, ">" * 7


def _is(line: str, marker: str) -> bool:
    """True for a marker line: the marker alone, or followed by a space and a label."""
    line = line.rstrip("\r")
    return line == marker or line.startswith(marker + " ")


def has_markers(data: bytes) -> bool:
    """True when ``data`` holds at least one whole git conflict: a start, a separator and an
    end line, in that order, each at the start of a line."""
    if b"<<<<<<<" not in data:
        return False
    return split_markers(data.decode("utf-8", "replace")) is not None


@dataclass(frozen=True)
class Sides:
    """The two versions a file with git's conflict markers holds, and the common one when the
    markers show it (diff3 style); text outside the markers is in each."""

    ours: str
    theirs: str
    base: str | None
    conflicts: int


def split_markers(text: str) -> Sides | None:
    """The sides of ``text``; None when it holds no whole conflict, or a conflict left open
    (then its markers are text that happens to look like them). Outside a conflict only a
    start line counts, so that a heading underlined with ``=======`` stays a heading."""
    ours: list[str] = []
    theirs: list[str] = []
    base: list[str] = []
    state = "outside"
    conflicts = with_base = 0
    for line in text.split("\n"):
        bare = line.rstrip("\r")
        if state == "outside":
            if _is(line, _START):
                state = "ours"
                conflicts += 1
                continue
            ours.append(line)
            theirs.append(line)
            base.append(line)
        elif state == "ours":
            if _is(line, _BASE):
                state = "base"
                with_base += 1
            elif bare == _SPLIT:
                state = "theirs"
            elif _is(line, _START) or _is(line, _END):
                return None
            else:
                ours.append(line)
        elif state == "base":
            if bare == _SPLIT:
                state = "theirs"
            elif _is(line, _START) or _is(line, _END):
                return None
            else:
                base.append(line)
        elif _is(line, _END):  # theirs
            state = "outside"
        elif _is(line, _START):
            return None
        else:
            theirs.append(line)
    if state != "outside" or not conflicts:
        return None
    common = "\n".join(base) if with_base == conflicts else None
    return Sides("\n".join(ours), "\n".join(theirs), common, conflicts)


__all__ = [
    "MARKER_SIZE",
    "ConflictCopy",
    "Sides",
    "SyncService",
    "copies_in",
    "copy_of",
    "has_markers",
    "in_folder",
    "split_markers",
]

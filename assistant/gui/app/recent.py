"""The list of recently opened projects, kept in the window's QSettings, with their titles
(a project is known by its title, not by its folder's name)."""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

KEY = "recent/projects"
TITLES = "recent/titles"
LIMIT = 10
MANIFEST_READ_LIMIT = 4_000_000
"""Read at most this much of a manifest to find a title Quire did not remember."""


def _title_key(path: Path) -> str:
    return f"{TITLES}/{hashlib.sha1(str(path).encode('utf-8')).hexdigest()[:16]}"


def manifest_title(path: Path) -> str:
    """The title in the project's manifest ("" when it cannot be read)."""
    try:
        with (path / "project.quire").open("rb") as handle:
            data = json.loads(handle.read(MANIFEST_READ_LIMIT).decode("utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        log.info("no title for %s: %s", path, exc)
        return ""
    title = data.get("title") if isinstance(data, dict) else None
    return title.strip() if isinstance(title, str) else ""


class RecentProjects:
    """Most recent first, without repeats, at most :data:`LIMIT`."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def paths(self) -> list[Path]:
        value = self._settings.value(KEY, [])
        if isinstance(value, str):  # QSettings gives a lone string for a one-item list
            value = [value]
        return [Path(p) for p in (value or []) if isinstance(p, str) and p]

    def existing(self) -> list[Path]:
        """The recent projects whose folders still exist."""
        return [p for p in self.paths() if (p / "project.quire").is_file()]

    def add(self, path: Path, title: str = "") -> None:
        path = path.resolve()
        items = [path] + [p for p in self.paths() if p != path]
        self._store(items[:LIMIT])
        if title:
            self.set_title(path, title)

    def set_title(self, path: Path, title: str) -> None:
        """Remember ``path``'s project title (shown in Open Recent)."""
        self._settings.setValue(_title_key(path.resolve()), title)

    def title(self, path: Path) -> str:
        """The project's title: remembered, else read from its manifest, else its folder name."""
        remembered = self._settings.value(_title_key(path.resolve()), "")
        if isinstance(remembered, str) and remembered:
            return remembered
        return manifest_title(path) or path.name

    def labels(self, paths: list[Path]) -> list[str]:
        """What Open Recent shows for each of ``paths``: the title, and the folder's name too
        where two projects share a title."""
        titles = [self.title(path) for path in paths]
        return [
            f"{title} ({path.name})" if titles.count(title) > 1 else title
            for title, path in zip(titles, paths, strict=True)
        ]

    def remove(self, path: Path) -> None:
        path = path.resolve()
        self._store([p for p in self.paths() if p != path])

    def clear(self) -> None:
        self._store([])

    def _store(self, items: list[Path]) -> None:
        self._settings.setValue(KEY, [str(p) for p in items])
        self._settings.sync()

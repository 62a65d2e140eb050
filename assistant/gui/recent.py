"""The list of recently opened projects, kept in the window's QSettings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

KEY = "recent/projects"
LIMIT = 10


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

    def add(self, path: Path) -> None:
        path = path.resolve()
        items = [path] + [p for p in self.paths() if p != path]
        self._store(items[:LIMIT])

    def remove(self, path: Path) -> None:
        path = path.resolve()
        self._store([p for p in self.paths() if p != path])

    def clear(self) -> None:
        self._store([])

    def _store(self, items: list[Path]) -> None:
        self._settings.setValue(KEY, [str(p) for p in items])
        self._settings.sync()

"""Two computers sharing one project through a sync service, for the merge tests: each has its
own settings folder (so its own computer id) and its own copy of the project folder, and
:func:`sync` brings one copy's changes to the other the way a sync service does."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from assistant.world.bases.merge_bases import MERGE
from assistant.world.project import Project

Rename = Callable[[str], str]
"""A sync service's name for its conflicted copy of a file (given the file's name)."""


@dataclass
class Computer:
    """One computer: its settings folder and its copy of the project."""

    name: str
    config: Path
    folder: Path
    monkeypatch: pytest.MonkeyPatch

    @contextmanager
    def opened(self) -> Iterator[Project]:
        """The project opened in Quire on this computer (its lock taken), closed after."""
        self.monkeypatch.setenv("QUIRE_CONFIG_DIR", str(self.config))
        project = Project.open(self.folder)
        try:
            yield project
        finally:
            project.close()


def two_computers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, made: Callable[[Path], object]
) -> tuple[Computer, Computer]:
    """A laptop whose project ``made`` makes, and a desktop with a synced copy of it; the
    laptop has opened the project once (so its record holds the first versions)."""
    laptop = Computer("laptop", tmp_path / "laptop-settings", tmp_path / "laptop", monkeypatch)
    desktop = Computer("desktop", tmp_path / "desktop-settings", tmp_path / "desktop", monkeypatch)
    made(laptop.folder)
    with laptop.opened():
        pass
    sync(laptop.folder, desktop.folder)
    return laptop, desktop


def sync(source: Path, target: Path, conflict: Rename | None = None) -> list[Path]:
    """Bring ``source``'s files to ``target``, as a sync service does: a file ``target``
    lacks is copied; a project file it holds differently is kept beside it as a conflicted
    copy named by ``conflict`` (both sides changed it), or without ``conflict`` replaced when
    ``source``'s is newer; of Quire's merge records, the newer stands. Returns the copies."""
    copies = []
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if not path.is_file() or (rel.parts[0] == ".quire" and not rel.is_relative_to(MERGE)):
            continue
        there = target / rel
        there.parent.mkdir(parents=True, exist_ok=True)
        if there.is_file() and there.read_bytes() == path.read_bytes():
            continue
        if there.is_file():
            if conflict is not None and rel.parts[0] != ".quire":
                there = there.with_name(conflict(there.name))
                copies.append(there)
            elif there.stat().st_mtime_ns >= path.stat().st_mtime_ns:
                continue
        shutil.copy2(path, there)
    return copies


__all__ = ["Computer", "Rename", "sync", "two_computers"]

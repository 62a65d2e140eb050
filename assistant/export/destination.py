"""Where an export may write: anywhere but inside the project it is made from.

An export replaces the file it is pointed at. Pointed at a chapter's file, at the project
folder or into Quire's ``.quire/`` data, it would destroy what it was made from, so such a
destination is refused. The destination is resolved first (links followed, ``..`` taken
away) and compared with the project folder by path and by the folders' identity on disk, so
neither a link, a second mount nor a file system that ignores case hides the project.
"""

from __future__ import annotations

import os
from pathlib import Path

from assistant.export.errors import DestinationInProject


def check_destination(destination: Path | str, project: Path | str) -> Path:
    """``destination`` as the export will write it (``~`` expanded); raises
    DestinationInProject when that is inside ``project`` or is the project folder."""
    given = Path(destination).expanduser()
    root = Path(project).expanduser()
    if _inside(given.resolve(), root.resolve()):
        raise DestinationInProject(given, root)
    return given


def _inside(path: Path, root: Path) -> bool:
    if path.is_relative_to(root):
        return True
    try:
        project = root.stat()
    except OSError:
        return False
    for folder in (path, *path.parents):
        try:
            if os.path.samestat(folder.stat(), project):
                return True
        except OSError:
            continue
    return False

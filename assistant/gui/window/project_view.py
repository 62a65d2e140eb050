"""The open project as the views see it: what the editors, the project views and the dialogs
use of the :class:`~assistant.gui.window.controller.ProjectController`.

They read the world and hear when it changes, push their edits as undo steps, ask for a
document or a passage to be shown, and keep out of what is locked. Opening, saving, reloading,
the watch on the folder and the keeping of versions are the window's business, not theirs.
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from assistant.gui.window.undo_gate import UndoGate
from assistant.world.model import World
from assistant.world.project import Project

if TYPE_CHECKING:
    from assistant.world.edits import Edit


class ProjectView(Protocol):
    """What a view uses of the open project (the controller is one).

    Signals: ``project_opened()``, ``project_closed()``, ``history_cleared()`` (the world so far
    is being let go of, first thing as the project closes, is read anew or another is opened:
    work still under way for it can stop), ``world_changed(world, change)``
    (``change`` a ChangeSummary, or None when everything may have changed),
    ``locks_changed()`` (see :meth:`is_locked`) and ``words_counted()`` (see
    :meth:`project_word_count`).
    """

    project_opened: SignalInstance
    project_closed: SignalInstance
    history_cleared: SignalInstance
    world_changed: SignalInstance
    locks_changed: SignalInstance
    words_counted: SignalInstance

    # -- the project -----------------------------------------------------------------------------

    @property
    def project(self) -> Project | None: ...

    @property
    def world(self) -> World | None: ...

    @property
    def root(self) -> Path | None:
        """The project folder (None when no project, or an unsaved one, is open)."""
        ...

    @property
    def is_open(self) -> bool: ...

    @property
    def is_modified(self) -> bool:
        """True while there are unsaved changes."""
        ...

    def snapshot(self) -> World:
        """The world as it is now; raises RuntimeError when no project is open."""
        ...

    def project_word_count(self) -> int | None:
        """The open project's words; None while they are first being counted."""
        ...

    # -- changing it -----------------------------------------------------------------------------

    def push(
        self,
        edit: Edit,
        label: str,
        *,
        merge_key: Hashable | None = None,
        writing: bool = False,
    ) -> Edit:
        """Apply ``edit`` as a new undo step labelled ``label``; returns its inverse."""
        ...

    def break_merge(self) -> None:
        """Make the next pushed edit start a new undo step."""
        ...

    @property
    def is_replaying(self) -> bool:
        """True while undo or redo applies edits (views must not push edits then)."""
        ...

    @property
    def undo_gate(self) -> UndoGate:
        """Undo and redo, refused before the stack moves when they may not happen now."""
        ...

    def is_locked(self, node_id: str) -> bool:
        """True while ``node_id`` is held by someone else (an act-mode run of the assistant)."""
        ...

    # -- asking for something to be shown -------------------------------------------------------

    def request_document(self, doc_id: str) -> None: ...

    def request_passage(self, doc_id: str, start: int, end: int) -> None: ...

"""How the window is laid out, and remembered: its size and docks, the width each side gets,
and each project's open tabs and carets, kept in the window's QSettings."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.shell import MIN_TREE_WIDTH, SMALLEST_EDITOR_WIDTH, WindowShell

MIN_EDITOR_WIDTH = 440
"""The editor keeps at least this width: side panes shrink first. Only a window too small for
it and the panes' own minimums lets the editor go narrower, down to SMALLEST_EDITOR_WIDTH."""

SIDE_SHARES = (0.18, 0.27)
"""The project tree's and the assistant's share of a new window's width (within the limits
below), so a small screen gives the editor the space first."""
TREE_WIDTHS = (180, 280)
ASSISTANT_WIDTHS = (280, 380)


def project_settings_key(root: Path) -> str:
    """Where the window's settings keep what belongs to the project at ``root``."""
    digest = hashlib.sha1(str(root.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"projects/{digest}"


class LayoutState(QObject):
    """The window's geometry, docks and widths, and the tabs and carets of each project."""

    def __init__(self, window: WindowShell) -> None:
        super().__init__(window)
        self.window = window
        self._fit_docks_on_show = False

    # -- the window --------------------------------------------------------------------------------

    def restore_geometry(self) -> None:
        """The size, place and docks the window had when it was last closed; on a first start,
        a size that fits the screen (the docks are fitted when it shows)."""
        window, settings = self.window, self.window.settings
        geometry = settings.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes):
            window.restoreGeometry(geometry)
        else:
            screen = QGuiApplication.primaryScreen()
            if screen is not None:  # first run: fit small screens, don't sprawl on big ones
                available = screen.availableGeometry()
                window.resize(
                    min(1360, int(available.width() * 0.94)),
                    min(860, int(available.height() * 0.94)),
                )
        state = settings.value("window/state")
        if isinstance(state, QByteArray | bytes):
            window.restoreState(state)
        else:
            self._fit_docks_on_show = True

    def save_geometry(self) -> None:
        settings = self.window.settings
        settings.setValue("window/geometry", self.window.saveGeometry())
        settings.setValue("window/state", self.window.saveState())
        settings.sync()

    def shown(self) -> None:
        """The window shows: on a first start (no layout the writer made to keep), share out
        its width once it has one."""
        if self._fit_docks_on_show:
            self._fit_docks_on_show = False
            QTimer.singleShot(0, self.fit_docks)

    def fit_docks(self) -> None:
        """Share the window's width: the editor first, then the tree and the assistant."""
        window = self.window
        width = window.width()
        tree = int(min(max(width * SIDE_SHARES[0], TREE_WIDTHS[0]), TREE_WIDTHS[1]))
        docks, widths = [window.tree_dock], [tree]
        if window.has_assistant:
            docks.append(window.assistant_dock)
            widths.append(
                int(min(max(width * SIDE_SHARES[1], ASSISTANT_WIDTHS[0]), ASSISTANT_WIDTHS[1]))
            )
        window.resizeDocks(docks, widths, Qt.Orientation.Horizontal)

    def fit_minimums(self) -> None:
        """The editor's minimum: MIN_EDITOR_WIDTH, less only when the window cannot hold it
        beside the tree's and the right-hand panes' own minimums (a small screen)."""
        window = self.window
        right = 0
        for dock in (getattr(window, "assistant_dock", None), window.inspector_dock):
            if dock is not None and dock.isVisible() and not dock.isFloating():
                right = max(right, dock.minimumSizeHint().width())
        tree = MIN_TREE_WIDTH if window.tree_dock.isVisible() else 0
        room = window.width() - tree - right - 16
        window.center.setMinimumWidth(max(SMALLEST_EDITOR_WIDTH, min(MIN_EDITOR_WIDTH, room)))

    # -- the project's tabs ------------------------------------------------------------------------

    def remember_tabs(self) -> None:
        """Keep the open project's pinned tabs, the one in front and each document's caret."""
        window = self.window
        root = window.controller.root
        if root is None:
            return
        key = project_settings_key(root)
        tabs = window.tabs
        pinned = [k for k in tabs.open_keys() if k != tabs.preview_key]
        window.settings.setValue(f"{key}/tabs", pinned)
        window.settings.setValue(f"{key}/current", tabs.current_key() or "")
        carets = {
            editor.doc_id: editor.caret_position()
            for editor in tabs.editors()
            if isinstance(editor, DocumentEditor)
        }
        window.settings.setValue(f"{key}/carets", json.dumps(carets))

    def restore_tabs(self) -> None:
        """Reopen the tabs open when this project was last closed; else its first document."""
        window = self.window
        root = window.controller.root
        world = window.controller.world
        if world is None:
            return
        tabs, settings = window.tabs, window.settings
        if root is not None:
            key = project_settings_key(root)
            kept = settings.value(f"{key}/tabs", [])
            if isinstance(kept, str):
                kept = [kept]
            for item in kept or []:
                if item in world.documents or item in world.entities:
                    tabs.open(item, pinned=True)
            self._restore_carets(key)
            current = settings.value(f"{key}/current", "")
            if current and tabs.editor(current) is not None:
                tabs.open(current)
        if not tabs.count():
            documents = world.documents_in_order()
            if documents:
                tabs.open(documents[0].id, pinned=True)

    def _restore_carets(self, key: str) -> None:
        """Put each reopened document's caret where the writer left it."""
        settings = self.window.settings
        try:
            carets = json.loads(str(settings.value(f"{key}/carets", "") or "{}"))
        except ValueError:
            return
        if not isinstance(carets, dict):
            return
        for doc_id, position in carets.items():
            editor = self.window.tabs.editor(doc_id)
            if isinstance(editor, DocumentEditor) and isinstance(position, int):
                editor.place_caret(position)

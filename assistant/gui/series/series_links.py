"""What File ▸ Series… asks for, carried out: a new series made, the book linked to a series
or unlinked, with the core's functions (:mod:`assistant.world.series.linking`, the ones
``quire series`` calls).

Linking writes the book's manifest while holding its lock, so the book is saved and closed
first, linked, and opened again (with its series' entities, or without them once unlinked);
the undo history starts anew, as after any reopening. When linking fails, the book opens
again as it was and the writer reads why.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from assistant.gui.series.series_words import fill, series_folder
from assistant.world.errors import StorageError
from assistant.world.series.linking import create_series, link_book, unlink_book

log = logging.getLogger(__name__)

_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def folder_name(title: str) -> str:
    """A folder name for a series called ``title`` (what no file system refuses)."""
    name = " ".join(_UNSAFE.sub(" ", title).split()).strip(" .")
    return name[:80] or "Series"


class SeriesLinks(QObject):
    """Makes, links and unlinks the series of ``window``'s book (a main window: its
    ``files``, ``controller`` and status bar)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller  # type: ignore[attr-defined]

    # -- the three choices -----------------------------------------------------------------------

    def new_series(self, title: str) -> bool:
        """Ask where, make a series called ``title`` there and link the book to it as its
        first book. An empty folder chosen becomes the series; any other gets a new folder
        named after the title inside it."""
        root = self.controller.root
        title = title.strip()
        if root is None or not title:
            return False
        chosen = QFileDialog.getExistingDirectory(
            self.window, self.tr("Where the New Series Goes"), str(root.parent)
        )
        if not chosen:
            return False
        folder = Path(chosen)
        try:
            if any(folder.iterdir()):
                folder = folder / folder_name(title)
        except OSError as error:
            self.window.prompts.error(  # type: ignore[attr-defined]
                self.tr("Could not make the series"), str(error)
            )
            return False

        def work(book: Path) -> str:
            create_series(folder, title)
            result = link_book(book, folder)
            return fill(
                self.tr("Made the series “%1”; this book is book %2 of it."),
                title,
                QLocale().toString(result.book_number),
            )

        return self._relinked(work, self.tr("Could not make the series"))

    def link(self) -> bool:
        """Ask for a series folder and link the book to it (at the end of its books)."""
        root = self.controller.root
        if root is None:
            return False
        world = self.controller.world
        start = series_folder(root, world) if world is not None else ""
        chosen = QFileDialog.getExistingDirectory(
            self.window,
            self.tr("Link to a Series"),
            start if start and Path(start).is_dir() else str(root.parent),
        )
        if not chosen:
            return False
        folder = Path(chosen)

        def work(book: Path) -> str:
            result = link_book(book, folder)
            return fill(
                self.tr("This book is book %1 of the series at %2."),
                QLocale().toString(result.book_number),
                str(folder),
            )

        return self._relinked(work, self.tr("Could not link the book to the series"))

    def unlink(self) -> bool:
        """After the writer agrees, take the book out of its series (the series keeps its
        files and its list of books)."""
        world = self.controller.world
        if world is None or not world.meta.series:
            return False
        answer = QMessageBox.question(
            self.window,
            self.tr("Unlink from the Series"),
            self.tr(
                "Unlink this book from its series? The series’ entities will no longer appear "
                "in it; the series folder keeps them, and the book can be linked again."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False

        def work(book: Path) -> str:
            unlink_book(book)
            return self.tr("This book belongs to no series now.")

        return self._relinked(work, self.tr("Could not unlink the book"))

    # -- closing, changing and opening the book again ------------------------------------------

    def _relinked(self, work: Callable[[Path], str], failure: str) -> bool:
        """Save and close the book, do ``work`` on its folder, open it again; True when the
        work was done."""
        files = self.window.files  # type: ignore[attr-defined]
        root = self.controller.root
        if root is None or not files.close_project():
            return False
        message, problem = "", ""
        try:
            message = work(root)
        except (StorageError, OSError) as error:
            log.warning("series: %s", error)
            problem = str(error)
        finally:
            files.open_project(root)
        if problem:
            self._failed(failure, problem)
        elif message:
            self.window.statusBar().showMessage(message, 10000)
        return bool(message)

    def _failed(self, title: str, detail: str) -> None:
        text = self.tr("The book is open as it was; nothing was changed in it.")
        self.window.prompts.error(title, text, detail)  # type: ignore[attr-defined]


__all__ = ["SeriesLinks", "folder_name"]

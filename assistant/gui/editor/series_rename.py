"""Renaming a series entity from the entity editor: every book's mentions listed first.

When the writer renames an entity that belongs to the book's series, :func:`offer_series_rename`
plans the rename across the series (:mod:`assistant.world.series.rename_plan`) and opens a
:class:`SeriesRenameDialog` listing each book with how many of its mentions would change,
each with a checkbox (this book's own text too), and the books left out with why. On Rename,
this book's part is one step on the window's undo stack; each other book chosen keeps a
snapshot of each document it changes, gets its mentions replaced and is saved
(:mod:`assistant.world.series.rename_apply`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.window.project_view import ProjectView
from assistant.world.errors import EditError
from assistant.world.series.book_store import BookStore
from assistant.world.series.rename_apply import BookOutcome, apply_to_books, current_edit
from assistant.world.series.rename_plan import (
    BookRename,
    RenameError,
    RenamePlan,
    RenameSkip,
    plan_rename,
)

log = logging.getLogger(__name__)

BOOK_ROLE = Qt.ItemDataRole.UserRole
"""A book item's number in the series."""


def skip_text(reason: str) -> str:
    """Why a book is left out, in the writer's language."""
    texts = {
        RenameSkip.MISSING: QCoreApplication.translate(
            "SeriesRenameDialog", "Not found: the folder is missing, moved or offline"
        ),
        RenameSkip.LOCKED: QCoreApplication.translate(
            "SeriesRenameDialog", "Open in Quire: close it there and rename again"
        ),
        RenameSkip.UNREADABLE: QCoreApplication.translate(
            "SeriesRenameDialog", "Cannot be read as a book"
        ),
        RenameSkip.NOT_LINKED: QCoreApplication.translate(
            "SeriesRenameDialog", "No longer linked to this series"
        ),
        RenameSkip.SHADOWED: QCoreApplication.translate(
            "SeriesRenameDialog", "Keeps its own copy of this entity; its text is left alone"
        ),
        RenameSkip.CHANGED: QCoreApplication.translate(
            "SeriesRenameDialog", "Changed on disk since the list was made; left alone"
        ),
        RenameSkip.FAILED: QCoreApplication.translate(
            "SeriesRenameDialog", "Could not be written; left as it was"
        ),
    }
    return texts.get(reason, reason)


class SeriesRenameDialog(QDialog):
    """The books of the series with what the rename changes in each, one checkbox a book."""

    def __init__(self, plan: RenamePlan, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.setWindowTitle(self.tr("Rename Across the Series"))
        title = self.tr("Rename “%1” to “%2”")
        heading = QLabel(title.replace("%1", plan.old_name).replace("%2", plan.new_name), self)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        intro = QLabel(
            self.tr(
                "“%1” belongs to the series. Choose the books whose text should call it “%2” "
                "too. Each other book keeps a snapshot of every document it changes, so you "
                "can take it back there; this book's part is one step you can undo."
            )
            .replace("%1", plan.old_name)
            .replace("%2", plan.new_name),
            self,
        )
        intro.setWordWrap(True)
        self.books = QTreeWidget(self)
        self.books.setObjectName("seriesRenameBooks")
        self.books.setColumnCount(2)
        self.books.setHeaderLabels([self.tr("Book"), self.tr("Mentions")])
        self.books.setRootIsDecorated(True)
        self.books.setUniformRowHeights(True)
        for book in sorted((plan.current, *plan.others), key=lambda b: b.number):
            self.books.addTopLevelItem(self._book_item(book, book is plan.current))
        self.books.resizeColumnToContents(1)
        self.buttons = QDialogButtonBox(self)
        self.rename_button = self.buttons.addButton(
            self.tr("Rename"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addWidget(self.books, 1)
        layout.addWidget(self.buttons)
        self.resize(560, 380)

    def _book_item(self, book: BookRename, this: bool) -> QTreeWidgetItem:
        name = self._book_name(book, this)
        item = QTreeWidgetItem([name, ""])
        item.setData(0, BOOK_ROLE, book.number)
        if book.skipped:
            item.setText(1, skip_text(book.skipped))
            item.setToolTip(1, book.detail)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            return item
        item.setText(1, self.tr("%n mention(s)", "", book.count))
        if book.count:
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(0, Qt.CheckState.Checked)
        for doc in book.documents:
            child = QTreeWidgetItem([doc.title, self.tr("%n mention(s)", "", len(doc.hits))])
            first = doc.hits[0]
            start, end = first.highlight
            child.setToolTip(
                0, f"{first.snippet[:start]}«{first.snippet[start:end]}»{first.snippet[end:]}"
            )
            item.addChild(child)
        return item

    def _book_name(self, book: BookRename, this: bool) -> str:
        if this:
            return (
                self.tr("Book %1: %2 (this book)")
                .replace("%1", str(book.number))
                .replace("%2", book.title)
            )
        return self.tr("Book %1: %2").replace("%1", str(book.number)).replace("%2", book.title)

    def book_items(self) -> list[QTreeWidgetItem]:
        return [self.books.topLevelItem(i) for i in range(self.books.topLevelItemCount())]

    def item_of(self, number: int) -> QTreeWidgetItem | None:
        for item in self.book_items():
            if item.data(0, BOOK_ROLE) == number:
                return item
        return None

    def _checked(self, number: int) -> bool:
        item = self.item_of(number)
        return item is not None and item.checkState(0) == Qt.CheckState.Checked

    def this_book_text(self) -> bool:
        """Whether this book's text gets the new name too."""
        return self._checked(self.plan.current.number)

    def chosen_books(self) -> list[int]:
        """The other books chosen, by number."""
        return [b.number for b in self.plan.books if b.count and self._checked(b.number)]


class SeriesRename(QObject):
    """One rename across the series, from the dialog's answer to the books changed; it
    lives and dies with the editor that made it."""

    done = Signal(str)
    """What happened, in a sentence for the status bar."""

    def __init__(self, controller: ProjectView, plan: RenamePlan, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.plan = plan
        self.outcomes: tuple[BookOutcome, ...] = ()
        self.dialog = SeriesRenameDialog(plan, parent.window())
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.accepted.connect(self._carry_out)

    def _carry_out(self) -> None:
        plan, dialog = self.plan, self.dialog
        world = self.controller.world
        label = (
            self.tr("Rename “%1” to “%2” across the series")
            .replace("%1", plan.old_name)
            .replace("%2", plan.new_name)
        )
        try:
            if world is None:
                raise RenameError("no book is open")
            self.controller.push(
                current_edit(world, plan, with_text=dialog.this_book_text()), label
            )
        except (RenameError, EditError) as error:
            log.info("series rename refused: %s", error)
            self.done.emit(self.tr("Nothing was renamed: %1").replace("%1", str(error)))
            return
        self.outcomes = apply_to_books(plan, dialog.chosen_books())
        self.done.emit(self.summary(self.outcomes))

    def summary(self, outcomes: Sequence[BookOutcome]) -> str:
        changed = [o for o in outcomes if o.done and o.replaced]
        left = [o for o in outcomes if not o.done]
        text = self.tr("Renamed “%1” to “%2”; %n other book(s) changed", "", len(changed))
        text = text.replace("%1", self.plan.old_name).replace("%2", self.plan.new_name)
        for outcome in left:
            text += " " + self.tr("%1 was left out: %2").replace("%1", outcome.book.title).replace(
                "%2", skip_text(outcome.skipped)
            )
        return text


def offer_series_rename(
    parent: QWidget,
    controller: ProjectView,
    entity_id: str,
    new_name: str,
    on_done: Callable[[str], None],
) -> SeriesRename | None:
    """Open the rename's dialog when ``entity_id`` belongs to the open book's series (the
    caller renames it plainly when this returns None). Reading the other books to list
    their mentions happens here, on the GUI thread, under a busy cursor."""
    project = controller.project
    store = project.store if project is not None else None
    if project is None or not isinstance(store, BookStore) or store.series_root is None:
        return None
    world = project.world
    if not world.series.owns(entity_id):
        return None
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        plan = plan_rename(world, store.root, store.series_root, entity_id, new_name)
    except RenameError as error:
        log.info("no series rename: %s", error)
        return None
    finally:
        QGuiApplication.restoreOverrideCursor()
    rename = SeriesRename(controller, plan, parent)
    rename.done.connect(on_done)
    rename.dialog.open()
    return rename


__all__ = ["SeriesRename", "SeriesRenameDialog", "offer_series_rename", "skip_text"]

"""File ▸ Series…: the book's series as the writer sees it (its title, its books in reading
order with this one marked, how many entities are the series', where its folder is), or that
the book belongs to no series; and the buttons that make a new series, link the book to one,
or unlink it. The dialog only shows and asks: what a button asks for is carried out by
:mod:`assistant.gui.series.series_links` once the dialog has closed."""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.series.series_mark import books_icon
from assistant.gui.series.series_words import series_folder, series_title
from assistant.world.model import World
from assistant.world.series.model import Availability


class SeriesChoice(Enum):
    """What the writer asked for in the dialog."""

    NEW = "new"
    LINK = "link"
    UNLINK = "unlink"


class SeriesDialog(QDialog):
    """Shows ``world``'s series; :attr:`choice` (and :attr:`new_title`) say which button
    closed it (None: Close)."""

    def __init__(self, world: World, root: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seriesDialog")
        self.setWindowTitle(self.tr("Series"))
        self.setWindowIcon(books_icon())
        self.setMinimumWidth(480)
        self.choice: SeriesChoice | None = None
        self.new_title = ""
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("seriesHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.details)
        self.books = QListWidget(self)
        self.books.setObjectName("seriesBooks")
        self.books.setAccessibleName(self.tr("Books of the series"))
        layout.addWidget(self.books)

        self.title_field = QLineEdit(self)
        self.title_field.setObjectName("newSeriesTitle")
        self.title_field.setPlaceholderText(self.tr("The series’ title"))
        self.title_field.textChanged.connect(self._update_new)
        self.new_form = QWidget(self)
        form = QFormLayout(self.new_form)
        form.setContentsMargins(0, 8, 0, 0)
        form.addRow(self.tr("New series:"), self.title_field)
        layout.addWidget(self.new_form)

        buttons = QDialogButtonBox(self)
        self.new_button = self._button(buttons, self.tr("&New Series…"), SeriesChoice.NEW)
        self.new_button.setToolTip(self.tr("Make a series folder and make this book its first"))
        self.link_button = self._button(buttons, self.tr("&Link to a Series…"), SeriesChoice.LINK)
        self.link_button.setToolTip(self.tr("Choose a series folder; this book joins its books"))
        self.unlink_button = self._button(buttons, self.tr("&Unlink"), SeriesChoice.UNLINK)
        self.unlink_button.setToolTip(
            self.tr("This book leaves the series; the series keeps its files and its books")
        )
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setObjectName("seriesClose")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show(world, root)

    def _button(self, buttons: QDialogButtonBox, text: str, choice: SeriesChoice) -> QPushButton:
        button = buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(f"series{choice.value.title()}")
        button.clicked.connect(lambda _checked=False, c=choice: self._choose(c))
        return button

    def _choose(self, choice: SeriesChoice) -> None:
        self.choice = choice
        self.new_title = self.title_field.text().strip()
        self.accept()

    def _update_new(self) -> None:
        self.new_button.setEnabled(bool(self.title_field.text().strip()))

    # -- what the dialog shows -------------------------------------------------------------------

    def _show(self, world: World, root: Path | None) -> None:
        series = world.series
        linked = bool(world.meta.series)
        folder = series_folder(root, world)
        self.new_form.setVisible(not linked)
        self.new_button.setVisible(not linked)
        self.unlink_button.setVisible(linked)
        self.link_button.setVisible(not linked or not series.readable)  # a moved series: anew
        self.books.setVisible(linked and series.readable)
        self._update_new()
        if not linked:
            self.heading.setText(self.tr("This book belongs to no series"))
            self.details.setText(
                self.tr(
                    "A series keeps the characters, places and facts several books share, in a "
                    "folder of its own. Make a new one, or link this book to one you have."
                )
            )
            return
        if not series.readable:
            self.heading.setText(self.tr("The series cannot be read"))
            text = (
                self.tr("The series folder is not there: %1.")
                if series.availability == Availability.MISSING
                else self.tr("The series at %1 could not be read.")
            )
            self.details.setText(
                text.replace("%1", folder)
                + " "
                + self.tr("Nothing of it will be lost. If it has moved, link the book to it again.")
            )
            return
        self.heading.setText(self.tr("Series: “%1”").replace("%1", series_title(world)))
        count = len(series.entity_ids)
        self.details.setText(
            self.tr("%Ln entities belong to the series.", "", count)
            + "\n"
            + self.tr("Folder: %1").replace("%1", folder)
        )
        self.books.clear()
        locale = QLocale()
        for number, book in enumerate(series.books, start=1):
            title = book.title or Path(book.path).name
            text = f"{locale.toString(number)}. {title}"
            if number == series.book_number:
                text = self.tr("%1 (this book)").replace("%1", text)
            item = QListWidgetItem(text)
            item.setToolTip(book.path)
            if number == series.book_number:
                font = item.font()
                font.setWeight(QFont.Weight.DemiBold)
                item.setFont(font)
            self.books.addItem(item)


__all__ = ["SeriesChoice", "SeriesDialog"]

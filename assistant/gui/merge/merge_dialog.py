"""The merge window: what the merge took from each computer, in the writer's words, and every
place both changed differently, one after the other, to choose or write what stays.

Nothing is decided for the writer: a place left undecided keeps both sides (Accept says so
first), and Cancel leaves the project as it was.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.merge.merge_words import MergeWords
from assistant.gui.merge.place_view import PlaceView
from assistant.world.merge.paragraphs import Resolution
from assistant.world.merge.settling import Decisions
from assistant.world.merge.worlds import WorldMerge

DECIDED_MARK = "✓"
WAITING_MARK = "•"


class MergeDialog(QDialog):
    """The merge of two versions of the project, for the writer to settle; see the module doc.

    ``merge`` is the merge's result (:class:`~assistant.world.merge.worlds.WorldMerge`: its
    ``conflicts``, ``taken`` and the three worlds); ``intro`` says where the other version
    came from, when it is not simply the other computer. After ``exec()`` accepted,
    :meth:`resolutions` holds what the writer chose, by conflict key.
    """

    def __init__(
        self, merge: WorldMerge, parent: QWidget | None = None, *, intro: str = ""
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mergeDialog")
        self.merge = merge
        self.words = MergeWords(self)
        self.decisions = Decisions(merge.conflicts)
        self.setWindowTitle(self.tr("Merge the Two Versions"))
        layout = QVBoxLayout(self)
        self.intro = QLabel(
            intro
            or self.tr(
                "Quire merged what was written on this computer and on the other one. Where "
                "both changed the same place differently, choose what stays, or write it "
                "yourself."
            ),
            self,
        )
        self.intro.setObjectName("mergeIntro")
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.taken = QLabel(self)
        self.taken.setObjectName("mergeTaken")
        self.taken.setWordWrap(True)
        self.taken.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.taken.setText("\n".join(self.words.taken_lines(merge)))
        self.taken.setAccessibleName(self.tr("What the merge took from each computer"))
        layout.addWidget(self.taken)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.places = QListWidget(splitter)
        self.places.setObjectName("mergePlaces")
        self.places.setAccessibleName(self.tr("Places changed on both computers"))
        self.places.setWordWrap(True)
        self.view = PlaceView(self.decisions, splitter)
        splitter.addWidget(self.places)
        splitter.addWidget(self.view)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([260, 840])
        layout.addWidget(splitter, 1)
        row = QHBoxLayout()
        self.count = QLabel(self)
        self.count.setObjectName("mergeCount")
        font = self.count.font()
        font.setBold(True)
        self.count.setFont(font)
        row.addWidget(self.count, 1)
        self.previous_button = QPushButton(self.tr("&Previous Conflict"), self)
        self.previous_button.setObjectName("previousPlace")
        self.previous_button.clicked.connect(lambda: self.go(-1))
        self.next_button = QPushButton(self.tr("&Next Conflict"), self)
        self.next_button.setObjectName("nextPlace")
        self.next_button.clicked.connect(lambda: self.go(1))
        for button in (self.previous_button, self.next_button):
            button.setAutoDefault(False)
            row.addWidget(button)
        layout.addLayout(row)
        buttons = QDialogButtonBox(self)
        self.accept_button = buttons.addButton(
            self.tr("&Accept Merge"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.accept_button.setObjectName("acceptMerge")
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("cancelMerge")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._fill_places()
        self.places.currentRowChanged.connect(self._on_row)
        self.view.decided.connect(self._on_decided)
        if self.places.count():
            self.places.setCurrentRow(0)
        else:
            for widget in (self.view, self.places, self.previous_button, self.next_button):
                widget.hide()
        self._count()
        self.resize(1120, 720)

    # -- the places ------------------------------------------------------------------------------

    def _fill_places(self) -> None:
        for number, place in enumerate(self.decisions.places):
            item = QListWidgetItem(self.words.place_title(place), self.places)
            item.setData(Qt.ItemDataRole.UserRole, number)
            self._mark(number)

    def _mark(self, number: int) -> None:
        item = self.places.item(number)
        place = self.decisions.places[number]
        decided = self.decisions.chosen(number) is not None
        mark = DECIDED_MARK if decided else WAITING_MARK
        item.setText(f"{mark} {self.words.place_title(place)}")
        item.setToolTip(self.words.decision(place, self.decisions.chosen(number)))

    def _on_row(self, row: int) -> None:
        if row >= 0:
            self.view.show_place(row)

    def go(self, step: int) -> None:
        """Show the next (``step`` 1) or previous (-1) place."""
        count = self.places.count()
        if count:
            self.places.setCurrentRow((self.places.currentRow() + step) % count)

    def _on_decided(self, number: int) -> None:
        self._mark(number)
        self._count()

    def _count(self) -> None:
        total = len(self.decisions)
        self.count.setText(self.words.left(self.decisions.left, total))
        for button in (self.previous_button, self.next_button):
            button.setEnabled(total > 1)

    # -- the outcome ----------------------------------------------------------------------------

    def choose(self, number: int, resolution: Resolution) -> None:
        """Settle place ``number`` as its buttons do (for the keyboard and scripts)."""
        self.places.setCurrentRow(number)
        self.view.choose(resolution)

    def resolutions(self) -> dict[str, Any]:
        return self.decisions.resolutions()

    def accept(self) -> None:
        """Take the merge; with places undecided, only after the writer confirms that both
        sides stay there."""
        left = self.decisions.left
        if left and not self._confirm_undecided(left):
            return
        super().accept()

    def _confirm_undecided(self, left: int) -> bool:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Accept Merge"))
        box.setText(self.words.undecided(left))
        box.setInformativeText(
            self.tr(
                "Where a text was changed on both computers, both versions stay, this "
                "computer’s paragraphs first. A title, a name or a field keeps both. Where only "
                "one can stand (where a chapter stands, its status or its kind), this "
                "computer’s stays."
            )
        )
        keep = box.addButton(self.tr("Keep Both and &Accept"), QMessageBox.ButtonRole.AcceptRole)
        back = box.addButton(self.tr("&Go Back"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(back)
        box.exec()
        return box.clickedButton() is keep


__all__ = ["MergeDialog"]

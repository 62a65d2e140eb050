"""Document ▸ Snapshots…: one document's snapshots, a word-level comparison of the chosen
one with the current text (side by side or inline), and restoring the whole document or a
selected passage as one undoable step. Also the limits for automatic snapshots."""

from __future__ import annotations

import contextlib
import logging

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimeZone
from PySide6.QtGui import QBrush, QColor, QFont, QPalette, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.window.controller import ProjectController
from assistant.world.edits.textdiff import Hunk, diff_words, inline, inline_to_old
from assistant.world.errors import EditError
from assistant.world.model import Document
from assistant.world.snapshots.model import SnapshotInfo, SnapshotReason
from assistant.world.snapshots.restore import (
    keep_current,
    passage_to_restore,
    restore_document_edit,
    restore_passage_edit,
)
from assistant.world.snapshots.store import SnapshotError, SnapshotStore
from assistant.world.snapshots.thinning import MAX_DAYS, ThinningLimits
from assistant.world.textsync import from_utf16, to_utf16

log = logging.getLogger(__name__)

ID_ROLE = Qt.ItemDataRole.UserRole
COLOURS = {
    # (background, text) of removed and added words: 7:1 or more in each theme
    "light": ((QColor("#fbe4e4"), QColor("#7a1616")), (QColor("#e2f3e2"), QColor("#14521b"))),
    "dark": ((QColor("#5a1f1f"), QColor("#f3d6d6")), (QColor("#1f4a24"), QColor("#d8f0da"))),
}


def _display(text: str) -> str:
    """The text as a read-only view shows it, one character for one (line breaks of every
    kind shown as ``\\n``, so that positions stay the same)."""
    return text.replace("\r", "\n").replace("\u2029", "\n").replace("\u2028", "\n")


def _view(parent: QWidget, name: str) -> QPlainTextEdit:
    view = QPlainTextEdit(parent)
    view.setObjectName(name)
    view.setReadOnly(True)
    flags = Qt.TextInteractionFlag
    view.setTextInteractionFlags(flags.TextSelectableByMouse | flags.TextSelectableByKeyboard)
    view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
    return view


def _paint(view: QPlainTextEdit, text: str, spans: list[tuple[int, int, QTextCharFormat]]) -> None:
    view.setPlainText(_display(text))
    cursor = QTextCursor(view.document())
    for start, end, fmt in spans:
        if end <= start:
            continue
        cursor.setPosition(to_utf16(text, start))
        cursor.setPosition(to_utf16(text, end), QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(fmt)


def _formats(palette: QPalette) -> tuple[QTextCharFormat, QTextCharFormat]:
    """Removed words struck through, added ones underlined, each on its colour, with text of
    its own colour: the theme's text colour on a pale green would be white on pale green."""
    dark = palette.color(QPalette.ColorRole.Base).lightness() < 128
    (old_bg, old_fg), (new_bg, new_fg) = COLOURS["dark" if dark else "light"]
    old = QTextCharFormat()
    old.setBackground(QBrush(old_bg))
    old.setForeground(QBrush(old_fg))
    old.setFontStrikeOut(True)
    new = QTextCharFormat()
    new.setBackground(QBrush(new_bg))
    new.setForeground(QBrush(new_fg))
    new.setFontUnderline(True)
    return old, new


class SnapshotsDialog(QDialog):
    """The snapshots of one document, newest first, compared with its current text."""

    def __init__(
        self, controller: ProjectController, doc_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("snapshotsDialog")
        self.controller = controller
        self.doc_id = doc_id
        auto = controller.auto_snapshots
        root = controller.root
        if auto is not None:
            self.store = auto.store
        elif root is not None:
            self.store = SnapshotStore(root)
        else:
            raise RuntimeError("no project folder is open")
        self.snapshot: Document | None = None
        self.info: SnapshotInfo | None = None
        self.hunks: list[Hunk] = []
        self._segments = []
        self._selection_in = ""
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("snapshotsHeading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self._build_list())
        splitter.addWidget(self._build_comparison())
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([470, 630])
        layout.addWidget(splitter, 1)
        layout.addWidget(self._build_limits())
        buttons = QDialogButtonBox(self)
        self.restore_passage_button = buttons.addButton(
            self.tr("Restore Selected &Passage"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.restore_passage_button.setObjectName("restorePassage")
        self.restore_passage_button.setToolTip(self.tr(
            "Select text in the comparison: that passage becomes as the snapshot has it."
        ))
        self.restore_document_button = buttons.addButton(
            self.tr("&Restore Whole Document"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.restore_document_button.setObjectName("restoreDocument")
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.restore_passage_button.clicked.connect(self.restore_passage)
        self.restore_document_button.clicked.connect(self.restore_document)
        layout.addWidget(buttons)
        controller.world_changed.connect(self._on_world_changed)
        self.resize(1100, 680)
        self.refresh_list()

    # -- building ------------------------------------------------------------------------------

    def _build_list(self) -> QWidget:
        panel = QWidget(self)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        self.list = QTreeWidget(panel)
        self.list.setObjectName("snapshotList")
        self.list.setAccessibleName(self.tr("Snapshots"))
        self.list.setRootIsDecorated(False)
        self.list.setHeaderLabels(
            [self.tr("Taken"), self.tr("Name"), self.tr("Words"), self.tr("Made by")]
        )
        header = self.list.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, 130)
        header.setStretchLastSection(True)
        self.list.setWordWrap(True)
        self.list.currentItemChanged.connect(self._on_current_changed)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.name_edit = QLineEdit(panel)
        self.name_edit.setObjectName("snapshotName")
        self.name_edit.setPlaceholderText(self.tr("Name (optional)"))
        self.name_edit.setAccessibleName(self.name_edit.placeholderText())
        self.take_button = QPushButton(self.tr("&Take Snapshot"), panel)
        self.take_button.setObjectName("takeSnapshot")
        self.take_button.clicked.connect(self.take_snapshot)
        row.addWidget(self.name_edit, 1)
        row.addWidget(self.take_button)
        layout.addLayout(row)
        return panel

    def _build_comparison(self) -> QWidget:
        panel = QWidget(self)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.mode = QComboBox(panel)
        self.mode.setObjectName("comparisonMode")
        self.mode.setAccessibleName(self.tr("Comparison"))
        self.mode.addItem(self.tr("Side by side"))
        self.mode.addItem(self.tr("Inline"))
        self.mode.currentIndexChanged.connect(self._on_mode_changed)
        self.change_summary = QLabel(panel)
        self.change_summary.setObjectName("changeSummary")
        row.addWidget(self.mode)
        row.addWidget(self.change_summary, 1)
        layout.addLayout(row)
        self.pages = QStackedWidget(panel)
        side = QSplitter(Qt.Orientation.Horizontal, panel)
        left = QWidget(side)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.old_label = QLabel(self.tr("Snapshot"), left)
        left_layout.addWidget(self.old_label)
        self.old_view = _view(left, "snapshotText")
        self.old_label.setBuddy(self.old_view)
        left_layout.addWidget(self.old_view)
        right = QWidget(side)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        now_label = QLabel(self.tr("Now"), right)
        right_layout.addWidget(now_label)
        self.new_view = _view(right, "currentText")
        now_label.setBuddy(self.new_view)
        right_layout.addWidget(self.new_view)
        side.addWidget(left)
        side.addWidget(right)
        self.pages.addWidget(side)
        self.inline_view = _view(panel, "inlineText")
        self.pages.addWidget(self.inline_view)
        layout.addWidget(self.pages, 1)
        for name, view in (("old", self.old_view), ("new", self.new_view),
                           ("inline", self.inline_view)):
            view.selectionChanged.connect(lambda n=name: self._on_selection(n))
        self._link_scrolling(self.old_view, self.new_view)
        self._link_scrolling(self.new_view, self.old_view)
        return panel

    @staticmethod
    def _link_scrolling(source: QPlainTextEdit, target: QPlainTextEdit) -> None:
        """Scroll ``target`` along with ``source``, to the same fraction of its length."""
        bar, other = source.verticalScrollBar(), target.verticalScrollBar()

        def follow(value: int) -> None:
            if bar.maximum() <= 0:
                return
            wanted = round(value / bar.maximum() * other.maximum())
            if abs(other.value() - wanted) > 1:
                other.setValue(wanted)

        bar.valueChanged.connect(follow)

    def _build_limits(self) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        try:
            limits = self.store.limits
        except SnapshotError:
            limits = ThinningLimits()
        self.keep_all = QSpinBox(box)
        self.keep_all.setObjectName("keepAllDays")
        self.keep_all.setRange(0, MAX_DAYS)
        self.keep_all.setValue(limits.keep_all_days)
        self.daily = QSpinBox(box)
        self.daily.setObjectName("dailyDays")
        self.daily.setRange(0, MAX_DAYS)
        self.daily.setValue(limits.daily_days)
        self.weekly = QCheckBox(self.tr("then one a week"), box)
        self.weekly.setObjectName("weeklyAfter")
        self.weekly.setChecked(limits.weekly_after)
        for text, spin in (
            (self.tr("Automatic snapshots: keep all for"), self.keep_all),
            (self.tr("days, one a day for"), self.daily),
        ):
            label = QLabel(text, box)
            label.setBuddy(spin)  # what a screen reader says of the spin box
            row.addWidget(label)
            row.addWidget(spin)
        row.addWidget(QLabel(self.tr("days,"), box))
        row.addWidget(self.weekly)
        row.addStretch(1)
        note = QLabel(self.tr("Snapshots you take are always kept."), box)
        note.setEnabled(False)
        row.addWidget(note)
        for widget in (self.keep_all, self.daily):
            widget.valueChanged.connect(self._save_limits)
        self.weekly.toggled.connect(self._save_limits)
        return box

    # -- the list ------------------------------------------------------------------------------

    @property
    def document(self) -> Document | None:
        world = self.controller.world
        return world.documents.get(self.doc_id) if world is not None else None

    def _made_by(self, info: SnapshotInfo) -> str:
        if info.reason == SnapshotReason.MANUAL:
            return self.tr("You")
        if info.reason == SnapshotReason.DAILY:
            return self.tr("Automatic, before the day’s first change")
        if info.reason == SnapshotReason.RESTORE:
            return self.tr("Automatic, before a restore")
        if info.reason == SnapshotReason.RENAME:
            return self.tr("Automatic, before renaming a series entity")
        if info.by:
            return self.tr("Before the assistant’s turn “%1”").replace("%1", info.by)
        return self.tr("Before an assistant turn")

    def refresh_list(self, select: str | None = None) -> None:
        doc = self.document
        title = doc.title if doc is not None else self.doc_id
        self.heading.setText(self.tr("Snapshots of “%1”").replace("%1", title))
        self.setWindowTitle(self.heading.text())
        current = select or (self.info.id if self.info is not None else None)
        self.list.blockSignals(True)
        self.list.clear()
        locale = QLocale()
        try:
            infos = self.store.snapshots(self.doc_id)
        except SnapshotError as exc:
            infos = []
            self.change_summary.setText(str(exc))
        chosen: QTreeWidgetItem | None = None
        for info in infos:
            when = QDateTime.fromSecsSinceEpoch(int(info.time.timestamp()), QTimeZone.utc())
            item = QTreeWidgetItem(self.list, [
                locale.toString(when.toLocalTime(), QLocale.FormatType.ShortFormat),
                info.name,
                locale.toString(info.words),
                self._made_by(info),
            ])
            item.setData(0, ID_ROLE, info.id)
            item.setToolTip(3, self._made_by(info))
            if info.name:
                font = QFont(item.font(1))
                font.setBold(True)
                item.setFont(1, font)
            if chosen is None or info.id == current:
                chosen = item
        self.list.blockSignals(False)
        if chosen is not None:
            self.list.setCurrentItem(chosen)
            self._on_current_changed(chosen, None)
        else:
            self.info = self.snapshot = None
            self._show_comparison()

    def _on_current_changed(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        if item is None:
            return
        snapshot_id = item.data(0, ID_ROLE)
        try:
            self.info = self.store.find(self.doc_id, snapshot_id)
            self.snapshot = self.store.load(self.info)
        except SnapshotError as exc:
            self.info = self.snapshot = None
            self._show_comparison()
            self.change_summary.setText(
                self.tr("This snapshot cannot be read: %1").replace("%1", str(exc))
            )
            return
        self._show_comparison()

    # -- the comparison ------------------------------------------------------------------------

    def _on_mode_changed(self, index: int) -> None:
        self.pages.setCurrentIndex(index)
        self._selection_in = ""
        self._update_buttons()

    def _on_world_changed(self, *_args: object) -> None:
        if self.isVisible():
            self._show_comparison()

    def _show_comparison(self) -> None:
        doc = self.document
        snapshot = self.snapshot
        if doc is None or snapshot is None:
            for view in (self.old_view, self.new_view, self.inline_view):
                view.setPlainText("")
            self.hunks = []
            self.change_summary.setText(
                self.tr("No snapshot yet: take one to keep this version.")
                if self.list.topLevelItemCount() == 0 else ""
            )
            self._update_buttons()
            return
        old, new = snapshot.text, doc.text
        self.hunks = diff_words(old, new)
        old_format, new_format = _formats(self.new_view.palette())
        _paint(self.old_view, old, [(h.a_start, h.a_end, old_format)
                                    for h in self.hunks if h.tag != "equal"])
        _paint(self.new_view, new, [(h.b_start, h.b_end, new_format)
                                    for h in self.hunks if h.tag != "equal"])
        self._segments = inline(old, new, self.hunks)
        inline_text = "".join(s.text for s in self._segments)
        spans = []
        at = 0
        for segment in self._segments:
            end = at + len(segment.text)
            if segment.tag != "equal":
                spans.append((at, end, old_format if segment.tag == "old" else new_format))
            at = end
        _paint(self.inline_view, inline_text, spans)
        changes = sum(1 for h in self.hunks if h.tag != "equal")
        header = []
        if snapshot.title != doc.title:
            header.append(self.tr("title"))
        if (snapshot.kind, snapshot.tags, snapshot.synopsis, snapshot.status, snapshot.target,
                snapshot.fields) != (doc.kind, doc.tags, doc.synopsis, doc.status, doc.target,
                                     doc.fields):
            header.append(self.tr("synopsis, status, tags, kind or fields"))
        if not changes and not header:
            summary = self.tr("The current text is the same as this snapshot.")
        else:
            summary = self.tr("%Ln changes in the text", "", changes)
            if header:
                summary += " · " + self.tr("also changed: %1").replace("%1", ", ".join(header))
        self.change_summary.setText(summary)
        self._selection_in = ""
        self._update_buttons()

    def _on_selection(self, name: str) -> None:
        view = {"old": self.old_view, "new": self.new_view, "inline": self.inline_view}[name]
        if view.textCursor().hasSelection():
            self._selection_in = name
        elif self._selection_in == name:
            self._selection_in = ""
        self._update_buttons()

    def _update_buttons(self) -> None:
        doc, snapshot = self.document, self.snapshot
        can = doc is not None and snapshot is not None and not self.controller.is_locked(
            self.doc_id
        )
        same = can and restore_document_edit(doc, snapshot) is None  # type: ignore[arg-type]
        self.restore_document_button.setEnabled(can and not same)
        self.restore_passage_button.setEnabled(can and not same and bool(self._selection_in))

    def _selected_passage(self):
        doc, snapshot = self.document, self.snapshot
        if doc is None or snapshot is None or not self._selection_in:
            return None
        if self._selection_in == "inline":
            cursor = self.inline_view.textCursor()
            inline_text = "".join(s.text for s in self._segments)
            start = inline_to_old(self._segments, from_utf16(inline_text,
                                                             cursor.selectionStart()))
            end = inline_to_old(self._segments, from_utf16(inline_text, cursor.selectionEnd()))
            return passage_to_restore(doc, snapshot, start, end)
        view = self.old_view if self._selection_in == "old" else self.new_view
        text = snapshot.text if self._selection_in == "old" else doc.text
        cursor = view.textCursor()
        start = from_utf16(text, cursor.selectionStart())
        end = from_utf16(text, cursor.selectionEnd())
        return passage_to_restore(doc, snapshot, start, end,
                                  in_current=self._selection_in == "new")

    # -- acting --------------------------------------------------------------------------------

    def take_snapshot(self) -> None:
        doc = self.document
        if doc is None:
            return
        try:
            info = self.store.take(doc, name=self.name_edit.text())
        except SnapshotError as exc:
            self.change_summary.setText(str(exc))
            return
        self.name_edit.clear()
        self.refresh_list(select=info.id)

    def _push(self, edit, label: str) -> bool:
        doc = self.document
        if doc is None:
            return False
        try:
            keep_current(self.store, doc)
        except SnapshotError as exc:
            self.change_summary.setText(
                self.tr("Not restored: the current text could not be kept first (%1).")
                .replace("%1", str(exc))
            )
            return False
        try:
            self.controller.push(edit, label)
        except EditError as exc:
            self.change_summary.setText(self.tr("Not restored: %1").replace("%1", str(exc)))
            return False
        self.refresh_list()
        return True

    def _when(self) -> str:
        if self.info is None:
            return ""
        when = QDateTime.fromSecsSinceEpoch(int(self.info.time.timestamp()), QTimeZone.utc())
        return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)

    def restore_document(self) -> bool:
        """Make the document what the snapshot holds, as one undo step."""
        doc, snapshot = self.document, self.snapshot
        if doc is None or snapshot is None:
            return False
        edit = restore_document_edit(doc, snapshot)
        if edit is None:
            return False
        label = self.tr("Restore “%1” from the snapshot of %2").replace(
            "%1", doc.title).replace("%2", self._when())
        return self._push(edit, label)

    def restore_passage(self) -> bool:
        """Put the selected passage back as the snapshot has it, as one undo step."""
        doc, snapshot = self.document, self.snapshot
        found = self._selected_passage()
        if doc is None or snapshot is None or found is None:
            return False
        edit = restore_passage_edit(doc, snapshot, found)
        if edit is None:
            self.change_summary.setText(self.tr("That passage is already as in the snapshot."))
            return False
        label = self.tr("Restore a passage of “%1” from the snapshot of %2").replace(
            "%1", doc.title).replace("%2", self._when())
        return self._push(edit, label)

    def _save_limits(self, *_args: object) -> None:
        daily = max(self.daily.value(), self.keep_all.value())
        if self.daily.value() != daily:
            self.daily.setValue(daily)
            return
        try:
            self.store.set_limits(ThinningLimits(self.keep_all.value(), daily,
                                                 self.weekly.isChecked()))
        except (ValueError, OSError, SnapshotError) as exc:
            self.change_summary.setText(str(exc))

    def done(self, result: int) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.world_changed.disconnect(self._on_world_changed)
        super().done(result)

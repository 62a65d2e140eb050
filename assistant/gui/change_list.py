"""What one act-mode turn changed, as the assistant panel lists it under the turn.

Each change shows what it touched (a document, folder, entity or the project), what was done
to it and its title, with its before/after difference folded away until asked for (removed
lines red, added lines green, in a fixed-width font). The list offers "Undo this turn" and,
for each change, "Revert this change"; it only emits what the writer asked for, and the
panel does it (through the controller), then tells the list how it went.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.labels import document_kind_label, entity_kind_label, folder_kind_label
from assistant.world.diff import (
    ChangeDiff,
    Field,
    FieldChange,
    LineKind,
    Place,
    Standing,
    TargetKind,
)
from assistant.world.edits import EditAction
from assistant.world.model import DocumentKind, EntityKind, FolderKind

if TYPE_CHECKING:
    from assistant.agent.act_run import ChangeRecord

MAX_DIFF_LINES = 300
"""Show at most this many lines of one change's difference (the rest is counted)."""

_KINDS = {
    TargetKind.DOCUMENT: QT_TRANSLATE_NOOP("ChangeList", "Document"),
    TargetKind.FOLDER: QT_TRANSLATE_NOOP("ChangeList", "Folder"),
    TargetKind.ENTITY: QT_TRANSLATE_NOOP("ChangeList", "Entity"),
    TargetKind.PROJECT: QT_TRANSLATE_NOOP("ChangeList", "Project"),
}

_ACTIONS = {
    EditAction.CREATE_DOCUMENT: QT_TRANSLATE_NOOP("ChangeList", "created"),
    EditAction.CREATE_FOLDER: QT_TRANSLATE_NOOP("ChangeList", "created"),
    EditAction.DELETE_NODE: QT_TRANSLATE_NOOP("ChangeList", "deleted"),
    EditAction.RETITLE: QT_TRANSLATE_NOOP("ChangeList", "retitled"),
    EditAction.SET_DOCUMENT_INFO: QT_TRANSLATE_NOOP("ChangeList", "details changed"),
    EditAction.SET_FOLDER_KIND: QT_TRANSLATE_NOOP("ChangeList", "details changed"),
    EditAction.SET_DOCUMENT_FIELD: QT_TRANSLATE_NOOP("ChangeList", "field changed"),
    EditAction.REMOVE_DOCUMENT_FIELD: QT_TRANSLATE_NOOP("ChangeList", "field removed"),
    EditAction.MOVE_DOCUMENT_FIELD: QT_TRANSLATE_NOOP("ChangeList", "field moved"),
    EditAction.MOVE_NODE: QT_TRANSLATE_NOOP("ChangeList", "moved"),
    EditAction.TRASH_NODE: QT_TRANSLATE_NOOP("ChangeList", "moved to the trash"),
    EditAction.RESTORE_NODE: QT_TRANSLATE_NOOP("ChangeList", "restored from the trash"),
    EditAction.REPLACE_TEXT: QT_TRANSLATE_NOOP("ChangeList", "text replaced"),
    EditAction.INSERT_TEXT: QT_TRANSLATE_NOOP("ChangeList", "text inserted"),
    EditAction.DELETE_TEXT: QT_TRANSLATE_NOOP("ChangeList", "text deleted"),
    EditAction.CREATE_ENTITY: QT_TRANSLATE_NOOP("ChangeList", "created"),
    EditAction.DELETE_ENTITY: QT_TRANSLATE_NOOP("ChangeList", "deleted"),
    EditAction.RENAME_ENTITY: QT_TRANSLATE_NOOP("ChangeList", "renamed"),
    EditAction.ADD_ALIAS: QT_TRANSLATE_NOOP("ChangeList", "alias added"),
    EditAction.REMOVE_ALIAS: QT_TRANSLATE_NOOP("ChangeList", "alias removed"),
    EditAction.SET_ENTITY_FIELD: QT_TRANSLATE_NOOP("ChangeList", "field changed"),
    EditAction.REMOVE_ENTITY_FIELD: QT_TRANSLATE_NOOP("ChangeList", "field removed"),
    EditAction.MOVE_ENTITY_FIELD: QT_TRANSLATE_NOOP("ChangeList", "field moved"),
    EditAction.SET_ENTITY_NOTES: QT_TRANSLATE_NOOP("ChangeList", "notes changed"),
    EditAction.SET_ENTITY_INFO: QT_TRANSLATE_NOOP("ChangeList", "details changed"),
    EditAction.SET_PROJECT_INFO: QT_TRANSLATE_NOOP("ChangeList", "details changed"),
    EditAction.SET_PROJECT_SETTING: QT_TRANSLATE_NOOP("ChangeList", "settings changed"),
    EditAction.CHANGE: QT_TRANSLATE_NOOP("ChangeList", "changed"),
}
"""A label for every action an edit can name (a new edit kind shows its action's name until
it gets one here)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("ChangeList", text)


def kind_label(kind: TargetKind | str) -> str:
    """'Document', 'Entity'… for a change's ``target_kind`` (the raw kind when unknown)."""
    return _tr(_KINDS[kind]) if kind in _KINDS else str(kind)


def action_label(action: EditAction | str) -> str:
    """'text replaced', 'moved'… for a change's ``action`` (the raw action when unknown)."""
    return _tr(_ACTIONS[action]) if action in _ACTIONS else action.replace("_", " ")


def change_summary(record: ChangeRecord | Any) -> str:
    """One line naming a change: "Document “Title”: text replaced"."""
    return (
        QCoreApplication.translate("ChangeList", "%1 “%2”: %3")
        .replace("%1", kind_label(record.target_kind))
        .replace("%2", record.title)
        .replace("%3", action_label(record.action))
    )


def _dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


_FIELDS = {
    Field.TITLE: QT_TRANSLATE_NOOP("ChangeList", "title"),
    Field.NAME: QT_TRANSLATE_NOOP("ChangeList", "name"),
    Field.KIND: QT_TRANSLATE_NOOP("ChangeList", "kind"),
    Field.TAGS: QT_TRANSLATE_NOOP("ChangeList", "tags"),
    Field.SYNOPSIS: QT_TRANSLATE_NOOP("ChangeList", "synopsis"),
    Field.STATUS: QT_TRANSLATE_NOOP("ChangeList", "status"),
    Field.TARGET: QT_TRANSLATE_NOOP("ChangeList", "word target"),
    Field.ALIASES: QT_TRANSLATE_NOOP("ChangeList", "aliases"),
    Field.FIELDS: QT_TRANSLATE_NOOP("ChangeList", "fields"),
    Field.NOTES: QT_TRANSLATE_NOOP("ChangeList", "notes"),
    Field.AUTHOR: QT_TRANSLATE_NOOP("ChangeList", "author"),
    Field.LANGUAGE: QT_TRANSLATE_NOOP("ChangeList", "language"),
    Field.PLACE: QT_TRANSLATE_NOOP("ChangeList", "place"),
    Field.TRASHED: QT_TRANSLATE_NOOP("ChangeList", "trash"),
}

LONG_VALUE = 200
"""Show at most this many characters of a detail's value (notes, a synopsis)."""


def _value_text(value: object) -> str:
    """A detail's value in the writer's words: quoted text, a list, a place, a kind."""
    if value is None or value == () or value == "":
        return QCoreApplication.translate("ChangeList", "(none)")
    if isinstance(value, bool):
        if value:
            return QCoreApplication.translate("ChangeList", "in the trash")
        return QCoreApplication.translate("ChangeList", "not in the trash")
    if isinstance(value, Place):
        if value.standing is Standing.TRASHED:
            return QCoreApplication.translate("ChangeList", "in the trash")
        if value.standing is Standing.ABSENT:
            return QCoreApplication.translate("ChangeList", "not in the project")
        where = f"“{value.folder}”"
        if value.folder is None:
            where = QCoreApplication.translate("ChangeList", "the top level")
        text = QCoreApplication.translate("ChangeList", "%1, position %2")
        return text.replace("%1", where).replace("%2", str(value.position))
    if isinstance(value, DocumentKind):
        return document_kind_label(value)
    if isinstance(value, FolderKind):
        return folder_kind_label(value)
    if isinstance(value, EntityKind):
        return entity_kind_label(value)
    if isinstance(value, tuple):
        if all(isinstance(item, tuple) for item in value):
            return ", ".join(f"{key}: {item}" for key, item in value)
        return ", ".join(str(item) for item in value)
    text = str(value)
    if len(text) > LONG_VALUE:
        text = text[: LONG_VALUE - 1] + "…"
    return f"“{text}”"


def field_line(change: FieldChange) -> str:
    """One changed detail: "title: “Old” → “New”"."""
    name = _tr(_FIELDS[change.field]) if change.field in _FIELDS else str(change.field)
    return (
        QCoreApplication.translate("ChangeList", "%1: %2 → %3")
        .replace("%1", name)
        .replace("%2", _value_text(change.before))
        .replace("%3", _value_text(change.after))
    )


_MARKS = {LineKind.REMOVED: "−", LineKind.ADDED: "+", LineKind.CONTEXT: ""}


_DETAIL, _WHERE = "detail", "where"


def _rows(diff: ChangeDiff) -> list[tuple[str, str, LineKind | str]]:
    """``(mark, text, kind)`` for every line to show: the details, then each hunk after a
    muted line saying where it is."""
    rows: list[tuple[str, str, LineKind | str]] = [
        ("", field_line(change), _DETAIL) for change in diff.fields
    ]
    for hunk in diff.hunks:
        where = QCoreApplication.translate("ChangeList", "at line %1")
        where = where.replace("%1", str(hunk.new_start))
        rows.append(("", where, _WHERE))
        rows.extend((_MARKS[line.kind], line.text, line.kind) for line in hunk.lines)
    return rows


def diff_text(diff: ChangeDiff) -> str:
    """The difference as plain text in the writer's language ("−"/"+" marking lines)."""
    return "\n".join(f"{mark} {text}" if mark else text for mark, text, _kind in _rows(diff))


class DiffText(QObject):
    """The difference's words with a count (lupdate finds plural forms only in ``self.tr``)."""

    def more_lines(self, count: int) -> str:
        return self.tr("… %Ln more lines", "", count)


def diff_html(diff: ChangeDiff, palette: QPalette, *, max_lines: int = MAX_DIFF_LINES) -> str:
    """``diff`` as HTML: changed details as "name: old → new" lines, then the text's hunks
    with removed lines on red and added lines on green; each line keeps its ``−``/``+``
    mark (set apart), so the colours are never the only sign. Long lines wrap."""
    if _dark(palette):
        removed, added, muted = ("#5a1f1f", "#f3d6d6"), ("#1f4a24", "#d8f0da"), "#9a9a9a"
    else:
        removed, added, muted = ("#fbe4e4", "#7a1616"), ("#e2f3e2", "#14521b"), "#777777"
    mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()
    lines = _rows(diff)
    hidden = max(0, len(lines) - max_lines)
    rows = []
    for mark, shown, kind in lines[:max_lines]:
        colours = ""
        if kind is LineKind.REMOVED:
            colours = f" background-color:{removed[0]}; color:{removed[1]};"
        elif kind is LineKind.ADDED:
            colours = f" background-color:{added[0]}; color:{added[1]};"
        elif kind == _WHERE:
            colours = f" color:{muted};"
        text = html.escape(shown, quote=False) or "&nbsp;"
        # The mark in a column of its own, so a Markdown list's "- " is not read as one,
        # and wrapped lines hang under the text, not under the mark.
        rows.append(
            f"<tr><td width='12' style='{colours}'>{mark}</td>"
            f"<td style='white-space:pre-wrap;{colours}'>{text}</td></tr>"
        )
    if hidden:
        more = DiffText().more_lines(hidden)
        rows.append(f"<tr><td></td><td style='color:{muted};'>{html.escape(more)}</td></tr>")
    if not rows:
        unchanged = QCoreApplication.translate("ChangeList", "(no text changed)")
        rows.append(f"<tr><td></td><td style='color:{muted};'>{html.escape(unchanged)}</td></tr>")
    table = "".join(rows)
    return (
        f"<table width='100%' cellspacing='0' cellpadding='0' "
        f"style='font-family:\"{mono}\";'>{table}</table>"
    )


class DiffLabel(QLabel):
    """A change's difference, coloured and wrapping (see :func:`diff_html`)."""

    def __init__(
        self, diff: ChangeDiff, parent: QWidget | None = None, *, problem: str = ""
    ) -> None:
        super().__init__(parent)
        self.setObjectName("changeDiff")
        self.diff = diff
        self.problem = problem
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setMargin(4)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setPointSizeF(max(7.0, QFont(self.font()).pointSizeF() * 0.9))
        self.setFont(font)
        if problem:
            self.setTextFormat(Qt.TextFormat.PlainText)
            self.setText(problem)
        else:
            self.setText(diff_html(diff, self.palette()))
        self.setAccessibleDescription(self.plain_text)

    @property
    def plain_text(self) -> str:
        """What the label shows, as plain text (for screen readers and tests)."""
        return self.problem or diff_text(self.diff)


class ChangeRow(QFrame):
    """One change: what it touched and did, its difference (folded), and Revert."""

    revert_requested = Signal(object)

    def __init__(self, record: ChangeRecord | Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("changeRow")
        self.record = record
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)

        row = QHBoxLayout()
        row.setSpacing(4)
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("changeToggle")
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setStyleSheet("QToolButton { border: none; background: transparent; }")
        self.toggle.setToolTip(self.tr("Show what changed"))
        self.toggle.toggled.connect(self.set_expanded)
        self.summary = QLabel(self)
        self.summary.setObjectName("changeSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setText(change_summary(record))
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)  # the row grows with the wrapped sentence
        self.summary.setSizePolicy(policy)
        self.revert_button = QToolButton(self)
        self.revert_button.setObjectName("revertChangeButton")
        self.revert_button.setText(self.tr("Revert this change"))
        self.revert_button.setToolTip(
            self.tr("Take back only this change, as a new step you can undo")
        )
        self.revert_button.clicked.connect(lambda: self.revert_requested.emit(self.record))
        row.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.summary, 1)
        row.addWidget(self.revert_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)

        self.state_label = QLabel(self)
        self.state_label.setObjectName("changeState")
        self.state_label.setWordWrap(True)
        self.state_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.state_label.setContentsMargins(24, 0, 0, 0)
        self.state_label.hide()
        layout.addWidget(self.state_label)

        self._diff: DiffLabel | None = None
        self._difference: tuple[ChangeDiff, str] | None = None
        self.reverted = False

    def difference(self) -> tuple[ChangeDiff, str]:
        """The change's difference, and why it cannot be shown ("" when it can); worked out
        once, when first asked."""
        if self._difference is None:
            try:
                self._difference = (self.record.diff(), "")
            except Exception as error:  # a difference that cannot be shown still lists
                problem = QCoreApplication.translate(
                    "ChangeList", "The difference cannot be shown: %1"
                ).replace("%1", str(error))
                self._difference = (ChangeDiff(), problem)
        return self._difference

    @property
    def diff_text(self) -> str:
        """The difference as plain text in the writer's language."""
        diff, problem = self.difference()
        return problem or diff_text(diff)

    @property
    def diff_label(self) -> DiffLabel | None:
        return self._diff

    def is_expanded(self) -> bool:
        return self._diff is not None and not self._diff.isHidden()

    def set_expanded(self, expanded: bool) -> None:
        if self.toggle.isChecked() != expanded:
            self.toggle.setChecked(expanded)  # comes back here through toggled
            return
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if expanded else Qt.ArrowType.RightArrow)
        if expanded and self._diff is None:
            diff, problem = self.difference()
            self._diff = DiffLabel(diff, self, problem=problem)
            self._diff.setContentsMargins(20, 0, 0, 0)
            self.layout().addWidget(self._diff)
        if self._diff is not None:
            self._diff.setVisible(expanded)

    def set_reverted(self) -> None:
        self.reverted = True
        self.revert_button.setEnabled(False)
        self.state_label.setText(self.tr("Reverted (as a new step you can undo)."))
        self.state_label.show()


class ChangeList(QFrame):
    """Every change of one turn, with Undo this turn; see the module doc."""

    undo_turn_requested = Signal()
    revert_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("changeList")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.rows: list[ChangeRow] = []
        self._undone = False
        self._actions_enabled = True

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        header = QHBoxLayout()
        header.setSpacing(6)
        self.title_label = QLabel(self)
        self.title_label.setObjectName("changeListTitle")
        bold = QFont(self.title_label.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.title_label.setFont(bold)
        self.title_label.setWordWrap(True)  # it gives way to the button in a narrow panel
        self.undo_button = QPushButton(self.tr("Undo this turn"), self)
        self.undo_button.setObjectName("undoTurnButton")
        self.undo_button.setToolTip(
            self.tr("Take back every change of this turn (your own edits stay)")
        )
        self.undo_button.clicked.connect(self.undo_turn_requested)
        header.addWidget(self.title_label, 1)
        header.addWidget(self.undo_button)
        layout.addLayout(header)

        self.rows_layout = QVBoxLayout()
        self.rows_layout.setSpacing(2)
        layout.addLayout(self.rows_layout)

        self.message_label = QLabel(self)
        self.message_label.setObjectName("changeListMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.hide()
        layout.addWidget(self.message_label)
        self._refresh()

    @property
    def records(self) -> list[Any]:
        return [row.record for row in self.rows]

    @property
    def undone(self) -> bool:
        return self._undone

    def add_record(self, record: ChangeRecord | Any) -> ChangeRow:
        row = ChangeRow(record, self)
        row.revert_requested.connect(self.revert_requested)
        self.rows_layout.addWidget(row)
        self.rows.append(row)
        self._refresh()
        return row

    def add_records(self, records: Iterable[Any]) -> None:
        for record in records:
            self.add_record(record)

    def row_for(self, record: Any) -> ChangeRow | None:
        return next((row for row in self.rows if row.record is record), None)

    def set_undone(self, undone: bool) -> None:
        """The turn was undone (Undo and Revert make no sense then) or redone."""
        self._undone = undone
        self._refresh()

    def set_actions_enabled(self, enabled: bool) -> None:
        """Offer Undo and Revert only once the turn's changes are one step on the stack."""
        self._actions_enabled = enabled
        self._refresh()

    def mark_reverted(self, record: Any) -> None:
        row = self.row_for(record)
        if row is not None:
            row.set_reverted()

    def show_message(self, text: str, *, problem: bool = True) -> None:
        """Say how an Undo or Revert went (a conflict, in plain words); empty hides it."""
        self.message_label.setText(text)
        if problem and text:
            self.message_label.setStyleSheet(
                "QLabel { color: palette(text); background: rgba(200, 60, 40, 40);"
                " border-left: 3px solid #c0392b; padding: 4px; }"
            )
        else:
            self.message_label.setStyleSheet("")
        self.message_label.setVisible(bool(text))

    @property
    def message(self) -> str:
        return self.message_label.text() if self.message_label.isVisibleTo(self) else ""

    def _refresh(self) -> None:
        count = len(self.rows)
        if self._undone:
            self.title_label.setText(self.tr("Changes undone: %Ln", "", count))
        else:
            self.title_label.setText(self.tr("Changes made: %Ln", "", count))
        active = self._actions_enabled and not self._undone
        self.undo_button.setEnabled(bool(count) and active)
        for row in self.rows:
            row.revert_button.setEnabled(active and not row.reverted)


__all__ = [
    "ChangeList",
    "ChangeRow",
    "DiffLabel",
    "action_label",
    "change_summary",
    "diff_html",
    "diff_text",
    "field_line",
    "kind_label",
]

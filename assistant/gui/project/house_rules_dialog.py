"""Project ▸ House Rules…: the project's ``house-rules.md`` in an ordinary editor.

The writer types the rules as Markdown (a list, one rule per item), with undo and redo, and
saves them into the project folder (atomically). Comments in the file (``<!-- … -->``) are
shown as hints above the rules, not as text to edit, and saved back where they stood. A file
changed by another program since it was opened is not overwritten without asking; closing
with unsaved edits asks first.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.editor.markdown_highlighter import MarkdownHighlighter
from assistant.world.house_rules import (
    HOUSE_RULES_FILE,
    CommentedText,
    parse_rules,
    read_house_rules,
    split_comments,
    write_house_rules,
)


class HouseRulesDialog(QDialog):
    """Edit the house rules of the project at ``root``; ``saved`` after each save."""

    saved = Signal()

    def __init__(
        self, root: Path | str, title: str = "", parent: QWidget | None = None,
        *, series: bool = False,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.setObjectName("houseRulesDialog")
        self.root = Path(root)
        name = title or self.root.name
        self.setWindowTitle(self.tr("House Rules — %1").replace("%1", name))
        self.resize(620, 520)
        layout = QVBoxLayout(self)

        about = self.tr(
            "Rules the assistant keeps in this project, one per line as a list: your "
            "spellings, what must not change, the voice to keep. They go with every "
            "request, and a reviewer checks each change the assistant wants to make "
            "against them. Kept as %1 in the project folder, so any editor can change "
            "them too."
        )
        if series:
            about = self.tr(
                "Rules the assistant keeps in every book of this series, one per line as a "
                "list, sent with every request before each book's own. Kept as %1 in the "
                "series folder, so any book of the series, and any editor, can change them."
            )
        intro = QLabel(about.replace("%1", HOUSE_RULES_FILE), self)
        intro.setObjectName("houseRulesIntro")
        intro.setWordWrap(True)
        layout.addWidget(intro)

        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("houseRulesProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("QLabel { color: #a33; }")
        self.problem_label.hide()
        layout.addWidget(self.problem_label)

        self.hint_label = QLabel(self)
        self.hint_label.setObjectName("houseRulesHint")
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.hint_label.hide()
        layout.addWidget(self.hint_label)
        self._comments = CommentedText("")

        self.edit = QPlainTextEdit(self)
        self.edit.setObjectName("houseRulesEdit")
        self.edit.setAccessibleName(self.tr("House rules"))
        self.edit.setTabChangesFocus(False)
        self.edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont))
        self._highlighter = MarkdownHighlighter(self.edit.document())
        layout.addWidget(self.edit, 1)

        row = QHBoxLayout()
        self.undo_button = QToolButton(self)
        self.undo_button.setObjectName("houseRulesUndo")
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(QKeySequence(QKeySequence.StandardKey.Undo).toString(
            QKeySequence.SequenceFormat.NativeText))  # fmt: skip
        self.undo_button.clicked.connect(self.edit.undo)
        self.undo_button.setEnabled(False)
        self.edit.undoAvailable.connect(self.undo_button.setEnabled)
        self.redo_button = QToolButton(self)
        self.redo_button.setObjectName("houseRulesRedo")
        self.redo_button.setText(self.tr("Redo"))
        self.redo_button.clicked.connect(self.edit.redo)
        self.redo_button.setEnabled(False)
        self.edit.redoAvailable.connect(self.redo_button.setEnabled)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("houseRulesCount")
        row.addWidget(self.undo_button)
        row.addWidget(self.redo_button)
        row.addStretch(1)
        row.addWidget(self.count_label)
        layout.addLayout(row)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close, self
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.edit.textChanged.connect(self._count)
        self.load()

    # -- the file ---------------------------------------------------------------------------

    def load(self) -> None:
        """Show the file as it is on disk now (a starting template when there is none)."""
        rules = read_house_rules(self.root)
        self._on_disk = rules.text
        self.problem_label.setVisible(bool(rules.problem))
        if rules.problem:
            self.problem_label.setText(
                self.tr("%1 cannot be read (%2). Saving replaces it.")
                .replace("%1", HOUSE_RULES_FILE)
                .replace("%2", rules.problem)
            )
        self._comments = split_comments(rules.text if rules.exists else self._template())
        hints = "\n\n".join(self._comments.hints)
        self.hint_label.setText(hints)
        self.hint_label.setVisible(bool(hints))
        self.edit.setPlainText(self._comments.text)
        self.edit.document().setModified(False)
        self.edit.moveCursor(self.edit.textCursor().MoveOperation.End)
        self._count()

    def _template(self) -> str:
        return self.tr(
            "# House rules\n\n"
            "<!-- One rule per line, as a list. For example:\n"
            "- British spelling: grey, colour, realise.\n"
            "- Part One is final.\n"
            "-->\n\n- "
        )

    @property
    def is_modified(self) -> bool:
        return self.edit.document().isModified()

    def save(self) -> bool:
        """Write the rules into the project folder; False when they were not saved."""
        now = read_house_rules(self.root)
        if now.text != self._on_disk and not self.confirm_overwrite():
            return False
        text = self._comments.joined(self.edit.toPlainText())
        try:
            write_house_rules(self.root, text)
        except OSError as error:
            self.problem_label.setText(
                self.tr("The house rules could not be saved: %1").replace(
                    "%1", error.strerror or str(error)
                )
            )
            self.problem_label.show()
            return False
        self._on_disk = read_house_rules(self.root).text
        self._comments = split_comments(self._on_disk)  # where the comments stand now
        self.problem_label.hide()
        self.edit.document().setModified(False)
        self.saved.emit()
        return True

    # -- questions (replaceable in tests) -----------------------------------------------------

    def confirm_overwrite(self) -> bool:
        """The file changed on disk since it was opened: save over it?"""
        answer = QMessageBox.question(
            self,
            self.tr("House rules changed on disk"),
            self.tr(
                "%1 was changed by another program since you opened it. Save your version "
                "over it?"
            ).replace("%1", HOUSE_RULES_FILE),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Save

    def ask_unsaved(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel the edits before closing."""
        return QMessageBox.question(
            self,
            self.tr("Unsaved house rules"),
            self.tr("Save your changes to the house rules?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )

    # -- closing -----------------------------------------------------------------------------

    def reject(self) -> None:
        """Close (Close, Escape, the window's close button), asking first about unsaved
        edits; stays open when the writer cancels or the save fails."""
        if self.is_modified:
            answer = self.ask_unsaved()
            if answer == QMessageBox.StandardButton.Cancel:
                return
            if answer == QMessageBox.StandardButton.Save and not self.save():
                return
        super().reject()

    def _count(self) -> None:
        count = len(parse_rules(self.edit.toPlainText()))
        self.count_label.setText(self.tr("%n house rule(s)", "", count))

    @staticmethod
    def open_for(
        parent: QWidget, root: Path | str, title: str = "", *, series: bool = False
    ) -> HouseRulesDialog:
        """The house rules dialog of ``root`` (with ``series``, a series folder) under
        ``parent``, shown and raised (one each)."""
        for dialog in parent.findChildren(HouseRulesDialog):
            if dialog.root == Path(root) and dialog.isVisible():
                dialog.raise_()
                dialog.activateWindow()
                return dialog
        dialog = HouseRulesDialog(root, title, parent, series=series)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog


__all__ = ["HouseRulesDialog"]

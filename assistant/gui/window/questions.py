"""The questions and notices the main window puts to the writer, in one replaceable place.

Tests replace a :class:`Prompts` with one that answers at once; the window itself never opens
a dialog any other way.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QTextEdit, QWidget

from assistant.gui.transfer.problem_text import problems_by_file
from assistant.world.storage.store import LoadProblem

if TYPE_CHECKING:  # an import, a merge and a new project are read only when asked about
    from assistant.gui.project.new_project_dialog import NewProject
    from assistant.world.importer import ImportReport
    from assistant.world.merge.worlds import WorldMerge

MAX_LISTED = 12
"""List at most this many files in a message; say how many more there are."""


class ExternalChoice(Enum):
    """What to do about project files another program changed."""

    MERGE = "merge"
    RELOAD = "reload"
    KEEP_MINE = "keep"
    CANCEL = "cancel"


class Counted(QObject):
    """The messages with a count in them (lupdate finds plural forms only in ``self.tr``)."""

    def and_more(self, count: int) -> str:
        return self.tr("…and %Ln more", "", count)

    def files_had_problems(self, count: int) -> str:
        return self.tr("“%1” opened, but %Ln files had problems.", "", count)

    def copies_found(self, count: int) -> str:
        return self.tr(
            "%Ln of them are conflicted copies, left by a sync service or by git: Quire can "
            "merge each with the version open here, and keeps the copy until you accept.",
            "",
            count,
        )

    def changed_on_both(self, count: int) -> str:
        return self.tr(
            "%Ln places were changed differently on both sides: you choose what stays there, "
            "in the next window.",
            "",
            count,
        )


def _merge_offer(merge: WorldMerge) -> str:
    """What merging would do, in the writer's words: what comes from where, and how many
    places the writer decides."""
    from assistant.gui.merge.merge_words import MergeWords
    from assistant.world.merge.settling import Decisions

    parts = [
        QCoreApplication.translate(
            "Prompts",
            "Merge keeps both: what was changed on disk joins your version here, paragraph by "
            "paragraph, and nothing is lost.",
        ),
        "\n".join(MergeWords().taken_lines(merge)),
    ]
    if merge.conflicts:
        parts.append(Counted().changed_on_both(len(Decisions(merge.conflicts))))
    return "\n\n".join(parts)


def _listing(paths: Sequence[str]) -> str:
    shown = "\n".join(f"  {p}" for p in paths[:MAX_LISTED])
    if len(paths) > MAX_LISTED:
        shown += "\n  " + Counted().and_more(len(paths) - MAX_LISTED)
    return shown


class Prompts:
    """Dialogs for the main window. Every method blocks until the writer answers."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def locked(self, root: Path, detail: str) -> None:
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("Prompts", "Project already open"))
        box.setText(
            QCoreApplication.translate(
                "Prompts", "“{name}” is open in another Quire window."
            ).format(name=root.name)
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "Prompts",
                "A project can be open in only one window at a time, so that neither "
                "overwrites the other's work. Close it there, then open it here.",
            )
        )
        box.setDetailedText(detail)
        box.exec()

    def open_anyway(self, root: Path, host: str, detail: str) -> bool:
        """Quire on another computer marked the project as open: open it here anyway?"""
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(
            QCoreApplication.translate("Prompts", "Project open on another computer")
        )
        box.setText(
            QCoreApplication.translate(
                "Prompts", "“{name}” is marked as open in Quire on another computer, {host}."
            ).format(name=root.name, host=host)
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "Prompts",
                "It may still be open there, or the folder was synced or copied from there "
                "while it was open. If Quire is not running there, open it here. If it is, "
                "close it there first: open on both computers, one would overwrite the "
                "other's work.",
            )
        )
        box.setDetailedText(detail)
        open_button = box.addButton(
            QCoreApplication.translate("Prompts", "Open Anyway"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is open_button

    def external_change(
        self, paths: Sequence[str], *, unsaved: bool, merge: WorldMerge | None = None
    ) -> ExternalChoice:
        """Files changed on disk: merge them with the open version (when ``merge`` is given,
        saying what would come from where), reload them, or keep the open version?"""
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("Prompts", "Files changed on disk"))
        box.setText(
            QCoreApplication.translate("Prompts", "Another program changed files of this project:")
        )
        info = _listing(paths) + "\n\n"
        if merge is not None:
            info += _merge_offer(merge) + "\n\n"
        if unsaved:
            info += QCoreApplication.translate(
                "Prompts",
                "Reload to use the files on disk (your unsaved changes and the undo history "
                "are dropped), or keep your version and overwrite the files.",
            )
        else:
            info += QCoreApplication.translate(
                "Prompts",
                "Reload to use the files on disk, or keep your version and overwrite them.",
            )
        box.setInformativeText(info)
        merge_button = None
        if merge is not None:
            merge_button = box.addButton(
                QCoreApplication.translate("Prompts", "&Merge")
                if merge.clean
                else QCoreApplication.translate("Prompts", "&Merge…"),
                QMessageBox.ButtonRole.AcceptRole,
            )
            merge_button.setObjectName("mergeButton")
        reload_button = box.addButton(
            QCoreApplication.translate("Prompts", "Reload from Disk"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        keep_button = box.addButton(
            QCoreApplication.translate("Prompts", "Keep Mine (Overwrite)"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(merge_button or reload_button)
        box.exec()
        clicked = box.clickedButton()
        if merge_button is not None and clicked is merge_button:
            return ExternalChoice.MERGE
        if clicked is reload_button:
            return ExternalChoice.RELOAD
        if clicked is keep_button:
            return ExternalChoice.KEEP_MINE
        return ExternalChoice.CANCEL

    def merge(self, merge: WorldMerge, intro: str = "") -> dict[str, Any] | None:
        """The merge view: the writer settles the places both sides changed; what they
        chose, by conflict key, or None when they cancelled."""
        from assistant.gui.merge.merge_dialog import MergeDialog

        dialog = MergeDialog(merge, self.parent, intro=intro)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.resolutions()

    def close_unsaved(self, reason: str) -> bool:
        """Saving failed while closing: close anyway and lose the changes?"""
        answer = QMessageBox.warning(
            self.parent,
            QCoreApplication.translate("Prompts", "Could not save"),
            QCoreApplication.translate(
                "Prompts",
                "Your changes could not be saved:\n{reason}\n\nClose without saving them?",
            ).format(reason=reason),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Discard

    def error(self, title: str, text: str, detail: str = "") -> None:
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(title)
        box.setText(text)
        if detail:
            box.setDetailedText(detail)
        box.exec()

    def load_problems(
        self, root: Path, problems: Sequence[LoadProblem], *, copies: int = 0
    ) -> bool:
        """What was wrong with the project's files; with conflicted copies among them, True
        when the writer chose to merge them now."""
        files = len({p.path for p in problems})
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(QCoreApplication.translate("Prompts", "Some files could not be read"))
        box.setText(Counted().files_had_problems(files).replace("%1", root.name))
        info = QCoreApplication.translate(
            "Prompts", "What could be read is open. Nothing was changed on disk."
        )
        if copies:
            info += "\n\n" + Counted().copies_found(copies)
        box.setInformativeText(info)
        box.setDetailedText(problems_by_file(problems))
        for details in box.findChildren(QTextEdit):  # room for long paths and sentences
            details.setMinimumWidth(640)
            details.setFixedHeight(240)  # Qt fixes it at 100 pixels: a few lines
        merge_button = None
        if copies:
            merge_button = box.addButton(
                QCoreApplication.translate("Prompts", "&Merge…"), QMessageBox.ButtonRole.AcceptRole
            )
            merge_button.setObjectName("mergeCopies")
            later = box.addButton(
                QCoreApplication.translate("Prompts", "&Later"), QMessageBox.ButtonRole.RejectRole
            )
            box.setDefaultButton(merge_button)
            box.setEscapeButton(later)
        box.exec()
        return merge_button is not None and box.clickedButton() is merge_button

    def choose_project_folder(self, start: Path | None) -> Path | None:
        path = QFileDialog.getExistingDirectory(
            self.parent,
            QCoreApplication.translate("Prompts", "Open Project"),
            str(start or Path.home()),
        )
        return Path(path) if path else None

    def new_project_details(self, location: Path | None) -> NewProject | None:
        """Title, author and folder of a new project (None when the writer cancels)."""
        from assistant.gui.project.new_project_dialog import NewProjectDialog

        dialog = NewProjectDialog(self.parent, location=location)
        if dialog.exec() != NewProjectDialog.DialogCode.Accepted:
            return None
        return dialog.result_project()

    def choose_import_source(self, start: Path | None) -> Path | None:
        path = QFileDialog.getExistingDirectory(
            self.parent,
            QCoreApplication.translate(
                "Prompts", "Import a Vault, a novelWriter or Scrivener Project, or a Folder"
            ),
            str(start or Path.home()),
        )
        return Path(path) if path else None

    def choose_import_destination(self, suggestion: Path) -> Path | None:
        path, _filter = QFileDialog.getSaveFileName(
            self.parent,
            QCoreApplication.translate("Prompts", "Save the Imported Project As"),
            str(suggestion),
            "",
            "",
            QFileDialog.Option.DontConfirmOverwrite,
        )
        return Path(path) if path else None

    def import_report(self, report: ImportReport) -> None:
        from assistant.gui.transfer.import_report import ImportReportDialog

        ImportReportDialog(report, self.parent).exec()

    def about(self, text: str) -> None:
        QMessageBox.about(self.parent, QCoreApplication.translate("Prompts", "About Quire"), text)

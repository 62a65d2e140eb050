"""The report shown after an import: what came in, and every file that did not, with why."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.project.labels import entity_kind_label
from assistant.gui.transfer.problem_text import problem_text
from assistant.world.importer import ImportReport, SkipReason
from assistant.world.model import EntityKind


class ImportReportDialog(QDialog):
    """A summary line per kind of thing, and a tree of every file left out or repaired."""

    def __init__(self, report: ImportReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importReport")
        self.setWindowTitle(self.tr("Import Report"))
        self.report = report
        self.summary = QLabel(self._summary(), self)
        self.summary.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels([self.tr("File"), self.tr("Why")])
        self._fill()
        # as wide as the paths need (headings span both columns), leaving the rest to the why
        self.tree.setColumnWidth(0, min(max(self._path_width(), 160), 360))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(720, 520)

    def reason_text(self, reason: SkipReason) -> str:
        return {
            SkipReason.LINK_OUTSIDE: self.tr("Links pointing outside the folder (not followed)"),
            SkipReason.LINKED_FOLDER: self.tr("Links to folders (not followed)"),
            SkipReason.SPECIAL: self.tr("Special files (fifos, sockets, devices)"),
            SkipReason.HIDDEN: self.tr("Hidden files and folders"),
            SkipReason.APP_SETTINGS: self.tr("Settings of the app the project came from"),
            SkipReason.UNREADABLE: self.tr("Files that could not be read"),
            SkipReason.TOO_LARGE: self.tr("Files too large to bring in"),
            SkipReason.NOT_TEXT: self.tr("Files that are not text"),
            SkipReason.UNSUPPORTED: self.tr("Files that are not part of the project"),
        }[reason]

    def _summary(self) -> str:
        report = self.report
        locale = QLocale()
        lines = [
            self.tr("%n documents imported", "", report.documents)
            + " · " + self.tr("%Ln words", "", report.words),
        ]
        if report.entities:
            kinds = ", ".join(
                f"{entity_kind_label(EntityKind(kind))}: {locale.toString(count)}"
                for kind, count in report.entities
            )
            lines.append(self.tr("%n entities made", "", report.entity_count) + f" ({kinds})")
        if report.fields_kept:
            lines.append(self.tr("%n fields kept with documents and entities", "",
                                 report.fields_kept))
        if report.attachments:
            lines.append(self.tr("%n files copied into the project's attachments", "",
                                 len(report.attachments)))
        if report.links_resolved:
            lines.append(self.tr("%n links pointed at what they name", "",
                                 report.links_resolved))
        if report.trashed:
            lines.append(self.tr("%n documents put in the trash, from the source's own trash",
                                 "", report.trashed))
        if report.lines_joined:
            lines.append(self.tr("%n hard-wrapped lines joined", "", report.lines_joined))
        if report.skipped:
            lines.append(self.tr("%n files or folders left out, listed below", "",
                                 len(report.skipped)))
        else:
            lines.append(self.tr("Nothing was left out."))
        return "\n".join(lines)

    def _path_width(self) -> int:
        """The width the rows' paths need (not the headings', which span the columns)."""
        metrics = self.tree.fontMetrics()
        indent = self.tree.indentation()
        widest = 0
        pending = [(self.tree.topLevelItem(i), 1) for i in range(self.tree.topLevelItemCount())]
        while pending:
            item, depth = pending.pop()
            if not item.isFirstColumnSpanned():
                widest = max(widest, metrics.horizontalAdvance(item.text(0)) + depth * indent)
            pending.extend((item.child(i), depth + 1) for i in range(item.childCount()))
        return widest + 16

    def _section(self, title: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self.tree, [title])
        item.setExpanded(True)
        item.setFirstColumnSpanned(True)  # a heading: the whole width, never cut short
        return item

    def _fill(self) -> None:
        report = self.report
        if report.skipped:
            section = self._section(self.tr("Left out (%n)", "", len(report.skipped)))
            groups: dict[SkipReason, list[tuple[str, str]]] = defaultdict(list)
            for item in report.skipped:
                detail = item.detail if item.problem is None else problem_text(item.problem)
                groups[item.reason].append((item.path, detail))
            for reason, items in groups.items():
                group = QTreeWidgetItem(section, [f"{self.reason_text(reason)} ({len(items)})"])
                group.setExpanded(True)
                group.setFirstColumnSpanned(True)
                for path, detail in items:
                    QTreeWidgetItem(group, [path, detail])
        if report.problems:
            section = self._section(
                self.tr("Brought in, with something to check (%n)", "", len(report.problems))
            )
            for problem in report.problems:
                text = problem_text(problem.problem)
                row = QTreeWidgetItem(section, [problem.path, text])
                row.setToolTip(0, problem.path)
                row.setToolTip(1, text)
        if report.links_unresolved:
            section = self._section(
                self.tr("Links to notes the source does not have (%n)", "",
                        len(report.links_unresolved))
            )
            for file, target in report.links_unresolved:
                QTreeWidgetItem(section, [file, f"[[{target}]]"])
        if report.hard_wrapped and not report.lines_joined:
            section = self._section(
                self.tr("Hard-wrapped files, kept as they were (%n)", "",
                        len(report.hard_wrapped))
            )
            for path in report.hard_wrapped:
                QTreeWidgetItem(section, [path])
        if report.attachments:
            section = self._section(
                self.tr("Copied into attachments (%n)", "", len(report.attachments))
            )
            section.setExpanded(False)
            for path in report.attachments:
                QTreeWidgetItem(section, [path])

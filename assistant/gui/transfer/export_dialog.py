"""File ▸ Export Manuscript…: the format and file, what goes in (by kind, by status, by
ticking parts of the tree) and how it looks. The choices are remembered per project."""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from assistant.export.converter import find_pandoc, find_pdf_converter
from assistant.export.destination import check_destination
from assistant.export.errors import DestinationInProject
from assistant.export.manuscript import assemble
from assistant.export.options import (
    MAX_SEPARATOR,
    MAX_SUBTITLE,
    PART,
    ExportFormat,
    ExportOptions,
    load_options,
    save_options,
)
from assistant.gui.project.labels import document_kind_label, folder_kind_label
from assistant.gui.project.new_project_dialog import documents_folder
from assistant.gui.project.statuses import status_label, status_names
from assistant.gui.transfer.export_failure import describe_export_error
from assistant.gui.transfer.export_job import ExportJob
from assistant.gui.window.project_view import ProjectView
from assistant.world.model import Document, DocumentKind, Folder, NodeId, World

log = logging.getLogger(__name__)

ID_ROLE = Qt.ItemDataRole.UserRole


class ExportDialog(QDialog):
    """The export's choices; Export starts an :class:`ExportJob` and closes when it is done.

    Signals: exported(ExportResult).
    """

    exported = Signal(object)

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportDialog")
        self.setWindowTitle(self.tr("Export Manuscript"))
        self.controller = controller
        self.world: World = controller.snapshot()
        self.root = controller.root
        self.job: ExportJob | None = None
        self.pdf_converter = find_pdf_converter()
        self.pandoc = find_pandoc()
        options = load_options(self.root) if self.root is not None else ExportOptions()
        self._building = True
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_target(options))
        columns = QHBoxLayout()
        columns.addWidget(self._build_contents(options), 3)
        columns.addWidget(self._build_look(options), 2)
        layout.addLayout(columns, 1)
        self.summary = QLabel(self)
        self.summary.setObjectName("exportSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.buttons = QDialogButtonBox(self)
        self.export_button = self.buttons.addButton(
            self.tr("Export"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.export_button.setObjectName("exportButton")
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.start_export)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._building = False
        self._on_format_changed()
        self.resize(820, 600)

    # -- building ------------------------------------------------------------------------------

    def _build_target(self, options: ExportOptions) -> QFormLayout:
        form = QFormLayout()
        self.format_box = QComboBox(self)
        self.format_box.setObjectName("exportFormat")
        names = {
            ExportFormat.DOCX: self.tr("Word document (DOCX)"),
            ExportFormat.ODT: self.tr("OpenDocument text (ODT)"),
            ExportFormat.EPUB: self.tr("E-book (EPUB 3)"),
            ExportFormat.PDF: self.tr("PDF"),
            ExportFormat.HTML: self.tr("Web page (HTML)"),
            ExportFormat.MARKDOWN: self.tr("Markdown, one file"),
            ExportFormat.TEXT: self.tr("Plain text"),
        }
        for fmt, name in names.items():
            self.format_box.addItem(name, fmt.value)
        if self.pdf_converter is None:
            index = self.format_box.findData(ExportFormat.PDF.value)
            item = self.format_box.model().item(index)
            item.setEnabled(False)
            item.setToolTip(self.tr("Making a PDF needs LibreOffice or a LaTeX engine."))
        wanted = options.format
        if wanted == ExportFormat.PDF and self.pdf_converter is None:
            wanted = ExportFormat.DOCX
        self.format_box.setCurrentIndex(self.format_box.findData(wanted.value))
        self.format_box.currentIndexChanged.connect(self._on_format_changed)
        form.addRow(self.tr("&Format:"), self.format_box)

        self.path_edit = QLineEdit(self)
        self.path_edit.setObjectName("exportPath")
        self.path_edit.setText(self._default_path(options, wanted))
        browse = QPushButton(self.tr("&Browse…"), self)
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path_edit, 1)
        row.addWidget(browse)
        label = QLabel(self.tr("&Save as:"), self)
        label.setBuddy(self.path_edit)
        form.addRow(label, row)
        self.converter_note = QLabel(self)
        self.converter_note.setObjectName("converterNote")
        self.converter_note.setWordWrap(True)
        form.addRow("", self.converter_note)
        return form

    def _build_contents(self, options: ExportOptions) -> QGroupBox:
        group = QGroupBox(self.tr("What goes in"), self)
        layout = QVBoxLayout(group)
        kinds = QGridLayout()
        self.kind_boxes: dict[str, QCheckBox] = {}
        labels = [(PART, self.tr("Part headings"))] + [
            (kind.value, self._plural_kind(kind)) for kind in DocumentKind
        ]
        for number, (kind, label) in enumerate(labels):
            box = QCheckBox(label, group)
            box.setObjectName(f"kind-{kind}")
            box.setChecked(kind in options.kinds)
            box.toggled.connect(self._on_choice_changed)
            self.kind_boxes[kind] = box
            kinds.addWidget(box, number // 3, number % 3)
        layout.addLayout(kinds)

        used = {d.status.strip() for d in self.world.documents.values() if d.status.strip()}
        statuses = [name for name in status_names(self.world) if name in used]
        statuses += sorted(used - set(statuses), key=str.casefold)
        layout.addWidget(QLabel(self.tr("Leave out documents whose status is:"), group))
        self.status_list = QListWidget(group)
        self.status_list.setObjectName("skipStatuses")
        skipped = {s.casefold() for s in options.skip_statuses}
        for status in statuses:
            item = QListWidgetItem(status_label(status, self.world), self.status_list)
            item.setData(ID_ROLE, status)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if status.casefold() in skipped else Qt.CheckState.Unchecked
            )
        if not statuses:
            item = QListWidgetItem(self.tr("(no document has a status)"), self.status_list)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.status_list.setMaximumHeight(90)
        self.status_list.itemChanged.connect(self._on_choice_changed)
        layout.addWidget(self.status_list)

        layout.addWidget(QLabel(self.tr("Parts of the tree (untick what stays out):"), group))
        self.tree = QTreeWidget(group)
        self.tree.setObjectName("exportTree")
        self.tree.setHeaderHidden(True)
        excluded = set(options.excluded)
        self._fill_tree(self.tree.invisibleRootItem(), self.world.root, excluded)
        self.tree.expandToDepth(1)
        self.tree.itemChanged.connect(self._on_choice_changed)
        layout.addWidget(self.tree, 1)
        return group

    def _fill_tree(self, parent: QTreeWidgetItem, children: tuple[NodeId, ...],
                   excluded: set[str]) -> None:
        for node_id in children:
            node = self.world.node(node_id)
            if node is None:
                continue
            item = QTreeWidgetItem(parent, [node.title])
            item.setData(0, ID_ROLE, node_id)
            flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
            if isinstance(node, Folder):
                flags |= Qt.ItemFlag.ItemIsAutoTristate
                item.setToolTip(0, folder_kind_label(node.kind))
            elif isinstance(node, Document):
                item.setToolTip(0, document_kind_label(node.kind))
            item.setFlags(flags)
            if isinstance(node, Folder):
                self._fill_tree(item, node.children, excluded)
                if node_id in excluded or not node.children:
                    item.setCheckState(0, Qt.CheckState.Unchecked if node_id in excluded
                                       else Qt.CheckState.Checked)
                    if node_id in excluded:
                        for index in range(item.childCount()):
                            item.child(index).setCheckState(0, Qt.CheckState.Unchecked)
            else:
                item.setCheckState(0, Qt.CheckState.Unchecked if node_id in excluded
                                   else Qt.CheckState.Checked)

    def _build_look(self, options: ExportOptions) -> QGroupBox:
        group = QGroupBox(self.tr("How it looks"), self)
        form = QFormLayout(group)
        self.title_page_box = QCheckBox(self.tr("Title page"), group)
        self.title_page_box.setObjectName("titlePage")
        self.title_page_box.setChecked(options.title_page)
        form.addRow(self.title_page_box)
        meta = self.world.meta
        byline = QLabel(
            self.tr("“%1” by %2").replace("%1", meta.title).replace(
                "%2", meta.author or self.tr("(no author set)")
            ), group
        )
        byline.setWordWrap(True)
        form.addRow(byline)
        self.subtitle_edit = QLineEdit(options.subtitle, group)
        self.subtitle_edit.setObjectName("subtitle")
        self.subtitle_edit.setMaxLength(MAX_SUBTITLE)  # what the export takes, pasted or typed
        self.subtitle_edit.setPlaceholderText(self.tr("optional"))
        form.addRow(self.tr("S&ubtitle:"), self.subtitle_edit)
        self.numbering_box = QCheckBox(self.tr("&Number parts and chapters"), group)
        self.numbering_box.setObjectName("numbering")
        self.numbering_box.setChecked(options.numbering)
        form.addRow(self.numbering_box)
        self.separator_edit = QLineEdit(options.separator, group)
        self.separator_edit.setObjectName("separator")
        self.separator_edit.setMaxLength(MAX_SEPARATOR)
        form.addRow(self.tr("Scene s&eparator:"), self.separator_edit)
        self.preset_box = QCheckBox(self.tr("Standard &manuscript format"), group)
        self.preset_box.setObjectName("manuscriptPreset")
        self.preset_box.setChecked(options.manuscript_preset)
        self.preset_box.setToolTip(self.tr(
            "12 pt serif, double spacing, 1-inch margins, chapters on a new page, and a "
            "header with your surname, the title and the page number."
        ))
        form.addRow(self.preset_box)
        self.preset_note = QLabel(self.tr("For DOCX, ODT and PDF."), group)
        self.preset_note.setEnabled(False)
        form.addRow(self.preset_note)
        return group

    # -- reading the choices -------------------------------------------------------------------

    @property
    def format(self) -> ExportFormat:
        return ExportFormat(self.format_box.currentData())

    def _excluded(self) -> tuple[str, ...]:
        """The unticked items, topmost only (an unticked folder takes its contents out)."""
        out: list[str] = []

        def walk(item: QTreeWidgetItem) -> None:
            for index in range(item.childCount()):
                child = item.child(index)
                state = child.checkState(0)
                if state == Qt.CheckState.Unchecked:
                    out.append(child.data(0, ID_ROLE))
                elif state == Qt.CheckState.PartiallyChecked or child.childCount():
                    walk(child)

        walk(self.tree.invisibleRootItem())
        return tuple(out)

    def options(self) -> ExportOptions:
        kinds = tuple(kind for kind, box in self.kind_boxes.items() if box.isChecked())
        skipped = tuple(
            self.status_list.item(i).data(ID_ROLE)
            for i in range(self.status_list.count())
            if self.status_list.item(i).checkState() == Qt.CheckState.Checked
        )
        return ExportOptions(
            format=self.format,
            kinds=kinds,
            skip_statuses=skipped,
            excluded=self._excluded(),
            title_page=self.title_page_box.isChecked(),
            subtitle=" ".join(self.subtitle_edit.text().split()),
            numbering=self.numbering_box.isChecked(),
            separator=self.separator_edit.text().strip(),
            manuscript_preset=self.preset_box.isChecked(),
            destination=self.path_edit.text().strip(),
        )

    # -- reacting ------------------------------------------------------------------------------

    def _default_path(self, options: ExportOptions, fmt: ExportFormat) -> str:
        """The file last exported to (in this format), or the book's title in the writer's
        Documents folder: never beside a project kept in a hidden folder."""
        if options.destination:
            path = Path(options.destination).expanduser()
            if path.parent.is_dir():
                return str(path.with_suffix(fmt.extension))
        folder = documents_folder()
        name = "".join(c for c in self.world.meta.title if c not in '/\\:*?"<>|').strip()
        return str(folder / f"{name or 'manuscript'}{fmt.extension}")

    def _browse(self) -> None:
        fmt = self.format
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export Manuscript"), self.path_edit.text(),
            f"*{fmt.extension}",
        )
        if path:
            if not path.lower().endswith(fmt.extension):
                path += fmt.extension
            self.path_edit.setText(path)

    def _on_format_changed(self) -> None:
        fmt = self.format
        text = self.path_edit.text().strip()
        if text:
            path = Path(text)
            known = {f.extension for f in ExportFormat}
            if path.suffix.lower() in known and path.suffix.lower() != fmt.extension:
                self.path_edit.setText(str(path.with_suffix(fmt.extension)))
        self.preset_box.setEnabled(fmt.has_manuscript_preset)
        self.preset_note.setVisible(not fmt.has_manuscript_preset)
        if self.pandoc is None:
            note = self.tr("pandoc, which Quire exports with, is not installed.")
        elif fmt == ExportFormat.PDF and self.pdf_converter is not None:
            note = self.tr("Made with %1 from the DOCX (the manuscript format applies).").replace(
                "%1", self.pdf_converter.name
            ) if self.pdf_converter.kind == "libreoffice" else self.tr(
                "Made with pandoc and %1."
            ).replace("%1", self.pdf_converter.name)
        elif self.pdf_converter is None:
            note = self.tr("PDF is not available: it needs LibreOffice or a LaTeX engine.")
        else:
            note = self.tr("Made with %1.").replace("%1", self.pandoc.name)
        self.converter_note.setText(note)
        self._on_choice_changed()

    def _on_choice_changed(self, *_args: object) -> None:
        if self._building:
            return
        try:
            manuscript = assemble(self.world, self.options())
        except ValueError as exc:  # the fields' limits keep the writer's choices valid
            log.warning("export choices refused: %s", exc)
            self.summary.setText(self.tr("These choices cannot be exported."))
            self.export_button.setEnabled(False)
            return
        self._mark_left_out(set(manuscript.documents))
        count = len(manuscript.documents)
        locale = self.locale()
        self.summary.setText(
            self.tr("Documents: %1").replace("%1", locale.toString(count)) + " · "
            + self.tr("Words: %1").replace("%1", locale.toString(manuscript.words))
        )
        self.export_button.setEnabled(count > 0 and self.pandoc is not None)

    def _mark_left_out(self, going_in: set[str]) -> None:
        """Grey the documents that stay out by their kind or status (ticked or not)."""
        dim = self.palette().color(self.palette().ColorGroup.Disabled,
                                   self.palette().ColorRole.Text)
        normal = self.palette().color(self.palette().ColorRole.Text)
        self.tree.blockSignals(True)
        stack = [self.tree.invisibleRootItem()]
        while stack:
            item = stack.pop()
            for index in range(item.childCount()):
                child = item.child(index)
                node_id = child.data(0, ID_ROLE)
                if node_id in self.world.documents:
                    shown = node_id in going_in or child.checkState(0) == Qt.CheckState.Unchecked
                    child.setForeground(0, normal if shown else dim)
                stack.append(child)
        self.tree.blockSignals(False)

    # -- exporting -------------------------------------------------------------------------------

    def start_export(self) -> None:
        """Remember the choices, then export in the background with a progress dialog."""
        if self.job is not None and self.job.running:
            return
        text = self.path_edit.text().strip()
        if not text:
            self._fail(self.tr("Choose the file to export to."))
            return
        destination = Path(text).expanduser()
        if self.root is not None:
            try:
                destination = check_destination(destination, self.root)
            except DestinationInProject as exc:
                self._fail(describe_export_error(exc))
                return
        if destination.is_dir():
            self._fail(self.tr("“%1” is a folder. Choose a file name.").replace("%1", text))
            return
        options = self.options()
        if self.root is not None:
            try:
                save_options(self.root, replace(options, destination=str(destination)))
            except OSError as exc:
                log.warning("could not remember the export choices: %s", exc)
        self.export_button.setEnabled(False)
        self.job = ExportJob(self.world, options, destination, self, project=self.root)
        self.job.succeeded.connect(self._on_succeeded)
        self.job.failed.connect(self._on_failed)
        self.job.cancelled.connect(self._on_cancelled)
        self.job.start(self)

    def _on_succeeded(self, result) -> None:
        self.exported.emit(result)
        self.accept()

    def _on_failed(self, message: str) -> None:
        self.export_button.setEnabled(True)
        self._fail(self.tr("The export failed: %1").replace("%1", message))

    def _on_cancelled(self) -> None:
        self.export_button.setEnabled(True)
        self.summary.setText(self.tr("The export was cancelled; nothing was written."))

    def _fail(self, message: str) -> None:
        self.summary.setText(message)

    def _plural_kind(self, kind: DocumentKind) -> str:
        return {
            DocumentKind.CHAPTER: self.tr("Chapters"),
            DocumentKind.SCENE: self.tr("Scenes"),
            DocumentKind.NOTE: self.tr("Notes"),
            DocumentKind.TEXT: self.tr("Texts"),
        }[kind]

    def reject(self) -> None:
        if self.job is not None and self.job.running:
            self.job.cancel()
        super().reject()

"""File ▸ Import…: what the chosen folder is, what each note will become (the writer may
change it), where the new project goes; the import itself runs on a worker thread, with
progress and a Stop that stops."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.project.labels import entity_kind_label
from assistant.world.errors import WorldError
from assistant.world.importer import (
    DOCUMENT,
    EntityMapping,
    ImportCancelledError,
    ImportOptions,
    ImportPreview,
    ImportReport,
    NoteChoice,
    SourceKind,
    detect_source,
    import_project,
    preview_import,
)
from assistant.world.model import EntityKind

log = logging.getLogger(__name__)


class TaskThread(QThread):
    """Runs ``work(progress, cancel)`` off the GUI thread; its outcome comes back as signals."""

    progressed = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(str, bool)
    """The reason, and whether the writer stopped it."""

    def __init__(self, work: Callable[..., Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._work = work
        self._stop = threading.Event()

    def stop(self) -> None:
        self._stop.set()

    def run(self) -> None:
        try:
            result = self._work(progress=self.progressed.emit, cancel=self._stop.is_set)
        except ImportCancelledError:
            self.failed.emit("", True)
        except (WorldError, OSError, ValueError) as error:
            self.failed.emit(str(error), False)
        except Exception as error:
            log.exception("the import failed")
            self.failed.emit(f"{type(error).__name__}: {error}", False)
        else:
            self.succeeded.emit(result)


class ImportDialog(QDialog):
    """Import one source folder into a new project."""

    imported = Signal(object)
    """The import finished; the :class:`ImportReport`."""

    CHOICES = (DOCUMENT, *(kind.value for kind in EntityKind))

    def __init__(
        self,
        source: Path,
        destination: Path,
        choose_destination: Callable[[Path], Path | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("importDialog")
        self.setWindowTitle(self.tr("Import"))
        self.source = source
        self.kind = detect_source(source)
        self._choose_destination = choose_destination
        self._preview: ImportPreview | None = None
        self._thread: TaskThread | None = None
        self._combos: dict[str, QComboBox] = {}
        self.report: ImportReport | None = None

        self.kind_label = QLabel(self)
        self.kind_label.setWordWrap(True)
        self.destination_field = QLineEdit(str(destination), self)
        self.browse_button = QPushButton(self.tr("Choose…"), self)
        self.browse_button.clicked.connect(self._browse)
        where = QHBoxLayout()
        where.addWidget(self.destination_field, 1)
        where.addWidget(self.browse_button)
        self.title_field = QLineEdit(self)
        self.entities_box = QCheckBox(
            self.tr("Make characters, places, items and factions from the notes that "
                    "describe them"), self
        )
        self.entities_box.setChecked(True)
        self.entities_box.toggled.connect(self._refresh_choices)
        self.join_box = QCheckBox(self.tr("Join the lines of hard-wrapped paragraphs"), self)

        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Note"), self.tr("Becomes"), self.tr("Because of")]
        )
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.summary_label = QLabel(self)
        self.summary_label.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)

        self.buttons = QDialogButtonBox(self)
        self.import_button = self.buttons.addButton(
            self.tr("Import"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.stop_button = self.buttons.addButton(
            self.tr("Stop"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.import_button.clicked.connect(self.start_import)
        self.stop_button.clicked.connect(self.stop)
        self.cancel_button.clicked.connect(self.reject)
        self.stop_button.hide()

        form = QFormLayout()
        form.addRow(self.tr("Import from"), QLabel(str(source), self))
        form.addRow("", self.kind_label)
        form.addRow(self.tr("New project"), where)
        form.addRow(self.tr("Title"), self.title_field)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.entities_box)
        layout.addWidget(self.join_box)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.progress)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self.resize(760, 560)

        self.kind_label.setText(self.kind_text(self.kind))
        self.title_field.setText(source.name.removesuffix(".scriv"))
        self.table.setVisible(self.kind in (SourceKind.OBSIDIAN, SourceKind.FOLDER))
        self._start_preview()

    def kind_text(self, kind: SourceKind) -> str:
        return {
            SourceKind.OBSIDIAN: self.tr("An Obsidian vault"),
            SourceKind.NOVELWRITER: self.tr("A novelWriter project"),
            SourceKind.SCRIVENER: self.tr("A Scrivener project"),
            SourceKind.FOLDER: self.tr("A folder of Markdown or text files"),
        }[kind]

    # -- the preview -------------------------------------------------------------------------

    def _start_preview(self) -> None:
        self.status_label.setText(self.tr("Reading “{name}”…").format(name=self.source.name))
        self.import_button.setEnabled(False)
        source = self.source
        self._run(lambda **kw: preview_import(source, **kw), self._on_preview)

    def _on_preview(self, preview: ImportPreview) -> None:
        self._preview = preview
        if preview.title:
            self.title_field.setText(preview.title)
        self.join_box.setEnabled(bool(preview.hard_wrapped))
        self.join_box.setChecked(bool(preview.hard_wrapped))
        if preview.hard_wrapped:
            self.join_box.setText(
                self.tr("Join the lines of hard-wrapped paragraphs (%n files look "
                        "hard-wrapped)", "", len(preview.hard_wrapped))
            )
        self._fill_table(preview.notes)
        self._refresh_summary()
        self.status_label.setText("")
        self.progress.hide()
        self.import_button.setEnabled(True)

    def _fill_table(self, notes: tuple[NoteChoice, ...]) -> None:
        self.table.setRowCount(len(notes))
        self._combos.clear()
        for row, note in enumerate(notes):
            self.table.setItem(row, 0, QTableWidgetItem(note.path))
            combo = QComboBox(self.table)
            for choice in self.CHOICES:
                combo.addItem(self._choice_label(choice), choice)
            combo.setCurrentIndex(combo.findData(note.chosen))
            combo.currentIndexChanged.connect(self._refresh_summary)
            self.table.setCellWidget(row, 1, combo)
            self.table.setItem(row, 2, QTableWidgetItem(self._sign_label(note.detected.sign)))
            self._combos[note.path] = combo

    def _choice_label(self, choice: str) -> str:
        if choice == DOCUMENT:
            return self.tr("Document")
        return entity_kind_label(EntityKind(choice))

    def _sign_label(self, sign: str) -> str:
        return {
            "field": self.tr("its type or kind"),
            "tag": self.tr("a tag"),
            "folder": self.tr("its folder's name"),
        }.get(sign, "")

    def _refresh_choices(self) -> None:
        """With entities off every note starts as a document; on, as detected."""
        if self._preview is None:
            return
        for note in self._preview.notes:
            combo = self._combos.get(note.path)
            if combo is None:
                continue
            detected = note.detected.kind
            wanted = detected.value if detected is not None and self.entities_box.isChecked() \
                else DOCUMENT
            combo.setCurrentIndex(combo.findData(wanted))
        self._refresh_summary()

    def chosen(self) -> dict[str, str]:
        """What each note becomes, as now chosen."""
        return {path: combo.currentData() for path, combo in self._combos.items()}

    def _refresh_summary(self) -> None:
        preview = self._preview
        if preview is None:
            return
        if self._combos:
            chosen = list(self.chosen().values())
            entities = sum(1 for c in chosen if c != DOCUMENT)
            documents = len(chosen) - entities
        else:
            entities = sum(n for _k, n in preview.entities) if self.entities_box.isChecked() \
                else 0
            documents = preview.documents
        parts = [
            self.tr("%n documents to import", "", documents),
            self.tr("%n entities to make", "", entities),
            self.tr("%n other files copied into the project", "", preview.attachments),
        ]
        if preview.skipped:
            parts.append(self.tr("%n left out (listed after the import)", "",
                                 len(preview.skipped)))
        self.summary_label.setText(" · ".join(parts))

    # -- importing ---------------------------------------------------------------------------

    def options(self) -> ImportOptions:
        mapping = EntityMapping()
        for path, choice in self.chosen().items():
            mapping = mapping.with_rule(path, choice)
        return ImportOptions(
            title=self.title_field.text().strip() or None,
            entities=self.entities_box.isChecked(),
            mapping=mapping,
            join_lines=self.join_box.isChecked(),
        )

    def start_import(self) -> None:
        destination = Path(self.destination_field.text().strip()).expanduser()
        if not self.destination_field.text().strip():
            self.status_label.setText(self.tr("Choose where the new project goes."))
            return
        options = self.options()
        source = self.source
        self.status_label.setText(self.tr("Importing…"))
        self._set_running(True)
        self._run(
            lambda **kw: import_project(source, destination, options, **kw), self._on_imported
        )

    def _on_imported(self, report: ImportReport) -> None:
        self.report = report
        self._set_running(False)
        self.imported.emit(report)
        self.accept()

    def stop(self) -> None:
        if self._thread is not None:
            self.status_label.setText(self.tr("Stopping…"))
            self._thread.stop()

    def _set_running(self, running: bool) -> None:
        self.import_button.setVisible(not running)
        self.stop_button.setVisible(running)
        self.cancel_button.setEnabled(not running)
        for widget in (self.destination_field, self.browse_button, self.title_field,
                       self.entities_box, self.join_box, self.table):
            widget.setEnabled(not running)

    def _browse(self) -> None:
        chosen = self._choose_destination(Path(self.destination_field.text()))
        if chosen is not None:
            self.destination_field.setText(str(chosen))

    def _run(self, work: Callable[..., Any], done: Callable[[Any], None]) -> None:
        thread = TaskThread(work, self)
        thread.progressed.connect(self._on_progress)
        thread.succeeded.connect(done)
        thread.failed.connect(self._on_failed)
        thread.finished.connect(thread.deleteLater)
        self._thread = thread
        self.progress.setRange(0, 0)
        self.progress.show()
        thread.start()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(min(done, total))

    def _on_failed(self, reason: str, stopped: bool) -> None:
        self._set_running(False)
        self.progress.hide()
        if stopped:
            self.status_label.setText(self.tr("The import was stopped. Nothing was written."))
        else:
            self.status_label.setText(
                self.tr("Could not import: {reason}").format(reason=reason)
            )
        self.import_button.setEnabled(self._preview is not None)

    def reject(self) -> None:
        if self._thread is not None and self._thread.isRunning():
            self._thread.stop()
            self._thread.wait()
        super().reject()

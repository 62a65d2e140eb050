"""The document's own fields (front-matter keys an import kept, and any the writer adds),
shown and edited under the document's title; a section a document inspector can host too."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSizePolicy, QToolButton, QVBoxLayout, QWidget

from assistant.gui.editor.fields_table import FieldsTable
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.model import Document, World


class DocumentFieldsSection(QWidget):
    """A header that opens and closes the table of one document's fields."""

    def __init__(
        self, controller: ProjectView, doc_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.doc_id = doc_id
        self._document: Document = controller.snapshot().documents[doc_id]

        self.toggle = QToolButton(self)
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.toggled.connect(self._set_open)
        self.table = FieldsTable(
            controller,
            owner_name=lambda: self._document.title,
            set_edit=lambda key, value, index: world_edits.SetDocumentField(
                doc_id, key, value, index
            ),
            remove_edit=lambda key: world_edits.RemoveDocumentField(doc_id, key),
            move_edit=lambda key, index: world_edits.MoveDocumentField(doc_id, key, index),
            parent=self,
        )
        self.table.table.setMaximumHeight(220)
        self.table.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 0, 24, 0)
        layout.setSpacing(2)
        layout.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.table)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        controller.world_changed.connect(self._on_world_changed)
        self._show(self._document)

    @property
    def is_open(self) -> bool:
        return self.toggle.isChecked()

    def _set_open(self, opened: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if opened else Qt.ArrowType.RightArrow)
        self.table.setVisible(opened)

    def _show(self, document: Document) -> None:
        self._document = document
        count = len(document.fields)
        self.toggle.setText(self.tr("Fields (%n)", "", count) if count else self.tr("Fields"))
        self.toggle.setToolTip(
            self.tr("This document's own fields, such as those an import brought along")
        )
        self.table.show_fields(document.fields)

    def set_locked(self, locked: bool) -> None:
        self.table.set_locked(locked)

    def dispose(self) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.world_changed.disconnect(self._on_world_changed)

    def _on_world_changed(self, world: World, _edit: object) -> None:
        document = world.documents.get(self.doc_id)
        if document is not None and document is not self._document:
            self._show(document)

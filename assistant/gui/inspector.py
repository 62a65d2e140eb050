"""The inspector: what a document is about, beside its text — synopsis, status, tags and
word count — for the document in front, each change one step on the undo stack.

The inspector is a column of sections, each a :class:`InspectorSection` that shows a document
and pushes its own edits. A new kind of information (a document's extra fields, named
statuses with colours) is one more section class in :data:`SECTIONS`, or a different
:data:`status_choices`, without touching the others.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.commands import TEXT_EDITS
from assistant.gui.labels import document_kind_label
from assistant.world.edits import SetDocumentAttribute
from assistant.world.errors import EditError
from assistant.world.model import Document, World


def statuses_in_use(world: World) -> list[str]:
    """The statuses the project's documents have, in order of first use."""
    seen: dict[str, None] = {}
    for document in world.documents_in_order():
        if document.status:
            seen.setdefault(document.status, None)
    return list(seen)


status_choices: Callable[[World], list[str]] = statuses_in_use
"""What the status list offers (named statuses, when a project defines them, plug in here)."""


def parse_tags(text: str) -> tuple[str, ...]:
    """Tags from "flood, key scene,, flood": trimmed, in order, each once."""
    tags: dict[str, None] = {}
    for part in text.split(","):
        tag = " ".join(part.split())
        if tag:
            tags.setdefault(tag, None)
    return tuple(tags)


class InspectorSection(QWidget):
    """One part of the inspector. ``show_document`` (None: no document) is called whenever the
    document in front or the world changes; edits go through ``push``."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        self.inspector = inspector
        self.document: Document | None = None

    def show_document(self, world: World | None, document: Document | None) -> None:
        self.document = document

    def push(self, name: str, value: object, label: str) -> bool:
        """Set the document's attribute ``name`` as one undo step (typing merges)."""
        document = self.document
        if document is None:
            return False
        try:
            self.inspector.controller.push(
                SetDocumentAttribute(document.id, name, value),
                label.replace("%1", document.title),
                merge_key=(name, document.id),
            )
        except EditError as exc:
            self.inspector.problem(str(exc))
            return False
        return True


class SynopsisSection(InspectorSection):
    """A few lines on what happens in the document."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        caption = QLabel(self.tr("&Synopsis"), self)
        self.edit = QPlainTextEdit(self)
        self.edit.setObjectName("inspectorSynopsis")
        self.edit.setPlaceholderText(self.tr("What happens here, in a few lines"))
        self.edit.setTabChangesFocus(True)
        self.edit.setMinimumHeight(72)
        caption.setBuddy(self.edit)
        layout.addWidget(caption)
        layout.addWidget(self.edit)
        self.edit.textChanged.connect(self._on_typed)
        self._showing = False

    def show_document(self, world: World | None, document: Document | None) -> None:
        super().show_document(world, document)
        self.edit.setEnabled(document is not None)
        wanted = document.synopsis if document is not None else ""
        if self.edit.toPlainText() != wanted:
            self._showing = True
            self.edit.setPlainText(wanted)
            self._showing = False

    def _on_typed(self) -> None:
        if self._showing or self.document is None:
            return
        text = self.edit.toPlainText()
        if text != self.document.synopsis:
            self.push("synopsis", text, self.tr("Synopsis of “%1”"))


class StatusSection(InspectorSection):
    """Where the document stands (first draft, revised…): chosen from the project's statuses
    or typed anew."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox(self)
        self.combo.setObjectName("inspectorStatus")
        self.combo.setEditable(True)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.combo.lineEdit().setPlaceholderText(self.tr("No status"))
        layout.addRow(self.tr("St&atus:"), self.combo)
        self.combo.activated.connect(lambda _index: self._commit())
        self.combo.lineEdit().editingFinished.connect(self._commit)

    def show_document(self, world: World | None, document: Document | None) -> None:
        super().show_document(world, document)
        self.combo.setEnabled(document is not None)
        choices = status_choices(world) if world is not None else []
        current = document.status if document is not None else ""
        if [self.combo.itemText(i) for i in range(self.combo.count())] != choices:
            self.combo.blockSignals(True)
            self.combo.clear()
            self.combo.addItems(choices)
            self.combo.blockSignals(False)
        if self.combo.currentText() != current:
            self.combo.setEditText(current)

    def _commit(self) -> None:
        if self.document is None:
            return
        status = " ".join(self.combo.currentText().split())
        if status != self.document.status:
            self.push("status", status, self.tr("Status of “%1”"))


class TagsSection(InspectorSection):
    """Tags, separated by commas."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("inspectorTags")
        self.edit.setPlaceholderText(self.tr("flood, key scene"))
        self.edit.setToolTip(self.tr("Tags, separated by commas"))
        layout.addRow(self.tr("Ta&gs:"), self.edit)
        self.edit.editingFinished.connect(self._commit)

    def show_document(self, world: World | None, document: Document | None) -> None:
        super().show_document(world, document)
        self.edit.setEnabled(document is not None)
        shown = ", ".join(document.tags) if document is not None else ""
        if parse_tags(self.edit.text()) != (document.tags if document else ()):
            self.edit.setText(shown)

    def _commit(self) -> None:
        if self.document is None:
            return
        tags = parse_tags(self.edit.text())
        if tags != self.document.tags:
            self.push("tags", tags, self.tr("Tags of “%1”"))
        self.edit.setText(", ".join(tags))


class CountSection(InspectorSection):
    """The document's kind and its length."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self)
        self.label.setObjectName("inspectorCount")
        self.label.setWordWrap(True)
        layout.addWidget(self.label)

    def show_document(self, world: World | None, document: Document | None) -> None:
        super().show_document(world, document)
        if document is None:
            self.label.setText("")
            return
        words = self.tr("%Ln words", "", document.word_count)
        characters = self.tr("%Ln characters with spaces", "", len(document.text))
        self.label.setText(f"{document_kind_label(document.kind)} · {words} · {characters}")


SECTIONS: list[type[InspectorSection]] = [
    SynopsisSection,
    StatusSection,
    TagsSection,
    CountSection,
]
"""The inspector's sections, top to bottom."""


class Inspector(QWidget):
    """Shows the sections for one document (``show_key``) and keeps them up to date."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("inspector")
        self.controller = controller
        self.key: str | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget(scroll)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(10)
        self.title_label = QLabel(body)
        self.title_label.setObjectName("inspectorTitle")
        self.title_label.setWordWrap(True)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        layout.addWidget(self.title_label)
        self.sections = [section_type(self) for section_type in SECTIONS]
        for section in self.sections:
            section.setParent(body)
            layout.addWidget(section)
        self.problem_label = QLabel(body)
        self.problem_label.setObjectName("inspectorProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        layout.addWidget(self.problem_label)
        layout.addStretch(1)
        scroll.setWidget(body)
        outer.addWidget(scroll)
        controller.world_changed.connect(self._on_world_changed)
        controller.project_closed.connect(lambda: self.show_key(None))
        self.show_key(None)

    def document(self) -> Document | None:
        world = self.controller.world
        if world is None or self.key is None:
            return None
        return world.documents.get(self.key)

    def show_key(self, key: str | None) -> None:
        """Show the document ``key`` (an entity or None shows that there is none)."""
        self.key = key
        self.problem_label.hide()
        self._refresh()

    def _refresh(self) -> None:
        world = self.controller.world
        document = self.document()
        if document is None:
            self.title_label.setText(
                self.tr("Open a document to see its synopsis, status and tags here.")
            )
        else:
            self.title_label.setText(document.title)
        for section in self.sections:
            section.show_document(world, document)

    def _on_world_changed(self, world: World, edit: object) -> None:
        if self.key is None:
            return
        if isinstance(edit, TEXT_EDITS) and self.key not in edit.touched():
            return  # typing in another document changes nothing shown here
        self._refresh()

    def focus_first(self) -> None:
        """Put the keyboard in the first field (the synopsis)."""
        for section in self.sections:
            for widget in section.findChildren(QWidget):
                if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isEnabled():
                    widget.setFocus()
                    return

    def problem(self, text: str) -> None:
        self.problem_label.setText(text)
        self.problem_label.show()

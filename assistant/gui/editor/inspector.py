"""The inspector: what a document is about, beside its text — synopsis, status, tags, its
own fields and its length — for the document in front, each change one step on the undo
stack.

The inspector is a column of sections, each a :class:`InspectorSection` that shows a document and
pushes its own edits; a new kind of information is one more section class in :data:`SECTIONS`. The
status offers the project's named statuses, in their colours
(:mod:`assistant.gui.project.statuses`); the fields are the document's own (front-matter keys an
import kept, or any the writer adds), in the same table as under the document's title.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.app.actions import plain_label
from assistant.gui.editor.document_fields import DocumentFieldsSection
from assistant.gui.project.labels import document_kind_label
from assistant.gui.project.private_mark import lock_icon, private_tooltip
from assistant.gui.project.statuses import status_color, status_label, status_names
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.errors import EditError
from assistant.world.model import Document, World
from assistant.world.privacy.material import node_is_private


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

    def captioned(self, caption: str, field: QWidget) -> None:
        """Lay the section out as ``caption`` above ``field`` (its buddy): every section's
        caption starts at the same edge, however long it is in the writer's language."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        label = QLabel(caption, self)
        label.setBuddy(field)
        field.setAccessibleName(plain_label(caption))  # a combo's own name is its value
        layout.addWidget(label)
        layout.addWidget(field)

    def push(self, name: str, value: object, label: str) -> bool:
        """Set the document's attribute ``name`` as one undo step (typing merges)."""
        document = self.document
        if document is None:
            return False
        try:
            self.inspector.controller.push(
                world_edits.SetDocumentAttribute(document.id, name, value),
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
        self.edit = QPlainTextEdit(self)
        self.edit.setObjectName("inspectorSynopsis")
        self.edit.setPlaceholderText(self.tr("What happens here, in a few lines"))
        self.edit.setTabChangesFocus(True)
        self.edit.setMinimumHeight(72)
        self.captioned(self.tr("&Synopsis"), self.edit)
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
    """Where the document stands: one of the project's statuses, each in its colour (a name
    typed anew is kept too)."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        self.combo = QComboBox(self)
        self.combo.setObjectName("inspectorStatus")
        self.combo.setEditable(True)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.combo.lineEdit().setPlaceholderText(self.tr("No status"))
        self.captioned(self.tr("Sta&tus"), self.combo)
        self.combo.activated.connect(lambda _index: self._commit())
        self.combo.lineEdit().editingFinished.connect(self._commit)
        self._shown: list[tuple[str, str]] = []

    def show_document(self, world: World | None, document: Document | None) -> None:
        super().show_document(world, document)
        self.combo.setEnabled(document is not None)
        current = document.status if document is not None else ""
        names = status_names(world, current) if world is not None else []
        shown = [(name, status_label(name, world)) for name in names]
        if shown != self._shown:
            self._shown = shown
            self.combo.blockSignals(True)
            self.combo.clear()
            for name, label in shown:
                color = status_color(world, name)
                icon = _dot(color) if color is not None else QIcon()
                self.combo.addItem(icon, label, name)
            self.combo.blockSignals(False)
        label = status_label(current, world) if current else ""
        if self.combo.currentText() != label:
            index = self.combo.findData(current) if current else -1
            if index >= 0:
                self.combo.setCurrentIndex(index)
            else:
                self.combo.setEditText(label)

    def chosen_status(self) -> str:
        """The status's name for what the box shows (a label read back, or a new name)."""
        text = " ".join(self.combo.currentText().split())
        for name, label in self._shown:
            if text in (label, name):
                return name
        return text

    def _commit(self) -> None:
        if self.document is None:
            return
        status = self.chosen_status()
        if status != self.document.status:
            self.push("status", status, self.tr("Status of “%1”"))


def _dot(color: QColor) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawEllipse(1, 1, 10, 10)
    painter.end()
    return QIcon(pixmap)


class TagsSection(InspectorSection):
    """Tags, separated by commas."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("inspectorTags")
        self.edit.setPlaceholderText(self.tr("storm, turning point"))
        self.edit.setToolTip(self.tr("Tags, separated by commas"))
        self.captioned(self.tr("Ta&gs"), self.edit)
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
        characters = self.tr("%Ln characters with spaces", "", document.character_count)
        self.label.setText(f"{document_kind_label(document.kind)} · {words} · {characters}")


class FieldsSection(InspectorSection):
    """The document's own fields, in the table the document editor shows them in."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.fields: DocumentFieldsSection | None = None

    def show_document(self, world: World | None, document: Document | None) -> None:
        previous = self.document
        super().show_document(world, document)
        if self.fields is not None and (document is None or previous is None or
                                        document.id != previous.id):  # fmt: skip
            self.fields.dispose()
            self.fields.deleteLater()
            self.fields = None
        if document is not None and self.fields is None:
            self.fields = DocumentFieldsSection(self.inspector.controller, document.id, self)
            self.fields.layout().setContentsMargins(0, 0, 0, 0)
            self.fields.toggle.setChecked(bool(document.fields))
            self._layout.addWidget(self.fields)


class PrivateSection(InspectorSection):
    """Whether the document is marked private: never sent to a cloud model. Inside a private
    folder it is private anyway, and the box says so."""

    def __init__(self, inspector: Inspector) -> None:
        super().__init__(inspector)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.box = QCheckBox(self.tr("Private"), self)  # no Alt key: P is the Project menu's
        self.box.setObjectName("inspectorPrivate")
        self.box.setIcon(lock_icon())
        self.box.setToolTip(private_tooltip())
        layout.addWidget(self.box)
        self.box.clicked.connect(self._clicked)

    def show_document(self, world: World | None, document: Document | None) -> None:
        super().show_document(world, document)
        inherited = (
            world is not None and document is not None and not document.private
            and node_is_private(world, document.id)
        )  # fmt: skip: ticked, and unmarked only through its folder
        self.box.setEnabled(document is not None and not inherited)
        self.box.setChecked(document is not None and (document.private or inherited))
        self.box.setToolTip(
            self.tr("Private because a folder around it is marked private")
            if inherited else private_tooltip()
        )  # fmt: skip

    def _clicked(self, checked: bool) -> None:
        document = self.document
        if document is None or document.private == checked:
            return
        label = self.tr("Mark “%1” private") if checked else self.tr("Mark “%1” not private")
        try:
            self.inspector.controller.push(
                world_edits.SetPrivate(document.id, checked), label.replace("%1", document.title)
            )
        except EditError as exc:
            self.inspector.problem(str(exc))
            self.box.setChecked(document.private)


SECTIONS: list[type[InspectorSection]] = [
    SynopsisSection,
    StatusSection,
    TagsSection,
    FieldsSection,
    PrivateSection,
    CountSection,
]
"""The inspector's sections, top to bottom."""


class Inspector(QWidget):
    """Shows the sections for one document (``show_key``) and keeps them up to date."""

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
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
        self._body_layout = layout
        self.added: list[InspectorSection] = []
        """Sections other rooms added (:meth:`add_section`), after :attr:`sections`."""
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

    def add_section(self, section: InspectorSection) -> None:
        """One more section, from another room (the story clock's Time), below the others."""
        self.added.append(section)
        self._body_layout.insertWidget(self._body_layout.indexOf(self.problem_label), section)
        section.show_document(self.controller.world, self.document())

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
        for section in (*self.sections, *self.added):
            section.show_document(world, document)

    def _on_world_changed(self, world: World, change) -> None:
        if self.key is None:
            return
        if change is not None and change.text_only and self.key not in change.touched:
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

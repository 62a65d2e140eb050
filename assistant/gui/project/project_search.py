"""Search and replace across the whole project (Edit ▸ Find in Project…).

The hits are :func:`assistant.world.search.engine.search`'s, so the panel finds exactly what
``quire search`` and the editor's find bar find (case, accents and curly quotes ignored
unless Match case is on). A search runs on a snapshot, off the GUI thread, so a large project
never freezes the window; a newer search makes an older one's answer moot. Hits are listed
by document, in reading order, with their line, their context and the document's place in
the tree, then the entities' (a series entity's dated values too); clicking one opens the
document with the hit selected, or the entity. Replace All asks first (how
many matches, in how many documents), then replaces every hit as one undo step.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QLocale, QModelIndex, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QGridLayout,
    QHeaderView,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.app.gui_thread import worker_busy
from assistant.gui.project.entity_hits import ShownEntityHit, add_entity_hits
from assistant.gui.widgets.status_line import StatusLine
from assistant.gui.window.project_view import ProjectView
from assistant.world.errors import EditError, InvalidPatternError, SearchTimeoutError
from assistant.world.model import Document, World
from assistant.world.search.engine import SearchHit, SearchOptions, search, spans_in
from assistant.world.search.entity_search import EntityHit, search_entities

log = logging.getLogger(__name__)

MAX_HITS = 5000
"""List at most this many hits (the count says when there are more)."""

SEARCH_DELAY_MS = 250
"""Search this long after the last keystroke (Enter searches at once)."""

HIT_ROLE = Qt.ItemDataRole.UserRole + 1
DOC_ROLE = Qt.ItemDataRole.UserRole + 2
PATH_SEPARATOR = " › "


@dataclass(frozen=True)
class SearchOutcome:
    """One finished search: the world it looked at, its hits, and any problem."""

    query: str
    options: SearchOptions
    world: World
    hits: tuple[SearchHit, ...] = ()
    more: bool = False
    entities: tuple[EntityHit, ...] = ()
    """Hits in the entities (:mod:`~assistant.gui.project.entity_hits` lists them)."""
    problem: Exception | None = None
    """Why the search could not run (worded for the writer by the panel)."""

    def spans_by_document(self) -> dict[str, tuple[Document, list[tuple[int, int]]]]:
        """The spans of the hits by document id, with the document looked at: every live
        document when the search listed all its hits, so that a replace looks again only in
        the documents changed since (each one folded again, at 10M words a few hundred)."""
        found: dict[str, tuple[Document, list[tuple[int, int]]]] = {}
        if not self.more and self.problem is None:
            found = {doc.id: (doc, []) for doc in self.world.documents_in_order()}
        for hit in self.hits:
            document = self.world.documents[hit.doc_id]
            found.setdefault(hit.doc_id, (document, []))[1].append((hit.start, hit.end))
        return found


@dataclass
class _Request:
    generation: int
    query: str
    options: SearchOptions
    world: World
    outcome: list[SearchOutcome] = field(default_factory=list)


class SearchRunner(QObject):
    """Runs searches on a thread of their own; reports each on the GUI thread."""

    finished = Signal(int, object)
    """(generation, SearchOutcome)"""

    def start(self, request: _Request) -> None:
        thread = threading.Thread(
            target=self._run, args=(request,), name="quire-project-search", daemon=True
        )
        thread.start()

    def _run(self, request: _Request) -> None:
        with worker_busy():  # the window, drawing meanwhile, gets the interpreter back sooner
            self._search(request)

    def _search(self, request: _Request) -> None:
        try:
            hits = search(request.world, request.query, request.options, limit=MAX_HITS + 1)
            entities = search_entities(
                request.world, request.query, request.options, limit=MAX_HITS + 1
            )
            outcome = SearchOutcome(
                request.query,
                request.options,
                request.world,
                tuple(hit.made() for hit in hits[:MAX_HITS]),  # not on the GUI thread
                more=len(hits) > MAX_HITS or len(entities) > MAX_HITS,
                entities=tuple(entities[:MAX_HITS]),
            )
        except (InvalidPatternError, SearchTimeoutError) as exc:
            outcome = SearchOutcome(request.query, request.options, request.world, problem=exc)
        except Exception as exc:  # never let a search take the thread down silently
            log.exception("project search failed")
            outcome = SearchOutcome(request.query, request.options, request.world, problem=exc)
        self.finished.emit(request.generation, outcome)


class HitDelegate(QStyledItemDelegate):
    """Draws a hit's context with the hit itself in bold."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        hit = index.data(HIT_ROLE)
        if not isinstance(hit, (SearchHit, ShownEntityHit)):
            super().paint(painter, option, index)
            return
        self.initStyleOption(option, index)
        style = option.widget.style() if option.widget is not None else QApplication.style()
        text = option.text
        option.text = ""
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, option.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(option.palette.color(role))
        start, end = _highlight_in(text, hit)
        bold = QFont(option.font)
        bold.setWeight(QFont.Weight.Bold)
        plain_metrics, bold_metrics = QFontMetrics(option.font), QFontMetrics(bold)
        width = rect.width() - 4
        before, found, after = text[:start], text[start:end], text[end:]
        room = width - bold_metrics.horizontalAdvance(found) - plain_metrics.averageCharWidth() * 8
        if plain_metrics.horizontalAdvance(before) > room:  # keep the hit itself in view
            number = before[: len(before) - hit.highlight[0]]  # "12: ", kept whole
            left = max(0, room - plain_metrics.horizontalAdvance(number))
            context = before[len(number) :]
            before = number + plain_metrics.elidedText(context, Qt.TextElideMode.ElideLeft, left)
        x = rect.left() + 2
        for piece, font in ((before, option.font), (found, bold), (after, option.font)):
            if not piece or x >= rect.right():
                continue
            metrics = QFontMetrics(font)
            shown = metrics.elidedText(piece, Qt.TextElideMode.ElideRight, rect.right() - x)
            painter.setFont(font)
            area = QRect(x, rect.top(), rect.right() - x, rect.height())
            painter.drawText(area, int(Qt.AlignmentFlag.AlignVCenter), shown)
            x += metrics.horizontalAdvance(shown)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width(), max(size.height(), option.fontMetrics.height() + 6))


def _hit_text(hit: SearchHit) -> str:
    return f"{QLocale().toString(hit.line)}: {hit.snippet}"


def _highlight_in(text: str, hit: SearchHit | ShownEntityHit) -> tuple[int, int]:
    prefix = len(text) - len(hit.snippet)
    return prefix + hit.highlight[0], prefix + hit.highlight[1]


class ProjectSearchPanel(QWidget):
    """The panel; ``open_hit(doc_id, start, end)`` shows a hit in the editor."""

    searched = Signal()
    """A search's hits are shown (or its problem is)."""

    def __init__(
        self,
        controller: ProjectView,
        open_hit: Callable[[str, int, int], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("projectSearch")
        self.controller = controller
        self._open_hit = open_hit
        self._generation = 0
        self._running = False
        self.outcome: SearchOutcome | None = None
        self._note = ""
        """What the last Replace All did, said until the search or the text changes."""
        self._replacing = False
        """True while Replace All applies its edit."""
        self.runner = SearchRunner(self)
        self.runner.finished.connect(self._on_finished)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        self.find_field = QLineEdit(self)
        self.find_field.setObjectName("projectFindField")
        self.find_field.setPlaceholderText(self.tr("Find in the project"))
        self.find_field.setClearButtonEnabled(True)
        self.replace_field = QLineEdit(self)
        self.replace_field.setObjectName("projectReplaceField")
        self.replace_field.setPlaceholderText(self.tr("Replace with"))
        self.replace_field.setClearButtonEnabled(True)
        self.replace_all_button = QPushButton(self.tr("Replace All"), self)
        self.replace_all_button.setObjectName("projectReplaceAll")
        self.replace_all_button.setEnabled(False)
        grid.addWidget(self.find_field, 0, 0, 1, 2)
        grid.addWidget(self.replace_field, 1, 0)
        grid.addWidget(self.replace_all_button, 1, 1)
        grid.setColumnStretch(0, 1)
        layout.addLayout(grid)

        options = QGridLayout()
        self.case_box = QCheckBox(self.tr("Match case"), self)
        self.word_box = QCheckBox(self.tr("Whole words"), self)
        self.regex_box = QCheckBox(self.tr("Regular expression"), self)
        options.addWidget(self.case_box, 0, 0)
        options.addWidget(self.word_box, 0, 1)
        options.addWidget(self.regex_box, 1, 0, 1, 2)
        layout.addLayout(options)

        self.status = StatusLine(self, lines=1)
        self.status.setObjectName("projectSearchStatus")
        layout.addWidget(self.status)

        self.results = QTreeWidget(self)
        self.results.setObjectName("projectSearchResults")
        self.results.setHeaderHidden(True)
        self.results.setColumnCount(2)  # a document's title and path, then its count of hits
        header = self.results.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.results.setUniformRowHeights(True)
        self.results.setItemDelegate(HitDelegate(self.results))
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.results.itemActivated.connect(self._on_item_activated)
        self.results.itemClicked.connect(self._on_item_activated)
        layout.addWidget(self.results, 1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.search_now)
        self.find_field.textChanged.connect(self._on_query_edited)
        self.find_field.returnPressed.connect(self.search_now)
        self.replace_field.returnPressed.connect(self.replace_all)
        for box in (self.case_box, self.word_box, self.regex_box):
            box.toggled.connect(self._on_option_toggled)
        self.replace_all_button.clicked.connect(self.replace_all)
        controller.world_changed.connect(self._on_world_changed)
        controller.project_opened.connect(self._on_project_changed)
        controller.project_closed.connect(self._on_project_changed)

    # -- searching -----------------------------------------------------------------------------

    def options(self) -> SearchOptions:
        return SearchOptions(
            case_sensitive=self.case_box.isChecked(),
            whole_word=self.word_box.isChecked(),
            regex=self.regex_box.isChecked(),
        )

    def _on_query_edited(self, _text: str) -> None:
        self._note = ""
        self._timer.start()

    def _on_option_toggled(self, _on: bool) -> None:
        self._note = ""
        self.search_now()

    def _say(self, text: str) -> None:
        self.status.setText(f"{self._note} · {text}" if self._note and text else text)

    def is_searching(self) -> bool:
        return self._running

    def search_now(self) -> None:
        """Search for what the find field holds (on a thread); the list follows."""
        self._timer.stop()
        self._generation += 1
        query = self.find_field.text()
        world = self.controller.world
        if not query or world is None:
            self._running = False
            self.outcome = None
            self.results.clear()
            self.status.setText("")
            self.replace_all_button.setEnabled(False)
            self.searched.emit()
            return
        self._running = True
        self.status.setText(self.tr("Searching…"))
        self.runner.start(_Request(self._generation, query, self.options(), world))

    def _on_finished(self, generation: int, outcome: SearchOutcome) -> None:
        if generation != self._generation:
            return  # the writer has searched for something else since
        self._running = False
        self.outcome = outcome
        self._show(outcome)
        self.searched.emit()

    def _problem_text(self, problem: Exception) -> str:
        """Why a search cannot run, in the writer's language; only the regular expression's
        own complaint (which names the character at fault) is kept, in brackets."""
        if isinstance(problem, InvalidPatternError):
            detail = str(problem.__cause__ or problem)
            return self.tr("The regular expression is not valid (%1).").replace("%1", detail)
        if isinstance(problem, SearchTimeoutError):
            return self.tr(
                "The regular expression took too long to search the project. Try a simpler "
                "one: nested repeats such as (a+)+ never finish."
            )
        return self.tr("This search could not be done.")

    def _show(self, outcome: SearchOutcome) -> None:
        self.results.clear()
        self.replace_all_button.setEnabled(bool(outcome.hits))
        if outcome.problem is not None:
            self.status.setText(self._problem_text(outcome.problem))
            return
        if not outcome.hits and not outcome.entities:
            self._say(self.tr("No matches"))
            return
        by_document: dict[str, list[SearchHit]] = {}
        for hit in outcome.hits:
            by_document.setdefault(hit.doc_id, []).append(hit)
        locale = QLocale()
        for doc_id, hits in by_document.items():
            document = outcome.world.documents[doc_id]
            folders = hits[0].path[:-1]  # the titles above the document, as quire search has them
            path = PATH_SEPARATOR.join(folders)
            item = QTreeWidgetItem(self.results)
            item.setText(0, f"{document.title} — {path}" if path else document.title)
            item.setToolTip(0, hits[0].where)
            item.setText(1, locale.toString(len(hits)))  # in view however long the title
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setData(0, DOC_ROLE, doc_id)
            font = item.font(0)
            font.setWeight(QFont.Weight.DemiBold)
            item.setFont(0, font)
            for hit in hits:
                child = QTreeWidgetItem(item)
                child.setFirstColumnSpanned(True)  # the line of context takes the whole width
                child.setText(0, _hit_text(hit))
                child.setData(0, HIT_ROLE, hit)
                child.setData(0, DOC_ROLE, doc_id)
                child.setToolTip(0, hit.snippet)
            item.setExpanded(True)
        add_entity_hits(self.results, outcome.world, outcome.entities, HIT_ROLE, DOC_ROLE)
        count = len(outcome.hits)
        documents = len(by_document)
        said = [self.tr("%Ln matches", "", count) + " " + self.tr(
            "in %Ln documents", "", documents
        )] if count else []  # fmt: skip
        if outcome.entities:
            #: Beside "12 matches in 3 documents": the matches in entities' names and fields.
            said.append(self.tr("%Ln matches in entities", "", len(outcome.entities)))
        text = " · ".join(said)
        if outcome.more:
            text = self.tr("More than %Ln matches; the first ones are listed", "", count)
        self._say(text)

    def _on_item_activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        doc_id = item.data(0, DOC_ROLE)
        if not isinstance(doc_id, str):
            return
        hit = item.data(0, HIT_ROLE)
        if isinstance(hit, SearchHit):
            self._open_hit(doc_id, *self._current_span(hit))
        else:
            self._open_hit(doc_id, 0, 0)

    def _current_span(self, hit: SearchHit) -> tuple[int, int]:
        """Where ``hit`` is now (the document may have changed since the search)."""
        outcome, world = self.outcome, self.controller.world
        if outcome is None or world is None:
            return hit.start, hit.end
        then, now = outcome.world.documents.get(hit.doc_id), world.documents.get(hit.doc_id)
        if then is now or now is None:
            return hit.start, hit.end
        ordinal = [h for h in outcome.hits if h.doc_id == hit.doc_id].index(hit)
        try:
            spans = spans_in(now, outcome.query, outcome.options)
        except (InvalidPatternError, SearchTimeoutError):
            spans = []
        if ordinal < len(spans):
            return spans[ordinal]
        place = min(hit.start, now.character_count)
        return place, place

    def _on_world_changed(self, _world, _change) -> None:
        if not self._replacing:  # an Undo, or the writer's typing: "Replaced 24" is over
            self._note = ""
        if self.outcome is not None and self.isVisible() and self.find_field.text():
            self._timer.start()  # keep the list true to the text (after a pause)

    def _on_project_changed(self) -> None:
        self._generation += 1
        self._running = False
        self.outcome = None
        self.results.clear()
        self.status.setText("")
        self.replace_all_button.setEnabled(False)

    # -- replacing -----------------------------------------------------------------------------

    def replace_all(self) -> int:
        """Replace every hit as one undo step; returns how many were replaced."""
        outcome, world = self.outcome, self.controller.world
        query = self.find_field.text()
        if outcome is None or world is None or not query or outcome.problem is not None:
            return 0
        from assistant.world.edits.replace_all import replace_everywhere  # read when first asked

        replacement = self.replace_field.text()
        try:
            planned = replace_everywhere(
                world, query, replacement, self.options(), outcome.spans_by_document()
            )
        except (InvalidPatternError, SearchTimeoutError) as exc:
            self.status.setText(self._problem_text(exc))
            return 0
        if planned is None:
            self.status.setText(self.tr("No matches"))
            return 0
        if not self._confirm(query, replacement, planned.count, planned.documents):
            return 0
        label = (
            self.tr("Replace “%1” with “%2” in %Ln documents", "", planned.documents)
            .replace("%1", query)
            .replace("%2", replacement)
        )
        self._replacing = True
        try:
            self.controller.push(planned.edit, label)
        except EditError as exc:
            log.info("replace all refused: %s", exc)
            self.status.setText(self.tr("Nothing was replaced: %1").replace("%1", str(exc)))
            return 0
        finally:
            self._replacing = False
        self._note = self.tr("Replaced %Ln", "", planned.count)
        self.search_now()
        self.status.setText(self._note)
        return planned.count

    def _confirm(self, query: str, replacement: str, count: int, documents: int) -> bool:
        """Ask before replacing across the project: how many matches, in how many documents."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Replace All"))
        box.setText(
            self.tr("Replace all %Ln matches of “%1” with “%2”?", "", count)
            .replace("%1", query)
            .replace("%2", replacement)
        )
        box.setInformativeText(self.tr(
            "%Ln documents will change. You can take this back with Edit ▸ Undo.", "", documents
        ))  # fmt: skip
        replace = box.addButton(self.tr("Replace All"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(replace)
        box.exec()
        return box.clickedButton() is replace

    def focus_find(self, *, replace: bool = False) -> None:
        field = self.replace_field if replace and self.find_field.text() else self.find_field
        field.setFocus()
        field.selectAll()

"""The inspector's Time: when the document in front happens, as the story clock placed it
(with the weekday, in the book's calendar), and the time cues its text holds, each a
quotation that selects its passage in the editor when clicked."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout

from assistant.gui.editor.inspector import Inspector, InspectorSection
from assistant.gui.timeline.clock_words import date_words, problem_words
from assistant.gui.timeline.sources import cues_of
from assistant.gui.timeline.timeline_view import TimelineView
from assistant.world.clock.model import Resolution, TimeCue
from assistant.world.model import Document, World

CUES_AFTER_MS = 400
"""Typing in the document: its cues are found again after this pause."""
MAX_CUES = 12


class TimeSection(InspectorSection):
    """When the document happens, and what its text says about time."""

    def __init__(self, inspector: Inspector, timeline: TimelineView) -> None:
        super().__init__(inspector)
        self.setObjectName("inspectorTime")
        self.timeline = timeline
        self.cues: list[TimeCue] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        self.caption = QLabel(self.tr("Time"), self)
        layout.addWidget(self.caption)
        self.when_label = QLabel(self)
        self.when_label.setObjectName("inspectorWhen")
        self.when_label.setWordWrap(True)
        self.when_label.setTextFormat(Qt.TextFormat.PlainText)
        self.when_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.when_label)
        self.cues_label = QLabel(self)
        self.cues_label.setObjectName("inspectorCues")
        self.cues_label.setWordWrap(True)
        self.cues_label.setTextFormat(Qt.TextFormat.RichText)
        self.cues_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.cues_label.setToolTip(self.tr("Select the passage in the editor"))
        self.cues_label.linkActivated.connect(self._open_cue)
        self.cues_label.setForegroundRole(QPalette.ColorRole.Text)
        layout.addWidget(self.cues_label)
        self._cue_timer = QTimer(self)
        self._cue_timer.setSingleShot(True)
        self._cue_timer.setInterval(CUES_AFTER_MS)
        self._cue_timer.timeout.connect(self._show_cues)
        timeline.redrawn.connect(self._refresh)

    def show_document(self, world: World | None, document: Document | None) -> None:
        changed = document is None or self.document is None or document.id != self.document.id
        super().show_document(world, document)
        self._show_when(world, document)
        if changed:
            self._show_cues()
        else:
            self._cue_timer.start()

    def _refresh(self) -> None:
        self._show_when(self.inspector.controller.world, self.document)
        self._show_cues()

    def _show_when(self, world: World | None, document: Document | None) -> None:
        picture = self.timeline.picture
        self.setVisible(document is not None)
        if document is None or world is None:
            self.when_label.clear()
            return
        if picture is None:
            self.when_label.setText(self.tr("Working out the timeline…"))
            return
        timeline = picture.timeline
        scene = timeline.scenes.get(document.id)
        if scene is None or scene.span is None:
            problem = next((p for p in timeline.problems if p.node_id == document.id), None)
            self.when_label.setText(
                problem_words(problem, world) if problem is not None
                else self.tr("No time given: it has no “when” field.")
            )  # fmt: skip
            return
        text = date_words(timeline.calendar, scene.span.start)
        if scene.resolution is Resolution.RELATIVE:
            anchor = world.documents.get(scene.anchor)
            text += "\n" + self.tr("“%1”, counted from “%2”").replace("%1", scene.when).replace(
                "%2", anchor.title if anchor is not None else scene.anchor
            )
        self.when_label.setText(text)

    def _show_cues(self) -> None:
        world, document = self.inspector.controller.world, self.document
        picture = self.timeline.picture
        self.cues = []
        if world is not None and document is not None and picture is not None:
            self.cues = cues_of(world, document.id, picture.timeline.calendar)[:MAX_CUES]
        if not self.cues:
            self.cues_label.setText(
                html.escape(self.tr("No time cues found in its text.")) if document else ""
            )
            return
        lines = [html.escape(self.tr("What its text says about time:"))]
        quoted = self.tr("“%1”")
        for index, cue in enumerate(self.cues):
            quote = html.escape(" ".join(cue.quote.split()), quote=False)
            lines.append(f"<a href='cue:{index}'>{quoted.replace('%1', quote)}</a>")
        self.cues_label.setText("<br>".join(lines))

    def _open_cue(self, href: str) -> None:
        """Select the cue's passage in the editor."""
        try:
            cue = self.cues[int(href.partition(":")[2])]
        except (ValueError, IndexError):
            return
        self.inspector.controller.request_passage(cue.node_id, cue.start, cue.end)


__all__ = ["TimeSection"]

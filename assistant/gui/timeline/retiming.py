"""Re-timing a scene from the timeline: one undo step that sets its ``when``, named after the
scene.

A scene timed by a relation ("three days later", "the next morning after The Toll-House")
follows the scene it counts from. Moving it on the timeline would replace the relation with
a date of its own, so the writer is asked first, and nothing changes unless they say so.
Moving a scene that others count from keeps their relations: they move with it.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from assistant.gui.timeline.clock_words import date_words
from assistant.gui.timeline.sources import TimelinePicture, retime_edit, when_text
from assistant.gui.window.project_view import ProjectView
from assistant.world.clock.model import Moment, Resolution
from assistant.world.clock.when import WHEN, time_field
from assistant.world.errors import EditError

log = logging.getLogger(__name__)


class Retimer(QObject):
    """Sets scenes' times for the timeline view (``parent``: the widget its questions
    belong to)."""

    def __init__(self, controller: ProjectView, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.widget = parent

    def move(self, picture: TimelinePicture, node_id: str, minute: int) -> bool:
        """Move a scene to start at ``minute`` (a drag, or Alt+arrow); True when it moved."""
        world = self.controller.world
        scene = picture.timeline.scenes.get(node_id)
        if world is None or scene is None or scene.span is None:
            return False
        if node_id not in world.documents:
            return False
        calendar = picture.timeline.calendar
        moment = Moment(minute, scene.span.start.precision)
        if scene.resolution is Resolution.RELATIVE and not self._replace_relation(
            world.documents[node_id].title, scene.when, date_words(calendar, moment)
        ):
            return False
        return self.set_when(node_id, when_text(calendar, moment))

    def _replace_relation(self, title: str, when: str, date: str) -> bool:
        text = self.tr("“%1” happens “%2”, counted from another scene.")
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Move a Scene Timed by Another"),
                          text.replace("%1", title).replace("%2", when), parent=self.widget)
        box.setInformativeText(
            self.tr("Moving it gives it a date of its own, %1, and it no longer moves with "
                    "the scene it counts from.").replace("%1", date)
        )  # fmt: skip
        give = box.addButton(self.tr("Give It That Date"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(give)
        box.exec()
        return box.clickedButton() is give

    def ask_when(self, node_id: str) -> bool:
        """Set Time…: the writer types when the scene happens ("" clears it)."""
        world = self.controller.world
        document = world.documents.get(node_id) if world is not None else None
        if document is None:
            return False
        field = time_field(document.fields, WHEN)
        current = field[1] if field is not None else ""
        text, accepted = QInputDialog.getText(
            self.widget,
            self.tr("Set Time"),
            self.tr("When “%1” happens: a date, a date and time, or a relation such as "
                    "“three days later” (empty: no time)").replace("%1", document.title),
            QLineEdit.EchoMode.Normal,
            current,
        )  # fmt: skip
        if not accepted or " ".join(text.split()) == current:
            return False
        return self.set_when(node_id, " ".join(text.split()))

    def set_when(self, node_id: str, when: str) -> bool:
        """Set the scene's ``when`` as one undo step."""
        world = self.controller.world
        if world is None or node_id not in world.documents:
            return False
        title = world.documents[node_id].title
        try:
            edit = retime_edit(world, node_id, when)
            self.controller.push(edit, self.tr("Time of “%1”").replace("%1", title))
        except (EditError, ValueError) as error:
            log.info("could not re-time %s: %s", node_id, error)
            return False
        return True


__all__ = ["Retimer"]

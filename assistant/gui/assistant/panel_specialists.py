"""The assistant panel's part in specialists and spending: the picker of who answers, each
specialist taking a request while a turn runs, the estimate card before a large read, and a
finished or kept turn's notes (who answered, handoffs, summaries from the cache, the budget's
notice, money), and the notice of a fallback model asked when the turn's model gave up. The
panel makes one and calls it when a turn ends or is shown again."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, QUrl
from PySide6.QtGui import QDesktopServices

from assistant.agent.conversations.model import Turn
from assistant.agent.loop.events import AgentEvent
from assistant.agent.providers.fallback import ModelFellBack
from assistant.agent.session.hooks import ServedFromCache
from assistant.agent.session.run import RunEnd
from assistant.agent.specialists.handoff import SpecialistStarted
from assistant.agent.spending.estimate import EstimateCheck
from assistant.gui.assistant.cards.estimate import EstimateCard
from assistant.gui.assistant.cards.fallback_notice import fallback_notice
from assistant.gui.assistant.specialist_names import specialist_label
from assistant.gui.assistant.specialist_picker import SpecialistPicker
from assistant.gui.assistant.specialist_trail import mark_from_cache, show_turn_notes

log = logging.getLogger(__name__)


class PanelSpecialists(QObject):
    """See the module doc; ``panel`` is the assistant panel."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.picker = SpecialistPicker(panel)
        session = panel.session
        self.picker.chosen.connect(lambda name: session.core.set_specialist(name))
        self.picker.refresh_requested.connect(self.refresh)
        self.picker.edit_requested.connect(self.edit)
        session.event_received.connect(self._on_event)
        session.estimate_requested.connect(self._on_estimate)
        panel.controller.project_opened.connect(self.refresh)
        panel.controller.project_closed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Read the project's specialists again (their files may have changed)."""
        session = self.panel.session
        self.picker.set_team(session.core.team(), session.core.specialist)

    def edit(self) -> None:
        """Write the built-in specialists out (where they have no file) and open the folder."""
        try:
            folder = self.panel.session.specialists_folder()
        except OSError:
            log.warning("could not write the specialists' files", exc_info=True)
            self.panel.box.set_status(
                QCoreApplication.translate(
                    "PanelSpecialists", "The specialists' files could not be written."
                )
            )
            return
        if folder is None:
            self.panel.box.set_status(
                QCoreApplication.translate(
                    "PanelSpecialists", "Open a project to edit its specialists."
                )
            )
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
        self.refresh()

    # -- while a turn runs ------------------------------------------------------------------

    def _running_view(self):
        run = self.panel.session.running
        return self.panel.scroll.view_of(run.turn.id) if run is not None else None

    def _on_event(self, event: AgentEvent) -> None:
        view = self._running_view()
        if view is None:
            return
        if isinstance(event, SpecialistStarted):
            view.trail.started(event.name, event.handoff)
            if event.handoff is not None and not self.panel.session.is_stopping:
                self.panel.box.set_status(
                    QCoreApplication.translate("PanelSpecialists", "%1 takes over…").replace(
                        "%1", specialist_label(event.name)
                    )
                )
        elif isinstance(event, ServedFromCache):
            mark_from_cache(view, event.call.id)
        elif isinstance(event, ModelFellBack):
            notice = fallback_notice(view)
            if notice is not None:
                notice.add(event.fell_back)
            if not self.panel.session.is_stopping:
                self.panel.box.set_status(
                    QCoreApplication.translate("PanelSpecialists", "Asking %1 instead…").replace(
                        "%1", event.fell_back.target.label
                    )
                )

    def _on_estimate(self, turn_id: str, check: EstimateCheck) -> None:
        view = self.panel.scroll.view_of(turn_id)
        if view is None or not check.is_waiting:
            check.decline()
            return
        card = EstimateCard(check, view)
        view.act_area.addWidget(card)
        view.estimate_cards.append(card)
        self.panel.box.set_status(
            QCoreApplication.translate("PanelSpecialists", "Waiting for your word on the estimate…")
        )
        self.panel.scroll.scroll_to_bottom()
        card.proceed_button.setFocus()

    # -- when a turn ends, or is shown again --------------------------------------------------

    def finished(self, view, end: RunEnd) -> None:
        notes = end.turn.notes if end.turn is not None else end.run.extras.notes
        budget = end.run.extras.notes.budget if end.result.exhausted else 0
        show_turn_notes(view, notes, budget=budget)

    def kept(self, view, turn: Turn) -> None:
        show_turn_notes(view, turn.notes, budget=turn.notes.budget if turn.exhausted else 0)


__all__ = ["PanelSpecialists"]

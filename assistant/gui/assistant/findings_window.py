"""Assistant ▸ Check Continuity…: the continuity audit and its findings.

The window runs the core's :class:`~assistant.agent.audit.audit.Audit` off the GUI thread (with a
progress bar and a Stop that stops), and for a book of a series the cross-book audit the same
way (:mod:`assistant.gui.assistant.series_check`), and lists the findings kept with the
project: each with its kind, status, summary and both quotations as links that open the
passage (a quotation of an earlier book names that book and opens nothing). **Fix** hands
the finding to the assistant panel (an act-mode turn scoped to it, one undo step, the usual
approval); **Mark intentional** keeps it out of later audits. A finding whose quoted text
has changed since is shown as possibly fixed.
"""

from __future__ import annotations

import html
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.audit.audit import Audit, AuditProgress, AuditReport, shown_findings
from assistant.agent.audit.findings import Claim, Finding, Findings, FindingsStore, FindingStatus
from assistant.agent.audit.series_audit import SeriesReport
from assistant.agent.config.request_log import RequestLog
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AgentError, ErrorKind
from assistant.agent.session.provider_setup import AssistantSetup, SetupProblem, load_setup
from assistant.gui.app.gui_thread import worker_busy
from assistant.gui.assistant import series_check
from assistant.gui.assistant.error_text import describe_error
from assistant.gui.assistant.turns.quote_marks import open_quotation
from assistant.gui.assistant.writer_requests import finding_kind_label
from assistant.gui.timeline.finding_words import shown_summary
from assistant.gui.transfer.problem_text import fill
from assistant.gui.window.project_view import ProjectView

log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class Runnable(Protocol):
    """An audit the job runs: the continuity audit, or the cross-book audit's run."""

    def run(self, *, on_progress: Callable[[Any], None] | None = ...,
            cancel: CancelToken | None = ...) -> Any: ...  # fmt: skip


class AuditJob(QObject):
    """One audit on a worker thread; its signals arrive on the GUI thread."""

    progress = Signal(object)
    finished = Signal(object)

    def __init__(self, audit: Runnable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.audit = audit
        self.cancel = CancelToken()
        self._thread = threading.Thread(target=self._run, name="quire-audit", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self.cancel.cancel()

    def wait(self, seconds: float = 10.0) -> None:
        self._thread.join(seconds)

    def _run(self) -> None:
        try:
            with worker_busy():  # the window, drawing meanwhile, gets the interpreter back sooner
                report = self.audit.run(on_progress=self.progress.emit, cancel=self.cancel)
        except Exception as error:  # reported in the window, never lost in a thread
            log.exception("the continuity audit failed")
            report = AuditReport(error=AgentError(ErrorKind.INTERNAL, str(error)))
        self.finished.emit(report)


class FindingCard(QFrame):
    """One finding: kind and status, summary, both quotations, Fix and Mark intentional."""

    fix_requested = Signal(object)
    status_requested = Signal(str, object)
    claim_requested = Signal(object)

    def __init__(self, finding: Finding, possibly_fixed: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.finding = finding
        self.setObjectName("findingCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        self.heading = QLabel(self)
        self.heading.setObjectName("findingHeading")
        status = _status_label(finding, possibly_fixed)
        kind = finding_kind_label(finding)
        if finding.across:
            earlier = series_check.book_label(finding.claim_b.book, finding.claim_b.book_title)
            kind += " · " + fill(self.tr("Against %1"), earlier)
        self.heading.setText(f"{kind} · {status}")
        self.heading.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.summary = QLabel(shown_summary(finding), self)
        self.summary.setObjectName("findingSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        bold = QFont(self.summary.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.summary.setFont(bold)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        self.claims: list[QLabel] = []
        for side, claim in (("a", finding.claim_a), ("b", finding.claim_b)):
            label = QLabel(self)
            label.setObjectName(f"findingClaim_{side}")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            if claim.book:  # another book's passage: named, never a link that opens nothing
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                label.setText(series_check.earlier_claim_html(claim))
                label.setToolTip(series_check.earlier_claim_tip(claim))
            else:
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
                label.setText(_claim_html(claim, side))
                label.setToolTip(self.tr("Open the passage"))
                label.linkActivated.connect(lambda _href, c=claim: self.claim_requested.emit(c))
            label.setContentsMargins(12, 0, 0, 0)
            layout.addWidget(label)
            self.claims.append(label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.fix_button = QPushButton(self.tr("Fix"), self)
        self.fix_button.setObjectName("fixFindingButton")
        self.fix_button.setToolTip(
            self.tr("Ask the assistant to change this book's side so that it agrees with the "
                    "earlier book, in act mode; you can undo it in one step")
            if finding.across else
            self.tr("Ask the assistant to fix this, in act mode: it may change only these two "
                    "passages' documents, and you can undo it in one step")
        )  # fmt: skip
        self.fix_button.clicked.connect(lambda: self.fix_requested.emit(self.finding))
        if finding.status is FindingStatus.OPEN:
            self.mark_button = QPushButton(self.tr("Mark Intentional"), self)
            self.mark_button.setToolTip(self.tr("You meant it: keep it out of later checks"))
            target = FindingStatus.INTENTIONAL
        else:
            self.mark_button = QPushButton(self.tr("Reopen"), self)
            target = FindingStatus.OPEN
        self.mark_button.setObjectName("markFindingButton")
        self.mark_button.clicked.connect(
            lambda: self.status_requested.emit(self.finding.id, target)
        )
        self.fix_button.setVisible(finding.status is FindingStatus.OPEN)
        row.addWidget(self.fix_button)
        row.addWidget(self.mark_button)
        layout.addLayout(row)


class FindingsWindow(QWidget):
    """The continuity window of the open project; see the module doc."""

    fix_requested = Signal(object)

    def __init__(
        self,
        controller: ProjectView,
        parent: QWidget | None = None,
        *,
        setup_factory: Callable[[], AssistantSetup] | None = None,
        language: Callable[[], str] = lambda: "en",
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("findingsWindow")
        self.controller = controller
        self._setup_factory = setup_factory or load_setup
        self._language = language
        self._job: AuditJob | None = None
        self._setup: AssistantSetup | None = None
        self.cards: list[FindingCard] = []
        self.resize(660, 720)
        self._build()
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(600)
        self._refresh_timer.timeout.connect(self.refresh)
        controller.world_changed.connect(lambda *_args: self._refresh_soon())
        controller.project_opened.connect(self._on_project_changed)
        controller.project_closed.connect(self._on_project_changed)
        self._on_project_changed()

    # -- building --------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "The assistant reads your chapters one by one against your characters, places and "
            "notes, and lists what disagrees. Every quotation is checked against your text; a "
            "second check reads only the chapters you changed."
        ), self)  # fmt: skip
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        self.check_button = QPushButton(self.tr("Check Continuity"), self)
        self.check_button.setObjectName("checkContinuityButton")
        self.check_button.clicked.connect(lambda: self.start_audit(everything=False))
        self.check_all_button = QPushButton(self.tr("Check Every Chapter Again"), self)
        self.check_all_button.setObjectName("checkAllButton")
        self.check_all_button.clicked.connect(lambda: self.start_audit(everything=True))
        self.earlier_button = QPushButton(self.tr("Check Against Earlier Books"), self)
        self.earlier_button.setObjectName("checkEarlierBooksButton")
        self.earlier_button.setToolTip(self.tr(
            "Read this book's chapters against the earlier books of its series"
        ))  # fmt: skip
        self.earlier_button.clicked.connect(lambda: self.start_series_audit())
        self.earlier_button.hide()
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.setObjectName("stopAuditButton")
        self.stop_button.clicked.connect(self.stop)
        self.stop_button.hide()
        row.addWidget(self.check_button)
        row.addWidget(self.check_all_button)
        row.addWidget(self.earlier_button)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("auditProgress")
        self.progress.hide()
        layout.addWidget(self.progress)
        self.status = QLabel(self)
        self.status.setObjectName("auditStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.show_all = QCheckBox(self.tr("Show findings marked intentional or fixed"), self)
        self.show_all.setObjectName("showAllFindings")
        self.show_all.toggled.connect(lambda _checked: self.refresh())
        layout.addWidget(self.show_all)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.list_widget = QWidget(self.scroll)
        self.list_layout = QVBoxLayout(self.list_widget)
        self.list_layout.setContentsMargins(0, 0, 0, 0)
        self.list_layout.addStretch(1)
        self.scroll.setWidget(self.list_widget)
        layout.addWidget(self.scroll, 1)
        self.empty = QLabel(self)
        self.empty.setObjectName("noFindings")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.empty)

    # -- what it shows ----------------------------------------------------------------------------

    @property
    def store(self) -> FindingsStore | None:
        folder = self._app_data()
        return FindingsStore(folder) if folder is not None else None

    def refresh(self) -> None:
        """Show the kept findings as they stand now (possibly fixed worked out afresh)."""
        for card in self.cards:
            card.deleteLater()
        self.cards = []
        store, world = self.store, self.controller.world
        findings = store.load() if store is not None else Findings()
        if store is not None and store.set_aside_as is not None:
            self.status.setText(
                self.tr("The findings file could not be read; it was set aside as %1.")
                .replace("%1", store.set_aside_as.name)
            )  # fmt: skip
        shown = list(shown_findings(findings, world)) if world is not None else []
        hidden = 0
        for finding, possibly_fixed in shown:
            if finding.status is not FindingStatus.OPEN and not self.show_all.isChecked():
                hidden += 1
                continue
            card = FindingCard(finding, possibly_fixed, self.list_widget)
            card.fix_requested.connect(self.fix_requested)
            card.status_requested.connect(self.set_status)
            card.claim_requested.connect(self.open_claim)
            card.fix_button.setEnabled(self.controller.is_open)
            self.list_layout.insertWidget(self.list_layout.count() - 1, card)
            self.cards.append(card)
        if self.cards:
            self.empty.hide()
            return
        if not (findings.chapters or findings.series_chapters):
            #: Names the button “Check Continuity” (FindingsWindow): quote it as it reads.
            text = self.tr("No findings yet. Check Continuity to have your chapters read.")
        elif hidden:
            text = self.tr("No open findings; %n marked intentional or fixed are hidden.", "",
                           hidden)  # fmt: skip
        else:
            text = self.tr("No open findings: the chapters checked agree with your notes.")
        self.empty.setText(text)
        self.empty.show()

    def set_status(self, finding_id: str, status: FindingStatus) -> None:
        store = self.store
        if store is None:
            return
        try:
            store.set_status(finding_id, status)
        except (KeyError, OSError):
            log.warning("could not change the finding %s", finding_id, exc_info=True)
            self.status.setText(self.tr("The finding could not be changed."))
        self.refresh()

    def open_claim(self, claim: Claim) -> None:
        """Open the passage of one quotation (one of another book only says where it is)."""
        if claim.book:
            self.status.setText(series_check.earlier_claim_tip(claim))
            return
        open_quotation(self.controller, claim.quote, claim.document)

    # -- the audit ------------------------------------------------------------------------------

    @property
    def is_running(self) -> bool:
        return self._job is not None

    def start_audit(self, *, everything: bool = False) -> bool:
        """Check the chapters (those changed since the last check, or every one)."""
        folder, world = self._app_data(), self.controller.world
        if self._job is not None or folder is None or world is None:
            return False
        try:
            setup = self._setup_factory()
        except SetupProblem as problem:
            self._show_error(problem.error)
            return False
        language = setup.language or self._language()
        audit = Audit(
            world, setup, FindingsStore(folder), everything=everything, language=language,
            runlog=RequestLog(folder / "runs", secrets=setup.secrets),
        )  # fmt: skip
        to_read, unchanged = audit.plan()
        if not to_read:
            setup.close()
            self.status.setText(self.tr("No chapter has changed since the last check."))
            return False
        text = (self.tr("Reading %n chapter(s)…", "", len(to_read))
                + (" " + self.tr("%n unchanged since the last check.", "", len(unchanged))
                   if unchanged else ""))  # fmt: skip
        self._start_job(setup, audit, text, len(to_read))
        return True

    def start_series_audit(self, *, everything: bool = False) -> bool:
        """Check this book's chapters (those changed since, or with what they are compared
        with changed since, the last such check) against the earlier books of its series."""
        folder, world, root = self._app_data(), self.controller.world, self.controller.root
        if self._job is not None or folder is None or world is None or root is None:
            return False
        reason = series_check.unavailable_reason(world)
        if reason:
            self.status.setText(reason)
            return False
        try:
            setup = self._setup_factory()
        except SetupProblem as problem:
            self._show_error(problem.error)
            return False
        run = series_check.SeriesAuditRun(Path(root), world, setup, folder, everything)
        self._start_job(setup, run, self.tr("Reading the earlier books of the series…"), 0)
        return True

    def _start_job(self, setup: AssistantSetup, audit: Runnable, text: str, total: int) -> None:
        self._setup = setup
        self._job = AuditJob(audit, self)
        self._job.progress.connect(self._on_progress)
        self._job.finished.connect(self._on_finished)
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.progress.show()
        self.status.setText(text)
        self._set_running(True)
        self._job.start()

    def stop(self) -> None:
        if self._job is not None:
            self._job.stop()
            self.status.setText(self.tr("Stopping…"))
            self.stop_button.setEnabled(False)

    def shutdown(self) -> None:
        """Stop a running audit and wait for it (the window or the project is closing)."""
        job = self._job
        if job is not None:
            job.stop()
            job.wait()

    def _on_progress(self, step: AuditProgress | series_check.SeriesProgress) -> None:
        self.progress.setRange(0, step.total)
        self.progress.setValue(max(step.index - 1, 0))
        if step.chapter is None:  # the cross-book audit summarises the earlier books first
            self.status.setText(series_check.progress_text(step) or "")
            return
        self.status.setText(
            self.tr("Reading “%1” (%2 of %3)…").replace("%1", step.chapter.title)
            .replace("%2", str(step.index)).replace("%3", str(step.total))
        )  # fmt: skip

    def _on_finished(self, report: AuditReport | SeriesReport) -> None:
        job, self._job = self._job, None
        if job is not None:
            job.deleteLater()
        if self._setup is not None:
            self._setup.close()
            self._setup = None
        self._set_running(False)
        self.progress.hide()
        self.refresh()
        if isinstance(report, SeriesReport):
            lines = series_check.SeriesReportWords().lines(report)
            self.status.setText(" ".join(lines))
            if report.error is not None:
                self._show_error(report.error, prefix=" ".join(lines))
            return
        lines = [self.tr("%n new finding(s).", "", len(report.new))]
        if report.dropped:
            lines.append(self.tr("%n finding(s) dropped: their quotes are not in the project.",
                                 "", report.dropped))  # fmt: skip
        if report.unfinished:
            lines.append(self.tr("%n chapter(s) not finished: the assistant ran out of steps; "
                                 "they are read again next time.", "", len(report.unfinished)))
        if report.cancelled:
            lines.append(self.tr("Stopped: the chapters read so far are kept."))
        self.status.setText(" ".join(lines))
        if report.error is not None:
            self._show_error(report.error, prefix=" ".join(lines))

    def _show_error(self, error: AgentError, prefix: str = "") -> None:
        message = describe_error(error)
        self.status.setText(f"{prefix} {message.sentence}".strip())

    def _set_running(self, running: bool) -> None:
        self.check_button.setEnabled(not running)
        self.check_all_button.setEnabled(not running)
        self.earlier_button.setEnabled(not running)
        self.stop_button.setVisible(running)
        self.stop_button.setEnabled(running)

    # -- inside -----------------------------------------------------------------------------------

    def _app_data(self) -> Path | None:
        project = self.controller.project
        if project is None or project.store is None:
            return None
        try:
            return Path(project.store.app_data_dir)
        except OSError:
            return None

    def _refresh_soon(self) -> None:
        self._show_earlier_button()
        if self.isVisible():
            self._refresh_timer.start()

    def _show_earlier_button(self) -> None:
        """Check Against Earlier Books shows for a book that has earlier books."""
        world = self.controller.world if self.controller.is_open else None
        self.earlier_button.setVisible(not series_check.unavailable_reason(world))

    def _on_project_changed(self) -> None:
        self.shutdown()
        title = self.controller.world.meta.title if self.controller.world is not None else ""
        self.setWindowTitle(
            self.tr("Continuity — %1").replace("%1", title) if title else self.tr("Continuity")
        )
        open_ = self.controller.is_open and self._app_data() is not None
        self.check_button.setEnabled(open_)
        self.check_all_button.setEnabled(open_)
        self.earlier_button.setEnabled(open_)
        self._show_earlier_button()
        self.status.clear()
        self.refresh()

    def closeEvent(self, event) -> None:
        self.shutdown()
        super().closeEvent(event)


def _status_label(finding: Finding, possibly_fixed: bool) -> str:
    if possibly_fixed:
        return translate("FindingsWindow", "Possibly fixed: the quoted text has changed")
    labels = {
        FindingStatus.OPEN: translate("FindingsWindow", "Open"),
        FindingStatus.INTENTIONAL: translate("FindingsWindow", "Intentional"),
        FindingStatus.FIXED: translate("FindingsWindow", "Fixed"),
    }
    return labels[finding.status]


def _claim_html(claim: Claim, side: str) -> str:
    quote = html.escape(" ".join(claim.quote.split()), quote=False)
    where = html.escape(claim.title or claim.document, quote=False)
    quoted = translate("FindingsWindow", "“%1”").replace("%1", quote)
    return (f"<a href='quire://claim/{side}'>{quoted}</a> — "
            + translate("FindingsWindow", "in %1").replace("%1", f"<i>{where}</i>"))  # fmt: skip


__all__ = ["AuditJob", "FindingCard", "FindingsWindow"]

"""Edit ▸ Assistant History: every act-mode run kept with the project, with Undo per run.

The list comes from the project's run history (:mod:`assistant.agent.act.run_history`): runs
made in this window, in an earlier session, or with ``quire ask --act``. Each row says when,
what was asked, which model, what it changed and whether it can be undone now; the state is
read from the project's content, so it follows the writer's edits, undo and redo. Under each
run are its changes and who decided each change it proposed (a run whose every change was
refused is listed for that too). Undo takes a run back through the undo stack (so Undo puts
it back), or says plainly why it cannot: what was edited since, or that it is undone already.
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.act.run_history import (
    NOT_THINGS,
    HistoryEntry,
    KeptRunState,
    NotKept,
    RunCheck,
    UndoRefused,
    check_run,
    key_title,
)
from assistant.gui.assistant.session import AssistantSession
from assistant.gui.assistant.turns.change_words import headline
from assistant.gui.assistant.turns.decision_words import decision_line
from assistant.world.edits.scope import META_KEY, ROOT_KEY, SETTINGS_KEY, TRASH_KEY
from assistant.world.errors import EditError
from assistant.world.model import World

REFRESH_MS = 250
"""Redraw the states this long after the project last changed (not on every keystroke)."""


class Column:
    NUMBER = 0
    WHEN = 1
    REQUEST = 2
    MODEL = 3
    CHANGES = 4
    STATE = 5
    UNDO = 6


class RunHistoryWindow(QDialog):
    """The kept act-mode runs of the open project, newest first; see the module doc."""

    def __init__(self, assistant: AssistantSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.assistant = assistant
        self.controller = assistant.controller
        self.entries: list[HistoryEntry] = []
        self.undo_buttons: dict[int, QPushButton] = {}
        self.setObjectName("runHistoryWindow")
        self.setWindowTitle(self.tr("Assistant History"))
        self.resize(900, 460)

        intro = QLabel(
            #: Names the button “Undo” (RunHistoryWindow): quote it as the button reads.
            self.tr(
                "Every change the assistant made in act mode, here or from the command line, "
                "newest first. Undo takes a run back as a new step, which you can undo in turn."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("runHistoryList")
        self.tree.setColumnCount(7)
        self.tree.setHeaderLabels([
            self.tr("Run"), self.tr("When"), self.tr("Request"), self.tr("Model"),
            self.tr("Changes"), self.tr("State"), "",
        ])  # fmt: skip
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setWordWrap(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        for column in (Column.NUMBER, Column.WHEN, Column.MODEL, Column.CHANGES, Column.STATE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.REQUEST, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(Column.UNDO, QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(32)
        self.empty_label = QLabel(self.tr("No assistant runs yet: act-mode runs are kept here."))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setEnabled(False)
        self.problems_label = QLabel(self)
        self.problems_label.setObjectName("runHistoryProblems")
        self.problems_label.setWordWrap(True)
        self.problems_label.hide()
        self.message_label = QLabel(self)
        self.message_label.setObjectName("runHistoryMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.message_label)
        layout.addWidget(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        self.controller.world_changed.connect(lambda *_args: self._refresh_soon())
        self.controller.project_opened.connect(self.refresh)
        self.controller.project_closed.connect(self.refresh)
        assistant.run_finished.connect(lambda _end: self.refresh())
        self.refresh()

    # -- drawing --------------------------------------------------------------------------------

    def _refresh_soon(self) -> None:
        if self.isVisible():
            self._timer.start()

    def showEvent(self, event) -> None:
        self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        """Read the history again and say where each run stands in the project now."""
        self._timer.stop()
        world = self.controller.world
        self.entries = self.assistant.ledger.kept_runs() if world is not None else []
        self.tree.clear()
        self.undo_buttons = {}
        for entry in self.entries:
            check = check_run(entry, world)  # type: ignore[arg-type]
            self._add_row(entry, world, check)  # type: ignore[arg-type]
        self._fit_columns()
        self.empty_label.setVisible(not self.entries)
        self.tree.setVisible(bool(self.entries))
        unreadable = self.assistant.ledger.history_problems() if world is not None else []
        self.problems_label.setVisible(bool(unreadable))
        if unreadable:
            text = self.tr(
                "%n record(s) in the history could not be read; they were left as they are.",
                "",
                len(unreadable),
            )
            self.problems_label.setText(text)
            self.problems_label.setToolTip("\n".join(f"{p.name}: {p.reason}" for p in unreadable))

    def _fit_columns(self) -> None:
        """Size the short columns to their runs' rows (not to the changes listed under a run,
        which span the row), and cap the model's and the state's, so the request keeps the
        room: it is what says what a run was."""
        header = self.tree.header()
        metrics = self.tree.fontMetrics()
        pad = 2 * metrics.averageCharWidth() + 8
        caps = {Column.MODEL: 140, Column.STATE: 180}
        for column in (Column.NUMBER, Column.WHEN, Column.MODEL, Column.CHANGES, Column.STATE):
            texts = [self.tree.headerItem().text(column)]
            texts += [
                self.tree.topLevelItem(row).text(column)
                for row in range(self.tree.topLevelItemCount())
            ]
            width = max(metrics.horizontalAdvance(text) for text in texts) + pad
            header.resizeSection(column, min(width, caps.get(column, width)))

    def _add_row(self, entry: HistoryEntry, world: World, check: RunCheck) -> None:
        item = QTreeWidgetItem(self.tree)
        request = " ".join(entry.request.split())
        item.setText(Column.NUMBER, QLocale().toString(entry.number))
        item.setText(Column.WHEN, self._when(entry))
        item.setText(Column.REQUEST, request)
        item.setToolTip(Column.REQUEST, entry.request)
        model = " · ".join(p for p in (entry.provider, entry.model) if p)
        item.setText(Column.MODEL, model)
        item.setToolTip(Column.MODEL, model)
        item.setText(Column.CHANGES, QLocale().toString(len(entry.changes)))
        item.setTextAlignment(Column.CHANGES, Qt.AlignmentFlag.AlignCenter)
        state = self.state_text(entry, world, check)
        item.setText(Column.STATE, state)
        item.setToolTip(Column.STATE, state)
        decided = {d.change: d for d in entry.decisions if d.made}
        lines = [decision_line(decided[c.number], headline(c)) if c.number in decided
                 else headline(c) for c in entry.changes]  # fmt: skip
        lines += [decision_line(d) for d in entry.decisions if not d.made]
        for line in lines:
            child = QTreeWidgetItem(item)
            child.setText(0, line)
            child.setFirstColumnSpanned(True)
        button = QPushButton(self.tr("Undo"), self.tree)
        button.setObjectName(f"undoRun{entry.number}")
        button.setEnabled(check.can_undo)
        button.setToolTip(
            self.tr("Take this run back as a new step") if check.can_undo else state
        )
        button.clicked.connect(lambda _checked=False, e=entry: self.undo(e))
        self.tree.setItemWidget(item, Column.UNDO, button)
        self.undo_buttons[entry.number] = button

    def _when(self, entry: HistoryEntry) -> str:
        when = entry.when
        if when is None:
            return entry.time
        moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp())).toLocalTime()
        return QLocale().toString(moment, QLocale.FormatType.ShortFormat)

    # -- words ----------------------------------------------------------------------------------

    def thing_text(self, entry: HistoryEntry, world: World, key: str) -> str:
        """What a scope key stands for: “Chapter 1”, the trash…"""
        if key in NOT_THINGS:
            return {
                ROOT_KEY: self.tr("the order of the top level"),
                TRASH_KEY: self.tr("the trash"),
                META_KEY: self.tr("the project's details"),
                SETTINGS_KEY: self.tr("the project's settings"),
            }[key]
        title = key_title(entry, world, key) or key
        return self.tr("“%1”").replace("%1", title)

    def _things(self, entry: HistoryEntry, world: World, check: RunCheck) -> str:
        return QLocale().createSeparatedList(
            [self.thing_text(entry, world, key) for key in check.edited]
        )

    def state_text(self, entry: HistoryEntry, world: World, check: RunCheck) -> str:
        """Where a run stands now, in a few words."""
        match check.state:
            case KeptRunState.STANDS:
                return self.tr("Can be undone")
            case KeptRunState.UNDONE:
                return self.tr("Undone")
            case KeptRunState.EDITED:
                return self.tr("Changed since: %1").replace(
                    "%1", self._things(entry, world, check)
                )
            case KeptRunState.NOT_KEPT:
                return self.tr("Cannot be undone: %1").replace("%1", self._not_kept(entry))
            case KeptRunState.NOTHING:
                return self.tr("Changed nothing: no change it proposed was made")
            case _:
                return self.tr("Cannot be undone exactly: its record does not match the project")

    def _not_kept(self, entry: HistoryEntry) -> str:
        reasons = {
            NotKept.SECRET: self.tr("its record would have held an API key"),
            NotKept.TOO_LARGE: self.tr("it was too large to keep"),
        }
        try:
            reason = NotKept(entry.not_kept)
        except ValueError:
            reason = NotKept.UNKNOWN
        return reasons.get(reason, self.tr("it holds a change this version cannot keep"))

    def refusal_text(self, entry: HistoryEntry, world: World, check: RunCheck) -> str:
        """Why a run could not be undone, and what to do."""
        if check.state is KeptRunState.EDITED:
            return (
                self.tr(
                    "Cannot undo run %1: %2 changed since. Undo those edits first, or change "
                    "it by hand."
                )
                .replace("%1", str(entry.number))
                .replace("%2", self._things(entry, world, check))
            )
        if check.state is KeptRunState.UNDONE:
            return self.tr("Run %1 is already undone.").replace("%1", str(entry.number))
        return self.tr("Run %1: %2").replace("%1", str(entry.number)).replace(
            "%2", self.state_text(entry, world, check)
        )

    # -- undoing --------------------------------------------------------------------------------

    def undo(self, entry: HistoryEntry) -> bool:
        """Take ``entry``'s run back; says how it went under the list."""
        world = self.controller.world
        if world is None:
            return False
        try:
            new_step = self.assistant.undo_kept_run(entry)
        except UndoRefused as refused:
            self._say(self.refusal_text(entry, world, refused.check), problem=True)
            self.refresh()
            return False
        except EditError as error:
            self._say(str(error), problem=True)
            return False
        if new_step:
            text = self.tr("Run %1 undone. Edit ▸ Undo puts it back.")
        else:
            text = self.tr("Run %1 undone. Edit ▸ Redo puts it back.")
        self._say(text.replace("%1", str(entry.number)), problem=False)
        self.refresh()
        return True

    def _say(self, text: str, *, problem: bool) -> None:
        self.message_label.setText(text)
        self.message_label.setStyleSheet("color: #c62828;" if problem else "")
        self.message_label.show()

    @property
    def message(self) -> str:
        return "" if self.message_label.isHidden() else self.message_label.text()


__all__ = ["RunHistoryWindow"]

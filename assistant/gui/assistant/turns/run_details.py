"""A dialog listing what one turn's runs did: the requests sent, the responses, tool calls
and their results, the reviews of its changes and who decided each of them, its questions
and plan, the fallback models asked, the tokens used and how each run ended (from the run
history); and **Save for a Bug Report…**, which writes those records to a file the writer
picks (keys redacted, and the writer's text left out when they tick **Leave out my text**),
a file ``quire replay`` reads."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.providers.fallback import FellBack
from assistant.gui.assistant.cards.fallback_notice import fallback_sentence

SUMMARY_CHARS = 120
TOOLTIP_CHARS = 1000
"""A record's summary is shown whole (up to this) when the pointer rests on it."""


class RunDetailsDialog(QDialog):
    """The records of one run, oldest first; choosing one shows it in full."""

    def __init__(self, records: Sequence[dict[str, Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("runDetailsDialog")
        self.setWindowTitle(self.tr("Run details"))
        self.resize(640, 480)
        self.records = list(records)
        layout = QVBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.tree = QTreeWidget(splitter)
        self.tree.setObjectName("runRecords")
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels([self.tr("Time"), self.tr("Kind"), self.tr("Details")])
        who = requesters(self.records)
        if who is not None:
            self.tree.setHeaderLabels(
                [self.tr("Time"), self.tr("Who"), self.tr("Kind"), self.tr("Details")]
            )
        for number, record in enumerate(self.records):
            whole = _summary(record)[:TOOLTIP_CHARS]
            columns = [str(record.get("time", "")), str(record.get("kind", "")), _cut(whole)]
            if who is not None:
                columns.insert(1, who[number])
            item = QTreeWidgetItem(columns)
            item.setToolTip(len(columns) - 1, whole)
            self.tree.addTopLevelItem(item)
        self.tree.resizeColumnToContents(0)
        self.tree.resizeColumnToContents(1)
        self.detail = QPlainTextEdit(splitter)
        self.detail.setObjectName("runRecordDetail")
        self.detail.setReadOnly(True)
        self.detail.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        if not self.records:
            self.detail.setPlainText(self.tr("No run history is kept for this turn."))
        layout.addWidget(splitter, 1)
        self.leave_out = QCheckBox(self.tr("&Leave out my text"), self)
        self.leave_out.setObjectName("leaveOutMyText")
        self.leave_out.setToolTip(self.tr(
            "The project's text, your questions, the answers and the titles become placeholder "
            "text of the same length; which tools ran, in what order, decided how, stays."
        ))  # fmt: skip
        self.save_button = QPushButton(self.tr("&Save for a Bug Report…"), self)
        self.save_button.setObjectName("saveForBugReport")
        self.save_button.setEnabled(bool(self.records))
        self.save_button.clicked.connect(self.save_for_bug_report)
        self.saved_label = QLabel(self)
        self.saved_label.setObjectName("bugReportSaved")
        self.saved_label.setWordWrap(True)
        self.saved_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.saved_label.hide()
        layout.addWidget(self.saved_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.leave_out)
        bottom.addWidget(buttons, 1)
        layout.addLayout(bottom)
        self.tree.currentItemChanged.connect(self._on_current)
        if self.records:
            self.tree.setCurrentItem(self.tree.topLevelItem(0))

    def save_for_bug_report(self) -> bool:
        """Ask where, and write the records there for a bug report; False when the writer
        chose nowhere or it could not be written (the dialog says so)."""
        from assistant.agent.replay.bug_report import write_bug_report

        run = str(self.records[0].get("run", "run")) if self.records else "run"
        suggested = Path.home() / f"quire-{run.replace('/', '-')}.jsonl"
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save for a Bug Report"), str(suggested),
            self.tr("Run records (*.jsonl)"),
        )  # fmt: skip
        if not path:
            return False
        try:
            write_bug_report(Path(path), self.records, leave_out_text=self.leave_out.isChecked())
        except OSError as error:
            self.saved_label.setText(
                self.tr("It could not be saved: %1").replace("%1", error.strerror or str(error))
            )
            self.saved_label.show()
            return False
        text = self.tr("Saved to %1. Attach the file to your report: quire replay reads it.")
        self.saved_label.setText(text.replace("%1", path))
        self.saved_label.show()
        return True

    def _on_current(self, item: QTreeWidgetItem | None, _previous: object) -> None:
        if item is None:
            return
        record = self.records[self.tree.indexOfTopLevelItem(item)]
        self.detail.setPlainText(
            json.dumps(record.get("data", {}), ensure_ascii=False, indent=2)
        )


def requesters(records: Sequence[dict[str, Any]]) -> list[str] | None:
    """Who sent each record's request: the general assistant, a specialist (from the
    "specialist" records that start each one's part), or a summary; None when the runs had
    neither specialists nor summaries."""
    from assistant.gui.assistant.specialist_names import specialist_label

    current = ""
    found = False
    who = []
    for record in records:
        kind = record.get("kind")
        data = record.get("data") if isinstance(record.get("data"), dict) else {}
        if kind in ("question", "keep_going"):
            current = ""
        elif kind == "specialist":
            name = str(data.get("name", ""))
            current = "" if name == "general assistant" else name
            found = True
        if kind == "request" and str(data.get("system_prompt", "")).startswith("You summarise"):
            who.append(QCoreApplication.translate("RunDetailsDialog", "summary"))
            found = True
        else:
            who.append(specialist_label(current))
    return who if found else None


def _summary(record: dict[str, Any]) -> str:
    data = record.get("data", {})
    if not isinstance(data, dict):
        return str(data)[:TOOLTIP_CHARS]
    kind = record.get("kind")
    if kind == "request":
        messages = data.get("messages", [])
        # a label and its number, so the noun never has to agree with the count
        text = QCoreApplication.translate("RunDetailsDialog", "Messages: %1").replace(
            "%1", QLocale().toString(len(messages))
        )
        if messages:
            text += " · " + str(messages[-1].get("content", ""))
    elif kind == "response":
        text = str(data.get("text", "")) or ", ".join(data.get("tool_calls", []))
    elif kind in ("tool_call", "tool_result"):
        text = str(data.get("call", ""))
        if kind == "tool_result":
            text += " → " + str(data.get("result", ""))
    elif kind == "review":
        verdicts = {
            "pass": QCoreApplication.translate("RunDetailsDialog", "passed"),
            "flag": QCoreApplication.translate("RunDetailsDialog", "flagged"),
            "failed": QCoreApplication.translate("RunDetailsDialog", "could not check"),
        }
        verdict = str(data.get("verdict", ""))
        text = f"{verdicts.get(verdict, verdict)}: {data.get('reason', '')}".rstrip(": ")
    elif kind == "decision":
        from assistant.gui.assistant.turns.decision_words import record_line

        text = record_line(data) or json.dumps(data, ensure_ascii=False)
    elif kind in ("question", "question_settled"):
        text = str(data.get("question", ""))
        if data.get("answer"):
            text += " → " + str(data["answer"])
    elif kind == "fallback" and (fell_back := FellBack.from_json(data)) is not None:
        text = fallback_sentence(fell_back)
    elif kind == "plan":
        items = data.get("items", [])
        text = " · ".join(str(i.get("text", "")) for i in items if isinstance(i, dict))
    else:
        text = json.dumps(data, ensure_ascii=False)
    return " ".join(text.split())


def _cut(text: str) -> str:
    return text if len(text) <= SUMMARY_CHARS else text[: SUMMARY_CHARS - 1] + "…"


__all__ = ["RunDetailsDialog"]

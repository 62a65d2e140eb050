"""What the writer does with the conversations in the panel's bar: choose one, rename it,
delete it, export it as Markdown, step between its branches; and what the panel says about
conversation files that could not be read, or a conversation that could not be saved,
deleted or exported.

:class:`ConversationActions` keeps the bar in step with the project's conversations (read
from :attr:`AssistantSession.conversations
<assistant.gui.assistant.session.AssistantSession.conversations>`) and asks the writer
(a title, a confirmation, where to export) before it changes anything through the session.
Its strings are the panel's (translation context ``AssistantPanel``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QMessageBox, QWidget

from assistant.agent.conversations.export import ExportLabels
from assistant.gui.assistant.conversation_list import ConversationBar
from assistant.gui.assistant.session import AssistantSession, Problem
from assistant.gui.assistant.turns.sent_line import sent_words
from assistant.gui.project.new_project_dialog import documents_folder


def export_labels() -> ExportLabels:
    """The headings and notes of an exported conversation, in the writer's language."""

    return ExportLabels(
        question=QCoreApplication.translate("AssistantPanel", "Question"),
        sent=sent_words,
        added=QCoreApplication.translate("AssistantPanel", "You added while it worked: %1"),
        answer=QCoreApplication.translate("AssistantPanel", "Answer"),
        tools=QCoreApplication.translate("AssistantPanel", "Tools used"),
        undone=QCoreApplication.translate(
            "AssistantPanel", "The changes of this turn were undone."
        ),
        no_answer=QCoreApplication.translate("AssistantPanel", "(no answer)"),
        plan=QCoreApplication.translate("AssistantPanel", "Plan"),
        in_progress=QCoreApplication.translate("AssistantPanel", "(in progress)"),
        asked=QCoreApplication.translate("AssistantPanel", "Asked"),
        answered=QCoreApplication.translate("AssistantPanel", "Answer: %1"),
        stopped=QCoreApplication.translate(
            "AssistantPanel", "Not answered: the assistant was stopped."
        ),
        unavailable=QCoreApplication.translate(
            "AssistantPanel", "Not asked (nobody to ask); assumed: %1"
        ),
        too_many=QCoreApplication.translate(
            "AssistantPanel", "Not asked (enough questions); assumed: %1"
        ),
    )


class ConversationActions(QObject):
    """The bar's requests for ``session``'s conversations; ``panel`` is the parent of the
    dialogs, ``notice`` shows unreadable conversation files, ``set_status`` says how an
    action went and ``refreshed`` is called after the bar was brought up to date."""

    def __init__(
        self,
        panel: QWidget,
        session: AssistantSession,
        bar: ConversationBar,
        notice: QLabel,
        set_status: Callable[[str], None],
        refreshed: Callable[[], None],
    ) -> None:
        super().__init__(panel)
        self.panel = panel
        self.session = session
        self.bar = bar
        self.notice = notice
        self.set_status = set_status
        self.refreshed = refreshed
        bar.rename_requested.connect(self.ask_rename)
        bar.delete_requested.connect(self.ask_delete)
        bar.export_requested.connect(self.ask_export)
        bar.branch_step_requested.connect(session.step_branch)
        session.conversations_changed.connect(self.refresh)
        session.problem.connect(self._on_problem)

    def refresh(self) -> None:
        """Show the kept conversations in the bar, the current one chosen."""
        current = self.session.conversations.current
        kept_ones = self.session.conversations.kept
        entries = [(c.id, c.title) for c in kept_ones]
        kept = current.id if any(c.id == current.id for c in kept_ones) else None
        self.bar.set_conversations(entries, kept, has_turns=bool(current.turns))
        self.bar.set_branch(*current.branch_position())
        self.refreshed()

    def show_load_failures(self) -> None:
        """Say which conversation files could not be read (and where they were set aside)."""
        lines = []
        for failure in self.session.conversations.load_failures:
            if failure.set_aside_as is not None:
                lines.append(
                    QCoreApplication.translate(
                        "AssistantPanel",
                        "The conversation file %1 could not be read; it was set aside as %2.",
                    )
                    .replace("%1", failure.path.name)
                    .replace("%2", failure.set_aside_as.name)
                )
            else:
                lines.append(
                    QCoreApplication.translate(
                        "AssistantPanel", "The conversation file %1 could not be read."
                    ).replace("%1", failure.path.name)
                )
        self.notice.setText("\n".join(lines))
        self.notice.setVisible(bool(lines))

    def export_markdown(self, path: Path | str) -> bool:
        """Write the current branch to ``path`` as Markdown; False when it could not be
        written (and the panel says so)."""
        return self.session.export_markdown(path, export_labels())

    def ask_rename(self) -> None:
        title, ok = QInputDialog.getText(
            self.panel,
            QCoreApplication.translate("AssistantPanel", "Rename conversation"),
            QCoreApplication.translate("AssistantPanel", "Title:"),
            text=self.session.conversations.current.title,
        )
        if ok:
            self.session.rename(title)

    def ask_delete(self) -> None:
        title = self.session.conversations.current.title
        answer = QMessageBox.question(
            self.panel,
            QCoreApplication.translate("AssistantPanel", "Delete conversation"),
            QCoreApplication.translate("AssistantPanel", "Delete the conversation “%1”?").replace(
                "%1", title
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.session.delete()

    def ask_export(self) -> None:
        """Ask where to (the documents folder to begin with, not wherever Quire was started
        from), export, and say where it went."""
        title = self.session.conversations.current.title
        name = "".join(c if c.isalnum() or c in " -_" else "_" for c in title)
        suggested = documents_folder() / ((name.strip() or "conversation") + ".md")
        path, _filter = QFileDialog.getSaveFileName(
            self.panel,
            QCoreApplication.translate("AssistantPanel", "Export conversation"),
            str(suggested),
            QCoreApplication.translate("AssistantPanel", "Markdown (*.md)"),
        )
        if path and self.export_markdown(path):  # a failure is said by the session
            self.set_status(
                QCoreApplication.translate("AssistantPanel", "Conversation exported to %1")
                .replace("%1", path)
            )

    def _on_problem(self, problem: str) -> None:
        texts = {
            Problem.NOT_SAVED: QCoreApplication.translate(
                "AssistantPanel", "The conversation could not be saved."
            ),
            Problem.NOT_DELETED: QCoreApplication.translate(
                "AssistantPanel", "The conversation could not be deleted."
            ),
            Problem.NOT_EXPORTED: QCoreApplication.translate(
                "AssistantPanel", "The conversation could not be exported."
            ),
        }
        self.set_status(texts.get(Problem(problem), ""))


__all__ = ["ConversationActions", "export_labels"]

"""A turn's answer is drawn at most twice for a whole batch of streamed pieces, and the
finished answer (with its links) is what stays."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from assistant.agent.audit.answer_links import document_url
from assistant.agent.loop.messages import TokenUsage
from assistant.agent.loop.result import AgentResult
from assistant.gui.assistant.turns.turn_view import AnswerView, TurnView
from assistant.world.model import Document, FrozenMap, World


def test_a_batch_of_pieces_is_drawn_once_and_the_links_stay(qtbot, monkeypatch):
    drawn: list[str] = []
    show = AnswerView.show_markdown

    def counting(self: AnswerView, text: str, finish=None) -> None:
        drawn.append(text)
        show(self, text, finish)

    monkeypatch.setattr(AnswerView, "show_markdown", counting)
    view = TurnView("Where is the bridge?")
    qtbot.addWidget(view)
    pieces = [f"word{i} " for i in range(200)]
    for piece in pieces:  # one batch: no return to the event loop in between
        view.append_text(piece)
    assert drawn == []
    qtbot.waitUntil(lambda: len(drawn) == 1)
    assert drawn[-1] == "".join(pieces) == view.answer.markdown
    for _ in range(3):
        QCoreApplication.processEvents()
    assert len(drawn) == 1

    view.append_text("See The Bridge.")
    bridge = Document("d-0001aa", "The Bridge")
    world = World(documents=FrozenMap({bridge.id: bridge}), root=(bridge.id,))
    view.finish(
        AgentResult(ok=True, answer=view.text), world=world,
        conversation_usage=TokenUsage(), error=None,
    )
    for _ in range(5):
        QCoreApplication.processEvents()
    assert f"[The Bridge]({document_url('d-0001aa')})" in view.answer.markdown

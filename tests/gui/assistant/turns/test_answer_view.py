"""A streaming answer is drawn as settled pieces, each drawn once, and a short tail drawn again
as text arrives: together they show exactly the answer, split only where nothing that follows
can change how the part before looks, and the tail stays short however long the answer."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QFont, QTextCharFormat, QTextCursor, QTextDocument

from assistant.agent.loop.messages import TokenUsage
from assistant.agent.loop.result import AgentResult
from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.assistant.turns.answer_view import (
    SETTLE_AFTER,
    AnswerArea,
    AnswerView,
    settled_end,
)
from assistant.gui.assistant.turns.turn_view import TurnView
from tests.agent.providers.loopback import Pause
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback, no_wait_setup, send

GITHUB = QTextDocument.MarkdownFeature.MarkdownDialectGitHub
WIRE = OpenAIWire()


def _plain(markdown: str) -> str:
    document = QTextDocument()
    document.setMarkdown(markdown, GITHUB)
    return document.toPlainText()


def _ends_in_code(markdown: str) -> bool:
    """Whether ``markdown`` ends inside a fenced code block (CommonMark's rule: a fence of
    three or more backticks or tildes, closed by one of the same kind at least as long), past
    any front matter at its start (``---`` to ``---``), which Qt hides."""
    lines = markdown.splitlines()
    if lines[:1] == ["---"] and "---" in lines[1:]:
        lines = lines[lines.index("---", 1) + 1 :]
    opened = ""
    for line in lines:
        fence = re.match(r" {0,3}(`{3,}|~{3,})\s*$" if opened else r" {0,3}(`{3,}|~{3,})", line)
        if fence is None:
            continue
        if not opened:
            opened = fence.group(1)
        elif fence.group(1)[0] == opened[0] and len(fence.group(1)) >= len(opened):
            opened = ""
    return bool(opened)


def _ends(text: str) -> list[int]:
    """Every settled end found while ``text`` arrives one character at a time."""
    ends, start = [], 0
    for size in range(len(text) + 1):
        end = settled_end(text[:size], start, settle_after=0)
        if end != start:
            ends.append(end)
            start = end
    return ends


def test_paragraphs_settle_at_the_blank_line_before_the_next_one():
    text = "First paragraph.\n\nSecond one,\nwrapped.\n\n## A heading\nText.\n"
    first, second, heading = (text.index(s) for s in ("First", "Second", "## A"))
    assert _ends(text) == [second, heading]
    assert first == 0


def test_a_tight_list_settles_between_its_items_and_not_inside_one():
    text = "- one\n- two\n  still two\n- three\n1. four\n"
    assert _ends(text) == [text.index("- two"), text.index("- three"), text.index("1. four")]


def test_nothing_settles_inside_a_code_fence_or_before_what_may_continue_a_paragraph():
    text = (
        "Intro\n2. not a list: a paragraph goes on\n---\n\n```python\nx = 1\n\n- no\n```\n\n"
        "    indented\n\nEnd\n"
    )
    ends = _ends(text)
    fence, end = text.index("```python"), text.index("End")
    assert ends == [fence, end]


def test_front_matter_at_the_start_settles_only_once_it_is_closed():
    text = "---\ntitle: x\n\nmore\n---\nAfter.\n\nNext.\n"
    assert _ends(text) == [text.index("Next.")]  # not before "more", which Qt hides too
    assert _plain(text[: text.index("Next.")]) == "After."


def test_a_line_settles_only_once_it_has_arrived_whole():
    text = "One.\n\nTwo"  # the line "Two" may still become "Two\n===" (a heading)
    assert settled_end(text, 0, settle_after=0) == 0
    assert settled_end(text + "\n", 0, settle_after=0) == text.index("Two")


def test_a_piece_never_opens_with_a_code_block_whose_first_line_is_blank():
    """Drawn alone, Qt drops the blank first line of a code block that opens the document."""
    text = "Plain words here.\n\n```\n\ncode\n```\nAfter.\n\nMore.\n"
    assert text.index("```") not in _ends(text)
    assert _plain(text[: text.index("After.")]) == "Plain words here.\n\ncode"
    # its first line has not arrived yet: not settled before it
    assert settled_end("Plain words here.\n\n```\n", 0, settle_after=0) == 0
    assert settled_end("One.\n\n```\ncode\n", 0, settle_after=0) == len("One.\n\n")


def test_short_answers_are_drawn_whole():
    text = "A.\n\n" * (SETTLE_AFTER // 4)
    assert settled_end(text, 0) == 0
    assert settled_end(text + "B.\n\nC.\n", 0) > 0


_LINES = st.sampled_from([
    "Plain words here.", "More *words*, and **bold** ones.", "", "", "- an item", "* another",
    "1. first", "12) twelfth", "  an indented line", "    code?", "## Heading", "> quoted",
    "```", "~~~~", "---", "===", "| a | b |", "Üñíçødé ‘quoted’",
])  # fmt: skip
"""Lines of Markdown to build answers from. A link defined by a line further on (``[x]: url``)
is left out: it changes how the text before it looks, which a settled piece cannot know
(one of the exceptions :func:`settled_end` names, until the whole answer is drawn)."""


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_LINES, min_size=1, max_size=40), st.lists(st.integers(1, 40), max_size=60))
@example(  # a piece opening with a code block whose first line is blank
    ["Plain words here.", "", "```", "", "Plain words here.", "```", "## Heading"], [1, 30]
)
def test_pieces_and_tail_always_show_the_answer_exactly(qapp, lines, cuts):
    text = "\n".join(lines) + "\n"
    area = AnswerArea(settle_after=30)
    size = 0
    for cut in [*cuts, len(text)]:
        size = min(len(text), size + cut)
        area.stream(text[:size])
        shown = [piece.markdown for piece in area.pieces] + [area.view.markdown]
        assert "".join(shown) == text[:size]
        for piece in area.pieces:
            assert not _ends_in_code(piece.markdown)
    if area.pieces:  # split at block boundaries: the same text shown, block for block
        whole = _plain(text)
        pieces = "\n".join(p for p in (_plain(piece.markdown) for piece in area.pieces) if p)
        assert whole.startswith(pieces)
    area.deleteLater()


def test_the_tail_of_a_long_list_stays_short_and_the_whole_answer_is_drawn_at_the_end(qtbot):
    line = "- The Bridge matters here, with **emphasis** and more words.\n"
    text = line * 400  # 24,000 characters, one list
    view = TurnView("Where does the bridge matter?")
    qtbot.addWidget(view)
    view.resize(480, 900)
    longest_tail = 0
    for start in range(0, len(text), 7):
        view.append_text(text[start : start + 7])
        QCoreApplication.processEvents()
        longest_tail = max(longest_tail, len(view.answer.markdown))
    assert longest_tail <= SETTLE_AFTER + 2 * len(line)
    assert len(view.answer_area.pieces) >= len(text) // (SETTLE_AFTER + 2 * len(line))
    assert view.answer_area.shown_text == _plain(text)

    view.finish(AgentResult(ok=True, answer=text), world=None,
                conversation_usage=TokenUsage(), error=None)  # fmt: skip
    assert view.answer_area.pieces == []
    assert view.answer.markdown == text
    assert view.answer.toPlainText() == _plain(text)


def test_the_finished_answer_is_marked_before_it_is_shown_and_once_only(qtbot):
    """The marks are put on a document of its own, which then replaces the shown one whole
    (changing the shown text would lay it out twice); a later answer replaces it in turn."""
    view = AnswerView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show_markdown("streaming")
    seen: list[tuple[bool, str]] = []

    def bold_all(document: QTextDocument) -> None:
        seen.append((document is view.document(), document.toPlainText()))
        cursor = QTextCursor(document)
        cursor.select(QTextCursor.SelectionType.Document)
        bold = QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Bold)
        cursor.mergeCharFormat(bold)

    view.show_markdown("The **whole** answer.", bold_all)
    first = view.document()
    assert seen == [(False, "The whole answer.")]
    assert view.toPlainText() == "The whole answer."
    assert not first.isUndoRedoEnabled()  # nothing kept to undo in a view that only shows
    assert first.begin().begin().fragment().charFormat().fontWeight() == QFont.Weight.Bold
    assert view.height() > 1

    destroyed: list[object] = []
    first.destroyed.connect(lambda *_: destroyed.append(True))
    view.show_markdown("Another answer.", bold_all)
    assert view.toPlainText() == "Another answer."
    qtbot.waitUntil(lambda: bool(destroyed))  # the document drawn before is let go

def test_the_whole_answer_shown_soon_is_drawn_and_shown_in_passes_of_their_own(qtbot):
    """At the end of a turn the whole answer is drawn out of sight in one pass of the event
    loop and shown in a later one, so that the window gets its turn in between; until then
    the streamed pieces stay as they were."""
    area = AnswerArea(settle_after=40)
    qtbot.addWidget(area)
    area.resize(400, 600)
    area.show()
    text = "A paragraph that has arrived whole.\n\n" * 6
    area.stream(text)
    pieces = list(area.pieces)
    assert pieces
    order: list[str] = []
    area.settled.connect(lambda: order.append("shown"))
    area.show_whole_soon(text, lambda document: order.append("drawn"))
    assert area.showing_soon and area.pieces == pieces and order == []
    ticker = QTimer()
    ticker.setInterval(0)
    ticker.timeout.connect(lambda: order.append("tick"))
    ticker.start()
    qtbot.waitUntil(lambda: "shown" in order)
    ticker.stop()
    assert "tick" in order[order.index("drawn") : order.index("shown")]
    assert area.pieces == [] and not area.showing_soon
    assert area.view.toPlainText() == _plain(text)


def test_an_answer_that_goes_on_replaces_the_whole_answer_still_to_be_shown(qtbot):
    area = AnswerArea(settle_after=40)
    qtbot.addWidget(area)
    text = "A paragraph that has arrived whole.\n\n" * 6
    area.stream(text)
    drawn: list[QTextDocument] = []
    settled: list[bool] = []
    area.settled.connect(lambda: settled.append(True))
    area.show_whole_soon(text, drawn.append)
    area.stream(text + "Keep going goes on here.")  # the writer pressed Keep going at once
    assert not area.showing_soon and settled == [True]
    for _ in range(5):
        QCoreApplication.processEvents()
    assert settled == [True] and drawn == []
    assert area.shown_text.endswith("Keep going goes on here.")

def test_a_long_answer_asked_in_the_panel_streams_in_pieces_and_ends_whole(
    qtbot, quire_config, panel_controller, loopback, monkeypatch
):
    """Asked as a writer asks (typed, Enter): while the long answer streams, its settled
    beginning is shown in pieces; when the turn ends, the whole answer is one view."""
    configure_loopback(loopback)
    line = "- The bridge matters here, with **emphasis** and more words.\n"
    text = line * 60  # 3,660 characters
    reply = WIRE.text_reply([text[i : i + 40] for i in range(0, len(text), 40)])
    # the answer trickles in as from a server: a pause after every fifth piece
    reply.chunks[:] = [c for i, chunk in enumerate(reply.chunks)
                       for c in ((chunk, Pause(0.02)) if i % 5 == 4 else (chunk,))]  # fmt: skip
    loopback.add(reply)
    most_pieces = []
    stream = AnswerArea.stream

    def counting(self: AnswerArea, markdown: str) -> None:
        stream(self, markdown)
        most_pieces.append(len(self.pieces))

    monkeypatch.setattr(AnswerArea, "stream", counting)
    panel = AssistantPanel(panel_controller, setup_factory=no_wait_setup, flush_ms=10)
    qtbot.addWidget(panel)
    panel.resize(420, 700)
    panel.show()
    result = send(qtbot, panel, "Where does the bridge matter?")
    assert result.answer == text
    assert max(most_pieces) >= 2  # drawn in pieces while it streamed
    view = panel.turn_views[-1]
    assert view.answer_area.pieces == []
    assert view.answer.toPlainText() == _plain(text)
    panel.shutdown()

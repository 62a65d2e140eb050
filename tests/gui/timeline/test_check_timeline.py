"""Assistant ▸ Check Timeline as a writer uses it, on the sample as it ships (its scenes'
times and its calendar): the story clock's real findings appear with the continuity findings,
each quoting both passages, Go to opening one, Mark intentional kept across checks, a time put
right leaving its finding behind; Stop lets a running check go and keeps nothing."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from assistant.agent.audit.finding_fix import fix_request
from assistant.agent.audit.findings import FindingKind, FindingsStore, FindingStatus
from assistant.agent.config.settings import Settings
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.timeline import timeline_check
from assistant.gui.window.main_window import MainWindow
from assistant.world.edits import SetDocumentField
from tests.gui.assistant.asking import configure_loopback
from tests.gui.conftest import ScriptedPrompts, installed_language
from tests.gui.writer import trigger
from tests.scripted_audit import WIRE
from tests.scripted_time import cue_model

SHIPPED_TIMES = True
CH6 = "d-e1a3d0fc40"
PROSE = "fifth of November"
"""Chapter 6 begins "at first light on the fifth of November"; its time is 6 December 212."""
CH3_QUOTE = "It was Ashdell's idea"
PLAN = {
    "Chapter 3: Upriver": [
        {"quote": CH3_QUOTE, "kind": "weekday", "weekday": "Monday"},
        {"quote": "It was a Monday, as the Reeve had said", "kind": "weekday", "weekday": "Monday"},
    ]
}
"""A weekday the rules cannot read (Chapter 3 is Wednesday 18 November 212), and an invented
quotation that must fail."""


@pytest.fixture
def window(qtbot, controller, window_settings) -> Iterator[MainWindow]:
    window = MainWindow(controller, window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    window.timeline.check.setup_factory = lambda: None  # no assistant unless a test sets one
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.isVisible():
        window.prompts.script("close_unsaved", True)
        window.close()


def _check(qtbot, window, action="Check Timeline…"):  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(window.timeline.check.finished, timeout=30_000):
        trigger(window, "Assistant", action)


def _card(window, words):  # type: ignore[no-untyped-def]
    cards = [c for c in window.dialogs.findings_window.cards if words in c.claims[0].text()]
    return cards[0] if cards else None


def test_check_timeline_finds_the_prose_against_the_scenes_time(qtbot, window):
    _check(qtbot, window)
    findings = window.dialogs.findings_window
    assert findings is not None and findings.isVisible()
    card = _card(window, PROSE)
    assert card is not None
    assert card.finding.kind is FindingKind.TIMELINE
    assert card.heading.text() == "Timeline · Open"
    assert card.summary.text() == "The date the text names is not the scene's date."
    assert "Chapter 6: The Last Level" in card.claims[0].text()
    assert "6 December 212" in card.claims[1].text()  # the scene's when, quoted
    assert not card.fix_button.isHidden() and card.fix_button.isEnabled()
    found = len(findings.cards)
    assert window.statusBar().currentMessage() == (
        f"Check Timeline: {found} finding(s), {found} new."
    )

    card.claims[0].linkActivated.emit("quire://claim/a")  # Go to: the passage, selected
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == CH6
    assert editor.text_edit.textCursor().selectedText() == PROSE

    store = FindingsStore(window.controller.root / ".quire")
    finding_id = card.finding.id
    qtbot.mouseClick(card.mark_button, Qt.MouseButton.LeftButton)
    assert store.load().get(finding_id).status is FindingStatus.INTENTIONAL
    _check(qtbot, window)
    assert store.load().get(finding_id).status is FindingStatus.INTENTIONAL  # kept
    assert _card(window, PROSE) is None
    assert window.statusBar().currentMessage() == f"Check Timeline: {found} finding(s), 0 new."


def test_a_time_put_right_leaves_its_finding_behind(qtbot, window):
    _check(qtbot, window)
    assert _card(window, PROSE) is not None
    assert _card(window, "5 November 212") is None
    window.controller.push(
        SetDocumentField(CH6, "when", "5 November 212, at first light"), "when"
    )
    _check(qtbot, window)
    assert _card(window, PROSE) is None
    # now before Chapter 5 (4 December) in time, after it in the book, and nothing marks it
    flashback = _card(window, "5 November 212")
    assert flashback is not None
    assert flashback.summary.text().startswith("A scene later in the book happens earlier")
    assert "4 December 212" in flashback.claims[1].text()


def _slow_check(monkeypatch) -> threading.Event:  # type: ignore[no-untyped-def]
    """Check Timeline's reading of the times waits for the event this returns."""
    release = threading.Event()
    real = timeline_check.checked

    def slow(world, root):  # type: ignore[no-untyped-def]
        release.wait(10)
        return real(world, root)

    monkeypatch.setattr(timeline_check, "checked", slow)
    return release


def test_stop_lets_a_running_check_go(qtbot, window, monkeypatch):
    release = _slow_check(monkeypatch)
    check = window.timeline.check
    trigger(window, "Assistant", "Check Timeline…")
    assert check.is_running
    qtbot.waitUntil(lambda: check.progress is not None and check.progress.isVisible())
    stop = check.progress.findChild(QPushButton)
    assert stop.text() == "Stop"
    thread = check.thread
    with qtbot.waitSignal(check.stopped):
        qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)
    assert not check.is_running
    release.set()
    qtbot.waitUntil(lambda: not thread.is_alive())
    QApplication.processEvents()  # the late result arrives, and is let go
    assert FindingsStore(window.controller.root / ".quire").load().findings == ()
    assert window.statusBar().currentMessage() == "Check Timeline stopped."


def test_closing_the_project_stops_a_running_check_and_its_result_is_never_shown(
    qtbot, window, monkeypatch
):
    release = _slow_check(monkeypatch)
    check = window.timeline.check
    root = window.controller.root
    trigger(window, "Assistant", "Check Timeline…")
    assert check.is_running
    thread = check.thread
    finished: list[object] = []
    check.finished.connect(lambda *args: finished.append(args))
    check.failed.connect(lambda: finished.append("failed"))
    with qtbot.waitSignal(check.stopped):
        trigger(window, "File", "Close Project")
    assert window.controller.project is None
    assert not check.is_running
    assert check.progress is None  # its progress window went with it
    release.set()
    qtbot.waitUntil(lambda: not thread.is_alive())
    QApplication.processEvents()  # the late result arrives, and is let go
    assert finished == []
    assert FindingsStore(root / ".quire").load().findings == ()


def test_with_every_scene_placed_the_timeline_keeps_no_empty_list_beside_it(qtbot, window):
    trigger(window, "View", "Timeline")
    view = window.timeline.view
    qtbot.waitUntil(lambda: view.is_current and view.picture is not None)
    assert view.unplaced.count() == 0 and not view.aside.isVisible()
    window.controller.push(SetDocumentField(CH6, "when", "some day or other"), "when")
    qtbot.waitUntil(lambda: view.unplaced.count() == 1, timeout=10_000)
    assert view.aside.isVisible()
    assert view.unplaced.item(0).text().startswith("Chapter 6: The Last Level — ")


def test_with_the_assistant_a_time_it_proposes_is_checked_and_said_to_be_proposed(qtbot, window):
    provider = ScriptedProvider([cue_model(PLAN)] * 20)
    window.timeline.check.setup_factory = lambda: AssistantSetup(
        provider, Settings(provider="lmstudio", model="m")
    )
    _check(qtbot, window, "Check Timeline with the Assistant…")
    card = _card(window, CH3_QUOTE)
    assert card is not None and card.finding.proposed
    assert card.summary.text() == (
        "The weekday the text names is not the weekday of the scene's date. (The text: Monday; "
        "the timeline: Wednesday.) (It rests on a time the assistant proposed: check it before "
        "you fix.)"
    )
    assert "four days after The Night the Bridge Went" in card.claims[1].text()
    assert _card(window, "as the Reeve had said") is None  # invented: never a finding
    assert _card(window, PROSE) is not None  # the rules' findings stay
    asked = [r for r in provider.requests if any(t.name == "propose_time_cue" for t in r.tools)]
    assert asked  # the model was asked through its tool


def test_with_no_assistant_set_up_the_times_are_checked_by_rule_and_the_writer_is_told(
    qtbot, window
):
    _check(qtbot, window, "Check Timeline with the Assistant…")
    assert _card(window, PROSE) is not None
    assert window.statusBar().currentMessage() == (
        "Check Timeline: the assistant is not set up, so the times were checked by rule only."
    )


def _fix(qtbot, window, card) -> str:  # type: ignore[no-untyped-def]
    """Click the card's Fix; the question the panel shows once the turn is over."""
    panel = window.assistant_panel
    turns = len(panel.turn_views)
    qtbot.mouseClick(card.fix_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(panel.turn_views) > turns and not panel.is_busy(), timeout=20_000)
    return str(panel.turn_views[-1].question)


def test_fix_of_a_time_finding_asks_in_the_time_wording_of_the_core(
    qtbot, window, quire_config, loopback
):
    """Fix on a time finding asks to change the prose or the scene's when, as the core's
    request does (only its kind and summary are in the writer's words), in English and in
    the writer's language."""
    configure_loopback(loopback, approval_policy="risky", review_changes=False)
    loopback.responder = lambda _request: WIRE.text_reply(["The prose is right; I left it."])
    _check(qtbot, window)
    card = _card(window, PROSE)
    assert card is not None and card.finding.check
    question = _fix(qtbot, window, card)
    summary = "The date the text names is not the scene's date."
    assert question.startswith(f"Fix this timeline problem (Timeline):\n{summary}\n")
    assert "a scene's when (set_document_info)" in question
    core = fix_request(card.finding)  # the command line's, in English
    assert question == core.replace(
        f"({card.finding.check}):\n{card.finding.summary}\n", f"(Timeline):\n{summary}\n", 1
    )
    assert "continuity problem" not in question

    with installed_language("de"):
        question = _fix(qtbot, window, card)
    assert question.startswith("Beheben Sie dieses Zeitproblem (Chronologie):\n")
    assert "(set_document_info)" in question and "Fix this" not in question
    sent = [str(m.get("content", "")) for r in loopback.requests for m in r.body["messages"]]
    assert question in sent

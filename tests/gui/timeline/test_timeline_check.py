"""Assistant ▸ Check Timeline as a writer uses it: the story clock's findings appear with the
continuity findings, each quoting both passages, Go to opening one, Mark intentional kept
across checks; Stop lets a running check go; and the inspector's Time with its cues."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from assistant.agent.audit.findings import FindingKind, FindingsStore, FindingStatus
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.timeline import time_section, timeline_check
from assistant.world.clock.model import CueKind, Side, TimeCheckKind, TimeCue, TimeFinding
from tests.gui.timeline.conftest import CORN, NIGHT, TOLL
from tests.gui.writer import trigger

TOLL_QUOTE = "The toll-house stood at the town end of the Gull Bridge"
CORN_QUOTE = "opened his inquiry on the first of November"
FOUND = [
    TimeFinding(TimeCheckKind.DATE, Side(TOLL, TOLL_QUOTE), Side(CORN, CORN_QUOTE),
                {"stated": "1 November", "expected": "12 Frost 1850"}),
    TimeFinding(TimeCheckKind.TWO_PLACES, Side(NIGHT, "no such words in the scene"),
                Side(CORN, CORN_QUOTE), {"who": "Oda Brännvik"}),
]  # fmt: skip
"""The first quotes both sides as the text holds them; the second does not (it is kept all
the same: the checks verify their quotations, the app shows what they found)."""


def test_check_timeline_shows_its_findings_with_the_continuity_findings(
    qtbot, timed_window, monkeypatch
):
    monkeypatch.setattr(timeline_check, "time_findings", lambda world, root: FOUND[:1])
    parts = timed_window.timeline
    with qtbot.waitSignal(parts.check.finished, timeout=10_000):
        trigger(timed_window, "Assistant", "Check Timeline…")
    findings = timed_window.dialogs.findings_window
    assert findings is not None and findings.isVisible()
    (card,) = findings.cards
    assert card.finding.kind is FindingKind.TIMELINE
    assert card.heading.text() == "Timeline · Open"
    assert card.summary.text() == (
        "The date the text names is not the scene's date. "
        "(The text: 1 November; the timeline: 12 Frost 1850.)"
    )
    assert "The Toll-House" in card.claims[0].text() and TOLL_QUOTE in card.claims[0].text()
    assert "The Corn Exchange" in card.claims[1].text()
    assert not card.fix_button.isHidden() and card.fix_button.isEnabled()
    assert timed_window.statusBar().currentMessage() == "Check Timeline: 1 finding(s), 1 new."

    card.claims[1].linkActivated.emit("quire://claim/b")  # Go to: the passage, selected
    editor = timed_window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == CORN
    assert editor.text_edit.textCursor().selectedText() == CORN_QUOTE

    store = FindingsStore(timed_window.controller.root / ".quire")
    finding_id = card.finding.id
    qtbot.mouseClick(card.mark_button, Qt.MouseButton.LeftButton)
    assert store.load().get(finding_id).status is FindingStatus.INTENTIONAL
    with qtbot.waitSignal(parts.check.finished, timeout=10_000):
        trigger(timed_window, "Assistant", "Check Timeline…")
    assert store.load().get(finding_id).status is FindingStatus.INTENTIONAL  # kept
    assert findings.cards == []
    assert timed_window.statusBar().currentMessage() == "Check Timeline: 1 finding(s), 0 new."


def test_an_open_time_finding_no_longer_found_is_gone_and_a_new_one_comes(
    qtbot, timed_window, monkeypatch
):
    found = [FOUND[0]]
    monkeypatch.setattr(timeline_check, "time_findings", lambda world, root: list(found))
    parts = timed_window.timeline
    with qtbot.waitSignal(parts.check.finished, timeout=10_000):
        trigger(timed_window, "Assistant", "Check Timeline…")
    found[:] = [FOUND[1]]
    with qtbot.waitSignal(parts.check.finished, timeout=10_000):
        trigger(timed_window, "Assistant", "Check Timeline…")
    (card,) = timed_window.dialogs.findings_window.cards
    assert card.summary.text() == "Oda Brännvik is in two places at the same time."


def test_stop_lets_a_running_check_go(qtbot, timed_window, monkeypatch):
    release = threading.Event()

    def slow(world, root):  # type: ignore[no-untyped-def]
        release.wait(10)
        return FOUND[:1]

    monkeypatch.setattr(timeline_check, "time_findings", slow)
    check = timed_window.timeline.check
    trigger(timed_window, "Assistant", "Check Timeline…")
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
    assert FindingsStore(timed_window.controller.root / ".quire").load().findings == ()
    assert timed_window.statusBar().currentMessage() == "Check Timeline stopped."


def test_the_inspector_shows_the_scenes_time_and_its_cues(qtbot, timed_window, monkeypatch):
    at = timed_window.controller.world.documents[CORN].text.index(CORN_QUOTE)
    cue = TimeCue(CORN, at, at + len(CORN_QUOTE), CORN_QUOTE, CueKind.DATE, month=11, day=1)
    monkeypatch.setattr(time_section, "cues_of", lambda world, node_id, calendar: [cue])
    section = timed_window.timeline.section
    timed_window.tabs.open(CORN, pinned=True)
    qtbot.waitUntil(lambda: timed_window.timeline.view.picture is not None)
    qtbot.waitUntil(lambda: "Frost 1850" in section.when_label.text())
    assert section.when_label.text() == "Restday 12 Frost 1850"
    assert CORN_QUOTE in section.cues_label.text()
    section.cues_label.linkActivated.emit("cue:0")
    editor = timed_window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    assert editor.text_edit.textCursor().selectedText() == CORN_QUOTE

    timed_window.tabs.open(NIGHT, pinned=True)
    qtbot.waitUntil(lambda: "counted from" in section.when_label.text())
    assert section.when_label.text().endswith("“1 day later”, counted from “The Toll-House”")

"""The inspector's Time with its cues (Check Timeline itself: test_check_timeline.py)."""

from __future__ import annotations

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.timeline import time_section
from assistant.world.clock.model import CueKind, TimeCue
from tests.gui.timeline.conftest import CORN, NIGHT

CORN_QUOTE = "opened his inquiry on the first of November"


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

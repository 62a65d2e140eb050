"""Assistant ▸ Check Continuity… through the real window, against a loopback model: the audit
with its progress, the findings list with both quotations as links, Mark Intentional and
Reopen, and Fix as one act-mode step in the panel that marks the finding fixed."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from assistant.agent.audit.findings import FindingsStore, FindingStatus
from assistant.gui.editor.document_editor import DocumentEditor
from tests.agent.providers.loopback import Hang, Recorded, Reply
from tests.gui.assistant.asking import configure_loopback
from tests.gui.conftest import installed_language
from tests.sample_planted import CHAPTER_1
from tests.scripted_audit import EYES as TRUE
from tests.scripted_audit import INVENTED, WIRE, http_auditor

FIX = ("c9", "replace_text", json.dumps({
    "document": "Chapter 1: The Map House", "find": "those green eyes",
    "replace": "those grey eyes", "expected_count": 1,
}))  # fmt: skip


def fix(question: str, messages: list) -> Reply | None:
    """The fix replaces the green eyes, then says so."""
    if not question.startswith(("Fix this continuity problem", "Corrige este problema")):
        return None
    if any(m["role"] == "tool" for m in messages):
        return WIRE.text_reply(["Her eyes are grey now."])
    return WIRE.tool_reply([FIX])


model = http_auditor({"Chapter 1": [TRUE, INVENTED]}, fix)


def open_window(qtbot, main_window, loopback):
    configure_loopback(loopback, approval_policy="risky", review_changes=False)
    loopback.responder = model
    menu = main_window.menus.assistant_menu
    assert menu is not None and main_window.menus.check_continuity_action in menu.actions()
    main_window.menus.check_continuity_action.trigger()
    window = main_window.dialogs.findings_window
    qtbot.waitExposed(window)
    return window


def check(qtbot, window, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.is_running and window.stop_button.isVisible()
    qtbot.waitUntil(lambda: not window.is_running, timeout=20_000)


def test_the_audit_lists_the_true_finding_with_links_and_drops_the_invented_one(
    qtbot, quire_config, main_window, loopback
):
    window = open_window(qtbot, main_window, loopback)
    assert "No findings yet" in window.empty.text()
    check(qtbot, window, window.check_button)
    assert "finding(s) dropped: their quotes are not in the project" in window.status.text()
    (card,) = window.cards
    assert card.summary.text() == TRUE["summary"]
    assert card.heading.text() == "Contradiction · Open"
    assert "Chapter 1: The Map House" in card.claims[0].text()
    assert "Mára Tesk" in card.claims[1].text()
    # the card's own say (a new card is shown with the window on the event loop's next pass)
    assert not card.fix_button.isHidden() and card.mark_button.text() == "Mark Intentional"

    # the first quotation opens its passage, selected (by keyboard: Tab to the link, Enter)
    card.claims[0].setFocus()
    qtbot.keyClick(card.claims[0], Qt.Key.Key_Tab)
    qtbot.keyClick(card.claims[0], Qt.Key.Key_Return)
    editor = main_window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == CHAPTER_1
    assert editor.text_edit.textCursor().selectedText() == (
        "Don't look at me with those green eyes"
    )

    # nothing changed: a second check reads nothing again
    qtbot.mouseClick(window.check_button, Qt.MouseButton.LeftButton)
    assert not window.is_running
    assert window.status.text() == "No chapter has changed since the last check."


def test_mark_intentional_reopen_and_fix(qtbot, quire_config, main_window, loopback):
    window = open_window(qtbot, main_window, loopback)
    check(qtbot, window, window.check_button)
    store = FindingsStore(main_window.controller.root / ".quire")
    (card,) = window.cards
    finding_id = card.finding.id

    qtbot.mouseClick(card.mark_button, Qt.MouseButton.LeftButton)
    assert window.cards == [] and store.load().get(finding_id).status is FindingStatus.INTENTIONAL
    window.show_all.setChecked(True)
    (card,) = window.cards
    assert card.heading.text() == "Contradiction · Intentional"
    assert card.fix_button.isHidden()  # not merely not shown yet
    qtbot.mouseClick(card.mark_button, Qt.MouseButton.LeftButton)  # Reopen
    (card,) = window.cards
    assert store.load().get(finding_id).status is FindingStatus.OPEN

    controller = main_window.controller
    steps = controller.undo_stack.count()
    panel = main_window.assistant_panel
    with qtbot.waitSignal(panel.session.finding_fixed, timeout=20_000):
        qtbot.mouseClick(card.fix_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_busy(), timeout=10_000)
    assert panel.mode.value == "act"
    turn = panel.turn_views[-1]
    assert turn.question.startswith("Fix this continuity problem (Contradiction):\n")
    text = controller.world.documents[CHAPTER_1].text
    assert "those grey eyes" in text and "those green eyes" not in text
    assert controller.undo_stack.count() == steps + 1  # one step for the whole fix
    assert store.load().get(finding_id).status is FindingStatus.FIXED
    (card,) = window.cards  # still shown: intentional and fixed are shown
    assert card.heading.text() == "Contradiction · Fixed"
    window.show_all.setChecked(False)
    assert window.cards == []
    controller.undo_stack.undo()
    assert "those green eyes" in controller.world.documents[CHAPTER_1].text


def test_a_finding_whose_text_changed_is_shown_possibly_fixed(
    qtbot, quire_config, main_window, loopback
):
    window = open_window(qtbot, main_window, loopback)
    check(qtbot, window, window.check_button)
    main_window.tabs.open(CHAPTER_1, pinned=True)
    editor = main_window.tabs.current_editor()
    editor.select_range(*_span(editor.text(), "green"))
    qtbot.keyClicks(editor.text_edit, "hazel")
    qtbot.waitUntil(lambda: window.cards and "Possibly fixed" in window.cards[0].heading.text(),
                    timeout=5_000)  # fmt: skip


def test_stop_stops_and_keeps_what_was_read(qtbot, quire_config, main_window, loopback):
    window = open_window(qtbot, main_window, loopback)

    def hang_in_chapter_2(request: Recorded) -> Reply:
        question = next(m["content"] for m in request.body["messages"] if m["role"] == "user")
        if "“Chapter 2" in question:
            return Reply(chunks=[Hang()])
        return model(request)

    loopback.responder = hang_in_chapter_2
    qtbot.mouseClick(window.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: loopback.hanging.is_set(), timeout=10_000)
    assert window.progress.isVisible() and "(2 of 7)" in window.status.text()
    qtbot.mouseClick(window.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.is_running, timeout=10_000)
    assert "Stopped: the chapters read so far are kept." in window.status.text()
    assert window.check_button.isEnabled() and not window.stop_button.isVisible()
    kept = FindingsStore(main_window.controller.root / ".quire").load()
    assert list(kept.chapters) == [CHAPTER_1] and len(kept.findings) == 1


def _span(text: str, word: str) -> tuple[int, int]:
    start = text.index(f"those {word} eyes") + len("those ")
    return start, start + len(word)


def test_fix_with_the_continuity_editor_chosen_is_made_by_one_who_can_change_the_project(
    qtbot, quire_config, main_window, loopback
):
    """The Continuity editor only reads: a Fix asked while it is chosen goes to the general
    assistant (offered the text tools), and the chapter is changed."""
    from tests.gui.assistant.test_specialists_panel import choose

    window = open_window(qtbot, main_window, loopback)
    check(qtbot, window, window.check_button)
    panel = main_window.assistant_panel
    choose(qtbot, panel, "Continuity editor")
    (card,) = window.cards
    with qtbot.waitSignal(panel.session.finding_fixed, timeout=20_000):
        qtbot.mouseClick(card.fix_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_busy(), timeout=10_000)
    fixes = [r for r in loopback.requests
             if any(str(m.get("content", "")).startswith("Fix this continuity problem")
                    for m in r.body.get("messages", []))]
    offered = {t["function"]["name"] for t in fixes[0].body["tools"]}
    assert "replace_text" in offered
    assert "those grey eyes" in main_window.controller.world.documents[CHAPTER_1].text
    assert panel.session.core.specialist == "Continuity editor"  # the writer's choice stays
    trail = panel.turn_views[-1].trail
    assert trail.isVisible() and trail.lines()[-1] == (
        "Answered by: General assistant, who can change the project (Continuity editor only "
        "reads)")


def test_fix_asks_in_the_writers_language(qtbot, quire_config, main_window, loopback):
    """Fix's request shows as the writer's question: in Spanish it is Spanish, and so is what
    the model is sent."""
    window = open_window(qtbot, main_window, loopback)
    check(qtbot, window, window.check_button)
    (card,) = window.cards
    panel = main_window.assistant_panel
    with installed_language("es"):
        with qtbot.waitSignal(panel.session.finding_fixed, timeout=20_000):
            qtbot.mouseClick(card.fix_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not panel.is_busy(), timeout=10_000)
    question = panel.turn_views[-1].question
    assert question.startswith("Corrige este problema de continuidad (Contradicción):\n")
    assert "En «Chapter 1: The Map House»: «" in question
    sent = [
        str(m.get("content", "")) for r in loopback.requests for m in r.body["messages"]
    ]
    assert question in sent
    assert not any(text.startswith("Fix this continuity problem") for text in sent)

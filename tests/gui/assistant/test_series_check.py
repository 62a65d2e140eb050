"""Assistant ▸ Check Against Earlier Books… through the real window, on a three-book series
on disk (``benchmarks/series_project.py``), against a loopback server whose scripted model
audits it through the real tools: the cross-book findings listed with the earlier book named,
Go to for this book's side only, Mark Intentional and Fix; Stop stops; the action is disabled,
saying why, for a first book and a book of no series."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from assistant.agent.audit.findings import FindingsStore, FindingStatus
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from tests.agent.providers.loopback import Hang, Recorded, Reply
from tests.gui.assistant.asking import configure_loopback
from tests.gui.conftest import ScriptedPrompts
from tests.scripted_audit import WIRE
from tests.series_http import over_http

from series_project import BOOK_TITLES, SeriesProject, build, write_series  # isort: skip
from series_scripted import ScriptedSeriesModel  # isort: skip

EARLIER = f"Book 1 “{BOOK_TITLES[0]}”"


@pytest.fixture(scope="module")
def project() -> SeriesProject:
    return build(seed=45)


@pytest.fixture
def shelf(tmp_path, project) -> Path:
    """The series folder and its three books, written afresh for the test."""
    write_series(project, tmp_path / "shelf")
    return tmp_path / "shelf"


@pytest.fixture
def open_book(qtbot, window_settings) -> Iterator:
    windows: list[MainWindow] = []

    def opened(root: Path) -> MainWindow:
        controller = ProjectController()
        window = MainWindow(controller, window_settings)
        window.prompts = ScriptedPrompts()  # type: ignore[assignment]
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        assert window.files.open_project(root)
        windows.append(window)
        return window

    yield opened
    for window in windows:
        window.controller.undo_stack.setClean()
        window.close()
        window.controller.close()


def check_earlier_books(qtbot, window: MainWindow):
    """Trigger the menu item as the writer does; the continuity window it runs in."""
    menus = window.menus
    action = menus.series_check.action
    assert action in menus.assistant_menu.actions() and action.isEnabled()
    action.trigger()
    findings = window.dialogs.findings_window
    qtbot.waitExposed(findings)
    assert findings.is_running and findings.stop_button.isVisible()
    return findings


def test_book_2_is_checked_against_book_1_and_its_findings_name_that_book(
    qtbot, quire_config, loopback, shelf, project, open_book
):
    configure_loopback(loopback, approval_policy="risky", review_changes=False)
    model = ScriptedSeriesModel(project)
    loopback.responder = over_http(model)
    window = open_book(shelf / BOOK_TITLES[1])
    findings = check_earlier_books(qtbot, window)
    qtbot.waitUntil(lambda: not findings.is_running, timeout=60_000)

    planted = [p for p in project.planted if p.later.book == 2]
    overrides = [o for o in project.overrides if o.later.book == 2]
    status = findings.status.text()
    assert f"{len(planted)} new finding(s) against the earlier books." in status
    assert f"{len(overrides)} finding(s) left out: the series records the change." in status
    assert "dropped: a quotation is not in the book it was credited to" in status
    assert len(findings.cards) == len(planted)
    earlier_quotes = {" ".join(p.earlier.quote.split()) for p in planted}
    for card in findings.cards:
        assert card.finding.across
        assert card.heading.text() == f"Contradiction · Against {EARLIER} · Open"
        this_side, earlier_side = (label.text() for label in card.claims)
        assert "<a " in this_side and "<a " not in earlier_side  # never a link to nowhere
        assert f"in {EARLIER}, <i>Chapter " in earlier_side
        assert any(quote in earlier_side for quote in earlier_quotes)
        assert EARLIER in card.claims[1].toolTip()

    # Go to: this book's side opens its passage; the earlier side opens nothing
    card = findings.cards[0]
    claim = card.finding.claim_a
    card.claims[0].setFocus()
    qtbot.keyClick(card.claims[0], Qt.Key.Key_Tab)
    qtbot.keyClick(card.claims[0], Qt.Key.Key_Return)
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == claim.document
    selected = editor.text_edit.textCursor().selectedText()
    assert selected and " ".join(selected.split()) == " ".join(claim.quote.split())
    tabs = window.tabs.count()
    qtbot.mouseClick(card.claims[1], Qt.MouseButton.LeftButton)
    card.claims[1].setFocus()
    qtbot.keyClick(card.claims[1], Qt.Key.Key_Return)
    assert window.tabs.count() == tabs and window.tabs.current_editor() is editor

    # Mark Intentional keeps one out; the second check reads nothing again
    store = FindingsStore(shelf / BOOK_TITLES[1] / ".quire")
    marked = card.finding.id
    qtbot.mouseClick(card.mark_button, Qt.MouseButton.LeftButton)
    assert store.load().get(marked).status is FindingStatus.INTENTIONAL
    assert len(findings.cards) == len(planted) - 1
    sent = len(loopback.requests)
    qtbot.mouseClick(findings.earlier_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not findings.is_running, timeout=20_000)
    assert findings.status.text() == "No chapter has changed since the last check."
    assert len(loopback.requests) == sent

    # Fix asks to change this book's side, one undo step, and marks the finding fixed
    card = findings.cards[0]
    fixing = card.finding
    loopback.responder = fixer(fixing.claim_a.title, fixing.claim_a.quote, loopback.responder)
    panel = window.assistant_panel
    steps = window.controller.undo_stack.count()
    with qtbot.waitSignal(panel.session.finding_fixed, timeout=20_000):
        qtbot.mouseClick(card.fix_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.is_busy(), timeout=10_000)
    question = panel.turn_views[-1].question
    assert question.startswith("Fix this contradiction with an earlier book (Contradiction):")
    assert f"In book 1 “{BOOK_TITLES[0]}”, “{fixing.claim_b.title}”" in question
    assert "change this book's side" in question
    assert window.controller.undo_stack.count() == steps + 1
    assert store.load().get(fixing.id).status is FindingStatus.FIXED


def fixer(title: str, quote: str, other):
    """The Fix turn rewrites this book's side (“quote” in the document ``title``)."""

    def respond(request: Recorded) -> Reply:
        messages = request.body["messages"]
        question = next(m["content"] for m in messages if m["role"] == "user")
        if not question.startswith("Fix this contradiction with an earlier book"):
            return other(request)
        if any(m["role"] == "tool" for m in messages):
            return WIRE.text_reply(["This book now agrees with the first."])
        return WIRE.tool_reply([("x1", "replace_text", json.dumps({
            "document": title, "find": quote, "replace": "It was as the first book told it.",
            "expected_count": 1,
        }))])  # fmt: skip

    return respond


def test_stop_stops_the_check_and_keeps_the_chapters_read(
    qtbot, quire_config, loopback, shelf, project, open_book
):
    configure_loopback(loopback)
    scripted = over_http(ScriptedSeriesModel(project))

    def hang_in_chapter_2(request: Recorded) -> Reply:
        question = next(m["content"] for m in request.body["messages"] if m["role"] == "user")
        if "Cross-book check of “Chapter 2”" in question:
            return Reply(chunks=[Hang()])
        return scripted(request)

    loopback.responder = hang_in_chapter_2
    window = open_book(shelf / BOOK_TITLES[1])
    findings = check_earlier_books(qtbot, window)
    qtbot.waitUntil(lambda: loopback.hanging.is_set(), timeout=30_000)
    qtbot.waitUntil(lambda: "(2 of 8)" in findings.status.text(), timeout=10_000)
    assert findings.progress.isVisible() and findings.progress.maximum() == 8
    assert not findings.earlier_button.isEnabled()
    qtbot.mouseClick(findings.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not findings.is_running, timeout=10_000)
    assert "Stopped: the chapters read so far are kept." in findings.status.text()
    assert findings.earlier_button.isEnabled() and not findings.stop_button.isVisible()
    world = window.controller.world
    kept = FindingsStore(shelf / BOOK_TITLES[1] / ".quire").load()
    assert [world.documents[c].title for c in kept.series_chapters] == ["Chapter 1"]


def test_the_action_says_why_it_is_disabled_for_a_first_book_and_a_book_of_no_series(
    qtbot, quire_config, shelf, open_book, main_window
):
    first = open_book(shelf / BOOK_TITLES[0])
    action = first.menus.series_check.action
    assert not action.isEnabled()
    assert action.toolTip() == ("This is the first book of its series: there is no earlier "
                                "book to check it against.")  # fmt: skip
    first.menus.check_continuity_action.trigger()
    assert first.dialogs.findings_window.earlier_button.isHidden()

    alone = main_window.menus.series_check.action  # the sample, in no series
    assert not alone.isEnabled() and "belongs to no series" in alone.toolTip()
    main_window.menus.check_continuity_action.trigger()
    assert main_window.dialogs.findings_window.earlier_button.isHidden()


def test_with_no_assistant_set_up_the_check_says_so_and_starts_nothing(
    qtbot, quire_config, shelf, open_book
):
    window = open_book(shelf / BOOK_TITLES[2])
    action = window.menus.series_check.action
    assert action.isEnabled()
    action.trigger()
    findings = window.dialogs.findings_window
    assert not findings.is_running and findings.progress.isHidden()
    assert findings.status.text().startswith("The assistant is not set up yet")
    assert not findings.earlier_button.isHidden()

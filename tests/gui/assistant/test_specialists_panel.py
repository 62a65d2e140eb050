"""Specialists, estimates, the budget and the cache in the assistant panel, driven as a writer
does against a loopback model server: the picker, a handoff in a turn (live and after
reopening), the estimate card before a whole-book summary, summaries from the cache marked in
the tool log, the budget's notice with Keep going, money next to tokens, Edit specialists…,
the run details' Who column, and Settings ▸ Costs and budget."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QObject, Qt, QUrl, Slot
from PySide6.QtGui import QDesktopServices

from assistant.agent.config.settings import ModelPrice, read_settings_file, settings_path
from assistant.agent.spending.summary_cache import SummaryCache, summaries_folder
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.assistant.cards.estimate import EstimateCard
from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.settings.dialog import SettingsDialog
from tests.agent.providers.loopback import Recorded
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback, no_wait_setup, send

WIRE = OpenAIWire()


@pytest.fixture
def panel_size() -> tuple[int, int]:
    return (460, 760)


def system_of(request: Recorded) -> str:
    return request.body["messages"][0]["content"]


def tools_of(request: Recorded) -> set[str]:
    return {tool["function"]["name"] for tool in request.body.get("tools", [])}


def choose(qtbot, panel: AssistantPanel, label: str) -> None:
    """Pick ``label`` in the picker with the keyboard, as a writer would."""
    combo = panel.specialists.picker.combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == label:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{label!r} is not in the picker")


def ask_for_the_whole_book(qtbot, panel: AssistantPanel) -> EstimateCard:
    """Ask for a summary of the whole book; returns the estimate card it waits on."""
    panel.question_edit.setPlainText("Summarise the whole book")
    qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(panel.findChildren(EstimateCard)), timeout=10_000)
    (card,) = panel.findChildren(EstimateCard)
    return card


class Summaries:
    """A responder: summary requests are answered with a summary, the rest scripted."""

    def __init__(self, *replies) -> None:
        self.replies = list(replies)
        self.summaries = 0

    def __call__(self, request: Recorded):
        if system_of(request).startswith("You summarise"):
            self.summaries += 1
            return WIRE.text_reply([f"Summary {self.summaries}."], usage=(300, 20))
        return self.replies.pop(0)


# -- the picker and handoffs --------------------------------------------------------------------


def test_the_chosen_specialist_answers_and_the_turn_says_who(qtbot, panel, loopback):
    configure_loopback(loopback)
    picker = panel.specialists.picker
    labels = [picker.combo.itemText(i) for i in range(picker.combo.count())]
    assert labels == ["General assistant", "Continuity editor", "Line editor", "Archivist"]
    choose(qtbot, panel, "Continuity editor")
    assert panel.session.core.specialist == "Continuity editor"
    loopback.add(WIRE.text_reply(["Mára is nineteen in both chapters."]))
    result = send(qtbot, panel, "Is Mára's age consistent?")
    assert result.answered
    (request,) = loopback.requests
    assert "You are the continuity editor" in system_of(request)
    assert "handoff" not in tools_of(request) and "replace_text" not in tools_of(request)
    view = panel.turn_views[-1]
    assert view.trail.isVisible()
    assert view.trail.lines() == ["Answered by: Continuity editor"]


def test_a_handoff_is_shown_in_the_turn_and_kept(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback)
    loopback.add(
        WIRE.tool_reply([("h1", "handoff", json.dumps(
            {"target": "Archivist", "note": "note Mára's age on her entity"}))]),
        WIRE.tool_reply([("c2", "get_entity", '{"entity": "Mára Tesk"}')]),
        WIRE.text_reply(["Her age is noted."]),
    )  # fmt: skip
    result = send(qtbot, panel, "Keep the cast list up to date")
    assert result.answered
    view = panel.turn_views[-1]
    assert view.trail.lines() == [
        "Handed over: General assistant → Archivist: “note Mára's age on her entity”",
        "Answered by: Archivist",
    ]
    descriptions = [entry.description for entry in view.tool_entries]
    assert descriptions[0] == "Handing the request to Archivist…"
    assert view.tool_entries[0].shown_description == "Handed the request to Archivist"
    assert "You are the archivist" in system_of(loopback.requests[1])

    reopened = AssistantPanel(panel_controller, setup_factory=no_wait_setup)
    qtbot.addWidget(reopened)
    kept = reopened.turn_views[-1]
    assert kept.trail.lines() == view.trail.lines()
    reopened.shutdown()

    details = panel.show_run_details(panel.session.conversations.current.turns[-1].id)
    header = details.tree.headerItem()
    assert [header.text(i) for i in range(header.columnCount())] == [
        "Time", "Who", "Kind", "Details"]  # fmt: skip
    rows = [details.tree.topLevelItem(i) for i in range(details.tree.topLevelItemCount())]
    requests = [row.text(1) for row in rows if row.text(2) == "request"]
    assert requests == ["General assistant", "Archivist", "Archivist"]
    details.done(0)


def test_edit_specialists_writes_the_files_and_opens_the_folder(
    qtbot, panel, panel_controller
):
    opened: list[QUrl] = []

    class Catcher(QObject):
        @Slot(QUrl)
        def open(self, url: QUrl) -> None:
            opened.append(url)

    catcher = Catcher()
    QDesktopServices.setUrlHandler("file", catcher, "open")
    try:
        qtbot.mouseClick(panel.specialists.picker.edit_button, Qt.MouseButton.LeftButton)
    finally:
        QDesktopServices.unsetUrlHandler("file")
    folder = panel_controller.root / "specialists"
    assert [Path(url.toLocalFile()) for url in opened] == [folder]
    assert sorted(p.name for p in folder.iterdir()) == [
        "archivist.md", "continuity-editor.md", "line-editor.md"]  # fmt: skip
    (folder / "dialogue-coach.md").write_text(
        "---\nname: Dialogue coach\ntools: read\n---\nListen.\n", encoding="utf-8"
    )
    panel.specialists.picker.combo.showPopup()  # opening the list reads the files again
    panel.specialists.picker.combo.hidePopup()
    assert panel.specialists.picker.combo.findText("Dialogue coach") == 4


# -- the estimate, the cache, the budget and money ----------------------------------------------


def test_a_whole_book_summary_waits_for_the_estimate_then_comes_from_the_cache(
    qtbot, panel, panel_controller, loopback, request
):
    configure_loopback(loopback, prices=(ModelPrice("test-model", 2.5, None, 10.0),))
    english = TranslationSet()  # as the app runs in English: with the plural forms
    locale = QLocale()
    english.install("en")
    request.addfinalizer(lambda: (english.uninstall(), QLocale.setDefault(locale)))
    model = Summaries(
        WIRE.tool_reply([("s1", "summarise_document", "{}")]),
        WIRE.text_reply(["The book, in brief."]),
    )
    loopback.responder = model
    card = ask_for_the_whole_book(qtbot, panel)
    assert model.summaries == 0 and card.is_waiting
    assert "Summarising the whole project reads 13 documents not summarised yet" in (
        card.text.text()
    )
    assert "(14,331 words): about 26,672 tokens (≈ $0.091)" in card.text.text()
    assert "Waiting for your word on the estimate" in panel.status_text
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000) as blocker:
        qtbot.mouseClick(card.proceed_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].answered and model.summaries > 13
    assert card.outcome.text() == "You let the assistant read on."
    view = panel.turn_views[-1]
    assert view.tool_entries[0].note == "" and "≈ $" in view.usage_label.text()

    model.replies = [
        WIRE.tool_reply([("s2", "summarise_document", "{}")]),
        WIRE.text_reply(["The same book."]),
    ]
    before = model.summaries
    result = send(qtbot, panel, "And again?")
    assert result.answered and model.summaries == before
    assert len(panel.findChildren(EstimateCard)) == 1  # nothing new to pay for: no question
    view = panel.turn_views[-1]
    assert view.tool_entries[0].note == "from cache"
    view.tool_toggle.click()
    assert "(from cache)" in view.tool_log.text()
    assert "Summarised the whole project" in view.tool_log.text()  # what it did, in the past


def test_declining_the_estimate_reads_nothing(qtbot, panel, loopback):
    configure_loopback(loopback)
    model = Summaries(
        WIRE.tool_reply([("s1", "summarise_document", "{}")]),
        WIRE.text_reply(["I answer from what I have."]),
    )
    loopback.responder = model
    card = ask_for_the_whole_book(qtbot, panel)
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        qtbot.mouseClick(card.decline_button, Qt.MouseButton.LeftButton)
    assert model.summaries == 0
    assert "the writer chose not to spend that now" in json.dumps(loopback.requests[-1].body)


def test_stop_while_the_estimate_waits(qtbot, panel, loopback):
    configure_loopback(loopback)
    loopback.responder = Summaries(WIRE.tool_reply([("s1", "summarise_document", "{}")]))
    card = ask_for_the_whole_book(qtbot, panel)
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as blocker:
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].cancelled
    qtbot.waitUntil(lambda: card.outcome.isVisible(), timeout=5_000)
    assert card.outcome.text() == "Not read: you stopped the assistant."


def test_the_budget_ends_the_turn_with_keep_going(qtbot, panel, loopback):
    configure_loopback(loopback, turn_budget_tokens=100, max_steps=20)
    rounds = [WIRE.tool_reply([(f"s{n}", "project_statistics", "{}")]) for n in range(8)]
    loopback.add(*rounds, WIRE.text_reply(["All counted."]))
    result = send(qtbot, panel, "Count everything")
    assert result.exhausted and len(loopback.requests) == 4
    view = panel.turn_views[-1]
    assert view.notice.isVisible()
    assert "reached this turn's token budget (100 tokens)" in view.notice_label.text()
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000) as blocker:
        qtbot.mouseClick(view.keep_going_button, Qt.MouseButton.LeftButton)
    again = blocker.args[0]
    assert again.exhausted and len(loopback.requests) == 8  # a fresh budget of 100
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000) as blocker:
        qtbot.mouseClick(view.keep_going_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].answered and not view.notice.isVisible()
    assert view.answer.markdown.startswith("All counted.")


# -- settings -------------------------------------------------------------------------------


def test_costs_and_budget_in_settings(qtbot, quire_config, panel, panel_controller):
    app_data = Path(panel_controller.project.store.app_data_dir)
    cache = SummaryCache(summaries_folder(app_data), 1_000_000)
    cache.put("some chapter", "m", 1, "a summary")
    panel.open_settings()
    dialog = panel.window().findChild(SettingsDialog)
    qtbot.waitExposed(dialog)
    group = dialog.cost_group
    assert not group.body.isVisible() and group.overview.text() == "no budget · no prices"
    qtbot.mouseClick(group.toggle, Qt.MouseButton.LeftButton)
    assert group.body.isVisible()
    assert "MB kept for this project" in group.cache_label.text()
    assert group.clear_cache_button.isEnabled()
    qtbot.mouseClick(group.clear_cache_button, Qt.MouseButton.LeftButton)
    assert cache.use().entries == 0 and not group.clear_cache_button.isEnabled()

    group.budget_spin.setFocus()
    group.budget_spin.selectAll()
    qtbot.keyClicks(group.budget_spin, "50000")
    dialog.connection.model_combo.setEditText("gpt-4o-mini")
    group.load(dialog.form_settings())
    qtbot.mouseClick(group.add_price_button, Qt.MouseButton.LeftButton)
    assert group.prices_table.item(0, 0).text() == "gpt-4o-mini"
    group.prices_table.cellWidget(0, 1).setValue(0.15)
    group.prices_table.cellWidget(0, 3).setValue(0.6)
    group.currency_edit.setText("€")
    qtbot.mouseClick(
        dialog.buttons.button(dialog.buttons.StandardButton.Save), Qt.MouseButton.LeftButton
    )
    saved = read_settings_file(settings_path())
    assert saved.turn_budget_tokens == 50_000 and saved.currency == "€"
    assert saved.prices == (ModelPrice("gpt-4o-mini", 0.15, None, 0.6),)

"""Quotations in the panel, through the real window: a verified quotation is a link that
opens its document with the passage selected, one the project does not hold is marked "not
found in your project" with Ask it to check, and a document never read is marked."""

from __future__ import annotations

import json

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor

from assistant.agent.audit.quote_check import CheckedQuote
from assistant.gui.assistant.turns.quote_marks import mark_quotations, quote_url
from assistant.gui.assistant.turns.turn_view import TurnView
from assistant.gui.editor.document_editor import DocumentEditor
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback
from tests.gui.conftest import installed_language

WIRE = OpenAIWire()
TOLL_HOUSE = "d-0afb7cc2a9"
ANSWER = (
    "In The Toll-House, Oda reads the stone: “Nine feet two,” she said, "
    "and she writes “a river that sings to the Company”. "
    "Chapter 3: Upriver tells the rest."
)


def ask(qtbot, panel, question: str) -> None:
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        panel.question_edit.setPlainText(question)
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)


def click_anchor(qtbot, view: TurnView, href: str) -> None:
    """Click the middle of the first piece of the answer that links to ``href``."""
    document = view.answer.document()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position() + fragment.length() // 2)
                rect = view.answer.cursorRect(cursor)
                qtbot.mouseClick(view.answer.viewport(), Qt.MouseButton.LeftButton,
                                 pos=QPoint(rect.center().x(), rect.center().y()))  # fmt: skip
                return
            fragments += 1
        block = block.next()
    raise AssertionError(f"no link to {href}")


def test_quotations_are_links_or_marked_and_ask_it_to_check_follows_up(
    qtbot, quire_config, main_window, loopback
):
    configure_loopback(loopback)
    main_window.resize(1300, 850)
    panel = main_window.assistant_panel
    loopback.add(
        WIRE.tool_reply([("c1", "read_document", json.dumps({"document": "The Toll-House"}))]),
        WIRE.text_reply([ANSWER[:40], ANSWER[40:]]),
    )
    ask(qtbot, panel, "What does Oda read?")
    view = panel.turn_views[-1]
    shown = view.answer.toPlainText()
    assert "“a river that sings to the Company” ⚠ not found in “The Toll-House”" in shown
    assert "Chapter 3: Upriver (not read)" in shown
    assert "The Toll-House (not read)" not in shown  # read by its tool
    assert view.quote_notice.isVisible()
    notice = view.quote_notice.label.text()  # (English plurals come with the translations)
    assert notice.startswith("1 quotation") and notice.endswith("not in your project as given.")

    click_anchor(qtbot, view, quote_url(0))
    editor = main_window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == TOLL_HOUSE
    assert editor.text_edit.textCursor().selectedText() == "Nine feet two"

    loopback.add(WIRE.text_reply(["The project does not hold that line; I misquoted it."]))
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        qtbot.mouseClick(view.quote_notice.button, Qt.MouseButton.LeftButton)
    follow_up = panel.turn_views[-1]
    assert "a river that sings to the Company" in follow_up.question
    sent = loopback.requests[-1].body["messages"][-1]["content"]
    assert sent == follow_up.question
    assert not follow_up.quote_notice.isVisible()
    # the older turn's button waits: only the latest turn acts
    assert not view.quote_notice.button.isEnabled()


def test_ask_it_to_check_asks_in_the_writers_language(qtbot, quire_config, main_window, loopback):
    """The follow-up shows as the writer's own question, so in Spanish it is Spanish (and
    the model, asked in Spanish, answers in Spanish)."""
    configure_loopback(loopback)
    panel = main_window.assistant_panel
    loopback.add(WIRE.text_reply([ANSWER]))
    ask(qtbot, panel, "What does Oda read?")
    view = panel.turn_views[-1]
    assert view.quote_notice.isVisible()
    loopback.add(WIRE.text_reply(["El proyecto no tiene esa línea."]))
    with installed_language("es"), qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        qtbot.mouseClick(view.quote_notice.button, Qt.MouseButton.LeftButton)
    follow_up = panel.turn_views[-1]
    assert follow_up.question.startswith(
        "Quire no ha encontrado en el proyecto estas citas de tu última respuesta:\n"
        "- «a river that sings to the Company» (no está en «The Toll-House»)\n"
    )
    assert loopback.requests[-1].body["messages"][-1]["content"] == follow_up.question


def test_the_marks_survive_reopening_the_conversation(qtbot, quire_config, main_window, loopback):
    configure_loopback(loopback)
    panel = main_window.assistant_panel
    loopback.add(WIRE.text_reply([ANSWER]))
    ask(qtbot, panel, "What does Oda read?")
    conversation = panel.session.conversations.current.id
    panel.new_conversation()
    panel.open_conversation(conversation)
    view = panel.turn_views[-1]
    shown = view.answer.toPlainText()
    assert "⚠ not found in “The Toll-House”" in shown
    assert "Chapter 3: Upriver (not read)" in shown  # nothing was read in that turn
    assert view.quote_notice.isVisibleTo(view)


def test_a_quotation_with_brackets_stays_one_link(qtbot):
    text = "She wrote “the [old] eye was gone” there."
    start = text.index("the [old]")
    quote = CheckedQuote("the [old] eye was gone", start, start + 22, True, "d-1", "T")
    assert mark_quotations(text, [quote]) == (
        "She wrote “[the \\[old\\] eye was gone](quire://quote/0)” there."
    )


def test_a_title_inside_a_longer_title_is_neither_linked_nor_marked(
    qtbot, quire_config, main_window, loopback
):
    configure_loopback(loopback)
    panel = main_window.assistant_panel
    loopback.add(WIRE.text_reply([
        "The Toll-House: A Ledger of Floods is another book; “Chapter 3: Upriver and Back” too. "
        "Only Chapter 3: Upriver is yours."
    ]))  # fmt: skip
    ask(qtbot, panel, "Which of these are mine?")
    shown = panel.turn_views[-1].answer.toPlainText()
    assert "The Toll-House: A Ledger of Floods is" in shown  # not "The Toll-House (not read)"
    assert "“Chapter 3: Upriver and Back”" in shown
    assert shown.count("(not read)") == 1 and "Chapter 3: Upriver (not read) is yours" in shown


def test_a_line_credited_to_another_chapter_says_where_it_is(
    qtbot, quire_config, main_window, loopback
):
    configure_loopback(loopback)
    panel = main_window.assistant_panel
    loopback.add(WIRE.text_reply([
        "In Chapter 3: Upriver, Oda reads the stone: “Nine feet two,” she said.\n\nIt was a "
        "“long night”."
    ]))  # fmt: skip
    ask(qtbot, panel, "What does Oda read?")
    view = panel.turn_views[-1]
    shown = view.answer.toPlainText()
    assert "“Nine feet two,” ⚠ found in “The Toll-House”, not in “Chapter 3: Upriver”" in shown
    assert "“long night” (not checked)" in shown
    assert view.quote_notice.isVisible()
    assert view.quote_notice.label.text().startswith("1 quotation")  # not the unchecked one
    loopback.add(WIRE.text_reply(["It is in The Toll-House."]))
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        qtbot.mouseClick(view.quote_notice.button, Qt.MouseButton.LeftButton)
    assert "(found in “The Toll-House”, not in “Chapter 3: Upriver”)" in (
        panel.turn_views[-1].question
    )


def test_a_short_quotation_is_marked_not_checked(qtbot):
    text = "It was a “long night” there."
    start = text.index("long night")
    quote = CheckedQuote("long night", start, start + 10, False, verdict="not checked")
    assert mark_quotations(text, [quote]) == (
        "It was a “[long night](quire://unchecked/0)” [(not checked)](quire://unchecked/0/mark)"
        " there."
    )

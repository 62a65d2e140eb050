"""Act mode in the assistant panel: the switch, the banner, act turns against a loopback model
server (changes listed, one undo step, byte-identical undo, Redo), approval cards (reject
with a reason, Stop while one waits), reverting one change, undone turns told to the model,
ask mode refusing write tools, and the approval setting."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from assistant.agent.act.approval import Decision, Proposal, Verdict
from assistant.agent.config.settings import (
    Settings,
    SettingsError,
    read_settings_file,
    settings_path,
    validate,
)
from assistant.agent.conversations.model import UNDONE_NOTE
from assistant.agent.conversations.store import ConversationStore
from assistant.agent.loop.mode import Mode
from assistant.gui.assistant.cards.approval import ApprovalCard
from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.assistant.turns.change_list import ChangeList
from assistant.gui.assistant.turns.change_words import body_html
from assistant.gui.settings.dialog import SettingsDialog
from assistant.world.edits.diff import (
    ChangeDiff,
    DiffLine,
    Field,
    FieldChange,
    LineKind,
    Place,
    Standing,
    TextHunk,
)
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback, no_wait_setup
from tests.gui.conftest import installed_language

WIRE = OpenAIWire()
MARA = "e-470dba0693"  # "Mára Tesk"
TOLL_HOUSE = "d-0afb7cc2a9"  # "The Toll-House", first in "Chapter 2: High Water"
BRIDGE = "d-95b4900e9e"  # "The Night the Bridge Went", after it
NOTES = "f-497779dbeb"
CHAPTER_7 = "d-c622b48fbb"
OPEN_QUESTIONS = "d-0829076c08"
STYLE_SHEET = "d-4e11e1872e"
THREE_DOCUMENTS = (CHAPTER_7, OPEN_QUESTIONS, STYLE_SHEET)


# -- helpers -----------------------------------------------------------------------------------


def call(number: int, tool_name: str, **arguments) -> tuple[str, str, str]:
    return (f"call_{number}", tool_name, json.dumps(arguments))


def tool(number: int, tool_name: str, **arguments):
    """A reply calling one tool."""
    return WIRE.tool_reply([call(number, tool_name, **arguments)])


def answer(text: str):
    return WIRE.text_reply([text], usage=(30, 8))


def rename_everywhere_script(world):
    """The model's side of "Rename Mára to Maren everywhere, note it, and move the toll-house
    scene after the bridge": six changes over five replies, then the answer."""
    counts = {doc: world.documents[doc].text.count("Mára") for doc in THREE_DOCUMENTS}
    return [
        tool(1, "create_document", title="Renaming note", text="Mára is now Maren.",
             kind="note", folder=NOTES),
        tool(2, "rename_entity", entity=MARA, name="Maren Tesk", keep_old_name_as_alias=True),
        WIRE.tool_reply([
            call(number, "replace_text", document=doc, find="Mára", replace="Maren",
                 expected_count=counts[doc])
            for number, doc in enumerate(THREE_DOCUMENTS, start=3)
        ]),
        tool(6, "move_node", node=TOLL_HOUSE, after=BRIDGE),
        answer("Renamed Mára to Maren in three documents, noted it, and moved the scene."),
    ]


def project_files(root: Path) -> dict[str, bytes]:
    """Every file of the project as saved (the app's own .quire folder left out)."""
    return {
        str(path.relative_to(root)): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".quire" not in path.relative_to(root).parts
    }


@pytest.fixture
def panel_size() -> tuple[int, int]:
    return (460, 760)


def act(qtbot, panel, question: str, timeout: int = 15_000):
    panel.set_mode(Mode.ACT)
    with qtbot.waitSignal(panel.turn_finished, timeout=timeout) as blocker:
        panel.question_edit.setPlainText(question)
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    return blocker.args[0]


# -- the switch and the banner ------------------------------------------------------------------


def test_the_switch_is_on_and_act_mode_looks_different(qtbot, panel, loopback):
    configure_loopback(loopback)
    assert panel.act_button.isEnabled() and panel.ask_button.isChecked()
    assert panel.mode == Mode.ASK and not panel.act_banner.isVisible()
    ask_placeholder = panel.question_edit.placeholderText()

    qtbot.mouseClick(panel.act_button, Qt.MouseButton.LeftButton)
    assert panel.mode == Mode.ACT and panel.act_button.isChecked()
    assert panel.act_banner.isVisible()
    assert "Act mode: the assistant may change your project" in panel.act_banner_label.text()
    assert panel.question_edit.placeholderText() != ask_placeholder
    assert "questionEdit" in panel.styleSheet()  # the question box is framed in colour

    qtbot.mouseClick(panel.ask_button, Qt.MouseButton.LeftButton)
    assert panel.mode == Mode.ASK and not panel.act_banner.isVisible()
    assert panel.question_edit.placeholderText() == ask_placeholder


def test_the_mode_is_kept_with_each_conversation(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback)
    loopback.add(answer("Nothing to change."), answer("She is a surveyor."))
    act(qtbot, panel, "Tidy nothing.")
    acting = panel.session.conversations.current.id
    assert panel.session.conversations.current.mode == Mode.ACT

    panel.new_conversation()
    assert panel.mode == Mode.ASK and not panel.act_banner.isVisible()  # a new one starts asking
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        panel.ask("Who is Mára?")
    asking = panel.session.conversations.current.id

    panel.open_conversation(acting)
    assert panel.mode == Mode.ACT and panel.act_button.isChecked() and panel.act_banner.isVisible()
    panel.open_conversation(asking)
    assert panel.mode == Mode.ASK and panel.ask_button.isChecked()

    # Switching is saved with the conversation, and a reopened project comes back in it.
    panel.set_mode(Mode.ACT)
    store = ConversationStore(Path(panel_controller.project.store.app_data_dir) / "conversations")
    saved, _failures = store.load_all()
    assert {c.id: c.mode for c in saved} == {acting: Mode.ACT, asking: Mode.ACT}
    panel.set_mode(Mode.ASK)
    reopened = AssistantPanel(panel_controller, setup_factory=no_wait_setup)
    qtbot.addWidget(reopened)
    assert reopened.session.conversations.current.id == asking and reopened.mode == Mode.ASK
    reopened.open_conversation(acting)
    assert reopened.mode == Mode.ACT
    reopened.shutdown()


# -- an act turn ----------------------------------------------------------------------------------


def test_an_act_turn_lists_every_change_and_undoes_as_one_step(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="none")
    root = panel_controller.root
    before = project_files(root)
    texts = {d: panel_controller.snapshot().documents[d].text for d in THREE_DOCUMENTS}
    loopback.add(*rename_everywhere_script(panel_controller.snapshot()))

    result = act(qtbot, panel, "Rename Mára to Maren everywhere and move the toll-house scene")

    assert result.answered
    world = panel_controller.snapshot()
    assert world.entities[MARA].name == "Maren Tesk"
    for doc in THREE_DOCUMENTS:
        assert world.documents[doc].text == texts[doc].replace("Mára", "Maren")
    assert any(d.title == "Renaming note" for d in world.documents.values())
    chapter_2 = world.folders["f-4c0f3b7802"].children
    assert list(chapter_2).index(BRIDGE) < list(chapter_2).index(TOLL_HOUSE)
    # One step on the undo stack, labelled with the request.
    stack = panel_controller.undo_stack
    assert stack.count() == 1
    assert stack.undoText().startswith("Assistant: Rename Mára to Maren")

    view = panel.turn_views[-1]
    changes = view.changes
    assert changes.isVisible()
    assert [(r.target_kind, r.action) for r in changes.records] == [
        ("document", "create_document"),
        ("entity", "rename_entity"),
        ("document", "replace_text"),
        ("document", "replace_text"),
        ("document", "replace_text"),
        ("document", "move_node"),
    ]
    summaries = [row.summary.text() for row in changes.rows]
    assert summaries[0] == "New note “Renaming note” at the end of “Notes”"
    assert summaries[1] == "Renamed “Mára Tesk” to “Maren Tesk”"
    assert summaries[2].startswith("Changed the text of “")
    assert summaries[5] == "Moved “The Toll-House”, now at the end of “Chapter 2: High Water”"
    assert changes.title_label.text() == "Changes made: 6"
    # What changed in detail opens on request: the replaced words marked in the sentence.
    row = changes.rows[2]
    assert not row.is_expanded()
    row.toggle.click()
    assert row.is_expanded() and row.body.isVisible()
    assert "[−Mára][+Maren]" in row.detail_text
    assert "<s " in row.body.text() and "<u " in row.body.text()

    # Save, then one Undo: saved again, the files are byte for byte what they were.
    panel_controller.save()
    after = project_files(root)
    assert after != before
    stack.undo()
    assert view.is_undone and view.undone_badge.isVisible()
    panel_controller.save()
    assert project_files(root) == before
    # Redo gives the after state, and clears "Undone".
    stack.redo()
    assert not view.is_undone and not view.undone_badge.isVisible()
    panel_controller.save()
    assert project_files(root) == after


def test_undo_this_turn_tells_the_next_question(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback, approval_policy="none")
    loopback.add(
        tool(1, "rename_entity", entity=MARA, name="Maren Tesk"),
        answer("Renamed her."),
        answer("She is called Mára Tesk."),
    )
    act(qtbot, panel, "Rename Mára to Maren")
    view = panel.turn_views[-1]
    assert panel_controller.snapshot().entities[MARA].name == "Maren Tesk"

    qtbot.mouseClick(view.changes.undo_button, Qt.MouseButton.LeftButton)
    assert panel_controller.snapshot().entities[MARA].name == "Mára Tesk"
    assert view.is_undone and view.changes.title_label.text() == "Changes undone: 1"
    assert not view.changes.undo_button.isEnabled()
    turn = panel.session.conversations.current.turns[-1]
    assert turn.undone
    store = ConversationStore(Path(panel_controller.project.store.app_data_dir) / "conversations")
    saved, _failures = store.load_all()
    assert saved[0].turns[-1].undone  # kept on disk too

    act(qtbot, panel, "What is her name now?")
    messages = loopback.requests[-1].body["messages"]
    earlier_answer = messages[2]
    assert earlier_answer["role"] == "assistant"
    assert earlier_answer["content"] == "Renamed her." + UNDONE_NOTE


def test_keep_going_is_a_new_step_and_undo_this_turn_takes_back_every_run(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="none", max_steps=1)
    original = panel_controller.snapshot()
    loopback.add(
        tool(1, "rename_entity", entity=MARA, name="Maren Tesk"),
        tool(2, "replace_text", document=STYLE_SHEET, find="Mára", replace="Maren",
             expected_count=original.documents[STYLE_SHEET].text.count("Mára")),
        answer("Renamed her and fixed the style sheet."),
    )
    result = act(qtbot, panel, "Rename Mára to Maren")
    assert result.exhausted
    view = panel.turn_views[-1]
    stack = panel_controller.undo_stack
    assert stack.count() == 1 and view.notice.isVisible()
    assert panel.session.desk.active_run is None  # nothing stays locked while the writer decides
    assert view.changes.undo_button.isEnabled()

    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(view.keep_going_button, Qt.MouseButton.LeftButton)
    assert stack.count() == 2
    assert stack.undoText() == "Assistant: Rename Mára to Maren (continued)"
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(view.keep_going_button, Qt.MouseButton.LeftButton)
    assert stack.count() == 2  # the answer changed nothing more
    assert [r.action for r in view.changes.records] == ["rename_entity", "replace_text"]

    qtbot.mouseClick(view.changes.undo_button, Qt.MouseButton.LeftButton)
    world = panel_controller.snapshot()
    assert world.entities == original.entities and world.documents == original.documents
    assert view.is_undone and panel.session.conversations.current.turns[-1].undone
    stack.redo()
    assert view.is_undone  # one run is still undone
    stack.redo()
    assert not view.is_undone and not panel.session.conversations.current.turns[-1].undone


def test_revert_one_change_from_the_list(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback, approval_policy="none")
    loopback.add(*rename_everywhere_script(panel_controller.snapshot()))
    act(qtbot, panel, "Rename Mára to Maren everywhere and move the toll-house scene")
    view = panel.turn_views[-1]
    rename = view.changes.rows[1]
    assert rename.record.action == "rename_entity"
    assert not rename.revert_button.isVisible()  # offered with the change's detail
    qtbot.mouseClick(rename.toggle, Qt.MouseButton.LeftButton)
    assert rename.revert_button.isVisible()

    qtbot.mouseClick(rename.revert_button, Qt.MouseButton.LeftButton)
    world = panel_controller.snapshot()
    assert world.entities[MARA].name == "Mára Tesk"  # only that change is taken back
    assert "Maren" in world.documents[STYLE_SHEET].text
    assert panel_controller.undo_stack.count() == 2  # the turn, then the revert
    assert not rename.revert_button.isEnabled() and rename.state_label.isVisible()
    assert view.changes.message == ""

    # A change edited since cannot be reverted; the list says why instead.
    replaced = view.changes.rows[2]
    doc = replaced.record.target_id
    from assistant.world.edits import SetText

    panel_controller.push(SetText(doc, "The writer rewrote it all."), "Typing")
    qtbot.mouseClick(replaced.toggle, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(replaced.revert_button, Qt.MouseButton.LeftButton)
    assert panel_controller.snapshot().documents[doc].text == "The writer rewrote it all."
    assert view.changes.message and view.changes.message_label.isVisible()
    assert replaced.revert_button.isEnabled()


# -- approvals ------------------------------------------------------------------------------------


def test_approve_every_change_and_reject_one_with_a_reason(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="every")
    loopback.add(
        tool(1, "rename_entity", entity=MARA, name="Maren Tesk"),
        tool(2, "replace_text", document=STYLE_SHEET, find="Mára", replace="Maren",
             expected_count=2),
        answer("Renamed her; the style sheet stays as it is."),
    )
    panel.set_mode(Mode.ACT)
    panel.ask("Rename Mára to Maren")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    card = view.waiting_cards[0]
    assert card.summary.text() == "Renamed “Mára Tesk” to “Maren Tesk”"
    assert card.isVisible() and card.body.isVisible()
    assert panel.status_text == "Waiting for your approval…"
    assert panel_controller.snapshot().entities[MARA].name == "Mára Tesk"  # not yet
    qtbot.mouseClick(card.approve_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    second = view.waiting_cards[0]
    assert second is not card and not card.buttons.isVisible()
    assert card.outcome_label.text().startswith("Approved\n")
    second.reason_edit.setText("Keep the accent in the style sheet")
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(second.reject_button, Qt.MouseButton.LeftButton)

    refusal = loopback.requests[2].body["messages"][-1]
    assert refusal["role"] == "tool"
    assert "Keep the accent in the style sheet" in refusal["content"]
    assert "refused" in refusal["content"]
    assert second.outcome_label.text().startswith(
        "Rejected (Keep the accent in the style sheet)\n"
    )
    world = panel_controller.snapshot()
    assert world.entities[MARA].name == "Maren Tesk"
    assert "Mára" in world.documents[STYLE_SHEET].text
    assert [r.action for r in view.changes.records] == ["rename_entity"]
    assert panel_controller.undo_stack.count() == 1


def test_approve_all_in_this_turn(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback, approval_policy="every")
    loopback.add(
        tool(1, "rename_entity", entity=MARA, name="Maren Tesk"),
        tool(2, "replace_text", document=STYLE_SHEET, find="Mára", replace="Maren",
             expected_count=2),
        answer("Done."),
    )
    panel.set_mode(Mode.ACT)
    panel.ask("Rename Mára to Maren")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(view.waiting_cards[0].approve_all_button, Qt.MouseButton.LeftButton)
    assert len(view.approval_cards) == 1  # the second change did not ask
    assert [r.action for r in view.changes.records] == ["rename_entity", "replace_text"]


def test_stop_while_a_card_waits_leaves_a_turn_that_undoes_cleanly(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="every")
    original = panel_controller.snapshot()
    loopback.add(
        tool(1, "rename_entity", entity=MARA, name="Maren Tesk"),
        tool(2, "replace_text", document=STYLE_SHEET, find="Mára", replace="Maren",
             expected_count=2),
        answer("never reached"),
    )
    panel.set_mode(Mode.ACT)
    panel.ask("Rename Mára to Maren")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    qtbot.mouseClick(view.waiting_cards[0].approve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    waiting = view.waiting_cards[0]

    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as blocker:
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0].cancelled
    assert not waiting.is_waiting and "stopped" in waiting.outcome_label.text()
    world = panel_controller.snapshot()
    assert world.entities[MARA].name == "Maren Tesk"
    assert world.documents[STYLE_SHEET].text == original.documents[STYLE_SHEET].text
    stack = panel_controller.undo_stack
    assert stack.count() == 1 and not panel.is_busy()
    stack.undo()
    assert panel_controller.snapshot().entities == original.entities
    assert panel_controller.snapshot().documents == original.documents


def test_a_failed_turn_keeps_what_it_did_as_one_step(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback, approval_policy="none")
    original = panel_controller.snapshot()
    loopback.add(
        tool(1, "rename_entity", entity=MARA, name="Maren Tesk"),
        WIRE.error_reply(500, "internal"),
    )
    result = act(qtbot, panel, "Rename Mára to Maren")
    assert result.error is not None and not result.ok
    view = panel.turn_views[-1]
    assert view.error_frame.isVisible()
    assert [r.action for r in view.changes.records] == ["rename_entity"]
    assert panel.session.desk.active_run is None
    stack = panel_controller.undo_stack
    assert stack.count() == 1
    stack.undo()
    assert panel_controller.snapshot().entities == original.entities


def test_closing_while_a_card_waits_ends_the_turn(qtbot, quire_config, panel_controller,
                                                 loopback):
    configure_loopback(loopback, approval_policy="every")
    loopback.add(
        tool(1, "rename_entity", entity=MARA, name="Maren Tesk"),
        tool(2, "trash_node", node=STYLE_SHEET),
        answer("never reached"),
    )
    panel = AssistantPanel(panel_controller, setup_factory=no_wait_setup, flush_ms=5)
    qtbot.addWidget(panel)
    panel.set_mode(Mode.ACT)
    panel.ask("Rename Mára and throw away the style sheet")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    view.waiting_cards[0].approve()
    qtbot.waitUntil(lambda: len(view.approval_cards) == 2, timeout=10_000)
    thread = panel.worker._thread

    panel.shutdown()  # the window closes while the trash waits for an answer
    assert not thread.is_alive()
    assert panel.session.desk.active_run is None
    world = panel_controller.snapshot()
    assert world.entities[MARA].name == "Maren Tesk" and not world.is_trashed(STYLE_SHEET)
    assert panel_controller.undo_stack.count() == 1


# -- ask mode stays read-only -------------------------------------------------------------------


def test_in_ask_mode_a_write_tool_does_not_exist(qtbot, panel, panel_controller, loopback):
    configure_loopback(loopback)
    root = panel_controller.root
    before = project_files(root)
    world = panel_controller.snapshot()
    loopback.add(
        tool(1, "rename_entity", entity=MARA, name="Maren Tesk"),
        answer("I cannot change anything in ask mode."),
    )
    assert panel.mode == Mode.ASK
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        panel.ask("Rename Mára to Maren")
    result = loopback.requests[1].body["messages"][-1]
    assert result["role"] == "tool" and "no such tool 'rename_entity'" in result["content"]
    tools = [t["function"]["name"] for t in loopback.requests[0].body["tools"]]
    assert "rename_entity" not in tools and "replace_text" not in tools
    assert panel_controller.snapshot() is world
    assert panel_controller.undo_stack.count() == 0
    assert not panel.turn_views[-1].has_changes
    panel_controller.save()
    assert project_files(root) == before


# -- the widgets on their own -------------------------------------------------------------------


@dataclass(frozen=True)
class FakeRecord:
    number: int
    target_kind: str
    action: str
    title: str
    difference: ChangeDiff
    target_id: str = "d-1"

    def diff(self) -> ChangeDiff:
        return self.difference


def lines(*rows: tuple[LineKind, str]) -> tuple[DiffLine, ...]:
    return tuple(DiffLine(kind, text) for kind, text in rows)


DIFF = ChangeDiff(
    hunks=(
        TextHunk(1, 2, 1, 2, lines(
            (LineKind.CONTEXT, "keep"),
            (LineKind.REMOVED, "old line"),
            (LineKind.ADDED, "new line"),
        )),
    )
)  # fmt: skip
AGE = ChangeDiff((FieldChange(Field.FIELDS, (("Age", "40"),), (("Age", "41"),)),))
TRASHED = ChangeDiff(
    (FieldChange(Field.PLACE, Place(Standing.IN_TREE, None, 3), Place(Standing.TRASHED)),)
)


def test_the_change_list_shows_changes_in_words_and_messages(qtbot):
    changes = ChangeList()
    qtbot.addWidget(changes)
    undo, reverts = [], []
    changes.undo_turn_requested.connect(lambda: undo.append(True))
    changes.revert_requested.connect(reverts.append)
    record = FakeRecord(1, "entity", "set_entity_field", "Oda", AGE)
    changes.add_record(FakeRecord(2, "document", "replace_text", "The Bridge", DIFF))
    changes.add_record(record)
    changes.show()
    assert changes.title_label.text() == "Changes made: 2"
    assert changes.rows[1].summary.text() == "Changed a field of “Oda”"
    assert changes.rows[1].detail_text == "Age: “40” → “41”"
    changes.rows[1].toggle.click()
    changes.rows[1].revert_button.click()
    changes.undo_button.click()
    assert reverts == [record] and undo == [True]
    changes.show_message("Someone changed it since.")
    assert changes.message == "Someone changed it since."
    changes.set_actions_enabled(False)
    assert not changes.undo_button.isEnabled() and not changes.rows[0].revert_button.isEnabled()



@pytest.mark.parametrize(
    ("language", "emptied", "added"),
    [
        ("es", "Etiquetas: sin valor (antes", "Edad: «19» (valor nuevo)"),
        ("fr", "Étiquettes\u00a0: aucune valeur (auparavant",
         "Edad\u00a0: «\u00a019\u00a0» (nouvelle valeur)"),
        ("nb", "Stikkord: ingen verdi (før:", "Edad: «19» (ny verdi)"),
    ],
)  # fmt: skip
def test_an_emptied_or_new_field_reads_right_whatever_its_gender(qtbot, language, emptied, added):
    """"Etiquetas: ninguno" and "Edad: 19 (nuevo)" did not agree with the field: the words
    for none and new are ones that need not agree."""
    tags = ChangeDiff((FieldChange(Field.TAGS, ("harbour",), ()),))
    age = ChangeDiff((FieldChange(Field.FIELDS, (), (("Edad", "19"),)),))
    with installed_language(language):
        changes = ChangeList()
        qtbot.addWidget(changes)
        changes.add_record(FakeRecord(1, "document", "set_document_info", "The Bridge", tags))
        changes.add_record(FakeRecord(2, "entity", "set_entity_field", "Oda", age))
        assert changes.rows[0].detail_text.startswith(emptied)
        assert changes.rows[1].detail_text == added

def test_a_changed_line_marks_the_replaced_words_within_it(qtbot):
    changes = ChangeList()
    qtbot.addWidget(changes)
    record = FakeRecord(2, "document", "replace_text", "The Bridge", DIFF)
    html_text = body_html(record, DIFF, changes.palette())
    assert "@@" not in html_text and "at line" not in html_text
    assert "keep" in html_text  # the paragraph before, muted
    # "old line" became "new line": one paragraph, the word replaced struck and underlined.
    assert "<s " in html_text and ">old</s>" in html_text
    assert "<u " in html_text and ">new</u>" in html_text
    assert html_text.count(" line") == 1
    # A removed Markdown list item reads as text, not as a mark.
    listed = ChangeDiff(hunks=(TextHunk(1, 1, 1, 1, lines(
        (LineKind.REMOVED, "- item"), (LineKind.ADDED, "- thing"),
    )),))  # fmt: skip
    shown = body_html(record, listed, changes.palette())
    assert ">- item</s>" in shown and ">- thing</u>" in shown
    added = lines(*((LineKind.ADDED, f"line {n}") for n in range(500)))
    long = ChangeDiff(hunks=(TextHunk(1, 0, 1, 500, added),))
    assert "… and 300 more paragraphs" in body_html(record, long, changes.palette())


def test_an_approval_card_rejects_with_the_reason(qtbot):
    record = FakeRecord(1, "document", "trash_node", "Old notes", TRASHED)
    pending = Proposal(record)
    card = ApprovalCard(pending)
    qtbot.addWidget(card)
    card.show()
    asked = []
    card.approve_all_requested.connect(lambda: asked.append(True))
    assert card.summary.text() == "Moved “Old notes” to the trash"
    card.approve_all_button.click()
    assert asked == [True]
    card.reason_edit.setText("I still need them")
    card.reject_button.click()
    assert pending.decision == Decision(Verdict.REJECT, "I still need them")
    assert card.body.plain_text == "Nothing else changed."
    assert not card.is_waiting and not card.buttons.isVisible()
    assert card.outcome_label.text() == (
        "Rejected (I still need them)\nMoved “Old notes” to the trash"
    )
    card.approve_button.click()  # decided: nothing more happens
    assert pending.decision.verdict is Verdict.REJECT


def test_an_approved_card_says_so_above_the_change_not_glued_to_it(qtbot):
    """In Spanish, "Aprobado: Se ha…" put a capital after a colon: the outcome has its own
    line over the change's headline."""
    with installed_language("es"):
        record = FakeRecord(1, "document", "trash_node", "Old notes", TRASHED)
        pending = Proposal(record)
        card = ApprovalCard(pending)
        qtbot.addWidget(card)
        card.show()
        headline = card.summary.text()
        assert headline[0].isupper()
        card.approve_button.click()
        assert pending.decision.verdict is Verdict.APPROVE
        assert card.outcome_label.text() == f"Aprobado\n{headline}"


# -- the approval setting -----------------------------------------------------------------------


def test_the_approval_setting_is_validated_and_saved(qtbot, quire_config):
    assert Settings().approval_policy == "risky"
    with pytest.raises(SettingsError, match="approval_policy"):
        validate(Settings(approval_policy="sometimes"))
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    combo = dialog.assistant_rows.approval_combo
    assert combo.currentData() == "risky"
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "every change",
        "deletions and large rewrites only",
        "nothing",
    ]
    combo.setCurrentIndex(combo.findData("every"))
    dialog.connection.provider_combo.setCurrentIndex(dialog.connection.provider_combo.findData("llamacpp"))
    dialog.save()
    assert read_settings_file(settings_path()).approval_policy == "every"

"""What a turn sent of the project, worked out in the core session both front ends use:
passages per document, entity cards, words, and the tool results that withheld private
material; kept with the turn and read back after a restart."""

from __future__ import annotations

from assistant.agent.conversations.export import ExportLabels, to_markdown
from assistant.agent.loop.messages import AiMessage, AiResponse, AiToolCall
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.privacy.sent import Sent, sent_in
from assistant.agent.session.turn_notes import TurnNotes, notes_from_json, notes_to_json
from assistant.agent.tools.read import search_text
from assistant.world.model import Document
from assistant.world.project import Project
from tests.agent.privacy.test_withholding import calls, session_of
from tests.agent.privacy.worlds import private_world
from tests.worlds import flat_world


def test_a_turn_notes_the_passages_cards_words_and_what_was_withheld(tmp_path):
    provider = ScriptedProvider([
        calls(("search_text", {"query": "well"}), ("read_document", {"document": "d1"}),
              ("read_document", {"document": "d2"}), ("get_entity", {"entity": "Mara"})),
        AiResponse(text="Done."),
    ])  # fmt: skip
    session = session_of(tmp_path, provider)
    run = session.ask("Where is the well?", Project(private_world()).snapshot())
    end = session.finish(run, run.execute())
    sent = end.turn.notes.sent
    assert sent.passages == (("Chapter 1", 2),)  # a hit and a read
    assert sent.cards == 1
    assert sent.words > 10
    assert sent.withheld == 2  # the private plan, and Mara's private field
    again = session_of(tmp_path, ScriptedProvider([]))
    assert again.conversations.current.turns[-1].notes.sent == sent


def test_a_model_allowed_to_read_private_material_has_it_counted_as_sent(tmp_path):
    provider = ScriptedProvider([calls(("read_document", {"document": "d2"})),
                                 AiResponse(text="Done.")])  # fmt: skip
    session = session_of(tmp_path, provider, reads_private=True)
    run = session.ask("What is the plan?", Project(private_world()).snapshot())
    sent = session.finish(run, run.execute()).turn.notes.sent
    assert sent.passages == (("Murder plan", 1),)
    assert sent.withheld == 0


def test_search_hits_count_one_passage_each_by_document():
    world = flat_world(
        Document("a", "Chapter 2", "The lamp was lit at dusk.\n\nThe lamp went out at dawn."),
        Document("b", "Chapter 3", "Nobody saw the lamp again after the storm."),
    )
    hits = AiMessage.tool_result(AiToolCall("c0", "search_text", {"query": "lamp"}),
                                 _search(world, "lamp"))  # fmt: skip
    sent = sent_in(world, [hits])
    assert dict(sent.passages) == {"Chapter 2": 2, "Chapter 3": 1}
    assert sent.cards == 0 and sent.withheld == 0


def test_errors_and_changes_send_no_project_text():
    world = flat_world(Document("a", "Chapter 2", "The lamp was lit at dusk."))
    failed = AiMessage.tool_result(AiToolCall("c0", "read_document", {}), "no such document",
                                   is_error=True)  # fmt: skip
    change = AiMessage.tool_result(AiToolCall("c1", "replace_text", {}), "Replaced 1 passage.")
    assert sent_in(world, [failed, change]).is_empty


def test_keep_going_adds_to_what_the_turn_sent_and_the_notes_read_back():
    first = TurnNotes(sent=Sent((("Chapter 2", 2),), 1, 300, 1))
    later = TurnNotes(sent=Sent((("Chapter 2", 1), ("Chapter 3", 1)), 0, 100, 0))
    both = first.then(later, 3).sent
    assert both == Sent((("Chapter 2", 3), ("Chapter 3", 1)), 1, 400, 1)
    assert notes_from_json(notes_to_json(TurnNotes(sent=both))).sent == both
    assert "sent" not in notes_to_json(TurnNotes())  # older turns stay as they were
    assert notes_from_json({"sent": {"passages": [{"document": 3}], "words": "x"}}).sent == Sent()


def _search(world, query: str) -> str:
    return search_text(world, {"query": query})


def test_the_conversation_export_says_what_each_turn_sent(tmp_path):
    provider = ScriptedProvider([calls(("read_document", {"document": "d1"}),
                                       ("read_document", {"document": "d2"})),
                                 AiResponse(text="Done.")])  # fmt: skip
    session = session_of(tmp_path, provider)
    run = session.ask("Read chapter 1", Project(private_world()).snapshot())
    session.finish(run, run.execute())
    text = session.conversations.export_markdown()
    assert ("*Sent: 1 passage of Chapter 1; 34 words. Private material withheld from 1 tool "
            "result.*") in text  # fmt: skip
    labels = ExportLabels(sent=lambda sent: f"Envoyé : {sent.cards} fiche")
    assert "*Envoyé : 0 fiche*" in to_markdown(session.conversations.current, labels)

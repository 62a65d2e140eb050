"""An answer checked as its run ends: quotations verified or flagged (scripted answers over the
sample project), documents named but never read, the check kept with the turn, the model
told that quotations are checked, and the follow-up that asks it to check."""

from __future__ import annotations

import json

import pytest

from assistant.agent.audit.quote_check import (
    QUOTES_ARE_CHECKED,
    check_answer,
    check_request,
    documents_read,
)
from assistant.agent.loop.messages import AiMessage, AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.prompts import system_prompt
from assistant.agent.session.session import Session
from assistant.world.project import Project
from tests.agent.session.test_session import ProjectHost, asked, setup_of
from tests.paths import SAMPLE

CHAPTER_1 = "d-9b65717c5f"
NIGHT = "d-95b4900e9e"
TOLL_HOUSE = "d-0afb7cc2a9"

# Scripted answers over the sample project: every real quotation written as a model writes
# them (straight for curly quotes, across a line break, with an ellipsis, in another
# language's marks, from an entity), and invented ones beside them.
REAL = [
    '"Don\'t look at me with those green eyes," he said',
    "“By ten the lanes were running,\nas Oda had said they would.”",
    "“The rain had not come yet … the sound a crowd makes before anyone in it has decided "
    "to run”",
    "„It did not rise like rain“",
    "« At a quarter past eleven it came up all at once »",
    "»The Gull went at twenty to midnight«",
    "“an old scar through the left eyebrow”",
]
INVENTED = [
    "“Don't look at me with those blue eyes,” he said",
    "“By ten the lanes were dry, as Oda had said they would.”",
    "„It rose exactly like rain“",
    "« At midnight the bridge stood firm and the lamps burned »",
    "“The Gull went at a quarter to one”",
]


@pytest.fixture
def project() -> Project:
    return Project.open(SAMPLE, lock=False)


def answer_of(quotes: list[str]) -> str:
    return "\n\n".join(f"{n}. The text says {q}." for n, q in enumerate(quotes, start=1))


def test_scripted_answers_flag_every_invented_quotation_and_no_real_one(tmp_path, project):
    answer = answer_of([q for pair in zip(REAL, INVENTED + [""] * 2, strict=True) for q in pair
                        if q])  # fmt: skip
    provider = ScriptedProvider([AiResponse(text=answer)])
    session = Session(tmp_path, setup=setup_of(provider))
    run = asked(session, "Quote the flood for me", project)
    quotes = run.answer_check.quotes
    assert len(quotes) == len(REAL) + len(INVENTED)
    flagged = {q.text for q in quotes if not q.verified}
    assert flagged == {
        "Don't look at me with those blue eyes,",
        "By ten the lanes were dry, as Oda had said they would.",
        "It rose exactly like rain",
        "At midnight the bridge stood firm and the lamps burned",
        "The Gull went at a quarter to one",
    }
    assert sum(q.verified for q in quotes) == len(REAL)
    verified = [q for q in quotes if q.verified]
    assert {q.document for q in verified} >= {CHAPTER_1, NIGHT, "e-024b72f6ff"}
    night = project.world.documents[NIGHT].text
    lanes = next(q for q in verified if "lanes" in q.text)
    assert night[lanes.start : lanes.end].startswith("By ten the lanes were running")


def test_the_check_is_kept_with_the_turn_and_read_back(tmp_path, project):
    provider = ScriptedProvider([AiResponse(text=answer_of([REAL[0], INVENTED[0]]))])
    session = Session(tmp_path, setup=setup_of(provider))
    asked(session, "What does Ashdell say about her eyes?", project)
    turn = Session(tmp_path, setup=setup_of(provider)).conversations.current.branch()[-1]
    assert [q.verified for q in turn.quotes] == [True, False]
    assert turn.quotes[0].document == CHAPTER_1
    # a conversation file with broken quotation records still opens
    path = next((tmp_path / "conversations").glob("c-*.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    kept = data["turns"][0]["quotes"][0]
    data["turns"][0]["quotes"] = [
        {"text": 3}, "nonsense", {"at": 1}, {**kept, "at": "9"}, {**kept, "to": -1}, kept,
    ]
    data["turns"][0]["unread"] = "d-9b65717c5f"
    path.write_text(json.dumps(data), encoding="utf-8")
    turn = Session(tmp_path, setup=setup_of(provider)).conversations.current.branch()[-1]
    assert [q.text for q in turn.quotes] == [kept["text"]] and turn.unread == ()


def test_documents_named_but_never_read_are_noted(tmp_path, project):
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("c1", "get_outline", {}),)),
        AiResponse(tool_calls=(AiToolCall("c2", "read_document", {"document": "The Toll-House"}),)),
        AiResponse(text="The Toll-House says it; Chapter 3: Upriver agrees."),
    ])  # fmt: skip
    session = Session(tmp_path, setup=setup_of(provider))
    run = asked(session, "Where is the toll-house?", project)
    # the outline named every document, but only the toll-house was read
    assert run.answer_check.unread == ("d-218eff7021",)
    assert session.conversations.current.branch()[-1].unread == ("d-218eff7021",)


def test_what_counts_as_reading_a_document(project):
    world = project.world
    outline = AiToolCall("a", "get_outline", {})
    search = AiToolCall("b", "search_text", {"query": "gauge"})
    failed = AiToolCall("c", "read_document", {"document": "Timeline"})
    transcript = [
        AiMessage.tool_result(outline, "Chapter 1: The Map House\nTimeline"),
        AiMessage.tool_result(search, "The Toll-House ¶3: …the gauge stone…"),
        AiMessage.tool_result(failed, "Error: Timeline is too long", is_error=True),
    ]
    assert documents_read(world, transcript) == {TOLL_HOUSE}


def test_act_mode_checks_against_the_project_as_the_run_left_it(tmp_path, project):
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("c1", "append_text", {
            "document": "Timeline", "text": "\n\nThe Reeve wore a hat of green felt."}),)),
        AiResponse(text="I added “The Reeve wore a hat of green felt” to the Timeline."),
    ])  # fmt: skip
    session = Session(tmp_path, setup=setup_of(provider, approval_policy="none"),
                      host=ProjectHost(project))  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    run = asked(session, "Add a line about the Reeve's hat", project)
    assert [q.verified for q in run.answer_check.quotes] == [True]


def test_the_model_is_told_in_one_sentence_that_quotations_are_checked():
    for mode in Mode:
        prompt = system_prompt(mode, "en", "The Long Map")
        assert prompt.count(QUOTES_ARE_CHECKED) == 1
    assert QUOTES_ARE_CHECKED.count(". ") == 0 and QUOTES_ARE_CHECKED.endswith(".")


def test_asking_it_to_check_lists_the_quotations_not_found(project):
    check = check_answer(project.world, answer_of([REAL[0], INVENTED[2]]))
    request = check_request(check.unverified)
    assert "It rose exactly like rain" in request
    assert "green eyes" not in request


def test_an_empty_or_failed_answer_has_nothing_to_check(project):
    assert check_answer(project.world, "").quotes == ()


def test_only_a_result_holding_a_documents_text_reads_it(project):
    """A count of mentions or an entity card's "most in The Toll-House (14)" names documents
    without their text: they are not read. A mention shown with its passage is."""
    from assistant.agent.tools.read import read_tools
    from assistant.agent.tools.toolbox import ToolBox

    world = project.world
    box = ToolBox(read_tools(world))

    def read_by(name: str, **arguments: object) -> frozenset[str]:
        call = AiToolCall("x", name, arguments)
        outcome = box(call)
        assert outcome.ok and "The Toll-House" in outcome.text
        return documents_read(world, [AiMessage.tool_result(call, outcome.text)])

    assert read_by("find_mentions", entity="Oda", show="count") == frozenset()
    assert read_by("get_entity", entity="Oda") == frozenset()
    assert TOLL_HOUSE in read_by("find_mentions", entity="Jory")
    assert read_by("read_document", document="The Toll-House") == {TOLL_HOUSE}

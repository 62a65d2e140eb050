"""Specialists answering through the session: handoffs up to the cap and the forced answer,
tools outside a specialist's set refused where offered and where run, ask mode read-only
under every specialist, the Line editor's one document, Keep going with the specialist who
had the request, a specialist's own model, and handoffs in act mode within each specialist's
scope."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, Role
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import default_tools
from assistant.agent.session.session import Session
from assistant.agent.specialists.handoff import SpecialistStarted
from assistant.agent.specialists.team import BUILT_IN, specialists_folder
from assistant.agent.tools.write import WRITE_TOOL_NAMES
from assistant.world.project import Project
from tests.agent.session.test_session import ProjectHost
from tests.paths import SAMPLE

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_3 = "d-218eff7021"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "project"
    shutil.copytree(SAMPLE, folder)
    return folder


@pytest.fixture
def project(root: Path) -> Project:
    return Project.open(root, lock=False)


def session_for(root: Path, project: Project, provider, tools=default_tools, **settings):
    values = {"provider": "lmstudio", "model": "m", "context_window": 1_000_000, **settings}
    return Session(
        root / ".quire", setup=lambda: AssistantSetup(provider, Settings(**values)),
        host=ProjectHost(project), root=root, tools=tools,
    )  # fmt: skip


def call(name: str, arguments: dict, call_id: str = "") -> AiToolCall:
    return AiToolCall(call_id or f"c-{name}", name, arguments, json.dumps(arguments))


def calls(*items: AiToolCall) -> AiResponse:
    return AiResponse(tool_calls=items)


def hand(target: str, note: str) -> AiResponse:
    return calls(call("handoff", {"target": target, "note": note}))


def offered(request: AiRequest) -> set[str]:
    return {spec.name for spec in request.tools}


def ask(session: Session, project: Project, question: str, mode: Mode = Mode.ASK):
    session.conversations.set_mode(mode)
    events = []
    run = session.ask(question, project.snapshot())
    result = run.execute(on_event=events.append)
    end = session.finish(run, result)
    return run, result, end, events


def test_a_handoff_chain_stops_at_the_cap_and_the_last_specialist_must_answer(
    root: Path, project: Project
) -> None:
    provider = ScriptedProvider([
        hand("Continuity editor", "check Mara's age across chapters"),
        hand("Archivist", "record her age on her entity"),
        hand("Line editor", "tidy the sentence about her age"),
        AiResponse(text="She is nineteen throughout."),
    ])  # fmt: skip
    session = session_for(root, project, provider, max_handoffs=3)
    run, result, end, events = ask(session, project, "How old is Mara?")

    assert result.answered and result.answer == "She is nineteen throughout."
    first, second, third, last = provider.requests
    assert "handoff" in offered(first) and "handoff" in offered(second)
    assert "handoff" in offered(third)
    assert "handoff" not in offered(last)  # at the cap: the Line editor must answer
    assert "You are the line editor." in last.system_prompt  # its name said once
    assert "record her age" not in last.system_prompt
    assert last.messages[-1].role is Role.USER
    assert "handed this request to you, the Line editor: tidy the sentence" in (
        last.messages[-1].content
    )
    # each specialist is told only its own instructions, and never sees another's work
    assert "You are the continuity editor" in second.system_prompt
    assert not any(m.tool_calls for m in second.messages)
    notes = end.turn.notes
    assert notes.specialist == "Line editor" and not notes.picked
    assert [(h.source, h.target) for h in notes.handoffs] == [
        ("", "Continuity editor"), ("Continuity editor", "Archivist"),
        ("Archivist", "Line editor"),
    ]  # fmt: skip
    assert [h.at for h in notes.handoffs] == [0, 1, 2]
    assert result.tool_log[0].startswith("handoff(")
    started = [e.name for e in events if isinstance(e, SpecialistStarted)]
    assert started == ["Continuity editor", "Archivist", "Line editor"]
    # the run history says who sent which request
    kinds = [r["kind"] for r in session.run_records(run.turn.id)]
    assert kinds.count("specialist") == 3


def test_a_handoff_past_the_cap_is_refused_and_nothing_is_handed(
    root: Path, project: Project
) -> None:
    provider = ScriptedProvider([
        hand("Archivist", "update the entities"),
        hand("Line editor", "polish"),  # not offered any more: refused where it is run
        AiResponse(text="Done by the archivist."),
    ])  # fmt: skip
    session = session_for(root, project, provider, max_handoffs=1)
    _run, result, end, _events = ask(session, project, "Update the cast list")
    assert "handoff" not in offered(provider.requests[1])
    refused = provider.requests[2].messages[-1]
    assert refused.role is Role.TOOL and "no such tool 'handoff'" in refused.content
    assert end.turn.notes.specialist == "Archivist" and len(end.turn.notes.handoffs) == 1
    assert result.answer == "Done by the archivist."


def test_no_handoff_at_all_when_the_cap_is_zero(root: Path, project: Project) -> None:
    provider = ScriptedProvider([AiResponse(text="Seven chapters.")])
    session = session_for(root, project, provider, max_handoffs=0)
    ask(session, project, "How many chapters?")
    assert "handoff" not in offered(provider.requests[0])


def test_a_handoff_to_an_unknown_specialist_or_without_a_note_is_refused(
    root: Path, project: Project
) -> None:
    provider = ScriptedProvider([
        hand("Proofreader", "commas"),
        hand("Archivist", " "),
        AiResponse(text="I will answer myself."),
    ])  # fmt: skip
    session = session_for(root, project, provider)
    _run, result, end, _events = ask(session, project, "Anything?")
    second, third = provider.requests[1:]
    assert "hand off to one of: Continuity editor, Line editor, Archivist" in (
        second.messages[-1].content
    )
    assert "say in note what the specialist should do" in third.messages[-1].content
    assert end.turn.notes.specialist == "" and not end.turn.notes.handoffs
    assert result.answered


def test_a_picked_specialist_answers_with_its_tools_only_and_no_handoff(
    root: Path, project: Project
) -> None:
    provider = ScriptedProvider([
        calls(call("set_entity_field", {"entity": "Mára Tesk", "field": "Age", "value": "19"})),
        AiResponse(text="I can only read."),
    ])  # fmt: skip
    session = session_for(root, project, provider)
    assert session.set_specialist("continuity EDITOR") == "Continuity editor"
    before = project.world
    _run, result, end, events = ask(session, project, "Fix her age", Mode.ACT)
    first = provider.requests[0]
    names = offered(first)
    assert "handoff" not in names
    assert names and not names & WRITE_TOOL_NAMES  # read tools only, even in act mode
    assert "get_entity" in names and "summarise_document" in names
    refusal = provider.requests[1].messages[-1].content
    assert "set_entity_field is not one of the tools of the Continuity editor" in refusal
    assert project.world.entities == before.entities  # nothing was changed
    assert end.turn.notes.picked and end.turn.notes.specialist == "Continuity editor"
    assert [e.name for e in events if isinstance(e, SpecialistStarted)] == ["Continuity editor"]
    assert result.answered


def _write_specialist(root: Path, name: str, tools: str, model: str = "") -> None:
    folder = specialists_folder(root)
    folder.mkdir(exist_ok=True)
    (folder / f"{name.lower().replace(' ', '-')}.md").write_text(
        f"---\nname: {name}\ntools: {tools}\nmodel: {model}\n---\nDo as told.\n",
        encoding="utf-8",
    )


@pytest.mark.parametrize("name", [*(s.name for s in BUILT_IN), "Everything", "Writer of changes"])
def test_ask_mode_stays_read_only_under_every_specialist(
    root: Path, project: Project, name: str
) -> None:
    _write_specialist(root, "Everything", "all")
    _write_specialist(root, "Writer of changes", "text, entities, structure")
    attempts = [
        call("replace_text", {"document": "Chapter 1: The Map House", "find": "the",
                              "replace": "THE"}, "w1"),
        call("set_entity_field", {"entity": "Mára Tesk", "field": "Age", "value": "99"}, "w2"),
        call("trash_node", {"node": "Timeline"}, "w3"),
    ]  # fmt: skip
    provider = ScriptedProvider([calls(*attempts), AiResponse(text="Read only.")])
    session = session_for(root, project, provider)
    assert session.set_specialist(name) == name
    before = project.world
    ask(session, project, "Change things", Mode.ASK)
    assert not offered(provider.requests[0]) & WRITE_TOOL_NAMES
    results = [m for m in provider.requests[1].messages if m.role is Role.TOOL]
    assert len(results) == 3 and all(m.is_error for m in results)
    assert all("no such tool" in m.content for m in results)
    assert project.world is before  # nothing reached the project


@pytest.mark.parametrize("name", ["", *(s.name for s in BUILT_IN), "Everything"])
def test_ask_mode_refuses_writes_even_when_a_tool_set_offers_them(
    root: Path, project: Project, name: str
) -> None:
    """A tool factory that (wrongly) puts write tools into ask mode: the core still never
    offers one, and refuses a call to one without running it."""
    _write_specialist(root, "Everything", "all")
    ran = []

    def leaky_tools(mode, source):
        specs, executor = default_tools(Mode.ACT, ProjectHost(project).project)

        def run(call, *, cancel=None):
            ran.append(call.name)
            return executor(call, cancel=cancel)

        return specs, run

    attempt = call("set_entity_field", {"entity": "Mára Tesk", "field": "Age", "value": "9"})
    provider = ScriptedProvider([calls(attempt), AiResponse(text="No.")])
    session = session_for(root, project, provider, tools=leaky_tools)
    session.set_specialist(name)
    before = project.world
    ask(session, project, "Change it", Mode.ASK)
    assert not offered(provider.requests[0]) & WRITE_TOOL_NAMES
    assert "not available in ask mode" in provider.requests[1].messages[-1].content
    assert "set_entity_field" not in ran and project.world is before


def test_a_handoff_never_widens_ask_mode(root: Path, project: Project) -> None:
    _write_specialist(root, "Everything", "all")
    provider = ScriptedProvider([
        hand("Everything", "change the title"),
        calls(call("retitle", {"node": "Timeline", "title": "Dates"})),
        AiResponse(text="I could not."),
    ])  # fmt: skip
    session = session_for(root, project, provider)
    before = project.world
    ask(session, project, "Rename the timeline")
    assert not offered(provider.requests[1]) & WRITE_TOOL_NAMES
    assert "no such tool 'retitle'" in provider.requests[2].messages[-1].content
    assert project.world is before


def test_the_line_editor_changes_one_document_per_request(root: Path, project: Project) -> None:
    ch1 = project.world.documents[CHAPTER_1]
    ch3 = project.world.documents[CHAPTER_3]
    first_word = next(w for w in ch1.text.split() if w.isalpha() and len(w) > 4)
    other_word = next(w for w in ch3.text.split() if w.isalpha() and len(w) > 4)
    provider = ScriptedProvider([
        calls(call("replace_text", {"document": ch1.title, "find": first_word,
                                    "replace": first_word, "expected_count":
                                    ch1.text.count(first_word)}, "a")),
        calls(call("replace_text", {"document": ch3.id, "find": other_word,
                                    "replace": "X", "expected_count":
                                    ch3.text.count(other_word)}, "b")),
        calls(call("create_document", {"title": "New"}, "c")),
        AiResponse(text="Tidied chapter 1."),
    ])  # fmt: skip
    session = session_for(root, project, provider)
    session.set_specialist("Line editor")
    ask(session, project, "Tighten chapter 1", Mode.ACT)
    names = offered(provider.requests[0])
    assert {"replace_text", "insert_text", "append_text"} <= names
    assert not names & {"create_document", "trash_node", "set_entity_field", "retitle"}
    second = provider.requests[2].messages[-1].content
    assert "changes one document per request" in second and ch1.title in second
    assert project.world.documents[CHAPTER_3].text == ch3.text
    assert "create_document is not one of the tools of the Line editor" in (
        provider.requests[3].messages[-1].content
    )


def test_keep_going_goes_on_with_the_specialist_who_had_the_request(
    root: Path, project: Project
) -> None:
    provider = ScriptedProvider([
        hand("Archivist", "list the places"),
        calls(call("list_entities", {"kind": "place"})),
        AiResponse(text="The places are listed."),
    ])  # fmt: skip
    session = session_for(root, project, provider, max_steps=2)
    _run, result, end, _events = ask(session, project, "Which places are there?")
    assert result.exhausted and end.turn.notes.specialist == "Archivist"
    run = session.keep_going(project.snapshot())
    again = run.execute()
    end = session.finish(run, again)
    assert again.answered
    last = provider.requests[-1]
    assert "You are the archivist" in last.system_prompt
    assert any(spec.name == "handoff" for spec in last.tools)  # two of three left
    targets = last.system_prompt.rsplit("Handoff targets: ", 1)[1]
    assert "Archivist" not in targets and "Continuity editor" in targets
    assert end.turn.notes.specialist == "Archivist"
    assert [h.target for h in end.turn.notes.handoffs] == ["Archivist"]


def test_a_specialist_with_its_own_model_asks_it(root: Path, project: Project) -> None:
    _write_specialist(root, "Fast reader", "read", model="tiny-model")
    main = ScriptedProvider([hand("Fast reader", "count the chapters")])
    own = ScriptedProvider([AiResponse(text="Seven.")])
    made = []
    session = session_for(root, project, main)

    def model_provider(settings: Settings, model: str):
        made.append((settings.effective_model, model))
        return own

    run = session.ask("How many chapters?", project.snapshot())
    run.extras.model_provider = model_provider
    result = run.execute()
    session.finish(run, result)
    assert result.answer == "Seven."
    assert made == [("m", "tiny-model")]
    assert len(main.requests) == 1 and len(own.requests) == 1


def test_the_turn_keeps_its_notes_across_a_reopen(root: Path, project: Project) -> None:
    provider = ScriptedProvider([hand("Archivist", "go"), AiResponse(text="Done.")])
    session = session_for(root, project, provider)
    _run, _result, end, _events = ask(session, project, "Go")
    again = Session(root / ".quire", root=root)
    kept = again.conversations.current.turn(end.turn.id)
    assert kept.notes.specialist == "Archivist"
    assert kept.notes.handoffs[0].note == "go"


def test_malformed_handoffs_are_refused_and_a_long_note_is_cut(
    root: Path, project: Project
) -> None:
    broken = AiToolCall.from_raw("b1", "handoff", '{"target": "Archivist", "note": ')
    long_note = call("handoff", {"target": "Archivist", "note": "go " * 2_000}, "b2")
    provider = ScriptedProvider([calls(broken), calls(long_note), AiResponse(text="Done.")])
    session = session_for(root, project, provider)
    _run, result, end, _events = ask(session, project, "Anything?")
    assert "Error" in provider.requests[1].messages[-1].content
    assert result.answered and end.turn.notes.specialist == "Archivist"
    assert len(end.turn.notes.handoffs[0].note) <= 2_000


def test_a_damaged_turn_note_in_a_conversation_file_still_loads(
    root: Path, project: Project
) -> None:
    provider = ScriptedProvider([hand("Archivist", "go"), AiResponse(text="Done.")])
    session = session_for(root, project, provider)
    _run, _result, end, _events = ask(session, project, "Go")
    path = next((root / ".quire" / "conversations").glob("c-*.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["turns"][0]["notes"] = {"handoffs": [{"target": 3}, "x"], "from_cache": ["a", -1, 2],
                                 "cost": "lots", "budget": True}  # fmt: skip
    path.write_text(json.dumps(data), encoding="utf-8")
    again = Session(root / ".quire", root=root)
    kept = again.conversations.current.turn(end.turn.id)
    assert kept.answer == "Done." and kept.notes.handoffs == ()
    assert kept.notes.from_cache == (2,) and kept.notes.cost is None and kept.notes.budget == 0


def test_an_act_turn_hands_off_and_the_specialists_scope_still_refuses_a_tool(
    root: Path, project: Project
) -> None:
    """Handoff in act mode: the general assistant passes a text change to the Line editor,
    whose tools are text changes only; its call to create an entity is refused without
    running, its text change is made through the run like any other, and one undo step
    holds the turn."""
    chapter = project.world.documents[CHAPTER_1]
    word = next(w for w in chapter.text.split() if w.isalpha() and len(w) > 5)
    fix = {"document": chapter.title, "find": word, "replace": word.upper(),
           "expected_count": chapter.text.count(word)}  # fmt: skip
    provider = ScriptedProvider([
        hand("Line editor", "tighten chapter 1"),
        calls(call("create_entity", {"name": "Oda"}, "e1"), call("replace_text", fix, "r1")),
        AiResponse(text="Tightened chapter 1; I cannot make entities."),
    ])  # fmt: skip
    session = session_for(root, project, provider, max_handoffs=1)
    before = project.world
    _run, result, end, events = ask(session, project, "Tighten chapter 1", Mode.ACT)

    first, second, last = provider.requests
    assert "handoff" in offered(first) and "replace_text" in offered(first)
    assert "handoff" not in offered(second)  # at the cap
    assert "You are the line editor." in second.system_prompt
    assert not offered(second) & {"create_entity", "trash_node", "retitle"}
    refusal, made = [m for m in last.messages if m.role is Role.TOOL][-2:]
    assert refusal.is_error
    assert "create_entity is not one of the tools of the Line editor" in refusal.content
    assert not made.is_error
    assert project.world.entities == before.entities  # no entity was made
    assert word.upper() in project.world.documents[CHAPTER_1].text
    assert len(end.changes) == 1
    assert end.committed and result.answered
    assert [(h.source, h.target) for h in end.turn.notes.handoffs] == [("", "Line editor")]
    assert [e.name for e in events if isinstance(e, SpecialistStarted)] == ["Line editor"]


def test_a_specialist_is_named_once_in_its_prompt():
    from assistant.agent.specialists.handoff import specialist_section
    from assistant.agent.specialists.team import Specialist

    own = Specialist("Line editor", "You are the line editor. Tighten the prose.")
    assert specialist_section(own) == "\n\nYou are the line editor. Tighten the prose."
    plain = Specialist("Archivist", "Keep the entities in step with the text.")
    assert specialist_section(plain).count("Archivist") == 1

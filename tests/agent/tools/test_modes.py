"""Ask mode cannot change anything; act mode changes the project through the loop."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.agent import run_agent_conversation
from assistant.agent.loop.messages import AiResponse, AiToolCall, Role
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.prompts import system_prompt
from assistant.agent.tools import (
    READ_SPECS,
    WRITE_SPECS,
    WRITE_TOOL_NAMES,
    act_tools,
    ask_tools,
    make_act_executor,
    make_snapshot_executor,
)
from assistant.world.model import World
from assistant.world.project import Project
from tests.tiers import examples

from .conftest import ActingOnProject


def test_ask_and_act_tool_lists() -> None:
    assert ask_tools() == list(READ_SPECS)
    assert act_tools() == [*READ_SPECS, *WRITE_SPECS]
    assert not WRITE_TOOL_NAMES & {spec.name for spec in ask_tools()}


def test_a_write_call_in_ask_mode_is_told_there_is_no_such_tool(sample_world: World) -> None:
    doc = sample_world.documents_in_order()[0]
    copy_of_documents = dict(sample_world.documents)
    attempts = [
        AiToolCall.from_raw(
            f"w{i}", spec.name, json.dumps({"document": doc.id, "node": doc.id, "title": "X"})
        )
        for i, spec in enumerate(WRITE_SPECS)
    ]
    provider = ScriptedProvider(
        [AiResponse(tool_calls=tuple(attempts)), AiResponse(text="I cannot change it.")]
    )
    result = run_agent_conversation(
        provider,
        ask_tools(),
        make_snapshot_executor(sample_world),
        system_prompt("ask"),
        "Retitle the first chapter.",
    )
    assert result.ok and result.answer == "I cannot change it."
    tool_turns = [m for m in provider.requests[1].messages if m.role is Role.TOOL]
    assert len(tool_turns) == len(WRITE_SPECS)
    for turn in tool_turns:
        assert turn.is_error
        assert turn.content.startswith(f"Error: no such tool {turn.tool_name!r}")
        assert "get_outline" in turn.content  # the tools it does have are listed
    assert dict(sample_world.documents) == copy_of_documents
    assert all(sample_world.documents[k] is v for k, v in copy_of_documents.items())


@settings(max_examples=examples(40), deadline=None)
@given(
    name=st.sampled_from(sorted(WRITE_TOOL_NAMES)),
    arguments=st.dictionaries(
        st.sampled_from(["document", "node", "entity", "title", "find", "replace", "text",
                         "name", "where", "folder", "alias", "field", "value"]),
        st.text(max_size=12),
        max_size=5,
    ),
)
def test_ask_mode_snapshot_never_changes(sample_world: World, name: str, arguments: dict) -> None:
    world = sample_world
    executor = make_snapshot_executor(world)
    before = (world.documents, world.folders, world.entities, world.root, world.trash)
    outcome = executor(AiToolCall.from_raw("1", name, json.dumps(arguments)))
    assert not outcome.ok and "no such tool" in outcome.text
    after = (world.documents, world.folders, world.entities, world.root, world.trash)
    assert all(a is b for a, b in zip(before, after, strict=True))


def test_act_mode_through_the_loop_changes_the_project(sample_world: World) -> None:
    project = Project(sample_world)
    executor = ActingOnProject(project)
    calls = (
        AiToolCall.from_raw("1", "search_text", '{"query": "Tanner\'s Bridge", "limit": 1}'),
        AiToolCall.from_raw(
            "2", "create_document",
            '{"title": "Epilogue", "text": "The river kept it.", "kind": "chapter"}',
        ),
    )
    provider = ScriptedProvider(
        [AiResponse(tool_calls=calls), AiResponse(text="I added an epilogue.")]
    )
    result = run_agent_conversation(
        provider, act_tools(), executor, system_prompt("act"), "Add an epilogue."
    )
    assert result.answer == "I added an epilogue."
    assert result.tool_log[1].startswith('create_document({"title":"Epilogue"')
    (epilogue,) = project.world.find_documents_by_title("Epilogue")
    assert project.world.root[-1] == epilogue.id
    outcome = [m for m in provider.requests[1].messages if m.role is Role.TOOL][1]
    assert epilogue.id in outcome.content and not outcome.is_error
    assert [change.action for change in executor.changes] == ["create_document"]


def test_act_reads_see_the_turns_own_changes(tiny_world: World) -> None:
    project = Project(tiny_world)
    box = make_act_executor(project)
    box(AiToolCall("1", "append_text", {"document": "Notes", "text": "And 35 next year."}))
    read = box(AiToolCall("2", "read_document", {"document": "Notes"}))
    assert read.text.endswith("Remember: Mara is 34.\n\nAnd 35 next year.")

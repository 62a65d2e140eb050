"""Private material withheld from a model that may not read it, through the core session
both front ends use: the tools answer "withheld (private)", edits of it are refused, and a
local model the writer allows reads it."""

from __future__ import annotations

import json

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall, Role
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.session import Session
from assistant.world.privacy.material import WITHHELD
from assistant.world.project import Project
from tests.agent.privacy.worlds import SECRET, private_sentences, private_world
from tests.agent.session.test_session import ProjectHost


def calls(*pairs: tuple[str, dict]) -> AiResponse:
    return AiResponse(
        tool_calls=tuple(AiToolCall(f"c{i}", name, args) for i, (name, args) in enumerate(pairs))
    )


def session_of(tmp_path, provider, *, reads_private=False, project=None, **settings):
    values = {"provider": "lmstudio", "model": "m", "context_window": 1_000_000,
              "ask_before_reading_percent": 0, **settings}  # fmt: skip
    setup = AssistantSetup(provider, Settings(**values), reads_private=reads_private)
    host = ProjectHost(project) if project is not None else None
    return Session(tmp_path, setup=lambda: setup, host=host)


def sent_text(provider: ScriptedProvider) -> str:
    parts = []
    for request in provider.requests:
        parts.append(request.system_prompt)
        for message in request.messages:
            parts.append(message.content)
            parts += [json.dumps(c.arguments) for c in message.tool_calls]
    return "\n".join(parts)


def tool_results(provider: ScriptedProvider) -> list[str]:
    last = provider.requests[-1]
    return [m.content for m in last.messages if m.role is Role.TOOL]


READING = (
    ("get_outline", {}),
    ("read_document", {"document": "d2"}),
    ("search_text", {"query": "killer"}),
    ("get_entity", {"entity": "e2"}),
    ("get_entity", {"entity": "Mara"}),
    ("list_entities", {}),
    ("project_statistics", {}),
)


def test_a_cloud_model_reads_withheld_where_the_writer_marked_private(tmp_path):
    project = Project(private_world())
    provider = ScriptedProvider([calls(*READING), AiResponse(text="Done.")])
    session = session_of(tmp_path, provider)
    run = session.ask("Who is the killer?", project.snapshot())
    result = run.execute()
    assert result.ok, result.error
    everything = sent_text(provider)
    for sentence in private_sentences():
        assert sentence not in everything
    for name in ("Murder plan", "Secrets", "Old draft", "Brannoc", "lost heir"):
        assert name not in everything
    outline, read, search, brannoc, mara, *_rest = tool_results(provider)
    assert "a private note (withheld (private))" in outline
    assert "a private folder (withheld (private))" in outline
    assert WITHHELD in read
    assert "no hits" in search
    assert "a private character entry" in brannoc
    assert f"secret: {WITHHELD}" in mara and "age: 34" in mara


def test_a_local_model_the_writer_allows_reads_private_material(tmp_path):
    project = Project(private_world())
    provider = ScriptedProvider(
        [calls(("read_document", {"document": "Murder plan"})), AiResponse(text="Oda.")]
    )
    session = session_of(tmp_path, provider, reads_private=True)
    run = session.ask("Who is the killer?", project.snapshot())
    assert run.execute().ok
    assert SECRET in tool_results(provider)[0]


def test_the_assistant_cannot_change_private_material_in_act_mode(tmp_path):
    project = Project(private_world())
    before = project.snapshot()
    provider = ScriptedProvider(
        [
            calls(("replace_text", {"document": "d2", "find": "Oda", "replace": "Ida"})),
            calls(("append_text", {"document": "d2", "text": "More."})),
            calls(("retitle", {"node": "d3", "title": "Mine"})),
            AiResponse(text="Could not."),
        ]
    )
    session = session_of(tmp_path, provider, project=project, approval_policy="none",
                         review_changes=False)  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Clear the plan.", project.snapshot())
    result = run.execute()
    session.finish(run, result)
    assert project.snapshot().documents["d2"] == before.documents["d2"]
    assert SECRET not in sent_text(provider)
    replaced, appended, retitled = tool_results(provider)
    assert "nothing was changed" in replaced and "a private note" in replaced
    assert WITHHELD in appended and WITHHELD in retitled

"""The continuity audit with a model that may not read private material: private chapters
are not read, private notes and entries reach it withheld, and nothing private is sent."""

from __future__ import annotations

from dataclasses import replace

from assistant.agent.audit.audit import Audit
from assistant.agent.audit.findings import FindingsStore
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.world.model import DocumentKind
from tests.agent.privacy.test_withholding import sent_text
from tests.agent.privacy.worlds import private_sentences, private_world


def test_an_audit_reads_no_private_chapter_and_sends_nothing_private(tmp_path):
    world = private_world()
    plan = replace(world.documents["d2"], kind=DocumentKind.CHAPTER)  # a private chapter
    world = replace(world, documents=world.documents.set("d2", plan))
    reading = AiResponse(tool_calls=(
        AiToolCall("c1", "search_text", {"query": "Oda"}),
        AiToolCall("c2", "get_entity", {"entity": "Brannoc"}),
        AiToolCall("c3", "read_document", {"document": "d3"}),
    ))  # fmt: skip
    provider = ScriptedProvider([reading, AiResponse(text="Nothing found.")] * 3)
    setup = AssistantSetup(provider, Settings(provider="lmstudio", model="m"))
    report = Audit(world, setup, FindingsStore(tmp_path)).run()
    assert report.ok
    assert [chapter.title for chapter in report.read] == ["Chapter 1"]
    sent = sent_text(provider)
    for sentence in private_sentences():
        assert sentence not in sent

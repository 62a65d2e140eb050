"""The guard on every request: private text bound for a model that may not read it is
never sent, whatever a tool forgot, and an earlier answer's quotes are withheld."""

from __future__ import annotations

from assistant.agent.loop.messages import AiResponse, AiToolSpec, ErrorKind
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.run import default_tools
from assistant.agent.tools.base import Tool
from assistant.agent.tools.toolbox import ToolBox
from assistant.world.model import Document
from assistant.world.privacy.material import WITHHELD
from assistant.world.privacy.sentences import PrivateSentences
from assistant.world.project import Project
from tests.agent.privacy.test_withholding import calls, sent_text, session_of
from tests.agent.privacy.worlds import SECRET, SECRET_TOO, private_world
from tests.worlds import flat_world


def leaky_tools(mode, source):
    """The usual tools, and one that forgets to withhold: it quotes the private plan."""
    specs, executor = default_tools(mode, source)
    leak = Tool(AiToolSpec("peek", "Peek.", {"type": "object", "properties": {}}),
                lambda arguments, context: f"It says: {SECRET}")  # fmt: skip
    box = ToolBox([leak])

    def run(call, *, cancel=None):
        return box(call, cancel=cancel) if call.name == "peek" else executor(call, cancel=cancel)

    return (*specs, *box.specs), run


def test_a_tool_that_forgets_to_withhold_ends_the_run_and_nothing_private_is_sent(tmp_path):
    project = Project(private_world())
    provider = ScriptedProvider([calls(("peek", {})), AiResponse(text="Oda did it.")])
    session = session_of(tmp_path, provider)
    session._tools = leaky_tools
    run = session.ask("Peek.", project.snapshot())
    result = run.execute()
    assert not result.ok
    assert result.error.kind is ErrorKind.PRIVATE
    assert "Murder plan" in result.error.address
    assert len(provider.requests) == 1  # the second request, holding the quote, was not sent
    assert SECRET not in sent_text(provider)


def test_quotes_in_the_conversation_history_are_withheld_from_a_cloud_model(tmp_path):
    project = Project(private_world())
    local = ScriptedProvider([AiResponse(text=f"The plan says: {SECRET} {SECRET_TOO}")])
    first = session_of(tmp_path, local, reads_private=True)
    run = first.ask("What does the plan say?", project.snapshot())
    first.finish(run, run.execute())
    cloud = ScriptedProvider([AiResponse(text="I cannot see it.")])
    second = session_of(tmp_path, cloud)
    later = second.ask("And who wrote it?", project.snapshot())
    assert later.execute().ok
    sent = sent_text(cloud)
    assert SECRET not in sent and SECRET_TOO not in sent
    assert f"The plan says: {WITHHELD}" in sent


def test_a_private_sentence_the_public_text_holds_too_is_not_private_material():
    draft = Document("d9", "Draft", f"Mara walked to the well today. {SECRET}", private=True)
    world = flat_world(Document("d1", "Chapter", "Mara walked to the well today."), draft)
    sentences = PrivateSentences.of(world)
    assert sentences.find("Then Mara walked to the well today. It rained.") == []
    found = sentences.find(f"He wrote: {SECRET.upper()}  and left")
    assert [f.owner for f in found] == ["Draft"]
    assert sentences.redact(f"Quote: {SECRET} End.") == f"Quote: {WITHHELD}. End."


def echoing_tools(mode, source):
    """The usual tools, and one that says back what the model asked it (as a tool's error
    does: "no document has the title …")."""
    specs, executor = default_tools(mode, source)
    echo = Tool(AiToolSpec("echo", "Echo.", {"type": "object", "properties": {
        "text": {"type": "string"}}}),
        lambda arguments, context: f"Error: nothing is called {arguments['text']!r}.")  # fmt: skip
    box = ToolBox([echo])

    def run(call, *, cancel=None):
        return box(call, cancel=cancel) if call.name == "echo" else executor(call, cancel=cancel)

    return (*specs, *box.specs), run


def test_the_models_own_words_said_back_leak_nothing_but_the_projects_still_do(tmp_path):
    project = Project(private_world())
    provider = ScriptedProvider([calls(("echo", {"text": SECRET})), AiResponse(text="Sorry.")])
    session = session_of(tmp_path, provider)
    session._tools = echoing_tools
    result = session.ask("Echo.", project.snapshot()).execute()
    assert result.ok and len(provider.requests) == 2  # it guessed the words; it has them
    leaky = ScriptedProvider([calls(("peek", {})), AiResponse(text="Oda did it.")])
    session = session_of(tmp_path / "again", leaky)
    session._tools = leaky_tools
    assert session.ask("Peek.", project.snapshot()).execute().error.kind is ErrorKind.PRIVATE

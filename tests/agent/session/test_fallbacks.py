"""A turn whose model gives up goes on with the fallback, through the session both front ends
use: the answer comes from the fallback, the turn says which model answered and why (kept
with the conversation), the events reach the front end, and the request log keeps it."""

from __future__ import annotations

from assistant.agent.config.settings import Settings
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import AgentError, AiResponse, ErrorKind, ProviderError
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.providers.fallback import (
    Candidate,
    FallbackProvider,
    FellBack,
    ModelFellBack,
    ModelRoute,
)
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import turn_state
from assistant.agent.session.session import Session
from assistant.world.project import Project
from tests.paths import SAMPLE

MAIN = ModelRoute("lmstudio", "big-model")
BACKUP = ModelRoute("ollama", "small-model")
OVERLOADED = ProviderError(AgentError(ErrorKind.OVERLOADED, "HTTP 529: Overloaded", status=529))


def test_an_overloaded_model_hands_the_turn_to_its_fallback(tmp_path) -> None:
    project = Project.open(SAMPLE, lock=False)
    main = ScriptedProvider([OVERLOADED])
    backup = ScriptedProvider([AiResponse(text="Mara Tesk drew it.", model="small-model")])
    chain = FallbackProvider([Candidate(MAIN, main), Candidate(BACKUP, backup)])
    settings = Settings(provider="lmstudio", model="big-model", context_window=1_000_000,
                        fallbacks=("ollama/small-model",))  # fmt: skip
    session = Session(tmp_path, setup=lambda: AssistantSetup(chain, settings))
    events: list[AgentEvent] = []
    run = session.ask("Who drew the map?", project.snapshot())
    result = run.execute(on_event=events.append)
    end = session.finish(run, result)

    assert result.ok and result.answer == "Mara Tesk drew it."
    assert backup.requests[0].messages == main.requests[0].messages
    switch = FellBack(MAIN, ErrorKind.OVERLOADED, BACKUP, 529)
    assert [e.fell_back for e in events if isinstance(e, ModelFellBack)] == [switch]
    # Which model answered, and why: for the usage line, --json and the kept turn.
    assert run.served_model(result) == "small-model" and run.served_provider == "ollama"
    assert turn_state(run, result)["model"] == "small-model"
    assert end.turn is not None and end.turn.notes.fallbacks == (switch,)
    again = Session(tmp_path, setup=lambda: AssistantSetup(chain, settings))
    kept = again.conversations.current.turns[-1]
    assert kept.notes.fallbacks == (switch,) and kept.model == "small-model"
    # The run's record says so, between the request and the answer.
    records = again.run_records(run.turn.id)
    kinds = [record["kind"] for record in records]
    assert kinds.index("request") < kinds.index("fallback") < kinds.index("response")
    fallback = next(record["data"] for record in records if record["kind"] == "fallback")
    assert fallback["source"] == {"provider": "lmstudio", "model": "big-model"}
    assert fallback["target"] == {"provider": "ollama", "model": "small-model"}
    assert (fallback["reason"], fallback["status"]) == ("overloaded", 529)


def test_a_turn_that_kept_its_model_notes_no_fallback(tmp_path) -> None:
    project = Project.open(SAMPLE, lock=False)
    main = ScriptedProvider([AiResponse(text="Seven chapters.")])
    chain = FallbackProvider(
        [Candidate(MAIN, main), Candidate(BACKUP, ScriptedProvider([]))]
    )
    settings = Settings(provider="lmstudio", model="big-model", context_window=1_000_000)
    session = Session(tmp_path, setup=lambda: AssistantSetup(chain, settings))
    run = session.ask("How many chapters?", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.turn is not None and end.turn.notes.fallbacks == ()
    assert run.served_model(end.result) == "big-model" and run.served_provider == "lmstudio"

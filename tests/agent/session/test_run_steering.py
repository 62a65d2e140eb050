"""Steering a running turn through the session, as both front ends do it: the writer's
correction reaches the second request, is kept with the turn (and in the request log), goes
with the question in later turns and after a reopen, follows a handoff, and, when the run
ends before the model could read it, is handed back unread."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.agent.config.request_log import RequestLog
from assistant.agent.config.settings import Settings
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.loop.steering import CORRECTION_LEAD
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.world.project import Project
from tests.paths import SAMPLE

CORRECTION = "No: only Part Two."


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "project"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


@pytest.fixture
def project(root: Path) -> Project:
    return Project.open(root, lock=False)


def session_of(root: Path, provider: ScriptedProvider) -> Session:
    settings = Settings(provider="lmstudio", model="m", context_window=1_000_000)
    return Session(root / ".quire", setup=lambda: AssistantSetup(provider, settings), root=root)


def search(query: str) -> AiResponse:
    return AiResponse(tool_calls=(AiToolCall("s1", "search_text", {"query": query}),))


class Writer:
    """Types a correction into the running run while the model works on request 1."""

    def __init__(self, reply: AiResponse) -> None:
        self.run: Run | None = None
        self.reply = reply
        self.added: bool | None = None

    def __call__(self, request: AiRequest) -> AiResponse:
        assert self.run is not None
        self.added = self.run.steer(CORRECTION)
        return self.reply


def test_a_correction_typed_mid_turn_reaches_the_second_request_and_is_kept(
    root: Path, project: Project
) -> None:
    writer = Writer(search("flood"))
    provider = ScriptedProvider(
        [writer, AiResponse(text="In Part Two the flood comes twice."), AiResponse(text="Yes.")]
    )
    session = session_of(root, provider)
    run = session.ask("Where does the flood come?", project.snapshot())
    writer.run = run
    end = session.finish(run, run.execute())
    assert writer.added is True
    second = provider.requests[1].messages
    assert second[-1].content == f"{CORRECTION_LEAD}\n{CORRECTION}"
    assert str(second[-2].role) == "tool"  # after the result of the search it was typed during
    assert end.turn is not None and end.turn.corrections == (CORRECTION,)
    assert run.steering.unread == () and not run.steer("too late")
    kinds = [(r["kind"], r["data"]) for r in RequestLog(root / ".quire" / "runs").records(
        run.turn.id)]  # fmt: skip
    assert ("correction", {"text": CORRECTION}) in kinds

    # The next question, after a reopen: the correction goes with the question it corrected.
    again = session_of(root, provider)
    follow = again.ask("Is that all?", project.snapshot())
    again.finish(follow, follow.execute())
    sent = [(str(m.role), m.content) for m in provider.requests[2].messages]
    assert sent[0] == ("user", "Where does the flood come?\n\n[While you worked, the writer "
                               f"added: “{CORRECTION}”]")  # fmt: skip
    assert sent[1] == ("assistant", "In Part Two the flood comes twice.")


def test_a_correction_follows_the_request_to_the_specialist(root: Path, project: Project) -> None:
    handoff = AiToolCall("h1", "handoff", {"target": "Archivist", "note": "count the floods"})
    writer = Writer(search("flood"))
    provider = ScriptedProvider([
        writer, AiResponse(tool_calls=(handoff,)), AiResponse(text="Two, both in Part Two."),
    ])  # fmt: skip
    session = session_of(root, provider)
    run = session.ask("How many floods?", project.snapshot())
    writer.run = run
    end = session.finish(run, run.execute())
    assert provider.requests[1].messages[-1].content.endswith(CORRECTION)
    archivist = provider.requests[2]
    assert "You are the archivist" in archivist.system_prompt
    request = archivist.messages[-1].content
    assert request.startswith(
        f"How many floods?\n\n[While you worked, the writer added: “{CORRECTION}”]"
    )
    assert "count the floods" in request  # the handoff's note after it
    assert end.turn is not None and end.turn.corrections == (CORRECTION,)


def test_a_correction_typed_as_the_request_is_handed_over_reaches_the_specialist(
    root: Path, project: Project
) -> None:
    handoff = AiToolCall("h1", "handoff", {"target": "Archivist", "note": "count the floods"})
    writer = Writer(AiResponse(tool_calls=(handoff,)))
    provider = ScriptedProvider([writer, AiResponse(text="Two floods, both in Part Two.")])
    session = session_of(root, provider)
    run = session.ask("How many floods?", project.snapshot())
    writer.run = run
    end = session.finish(run, run.execute())
    archivist = provider.requests[1].messages
    assert archivist[-2].content.startswith("How many floods?")
    assert archivist[-1].content == f"{CORRECTION_LEAD}\n{CORRECTION}"
    assert end.turn is not None and end.turn.corrections == (CORRECTION,)


def test_a_correction_the_model_never_read_is_handed_back(root: Path, project: Project) -> None:
    token = CancelToken()

    def stopped_while_typing(request: AiRequest) -> AiResponse:
        assert run.steer(CORRECTION)
        token.cancel()  # the writer stops before the model's next step
        return search("flood")

    provider = ScriptedProvider([stopped_while_typing])
    session = session_of(root, provider)
    run = session.ask("Where does the flood come?", project.snapshot())
    end = session.finish(run, run.execute(cancel=token))
    assert end.result.cancelled and len(provider.requests) == 1
    assert run.steering.unread == (CORRECTION,)
    assert end.turn is not None and end.turn.corrections == ()


def test_keep_going_steers_with_a_steering_of_its_own(root: Path, project: Project) -> None:
    provider = ScriptedProvider([search("map"), search("flood"), AiResponse(text="Done.")])
    settings = Settings(provider="lmstudio", model="m", context_window=1_000_000, max_steps=1)
    session = Session(root / ".quire", setup=lambda: AssistantSetup(provider, settings))
    run = session.ask("Where is the map?", project.snapshot())
    session.finish(run, run.execute())
    more = session.keep_going(project.snapshot())
    assert more is not None and more.steering is not run.steering
    assert not run.steer("closed with its run")
    assert more.steer(CORRECTION)
    end = session.finish(more, more.execute())
    assert provider.requests[1].messages[-1].content.endswith(CORRECTION)
    assert end.turn is not None and end.turn.corrections == (CORRECTION,)

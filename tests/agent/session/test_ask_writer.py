"""Asking the writer in the middle of a turn (``ask_writer``), with the scripted provider:
answered, refused by Stop, "not available" with nobody to ask, too many questions, bad
calls; the waiting spends no step, and what was asked is kept with the turn."""

from __future__ import annotations

import json
import threading

import pytest

from assistant.agent.config.settings import Settings
from assistant.agent.conversations.export import to_markdown
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, Role
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.ask_writer import (
    ENOUGH,
    MAX_QUESTIONS,
    NOT_AVAILABLE,
    STOPPED,
    QuestionState,
    WriterAsked,
    WriterQuestion,
)
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.session import Session
from assistant.world.project import Project
from tests.paths import SAMPLE

QUESTION = {
    "question": "Should the river be “the Aun” or “the River Aun” in narration?",
    "choices": ["the Aun", "the River Aun"],
    "assume": "the Aun",
}


@pytest.fixture
def project() -> Project:
    return Project.open(SAMPLE, lock=False)


def setup_of(provider: ScriptedProvider, **settings):
    values = {"provider": "lmstudio", "model": "m", "context_window": 1_000_000, **settings}
    return lambda: AssistantSetup(provider, Settings(**values))


def ask_call(number: int = 1, **arguments) -> AiResponse:
    return AiResponse(tool_calls=(AiToolCall(f"q{number}", "ask_writer", arguments or QUESTION),))


def tool_results(request: AiRequest) -> list[str]:
    return [m.content for m in request.messages if m.role is Role.TOOL]


class Writer:
    """Answers each question from another thread, as the app's card does."""

    def __init__(self, answer: str) -> None:
        self.answer = answer
        self.seen: list[WriterQuestion] = []

    def present(self, question: WriterQuestion) -> None:
        self.seen.append(question)
        threading.Thread(target=question.reply, args=(self.answer,)).start()


def test_a_question_is_answered_and_the_answer_returns_and_is_kept(tmp_path, project):
    provider = ScriptedProvider([ask_call(), AiResponse(text="I kept “the Aun”.")])
    writer = Writer("the Aun")
    session = Session(tmp_path, setup=setup_of(provider, max_steps=1),
                      asker=lambda run: writer)  # fmt: skip
    events = []
    run = session.ask("Tidy the river's name in chapter 3", project.snapshot())
    result = run.execute(on_event=events.append)
    end = session.finish(run, result)
    # One step of budget was enough: waiting for the writer spent none.
    assert result.answered and result.answer == "I kept “the Aun”."
    assert tool_results(provider.requests[1]) == ["The writer answered: the Aun"]
    (question,) = writer.seen
    assert question.choices == ("the Aun", "the River Aun")
    assert any(isinstance(e, WriterAsked) and e.question is question for e in events)
    # Kept with the turn, on disk, and told to the model in later turns.
    (kept,) = end.turn.questions
    assert (kept.state, kept.answer) == (QuestionState.ANSWERED, "the Aun")
    again = Session(tmp_path, setup=setup_of(provider))
    assert again.conversations.current.turns[-1].questions == end.turn.questions
    later = again.messages()
    assert "They answered: “the Aun”" in later[-1].content
    assert "the Aun" in to_markdown(again.conversations.current)
    kinds = [r["kind"] for r in again.run_records(run.turn.id)]
    assert "question" in kinds and "question_settled" in kinds


def test_stop_refuses_the_question_and_the_model_is_told(tmp_path, project):
    provider = ScriptedProvider([ask_call(), AiResponse(text="Going on.")])
    waiting = threading.Event()

    class Silent:
        def present(self, question: WriterQuestion) -> None:
            waiting.set()  # the writer never answers; Stop comes instead

    session = Session(tmp_path, setup=setup_of(provider), asker=lambda run: Silent())
    run = session.ask("Tidy the river's name", project.snapshot())
    cancel = CancelToken()
    threading.Thread(target=lambda: waiting.wait(5) and cancel.cancel()).start()
    result = run.execute(cancel=cancel)
    end = session.finish(run, result)
    assert result.cancelled
    assert [m.content for m in result.transcript if m.role is Role.TOOL] == [STOPPED]
    assert end.turn.questions[0].state is QuestionState.STOPPED
    assert end.turn.cancelled


def test_with_nobody_to_ask_the_model_decides_itself(tmp_path, project):
    provider = ScriptedProvider(
        [ask_call(), AiResponse(text="I assumed “the Aun”, as the style sheet has it.")]
    )
    session = Session(tmp_path, setup=setup_of(provider))  # no asker: nobody can answer
    run = session.ask("Tidy the river's name", project.snapshot())
    end = session.finish(run, run.execute())
    assert tool_results(provider.requests[1]) == [NOT_AVAILABLE]
    assert NOT_AVAILABLE.lower().startswith("the writer is not available; decide yourself")
    (kept,) = end.turn.questions
    assert (kept.state, kept.assume) == (QuestionState.UNAVAILABLE, "the Aun")


def test_a_turn_asking_too_much_is_told_to_proceed(tmp_path, project):
    replies = [ask_call(n) for n in range(1, MAX_QUESTIONS + 2)]
    provider = ScriptedProvider([*replies, AiResponse(text="Done.")])
    writer = Writer("the Aun")
    session = Session(tmp_path, setup=setup_of(provider), asker=lambda run: writer)
    run = session.ask("Tidy the river's name", project.snapshot())
    end = session.finish(run, run.execute())
    assert len(writer.seen) == MAX_QUESTIONS
    assert tool_results(provider.requests[-1])[-1] == ENOUGH
    assert [q.state for q in end.turn.questions][-1] is QuestionState.TOO_MANY


def test_free_rounds_are_bounded_by_the_budget(tmp_path, project):
    """A model that only ever asks cannot run forever: free rounds stop at the budget."""
    provider = ScriptedProvider([ask_call(n) for n in range(1, 10)])
    session = Session(tmp_path, setup=setup_of(provider, max_steps=2))
    run = session.ask("Tidy the river's name", project.snapshot())
    result = run.execute()
    assert result.exhausted and len(provider.requests) == 4  # 2 free rounds, 2 steps


@pytest.mark.parametrize(
    "arguments, problem",
    [
        ({**QUESTION, "choices": ["the Aun", "THE AUN"]}, "2 to 5 different answers"),
        ({**QUESTION, "question": "   "}, "the question is empty"),
        ({**QUESTION, "choices": ["a"]}, "2 to 5 different answers"),
        ({**QUESTION, "choices": list("abcdef")}, "2 to 5 different answers"),
        ({"question": "Which?"}, "invalid arguments"),
    ],
)
def test_a_bad_question_gets_a_clear_error(tmp_path, project, arguments, problem):
    provider = ScriptedProvider([ask_call(**arguments), AiResponse(text="Sorry.")])
    writer = Writer("x")
    session = Session(tmp_path, setup=setup_of(provider), asker=lambda run: writer)
    run = session.ask("Tidy", project.snapshot())
    run.execute()
    (result,) = tool_results(provider.requests[1])
    assert result.startswith("Error") and problem in result
    assert writer.seen == []


def test_a_question_is_settled_once_from_any_thread():
    question = WriterQuestion("Which?", ["a", "b"])
    heard = []
    question.on_settled(lambda q: heard.append(q.state))
    assert not question.reply("   ")  # blank is no answer
    results = []
    threads = [threading.Thread(target=lambda t=t: results.append(question.reply(t)))
               for t in ("a", "b", "c")]  # fmt: skip
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == [False, False, True] and not question.stop()
    assert heard == [QuestionState.ANSWERED] and question.answer in ("a", "b", "c")


def test_ask_writer_and_update_plan_are_offered_in_both_modes(tmp_path, project):
    from tests.agent.session.test_session import ProjectHost

    provider = ScriptedProvider([AiResponse(text="Yes."), AiResponse(text="Done.")])
    session = Session(tmp_path, setup=setup_of(provider), host=ProjectHost(project))
    run = session.ask("Is there a map?", project.snapshot())
    session.finish(run, run.execute())
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Do nothing", project.snapshot())
    session.finish(run, run.execute())
    ask_names = [t.name for t in provider.requests[0].tools]
    act_names = [t.name for t in provider.requests[1].tools]
    assert {"ask_writer", "update_plan"} <= set(ask_names)
    assert {"ask_writer", "update_plan"} <= set(act_names)
    spec = next(t for t in provider.requests[1].tools if t.name == "ask_writer")
    assert len(spec.description) + len(json.dumps(spec.parameters)) < 700  # short spec

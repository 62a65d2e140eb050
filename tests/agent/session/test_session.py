"""The conversation session without Qt: continuing, keep going, forks and branches, fitting
the context (and the retry when the provider says it is too long), undo marks, keeping
conversations and the run history on disk, and two Quires taking turns in one conversation."""

from __future__ import annotations

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.config.settings import Settings
from assistant.agent.conversations.context import SUMMARY_SYSTEM_PROMPT
from assistant.agent.conversations.model import SUMMARY_PREFIX, UNDONE_NOTE
from assistant.agent.loop.messages import (
    AiRequest,
    AiResponse,
    AiToolCall,
    ErrorKind,
    ProviderError,
    Role,
)
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup, SetupProblem
from assistant.agent.session.run import Run, RunKind
from assistant.agent.session.session import Session
from assistant.world.project import Project
from tests.paths import SAMPLE

CHAPTER_3 = "d-218eff7021"


@pytest.fixture
def project() -> Project:
    return Project.open(SAMPLE, lock=False)


def setup_of(provider: ScriptedProvider, **settings) -> callable:
    values = {"provider": "lmstudio", "model": "m", "context_window": 1_000_000, **settings}
    return lambda: AssistantSetup(provider, Settings(**values))


def texts(request: AiRequest) -> list[tuple[str, str]]:
    return [(str(m.role), m.content) for m in request.messages]


def asked(session: Session, question: str, project: Project, **options) -> Run:
    run = session.ask(question, project.snapshot(), **options)
    session.finish(run, run.execute())
    return run


class ProjectHost:
    """Act-mode runs straight on a project, as the command line does."""

    def __init__(self, project: Project) -> None:
        self.project = project

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, None), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


def test_a_follow_up_sends_the_visible_exchange_and_everything_is_kept(tmp_path, project):
    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "search_text", {"query": "map"}),)),
            AiResponse(text="Mara Tesk drew it."),
            AiResponse(text="A surveyor."),
        ]
    )
    session = Session(tmp_path, setup=setup_of(provider))
    first = asked(session, "Who drew the map?", project)
    asked(session, "What does she do?", project)
    assert texts(provider.requests[-1]) == [
        ("user", "Who drew the map?"),
        ("assistant", "Mara Tesk drew it."),
        ("user", "What does she do?"),
    ]
    # Kept on disk: another session on the same folder reopens it where it was.
    again = Session(tmp_path, setup=setup_of(provider))
    assert again.conversations.current.id == session.conversations.current.id
    turns = again.conversations.current.branch()
    assert [(t.question, t.answer) for t in turns] == [
        ("Who drew the map?", "Mara Tesk drew it."),
        ("What does she do?", "A surveyor."),
    ]
    assert turns[0].tool_log == ('search_text({"query":"map"})',)
    # The run history under the turn's id: the question, both requests, the tool, the result.
    kinds = [record["kind"] for record in again.run_records(first.turn.id)]
    assert kinds[0] == "question" and kinds[-1] == "result"
    assert kinds.count("request") == 2 and "tool_call" in kinds and "tool_result" in kinds


def test_keep_going_carries_on_the_same_turn(tmp_path, project):
    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "get_outline", {}),)),
            AiResponse(text="Two parts."),
        ]
    )
    session = Session(tmp_path, setup=setup_of(provider, max_steps=1))
    run = session.ask("How is it built?", project.snapshot())
    result = run.execute()
    session.finish(run, result)
    assert result.exhausted and session.conversations.current.turns[-1].exhausted
    more = session.keep_going(project.snapshot())
    assert more is not None and more.kind is RunKind.KEEP_GOING
    assert more.turn.id == run.turn.id and more.run_id == f"{run.turn.id}/2"
    end = session.finish(more, more.execute())
    assert end.result.answer == "Two parts."
    (turn,) = session.conversations.current.turns
    assert turn.answer == "Two parts." and not turn.exhausted
    assert turn.tool_log == ("get_outline({})",)
    # The model carried on with the tool result of the first run.
    assert any(m.role is Role.TOOL for m in provider.requests[-1].messages)
    assert session.keep_going(project.snapshot()) is None  # answered: nothing to go on with


def test_fork_from_an_earlier_question_and_step_between_branches(tmp_path, project):
    provider = ScriptedProvider([AiResponse(text=f"Answer {n}.") for n in range(1, 5)])
    session = Session(tmp_path, setup=setup_of(provider))
    for question in ("Q1?", "Q2?", "Q3?"):
        asked(session, question, project)
    second = session.conversations.current.branch()[1]
    fork = asked(session, "Q2, again?", project, fork_from=second.id)
    assert fork.rebased and [t.question for t in fork.base.branch()] == ["Q1?"]
    assert texts(provider.requests[-1]) == [("user", "Q1?"), ("assistant", "Answer 1."),
                                            ("user", "Q2, again?")]  # fmt: skip
    assert [t.question for t in session.conversations.current.branch()] == ["Q1?", "Q2, again?"]
    assert session.conversations.current.branch_position() == (2, 2)
    assert session.conversations.step_branch(-1)
    assert [t.question for t in session.conversations.current.branch()] == ["Q1?", "Q2?", "Q3?"]
    assert session.conversations.current.branch_position() == (1, 2)
    assert not session.conversations.step_branch(-1)
    kept = Session(tmp_path, setup=setup_of(provider)).conversations.current
    assert kept.branch_position() == (1, 2)  # the branch shown is kept too


def test_a_small_context_window_summarises_the_oldest_turns(tmp_path, project):
    long_answer = "The bridge went in the night. " * 60

    def reply(request: AiRequest) -> AiResponse:
        if request.system_prompt == SUMMARY_SYSTEM_PROMPT:
            return AiResponse(text="Summary: the bridge fell.")
        return AiResponse(text=long_answer)

    provider = ScriptedProvider([reply] * 12)
    # Small enough that four turns do not fit with the room for the answer.
    setup = setup_of(provider, context_window=2000, max_output_tokens=200)
    session = Session(tmp_path, setup=setup)
    ends = []
    for number in range(4):
        run = session.ask(f"Question {number}?", project.snapshot())
        ends.append(session.finish(run, run.execute()))
    summarised = [end.summarised for end in ends if end.summarised is not None]
    assert summarised and summarised[0].summary == "Summary: the bridge fell."
    sent = provider.requests[-1]
    assert sent.messages[0].content.startswith(SUMMARY_PREFIX)
    kept = Session(tmp_path, setup=setup_of(provider)).conversations.current
    assert any(t.summary for t in kept.turns)


def test_context_too_long_from_the_provider_summarises_and_tries_once_more(tmp_path, project):
    provider = ScriptedProvider(
        [
            AiResponse(text="First answer."),
            AiResponse(text="Second answer."),
            AiResponse(text="Third answer."),
            ProviderError.of(ErrorKind.CONTEXT_TOO_LONG, "too long"),
            AiResponse(text="In short: three answers."),  # the summary
            AiResponse(text="Fourth answer."),
        ]
    )
    session = Session(tmp_path, setup=setup_of(provider))
    for question in ("One?", "Two?", "Three?"):
        asked(session, question, project)
    run = session.ask("Four?", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.result.answer == "Fourth answer." and end.summarised is not None
    assert provider.requests[4].system_prompt == SUMMARY_SYSTEM_PROMPT
    assert provider.requests[-1].messages[0].content.startswith(SUMMARY_PREFIX)
    kinds = [r["kind"] for r in session.run_records(run.turn.id)]
    assert "retry" in kinds


def test_an_undone_act_turn_is_marked_and_the_next_question_says_so(tmp_path, project):
    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "retitle", {"node": CHAPTER_3,
                                                                "title": "Upriver!"}),)),
            AiResponse(text="Retitled."),
            AiResponse(text="It is called Chapter 3: Upriver again."),
        ]
    )  # fmt: skip
    session = Session(tmp_path, setup=setup_of(provider), host=ProjectHost(project))
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Retitle chapter 3", project.snapshot())
    assert run.act is not None
    end = session.finish(run, run.execute())
    assert end.committed and [c.action for c in end.changes] == ["retitle"]
    assert session.ledger.runs_to_undo(run.turn.id) == [run.run_id]
    for change in reversed(end.changes):  # the writer takes it back
        project.apply(change.inverse)
    assert session.ledger.run_undone(run.run_id, True) == (run.turn.id, True)
    kept = Session(tmp_path, setup=setup_of(provider)).conversations.current
    assert kept.turns[-1].undone  # kept
    asked(session, "What is it called?", project)
    answer = next(m for m in provider.requests[-1].messages if m.role is Role.ASSISTANT)
    assert answer.content == "Retitled." + UNDONE_NOTE
    assert session.ledger.run_undone(run.run_id, False) == (run.turn.id, False)  # redone
    assert not session.conversations.current.turns[0].undone


def test_act_mode_without_a_way_to_change_the_project_is_a_setup_problem(tmp_path, project):
    session = Session(tmp_path, setup=setup_of(ScriptedProvider([])))
    session.conversations.set_mode(Mode.ACT)
    with pytest.raises(SetupProblem):
        session.ask("Change it", project.snapshot())


def test_two_quires_take_turns_in_one_conversation(tmp_path, project):
    provider = ScriptedProvider([AiResponse(text=f"Answer {n}.") for n in range(1, 5)])
    app = Session(tmp_path, setup=setup_of(provider))
    asked(app, "In the app?", project)
    # Another Quire (the command line) continues the app's conversation …
    cli = Session(tmp_path, setup=setup_of(provider))
    cli.conversations.open(cli.conversations.latest().id)
    asked(cli, "On the command line?", project)
    assert texts(provider.requests[-1])[:2] == [("user", "In the app?"), ("assistant", "Answer 1.")]
    # … and the app, which still shows its own two messages, goes on after that turn.
    asked(app, "Back in the app?", project)
    assert texts(provider.requests[-1]) == [
        ("user", "In the app?"),
        ("assistant", "Answer 1."),
        ("user", "On the command line?"),
        ("assistant", "Answer 2."),
        ("user", "Back in the app?"),
    ]
    kept = Session(tmp_path, setup=setup_of(provider)).conversations.current
    assert [t.question for t in kept.branch()] == [
        "In the app?",
        "On the command line?",
        "Back in the app?",
    ]


def test_rename_delete_and_export(tmp_path, project):
    provider = ScriptedProvider([AiResponse(text="Yes."), AiResponse(text="No.")])
    session = Session(tmp_path, setup=setup_of(provider))
    asked(session, "One?", project)
    first = session.conversations.current.id
    session.conversations.new()
    asked(session, "Two?", project)
    assert session.conversations.rename("Second thoughts")
    assert "# Second thoughts" in session.conversations.export_markdown()
    assert [c.title for c in session.conversations.kept] == ["Second thoughts", "One?"]
    shown = session.conversations.delete()
    assert shown.id == first and [c.id for c in session.conversations.kept] == [first]
    assert (tmp_path / "conversations" / "deleted").is_dir()


def test_the_contract_entry_points_a_first_question_then_a_follow_up(
    tmp_path, project, monkeypatch
):
    """The contract's two entry points, where the documentation says: a conversation's first
    question (and a specialist's hop of it) starts one, a later question continues it."""
    from assistant.agent.loop import loop
    from assistant.agent.specialists import handoff

    entered: list[str] = []
    for name in ("run_agent_conversation", "run_agent_continuation"):
        real = getattr(loop, name)

        def spy(*args, _real=real, _name=name, **kwargs):
            entered.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(handoff, name, spy)
    hand = AiToolCall("h1", "handoff", {"target": "Archivist", "note": "look it up"})
    provider = ScriptedProvider([
        AiResponse(tool_calls=(hand,)), AiResponse(text="Mara Tesk drew it."),
        AiResponse(text="A surveyor."),
    ])  # fmt: skip
    session = Session(tmp_path, setup=setup_of(provider))
    asked(session, "Who drew the map?", project)
    assert entered == ["run_agent_conversation", "run_agent_conversation"]  # two hops
    asked(session, "What does she do?", project)
    assert entered[2:] == ["run_agent_continuation"]
    assert texts(provider.requests[0]) == [("user", "Who drew the map?")]
    assert texts(provider.requests[-1])[-1] == ("user", "What does she do?")

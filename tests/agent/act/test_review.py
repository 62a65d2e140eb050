"""The reviewer of act-mode changes, with scripted providers: a change in Part One flagged
under the house rule "Part One is final" waits for approval even with the policy ``none``;
a passed change is made; a reviewer error, an unreadable reply or a timeout holds the
change; the model hears the outcome; reviews count in the turn's usage and the run history;
Stop during a review stops at once; "approve all" does not wave a flagged change through."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from assistant.agent.act.act_run import ActRun, QueueOwner
from assistant.agent.act.approval import REFUSALS, Approval, ApprovalPolicy, Proposal, Verdict
from assistant.agent.act.records import ChangeRecord, ReviewVerdict
from assistant.agent.act.review import (
    ChangeReviewed,
    Reviewer,
    ReviewStarted,
    change_text,
    parse_review,
)
from assistant.agent.config.settings import Settings
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import (
    AiRequest,
    AiResponse,
    AiToolCall,
    ErrorKind,
    ProviderError,
    Role,
    TokenUsage,
)
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.agent.tools import make_act_executor
from assistant.world.edits import SetTitle
from assistant.world.house_rules import write_house_rules
from assistant.world.project import Project
from tests.paths import SAMPLE

CHAPTER_1 = "d-9b65717c5f"
TIMELINE = "d-6349d7e158"
RULES = "- Part One is final.\n- British spelling.\n"
REVIEW_USAGE = TokenUsage(120, 8)


@pytest.fixture
def root(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    write_house_rules(root, RULES)
    return root


def part_one_reviewer(request: AiRequest) -> AiResponse:
    """A reviewer that keeps the rule "Part One is final", as a model would."""
    text = request.messages[0].content
    assert request.system_prompt.endswith("House rules:\n" + RULES)  # after the fixed part
    assert "The writer's request:\nShorten the titles" in text or "Retitle" in text
    if "“Part One: The Levels”" in text:
        return AiResponse(text="**FLAG**: Part One is final.", usage=REVIEW_USAGE)
    return AiResponse(text="PASS: only the notes change", usage=REVIEW_USAGE)


class Host:
    """Act-mode runs on the project (as the command line), asking ``writer`` about each
    change that needs a decision."""

    def __init__(self, project: Project, writer=None) -> None:
        self.project = project
        self.writer = writer

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, self.writer), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


class Writer:
    def __init__(self, decide: Callable[[Proposal], None]) -> None:
        self.decide = decide
        self.shown: list[Proposal] = []

    def present(self, proposal: Proposal) -> None:
        self.shown.append(proposal)
        self.decide(proposal)


def session_for(root: Path, main, reviewer, writer=None, **settings) -> tuple[Session, Project]:
    project = Project.open(root, lock=False)
    values = {"provider": "lmstudio", "model": "m", "context_window": 1_000_000,
              "approval_policy": "none", **settings}  # fmt: skip
    setup = AssistantSetup(main, Settings(**values), reviewer)
    session = Session(root / ".quire", setup=lambda: setup, host=Host(project, writer),
                      root=root)  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    return session, project


def edits_chapter_1_and_the_timeline() -> ScriptedProvider:
    return ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    AiToolCall("c1", "retitle", {"node": CHAPTER_1, "title": "The Map House"}),
                    AiToolCall("c2", "retitle", {"node": TIMELINE, "title": "Dates"}),
                )
            ),
            AiResponse(text="Done."),
        ]
    )


def tool_results(request: AiRequest) -> list[str]:
    return [m.content for m in request.messages if m.role is Role.TOOL]


def test_a_part_one_change_is_flagged_and_held_with_policy_none(root):
    main = edits_chapter_1_and_the_timeline()
    writer = Writer(lambda proposal: proposal.reject())
    session, project = session_for(root, main, ScriptedProvider([part_one_reviewer] * 2),
                                   writer)  # fmt: skip
    events = []
    run = session.ask("Shorten the titles", project.snapshot())
    result = run.execute(on_event=events.append)
    end = session.finish(run, result)
    # Held for the writer, with the reviewer's reason, although the policy asks for nothing.
    (proposal,) = writer.shown
    assert proposal.preview.target_id == CHAPTER_1
    assert proposal.review.verdict is ReviewVerdict.FLAG
    assert proposal.review.reason == "Part One is final."
    # The model is told the outcome of both reviews.
    flagged, passed = tool_results(main.requests[1])
    assert flagged == (
        "Error: The writer refused this change. The reviewer had flagged it: Part One is final."
    )
    assert passed.endswith("\nReview: passed.")
    assert project.world.documents[CHAPTER_1].title == "Chapter 1: The Map House"
    assert project.world.documents[TIMELINE].title == "Dates"
    (change,) = end.changes
    assert change.review.verdict is ReviewVerdict.PASS
    # Reviews count in the turn's usage and appear in the run details.
    assert end.turn.usage == TokenUsage() + REVIEW_USAGE + REVIEW_USAGE
    reviews = [r for r in session.run_records(run.turn.id) if r["kind"] == "review"]
    assert [r["data"]["verdict"] for r in reviews] == ["flag", "pass"]
    assert "Part One: The Levels" in reviews[0]["data"]["change"]
    started = [e for e in events if isinstance(e, ReviewStarted)]
    reviewed = [e.review.verdict for e in events if isinstance(e, ChangeReviewed)]
    assert len(started) == 2 and reviewed == [ReviewVerdict.FLAG, ReviewVerdict.PASS]


def test_a_flagged_change_the_writer_approves_is_made_and_the_model_hears_so(root):
    main = edits_chapter_1_and_the_timeline()
    writer = Writer(lambda proposal: proposal.approve())
    session, project = session_for(root, main, ScriptedProvider([part_one_reviewer] * 2),
                                   writer)  # fmt: skip
    run = session.ask("Shorten the titles", project.snapshot())
    session.finish(run, run.execute())
    assert project.world.documents[CHAPTER_1].title == "The Map House"
    flagged = tool_results(main.requests[1])[0]
    assert flagged.endswith("\nReview: flagged (Part One is final.); the writer approved it.")


def test_approve_all_does_not_wave_a_flagged_change_through(root):
    main = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    AiToolCall("c0", "retitle", {"node": TIMELINE, "title": "A"}),
                    AiToolCall("c1", "retitle", {"node": CHAPTER_1, "title": "B"}),
                )
            ),
            AiResponse(text="Done."),
        ]
    )
    answers = [lambda p: p.approve_all(), lambda p: p.reject("not in Part One")]
    writer = Writer(lambda proposal: answers.pop(0)(proposal))
    session, project = session_for(root, main, ScriptedProvider([part_one_reviewer] * 2),
                                   writer, approval_policy="every")  # fmt: skip
    run = session.ask("Retitle", project.snapshot())
    session.finish(run, run.execute())
    assert len(writer.shown) == 2  # the flag asked again after "approve all"
    assert project.world.documents[TIMELINE].title == "A"
    assert project.world.documents[CHAPTER_1].title == "Chapter 1: The Map House"


@pytest.mark.parametrize(
    "reply",
    [
        ProviderError.of(ErrorKind.SERVER, "HTTP 500"),
        AiResponse(text="I think this is probably fine, but who knows."),
        AiResponse(text=""),
    ],
    ids=["error", "no verdict", "empty"],
)
def test_a_reviewer_failure_holds_the_change(root, reply):
    main = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "retitle", {"node": TIMELINE, "title": "X"}),)),
            AiResponse(text="I could not."),
        ]
    )
    session, project = session_for(root, main, ScriptedProvider([reply]))  # nobody to ask
    run = session.ask("Retitle the timeline", project.snapshot())
    end = session.finish(run, run.execute())
    assert project.world.documents[TIMELINE].title == "Timeline"
    (refusal,) = run.act.refused
    assert refusal.decision.verdict is Verdict.UNASKED
    assert refusal.preview.review.verdict is ReviewVerdict.FAILED
    (told,) = tool_results(main.requests[1])
    assert REFUSALS[Verdict.UNASKED] in told and told.endswith("The reviewer could not check it.")
    assert end.changes == ()


def test_a_reviewer_timeout_holds_the_change_and_stop_ends_a_review_at_once(root):
    project = Project.open(root, lock=False)
    stuck = ScriptedProvider([AiResponse(text="PASS: fine")], hold=True)
    writer = Writer(lambda proposal: None)  # keeps it waiting
    reviewer = Reviewer(stuck, request="Retitle", rules=RULES, timeout=0.2)
    owner = QueueOwner()
    act = ActRun(project, Approval(ApprovalPolicy.NONE, writer, reviewer), run_id="r",
                 owner=owner)  # fmt: skip
    act.watch(CancelToken())
    tools = make_act_executor(act)
    box = {}

    def work() -> None:
        box["outcome"] = tools(AiToolCall("c1", "retitle", {"node": TIMELINE, "title": "X"}))
        owner.close()

    worker = threading.Thread(target=work)
    worker.start()
    # The review times out; the change waits for the writer instead of slipping through.
    while not writer.shown:
        owner.call(lambda: None)
        owner.close()
        owner.serve()
    (proposal,) = writer.shown
    assert proposal.review.verdict is ReviewVerdict.FAILED
    assert proposal.review.error.kind is ErrorKind.TIMEOUT
    assert project.world.documents[TIMELINE].title == "Timeline"
    proposal.approve()
    owner.serve()
    worker.join(5)
    assert project.world.documents[TIMELINE].title == "X"
    # Stop while a review is under way: the call ends at once, nothing is changed.
    stuck = ScriptedProvider([AiResponse(text="PASS: fine")], hold=True)
    cancel = CancelToken()
    act = ActRun(project, Approval(ApprovalPolicy.NONE, None, Reviewer(stuck, request="x")),
                 run_id="r2")  # fmt: skip
    act.watch(cancel)
    threading.Thread(target=lambda: stuck.holding.wait(5) and cancel.cancel()).start()
    outcome = make_act_executor(act)(AiToolCall("c2", "retitle", {"node": TIMELINE,
                                                                   "title": "Y"}))  # fmt: skip
    assert not outcome.ok and "stopped" in outcome.text
    assert project.world.documents[TIMELINE].title == "X"


def test_without_the_reviewer_nothing_is_reviewed(root):
    main = edits_chapter_1_and_the_timeline()
    session, project = session_for(root, main, None)
    run = session.ask("Shorten the titles", project.snapshot())
    session.finish(run, run.execute())
    assert project.world.documents[CHAPTER_1].title == "The Map House"
    assert all("Review" not in text for text in tool_results(main.requests[1]))


@pytest.mark.parametrize(
    "reply, verdict, reason",
    [
        ("PASS: keeps the rules", ReviewVerdict.PASS, "keeps the rules"),
        ("Flag - breaks \"Part One is final\"", ReviewVerdict.FLAG,
         "breaks \"Part One is final\""),
        ("FLAG: “Part One is final”: ask first.", ReviewVerdict.FLAG,
         "“Part One is final”: ask first."),
        ("The change edits chapter 1.\n**FLAGGED**\nPart One is final.", ReviewVerdict.FLAG,
         "Part One is final."),
        ("passage: nothing", ReviewVerdict.FAILED, ""),
        ("PASS: <reason> or FLAG: <reason>", ReviewVerdict.FAILED, ""),
    ],
)  # fmt: skip
def test_parse_review(reply, verdict, reason):
    review = parse_review(reply)
    assert (review.verdict, review.reason) == (verdict, reason)


def test_the_change_text_says_where_and_what(root):
    project = Project.open(root, lock=False)
    world = project.snapshot()
    edit = SetTitle(CHAPTER_1, "The Map House")
    after, inverse = edit.apply(world)
    text = change_text(ChangeRecord.of(1, edit, inverse, world, after))
    assert text.splitlines()[0] == (
        "document “The Map House” in “Part One: The Levels”: retitle"
    )
    assert "title: “Chapter 1: The Map House” → “The Map House”" in text


def test_reviews_count_against_the_budget_and_cost_money_at_the_reviewers_price(root):
    """A review is a model request like any other: the turn's budget counts it, and the
    money spent includes it, at the price of the model that reviews."""
    from assistant.agent.config.settings import ModelPrice

    prices = (ModelPrice("m", input=1.0, output=2.0), ModelPrice("judge", input=10.0, output=20.0))
    main = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(AiToolCall("c1", "retitle", {"node": TIMELINE, "title": "Dates"}),),
                usage=TokenUsage(1_000, 100),
            ),
            AiResponse(text="Done.", usage=TokenUsage(1_100, 20)),
        ]
    )
    passing = AiResponse(text="PASS: only the notes change", usage=REVIEW_USAGE)
    session, project = session_for(
        root, main, ScriptedProvider([passing]), prices=prices, reviewer_model="judge",
        review_changes=True,
    )  # fmt: skip
    run = session.ask("Retitle the timeline", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.turn.answer == "Done."
    main_cost = (1_000 * 1.0 + 100 * 2.0 + 1_100 * 1.0 + 20 * 2.0) / 1e6
    review_cost = (120 * 10.0 + 8 * 20.0) / 1e6
    assert end.turn.notes.cost == pytest.approx(main_cost + review_cost)

    # A budget that the first request and the review use up: the second request is never
    # sent, and the run ends as out of budget, not with an error.
    write_root = root.parent / "budget"
    shutil.copytree(root, write_root)
    main = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(AiToolCall("c1", "retitle", {"node": TIMELINE, "title": "Dates"}),),
                usage=TokenUsage(900, 50),
            ),
            AiResponse(text="Done.", usage=TokenUsage(5, 5)),
        ]
    )
    session, project = session_for(
        write_root, main, ScriptedProvider([passing]), turn_budget_tokens=1_000,
        review_changes=True,
    )  # fmt: skip
    run = session.ask("Retitle the timeline", project.snapshot())
    result = run.execute()
    end = session.finish(run, result)
    assert len(main.requests) == 1
    assert result.exhausted and result.error is None
    assert end.turn.notes.budget == 1_000

"""``quire ask`` with house rules, questions to the writer, a plan and the reviewer, through
the real command in its own process against a loopback model server: the tools offered
include ``ask_writer`` and ``update_plan``; the text of ``house-rules.md`` reaches the system
prompt of every request (the reviewer's too); without a terminal a question is answered "not
available" and the output lists the assumption, on one it is asked; the plan is printed as
it changes and is in ``--json``; a change the reviewer flags follows the command line's
approval rules."""

from __future__ import annotations

import json
import os
import pty
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.agent.act.review import REVIEW_PROMPT
from assistant.agent.session.ask_writer import NOT_AVAILABLE
from assistant.world.house_rules import HOUSE_RULES_FILE
from assistant.world.project import Project
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.cli.commands.test_ask_approval import quire
from tests.paths import REPO, SAMPLE

WIRE = OpenAIWire()
CHAPTER_1 = "d-9b65717c5f"
TIMELINE = "d-6349d7e158"
REVIEW_START = REVIEW_PROMPT.split("{")[0][:40]
QUESTION = {
    "question": "Narration says “the Aun” or “the River Aun”?",
    "choices": ["the Aun", "the River Aun"],
    "assume": "the Aun",
}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    return root


def rules_of(project: Path) -> str:
    return (project / HOUSE_RULES_FILE).read_text(encoding="utf-8")


def call(number: int, name: str, **arguments) -> tuple[str, str, str]:
    return (f"call_{number}", name, json.dumps(arguments))


def plan(*statuses: str) -> dict:
    """``update_plan``'s arguments for the three steps in ``statuses`` (the first step not
    done is the one in progress)."""
    steps = ["Retitle the timeline", "Shorten chapter 1's title", "Say what changed"]
    assert len(statuses) == len(steps)
    return {"steps": steps, "done": [n for n, s in enumerate(statuses, start=1) if s == "done"]}


class Model:
    """The scripted assistant, and a reviewer that keeps "Part One is final"."""

    def __init__(self, *replies: Reply) -> None:
        self.replies = list(replies)

    def __call__(self, request: Recorded) -> Reply:
        if is_review(request):
            change = request.body["messages"][-1]["content"]
            if "“Part One: The Levels”" in change:
                return WIRE.text_reply(["FLAG: Part One is final."])
            return WIRE.text_reply(["PASS: only the notes change."])
        return self.replies.pop(0)


def system_of(request: Recorded) -> str:
    return "\n".join(m["content"] for m in request.body["messages"] if m["role"] == "system")


def is_review(request: Recorded) -> bool:
    return system_of(request).startswith(REVIEW_START)


def tools_of(request: Recorded) -> list[str]:
    return [tool["function"]["name"] for tool in request.body.get("tools", [])]


def tool_results(request: Recorded) -> list[str]:
    return [m["content"] for m in request.body["messages"] if m["role"] == "tool"]


def ask(project: Path, server: LoopbackServer, question: str, *extra: str, **options):
    return quire(
        "ask", str(project), question, "--provider", "llamacpp", "--base-url",
        server.url + "/v1", *extra, **options,
    )  # fmt: skip


def act_script() -> Model:
    return Model(
        WIRE.tool_reply([call(1, "update_plan", **plan("in_progress", "pending", "pending"))]),
        WIRE.tool_reply(
            [
                call(2, "retitle", node=TIMELINE, title="Dates"),
                call(3, "update_plan", **plan("done", "in_progress", "pending")),
            ]
        ),
        WIRE.tool_reply(
            [
                call(4, "retitle", node=CHAPTER_1, title="The Map House"),
                call(5, "update_plan", **plan("done", "done", "in_progress")),
            ]
        ),
        WIRE.text_reply(["I retitled the timeline; chapter 1 needs your word."]),
    )


def test_every_request_is_offered_the_new_tools_and_carries_the_house_rules(project):
    rules = rules_of(project)
    assert "Part One is final" in rules
    with LoopbackServer(act_script()) as server:
        done = ask(project, server, "Shorten the titles", "--act", "--approve", "none")
    assert done.returncode == 0, done.stderr
    requests = server.requests
    reviews = [r for r in requests if is_review(r)]
    assert len(requests) == 6 and len(reviews) == 2
    for request in requests:
        system = system_of(request)
        assert "- Part One is final" in system  # the file's own text
        assert system.index("Part One is final") > len(system) // 3  # after the fixed part
    for request in (r for r in requests if not is_review(r)):
        assert {"ask_writer", "update_plan"} <= set(tools_of(request))
    # The plan is printed each time it changes, then with the summary.
    assert done.stderr.count("Plan:") == 3
    assert "  [x] Retitle the timeline\n  [~] Shorten chapter 1's title" in done.stderr
    assert "Plan:\n  [x] Retitle the timeline\n  [x] Shorten chapter 1's title\n" in done.stdout
    # The reviewer passed the timeline and flagged chapter 1, which --approve none cannot
    # wave through: without a terminal it is refused, and the output says why.
    world = Project.open(project, lock=False).world
    assert world.documents[TIMELINE].title == "Dates"
    assert world.documents[CHAPTER_1].title == "Chapter 1: The Map House"
    refused = done.stdout.split("Refused (not made):")[1]
    assert "reviewer flagged it: Part One is final." in refused
    assert "reviewer: passed" in done.stdout.split("Changes:")[1].split("Refused")[0]
    assert "[reviewer flagged it: Part One is final.]" in done.stderr
    flagged = tool_results(requests[-1])[-2]
    assert flagged.endswith("The reviewer had flagged it: Part One is final.")


def test_ask_mode_offers_ask_writer_and_the_plan_and_carries_the_rules_to_every_request(project):
    model = Model(
        WIRE.tool_reply([call(1, "get_outline")]),
        WIRE.tool_reply([call(2, "search_text", query="gray")]),
        WIRE.text_reply(["Chapter 3 says gray once."]),
    )
    with LoopbackServer(model) as server:
        done = ask(project, server, "Where do I break my spelling rule?")
    assert done.returncode == 0, done.stderr
    assert len(server.requests) == 3
    for request in server.requests:
        assert {"ask_writer", "update_plan"} <= set(tools_of(request))
        assert "British spelling throughout" in system_of(request)


def test_json_has_the_plan_questions_and_reviews(project):
    with LoopbackServer(act_script()) as server:
        done = ask(project, server, "Shorten the titles", "--act", "--approve", "none", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["plan"] == [
        {"text": "Retitle the timeline", "status": "done"},
        {"text": "Shorten chapter 1's title", "status": "done"},
        {"text": "Say what changed", "status": "in_progress"},
    ]
    assert result["plan_carried"] is False
    assert result["questions"] == []
    assert result["changes"][0]["review"] == {"verdict": "pass",
                                              "reason": "only the notes change.",
                                              "error": None}  # fmt: skip
    assert result["refused"][0]["review"]["verdict"] == "flag"
    assert result["refused"][0]["verdict"] == "unasked"
    # three tool rounds (20 tokens in each), the answer (7) and the two reviews (7 each)
    assert result["usage"]["input"] == 3 * 20 + 7 + 2 * 7


def test_without_a_terminal_the_model_decides_and_the_output_lists_the_assumption(project):
    model = Model(
        WIRE.tool_reply([call(1, "ask_writer", **QUESTION)]),
        WIRE.text_reply(["I assumed “the Aun”, as the style sheet says."]),
    )
    with LoopbackServer(model) as server:
        done = ask(project, server, "Which name does the river take?")
    assert done.returncode == 0, done.stderr
    assert tool_results(server.requests[1]) == [NOT_AVAILABLE]
    questions = done.stdout.split("Questions:")[1]
    assert f"“{QUESTION['question']}” — not asked (no terminal); assumed: the Aun" in questions
    assert "could not ask you (no terminal) and decided itself" in done.stderr
    with LoopbackServer(Model(WIRE.tool_reply([call(1, "ask_writer", **QUESTION)]),
                              WIRE.text_reply(["Assumed the Aun."]))) as server:  # fmt: skip
        done = ask(project, server, "Which name does the river take?", "--json")
    (kept,) = json.loads(done.stdout)["questions"]
    assert (kept["state"], kept["assume"]) == ("unavailable", "the Aun")


def on_a_terminal(keys: bytes, run):
    master, terminal = pty.openpty()
    os.write(master, keys)
    try:
        return run(terminal)
    finally:
        os.close(terminal)
        os.close(master)


def test_on_a_terminal_the_question_is_asked_and_answered(project):
    model = Model(
        WIRE.tool_reply([call(1, "ask_writer", **QUESTION)]),
        WIRE.text_reply(["Then “the River Aun” it is."]),
    )
    with LoopbackServer(model) as server:
        done = on_a_terminal(b"7\n2\n", lambda tty: ask(project, server, "Which name?", stdin=tty))
    assert done.returncode == 0, done.stderr
    assert "The assistant asks: " + QUESTION["question"] in done.stderr
    assert "  1. the Aun\n  2. the River Aun" in done.stderr
    assert "There is no answer 7; choose 1 to 2." in done.stderr
    assert tool_results(server.requests[1]) == ["The writer answered: the River Aun"]
    assert "you answered: the River Aun" in done.stdout


def test_on_a_terminal_a_flagged_change_is_shown_with_the_reason_and_asked_about(project):
    model = Model(
        WIRE.tool_reply([call(1, "retitle", node=CHAPTER_1, title="The Map House")]),
        WIRE.text_reply(["Done."]),
    )
    with LoopbackServer(model) as server:
        done = on_a_terminal(
            b"y\n",
            lambda tty: ask(project, server, "Shorten it", "--act", "--approve", "none", stdin=tty),
        )
    assert done.returncode == 0, done.stderr
    shown = done.stderr.split("The assistant wants to make this change:")[1]
    assert "reviewer flagged it: Part One is final." in shown
    assert Project.open(project, lock=False).world.documents[CHAPTER_1].title == "The Map House"
    told = tool_results(server.requests[-1])[0]
    assert told.endswith("Review: flagged (Part One is final.); the writer approved it.")


def test_no_review_switches_the_reviewer_off_for_one_run(project):
    model = Model(
        WIRE.tool_reply([call(1, "retitle", node=CHAPTER_1, title="The Map House")]),
        WIRE.text_reply(["Done."]),
    )
    with LoopbackServer(model) as server:
        done = ask(project, server, "Shorten it", "--act", "--approve", "none", "--no-review")
    assert done.returncode == 0, done.stderr
    assert not any(is_review(r) for r in server.requests)
    assert Project.open(project, lock=False).world.documents[CHAPTER_1].title == "The Map House"


def test_ctrl_c_at_a_question_on_the_terminal_stops_and_the_model_is_told(project):
    import signal
    import time

    model = Model(WIRE.tool_reply([call(1, "ask_writer", **QUESTION)]), WIRE.text_reply(["-"]))
    master, terminal = pty.openpty()
    try:
        with LoopbackServer(model) as server:
            process = subprocess.Popen(
                [sys.executable, "-m", "assistant.cli", "ask", str(project), "Which name?",
                 "--provider", "llamacpp", "--base-url", server.url + "/v1"],
                stdin=terminal, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                cwd=REPO, env=dict(os.environ),
            )  # fmt: skip
            try:
                deadline = time.monotonic() + 60
                seen = b""
                stderr = process.stderr.fileno()
                while b"or type your own" not in seen and time.monotonic() < deadline:
                    seen += os.read(stderr, 4096) if _readable(stderr) else b""
                assert b"or type your own" in seen  # the question waits on the terminal
                process.send_signal(signal.SIGINT)
                out, rest = process.communicate(timeout=30)
                err = seen.decode() + rest
            finally:
                if process.poll() is None:
                    process.kill()
    finally:
        os.close(terminal)
        os.close(master)
    assert process.returncode == 130, err
    assert "“" + QUESTION["question"] + "” — not answered (stopped)" in out
    assert len(server.requests) == 1  # stopped: nothing more was asked of the model


def _readable(fd: int) -> bool:
    import select

    return bool(select.select([fd], [], [], 0.1)[0])


def test_an_unfinished_plan_is_carried_to_the_next_question(project):
    """Research in ask mode left half done: ``--continue`` prints the plan carried over as
    the question begins, the model reads it back after its last answer, and ticks the rest."""
    model = Model(
        WIRE.tool_reply([call(1, "update_plan", **plan("done", "pending", "pending"))]),
        WIRE.text_reply(["The timeline is fine; the rest next time."]),
        WIRE.tool_reply([call(2, "update_plan", done=[2, 3])]),
        WIRE.text_reply(["All three checked."]),
    )
    with LoopbackServer(model) as server:
        first = ask(project, server, "Check the titles")
        assert first.returncode == 0, first.stderr
        done = ask(project, server, "Go on", "--continue")
    assert done.returncode == 0, done.stderr
    carried = done.stderr.split("Plan (carried over from an earlier question):")[1]
    assert carried.startswith("\n  [x] Retitle the timeline\n  [~] Shorten chapter 1's title")
    last_answer = server.requests[2].body["messages"][-2]["content"]
    assert last_answer.startswith("The timeline is fine; the rest next time.\n\n[Note for the")
    assert "1. [x] Retitle the timeline\n2. [~] Shorten chapter 1's title\n3. [ ] Say" in (
        last_answer
    )
    assert "Plan:\n  [x] Retitle the timeline\n  [x] Shorten chapter 1's title\n  [x] Say" in (
        done.stdout
    )

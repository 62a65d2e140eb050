"""``quire ask --act --plan-first`` through the real command against a loopback model server:
on a terminal the writer edits the plan and approves it, and a change outside it is asked
about with the plan's wording; without a terminal the plan is refused and nothing changes."""

from __future__ import annotations

import os
import pty

from assistant.world.project import Project
from tests.agent.providers.loopback import LoopbackServer
from tests.cli.commands.test_ask_approval import WIRE, call, project_files, quire, tool_results
from tests.cli.commands.test_ask_scope import CHAPTER_3, CHAPTER_5, project  # noqa: F401

QUESTION = "Tighten the openings of chapters 3 and 5"
PLAN = ["Tighten the opening of Chapter 3: Upriver", "Tighten the opening of Chapter 5"]


def plan_then_both(server: LoopbackServer) -> None:
    """The model tries a change first, sends its plan, then changes chapters 3 and 5."""
    server.add(
        WIRE.tool_reply([call(1, "replace_text", document=CHAPTER_3, find="Four days",
                              replace="Three days")]),
        WIRE.tool_reply([call(2, "update_plan", steps=PLAN)]),
        WIRE.tool_reply([
            call(3, "replace_text", document=CHAPTER_3, find="Four days", replace="Three days"),
            call(4, "replace_text", document=CHAPTER_5, find="The Sallows began",
                 replace="The Sallows started"),
        ]),
        WIRE.text_reply(["Tightened chapter 3."]),
    )  # fmt: skip


def ask(project, server: LoopbackServer, *extra: str, **options):  # noqa: F811
    return quire(
        "ask", str(project), QUESTION, "--act", "--plan-first", "--provider", "llamacpp",
        "--base-url", server.url + "/v1", "--no-review", "--approve", "none", *extra, **options,
    )  # fmt: skip


def test_on_a_terminal_the_writer_edits_the_plan_and_approves_it(project):  # noqa: F811
    master, terminal = pty.openpty()
    # edit: keep step 1, remove step 2, add a step; approve; refuse the change outside it
    os.write(master, b"e\n\n-\nCheck the Timeline\n\na\nn\n\n")
    try:
        with LoopbackServer() as server:
            plan_then_both(server)
            done = ask(project, server, stdin=terminal)
    finally:
        os.close(terminal)
        os.close(master)
    assert done.returncode == 0, done.stderr
    prompts = done.stderr
    assert "The assistant proposes a plan; it changes nothing until you approve it:" in prompts
    assert "Approve this plan? [a]pprove / [e]dit / [r]efuse" in prompts
    assert "Your version:\n  1. Tighten the opening of Chapter 3: Upriver\n  2. Check the " \
        "Timeline" in prompts
    assert ("“Chapter 5: The Sallows” is outside the plan you approved: “Chapter 3: Upriver”; "
            "“Timeline”") in prompts  # fmt: skip
    world = Project.open(project, lock=False).world
    assert world.documents[CHAPTER_3].text.startswith("Three days")
    assert "The Sallows began" in world.documents[CHAPTER_5].text
    first, approved = tool_results(server, 1)[0], tool_results(server, 2)[1]
    assert "the writer asked to approve a plan first" in first
    assert "The writer approved the plan in their own version" in approved
    assert "Plan first: approved by you, in your own version" in done.stdout
    history = quire("history", str(project))
    assert "Plan first: approved by you, in your own version" in history.stdout


def test_without_a_terminal_the_plan_is_refused_and_nothing_changes(project):  # noqa: F811
    before = project_files(project)
    with LoopbackServer() as server:
        plan_then_both(server)
        done = ask(project, server)
    assert done.returncode == 0, done.stderr
    assert project_files(project) == before
    assert "the plan could not be approved (no terminal), so nothing was changed" in done.stderr
    assert "Plan first: not approved: there is no terminal to ask on" in done.stdout
    [said] = tool_results(server, 2)[1:]
    assert "The writer cannot be asked to approve a plan here" in said
    assert all("nothing can be changed" in text for text in tool_results(server, 3)[2:])


def test_plan_first_needs_act(project):  # noqa: F811
    done = quire("ask", str(project), QUESTION, "--plan-first", "--provider", "llamacpp",
                 "--base-url", "http://127.0.0.1:9/v1")  # fmt: skip
    assert done.returncode == 2
    assert "--plan-first plans changes, and needs --act" in done.stderr

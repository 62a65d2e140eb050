"""``quire ask --act`` keeps to what the question names, through the real command against a
loopback model server: the scope is printed under the question, a change outside it is
refused without a terminal whatever ``--approve`` says (and the output says why), and
``--scope`` widens or sets it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant.world.project import Project
from tests.agent.providers.loopback import LoopbackServer
from tests.cli.commands.test_ask_approval import WIRE, call, project_files, quire
from tests.paths import SAMPLE

CHAPTER_3 = "d-218eff7021"
CHAPTER_5 = "d-5285907503"
QUESTION = "Tighten the first paragraph of chapter 3"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    return root


def over_reach(server: LoopbackServer) -> None:
    """The model tightens Chapter 5 instead, then says it is done."""
    server.add(
        WIRE.tool_reply([
            call(1, "replace_text", document=CHAPTER_5, find="The Sallows began",
                 replace="The Sallows started"),
        ]),
        WIRE.text_reply(["Tightened."]),
    )


def ask(project: Path, server: LoopbackServer, *extra: str):
    return quire(
        "ask", str(project), QUESTION, "--act", "--provider", "llamacpp",
        "--base-url", server.url + "/v1", "--no-review", "--approve", "none", *extra,
    )  # fmt: skip


def test_a_change_outside_the_question_is_refused_whatever_the_policy(project):
    before = project_files(project)
    with LoopbackServer() as server:
        over_reach(server)
        done = ask(project, server)
        told = [m["content"] for m in server.requests[1].body["messages"] if m["role"] == "tool"]
    assert done.returncode == 0, done.stderr
    assert project_files(project) == before  # nothing changed, nothing saved
    assert ("Changes limited to: “Chapter 3: Upriver”, paragraph 1 (widen with --scope "
            "documents or --scope project)") in done.stderr  # fmt: skip
    refused = done.stdout.split("Refused (not made):")[1]
    assert ("“Chapter 5: The Sallows” is outside what you asked: “Chapter 3: Upriver”, "
            "paragraph 1") in refused  # fmt: skip
    assert "outside what the writer asked for: “Chapter 3: Upriver”, paragraph 1" in told[0]


def test_scope_project_lets_it_through_and_json_keeps_the_scope(project):
    with LoopbackServer() as server:
        over_reach(server)
        done = ask(project, server, "--scope", "project", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert len(result["changes"]) == 1 and result["refused"] == []
    assert result["scope"]["reach"] == "project" and result["scope"]["documents"] == [CHAPTER_3]
    text = Project.open(project, lock=False).world.documents[CHAPTER_5].text
    assert "The Sallows started" in text
    assert "Changes limited to" not in done.stderr


def test_scope_can_be_set_and_must_name_the_project(project):
    with LoopbackServer() as server:
        over_reach(server)
        done = ask(project, server, "--scope", "Chapter 5, paragraph 1", "--json")
        assert done.returncode == 0, done.stderr
        assert len(json.loads(done.stdout)["changes"]) == 1
        assert "Changes limited to: “Chapter 5: The Sallows”, paragraph 1" in done.stderr
        wrong = ask(project, server, "--scope", "Chapter 9")
        no_act = quire("ask", str(project), QUESTION, "--scope", "project", "--provider",
                       "llamacpp", "--base-url", server.url + "/v1")  # fmt: skip
        assert len(server.requests) == 2  # nothing sent for either
    assert wrong.returncode == 2 and "names no document or folder" in wrong.stderr
    assert no_act.returncode == 2 and "needs --act" in no_act.stderr

"""``quire ask --specialist``, ``--budget`` and ``--yes`` end to end against a loopback server,
and ``quire specialists``: the real command line, loop, tools and provider."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant import cli
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.paths import SAMPLE

WIRE = OpenAIWire()
WRITE_TOOLS = {"replace_text", "retitle", "trash_node", "set_entity_field", "create_document"}


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUIRE_API_KEY", "sk-quire-cli-specialists-0001")
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    return root


def ask(server: LoopbackServer, project: Path, *extra: str) -> int:
    return cli.main([
        "ask", str(project), *extra, "--provider", "openai", "--model", "test-model",
        "--base-url", server.url + WIRE.base_suffix,
    ])  # fmt: skip


def system_of(request: Recorded) -> str:
    return request.body["messages"][0]["content"]


def tool_names(request: Recorded) -> set[str]:
    return {tool["function"]["name"] for tool in request.body.get("tools", [])}


class Summarising:
    """Answers summary requests itself and the loop's with the scripted replies."""

    def __init__(self, *replies: Reply) -> None:
        self.replies = list(replies)
        self.summaries = 0

    def __call__(self, request: Recorded) -> Reply:
        if system_of(request).startswith("You summarise"):
            self.summaries += 1
            return WIRE.text_reply([f"Summary {self.summaries}."], usage=(400, 20))
        return self.replies.pop(0)


def test_a_chosen_specialist_answers_with_its_own_tools(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = LoopbackServer().add(WIRE.text_reply(["No contradictions found."]))
    with server:
        code = ask(server, project, "Is Mara's age consistent?", "--specialist",
                   "continuity editor")  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 0, err
    (request,) = server.requests
    assert "You are the continuity editor" in system_of(request)
    names = tool_names(request)
    assert "read_document" in names and "summarise_document" in names
    assert not names & WRITE_TOOLS and "handoff" not in names
    assert "Answered by: Continuity editor" in out


def test_an_unknown_specialist_is_a_clear_error(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = LoopbackServer()
    with server:
        code = ask(server, project, "Hi", "--specialist", "Proofreader")
    _out, err = capsys.readouterr()
    assert code == 2 and not server.requests
    assert "no specialist 'Proofreader'" in err and "Archivist" in err


def test_the_general_assistant_hands_off_and_the_output_says_so(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = LoopbackServer().add(
        WIRE.tool_reply([("h1", "handoff",
                          '{"target": "Archivist", "note": "add the Gull Bridge\'s age"}')]),
        WIRE.text_reply(["Recorded."]),
    )  # fmt: skip
    with server:
        code = ask(server, project, "Are the entities up to date?", "--json")
    out, err = capsys.readouterr()
    assert code == 0, err
    first, second = server.requests
    assert "handoff" in tool_names(first)
    assert "You are the archivist" in system_of(second)
    assert "list_entities" in tool_names(second) and "replace_text" not in tool_names(second)
    result = json.loads(out)
    assert result["specialist"] == "Archivist"
    assert result["handoffs"] == [{"from": None, "to": "Archivist",
                                   "note": "add the Gull Bridge's age"}]  # fmt: skip


def test_json_names_the_model_of_the_specialist_who_answered_on_its_own(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["specialists", str(project), "--write"]) == 0
    path = project / "specialists" / "archivist.md"
    path.write_text(path.read_text(encoding="utf-8").replace("model: ", "model: cheap-model"),
                    encoding="utf-8")  # fmt: skip
    capsys.readouterr()
    server = LoopbackServer().add(
        WIRE.tool_reply([("h1", "handoff", '{"target": "Archivist", "note": "list them"}')]),
        WIRE.text_reply(["Three places."]),
    )
    with server:
        code = ask(server, project, "Which places are there?", "--json")
    out, err = capsys.readouterr()
    assert code == 0, err
    first, second = server.requests
    assert first.body["model"] == "test-model" and second.body["model"] == "cheap-model"
    result = json.loads(out)
    assert result["specialist"] == "Archivist" and result["model"] == "cheap-model"
    conversation = json.loads(next((project / ".quire" / "conversations").glob("c-*.json"))
                              .read_text(encoding="utf-8"))  # fmt: skip
    assert conversation["turns"][-1]["model"] == "cheap-model"


def test_the_budget_stops_the_run_after_the_request_that_crossed_it(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rounds = [WIRE.tool_reply([(f"s{n}", "project_statistics", "{}")]) for n in range(8)]
    server = LoopbackServer().add(*rounds, WIRE.text_reply(["Never sent."]))
    with server:
        code = ask(server, project, "Count it all", "--budget", "100", "--max-steps", "20")
    out, err = capsys.readouterr()
    assert code == 1
    # each round reports 29 tokens: 29, 58, 87, 116 — the fourth crossed 100, no fifth
    assert len(server.requests) == 4
    assert "no answer within the token budget of 100 tokens" in err
    assert "Tokens: 80 in, 36 out" in out


def test_a_bad_budget_is_refused_before_anything_is_sent(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = LoopbackServer()
    with server:
        code = ask(server, project, "Hi", "--budget", "12")
    _out, err = capsys.readouterr()
    assert code == 2 and not server.requests and "--budget" in err


def test_the_estimate_is_answered_by_yes(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    model = Summarising(
        WIRE.tool_reply([("u1", "summarise_document", "{}")]),
        WIRE.text_reply(["The book in brief."]),
    )
    server = LoopbackServer(responder=model)
    with server:
        code = ask(server, project, "Summarise the whole book", "--yes", "--json")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Summarising the whole project reads 13 document(s) not summarised yet" in err
    assert "Going on (--yes)." in err
    assert model.summaries > 13  # every document, then the folders and the whole
    result = json.loads(out)
    (estimate,) = result["estimates"]
    assert estimate["kind"] == "summaries" and estimate["documents"] == 13
    assert result["answer"] == "The book in brief."
    assert result["usage"]["input"] >= model.summaries * 400  # the summaries are counted

    # asked again: everything comes from the project's cache, and no estimate is needed
    model.replies = [
        WIRE.tool_reply([("u2", "summarise_document", "{}")]),
        WIRE.text_reply(["Again, in brief."]),
    ]
    before = model.summaries
    server = LoopbackServer(responder=model)
    with server:
        code = ask(server, project, "Summarise it again", "--json")
    out, err = capsys.readouterr()
    assert code == 0, err
    result = json.loads(out)
    assert model.summaries == before and result["estimates"] == []
    assert result["from_cache"] == [0]


def test_without_yes_and_without_a_terminal_the_large_read_is_not_made(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    model = Summarising(
        WIRE.tool_reply([("u1", "summarise_document", "{}")]),
        WIRE.text_reply(["I could not read it all."]),
    )
    server = LoopbackServer(responder=model)
    with server:
        code = ask(server, project, "Summarise the whole book")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert model.summaries == 0
    assert "Not read: add --yes to allow it without a terminal." in err
    told = json.dumps(server.requests[-1].body)
    assert "nobody can approve the cost here" in told
    assert "summarise_document({})" in out


def test_quire_specialists_lists_and_writes_them(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["specialists", str(project)]) == 0
    out, _err = capsys.readouterr()
    assert "Continuity editor (built in): tools read, writer" in out
    assert cli.main(["specialists", str(project), "--write"]) == 0
    out, _err = capsys.readouterr()
    assert out.count("wrote ") == 3
    path = project / "specialists" / "archivist.md"
    path.write_text(path.read_text(encoding="utf-8").replace("model: ", "model: small"),
                    encoding="utf-8")  # fmt: skip
    (project / "specialists" / "broken.md").write_bytes(b"\xff\xfe")
    assert cli.main(["specialists", str(project), "--json"]) == 1
    out, _err = capsys.readouterr()
    listed = json.loads(out)
    archivist = next(s for s in listed["specialists"] if s["name"] == "Archivist")
    assert archivist["source"] == "specialists/archivist.md" and archivist["model"] == "small"
    assert listed["problems"] == [{"file": "specialists/broken.md", "reason": "not UTF-8 text"}]
    assert cli.main(["specialists", str(project / "nowhere")]) == 2

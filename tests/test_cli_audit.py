"""``quire audit`` through the real command line against a loopback server whose scripted
model reports one true and one invented finding: the true one is kept with both quotations
verified, the invented one dropped and counted; then a second audit, statuses, --list."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.findings import FindingsStore
from assistant.world.storage import ProjectStore
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.sample_planted import CHAPTER_1, FERROW

SAMPLE = Path(__file__).resolve().parents[1] / "resources" / "sample"
WIRE = OpenAIWire()
TRUE = {
    "kind": "contradiction",
    "summary": "Ashdell calls Mára's eyes green; her entry says grey.",
    "claim_a": {"quote": "Don’t look at me with those green eyes",
                "document": "Chapter 1: The Map House"},
    "claim_b": {"quote": "Eyes: grey", "document": "Mára Tesk"},
}  # fmt: skip
INVENTED = {
    "kind": "timeline",
    "summary": "The letter comes on a Sunday.",
    "claim_a": {"quote": "the letter came on a Sunday by the carrier's cart",
                "document": "Chapter 1: The Map House"},
    "claim_b": {"quote": "letters never come on Sundays", "document": "Timeline"},
}  # fmt: skip


def scripted_model(reports: dict[str, list[dict]]):
    """The loopback server's model: for the chapter a request is about, its reports, then a
    short answer."""

    def respond(request: Recorded) -> Reply:
        messages = request.body["messages"]
        question = next(m["content"] for m in messages if m["role"] == "user")
        chapter = next((title for title in reports if f"“{title}" in question), None)
        if chapter is not None and not any(m["role"] == "tool" for m in messages):
            calls = [(f"c{n}", "report_finding", json.dumps(args))
                     for n, args in enumerate(reports[chapter])]  # fmt: skip
            return WIRE.tool_reply(calls)
        return WIRE.text_reply(["Done."])

    return respond


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    return root


def quire(*args: str) -> int:
    return cli.main(list(args))


def audit(project: Path, server: LoopbackServer, *extra: str) -> int:
    return quire("audit", str(project), *extra, "--provider", "openai", "--model", "m",
                 "--base-url", server.url + WIRE.base_suffix)  # fmt: skip


def test_the_true_finding_is_kept_and_the_invented_one_dropped_and_counted(
    project, monkeypatch, capsys
):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-audit")
    model = scripted_model({"Chapter 1": [TRUE, INVENTED]})
    with LoopbackServer(model) as server:
        code = audit(project, server, "--json")
    captured = capsys.readouterr()
    assert code == 0, captured.err
    out = json.loads(captured.out)
    assert out["ok"] and out["dropped"] == 1 and len(out["read"]) == 7
    (finding,) = out["findings"]
    assert finding["summary"] == TRUE["summary"] and finding["status"] == "open"
    text = ProjectStore(project).load().documents[CHAPTER_1].text
    a, b = finding["claim_a"], finding["claim_b"]
    assert a["document"] == CHAPTER_1 and text[a["start"] : a["end"]].endswith("green eyes")
    assert (b["title"], b["part"]) == ("Mára Tesk", "field:Eyes")
    assert out["new"] == [finding["id"]]
    # every chapter went to the model with the finding tool; the key never went in a body
    assert len(server.requests) == 8
    for request in server.requests:
        names = {tool["function"]["name"] for tool in request.body["tools"]}
        assert "report_finding" in names and "replace_text" not in names
        assert "sk-test-audit" not in json.dumps(request.body)
    assert server.requests[0].headers["authorization"] == "Bearer sk-test-audit"
    # kept with the project
    kept = FindingsStore(project / ".quire").load()
    assert [f.id for f in kept.findings] == [finding["id"]]


def test_plain_output_a_second_audit_statuses_and_the_list(project, monkeypatch, capsys):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-audit")
    with LoopbackServer(scripted_model({"Chapter 1": [TRUE, INVENTED]})) as server:
        assert audit(project, server) == 0
    out, err = capsys.readouterr()
    assert "New findings: 1" in out
    assert "“Don’t look at me with those green eyes” — Chapter 1: The Map House" in out
    assert "1 finding(s) dropped: their quotes are not in the project" in out
    assert "[7/7] Chapter 7: What the River Keeps" in err
    finding_id = out.split("New findings: 1\n")[1].split()[0]

    # nothing changed: nothing is read again, and the finding is kept
    with LoopbackServer(scripted_model({})) as server:
        assert audit(project, server) == 0
        assert server.requests == []
    out, err = capsys.readouterr()
    assert "0 chapter(s) to read, 7 unchanged" in err
    assert "Kept from earlier audits: 1" in out

    # a changed chapter is read again, the others are not
    chapter_3 = next((project / "documents").glob("chapter-3-*.md"))
    chapter_3.write_text(chapter_3.read_text("utf-8").replace("right eyebrow", "left eyebrow"),
                         "utf-8")  # fmt: skip
    scar = {"kind": "contradiction", "summary": "Ferrow's scar.",
            "claim_a": {"quote": "the old scar that split his left eyebrow", "document":
                        "Chapter 3: Upriver"},
            "claim_b": {"quote": "an old scar through the left eyebrow", "document":
                        "Lucan Ferrow"}}  # fmt: skip
    with LoopbackServer(scripted_model({"Chapter 3": [scar]})) as server:
        assert audit(project, server, "--json") == 0
        assert len(server.requests) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["read"] == ["Chapter 3: Upriver"] and len(out["findings"]) == 2
    assert out["findings"][1]["claim_b"]["document"] == FERROW

    assert quire("audit", str(project), "--intentional", finding_id) == 0
    assert capsys.readouterr().out == f"{finding_id}: intentional\n"
    assert quire("audit", str(project), "--list", "--json") == 0
    listed = json.loads(capsys.readouterr().out)
    statuses = {f["id"]: f["status"] for f in listed["findings"]}
    assert statuses[finding_id] == "intentional"
    assert quire("audit", str(project), "--fixed", "f-nope") == 2
    assert "no finding 'f-nope'" in capsys.readouterr().err


def test_a_finding_whose_text_changed_is_listed_as_possibly_fixed(project, monkeypatch, capsys):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-audit")
    with LoopbackServer(scripted_model({"Chapter 1": [TRUE]})) as server:
        assert audit(project, server) == 0
    capsys.readouterr()
    chapter_1 = next((project / "documents").glob("chapter-1-*.md"))
    chapter_1.write_text(chapter_1.read_text("utf-8").replace("green eyes", "grey eyes"), "utf-8")
    assert quire("audit", str(project), "--list") == 0
    assert "[contradiction, possibly fixed]" in capsys.readouterr().out


def test_no_provider_is_a_configuration_error(project, monkeypatch, capsys):
    for name in ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL", "QUIRE_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    assert quire("audit", str(project), "--provider", "openai", "--json") == 2
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] is False and out["error"]["detail"]

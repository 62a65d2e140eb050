"""``quire audit`` through the real command line against a loopback server whose scripted
model reports one true and one invented finding: the true one is kept with both quotations
verified, the invented one dropped and counted; then a second audit, statuses, --list."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.audit.findings import FindingsStore
from assistant.world.storage.store import ProjectStore
from tests.agent.providers.loopback import Hang, LoopbackServer, Reply
from tests.paths import REPO, SAMPLE
from tests.sample_planted import CHAPTER_1, FERROW
from tests.scripted_audit import EYES as TRUE
from tests.scripted_audit import INVENTED, WIRE, http_auditor


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
    model = http_auditor({"Chapter 1": [TRUE, INVENTED]})
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
    with LoopbackServer(http_auditor({"Chapter 1": [TRUE, INVENTED]})) as server:
        assert audit(project, server) == 0
    out, err = capsys.readouterr()
    assert "New findings: 1" in out
    assert "“Don't look at me with those green eyes” — Chapter 1: The Map House" in out
    assert "1 finding(s) dropped: their quotes are not in the project" in out
    assert "[7/7] Chapter 7: What the River Keeps" in err
    finding_id = out.split("New findings: 1\n")[1].split()[0]

    # nothing changed: nothing is read again, and the finding is kept
    with LoopbackServer(http_auditor({})) as server:
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
    with LoopbackServer(http_auditor({"Chapter 3": [scar]})) as server:
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
    with LoopbackServer(http_auditor({"Chapter 1": [TRUE]})) as server:
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


def test_ctrl_c_stops_the_audit_keeps_what_was_read_and_exits_130(project):
    """Through a real process: Ctrl-C while chapter 2 is being read."""
    auditing = http_auditor({"Chapter 1": [TRUE]})

    def hang_in_chapter_2(request):
        messages = request.body["messages"]
        if any("“Chapter 2" in m["content"] for m in messages if m["role"] == "user"):
            return Reply(chunks=[Hang()])
        return auditing(request)

    with LoopbackServer(hang_in_chapter_2) as server:
        command = [sys.executable, "-m", "assistant.cli", "audit", str(project), "--provider",
                   "llamacpp", "--base-url", server.url + "/v1"]  # fmt: skip
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True, env=dict(os.environ),
                                   cwd=REPO)  # fmt: skip
        try:
            assert server.hanging.wait(30)
            process.send_signal(signal.SIGINT)
            out, err = process.communicate(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
        assert server.client_closed.wait(5)
    assert process.returncode == 130, err
    assert "stopped; the chapters read so far are kept" in err
    assert "New findings: 1" in out
    kept = FindingsStore(project / ".quire").load()
    assert list(kept.chapters) == [CHAPTER_1] and len(kept.findings) == 1

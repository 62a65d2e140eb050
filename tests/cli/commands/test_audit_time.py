"""``quire audit --time`` through the real command line: the story clock's findings with both
quotations verified (an invented side dropped and counted), the times that could not be
placed, the findings kept with the continuity findings (``--list``, ``--intentional``), and
with a model behind a loopback server its cues quoted from the chapter kept and its invented
ones failed; a model that fails exits as ``quire audit`` does, keeping the check by rule."""

from __future__ import annotations

import json
import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.audit import time_audit
from assistant.agent.audit.findings import FindingsStore
from assistant.world.clock.model import (
    Calendar,
    Month,
    Side,
    TimeCheckKind,
    TimeCue,
    TimeFinding,
    Timeline,
    TimeProblem,
    TimeProblemKind,
)
from tests.agent.providers.loopback import LoopbackServer, Reply
from tests.paths import SAMPLE
from tests.sample_planted import CHAPTER_1, TOLL_HOUSE
from tests.scripted_audit import WIRE
from tests.scripted_time import http_cue_model

RAIN = "The rain had not come yet"
TOLL = "The toll-house stood at the town end of the Gull Bridge"
WEEKDAY = TimeFinding(TimeCheckKind.WEEKDAY, Side(CHAPTER_1, RAIN), Side(TOLL_HOUSE, TOLL),
                      {"stated": "Tuesday", "expected": "Thursday"})  # fmt: skip
INVENTED = TimeFinding(TimeCheckKind.DATE, Side(CHAPTER_1, "the rain came on a Sunday"),
                       Side(TOLL_HOUSE, TOLL))  # fmt: skip
PROBLEM = TimeProblem(TimeProblemKind.UNREADABLE, TOLL_HOUSE, "when", "soonish")
CUES = {"Chapter 1: The Map House": [
    {"quote": "before anyone in it has decided to run", "kind": "time-of-day",
     "part_of_day": "evening"},
    {"quote": "when the frost came to the Map House", "kind": "season", "season": "winter"},
]}  # fmt: skip
"""A cue the chapter holds, and one it does not."""


@dataclass
class Reading:
    timeline: Timeline
    cues: Mapping[str, Sequence[TimeCue]]
    findings: Sequence[TimeFinding]
    problems: Sequence[TimeProblem]


def fake_check(world, root):
    calendar = Calendar("Gregorian", (Month("January", 31),), ("Monday", "Tuesday"))
    reading = Reading(Timeline((calendar,)), {}, [WEEKDAY, INVENTED], [PROBLEM])

    def recheck(cues):
        proposed = [c for cs in cues.values() for c in cs if c.proposed]
        return [WEEKDAY, *(TimeFinding(TimeCheckKind.TIME_OF_DAY,
                                       Side(c.node_id, c.quote, "text", c.start, c.end),
                                       Side(TOLL_HOUSE, TOLL)) for c in proposed)]

    return reading, recheck, ""


@pytest.fixture
def project(tmp_path: Path, monkeypatch) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    monkeypatch.setattr(time_audit, "checked", fake_check)
    return root


def quire(*args: str) -> int:
    return cli.main(list(args))


def with_model(project: Path, server: LoopbackServer, *extra: str) -> int:
    return quire("audit", str(project), "--time", *extra, "--provider", "openai", "--model",
                 "m", "--base-url", server.url + WIRE.base_suffix)  # fmt: skip


def test_the_check_by_rule_keeps_its_findings_with_the_continuity_findings(project, capsys):
    assert quire("audit", str(project), "--time", "--no-model", "--json") == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] and out["dropped"] == 1 and out["model"] is None
    (finding,) = out["findings"]
    assert (finding["kind"], finding["check"]) == ("timeline", "weekday")
    assert finding["facts"] == {"stated": "Tuesday", "expected": "Thursday"}
    assert finding["claim_a"]["quote"] == RAIN and finding["claim_b"]["document"] == TOLL_HOUSE
    assert out["new"] == [finding["id"]] and len(out["changed"]) == 7
    assert out["problems"] == [{"kind": "unreadable", "node": TOLL_HOUSE, "field": "when",
                                "text": "soonish", "nodes": []}]  # fmt: skip
    # quire audit --list shows it; marked intentional, the next check keeps it out
    assert quire("audit", str(project), "--list", "--json") == 0
    listed = json.loads(capsys.readouterr().out)["findings"]
    assert [f["id"] for f in listed] == [finding["id"]]
    assert quire("audit", str(project), "--intentional", finding["id"]) == 0
    capsys.readouterr()
    assert quire("audit", str(project), "--time", "--no-model", "--all") == 0
    out_text = capsys.readouterr().out
    assert "No new time findings." in out_text
    assert "1 finding(s) not reported again: marked intentional" in out_text
    assert "“soonish”: is not a date, span or relation Quire reads" in out_text
    kept = FindingsStore(project / ".quire").load()
    assert [(f.id, str(f.status)) for f in kept.findings] == [(finding["id"], "intentional")]


def test_the_plain_output_quotes_both_sides(project, capsys):
    assert quire("audit", str(project), "--time", "--no-model") == 0
    out = capsys.readouterr().out
    assert "New time findings: 1" in out and "[timeline: weekday, open]" in out
    assert f"“{RAIN}” — Chapter 1: The Map House" in out
    assert f"“{TOLL}” — The Toll-House" in out
    assert "1 finding(s) dropped: their quotes are not in the project" in out


def test_the_models_cues_count_only_when_quoted_from_the_chapter(project, monkeypatch, capsys):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-time")
    with LoopbackServer(http_cue_model(CUES)) as server:
        code = with_model(project, server, "--json")
    captured = capsys.readouterr()
    assert code == 0, captured.err
    out = json.loads(captured.out)
    model = out["model"]
    assert (model["chapters"], model["cues"], model["wrong"]) == (7, 1, 1)
    proposed = [f for f in out["findings"] if f["proposed"]]
    assert [f["claim_a"]["quote"] for f in proposed] == [CUES["Chapter 1: The Map House"][0][
        "quote"]]  # fmt: skip
    assert len(out["findings"]) == 2
    assert len(server.requests) == 8  # seven chapters, and the one with proposals again
    for request in server.requests:
        assert [t["function"]["name"] for t in request.body["tools"]] == ["propose_time_cue"]
        assert "sk-test-time" not in json.dumps(request.body)
    # nothing changed: the model is not asked again
    with LoopbackServer(http_cue_model(CUES)) as server:
        assert with_model(project, server) == 0
        assert server.requests == []
    assert "No new time findings." in capsys.readouterr().out


def test_a_failing_model_exits_as_the_audit_does_and_keeps_the_check_by_rule(
    project, monkeypatch, capsys
):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-time")
    refused = Reply(status=401, chunks=['{"error": {"message": "bad key"}}'],
                    content_type="application/json")  # fmt: skip
    with LoopbackServer(lambda _request: refused) as server:
        code = with_model(project, server)
    captured = capsys.readouterr()
    assert code == 3 and "the check without the model's cues is kept" in captured.err
    kept = FindingsStore(project / ".quire").load()
    assert [f.check for f in kept.findings] == ["weekday"] and not kept.time_chapters.get(
        CHAPTER_1)  # fmt: skip

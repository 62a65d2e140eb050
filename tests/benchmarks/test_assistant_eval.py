"""The assistant evaluation harness, proven against the scripted model only (never the
network): in process, over a loopback server speaking the OpenAI wire, recorded and replayed
with no server, the recording kept here replayed, and a replay that no longer matches
failing loudly where Quire's request changed."""

from __future__ import annotations

import json
import socket
import sys
from pathlib import Path

import pytest

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import assistant_eval
import eval_scripted
import eval_set

from assistant.agent.audit import quote_check
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire

KEPT = REPO / "tests" / "data" / "assistant_eval_scripted.jsonl"
WIRE = OpenAIWire()


def run(tmp_path: Path, *args: str) -> tuple[int, dict]:
    out = tmp_path / "results.json"
    code = assistant_eval.main([*args, "--out", str(out)])
    return code, json.loads(out.read_text("utf-8")) if out.exists() else {}


def check_scores(results: dict) -> None:
    """What the scripted model earns: every question solved, the one invented quotation
    counted, every planted contradiction found, one false alarm and one finding dropped."""
    totals = results["totals"]
    assert totals["solved"] == totals["questions"] == len(eval_set.QUESTIONS)
    assert totals["unverified_quotes"] == 1 and totals["tool_calls"] > len(eval_set.QUESTIONS)
    pim = next(q for q in results["questions"] if q["id"] == "pim")
    assert pim["unverified_quotes"] == 1 and pim["quotes"] == 2
    audit = results["audit"]
    assert audit["recall"] == 1.0 and audit["missed"] == []
    assert audit["false_alarms"] == 1 and audit["dropped"] == 1
    assert audit["false_alarm_summaries"] == [eval_scripted.FALSE_ALARM["summary"]]


def scripted_server(request: Recorded) -> Reply:
    """The scripted model behind an OpenAI-compatible endpoint."""
    messages = request.body["messages"]
    question = next(m["content"] for m in messages if m["role"] == "user")
    call = 1 + sum(1 for m in messages if m["role"] == "assistant")
    response = eval_scripted.reply(question, call)
    if response.tool_calls:
        return WIRE.tool_reply([(c.id, c.name, c.raw_arguments) for c in response.tool_calls])
    return WIRE.text_reply([response.text], usage=(response.usage.input, response.usage.output))


def block_network(monkeypatch) -> list[object]:
    """Make every connection attempt fail; returns the attempts made."""
    attempts: list[object] = []

    def refuse(self, address):
        attempts.append(address)
        raise OSError("no network in a replay")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    return attempts


@pytest.fixture
def no_network(monkeypatch) -> list[object]:
    return block_network(monkeypatch)


def test_the_scripted_run_scores_as_scripted(tmp_path, capsys):
    code, results = run(tmp_path, "--scripted")
    assert code == 0
    check_scores(results)
    printed = capsys.readouterr().out
    assert "total          8/8" in printed
    assert "audit: 14 of 14 planted contradictions found (recall 100%), 1 false alarm(s)" in (
        printed
    )


def test_a_run_against_a_loopback_server_is_recorded_and_replays_with_no_server(
    tmp_path, monkeypatch, capsys
):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-eval-test")
    cassette = tmp_path / "run.jsonl"
    with LoopbackServer(scripted_server) as server:
        code, live = run(tmp_path, "--base-url", server.url + "/v1", "--model", "scripted",
                         "--record", str(cassette))  # fmt: skip
        assert code == 0 and len(server.requests) > 30
        assert all(r.headers["authorization"] == "Bearer sk-eval-test" for r in server.requests)
    check_scores(live)
    assert "sk-eval-test" not in cassette.read_text("utf-8")
    capsys.readouterr()

    attempts = block_network(monkeypatch)
    code, replayed = run(tmp_path, "--replay", str(cassette))
    assert code == 0 and attempts == []
    for key in ("questions", "totals", "audit"):
        assert replayed[key] == live[key]


def test_the_kept_recording_replays(tmp_path, no_network):
    code, results = run(tmp_path, "--replay", str(KEPT))
    assert code == 0, (
        "the kept recording no longer matches what Quire sends; if that change is meant, "
        "record it again: python benchmarks/assistant_eval.py --scripted --record "
        "tests/data/assistant_eval_scripted.jsonl"
    )
    check_scores(results)
    assert no_network == []


def test_a_question_the_recording_does_not_hold_fails_loudly(tmp_path, capsys, monkeypatch):
    changed = eval_set.Question("eyes", "What colour are Jory's eyes?", (("brown",),))
    monkeypatch.setattr(assistant_eval, "QUESTIONS", (changed, *eval_set.QUESTIONS[1:]))
    code, _results = run(tmp_path, "--replay", str(KEPT), "--no-audit")
    err = capsys.readouterr().err
    assert code == 2
    assert "the replay does not match its recording" in err
    assert "the recording holds no exchange that begins “What colour are Jory's eyes?”" in err


def test_a_changed_system_prompt_is_named_where_it_differs(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(quote_check, "QUOTES_ARE_CHECKED", "Quote carefully.")
    import assistant.agent.session.prompts as prompts

    monkeypatch.setattr(prompts, "QUOTES_ARE_CHECKED", "Quote carefully.")
    code, _results = run(tmp_path, "--replay", str(KEPT), "--question", "boat", "--no-audit")
    err = capsys.readouterr().err
    assert code == 2
    assert "“What is Jory Fenn's boat called?”, call 1: Quire now sends another system" in err


def test_options_are_checked(tmp_path, capsys):
    with pytest.raises(SystemExit):
        assistant_eval.main(["--base-url", "http://127.0.0.1:1/v1"])
    assert "--base-url needs --model" in capsys.readouterr().err


def test_an_answer_is_scored_by_its_facts_not_by_its_substrings():
    eyes = next(q for q in eval_set.QUESTIONS if q.id == "eyes")
    title = "Chapter 1: The Map House"
    right = f"Her entry says grey; in {title} Ashdell speaks of her green eyes."
    assert eyes.missing(right) == ([], [])
    assert eyes.missing(f"Grey or green, I cannot tell ({title}).")[0] == ["(hedged: cannot tell)"]
    assert eyes.missing(f"Greyish, with greenery about ({title}).")[0] == ["grey", "green"]
    callow = next(q for q in eval_set.QUESTIONS if q.id == "callow")
    wrong = ("Nineteen miles by the road, eleven by the river; some say twelve miles "
             "(Chapter 3: Upriver).")
    assert callow.missing(wrong)[0] == ["(wrong: twelve miles)"]

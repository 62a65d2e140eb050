"""A run's record for a bug report: keys always redacted; with the writer's text left out,
every text of the book, the questions and the answers becomes placeholder text of the same
shape, while ids, tool names and Quire's own words stay, so the run can still be read."""

from __future__ import annotations

from assistant.agent.replay.bug_report import bug_report, placeholder

KEY = "sk-quire-test-0123456789abcdef"
RECORDS = [
    {"time": "t", "run": "t-1", "kind": "question",
     "data": {"question": "Why does Mára leave?", "mode": "act", "turns": 0}},
    {"time": "t", "run": "t-1", "kind": "response",
     "data": {"text": f"She leaves at dawn. {KEY}",
              "tool_calls": ['replace_text({"document":"d-218eff7021","find":"dawn"})'],
              "calls": [{"id": "c1", "name": "replace_text",
                         "arguments": '{"document": "d-218eff7021", "find": "dawn"}'}],
              "usage": {"input": 20, "output": 4}, "finish_reason": "tool_calls"}},
    {"time": "t", "run": "t-1", "kind": "tool_result",
     "data": {"call": 'read_document({"document":"d-218eff7021"})', "ok": True,
              "result": "Chapter 3 (d-218eff7021)\nMára left at dawn, 1897."}},
    {"time": "t", "run": "t-1", "kind": "decision",
     "data": {"number": 1, "action": "replace_text", "target": "d-218eff7021",
              "title": "Chapter 3", "by": "writer", "rule": "every", "answer": "refused",
              "reason": "Keep the dawn", "change": 0}},
]  # fmt: skip


def test_a_placeholder_keeps_the_shape_and_the_ids():
    text = "Mára left at dawn, 1897 (d-218eff7021).\n“Go.”"
    blank = placeholder(text)
    assert len(blank) == len(text)
    assert blank == "Xxxx xxxx xx xxxx, 0000 (d-218eff7021).\n“Xx.”"


def test_keys_are_always_redacted_and_the_text_stays_unless_left_out():
    whole = bug_report(RECORDS, leave_out_text=False, secrets=[KEY])
    assert KEY not in str(whole) and "She leaves at dawn." in str(whole)


def test_left_out_the_writers_text_is_gone_and_the_run_can_still_be_read():
    report = bug_report(RECORDS, leave_out_text=True)
    flat = str(report)
    for words in ("Mára", "dawn", "leave", "Keep", "Chapter 3", "1897"):
        assert words not in flat, words
    question, response, result, decision = (r["data"] for r in report)
    assert question == {"question": "Xxx xxxx Xxxx xxxxx?", "mode": "act", "turns": 0}
    assert response["tool_calls"] == ['replace_text({"document":"d-218eff7021","find":"xxxx"})']
    assert response["calls"] == [{"id": "c1", "name": "replace_text",
                                  "arguments": '{"document":"d-218eff7021","find":"xxxx"}'}]
    assert response["usage"] == {"input": 20, "output": 4}
    assert result["call"] == 'read_document({"document":"d-218eff7021"})' and result["ok"]
    assert len(result["result"]) == len(RECORDS[2]["data"]["result"])
    assert (decision["by"], decision["answer"], decision["target"]) == (
        "writer", "refused", "d-218eff7021"
    )
    assert decision["reason"] == "Xxxx xxx xxxx"
    assert [r["kind"] for r in report] == [r["kind"] for r in RECORDS]

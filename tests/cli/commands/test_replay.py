"""``quire replay`` through the real command: a question asked with ``quire ask`` against a
loopback model server is recorded in the project's log; replayed with no server at all, it
is the same (exit 0); after the chapter the model read is edited in another editor, the
replay names the tool result that changed (exit 1); a record saved for a bug report replays
the same way, and with the writer's text left out holds none of the book."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.agent.replay.bug_report import write_bug_report
from assistant.agent.replay.record import find_record, read_records
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.paths import REPO, SAMPLE

WIRE = OpenAIWire()
CHAPTER_3 = "d-218eff7021"
QUESTION = "What is chapter 3 about?"


def quire(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "assistant.cli", *arguments], stdin=subprocess.DEVNULL,
        capture_output=True, text=True, timeout=120, cwd=REPO, env=dict(os.environ),
        check=False,
    )  # fmt: skip


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    return root


def chapter_3_file(project: Path) -> Path:
    return next((project / "documents").glob(f"*{CHAPTER_3}.md"))


def asked(project: Path) -> None:
    """Ask about chapter 3 with ``quire ask``: the model reads it, then answers."""
    with LoopbackServer() as server:
        server.add(
            WIRE.tool_reply([("call_1", "read_document", json.dumps({"document": CHAPTER_3}))]),
            WIRE.text_reply(["It is about the river rising."]),
        )
        done = quire("ask", str(project), QUESTION, "--provider", "llamacpp",
                     "--base-url", server.url + "/v1")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert len(server.requests) == 2


def test_a_replay_finds_a_changed_tool_result(project):
    asked(project)
    listed = quire("replay", str(project))
    assert listed.returncode == 0, listed.stderr
    assert "Recorded runs, newest first" in listed.stdout and f"“{QUESTION}”" in listed.stdout

    same = quire("replay", str(project), "last")  # no server runs now
    assert same.returncode == 0, same.stdout + same.stderr
    assert same.stdout.startswith(f"Replaying “{QUESTION}” (ask mode; 2 recorded model answers, "
                                  "1 tool call) against the project as it is.\n")  # fmt: skip
    assert "The replay is the same as the record: 1 tool call(s), 0 change(s) made, the same " \
           "ending (answered)." in same.stdout  # fmt: skip

    # The writer rewrites the chapter's last line in another editor.
    path = chapter_3_file(project)
    text = path.read_text(encoding="utf-8")
    last = text.rstrip("\n").splitlines()[-1]
    path.write_text(text.replace(last, "The bell rang under the water all night."), "utf-8")
    changed = quire("replay", str(project), "last")
    assert changed.returncode == 1, changed.stdout + changed.stderr
    out = changed.stdout
    assert "The run now differs in 1 place:\n" in out
    assert (f'  1. a tool result changed: read_document({{"document":"{CHAPTER_3}"}}) (call 1)'
            in out)  # fmt: skip
    assert "       + The bell rang under the water all night.\n" in out
    assert f"       - {' '.join(last.split())[:100]}" in out
    as_json = json.loads(quire("replay", str(project), "last", "--json").stdout)
    assert as_json["same"] is False and as_json["question"] == QUESTION
    [difference] = as_json["differences"]
    assert difference["kind"] == "tool_result" and difference["number"] == 1
    assert "The bell rang under the water all night." in difference["now"]


def test_a_record_saved_for_a_bug_report_replays_and_can_leave_out_the_text(project, tmp_path):
    asked(project)
    record = find_record(project / ".quire" / "runs", "last")
    whole = tmp_path / "bug.jsonl"
    write_bug_report(whole, record.records, leave_out_text=False)
    again = quire("replay", str(project), str(whole))
    assert again.returncode == 0, again.stdout + again.stderr

    blank = tmp_path / "bug-without-my-text.jsonl"
    write_bug_report(blank, record.records, leave_out_text=True)
    saved = blank.read_text(encoding="utf-8")
    chapter = chapter_3_file(project).read_text(encoding="utf-8")
    words = [w for w in chapter.split() if len(w) > 4 and w.isalpha()][:20]
    assert words and not any(word in saved for word in words)
    assert QUESTION not in saved and "river" not in saved
    kept = read_records(blank)
    assert [r["kind"] for r in kept] == [r["kind"] for r in record.records]
    [result] = [r for r in kept if r["kind"] == "tool_result"]
    [original] = [r for r in record.records if r["kind"] == "tool_result"]
    assert len(result["data"]["result"]) == len(original["data"]["result"])  # the same length
    assert result["data"]["call"] == f'read_document({{"document":"{CHAPTER_3}"}})'  # an id stays


def test_a_run_that_is_not_recorded_is_an_error(project):
    done = quire("replay", str(project), "t-nothing")
    assert done.returncode == 2
    assert done.stderr == "quire replay: error: no recorded run 't-nothing' in this project's log\n"
    assert quire("replay", str(project)).stdout == "No runs recorded in this project's log yet.\n"

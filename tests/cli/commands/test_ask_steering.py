"""``quire ask`` on a terminal: a line the writer types while the assistant works is added to
the turn and reaches the model's next request, through the real command against a loopback
model server; the prompts still take the answers typed for them."""

from __future__ import annotations

import json
import os
import pty
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.paths import REPO, SAMPLE

WIRE = OpenAIWire()
CORRECTION = "No, only Part Two"


class Typist:
    """The model server: request 1 waits while the writer types a correction on the
    terminal (until the command said it was added), then calls a tool; request 2 answers."""

    def __init__(self, master: int) -> None:
        self.master = master
        self.added = threading.Event()

    def __call__(self, request: Recorded) -> Reply:
        if not self.added.is_set():
            os.write(self.master, f"{CORRECTION}\n".encode())
            assert self.added.wait(30), "the correction was never added"
            return WIRE.tool_reply([("c1", "search_text", '{"query": "flood"}')])
        return WIRE.text_reply(["In Part Two, twice."])


def ask_while_typing(tmp_path: Path, *extra: str) -> tuple[int, list[str], str, str, list]:
    """``quire ask`` on a terminal, the writer typing a correction during request 1: the
    exit status, the lines of standard error up to "added", the rest of standard error,
    standard output, and the requests the model server received."""
    project = tmp_path / "project"
    shutil.copytree(SAMPLE, project)
    master, terminal = pty.openpty()
    typist = Typist(master)
    try:
        with LoopbackServer(responder=typist) as server:
            process = subprocess.Popen(
                [sys.executable, "-m", "assistant.cli", "ask", str(project),
                 "Where does the flood come?", *extra, "--provider", "llamacpp",
                 "--base-url", server.url + "/v1"],
                stdin=terminal, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                env=dict(os.environ), cwd=REPO,
            )  # fmt: skip
            try:
                assert process.stderr is not None
                seen = []
                for line in process.stderr:  # the command says so on the terminal
                    seen.append(line)
                    if line.startswith("[added to this turn"):
                        typist.added.set()
                        break
                out, err = process.communicate(timeout=60)
            finally:
                if process.poll() is None:
                    process.kill()
    finally:
        os.close(terminal)
        os.close(master)
    return process.returncode, seen, err, out, server.requests


@pytest.mark.parametrize("as_json", [False, True])
def test_a_line_typed_while_the_assistant_works_reaches_its_next_request(
    tmp_path: Path, as_json: bool
) -> None:
    code, seen, err, out, requests = ask_while_typing(tmp_path, *(["--json"] if as_json else []))
    assert code == 0, "".join(seen) + err
    assert f"“{CORRECTION}”" in seen[-1]
    first, second = requests
    assert first.body["messages"][-1] == {"role": "user", "content": "Where does the flood come?"}
    last = second.body["messages"][-1]
    assert last["role"] == "user" and last["content"].endswith(f"\n{CORRECTION}")
    assert second.body["messages"][-2]["role"] == "tool"
    if as_json:
        result = json.loads(out)
        assert result["corrections"] == [CORRECTION] and result["corrections_unread"] == []
        assert result["answer"] == "In Part Two, twice."
    else:
        assert f"[the assistant reads what you added: “{CORRECTION}”]" in err
        assert out.startswith("In Part Two, twice.") and f"You added: {CORRECTION}\n" in out
    conversations = tmp_path / "project" / ".quire" / "conversations"
    kept = json.loads(next(conversations.glob("c-*.json")).read_text(encoding="utf-8"))
    assert kept["turns"][-1]["corrections"] == [CORRECTION]


def test_a_line_the_model_never_read_is_handed_back(tmp_path: Path) -> None:
    code, seen, err, out, requests = ask_while_typing(tmp_path, "--max-steps", "1")
    assert code == 1, "".join(seen) + err  # out of steps before a next request
    assert len(requests) == 1
    assert (f"quire ask: the assistant never read what you added (the run ended first): "
            f"“{CORRECTION}”; ask it with --continue") in err  # fmt: skip
    assert "You added" not in out

"""Ctrl-C during ``quire ask`` stops the stream at once and exits 130."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.paths import REPO, SAMPLE


def test_ctrl_c_closes_the_stream_and_exits_130(tmp_path: Path) -> None:
    project = tmp_path / "project"
    shutil.copytree(SAMPLE, project)
    with LoopbackServer() as server:
        server.add(OpenAIWire().slow_reply())
        command = [
            sys.executable, "-m", "assistant.cli", "ask", str(project), "Tell me a story",
            "--provider", "llamacpp", "--base-url", server.url + "/v1",
        ]  # fmt: skip
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=dict(os.environ),
            cwd=REPO,
        )
        try:
            assert process.stdout is not None
            first = process.stdout.read(len("Once upon"))  # the streamed text arrived
            process.send_signal(signal.SIGINT)
            rest, err = process.communicate(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
        assert server.client_closed.wait(5)
        assert not server.release.is_set()
    assert process.returncode == 130, err
    assert first == "Once upon"
    assert "Tools: none" in rest
    assert err.strip().endswith("quire ask: stopped")


def test_the_stopped_answer_is_marked_in_the_next_request(tmp_path: Path) -> None:
    project = tmp_path / "project"
    shutil.copytree(SAMPLE, project)
    with LoopbackServer() as server:
        server.add(OpenAIWire().slow_reply(), OpenAIWire().text_reply(["It ends well."]))
        base = [
            sys.executable, "-m", "assistant.cli", "ask", str(project), "--provider",
            "llamacpp", "--base-url", server.url + "/v1",
        ]  # fmt: skip
        process = subprocess.Popen(
            [*base, "Tell me a story"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, env=dict(os.environ), cwd=REPO,
        )  # fmt: skip
        try:
            assert process.stdout is not None
            assert process.stdout.read(len("Once upon")) == "Once upon"
            process.send_signal(signal.SIGINT)
            _rest, err = process.communicate(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
        assert process.returncode == 130, err
        going_on = subprocess.run(
            [*base, "How does it end?", "--continue"], capture_output=True, text=True,
            env=dict(os.environ), cwd=REPO, timeout=60, check=False,
        )  # fmt: skip
        assert going_on.returncode == 0, going_on.stderr
    sent = [(m["role"], m["content"]) for m in server.requests[-1].body["messages"][1:]]
    assert sent == [
        ("user", "Tell me a story"),
        ("assistant", "Once upon [the writer stopped this answer here]"),
        ("user", "How does it end?"),
    ]

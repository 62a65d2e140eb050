"""What ``quire ask`` shows of a long tool while it runs, through the real command against a
loopback model: on a terminal a progress line on standard error ("[summarise_document: 12 of
13]", written over in place and ended before what follows); without one, none."""

from __future__ import annotations

import json
import os
import pty
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.world.project import Project
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.cli.commands.test_ask_approval import quire
from tests.paths import REPO, SAMPLE

WIRE = OpenAIWire()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    return root


def model(request: Recorded) -> Reply:
    """Summarises whatever it is sent; asks for the whole project once, then answers."""
    messages = request.body["messages"]
    if messages[0]["content"].startswith("You summarise"):
        return WIRE.text_reply(["In brief."])
    if any(m["role"] == "tool" for m in messages):
        return WIRE.text_reply(["The book, in brief."])
    return WIRE.tool_reply([("call_1", "summarise_document", json.dumps({}))])


def arguments(project: Path, server: LoopbackServer) -> list[str]:
    return ["ask", str(project), "Summarise the book", "--yes", "--provider", "llamacpp",
            "--base-url", server.url + "/v1"]  # fmt: skip


def test_on_a_terminal_a_long_tool_shows_how_far_it_got(project: Path) -> None:
    documents = len(Project.open(project, lock=False).world.documents_in_order())
    master, terminal = pty.openpty()
    try:
        with LoopbackServer(model) as server:
            done = subprocess.run(
                [sys.executable, "-m", "assistant.cli", *arguments(project, server)],
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=terminal, text=True,
                timeout=120, cwd=REPO, env=dict(os.environ), check=False,
            )  # fmt: skip
        os.close(terminal)
        terminal = -1
        shown = _read_all(master).decode()
    finally:
        if terminal >= 0:
            os.close(terminal)
        os.close(master)
    assert done.returncode == 0, shown
    lines = shown.replace("\r\n", "\n").split("\n")
    start = lines.index("[summarise_document]")
    (progress,) = [line for line in lines[start:] if line.startswith("\r[summarise_document")]
    updates = [part.removesuffix("\x1b[K") for part in progress.split("\r")[1:]]
    assert updates == [f"[summarise_document: {n} of {documents}]"
                       for n in range(1, documents + 1)]  # fmt: skip
    assert "The book, in brief." in done.stdout


def test_without_a_terminal_there_is_no_progress_line(project: Path) -> None:
    with LoopbackServer(model) as server:
        done = quire(*arguments(project, server))
    assert done.returncode == 0, done.stderr
    assert "[summarise_document]" in done.stderr
    assert " of " not in done.stderr and "\r" not in done.stderr


def _read_all(fd: int) -> bytes:
    """What the terminal holds, once the writer has closed it."""
    seen = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the other end is closed: all was read
            return seen
        if not chunk:
            return seen
        seen += chunk

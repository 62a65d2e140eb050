"""The command line keeps Quire's promises: a full disk mid-save changes nothing and says
so in plain words, and ``--local-only`` sends nothing off this computer."""

from __future__ import annotations

import errno
import json
import os
import shutil
import socket
from pathlib import Path
from typing import Any

import pytest

from assistant import cli
from assistant.world.storage import atomic
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.paths import SAMPLE
from tests.world.storage.storage_worlds import changed_files, folder_state

API_KEY = "sk-quire-test-5d1c0e9f7a2b4c68"
WIRE = OpenAIWire()


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    return root


def ask(server: LoopbackServer | None, project: Path, *extra: str) -> int:
    base = ["--base-url", server.url + "/v1"] if server is not None else []
    return cli.main(["ask", str(project), *extra, "--provider", "openai-compatible",
                     "--model", "test-model", "--no-review", *base])  # fmt: skip


def manuscript(root: Path) -> dict[str, Any]:
    """Every file of the project itself (not Quire's own .quire folder)."""
    return {k: v for k, v in folder_state(root).items() if not k.startswith(".quire/")}


QUESTION = "Rename the timeline and add a rule to the style sheet"
"""Names both documents its two changes touch (a question naming fewer is held to them)."""


def two_change_turn() -> LoopbackServer:
    return LoopbackServer().add(
        WIRE.tool_reply(
            [
                ("call_1", "retitle", '{"node": "Timeline", "title": "Timeline of the Flood"}'),
                ("call_2", "append_text", '{"document": "Style sheet", "text": "\\n\\nNew rule."}'),
            ]
        ),
        WIRE.text_reply(["Done both."]),
    )


def test_a_full_disk_during_the_save_of_a_two_change_turn_changes_nothing(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    before = manuscript(project)
    real = atomic.write_all
    writes: list[int] = []

    def filling_up(fd: int, data: bytes) -> None:
        if data.startswith(b"---\n"):  # a document's file: the disk fills at the second
            writes.append(len(data))
            if len(writes) == 2:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(fd, data)

    monkeypatch.setattr(atomic, "write_all", filling_up)
    with two_change_turn() as server:
        code = ask(server, project, QUESTION, "--act")
    _out, err = capsys.readouterr()
    assert code == 2 and len(writes) == 2
    assert "cannot save the project" in err and "the disk is full" in err
    assert "Traceback" not in err
    assert changed_files(before, manuscript(project)) == set()
    assert not [p for p in project.rglob("*") if atomic.is_temp_name(p.name)]
    assert not (project / ".quire" / "lock").exists()

    # With space again, the same turn saves both changes.
    monkeypatch.setattr(atomic, "write_all", real)
    with two_change_turn() as server:
        assert ask(server, project, QUESTION, "--act") == 0
    assert (project / "documents" / "timeline-of-the-flood-d-6349d7e158.md").exists()
    assert "New rule." in (project / "documents" / "style-sheet-d-4e11e1872e.md").read_text(
        encoding="utf-8"
    )


def test_local_only_refuses_a_cloud_provider_before_anything_is_sent(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    attempts: list[Any] = []

    def refuse(*args: Any, **kwargs: Any) -> Any:
        attempts.append(args[:2])
        raise OSError("test: a connection was attempted")

    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket.socket, "connect", refuse)
    code = cli.main(["ask", str(project), "Summarise my notes", "--local-only",
                     "--provider", "openai"])  # fmt: skip
    _out, err = capsys.readouterr()
    assert code == 2
    assert "Local only is on: api.openai.com is not on this computer, so nothing was sent" in err
    code = cli.main(["ask", str(project), "Hi", "--json", "--local-only",
                     "--provider", "anthropic"])  # fmt: skip
    result = json.loads(capsys.readouterr().out)
    assert code == 2 and result["error"]["kind"] == "local_only"
    assert attempts == []


def test_local_only_lets_a_local_server_answer(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with LoopbackServer().add(WIRE.text_reply(["Seven chapters."])) as server:
        code = ask(server, project, "How many chapters?", "--local-only")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Seven chapters." in out


def test_ask_act_takes_another_computers_lock_only_with_take_lock(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lock = project / ".quire" / "lock"
    lock.parent.mkdir(exist_ok=True)
    lock.write_text(json.dumps({"pid": 4242, "host": "laptop.example", "time": "t"}))
    before = manuscript(project)
    with two_change_turn() as server:
        code = ask(server, project, QUESTION, "--act")
        assert server.requests == []  # refused before anything was asked
    _out, err = capsys.readouterr()
    assert code == 2
    assert "open in Quire on another computer, laptop.example" in err
    assert "with --take-lock" in err and "Traceback" not in err
    assert manuscript(project) == before and lock.exists()
    with two_change_turn() as server:
        code = ask(server, project, QUESTION, "--act", "--take-lock")
    assert code == 0, capsys.readouterr().err
    assert (project / "documents" / "timeline-of-the-flood-d-6349d7e158.md").exists()
    assert not lock.exists()

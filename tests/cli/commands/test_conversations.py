"""The command line keeps its questions in the project's conversations, as the app does:
``quire ask --continue`` and ``--conversation ID`` go on with one (the request carries the
earlier questions and answers), the run history records each turn, and ``quire
conversations`` lists and exports them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.config.request_log import RequestLog
from assistant.agent.conversations.store import ConversationStore
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.paths import SAMPLE

WIRE = OpenAIWire()
API_KEY = "sk-quire-cli-conversations-4a1b2c3d"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    return root


def ask(server: LoopbackServer, project: Path, question: str, *extra: str) -> int:
    return cli.main(
        ["ask", str(project), question, "--provider", "openai-compatible", "--model", "m",
         "--base-url", server.url + "/v1", "--no-review", *extra]
    )  # fmt: skip


def store(project: Path) -> ConversationStore:
    return ConversationStore(project / ".quire" / "conversations")


def test_continue_sends_the_earlier_question_and_answer(project, capsys):
    with LoopbackServer() as server:
        server.add(
            WIRE.text_reply(["Mára Tesk drew it."]),
            WIRE.text_reply(["She is a surveyor."]),
            WIRE.text_reply(["Ashdell."]),
        )
        assert ask(server, project, "Who drew the long map?") == 0
        assert ask(server, project, "What does she do?", "--continue") == 0
        first_id = store(project).load_all()[0][0].id
        assert ask(server, project, "Who taught her?", "--conversation", first_id) == 0
    second = server.requests[1].body["messages"]
    assert [(m["role"], m["content"]) for m in second[1:]] == [
        ("user", "Who drew the long map?"),
        ("assistant", "Mára Tesk drew it."),
        ("user", "What does she do?"),
    ]
    assert len(server.requests[2].body["messages"]) == 6  # system, then five turns' worth
    (kept,), failures = store(project).load_all()
    assert failures == []
    assert [t.question for t in kept.branch()] == [
        "Who drew the long map?", "What does she do?", "Who taught her?"
    ]
    out = capsys.readouterr().out
    assert f"Conversation: {kept.id}" in out


def test_a_new_question_starts_a_new_conversation_and_unknown_ones_are_refused(project, capsys):
    with LoopbackServer() as server:
        assert ask(server, project, "Anything?", "--continue") == 2
        assert "no conversation to continue" in capsys.readouterr().err
        assert ask(server, project, "Anything?", "--conversation", "c-nope") == 2
        assert "no conversation 'c-nope'" in capsys.readouterr().err
        assert server.requests == []
        server.add(WIRE.text_reply(["One."]), WIRE.text_reply(["Two."]))
        ask(server, project, "First?")
        ask(server, project, "Second?")
    assert len(store(project).load_all()[0]) == 2


def test_the_run_history_records_each_turn_without_the_key(project, monkeypatch, capsys):
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    with LoopbackServer() as server:
        server.add(
            WIRE.tool_reply([("call_1", "get_outline", "{}")]),
            WIRE.text_reply(["Two parts."]),
        )
        assert ask(server, project, "How is it built?", "--json") == 0
    turn = json.loads(capsys.readouterr().out)["turn"]
    records = RequestLog(project / ".quire" / "runs").records(turn)
    kinds = [r["kind"] for r in records]
    assert kinds[0] == "question" and kinds[-1] == "result"
    assert kinds.count("request") == 2 and "tool_call" in kinds
    for path in (project / ".quire").rglob("*"):
        if path.is_file():
            assert API_KEY.encode() not in path.read_bytes(), path


def test_conversations_lists_and_exports(project, tmp_path, capsys):
    with LoopbackServer() as server:
        server.add(WIRE.text_reply(["Seven."]), WIRE.text_reply(["Thirteen."]))
        ask(server, project, "How many chapters?")
        ask(server, project, "How many documents?", "--continue", "--act")
    capsys.readouterr()
    assert cli.main(["conversations", str(project), "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["title"] == "How many chapters?" and row["turns"] == 2 and row["mode"] == "act"
    assert row["last_used"]
    assert cli.main(["conversations", str(project)]) == 0
    assert f"{row['id']}  act  2 turns" in capsys.readouterr().out
    target = tmp_path / "export.md"
    assert cli.main(["conversations", str(project), "export", row["id"], "-o", str(target)]) == 0
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# How many chapters?") and "Thirteen." in text
    assert cli.main(["conversations", str(project), "export", row["id"]]) == 0
    assert capsys.readouterr().out == text
    assert cli.main(["conversations", str(project), "export", "c-nope"]) == 2
    assert "no conversation 'c-nope'" in capsys.readouterr().err


def test_an_unreadable_conversation_is_named_and_left_alone(project, capsys):
    folder = project / ".quire" / "conversations"
    folder.mkdir(parents=True)
    (folder / "c-broken.json").write_text("{not json", encoding="utf-8")
    assert cli.main(["conversations", str(project)]) == 0
    captured = capsys.readouterr()
    assert "No conversations yet." in captured.out
    assert "cannot read c-broken.json" in captured.err
    assert (folder / "c-broken.json").exists()  # a reader does not move it

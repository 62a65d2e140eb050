"""``quire ask`` end to end: the sample project, a loopback server per wire format, the real
loop and tools; ask and act mode, JSON output, errors, and where the API key never goes."""

from __future__ import annotations

import json
import logging
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.config.settings import Settings, save_settings, settings_path
from tests.agent.providers.loopback import LoopbackServer, Reply
from tests.agent.providers.wires import WIRES, Wire
from tests.paths import SAMPLE

API_KEY = "sk-quire-test-5d1c0e9f7a2b4c68"
PRESET = {"openai": "openai", "anthropic": "anthropic", "ollama": "ollama"}

pytestmark = pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    return root


def scripted(*replies: Reply) -> LoopbackServer:
    return LoopbackServer().add(*replies)


def ask(wire: Wire, server: LoopbackServer, project: Path, *extra: str) -> int:
    return cli.main(
        [
            "ask",
            str(project),
            *extra,
            "--provider",
            PRESET[wire.name],
            "--model",
            "test-model",
            "--base-url",
            server.url + wire.base_suffix,
            "--no-review",  # the reviewer has tests of its own (test_ask_house_rules.py)
        ]
    )


def test_ask_streams_the_answer_then_tools_and_usage(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    server = scripted(
        wire.tool_reply([("call_1", "get_entity", '{"entity": "Mára Tesk"}')]),
        wire.text_reply(["Mára Tesk is ", "Ashdell's apprentice."], usage=(31, 6)),
    )
    with server:
        code = ask(wire, server, project, "Who is Mára?")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Mára Tesk is Ashdell's apprentice.\n" in out
    assert 'get_entity({"entity":"Mára Tesk"})' in out.split("Tools:")[1]
    assert "Tokens: 51 in, 15 out" in out  # 20 + 31 in, 9 + 6 out over both calls
    assert "[get_entity]" in err
    # The tool really ran on the sample: its result went back to the model.
    second = json.dumps(server.requests[1].body, ensure_ascii=False)
    assert "draughtswoman of the Long Map" in second
    first_tools = server.requests[0].body["tools"]
    names = {tool.get("name") or tool["function"]["name"] for tool in first_tools}
    assert "get_entity" in names and "retitle" not in names  # ask mode offers no write tool


def test_act_changes_the_project_on_disk_and_lists_the_change(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    server = scripted(
        wire.tool_reply(
            [("call_1", "retitle", '{"node": "Timeline", "title": "Timeline of the Flood"}')]
        ),
        wire.text_reply(["I renamed the timeline."]),
    )
    with server:
        code = ask(wire, server, project, "Rename the timeline", "--act")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "I renamed the timeline." in out
    assert "retitle(" in out.split("Tools:")[1]
    changes = out.split("Changes:")[1]
    assert "d-6349d7e158" in changes and "Timeline of the Flood" in changes
    assert "Saved: " in out
    renamed = project / "documents" / "timeline-of-the-flood-d-6349d7e158.md"
    assert renamed.is_file()
    assert 'title: "Timeline of the Flood"' in renamed.read_text(encoding="utf-8")
    assert not (project / "documents" / "timeline-d-6349d7e158.md").exists()
    names = {
        tool.get("name") or tool["function"]["name"] for tool in server.requests[0].body["tools"]
    }
    assert "retitle" in names
    # the document as it was before the turn changed it is kept as a snapshot
    from assistant.world.snapshots.store import SnapshotStore

    store = SnapshotStore(project)
    (snapshot,) = store.snapshots("d-6349d7e158")
    assert snapshot.reason == "assistant" and snapshot.by == "Rename the timeline"
    assert store.load(snapshot).title == "Timeline"


def test_json_prints_one_result_object(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    server = scripted(wire.text_reply(["Seven chapters."]))
    with server:
        code = ask(wire, server, project, "How many chapters?", "--json")
    out, _err = capsys.readouterr()
    assert code == 0
    result = json.loads(out)
    assert result["ok"] is True and result["answered"] is True
    assert result["answer"] == "Seven chapters."
    assert result["usage"]["input"] == 7 and result["usage"]["output"] == 3
    assert result["tool_log"] == [] and result["error"] is None
    assert result["provider"] == PRESET[wire.name]


def test_act_that_changed_nothing_says_so(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    server = scripted(
        wire.tool_reply([("call_1", "retitle", '{"node": "No Such Thing", "title": "Dates"}')]),
        wire.text_reply(["I renamed the timeline."]),
    )
    with server:
        code = ask(wire, server, project, "Rename the timeline", "--act")
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Changes: none (nothing in the project was changed)" in out
    assert "Saved:" not in out


def test_act_failure_takes_the_changes_back(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    before = {p.name for p in (project / "documents").iterdir()}
    server = scripted(
        wire.tool_reply([("call_1", "retitle", '{"node": "Timeline", "title": "Dates"}')]),
        wire.error_reply(401, "invalid key", "authentication_error"),
    )
    with server:
        code = ask(wire, server, project, "Rename the timeline", "--act")
    _out, err = capsys.readouterr()
    assert code == 3
    assert "the provider did not accept the API key" in err
    assert "taken back, nothing saved" in err
    assert {p.name for p in (project / "documents").iterdir()} == before


def test_provider_errors_are_one_line_with_exit_3(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    server = scripted(wire.error_reply(404, "model 'test-model' not found", "not_found_error"))
    with server:
        code = ask(wire, server, project, "Hi")
    _out, err = capsys.readouterr()
    assert code == 3
    lines = [line for line in err.splitlines() if "error" in line]
    assert lines == [
        f"quire ask: error: the model or endpoint was not found ({lines[0].split('(', 1)[1]}"
    ]
    assert "HTTP 404" in err


def test_the_key_is_nowhere_after_a_run(
    wire: Wire,
    project: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    isolated_user_config,
) -> None:
    caplog.set_level(logging.DEBUG)
    log_path = tmp_path / "logs" / "http.log"
    server = scripted(
        wire.tool_reply([("call_1", "retitle", '{"node": "Timeline", "title": "Dates"}')]),
        wire.error_reply(
            429, f"Rate limit for key {API_KEY}", "rate_limit_error", {"retry-after": "0"}
        ),
        wire.text_reply(["Done."]),
    )
    with server:
        save_settings(
            Settings(
                provider=PRESET[wire.name],
                base_url=server.url + wire.base_suffix,
                model="test-model",
                http_log_path=str(log_path),
            ),
            settings_path(),
        )
        isolated_user_config.set_password("quire", PRESET[wire.name], API_KEY)
        code = cli.main(["-v", "ask", str(project), "Rename the timeline", "--act", "--no-review"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert len(server.requests) == 3  # the 429 was retried
    headers = server.requests[0].headers
    assert API_KEY in headers.get("authorization", "") + headers.get("x-api-key", "")
    assert log_path.is_file() and "retitle" in log_path.read_text(encoding="utf-8")
    searched = [settings_path(), log_path, *sorted(p for p in project.rglob("*") if p.is_file())]
    for path in searched:
        assert API_KEY.encode() not in path.read_bytes(), path
    assert API_KEY not in out + err
    assert API_KEY not in caplog.text


def test_configuration_errors(
    wire: Wire, project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # No key for a provider that needs one (Ollama needs none, so it gets a bad URL instead).
    if wire.name == "ollama":
        code = cli.main(["ask", str(project), "Hi", "--provider", "ollama", "--model", "m",
                         "--base-url", "localhost:11434"])  # fmt: skip
        expected = "not an http(s) URL"
    else:
        code = cli.main(["ask", str(project), "Hi", "--provider", PRESET[wire.name]])
        expected = "no API key"
    _out, err = capsys.readouterr()
    assert code == 2
    assert expected in err
    assert len(err.strip().splitlines()) == 1


def test_missing_project(wire: Wire, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with LoopbackServer() as server:
        code = cli.main(
            ["ask", str(tmp_path / "nope"), "Hi", "--provider", "llamacpp",
             "--base-url", server.url + "/v1"]
        )  # fmt: skip
    _out, err = capsys.readouterr()
    assert code == 2
    assert "no project folder" in err
    assert server.requests == []


def test_step_budget_exhausted_exits_1(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    server = scripted(wire.tool_reply([("call_1", "project_statistics", "{}")]))
    with server:
        code = ask(wire, server, project, "Stats?", "--max-steps", "1")
    out, err = capsys.readouterr()
    assert code == 1
    assert "project_statistics({})" in out
    assert "no answer within the step budget" in err

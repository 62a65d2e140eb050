"""``quire ask`` with a fallback model, end to end against two loopback servers: the first
answers 529 to everything, the second answers; the answer comes from the second, and the
command line says so (as it happens, after the answer, and in ``--json``). Local only holds
for the fallbacks too."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.config.settings import Settings, save_settings, settings_path
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.paths import SAMPLE

WIRE = OpenAIWire()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return Path(shutil.copytree(SAMPLE, tmp_path / "The Long Map"))


def overloaded(_request: Recorded) -> Reply:
    """Every request refused as Anthropic refuses when it is overloaded (no wait asked)."""
    return WIRE.error_reply(
        529, "Overloaded", "overloaded_error", {"retry-after-ms": "0"}
    )


def set_fallback(main: LoopbackServer, *fallbacks: str, **more) -> None:
    save_settings(
        Settings(
            provider="openai-compatible", base_url=main.url + "/v1", model="main-model",
            fallbacks=fallbacks, review_changes=False, **more,
        ),
        settings_path(),
    )  # fmt: skip


def test_a_529_storm_falls_back_to_the_second_server(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    storm = LoopbackServer(overloaded)
    backup = LoopbackServer().add(WIRE.text_reply(["Mára Tesk drew ", "the map."]))
    with storm, backup:
        set_fallback(storm, f"openai-compatible/backup-model {backup.url}/v1")
        code = cli.main(["ask", str(project), "Who drew the map?"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert len(storm.requests) == 3  # the retries gave up first
    assert [r.body["model"] for r in backup.requests] == ["backup-model"]
    assert backup.requests[0].body["messages"] == storm.requests[0].body["messages"]
    assert out.startswith("Mára Tesk drew the map.")
    switch = (
        "main-model (openai-compatible) was overloaded (HTTP 529); {} backup-model "
        "(openai-compatible) instead"
    )
    assert f"[{switch.format('asking')}]" in err
    assert f"Fallback: {switch.format('asked')}" in out
    assert "Model: backup-model (openai-compatible)" in out


def test_json_reports_the_model_that_answered_and_why(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    storm = LoopbackServer(overloaded)
    backup = LoopbackServer().add(WIRE.text_reply(["Seven chapters."]))
    with storm, backup:
        set_fallback(storm, f"openai-compatible/backup-model {backup.url}/v1")
        code = cli.main(["ask", str(project), "How many chapters?", "--json"])
    out, _err = capsys.readouterr()
    assert code == 0
    result = json.loads(out)
    assert result["answer"] == "Seven chapters."
    assert (result["provider"], result["model"]) == ("openai-compatible", "backup-model")
    assert result["fallbacks"] == [
        {
            "from": {"provider": "openai-compatible", "model": "main-model"},
            "to": {"provider": "openai-compatible", "model": "backup-model"},
            "reason": "overloaded",
            "status": 529,
        }
    ]


def test_a_refused_request_is_not_sent_to_the_fallback(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    refusing = LoopbackServer().add(WIRE.error_reply(400, "This request is not allowed."))
    backup = LoopbackServer().add(WIRE.text_reply(["never sent"]))
    with refusing, backup:
        set_fallback(refusing, f"openai-compatible/backup-model {backup.url}/v1")
        code = cli.main(["ask", str(project), "Who drew the map?"])
    _out, err = capsys.readouterr()
    assert code == 3
    assert "the provider rejected the request" in err
    assert backup.requests == []


def test_local_only_refuses_a_cloud_fallback_with_its_own_message(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    storm = LoopbackServer(overloaded)
    with storm:
        set_fallback(storm, "openai/gpt-4o-mini", local_only=True)
        code = cli.main(["ask", str(project), "Who drew the map?"])
    out, err = capsys.readouterr()
    assert code == 2
    assert "[main-model (openai-compatible) was overloaded (HTTP 529); asking gpt-4o-mini" in err
    assert (
        "Local only is on: api.openai.com is not on this computer, so nothing was sent" in err
    )
    assert "Fallback: " in out and "Model:" not in out

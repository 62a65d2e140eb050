"""``quire ask`` sends a key only to the provider it was set for (issue 13, item 10).

``QUIRE_API_KEY`` set while the settings file still says OpenAI once went to api.openai.com.
Every connection is intercepted here: nothing may leave for another computer, and a key
reaches a server only when it was set for that provider.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.config.settings import Settings, save_settings
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.netguard import NetworkGuard
from tests.paths import SAMPLE

KEY = "sk-meant-for-my-own-server-81c2"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return Path(shutil.copytree(SAMPLE, tmp_path / "The Long Map"))


def test_quire_api_key_alone_never_reaches_openai(project, monkeypatch, capsys):
    save_settings(Settings(provider="openai", model="gpt-4o-mini"))
    monkeypatch.setenv("QUIRE_API_KEY", KEY)
    network = NetworkGuard().install(monkeypatch)
    code = cli.main(["ask", str(project), "Who is Mára?"])
    _out, err = capsys.readouterr()
    assert code == 2
    assert "no API key for OpenAI" in err
    assert "QUIRE_API_KEY is set but names no provider" in err
    assert network.attempts == []  # not even a name lookup of api.openai.com
    assert KEY not in err


def test_quire_api_key_is_not_sent_to_a_server_it_was_not_set_for(project, monkeypatch, capsys):
    wire = OpenAIWire()
    network = NetworkGuard().install(monkeypatch)
    with LoopbackServer().add(wire.text_reply(["Seven chapters."])) as server:
        monkeypatch.setenv("QUIRE_API_KEY", KEY)
        monkeypatch.setenv("QUIRE_PROVIDER", "anthropic")  # the key is Anthropic's
        code = cli.main(["ask", str(project), "How many chapters?", "--provider",
                         "openai-compatible", "--base-url", server.url + "/v1",
                         "--model", "m"])  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Seven chapters." in out
    assert len(server.requests) == 1
    assert "authorization" not in server.requests[0].headers
    assert KEY not in str(server.requests[0].headers)
    assert not network.outside()


def test_a_key_named_for_the_provider_is_sent_to_it(project, monkeypatch, capsys):
    wire = OpenAIWire()
    network = NetworkGuard().install(monkeypatch)
    with LoopbackServer().add(wire.text_reply(["Seven chapters."])) as server:
        monkeypatch.setenv("QUIRE_API_KEY", KEY)
        monkeypatch.setenv("QUIRE_PROVIDER", "openai-compatible")
        monkeypatch.setenv("QUIRE_BASE_URL", server.url + "/v1")
        monkeypatch.setenv("QUIRE_MODEL", "m")
        code = cli.main(["ask", str(project), "How many chapters?"])
    _out, err = capsys.readouterr()
    assert code == 0, err
    assert server.requests[0].headers["authorization"] == f"Bearer {KEY}"
    assert not network.outside()

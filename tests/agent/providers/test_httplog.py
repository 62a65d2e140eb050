"""The raw HTTP log: off by default, and never holds a key."""

from __future__ import annotations

from pathlib import Path

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiMessage, AiRequest
from assistant.agent.providers import make_provider
from tests.agent.providers.loopback import LoopbackServer, json_reply
from tests.agent.providers.wires import API_KEY, WIRES


def test_each_wire_logs_requests_and_streamed_lines_with_keys_redacted(tmp_path: Path) -> None:
    log_path = tmp_path / "http.log"
    presets = {"openai": "openai", "anthropic": "anthropic", "ollama": "ollama"}
    for wire in WIRES:
        with LoopbackServer() as server:
            server.add(wire.text_reply(["Mara ", "rows."]))
            settings = Settings(
                provider=presets[wire.name],
                base_url=server.url + wire.base_suffix,
                model="m",
                http_log_path=str(log_path),
            )
            provider = make_provider(settings, api_key=API_KEY)
            provider.complete(AiRequest("sys", (AiMessage.user(f"question for {wire.name}"),)))
            provider.close()
            sent = server.requests[0].headers
            assert API_KEY in (sent.get("authorization", "") + sent.get("x-api-key", ""))
    text = log_path.read_text(encoding="utf-8")
    assert API_KEY not in text
    assert "authorization: [redacted]" in text
    assert "x-api-key: [redacted]" in text
    assert "> POST" in text and "< 200" in text
    for wire in WIRES:
        assert f"question for {wire.name}" in text
    assert "Mara " in text  # streamed lines are logged


def test_an_error_body_quoting_the_key_is_redacted(tmp_path: Path) -> None:
    log_path = tmp_path / "http.log"
    with LoopbackServer() as server:
        server.add(
            json_reply(401, {"error": {"message": f"Incorrect API key provided: {API_KEY}"}})
        )
        settings = Settings(
            provider="openai", base_url=server.url + "/v1", http_log_path=str(log_path)
        )
        provider = make_provider(settings, api_key=API_KEY)
        try:
            provider.complete(AiRequest("", (AiMessage.user("hi"),)))
        except Exception as exc:  # the 401 itself is tested elsewhere
            assert API_KEY not in str(exc)
    text = log_path.read_text(encoding="utf-8")
    assert "Incorrect API key provided: [redacted]" in text
    assert API_KEY not in text


def test_no_log_unless_asked(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    with LoopbackServer() as server:
        server.add(WIRES[0].text_reply(["ok"]))
        settings = Settings(provider="llamacpp", base_url=server.url + "/v1")
        make_provider(settings).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert list(tmp_path.iterdir()) == []

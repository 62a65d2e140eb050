"""An API key never reaches the output or the HTTP log, however the server echoes it back:
as it is, lower- or upper-cased, URL-encoded (in part or wholly), as hex or in base64."""

from __future__ import annotations

import base64
from pathlib import Path
from urllib.parse import quote, quote_plus

import pytest

from assistant.agent.config.request_log import RequestLog
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiMessage, AiRequest, ProviderError
from assistant.agent.providers import make_provider
from assistant.world.redaction import redact
from tests.agent.providers.loopback import LoopbackServer, json_reply

KEY = "sk-proj-Quire_Test-Key-0123456789abcdefXYZ"


def disguises(key: str) -> dict[str, str]:
    data = key.encode()
    return {
        "lower": key.lower(),
        "upper": key.upper(),
        "url-encoded": quote(key, safe=""),
        "every-byte-escaped": "".join(f"%{byte:02x}" for byte in data),
        "dash-escaped": key.replace("-", "%2D"),
        "form-encoded": quote_plus(key),
        "hex": data.hex(),
        "base64": base64.b64encode(data).decode(),
        "base64-url": base64.urlsafe_b64encode(data).decode().rstrip("="),
        "basic-auth": base64.b64encode(b"user:" + data).decode(),
    }


@pytest.mark.parametrize("form", list(disguises(KEY)))
def test_redact_finds_every_disguise(form: str) -> None:
    shown = disguises(KEY)[form]
    text = redact(f"error: the key {shown} was refused", [KEY])
    assert shown not in text
    assert text.startswith("error: the key ")
    # No run of ten characters of the disguise survives.
    assert not any(shown[i : i + 10] in text for i in range(len(shown) - 10))


def test_redact_leaves_other_text_alone() -> None:
    text = "The ferry leaves at dawn; sk-proj and Quire are words too."
    assert redact(text, [KEY]) == text


def test_an_error_echoing_the_key_in_disguise_is_redacted_in_output_and_log(
    tmp_path: Path,
) -> None:
    log_path = tmp_path / "http.log"
    echoed = " | ".join(disguises(KEY).values())
    with LoopbackServer() as server:
        server.add(json_reply(401, {"error": {"message": f"Incorrect API key: {echoed}"}}))
        settings = Settings(
            provider="openai", base_url=server.url + "/v1", http_log_path=str(log_path)
        )
        provider = make_provider(settings, api_key=KEY)
        with pytest.raises(ProviderError) as caught:
            provider.complete(AiRequest("", (AiMessage.user("hi"),)))
    detail = caught.value.error.detail
    logged = log_path.read_text(encoding="utf-8")
    for form, shown in disguises(KEY).items():
        assert shown not in detail, form
        assert shown not in logged, form
    assert "Incorrect API key: [redacted]" in detail


def test_the_run_history_redacts_disguises_too(tmp_path: Path) -> None:
    runs = RequestLog(tmp_path, secrets=[KEY])
    runs.record("r1", "response", {"text": "echo " + " ".join(disguises(KEY).values())})
    text = (tmp_path / "runs.jsonl").read_text(encoding="utf-8")
    for shown in disguises(KEY).values():
        assert shown not in text

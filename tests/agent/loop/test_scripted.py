"""The scripted provider replays, streams, holds and records."""

from __future__ import annotations

import threading

import pytest

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AiRequest, AiResponse, ErrorKind, ProviderError
from assistant.agent.loop.scripted import ScriptedProvider

REQUEST = AiRequest(system_prompt="S", messages=())


def test_replies_in_order_and_records_requests() -> None:
    error = ProviderError.of(ErrorKind.OVERLOADED)
    provider = ScriptedProvider(
        [AiResponse(text="one"), error, lambda request: AiResponse(text=request.system_prompt)]
    )
    assert provider.complete(REQUEST).text == "one"
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    assert caught.value is error
    assert provider.complete(AiRequest("echo", ())).text == "echo"
    assert provider.requests == [REQUEST, REQUEST, AiRequest("echo", ())]
    with pytest.raises(ProviderError) as caught:
        provider.complete(REQUEST)
    assert caught.value.error.kind is ErrorKind.INTERNAL


def test_streams_in_pieces() -> None:
    pieces: list[str] = []
    ScriptedProvider([AiResponse(text="abcdefg")], chunk_size=3).complete(
        REQUEST, on_text=pieces.append
    )
    assert pieces == ["abc", "def", "g"]


def test_holds_until_released() -> None:
    provider = ScriptedProvider([AiResponse(text="abcdef")], chunk_size=2, hold=True)
    pieces: list[str] = []
    thread = threading.Thread(target=lambda: provider.complete(REQUEST, on_text=pieces.append))
    thread.start()
    assert provider.holding.wait(5)
    assert pieces == ["ab"]
    provider.release()
    thread.join(5)
    assert pieces == ["ab", "cd", "ef"]


def test_a_held_request_is_cancelled() -> None:
    provider = ScriptedProvider([AiResponse(text="abcdef")], hold={1})
    token = CancelToken()
    errors: list[ProviderError] = []

    def work() -> None:
        try:
            provider.complete(REQUEST, cancel=token)
        except ProviderError as exc:
            errors.append(exc)

    thread = threading.Thread(target=work)
    thread.start()
    assert provider.holding.wait(5)
    token.cancel()
    thread.join(5)
    assert errors and errors[0].error.kind is ErrorKind.CANCELLED

"""Each wire format reads the model the server says answered (the usage line and ``quire ask
--json`` name it when none was chosen)."""

from __future__ import annotations

import pytest

from assistant.agent.loop.messages import AiMessage, AiRequest
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import WIRES, Wire


@pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)
def test_the_reply_names_its_model(wire: Wire) -> None:
    reply = wire.text_reply(["Hello."])
    if wire.name == "openai":  # OpenAI-compatible servers name it on every chunk
        reply.chunks = [c.replace('"object"', '"model": "test-model", "object"', 1)
                        if c.startswith("data: {") else c for c in reply.chunks]  # fmt: skip
    with LoopbackServer().add(reply) as server:
        response = wire.provider(server).complete(
            AiRequest(system_prompt="S", messages=(AiMessage.user("Hi"),))
        )
    assert response.text == "Hello." and response.model == "test-model"


def test_a_reply_naming_no_model_names_none() -> None:
    wire = WIRES[0]
    with LoopbackServer().add(wire.text_reply(["Hello."])) as server:
        response = wire.provider(server).complete(
            AiRequest(system_prompt="S", messages=(AiMessage.user("Hi"),))
        )
    assert response.model == ""

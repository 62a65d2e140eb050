"""The Anthropic Messages wire: headers, content blocks, caching marks, events and usage."""

from __future__ import annotations

import pytest

from assistant.agent.loop.messages import (
    AiMessage,
    AiRequest,
    AiToolCall,
    AiToolSpec,
    ErrorKind,
    FinishReason,
    ProviderError,
    TokenUsage,
)
from assistant.agent.providers.anthropic import API_VERSION
from tests.agent.providers.loopback import LoopbackServer, Reply, json_reply
from tests.agent.providers.wires import API_KEY, AnthropicWire

WIRE = AnthropicWire()
TOOLS = (
    AiToolSpec("search", "Search.", {"type": "object", "properties": {"q": {"type": "string"}}}),
    AiToolSpec("outline", "Outline.", {"type": "object", "properties": {}}),
)


def two_call_history() -> AiRequest:
    first = AiToolCall.from_raw("toolu_1", "search", '{"q": "Mara"}')
    second = AiToolCall.from_raw("toolu_2", "outline", "{}")
    return AiRequest(
        "You help a novelist.",
        (
            AiMessage.user("Who is Mara?"),
            AiMessage.assistant("Looking.", (first, second)),
            AiMessage.tool_result(first, "Mara rows the ferry"),
            AiMessage.tool_result(second, "no such tool", is_error=True),
        ),
        tools=TOOLS,
        max_output_tokens=500,
    )


def test_headers_and_body() -> None:
    with LoopbackServer() as server:
        server.add(WIRE.text_reply(["ok"]))
        WIRE.provider(server).complete(two_call_history())
    (request,) = server.requests
    assert request.path == "/v1/messages"
    assert request.headers["x-api-key"] == API_KEY
    assert request.headers["anthropic-version"] == API_VERSION
    assert "authorization" not in request.headers
    body = request.body
    assert body["max_tokens"] == 500
    assert body["system"] == [
        {"type": "text", "text": "You help a novelist.", "cache_control": {"type": "ephemeral"}}
    ]
    assert [tool["name"] for tool in body["tools"]] == ["search", "outline"]
    assert body["tools"][0]["input_schema"] == TOOLS[0].parameters
    assert "cache_control" not in body["tools"][0]
    assert body["tools"][-1]["cache_control"] == {"type": "ephemeral"}
    assert body["messages"] == [
        {"role": "user", "content": [{"type": "text", "text": "Who is Mara?"}]},
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Looking."},
                {"type": "tool_use", "id": "toolu_1", "name": "search", "input": {"q": "Mara"}},
                {"type": "tool_use", "id": "toolu_2", "name": "outline", "input": {}},
            ],
        },
        {
            "role": "user",  # both results in one user turn
            "content": [
                {"type": "tool_result", "tool_use_id": "toolu_1", "content": "Mara rows the ferry"},
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_2",
                    "content": "no such tool",
                    "is_error": True,
                    "cache_control": {"type": "ephemeral"},  # the conversation so far, cached
                },
            ],
        },
    ]


def test_default_max_tokens_and_no_empty_text_blocks() -> None:
    request = AiRequest("", (AiMessage.user("hi"), AiMessage.assistant(""), AiMessage.user("?")))
    with LoopbackServer() as server:
        server.add(WIRE.text_reply(["ok"]))
        WIRE.provider(server).complete(request)
    body = server.requests[0].body
    assert body["max_tokens"] == 4096
    assert "system" not in body
    assert body["messages"] == [
        {"role": "user", "content": [
            {"type": "text", "text": "hi"},
            {"type": "text", "text": "?", "cache_control": {"type": "ephemeral"}},
        ]}
    ]  # fmt: skip


def test_cumulative_usage_and_cache_tokens() -> None:
    chunks = [
        WIRE.start(15, cache_read_input_tokens=2000, cache_creation_input_tokens=300),
        WIRE.event(
            {
                "type": "content_block_start",
                "index": 0,
                "content_block": {"type": "text", "text": ""},
            }
        ),
        WIRE.event(
            {
                "type": "content_block_delta",
                "index": 0,
                "delta": {"type": "text_delta", "text": "Hi"},
            }
        ),
        WIRE.event({"type": "message_delta", "delta": {}, "usage": {"output_tokens": 5}}),
        WIRE.event({"type": "ping"}),
        WIRE.event(
            {
                "type": "message_delta",
                "delta": {"stop_reason": "end_turn"},
                "usage": {"output_tokens": 12},
            }
        ),
        WIRE.event({"type": "message_stop"}),
    ]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert response.text == "Hi"
    assert response.usage == TokenUsage(
        input=15 + 2000 + 300, output=12, cached_input=2000, cache_write=300
    )


def test_text_then_tool_use_without_input_deltas() -> None:
    chunks = [
        WIRE.start(),
        WIRE.event(
            {
                "type": "content_block_start",
                "index": 0,
                "content_block": {"type": "text", "text": ""},
            }
        ),
        WIRE.event(
            {
                "type": "content_block_delta",
                "index": 0,
                "delta": {"type": "text_delta", "text": "Let me check."},
            }
        ),
        WIRE.event({"type": "content_block_stop", "index": 0}),
        WIRE.event(
            {
                "type": "content_block_start",
                "index": 1,
                "content_block": {
                    "type": "tool_use",
                    "id": "toolu_9",
                    "name": "outline",
                    "input": {},
                },
            }
        ),
        WIRE.event({"type": "content_block_stop", "index": 1}),
        *WIRE.finish("tool_use", 20),
    ]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert response.text == "Let me check."
    assert [(c.id, c.name, c.arguments, c.raw_arguments) for c in response.tool_calls] == [
        ("toolu_9", "outline", {}, "{}")
    ]
    assert response.finish_reason is FinishReason.TOOL_CALLS


def test_invalid_json_in_tool_input_is_kept_for_the_loop_to_report() -> None:
    with LoopbackServer() as server:
        server.add(WIRE.tool_reply([("toolu_1", "search", '{"q": Mara}')]))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    (call,) = response.tool_calls
    assert not call.arguments_parse
    assert call.raw_arguments == '{"q": Mara}'


def test_max_tokens_stop_is_length() -> None:
    chunks = WIRE.text_chunks(["Once"], (3, 1))
    chunks[-2] = WIRE.finish("max_tokens", 1)[0]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert response.finish_reason is FinishReason.LENGTH


def test_low_credit_balance_is_a_spend_limit() -> None:
    with LoopbackServer() as server:
        server.add(
            WIRE.error_reply(
                400,
                "Your credit balance is too low to access the Anthropic API.",
                "invalid_request_error",
            )
        )
        with pytest.raises(ProviderError) as excinfo:
            WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert excinfo.value.error.kind is ErrorKind.SPEND_LIMIT
    assert len(server.requests) == 1


def test_model_listing() -> None:
    page = {
        "data": [
            {"id": "claude-b", "display_name": "Claude B", "type": "model"},
            {"id": "claude-a", "display_name": "Claude A", "type": "model"},
        ],
        "has_more": False,
    }
    with LoopbackServer() as server:
        server.add(json_reply(200, page))
        listed = WIRE.provider(server).list_models()
    assert [(m.id, m.label) for m in listed] == [("claude-a", "Claude A"), ("claude-b", "Claude B")]
    assert server.requests[0].path.startswith("/v1/models")
    assert server.requests[0].headers["x-api-key"] == API_KEY

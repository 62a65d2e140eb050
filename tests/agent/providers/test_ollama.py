"""Ollama's native wire: NDJSON, object arguments, num_ctx, usage counts."""

from __future__ import annotations

from assistant.agent.loop.messages import (
    AiMessage,
    AiRequest,
    AiToolCall,
    AiToolSpec,
    FinishReason,
    TokenUsage,
)
from tests.agent.providers.loopback import LoopbackServer, Reply, json_reply
from tests.agent.providers.wires import OllamaWire

WIRE = OllamaWire()
SEARCH = AiToolSpec(
    "search", "Search.", {"type": "object", "properties": {"q": {"type": "string"}}}
)


def test_body_sets_num_ctx_and_sends_history_with_object_arguments() -> None:
    call = AiToolCall.from_raw("call_1", "search", '{"q": "Mara"}')
    request = AiRequest(
        "You help a novelist.",
        (
            AiMessage.user("Who is Mara?"),
            AiMessage.assistant("", (call,)),
            AiMessage.tool_result(call, "Mara rows the ferry"),
        ),
        tools=(SEARCH,),
        max_output_tokens=256,
        temperature=0.3,
    )
    with LoopbackServer() as server:
        server.add(WIRE.text_reply(["She rows the ferry."]))
        WIRE.provider(server, context_window=32768).complete(request)
    (sent,) = server.requests
    assert sent.path == "/api/chat"
    body = sent.body
    assert body["stream"] is True
    assert body["options"] == {"num_ctx": 32768, "num_predict": 256, "temperature": 0.3}
    assert body["tools"][0]["function"]["name"] == "search"
    assert body["messages"] == [
        {"role": "system", "content": "You help a novelist."},
        {"role": "user", "content": "Who is Mara?"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"id": "call_1", "function": {"name": "search", "arguments": {"q": "Mara"}}}
            ],
        },
        {
            "role": "tool",
            "content": "Mara rows the ferry",
            "tool_name": "search",
            "tool_call_id": "call_1",
        },
    ]


def test_tool_calls_without_ids_get_distinct_ones() -> None:
    calls = [
        {"function": {"name": "search", "arguments": {"q": "a"}}},
        {"function": {"name": "search", "arguments": {"q": "b"}}},
    ]
    chunks = [WIRE.line("", message={"tool_calls": calls}), WIRE.final((30, 12))]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks, content_type=WIRE.content_type))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert [(c.id, c.arguments) for c in response.tool_calls] == [
        ("call_0", {"q": "a"}),
        ("call_1", {"q": "b"}),
    ]
    assert response.finish_reason is FinishReason.TOOL_CALLS
    assert response.usage == TokenUsage(input=30, output=12)


def test_string_arguments_that_do_not_parse_are_kept() -> None:
    calls = [{"function": {"name": "search", "arguments": "{q: a"}}]
    chunks = [WIRE.line("", message={"tool_calls": calls}), WIRE.final(None)]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks, content_type=WIRE.content_type))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    (call,) = response.tool_calls
    assert not call.arguments_parse
    assert call.raw_arguments == "{q: a"
    assert response.usage.is_empty


def test_length_done_reason() -> None:
    chunks = [WIRE.line("Once"), WIRE.final((5, 1), reason="length")]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks, content_type=WIRE.content_type))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert response.finish_reason is FinishReason.LENGTH


def test_model_listing() -> None:
    tags = {"models": [{"name": "qwen3:8b", "model": "qwen3:8b"}, {"name": "llama3.1:latest"}]}
    with LoopbackServer() as server:
        server.add(json_reply(200, tags))
        listed = WIRE.provider(server).list_models()
    assert [m.id for m in listed] == ["llama3.1:latest", "qwen3:8b"]
    assert server.requests[0].path == "/api/tags"

"""The OpenAI-compatible wire: request shape and the stream's less common turns."""

from __future__ import annotations

import json

import pytest

from assistant.agent.config.settings import Settings
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
from assistant.agent.providers import make_provider
from assistant.agent.providers.base import ProviderConfig
from assistant.agent.providers.openai_compat import OpenAICompatProvider
from tests.agent.providers.loopback import LoopbackServer, Reply, json_reply, sse
from tests.agent.providers.wires import API_KEY, OpenAIWire

WIRE = OpenAIWire()
SEARCH = AiToolSpec(
    "search", "Search.", {"type": "object", "properties": {"query": {"type": "string"}}}
)


def conversation() -> AiRequest:
    call = AiToolCall.from_raw("call_9", "search", '{"query": "Mara"}')
    return AiRequest(
        "You help a novelist.",
        (
            AiMessage.system("You help a novelist."),
            AiMessage.user("Who is Mara?"),
            AiMessage.assistant("Let me look.", (call,)),
            AiMessage.tool_result(call, "chapter 2: Mara rows the ferry", is_error=False),
        ),
        tools=(SEARCH,),
        max_output_tokens=300,
        temperature=0.2,
    )


def test_request_shape() -> None:
    with LoopbackServer() as server:
        server.add(WIRE.text_reply(["ok"]))
        WIRE.provider(server).complete(conversation())
    (request,) = server.requests
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {API_KEY}"
    body = request.body
    assert body["model"] == "test-model"
    assert body["stream_options"] == {"include_usage": True}
    assert body["max_tokens"] == 300
    assert body["temperature"] == 0.2
    assert "tool_choice" not in body
    assert body["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "search",
                "description": "Search.",
                "parameters": SEARCH.parameters,
            },
        }
    ]
    assert body["messages"] == [
        {"role": "system", "content": "You help a novelist."},  # the system turn only once
        {"role": "user", "content": "Who is Mara?"},
        {
            "role": "assistant",
            "content": "Let me look.",
            "tool_calls": [
                {
                    "id": "call_9",
                    "type": "function",
                    "function": {"name": "search", "arguments": '{"query": "Mara"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_9", "content": "chapter 2: Mara rows the ferry"},
    ]


def test_no_tools_key_without_tools_and_no_temperature_unless_set() -> None:
    with LoopbackServer() as server:
        server.add(WIRE.text_reply(["ok"]))
        WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    body = server.requests[0].body
    assert "tools" not in body
    assert "temperature" not in body
    assert body["messages"] == [{"role": "user", "content": "hi"}]


def test_official_openai_gets_max_completion_tokens() -> None:
    request = AiRequest("", (AiMessage.user("hi"),), max_output_tokens=50)
    official = make_provider(Settings(provider="openai"), api_key=API_KEY)
    local = make_provider(Settings(provider="lmstudio", model="qwen"))
    assert official.chat_body(request)["max_completion_tokens"] == 50
    assert "max_tokens" not in official.chat_body(request)
    assert local.chat_body(request)["max_tokens"] == 50


def test_cached_prompt_tokens_are_reported() -> None:
    chunks = [
        WIRE.chunk({"content": "Hi"}),
        WIRE.chunk({}, "stop"),
        WIRE.usage_chunk(1200, 5, cached=1024),
        "data: [DONE]\n\n",
    ]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert response.usage == TokenUsage(input=1200, output=5, cached_input=1024)


def test_usage_on_every_chunk_is_not_summed() -> None:
    def with_usage(delta: dict, finish: str | None, completion: int) -> str:
        usage = {"prompt_tokens": 40, "completion_tokens": completion}
        return WIRE.chunk(delta, finish, usage=usage)

    chunks = [
        with_usage({"content": "A"}, None, 1),
        with_usage({"content": "B"}, None, 2),
        with_usage({}, "stop", 3),
        "data: [DONE]\n\n",
    ]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert response.text == "AB"
    assert response.usage == TokenUsage(input=40, output=3)


def test_invalid_json_in_tool_arguments_is_kept_for_the_loop_to_report() -> None:
    with LoopbackServer() as server:
        server.add(WIRE.tool_reply([("call_x", "search", '{"query": "Mara"')]))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    (call,) = response.tool_calls
    assert not call.arguments_parse
    assert call.raw_arguments == '{"query": "Mara"'
    assert call.arguments == {}
    assert response.finish_reason is FinishReason.TOOL_CALLS


def test_fragments_without_index_and_sse_comments() -> None:
    def fragment(**function: str) -> dict:
        return {"tool_calls": [{"function": function}]}

    chunks = [
        ": OPENROUTER PROCESSING\n\n",
        WIRE.chunk({"tool_calls": [{"id": "a", "function": {"name": "search", "arguments": ""}}]}),
        WIRE.chunk(fragment(arguments='{"que')),
        WIRE.chunk(fragment(arguments='ry": "x"}')),
        WIRE.chunk({"tool_calls": [{"id": "b", "function": {"name": "outline"}}]}),
        WIRE.chunk({}, "tool_calls"),
        "data: [DONE]\n\n",
    ]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert [(c.id, c.name, c.arguments) for c in response.tool_calls] == [
        ("a", "search", {"query": "x"}),
        ("b", "outline", {}),
    ]


def test_tool_call_reported_with_finish_stop_still_counts_as_tool_calls() -> None:
    chunks = [
        WIRE.chunk(
            {
                "tool_calls": [
                    {"index": 0, "id": "c", "function": {"name": "outline", "arguments": "{}"}}
                ]
            }
        ),
        WIRE.chunk({}, "stop"),
        "data: [DONE]\n\n",
    ]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert response.finish_reason is FinishReason.TOOL_CALLS


def test_length_finish_reason() -> None:
    chunks = [WIRE.chunk({"content": "Once"}), WIRE.chunk({}, "length"), "data: [DONE]\n\n"]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert response.finish_reason is FinishReason.LENGTH


def test_context_error_object_mid_stream() -> None:
    error = {"error": {"message": "too long", "code": "context_length_exceeded"}}
    with LoopbackServer() as server:
        server.add(Reply(chunks=[sse(error)]))
        with pytest.raises(ProviderError) as excinfo:
            WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert excinfo.value.error.kind is ErrorKind.CONTEXT_TOO_LONG


def test_server_that_ignores_stream_and_sends_one_json_answer() -> None:
    answer = {
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": "c1",
                            "type": "function",
                            "function": {"name": "outline", "arguments": "{}"},
                        }
                    ],
                },
                "finish_reason": "tool_calls",
            }
        ],
        "usage": {"prompt_tokens": 9, "completion_tokens": 4},
    }
    with LoopbackServer() as server:
        server.add(json_reply(200, answer))
        response = WIRE.provider(server).complete(AiRequest("", (AiMessage.user("hi"),)))
    assert [c.name for c in response.tool_calls] == ["outline"]
    assert response.usage == TokenUsage(input=9, output=4)


def test_model_listing() -> None:
    models = {
        "object": "list",
        "data": [
            {"id": "gpt-b", "object": "model"},
            {"id": "anthropic/claude", "name": "Claude", "context_length": 200000},
        ],
    }
    with LoopbackServer() as server:
        server.add(json_reply(200, models))
        listed = WIRE.provider(server).list_models()
    assert [(m.id, m.label, m.context_window) for m in listed] == [
        ("anthropic/claude", "Claude", 200000),
        ("gpt-b", "gpt-b", None),
    ]
    assert server.requests[0].method == "GET"
    assert server.requests[0].path == "/v1/models"


def test_no_key_sends_no_authorization_header() -> None:
    with LoopbackServer() as server:
        server.add(WIRE.text_reply(["ok"]))
        OpenAICompatProvider(ProviderConfig(base_url=server.url + "/v1")).complete(
            AiRequest("", (AiMessage.user("hi"),))
        )
    assert "authorization" not in server.requests[0].headers
    assert "model" not in server.requests[0].body  # llama.cpp serves one model, needs no name
    assert json.dumps(server.requests[0].body)


def test_the_body_sent_is_the_chat_body_as_httpx_encodes_it_and_reuses_earlier_json() -> None:
    from assistant.agent.providers import openai_compat

    provider = OpenAICompatProvider(
        ProviderConfig(base_url="http://127.0.0.1:1/v1", model="m", temperature=0.2,
                       max_output_tokens=300)
    )
    call = AiToolCall.from_raw("c1", "search", '{"query": "Mára’s “bridge”"}')
    messages = (
        AiMessage.system("Answer in Norwegian."),
        AiMessage.user("Hvor er «broen»?\u2028"),
        AiMessage.assistant("", (call,)),
        AiMessage.tool_result(call, "2 hits", is_error=False),
    )
    spec = AiToolSpec("search", "Search.", {"type": "object", "properties": {}})
    request = AiRequest("You help a novelist.", messages, (spec,))
    expected = json.dumps(
        provider.chat_body(request), ensure_ascii=False, separators=(",", ":"), allow_nan=False
    ).encode()
    assert provider.request_body(request) == expected
    kept = len(openai_compat._ENCODED)
    longer = AiRequest("You help a novelist.", (*messages, AiMessage.user("Og så?")), (spec,))
    assert json.loads(provider.request_body(longer)) == provider.chat_body(longer)
    assert len(openai_compat._ENCODED) == kept + 1  # only the new message was encoded


def test_the_bodies_of_a_turn_match_the_chat_body_however_the_messages_change() -> None:
    """Each request of a turn joins its new messages onto the last one's JSON; a request that
    does not continue the last one (another conversation, a message replaced, a system
    message among the others) is made whole again."""
    provider = OpenAICompatProvider(ProviderConfig(base_url="http://127.0.0.1:1/v1", model="m"))
    spec = AiToolSpec("search", "Search.", {"type": "object", "properties": {}})

    def same(messages: tuple[AiMessage, ...]) -> None:
        request = AiRequest("You help a novelist.", messages, (spec,))
        assert json.loads(provider.request_body(request)) == provider.chat_body(request)

    turn: tuple[AiMessage, ...] = (AiMessage.user("Hvor er «broen»?"),)
    same(turn)
    for number in range(3):
        call = AiToolCall.from_raw(f"c{number}", "search", '{"query": "bro"}')
        turn += (AiMessage.assistant("", (call,)), AiMessage.tool_result(call, f"{number} hits"))
        same(turn)
    same(turn[:2])
    same((turn[0], AiMessage.assistant("Ved elva."), *turn[2:]))
    same((*turn[:3], AiMessage.system("Answer in Norwegian."), *turn[3:]))
    same(())
    same(turn)


@pytest.mark.parametrize(
    ("content_type", "encoded"),
    [
        ("text/event-stream", "utf-8"),
        ("text/event-stream; charset=utf-8", "utf-8"),
        ('text/event-stream; Charset="ISO-8859-1"', "latin-1"),
    ],
)
def test_an_answer_is_read_in_the_charset_its_server_names(
    content_type: str, encoded: str
) -> None:
    piece = {"choices": [{"index": 0, "delta": {"content": "Mára på brua"}}]}
    done = {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
    events = [json.dumps(piece, ensure_ascii=False), json.dumps(done)]
    body = "".join(sse(event) for event in [*events, "[DONE]"]).encode(encoded)
    assert ("á".encode(encoded) in body) and (b"\\u" not in body)
    with LoopbackServer() as server:
        server.add(Reply(chunks=[body], content_type=content_type))
        answer = OpenAICompatProvider(ProviderConfig(base_url=server.url + "/v1")).complete(
            AiRequest("", (AiMessage.user("Hvor?"),))
        )
    assert answer.text == "Mára på brua"


def test_every_message_is_sent_as_its_chat_shape_made_json() -> None:
    """Tool results and single tool calls are written out by hand; each must be exactly
    the JSON of its chat shape, however odd its text."""
    from assistant.agent.providers import openai_compat
    from assistant.agent.providers.encoded import dump

    odd = 'quote " backslash \\ newline \n tab \t «Mára» \u2028 \x00 \U0001f30a'
    one = AiToolCall.from_raw("c1", "search", '{"query": "Mára’s “bridge”"}')
    empty = AiToolCall.from_raw("c2", "outline", "")
    bad = AiToolCall.from_raw("c\"3", "search", '{"query": ')
    messages = [
        AiMessage.tool_result(one, odd),
        AiMessage.tool_result(bad, "", is_error=True),
        AiMessage.assistant("", (one,)),
        AiMessage.assistant(odd, (empty,)),
        AiMessage.assistant("", (bad,)),
        AiMessage.assistant("Two at once.", (one, empty)),
        AiMessage.assistant(odd),
        AiMessage.user(odd),
    ]
    for message in messages:
        made = openai_compat._message_json(message)
        assert made == dump(openai_compat._message(message)), message
        assert json.loads(made) == openai_compat._message(message)

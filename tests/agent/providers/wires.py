"""Scripted replies in each wire format, so the same failure tests run against all three."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from assistant.agent.providers.anthropic import AnthropicProvider
from assistant.agent.providers.base import HttpProvider, ProviderConfig
from assistant.agent.providers.ollama import OllamaProvider
from assistant.agent.providers.openai_compat import OpenAICompatProvider
from assistant.agent.providers.retry import RetryPolicy
from assistant.agent.providers.streaming import Timeouts
from tests.agent.providers.loopback import Hang, LoopbackServer, Reply, json_reply, ndjson, sse

API_KEY = "sk-test-0123456789abcdef"


@dataclass
class SleepRecorder:
    """A retry sleep that records the waits instead of sleeping."""

    waits: list[float] = field(default_factory=list)

    def __call__(self, seconds: float, cancel: Any) -> None:
        self.waits.append(seconds)


def fast_retry(sleeps: SleepRecorder | None = None, **changes: Any) -> RetryPolicy:
    return RetryPolicy(sleep=sleeps or SleepRecorder(), **changes)


def split(text: str, size: int = 3) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


class Wire:
    name = ""
    provider_class: type[HttpProvider] = HttpProvider
    base_suffix = ""

    def provider(
        self,
        server: LoopbackServer,
        *,
        retry: RetryPolicy | None = None,
        timeouts: Timeouts | None = None,
        api_key: str | None = API_KEY,
        **config: Any,
    ) -> HttpProvider:
        return self.provider_class(
            ProviderConfig(
                base_url=server.url + self.base_suffix,
                model=config.pop("model", "test-model"),
                api_key=api_key,
                retry=retry or fast_retry(),
                timeouts=timeouts or Timeouts(connect=2, read=10, deadline=30),
                **config,
            )
        )

    def text_chunks(self, pieces: list[str], usage: tuple[int, int] | None = (7, 3)) -> list[str]:
        raise NotImplementedError

    def text_reply(self, pieces: list[str], usage: tuple[int, int] | None = (7, 3)) -> Reply:
        return Reply(chunks=self.text_chunks(pieces, usage), content_type=self.content_type)

    def tool_reply(self, calls: list[tuple[str, str, str]]) -> Reply:
        raise NotImplementedError

    def error_reply(
        self, status: int, message: str, type_: str = "", headers: dict[str, str] | None = None
    ) -> Reply:
        raise NotImplementedError

    def midstream_error(self, message: str, type_: str = "") -> Reply:
        raise NotImplementedError

    def slow_reply(self) -> Reply:
        """Some text, then nothing more until the client goes away."""
        chunks: list[str | bytes | Hang] = list(self.text_chunks(["Once upon"], None))
        chunks = chunks[: len(chunks) - self.closing_chunks]
        chunks.append(Hang())
        return Reply(chunks=chunks, content_type=self.content_type)

    def dropped_reply(self) -> Reply:
        chunks = self.text_chunks(["Once", " upon", " a time"], None)
        return Reply(chunks=chunks[:2], content_type=self.content_type, drop=True)

    content_type = "text/event-stream"
    closing_chunks = 0  # how many chunks of a text reply come after the text


class OpenAIWire(Wire):
    name = "openai"
    provider_class = OpenAICompatProvider
    base_suffix = "/v1"
    closing_chunks = 2

    @staticmethod
    def chunk(delta: dict[str, Any], finish: str | None = None, **extra: Any) -> str:
        return sse(
            {
                "id": "chatcmpl-1",
                "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
                **extra,
            }
        )

    @staticmethod
    def usage_chunk(prompt: int, completion: int, cached: int = 0) -> str:
        usage: dict[str, Any] = {
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "total_tokens": prompt + completion,
        }
        if cached:
            usage["prompt_tokens_details"] = {"cached_tokens": cached}
        return sse({"id": "chatcmpl-1", "choices": [], "usage": usage})

    def text_chunks(self, pieces: list[str], usage: tuple[int, int] | None = (7, 3)) -> list[str]:
        chunks = [self.chunk({"role": "assistant", "content": ""})]
        chunks += [self.chunk({"content": piece}) for piece in pieces]
        chunks.append(self.chunk({}, "stop"))
        if usage:
            chunks.append(self.usage_chunk(*usage))
        chunks.append("data: [DONE]\n\n")
        return chunks

    def tool_reply(self, calls: list[tuple[str, str, str]]) -> Reply:
        chunks = [self.chunk({"role": "assistant", "content": None})]
        for index, (call_id, name, arguments) in enumerate(calls):
            chunks.append(
                self.chunk(
                    {
                        "tool_calls": [
                            {
                                "index": index,
                                "id": call_id,
                                "type": "function",
                                "function": {"name": name, "arguments": ""},
                            }
                        ]
                    }
                )
            )
            for piece in split(arguments, 2):
                chunks.append(
                    self.chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
                )
        chunks.append(self.chunk({}, "tool_calls"))
        chunks.append(self.usage_chunk(20, 9))
        chunks.append("data: [DONE]\n\n")
        return Reply(chunks=chunks)

    def error_reply(
        self, status: int, message: str, type_: str = "", headers: dict[str, str] | None = None
    ) -> Reply:
        body = {"error": {"message": message, "type": type_ or "invalid_request_error"}}
        return json_reply(status, body, headers)

    def midstream_error(self, message: str, type_: str = "") -> Reply:
        return Reply(
            chunks=[
                self.chunk({"role": "assistant", "content": "Partial"}),
                sse({"error": {"message": message, "type": type_ or "server_error"}}),
            ]
        )


class AnthropicWire(Wire):
    name = "anthropic"
    provider_class = AnthropicProvider
    closing_chunks = 3

    @staticmethod
    def event(data: dict[str, Any]) -> str:
        return sse(data, event=data["type"])

    def start(self, input_tokens: int | None = 7, **cache: int) -> str:
        message: dict[str, Any] = {
            "id": "msg_1",
            "type": "message",
            "role": "assistant",
            "content": [],
            "model": "test-model",
        }
        if input_tokens is not None:
            message["usage"] = {"input_tokens": input_tokens, "output_tokens": 1, **cache}
        return self.event({"type": "message_start", "message": message})

    def finish(self, stop_reason: str, output_tokens: int | None) -> list[str]:
        delta: dict[str, Any] = {
            "type": "message_delta",
            "delta": {"stop_reason": stop_reason, "stop_sequence": None},
        }
        if output_tokens is not None:
            delta["usage"] = {"output_tokens": output_tokens}
        return [self.event(delta), self.event({"type": "message_stop"})]

    def text_chunks(self, pieces: list[str], usage: tuple[int, int] | None = (7, 3)) -> list[str]:
        chunks = [
            self.start(usage[0] if usage else None),
            self.event(
                {
                    "type": "content_block_start",
                    "index": 0,
                    "content_block": {"type": "text", "text": ""},
                }
            ),
            self.event({"type": "ping"}),
        ]
        chunks += [
            self.event(
                {
                    "type": "content_block_delta",
                    "index": 0,
                    "delta": {"type": "text_delta", "text": piece},
                }
            )
            for piece in pieces
        ]
        chunks.append(self.event({"type": "content_block_stop", "index": 0}))
        chunks += self.finish("end_turn", usage[1] if usage else None)
        return chunks

    def tool_reply(self, calls: list[tuple[str, str, str]]) -> Reply:
        chunks = [self.start(20)]
        for index, (call_id, name, arguments) in enumerate(calls):
            chunks.append(
                self.event(
                    {
                        "type": "content_block_start",
                        "index": index,
                        "content_block": {
                            "type": "tool_use",
                            "id": call_id,
                            "name": name,
                            "input": {},
                        },
                    }
                )
            )
            for piece in split(arguments, 2):
                chunks.append(
                    self.event(
                        {
                            "type": "content_block_delta",
                            "index": index,
                            "delta": {"type": "input_json_delta", "partial_json": piece},
                        }
                    )
                )
            chunks.append(self.event({"type": "content_block_stop", "index": index}))
        chunks += self.finish("tool_use", 9)
        return Reply(chunks=chunks)

    def error_reply(
        self, status: int, message: str, type_: str = "", headers: dict[str, str] | None = None
    ) -> Reply:
        body = {
            "type": "error",
            "error": {"type": type_ or "invalid_request_error", "message": message},
        }
        return json_reply(status, body, headers)

    def midstream_error(self, message: str, type_: str = "") -> Reply:
        return Reply(
            chunks=[
                self.start(),
                self.event(
                    {"type": "error", "error": {"type": type_ or "api_error", "message": message}}
                ),
            ]
        )


class OllamaWire(Wire):
    name = "ollama"
    provider_class = OllamaProvider
    content_type = "application/x-ndjson"
    closing_chunks = 1

    @staticmethod
    def line(content: str = "", *, done: bool = False, **extra: Any) -> str:
        data: dict[str, Any] = {
            "model": "test-model",
            "created_at": "2025-01-01T00:00:00Z",
            "message": {"role": "assistant", "content": content, **extra.pop("message", {})},
            "done": done,
            **extra,
        }
        return ndjson(data)

    def final(self, usage: tuple[int, int] | None, reason: str = "stop") -> str:
        extra: dict[str, Any] = {"done_reason": reason}
        if usage:
            extra.update(prompt_eval_count=usage[0], eval_count=usage[1])
        return self.line(done=True, **extra)

    def text_chunks(self, pieces: list[str], usage: tuple[int, int] | None = (7, 3)) -> list[str]:
        return [self.line(piece) for piece in pieces] + [self.final(usage)]

    def tool_reply(self, calls: list[tuple[str, str, str]]) -> Reply:
        tool_calls = [
            {"id": call_id, "function": {"name": name, "arguments": json.loads(arguments)}}
            for call_id, name, arguments in calls
        ]
        chunks = [
            self.line("", message={"tool_calls": tool_calls}),
            self.final((20, 9)),
        ]
        return Reply(chunks=chunks, content_type=self.content_type)

    def error_reply(
        self, status: int, message: str, type_: str = "", headers: dict[str, str] | None = None
    ) -> Reply:
        return json_reply(status, {"error": message}, headers)

    def midstream_error(self, message: str, type_: str = "") -> Reply:
        return Reply(
            chunks=[self.line("Partial"), ndjson({"error": message})],
            content_type=self.content_type,
        )


WIRES = [OpenAIWire(), AnthropicWire(), OllamaWire()]

"""Anthropic's Messages API.

The system prompt goes top-level; turns are lists of content blocks (``text``, ``tool_use``,
and ``tool_result`` inside a user turn). The stream is a series of typed events; a tool's
input arrives as ``input_json_delta`` pieces joined per block; ``message_delta`` carries
cumulative usage (the latest figure replaces the earlier one, never adds to it). The stable
system prompt and tool list are marked for prompt caching.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from assistant.agent.loop.messages import (
    AiMessage,
    AiRequest,
    AiResponse,
    AiToolCall,
    ErrorKind,
    FinishReason,
    ProviderError,
    Role,
    TokenUsage,
)
from assistant.agent.providers.base import (
    HttpProvider,
    ModelInfo,
    TextSink,
    as_int,
    json_payloads,
    model_name,
    system_text,
)
from assistant.agent.providers.errors import bad_response, classify_error
from assistant.agent.providers.sse import iter_sse
from assistant.agent.providers.streaming import StreamBody

API_VERSION = "2023-06-01"
DEFAULT_MAX_TOKENS = 4096
CACHE = {"type": "ephemeral"}

_STOP = {
    "end_turn": FinishReason.STOP,
    "stop_sequence": FinishReason.STOP,
    "tool_use": FinishReason.TOOL_CALLS,
    "max_tokens": FinishReason.LENGTH,
    "model_context_window_exceeded": FinishReason.LENGTH,
    "refusal": FinishReason.CONTENT_FILTER,
}


def usage_from(fields: dict[str, Any]) -> TokenUsage:
    """Anthropic counts cache reads and writes apart from ``input_tokens``; add them back."""
    read = as_int(fields.get("cache_read_input_tokens"))
    written = as_int(fields.get("cache_creation_input_tokens"))
    return TokenUsage(
        input=as_int(fields.get("input_tokens")) + read + written,
        output=as_int(fields.get("output_tokens")),
        cached_input=read,
        cache_write=written,
    )


def messages_payload(request: AiRequest) -> list[dict[str, Any]]:
    """Turns as content blocks; tool results ride in the next user turn, after its tool use."""
    out: list[dict[str, Any]] = []

    def push(role: str, blocks: list[dict[str, Any]]) -> None:
        if not blocks:
            return
        if out and out[-1]["role"] == role:
            out[-1]["content"].extend(blocks)
        else:
            out.append({"role": role, "content": blocks})

    for message in request.messages:
        if message.role is Role.SYSTEM:
            continue
        if message.role is Role.USER:
            push("user", _text_blocks(message.content))
        elif message.role is Role.ASSISTANT:
            blocks = _text_blocks(message.content)
            blocks.extend(
                {"type": "tool_use", "id": call.id, "name": call.name, "input": call.arguments}
                for call in message.tool_calls
            )
            push("assistant", blocks)
        elif message.role is Role.TOOL:
            push("user", [_tool_result(message)])
    return out


def _text_blocks(text: str) -> list[dict[str, Any]]:
    return [{"type": "text", "text": text}] if text.strip() else []


def _tool_result(message: AiMessage) -> dict[str, Any]:
    block: dict[str, Any] = {
        "type": "tool_result",
        "tool_use_id": message.tool_call_id,
        "content": message.content or "(no output)",
    }
    if message.is_error:
        block["is_error"] = True
    return block


class AnthropicProvider(HttpProvider):
    """The Messages API with streaming, tool use, usage and prompt caching."""

    kind = "anthropic"

    def chat_url(self) -> str:
        return self.config.url("v1/messages")

    def models_url(self) -> str:
        return self.config.url("v1/models?limit=1000")

    def headers(self) -> dict[str, str]:
        headers = {
            "content-type": "application/json",
            "accept": "text/event-stream",
            "anthropic-version": API_VERSION,
        }
        if self.config.api_key:
            headers["x-api-key"] = self.config.api_key
        headers.update(self.config.extra_headers)
        return headers

    def chat_body(self, request: AiRequest) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.config.model,
            "max_tokens": request.max_output_tokens
            or self.config.max_output_tokens
            or DEFAULT_MAX_TOKENS,
            "messages": messages_payload(request),
            "stream": True,
        }
        if body["messages"]:
            # the conversation so far is cached too: the next request, which repeats it and
            # adds to it, reads it from the cache (Anthropic caches up to each breakpoint)
            body["messages"][-1]["content"][-1]["cache_control"] = CACHE
        system = system_text(request)
        if system:
            body["system"] = [{"type": "text", "text": system, "cache_control": CACHE}]
        if request.tools:
            tools = [
                {
                    "name": spec.name,
                    "description": spec.description,
                    "input_schema": spec.parameters,
                }
                for spec in request.tools
            ]
            tools[-1]["cache_control"] = CACHE
            body["tools"] = tools
        temperature = (
            request.temperature if request.temperature is not None else self.config.temperature
        )
        if temperature is not None:
            body["temperature"] = temperature
        return body

    def read_chat(self, body: StreamBody, on_text: TextSink) -> AiResponse:
        blocks: dict[int, dict[str, Any]] = {}
        usage: dict[str, Any] = {}
        stop_reason: str | None = None
        finished = False
        model = ""
        for event in iter_sse(body.lines):
            for data in json_payloads(event.data):
                if not isinstance(data, dict):
                    raise bad_response(f"unexpected event: {str(data)[:200]}")
                kind = data.get("type") or event.event
                if kind == "error":
                    raise ProviderError(classify_error(None, data, secrets=self.session.secrets))
                if kind == "message_start":
                    message = data.get("message") or {}
                    usage.update(_present(message.get("usage")))
                    model = model_name(message.get("model")) or model
                elif kind == "content_block_start":
                    block = dict(data.get("content_block") or {})
                    block["parts"] = []
                    blocks[as_int(data.get("index"))] = block
                elif kind == "content_block_delta":
                    self._delta(blocks, data, on_text)
                elif kind == "message_delta":
                    stop_reason = (data.get("delta") or {}).get("stop_reason") or stop_reason
                    usage.update(_present(data.get("usage")))
                elif kind == "message_stop":
                    finished = True
        if not finished:
            raise ProviderError.of(
                ErrorKind.NETWORK, "the stream ended before the answer was complete"
            )
        return replace(self._response(blocks, usage, stop_reason), model=model)

    @staticmethod
    def _delta(blocks: dict[int, dict[str, Any]], data: dict[str, Any], on_text: TextSink) -> None:
        index = as_int(data.get("index"))
        block = blocks.setdefault(index, {"type": "text", "parts": []})
        delta = data.get("delta") or {}
        if delta.get("type") == "text_delta" and block.get("type") == "text":
            piece = delta.get("text") or ""
            if piece:
                block["parts"].append(piece)
                on_text(piece)
        elif delta.get("type") == "input_json_delta":
            block["parts"].append(delta.get("partial_json") or "")
        # thinking, signature and citation deltas are not part of the answer

    @staticmethod
    def _response(
        blocks: dict[int, dict[str, Any]], usage: dict[str, Any], stop_reason: str | None
    ) -> AiResponse:
        text: list[str] = []
        calls: list[AiToolCall] = []
        for index in sorted(blocks):
            block = blocks[index]
            if block.get("type") == "text":
                text.append("".join(block["parts"]) or block.get("text") or "")
            elif block.get("type") == "tool_use":
                raw = "".join(block["parts"])
                if not raw.strip():
                    start_input = block.get("input")
                    raw = json.dumps(start_input, ensure_ascii=False) if start_input else "{}"
                if not block.get("name"):
                    raise bad_response(f"tool use block {index} has no name")
                calls.append(
                    AiToolCall.from_raw(block.get("id") or f"toolu_{index}", block["name"], raw)
                )
        reason = _STOP.get(
            stop_reason or "", FinishReason.OTHER if stop_reason else FinishReason.STOP
        )
        if calls and reason is FinishReason.STOP:
            reason = FinishReason.TOOL_CALLS
        return AiResponse(
            text="".join(text),
            tool_calls=tuple(calls),
            usage=usage_from(usage),
            finish_reason=reason,
        )

    def parse_models(self, data: Any) -> list[ModelInfo]:
        return [
            ModelInfo(id=str(item["id"]), display_name=str(item.get("display_name") or ""))
            for item in (data.get("data") or [])
            if isinstance(item, dict) and item.get("id")
        ]


def _present(fields: Any) -> dict[str, Any]:
    """The usage fields actually given (a later event may leave some out or set them null)."""
    if not isinstance(fields, dict):
        return {}
    return {key: value for key, value in fields.items() if value is not None}

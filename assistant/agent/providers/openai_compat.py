"""OpenAI-compatible chat completions: OpenAI, OpenRouter, Ollama's /v1, LM Studio, llama.cpp's
``llama-server``, vLLM.

Streams ``data:`` lines until ``[DONE]``; tool-call fragments are joined by index and parsed
only when complete; usage comes from the final chunk asked for with
``stream_options.include_usage`` (servers that send none, or send one on every chunk, are
handled: the last one wins). ``tool_choice`` is never sent: "auto" is every server's default
and some servers reject the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import httpx

from assistant.agent.loop.messages import (
    AiMessage,
    AiRequest,
    AiResponse,
    AiToolCall,
    AiToolSpec,
    ErrorKind,
    FinishReason,
    ProviderError,
    Role,
    TokenUsage,
)
from assistant.agent.providers.base import (
    HttpProvider,
    ModelInfo,
    ProviderConfig,
    TextSink,
    as_int,
    json_payloads,
    model_name,
    parse_json,
    system_text,
)
from assistant.agent.providers.encoded import EncodedCache, JoinedJson, dump
from assistant.agent.providers.errors import bad_response, classify_error
from assistant.agent.providers.httplog import HttpLog
from assistant.agent.providers.sse import iter_sse
from assistant.agent.providers.streaming import StreamBody, read_json

_ENCODED = EncodedCache()
"""The JSON of messages and tool specs already sent (see :mod:`.encoded`)."""

_FINISH = {
    "stop": FinishReason.STOP,
    "end_turn": FinishReason.STOP,
    "eos": FinishReason.STOP,
    "tool_calls": FinishReason.TOOL_CALLS,
    "function_call": FinishReason.TOOL_CALLS,
    "length": FinishReason.LENGTH,
    "max_tokens": FinishReason.LENGTH,
    "content_filter": FinishReason.CONTENT_FILTER,
}


def finish_reason(value: str | None, has_tool_calls: bool) -> FinishReason:
    reason = _FINISH.get(value or "", FinishReason.OTHER if value else FinishReason.STOP)
    if has_tool_calls and reason is FinishReason.STOP:
        return FinishReason.TOOL_CALLS  # some servers say "stop" after a tool call
    return reason


def tool_spec(spec: AiToolSpec) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": spec.name,
            "description": spec.description,
            "parameters": spec.parameters,
        },
    }


def chat_messages(request: AiRequest) -> list[dict[str, Any]]:
    """The conversation in the chat-completions shape (system first)."""
    out: list[dict[str, Any]] = []
    system = system_text(request)
    if system:
        out.append({"role": "system", "content": system})
    for message in request.messages:
        if message.role is Role.SYSTEM:
            continue
        out.append(_message(message))
    return out


def _message(message: AiMessage) -> dict[str, Any]:
    if message.role is Role.TOOL:
        return {
            "role": "tool",
            "tool_call_id": message.tool_call_id,
            "content": message.content,
        }
    if message.role is Role.ASSISTANT and message.tool_calls:
        return {
            "role": "assistant",
            "content": message.content or None,
            "tool_calls": [
                {
                    "id": call.id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": call.raw_arguments or "{}"},
                }
                for call in message.tool_calls
            ],
        }
    return {"role": str(message.role), "content": message.content}


def _message_json(message: AiMessage) -> str:
    """:func:`_message` as JSON; a tool result and a single tool call, which every round
    of a turn adds, are written out directly (the same text, made quicker)."""
    if message.role is Role.TOOL:
        return (
            f'{{"role":"tool","tool_call_id":{dump(message.tool_call_id)},'
            f'"content":{dump(message.content)}}}'
        )
    if message.role is Role.ASSISTANT and len(message.tool_calls) == 1:
        call = message.tool_calls[0]
        content = dump(message.content) if message.content else "null"
        return (
            f'{{"role":"assistant","content":{content},"tool_calls":[{{"id":{dump(call.id)},'
            f'"type":"function","function":{{"name":{dump(call.name)},'
            f'"arguments":{dump(call.raw_arguments or "{}")}}}}}]}}'
        )
    return dump(_message(message))


def _tool_json(spec: AiToolSpec) -> str:
    return dump(tool_spec(spec))


def usage_from(data: dict[str, Any]) -> TokenUsage:
    """Usage from a chat-completions ``usage`` object (cached prompt tokens included)."""
    details = data.get("prompt_tokens_details") or {}
    cached = as_int(details.get("cached_tokens") if isinstance(details, dict) else 0)
    if not cached:
        cached = as_int(data.get("prompt_cache_hit_tokens"))  # DeepSeek's name for it
    return TokenUsage(
        input=as_int(data.get("prompt_tokens")),
        output=as_int(data.get("completion_tokens")),
        cached_input=cached,
    )


@lru_cache(maxsize=8)
def _system_json(system: str) -> str:
    """The system message's JSON (the same prompt is sent with every request of a turn)."""
    return dump({"role": "system", "content": system})


def _options_for(
    max_tokens_field: str, model: str, max_tokens: int | None, temperature: float | None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The body's fields but the messages, before and after the tools."""
    head: dict[str, Any] = {"stream": True, "stream_options": {"include_usage": True}}
    if model:
        head["model"] = model
    tail: dict[str, Any] = {}
    if max_tokens:
        tail[max_tokens_field] = max_tokens
    if temperature is not None:
        tail["temperature"] = temperature
    return head, tail


@lru_cache(maxsize=32)
def _options_json(
    max_tokens_field: str, model: str, max_tokens: int | None, temperature: float | None
) -> tuple[str, str]:
    """:func:`_options_for` as JSON (``,"key":value`` each), made once per set of values."""
    head, tail = _options_for(max_tokens_field, model, max_tokens, temperature)
    return _fields_json(head), _fields_json(tail)


def _fields_json(fields: dict[str, Any]) -> str:
    return "".join(f",{dump(key)}:{dump(value)}" for key, value in fields.items())


@dataclass
class _CallParts:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


class ToolCallAssembler:
    """Joins streamed tool-call fragments by index; parses the arguments once complete."""

    def __init__(self) -> None:
        self._calls: dict[int, _CallParts] = {}
        self._last = -1

    def add(self, fragment: dict[str, Any]) -> None:
        index = fragment.get("index")
        frag_id = fragment.get("id") or ""
        if not isinstance(index, int):
            # No index (some servers): a new id starts a new call, else it continues the last.
            current = self._calls.get(self._last)
            new = current is None or (frag_id and current.id and frag_id != current.id)
            index = (max(self._calls) + 1 if self._calls else 0) if new else self._last
        parts = self._calls.setdefault(index, _CallParts())
        self._last = index
        if frag_id and not parts.id:
            parts.id = frag_id
        function = fragment.get("function") or {}
        name = function.get("name")
        if name and not parts.name:
            parts.name = name
        arguments = function.get("arguments")
        if isinstance(arguments, dict):  # a few servers send an object, not text
            parts.arguments.append(json.dumps(arguments, ensure_ascii=False))
        elif arguments:
            parts.arguments.append(str(arguments))

    def calls(self) -> tuple[AiToolCall, ...]:
        out = []
        for index in sorted(self._calls):
            parts = self._calls[index]
            if not parts.name:
                raise bad_response(f"tool call {index} arrived without a name")
            out.append(
                AiToolCall.from_raw(
                    parts.id or f"call_{index}", parts.name, "".join(parts.arguments)
                )
            )
        return tuple(out)


class OpenAICompatProvider(HttpProvider):
    """Chat completions over HTTP with streaming, tools and usage."""

    kind = "openai"

    def __init__(
        self,
        config: ProviderConfig,
        *,
        max_tokens_field: str = "max_tokens",
        http_log: HttpLog | None = None,
        client: httpx.Client | None = None,
    ) -> None:
        super().__init__(config, http_log=http_log, client=client)
        self.max_tokens_field = max_tokens_field
        self._messages_json = JoinedJson(_ENCODED)
        """The messages of the last request, as JSON (the next one of a turn adds to them)."""

    def chat_url(self) -> str:
        return self.config.url("chat/completions")

    def models_url(self) -> str:
        return self.config.url("models")

    def headers(self) -> dict[str, str]:
        headers = {"content-type": "application/json", "accept": "text/event-stream"}
        if self.config.api_key:
            headers["authorization"] = f"Bearer {self.config.api_key}"
        headers.update(self.config.extra_headers)
        return headers

    def chat_body(self, request: AiRequest) -> dict[str, Any]:
        head, tail = self._options(request)
        body: dict[str, Any] = {"messages": chat_messages(request), **head}
        if request.tools:
            body["tools"] = [tool_spec(spec) for spec in request.tools]
        body.update(tail)
        return body

    def request_body(self, request: AiRequest) -> bytes:
        """:meth:`chat_body` as sent, with each message's and tool's JSON made once (see
        :mod:`.encoded`)."""
        system = system_text(request)
        messages = request.messages
        system_role = Role.SYSTEM
        if system_role in [message.role for message in messages]:
            messages = tuple(m for m in messages if m.role is not system_role)
        joined = self._messages_json.join(messages, _message_json)
        if system:
            joined = f"{_system_json(system)},{joined}" if joined else _system_json(system)
        head, tail = _options_json(self.max_tokens_field, *self._option_values(request))
        parts = ['{"messages":[', joined, "]", head]
        if request.tools:
            tools = ",".join(_ENCODED.get(spec, _tool_json) for spec in request.tools)
            parts.append(f',"tools":[{tools}]')
        parts += [tail, "}"]
        return "".join(parts).encode()

    def _options(self, request: AiRequest) -> tuple[dict[str, Any], dict[str, Any]]:
        """The body's fields but the messages, before and after the tools."""
        return _options_for(self.max_tokens_field, *self._option_values(request))

    def _option_values(self, request: AiRequest) -> tuple[str, int | None, float | None]:
        """The model, the output limit and the temperature this request is sent with."""
        max_tokens = request.max_output_tokens or self.config.max_output_tokens
        temperature = (
            request.temperature if request.temperature is not None else self.config.temperature
        )
        return self.config.model, max_tokens, temperature

    def read_chat(self, body: StreamBody, on_text: TextSink) -> AiResponse:
        if body.content_type.startswith("application/json"):
            return self._read_whole(body, on_text)
        text: list[str] = []
        calls = ToolCallAssembler()
        reason: str | None = None
        usage: dict[str, Any] | None = None
        done = False
        model = ""
        named: Any = None  # the model as the server last named it
        for event in iter_sse(body.lines):
            data = event.data
            if data.strip() == "[DONE]":
                done = True
                break
            try:  # one JSON object per event, nearly always
                chunks: Any = (parse_json(data),)
            except (ValueError, RecursionError):
                chunks = json_payloads(data)  # several lines, or a reason why not
            for chunk in chunks:
                if not isinstance(chunk, dict):
                    raise bad_response(f"unexpected stream chunk: {str(chunk)[:200]}")
                if chunk.get("error"):
                    raise ProviderError(classify_error(None, chunk, secrets=self.session.secrets))
                if "usage" in chunk and isinstance(chunk["usage"], dict):
                    usage = chunk["usage"]
                if "model" in chunk and chunk["model"] != named:
                    named = chunk["model"]
                    model = model_name(named) or model
                for choice in chunk.get("choices") or ():
                    if choice.get("index", 0) != 0:
                        continue
                    delta = choice.get("delta") or choice.get("message") or {}
                    content = delta.get("content")
                    if isinstance(content, str) and content:
                        text.append(content)
                        on_text(content)
                    for fragment in delta.get("tool_calls") or []:
                        calls.add(fragment)
                    if choice.get("finish_reason"):
                        reason = choice["finish_reason"]
        if not done and reason is None:
            raise ProviderError.of(
                ErrorKind.NETWORK, "the stream ended before the answer was complete"
            )
        tool_calls = calls.calls()
        return AiResponse(
            text="".join(text),
            tool_calls=tool_calls,
            usage=usage_from(usage) if usage is not None else TokenUsage(),
            finish_reason=finish_reason(reason, bool(tool_calls)),
            model=model,
        )

    def _read_whole(self, body: StreamBody, on_text: TextSink) -> AiResponse:
        """A server that ignored ``stream`` and sent one JSON completion."""
        data = read_json(body)
        if not isinstance(data, dict):
            raise bad_response("the answer is not a JSON object")
        if data.get("error"):
            raise ProviderError(classify_error(None, data, secrets=self.session.secrets))
        choices = data.get("choices") or []
        if not choices:
            raise bad_response("the answer has no choices")
        message = choices[0].get("message") or {}
        text = message.get("content") or ""
        if text:
            on_text(text)
        calls = ToolCallAssembler()
        for index, fragment in enumerate(message.get("tool_calls") or []):
            calls.add({"index": index, **fragment})
        tool_calls = calls.calls()
        usage = usage_from(data["usage"]) if isinstance(data.get("usage"), dict) else TokenUsage()
        return AiResponse(
            text=text,
            tool_calls=tool_calls,
            usage=usage,
            finish_reason=finish_reason(choices[0].get("finish_reason"), bool(tool_calls)),
            model=model_name(data.get("model")),
        )

    def parse_models(self, data: Any) -> list[ModelInfo]:
        items = data.get("data") if isinstance(data, dict) else data
        models = []
        for item in items or []:
            if not isinstance(item, dict) or not item.get("id"):
                continue
            context = item.get("context_length") or item.get("max_context_length")
            models.append(
                ModelInfo(
                    id=str(item["id"]),
                    display_name=str(item.get("name") or ""),
                    context_window=as_int(context) or None,
                )
            )
        return models

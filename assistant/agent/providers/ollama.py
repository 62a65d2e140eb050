"""Ollama's native ``/api/chat``.

The answer streams as one JSON object per line; tool calls carry their arguments as objects;
``prompt_eval_count`` and ``eval_count`` are the usage. ``options.num_ctx`` is always sent
from the settings: Ollama's small default context silently cuts long projects short.
An ``{"error": …}`` line may arrive after a 200.
"""

from __future__ import annotations

import json
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
    loads_cut,
    model_name,
    system_text,
)
from assistant.agent.providers.errors import bad_response, classify_error
from assistant.agent.providers.openai_compat import tool_spec
from assistant.agent.providers.streaming import StreamBody
from assistant.world.safetext import MAX_NESTING, too_deep

_DONE = {"stop": FinishReason.STOP, "length": FinishReason.LENGTH}


def chat_messages(request: AiRequest) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    system = system_text(request)
    if system:
        out.append({"role": "system", "content": system})
    for message in request.messages:
        if message.role is not Role.SYSTEM:
            out.append(_message(message))
    return out


def _message(message: AiMessage) -> dict[str, Any]:
    if message.role is Role.TOOL:
        return {
            "role": "tool",
            "content": message.content,
            "tool_name": message.tool_name,
            "tool_call_id": message.tool_call_id,
        }
    out: dict[str, Any] = {"role": str(message.role), "content": message.content}
    if message.tool_calls:
        out["tool_calls"] = [
            {"id": call.id, "function": {"name": call.name, "arguments": call.arguments}}
            for call in message.tool_calls
        ]
    return out


LINE_NESTING = MAX_NESTING + 16
"""Lines nested deeper than this are read with the deeper parts cut (see ``loads_cut``):
deep enough that arguments reaching the cut are still too deep to use."""


def _tool_call(item: Any, number: int) -> AiToolCall:
    if not isinstance(item, dict):
        raise bad_response(f"unexpected tool call: {str(item)[:200]}")
    function = item.get("function") or {}
    name = function.get("name")
    if not name:
        raise bad_response("a tool call arrived without a name")
    arguments = function.get("arguments")
    if isinstance(arguments, dict) and too_deep(arguments):
        return AiToolCall(
            str(item.get("id") or f"call_{number}"),
            str(name),
            problem=f"nested more than {MAX_NESTING} levels deep",
        )
    raw = (
        json.dumps(arguments, ensure_ascii=False)
        if isinstance(arguments, dict)
        else str(arguments or "")
    )
    return AiToolCall.from_raw(str(item.get("id") or f"call_{number}"), str(name), raw)


class OllamaProvider(HttpProvider):
    """Ollama's native chat API with NDJSON streaming and tools."""

    kind = "ollama"

    _num_ctx: int | None = None

    def use_context_window(self, tokens: int) -> None:
        """Ask for a context window of ``tokens`` with every request from now on (the server
        said what the model takes; Ollama reloads a model whose window changes)."""
        self._num_ctx = tokens

    def chat_url(self) -> str:
        return self.config.url("api/chat")

    def models_url(self) -> str:
        return self.config.url("api/tags")

    def headers(self) -> dict[str, str]:
        headers = {"content-type": "application/json"}
        if self.config.api_key:  # a proxy in front of Ollama may want one
            headers["authorization"] = f"Bearer {self.config.api_key}"
        headers.update(self.config.extra_headers)
        return headers

    def chat_body(self, request: AiRequest) -> dict[str, Any]:
        options: dict[str, Any] = {}
        num_ctx = self._num_ctx or self.config.context_window
        if num_ctx:
            options["num_ctx"] = num_ctx
        max_tokens = request.max_output_tokens or self.config.max_output_tokens
        if max_tokens:
            options["num_predict"] = max_tokens
        temperature = (
            request.temperature if request.temperature is not None else self.config.temperature
        )
        if temperature is not None:
            options["temperature"] = temperature
        body: dict[str, Any] = {
            "model": self.config.model,
            "messages": chat_messages(request),
            "stream": True,
        }
        if request.tools:
            body["tools"] = [tool_spec(spec) for spec in request.tools]
        if options:
            body["options"] = options
        return body

    def read_chat(self, body: StreamBody, on_text: TextSink) -> AiResponse:
        text: list[str] = []
        calls: list[AiToolCall] = []
        final: dict[str, Any] | None = None
        for line in body.lines:
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as exc:
                raise bad_response(f"unparseable stream line: {exc}: {line[:200]!r}") from None
            except RecursionError:  # a tool call nested too deeply: it is refused, not the turn
                data = loads_cut(line, LINE_NESTING)
            if not isinstance(data, dict):
                raise bad_response(f"unexpected stream line: {line[:200]!r}")
            if data.get("error"):
                raise ProviderError(classify_error(None, data, secrets=self.session.secrets))
            message = data.get("message") or {}
            content = message.get("content")
            if isinstance(content, str) and content:
                text.append(content)
                on_text(content)
            for item in message.get("tool_calls") or []:
                calls.append(_tool_call(item, len(calls)))
            if data.get("done"):
                final = data
                break
        if final is None:
            raise ProviderError.of(
                ErrorKind.NETWORK, "the stream ended before the answer was complete"
            )
        reason = _DONE.get(final.get("done_reason") or "stop", FinishReason.OTHER)
        if calls and reason is FinishReason.STOP:
            reason = FinishReason.TOOL_CALLS
        return AiResponse(
            text="".join(text),
            tool_calls=tuple(calls),
            usage=TokenUsage(
                input=as_int(final.get("prompt_eval_count")),
                output=as_int(final.get("eval_count")),
            ),
            finish_reason=reason,
            model=model_name(final.get("model")),
        )

    def parse_models(self, data: Any) -> list[ModelInfo]:
        return [
            ModelInfo(id=str(item.get("name") or item.get("model")))
            for item in (data.get("models") or [])
            if isinstance(item, dict) and (item.get("name") or item.get("model"))
        ]

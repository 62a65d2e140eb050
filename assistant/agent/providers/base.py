"""What the three wire formats share: configuration, the request flow and model listing."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx

from assistant.agent.loop.messages import AiRequest, AiResponse, ErrorKind, ProviderError, Role
from assistant.agent.providers.encoded import dump
from assistant.agent.providers.errors import bad_response
from assistant.agent.providers.httplog import HttpLog
from assistant.agent.providers.retry import RetryPolicy
from assistant.agent.providers.streaming import HttpSession, StreamBody, Timeouts, read_json

log = logging.getLogger(__name__)

TextSink = Callable[[str], None]


@dataclass(frozen=True)
class ProviderConfig:
    """Everything a provider needs to reach one model. The key never shows in ``repr``."""

    base_url: str
    model: str = ""
    api_key: str | None = field(default=None, repr=False)
    temperature: float | None = None
    max_output_tokens: int | None = None
    context_window: int | None = None
    extra_headers: tuple[tuple[str, str], ...] = ()
    timeouts: Timeouts = field(default_factory=Timeouts)
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    local_only: bool = False
    """Refuse every address not on this computer (see :mod:`.local_only`)."""

    def url(self, path: str) -> str:
        return self.base_url.rstrip("/") + "/" + path.lstrip("/")


@dataclass(frozen=True)
class ModelInfo:
    """A model a server offers."""

    id: str
    display_name: str = ""
    context_window: int | None = None

    @property
    def label(self) -> str:
        return self.display_name or self.id


class HttpProvider:
    """An :class:`~assistant.agent.loop.messages.AiProvider` over HTTP; subclasses speak the wire.

    Subclasses give the chat URL, headers and body for a request, read the streamed answer,
    and say where models are listed. Everything else (retries, timeouts, Stop, the HTTP
    log, error kinds) is shared.
    """

    kind = "http"
    stops_on_cancel = True
    """A cancel shuts the request's socket down, so the loop need not wait on a helper
    thread (see :mod:`.interrupt`)."""

    def __init__(
        self,
        config: ProviderConfig,
        *,
        http_log: HttpLog | None = None,
        client: httpx.Client | None = None,
    ) -> None:
        self.config = config
        self.session = HttpSession(
            timeouts=config.timeouts,
            retry=config.retry,
            http_log=http_log,
            secrets=(config.api_key,) if config.api_key else (),
            client=client,
            local_only=config.local_only,
        )

    def __repr__(self) -> str:
        config = self.config
        return f"{type(self).__name__}(base_url={config.base_url!r}, model={config.model!r})"

    def close(self) -> None:
        self.session.close()

    # --- to be given by each wire format -------------------------------------------------

    def chat_url(self) -> str:
        raise NotImplementedError

    def headers(self) -> dict[str, str]:
        raise NotImplementedError

    def chat_body(self, request: AiRequest) -> dict[str, Any]:
        raise NotImplementedError

    def request_body(self, request: AiRequest) -> bytes:
        """The request as the bytes sent: :meth:`chat_body` as JSON, encoded as httpx does."""
        return dump(self.chat_body(request)).encode()

    def read_chat(self, body: StreamBody, on_text: TextSink) -> AiResponse:
        raise NotImplementedError

    def models_url(self) -> str:
        raise NotImplementedError

    def parse_models(self, data: Any) -> list[ModelInfo]:
        raise NotImplementedError

    # --- shared --------------------------------------------------------------------------

    def complete(
        self,
        request: AiRequest,
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: Any | None = None,
    ) -> AiResponse:
        """Send one request and stream the answer; raises only ``ProviderError``."""
        sink: TextSink = on_text or (lambda _text: None)
        try:
            body = self.request_body(request)
        except Exception as exc:  # a request the wire format cannot express
            log.exception("cannot build the request")
            raise ProviderError.of(ErrorKind.INTERNAL, f"cannot build the request: {exc}") from None
        return self.session.request(
            "POST",
            self.chat_url(),
            headers=self.headers(),
            body=body,
            cancel=cancel,
            read=lambda answer: self.read_chat(answer, sink),
        )

    def list_models(self, *, cancel: Any | None = None) -> list[ModelInfo]:
        """The models the server offers (one cheap GET; a good connection check)."""
        return self.session.request(
            "GET",
            self.models_url(),
            headers=self.headers(),
            cancel=cancel,
            read=lambda answer: self.parse_models_checked(read_json(answer)),
        )

    def parse_models_checked(self, data: Any) -> list[ModelInfo]:
        try:
            models = self.parse_models(data)
        except (KeyError, TypeError, AttributeError) as exc:
            raise bad_response(f"unexpected model list: {exc}") from None
        return sorted(models, key=lambda model: model.id.lower())


_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
CUT_MARK = "\u2026nested too deeply\u2026"
"""What :func:`loads_cut` puts in place of a part nested too deeply to read."""


def loads_cut(text: str, limit: int) -> Any:
    """Parse JSON ``text`` whose lists and objects nest deeper than ``limit`` (too deep for
    the parser): every part deeper is read as the string :data:`CUT_MARK`, the rest as is.
    Raises ``json.JSONDecodeError`` for text that is not JSON."""
    parts: list[str] = []
    depth = 0
    keep_from = 0
    cut_from: int | None = None
    for token in _JSON_TOKEN.finditer(text):
        mark = token.group()
        if mark[0] == '"':
            continue
        if mark in "[{":
            depth += 1
            if depth == limit + 1 and cut_from is None:
                cut_from = token.start()
        else:
            if depth == limit + 1 and cut_from is not None:
                parts.append(text[keep_from:cut_from])
                parts.append(json.dumps(CUT_MARK))
                keep_from, cut_from = token.end(), None
            depth -= 1
    parts.append(text[keep_from:])
    return json.loads("".join(parts))


# scan_once is the decoder's C scanner, set by JSONDecoder.__init__ (typeshed leaves it out)
_SCAN_ONCE = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def parse_json(text: str) -> Any:
    """``json.loads(text)``, quicker for a streamed event's data: JSON with nothing around
    it goes straight to the C scanner, skipping the checks for surrounding whitespace that
    ``json.loads`` makes with regular expressions. Anything else, and every error, goes
    through ``json.loads``."""
    try:
        value, end = _SCAN_ONCE(text, 0)
    except StopIteration:
        return json.loads(text)
    if end != len(text):
        return json.loads(text)
    return value


def json_payloads(data: str) -> Iterator[Any]:
    """Parse one event's data; tolerate servers that pack several JSON lines in one event."""
    try:
        yield parse_json(data)
        return
    except RecursionError:
        raise bad_response("stream data nested too deeply to read") from None
    except json.JSONDecodeError as exc:
        parts = [part for part in data.split("\n") if part.strip()]
        if len(parts) <= 1:
            raise bad_response(f"unparseable stream data: {exc}: {data[:200]!r}") from None
    for part in parts:
        try:
            yield json.loads(part)
        except RecursionError:
            raise bad_response("stream data nested too deeply to read") from None
        except json.JSONDecodeError as exc:
            raise bad_response(f"unparseable stream data: {exc}: {part[:200]!r}") from None


MODEL_NAME_LIMIT = 200


def model_name(value: Any) -> str:
    """The model a server names in a reply, as text ("" when it names none or sends junk)."""
    if not isinstance(value, str):
        return ""
    name = " ".join(value.split())
    return name[:MODEL_NAME_LIMIT]


def as_int(value: Any) -> int:
    """A token count from a usage object; anything odd counts as 0."""
    try:
        return max(0, int(value or 0))
    except (TypeError, ValueError):
        return 0


def system_text(request: AiRequest) -> str:
    """The system prompt plus any system turns carried in the messages (each once)."""
    parts: list[str] = []
    system = Role.SYSTEM
    carried = [message.content for message in request.messages if message.role is system]
    for text in (request.system_prompt, *carried):
        if text and text not in parts:
            parts.append(text)
    return "\n\n".join(parts)

"""The guard on every request: a request body bound for a model that may not read private
material is checked before it is sent, whatever a tool forgot.

:class:`PrivacyGuard` wraps the run's providers (the assistant's, the specialists', the
summaries', the reviewer's). A request holding private text (see
:mod:`assistant.world.privacy.sentences`) is not sent: it fails with a ``PRIVATE``
:class:`~assistant.agent.loop.messages.ProviderError` whose ``address`` names what was held
back, and the run ends with that error. Text already checked is not checked again, so the
growing exchange of a long turn costs only its new messages.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from typing import Any

from assistant.agent.loop.messages import (
    AgentError,
    AiRequest,
    AiResponse,
    ErrorKind,
    ProviderError,
    Role,
)
from assistant.world.privacy.sentences import PrivateSentences, words_of

log = logging.getLogger(__name__)


def request_texts(request: AiRequest) -> Iterator[str]:
    """Every text of ``request`` a model would read: the prompt, each message, each tool
    call's arguments."""
    yield request.system_prompt
    for message in request.messages:
        yield message.content
        for call in message.tool_calls:
            yield call.raw_arguments
            if call.arguments:
                yield json.dumps(call.arguments, ensure_ascii=False)


def held_back(
    request: AiRequest, sentences: PrivateSentences, clean: set[str] | None = None
) -> list[str]:
    """What of the private material ``request`` holds: the owners' names, in order, once.

    What the model itself wrote in this run (its replies and tool calls after the last
    question) is no leak, nor its words echoed back (a tool saying "no document has the title
    …" of a title the model guessed): the model already has them. Everything else, the
    earlier conversation included, is checked."""
    said = model_words(request)
    owners: dict[str, None] = {}
    for text in request_texts(request):
        if not text or (clean is not None and text in clean):
            continue
        found = [item for item in sentences.find(text)
                 if f" {' '.join(words_of(text[item.start:item.end]))} " not in said]  # fmt: skip
        if found:
            owners.update(dict.fromkeys(item.owner for item in found))
        elif clean is not None:
            clean.add(text)
    return list(owners)


def model_words(request: AiRequest) -> str:
    """The words the model wrote in this run (after the last question), folded and spaced."""
    last_question = max(
        (i for i, message in enumerate(request.messages) if message.role is Role.USER),
        default=-1,
    )
    words: list[str] = []
    for message in request.messages[last_question + 1 :]:
        if message.role is not Role.ASSISTANT:
            continue
        words += words_of(message.content)
        for call in message.tool_calls:
            words += words_of(call.raw_arguments)
            words += words_of(json.dumps(call.arguments, ensure_ascii=False))
    return f" {' '.join(words)} "


class PrivacyGuard:
    """A provider that sends a request only when it holds no private text; see the module doc."""

    def __init__(self, provider: Any, sentences: Callable[[], PrivateSentences | None]) -> None:
        self._provider = provider
        self._sentences = sentences
        self._clean: set[str] = set()

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        sentences = self._sentences()  # made once per world, on the first request
        owners = held_back(request, sentences, self._clean) if sentences else []
        if owners:
            names = ", ".join(f"“{owner}”" for owner in owners)
            log.warning("a request held private text of %d private items; not sent", len(owners))
            raise ProviderError(
                AgentError(
                    ErrorKind.PRIVATE,
                    f"the request held private text ({names}), so nothing was sent",
                    address=names,
                )
            )
        return self._provider.complete(request, on_text=on_text, cancel=cancel)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._provider, name)


def guarded(provider: Any, sentences: Callable[[], PrivateSentences | None] | None) -> Any:
    """``provider`` behind a :class:`PrivacyGuard` (itself when nothing is to be guarded:
    ``sentences`` is None for a model that may read private material)."""
    if sentences is None:
        return provider
    return PrivacyGuard(provider, sentences)


__all__ = ["PrivacyGuard", "guarded", "held_back", "model_words", "request_texts"]

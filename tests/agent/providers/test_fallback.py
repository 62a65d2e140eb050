"""Fallback models: the next model is asked the same request when the main one gives up on
overload, a rate limit, a server error, no credit or no connection, never on a refused
request, a rejected key or a full context; and Local only holds for every fallback."""

from __future__ import annotations

import pytest

from assistant.agent.config.settings import Settings
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import (
    AgentError,
    AiMessage,
    AiRequest,
    AiResponse,
    ErrorKind,
    ProviderError,
    TokenUsage,
)
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.providers.fallback import (
    Candidate,
    FallbackProvider,
    FellBack,
    ModelFellBack,
    ModelRoute,
    Unusable,
    with_fallbacks,
)
from assistant.agent.providers.local_only import check_local

REQUEST = AiRequest("Answer briefly.", (AiMessage.user("Who drew the map?"),))
MAIN = ModelRoute("anthropic", "claude-sonnet-4-5")
BACKUP = ModelRoute("openai", "gpt-4o-mini")
LOCAL = ModelRoute("ollama", "qwen2.5:7b")


def failing(kind: ErrorKind, status: int | None = None, **more) -> ProviderError:
    return ProviderError(AgentError(kind, f"{kind} detail", status=status), **more)


def chain(*providers) -> FallbackProvider:
    routes = (MAIN, BACKUP, LOCAL)
    return FallbackProvider([Candidate(r, p) for r, p in zip(routes, providers, strict=False)])


def heard(provider: FallbackProvider) -> list[AgentEvent]:
    events: list[AgentEvent] = []
    provider.listen(events.append)
    return events


@pytest.mark.parametrize(
    ("kind", "status"),
    [
        (ErrorKind.OVERLOADED, 529),
        (ErrorKind.OVERLOADED, 503),
        (ErrorKind.RATE_LIMITED, 429),
        (ErrorKind.SERVER, 500),
        (ErrorKind.SPEND_LIMIT, 402),
        (ErrorKind.NETWORK, None),
    ],
)
def test_the_next_model_answers_the_same_request_when_the_main_one_gives_up(kind, status):
    main = ScriptedProvider([failing(kind, status)])
    backup = ScriptedProvider([AiResponse(text="Mara Tesk.", usage=TokenUsage(9, 3))])
    provider = chain(main, backup)
    events = heard(provider)
    response = provider.complete(REQUEST)
    assert response.text == "Mara Tesk."
    assert backup.requests == [REQUEST]  # from the same point: the same messages
    assert events == [ModelFellBack(FellBack(MAIN, kind, BACKUP, status), f"{kind} detail")]
    assert provider.answering == BACKUP


@pytest.mark.parametrize(
    ("kind", "status"),
    [
        (ErrorKind.BAD_REQUEST, 400),
        (ErrorKind.PERMISSION, 403),
        (ErrorKind.AUTHENTICATION, 401),
        (ErrorKind.CONTEXT_TOO_LONG, 400),
        (ErrorKind.TIMEOUT, None),
        (ErrorKind.CANCELLED, None),
    ],
)
def test_a_refused_request_a_bad_key_or_a_full_context_is_never_sent_elsewhere(kind, status):
    backup = ScriptedProvider([AiResponse(text="never asked")])
    provider = chain(ScriptedProvider([failing(kind, status)]), backup)
    events = heard(provider)
    with pytest.raises(ProviderError) as raised:
        provider.complete(REQUEST)
    assert raised.value.error.kind is kind
    assert backup.requests == [] and events == []


def test_the_run_stays_with_the_model_that_answered():
    main = ScriptedProvider([failing(ErrorKind.OVERLOADED, 529), AiResponse(text="not asked")])
    backup = ScriptedProvider([AiResponse(text="one"), AiResponse(text="two")])
    provider = chain(main, backup)
    assert [provider.complete(REQUEST).text for _ in range(2)] == ["one", "two"]
    assert len(main.requests) == 1  # the overloaded model is not asked again in this run


def test_an_answer_already_shown_is_never_asked_again_of_another_model():
    class Streams:
        stops_on_cancel = True

        def complete(self, request, *, on_text=None, cancel=None):
            on_text("Mara ")
            raise failing(ErrorKind.SERVER, 500)

    backup = ScriptedProvider([AiResponse(text="never asked")])
    provider = chain(Streams(), backup)
    streamed: list[str] = []
    with pytest.raises(ProviderError) as raised:
        provider.complete(REQUEST, on_text=streamed.append)
    assert raised.value.error.kind is ErrorKind.SERVER
    assert streamed == ["Mara "] and backup.requests == []


def test_what_the_failed_request_spent_is_counted_with_the_answer():
    main = ScriptedProvider([failing(ErrorKind.SERVER, 500, usage=TokenUsage(40, 0))])
    backup = ScriptedProvider([AiResponse(text="ok", usage=TokenUsage(9, 3))])
    assert chain(main, backup).complete(REQUEST).usage == TokenUsage(49, 3)


def test_when_every_model_gives_up_the_last_failure_ends_the_run():
    provider = chain(
        ScriptedProvider([failing(ErrorKind.OVERLOADED, 529)]),
        ScriptedProvider([failing(ErrorKind.RATE_LIMITED, 429)]),
        ScriptedProvider([failing(ErrorKind.SERVER, 502)]),
    )
    events = heard(provider)
    with pytest.raises(ProviderError) as raised:
        provider.complete(REQUEST)
    assert raised.value.error.status == 502
    assert [(e.fell_back.source, e.fell_back.target) for e in events] == [
        (MAIN, BACKUP),
        (BACKUP, LOCAL),
    ]


def test_a_fallback_that_cannot_be_asked_here_is_passed_over():
    refused = Unusable(AgentError(ErrorKind.LOCAL_ONLY, "Local only is on", address="x"))
    local = ScriptedProvider([AiResponse(text="From this computer.")])
    provider = chain(ScriptedProvider([failing(ErrorKind.OVERLOADED, 529)]), refused, local)
    events = heard(provider)
    assert provider.complete(REQUEST).text == "From this computer."
    assert [e.fell_back.reason for e in events] == [ErrorKind.OVERLOADED, ErrorKind.LOCAL_ONLY]


def test_local_only_refuses_a_cloud_fallback_with_its_own_message_and_sends_nothing():
    settings = Settings(
        provider="ollama", model="qwen2.5:7b", local_only=True,
        fallbacks=("openai/gpt-4o-mini", "ollama/llama3.2"),
    )  # fmt: skip
    main = ScriptedProvider([failing(ErrorKind.OVERLOADED, 503)])
    provider = with_fallbacks(main, settings, {"OPENAI_API_KEY": "sk-fallback-0123456789"})
    assert isinstance(provider, FallbackProvider)
    cloud = provider.candidates[1]
    assert cloud.route == ModelRoute("openai", "gpt-4o-mini")
    assert isinstance(cloud.provider, Unusable)
    with pytest.raises(ProviderError) as local_only:
        check_local("https://api.openai.com/v1")
    assert cloud.provider.error == local_only.value.error  # the same message as the main one's
    assert [c.route for c in provider.candidates] == [
        ModelRoute("ollama", "qwen2.5:7b"),
        ModelRoute("openai", "gpt-4o-mini"),
        ModelRoute("ollama", "llama3.2"),
    ]


def test_a_fallback_of_another_provider_without_a_key_is_passed_over_saying_why():
    settings = Settings(provider="lmstudio", model="m", fallbacks=("anthropic/claude-haiku-4-5",))
    provider = with_fallbacks(ScriptedProvider([]), settings, {})
    unusable = provider.candidates[1].provider
    assert isinstance(unusable, Unusable)
    assert unusable.error.kind is ErrorKind.CONFIGURATION
    assert "no API key for Anthropic" in unusable.error.detail


def test_keys_go_only_to_their_own_provider():
    env = {"QUIRE_PROVIDER": "openai", "QUIRE_API_KEY": "sk-main-0123456789abcdef"}
    settings = Settings(provider="openai", fallbacks=("gpt-4.1", "openrouter/openai/gpt-4o"))
    provider = with_fallbacks(ScriptedProvider([]), settings, env)
    same, other = (c.provider for c in provider.candidates[1:])
    assert same.config.api_key == "sk-main-0123456789abcdef"  # the same provider's key
    assert isinstance(other, Unusable) and other.error.kind is ErrorKind.CONFIGURATION


def test_no_fallbacks_leaves_the_provider_as_it_is_and_the_main_model_is_never_listed_twice():
    main = ScriptedProvider([])
    assert with_fallbacks(main, Settings(provider="lmstudio", model="m"), {}) is main
    listed = Settings(provider="lmstudio", model="m", fallbacks=("m", "lmstudio/m", "n", "n"))
    provider = with_fallbacks(main, listed, {})
    assert [c.route.model for c in provider.candidates] == ["m", "n"]


def test_what_a_switch_keeps_reads_back_and_a_damaged_one_is_left_out():
    fell_back = FellBack(MAIN, ErrorKind.OVERLOADED, BACKUP, 529)
    assert FellBack.from_json(fell_back.to_json()) == fell_back
    assert FellBack.from_json({"source": {}, "reason": "overloaded", "target": {}}) is None
    assert FellBack.from_json({**fell_back.to_json(), "reason": "bored"}) is None
    assert ModelRoute("llamacpp", "").label == "llama.cpp server"

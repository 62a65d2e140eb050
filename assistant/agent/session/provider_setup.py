"""From the settings to a provider ready to ask: the one way, for the app and the command line.

Read fresh each time a question is sent, so a change made in the settings (dialog, file,
environment) applies to the next question. The command line's options come in as
:class:`Overrides`. Every reason the assistant cannot be used (settings that do not validate,
a provider that needs a key and has none) becomes one :class:`SetupProblem` carrying a
structured :class:`~assistant.agent.loop.messages.AgentError`; each front end words it.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from assistant import app_log
from assistant.agent.act.approval import ApprovalPolicy, Requirement
from assistant.agent.config.secrets import naming_provider
from assistant.agent.config.settings import (
    Settings,
    SettingsError,
    UnknownSetting,
    load_settings_checked,
    settings_path,
)
from assistant.agent.loop.messages import AgentError, AiProvider, ErrorKind, ProviderError
from assistant.agent.privacy.reader import reads_private
from assistant.agent.providers.factory import make_provider
from assistant.agent.providers.fallback import with_fallbacks
from assistant.agent.providers.local_only import check_local

log = logging.getLogger(__name__)

_ENV_OVERRIDES = ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL")


@dataclass(frozen=True)
class Overrides:
    """Settings given for one run (the command line's options); None keeps the setting."""

    provider: str | None = None
    model: str | None = None
    base_url: str | None = None
    max_steps: int | None = None
    approval_policy: ApprovalPolicy | None = None
    local_only: bool | None = None
    """True turns the Local only lock on for this run (it cannot be turned off here)."""
    review_changes: bool | None = None
    """Review act-mode changes in this run (True) or not (False)."""
    budget: int | None = None
    """The token budget of each run (``--budget``); None keeps the setting."""

    def applied_to(self, settings: Settings) -> Settings:
        changed = settings.with_overrides(
            provider=self.provider, model=self.model, base_url=self.base_url
        )
        if self.max_steps:
            changed = replace(changed, max_steps=self.max_steps)
        if self.approval_policy is not None:
            changed = replace(changed, approval_policy=str(self.approval_policy))
        if self.local_only:
            changed = replace(changed, local_only=True)
        if self.review_changes is not None:
            changed = replace(changed, review_changes=self.review_changes)
        if self.budget is not None:
            changed = replace(changed, turn_budget_tokens=self.budget)
        return changed


REVIEW_DEADLINE_S = 60.0
"""The longest one review request may take (then the change waits for the writer)."""
REVIEW_OUTPUT_TOKENS = 400


@dataclass(frozen=True)
class AssistantSetup:
    """A provider ready to use (with the fallbacks the settings list), and the settings it
    came from; ``reviewer`` checks act-mode changes (None: no review); ``unknown`` are the
    keys of the settings file Quire does not know, for the front end to name;
    ``make_reviewer`` makes a reviewer when a project requires one and the settings have none
    (None: the provider reviews)."""

    provider: AiProvider
    settings: Settings
    reviewer: AiProvider | None = field(default=None, compare=False)
    unknown: tuple[UnknownSetting, ...] = ()
    make_reviewer: Callable[[Settings], AiProvider] | None = field(
        default=None, compare=False, repr=False
    )
    reads_private: bool = False
    """True when every model this setup may ask is on this computer and the writer lets
    such a model read private material (see :mod:`assistant.agent.privacy.reader`)."""

    @property
    def reviewer_model(self) -> str:
        return self.settings.reviewer_model or self.settings.effective_model

    @property
    def base_url(self) -> str:
        return self.settings.effective_base_url

    @property
    def model(self) -> str:
        return self.settings.effective_model

    @property
    def max_steps(self) -> int:
        return self.settings.max_steps

    @property
    def temperature(self) -> float | None:
        return self.settings.temperature

    @property
    def max_output_tokens(self) -> int | None:
        return self.settings.max_output_tokens

    @property
    def language(self) -> str:
        return self.settings.language

    @property
    def approval_policy(self) -> ApprovalPolicy:
        try:
            return ApprovalPolicy(self.settings.approval_policy)
        except ValueError:
            return ApprovalPolicy.RISKY

    def within(self, required: Requirement) -> AssistantSetup:
        """This setup in a project that requires ``required``: its approval policy never
        looser than the project's, and the reviewer on when the project requires it."""
        policy = required.policy_for(self.approval_policy)
        review = self.settings.review_changes or required.review
        if policy is self.approval_policy and review == self.settings.review_changes:
            return self
        settings = replace(self.settings, approval_policy=str(policy), review_changes=review)
        reviewer = self.reviewer
        if review and reviewer is None:
            reviewer = self.make_reviewer(settings) if self.make_reviewer else self.provider
        return replace(self, settings=settings, reviewer=reviewer)

    @property
    def secrets(self) -> tuple[str, ...]:
        """What must never be written anywhere: the provider's API key, if it has one, and
        its fallbacks'."""
        keys = getattr(self.provider, "api_keys", None)
        if isinstance(keys, tuple):
            return keys
        config = getattr(self.provider, "config", None)
        key = getattr(config, "api_key", None)
        return (key,) if isinstance(key, str) and key else ()

    def model_provider(self, settings: Settings, model: str) -> AiProvider:
        """A provider asking ``model`` with ``settings`` and the key this set-up's provider
        was given (a specialist's own model, on the same provider)."""
        key = self.secrets[0] if self.secrets else None
        return make_provider(settings.with_overrides(model=model), api_key=key)

    def close(self) -> None:
        """Close the providers' connections."""
        for provider in (self.provider, self.reviewer):
            close = getattr(provider, "close", None)
            if callable(close):
                try:
                    close()
                except Exception:
                    log.exception("closing the provider failed")


class SetupProblem(Exception):
    """The assistant cannot be used as set up; carries a structured error for the front end."""

    def __init__(self, error: AgentError) -> None:
        super().__init__(error.detail)
        self.error = error


def is_configured(env: Mapping[str, str] | None = None) -> bool:
    """True once the writer chose a provider (a settings file, or the environment says one)."""
    env = os.environ if env is None else env
    if any(env.get(name) for name in _ENV_OVERRIDES):
        return True
    return settings_path(env).exists()


def load_setup(
    env: Mapping[str, str] | None = None, overrides: Overrides | None = None
) -> AssistantSetup:
    """The provider the settings (and ``overrides``) describe, its key looked up.

    Raises :class:`SetupProblem` when it cannot be used, also when Local only is on and the
    provider is not on this computer (before anything is sent). A fallback that cannot be
    used is passed over when its turn comes (see :mod:`~assistant.agent.providers.fallback`).
    """
    try:
        settings, unknown = load_settings_checked(env)
        if overrides is not None:
            settings = overrides.applied_to(settings).validated()
        if settings.local_only:
            check_local(settings.effective_base_url)
        # a key in QUIRE_API_KEY goes only to the provider named with it (--provider counts)
        named = overrides.provider if overrides is not None else None
        key_env = naming_provider(named, env)
        provider = with_fallbacks(make_provider(settings, env=key_env), settings, key_env)
        reviewer = make_reviewer(settings, key_env) if settings.review_changes else None
    except SettingsError as exc:
        raise SetupProblem(AgentError(ErrorKind.CONFIGURATION, f"settings: {exc}")) from None
    except ProviderError as exc:
        raise SetupProblem(exc.error) from None
    setup = AssistantSetup(
        provider,
        settings,
        reviewer,
        unknown,
        make_reviewer=lambda changed: make_reviewer(changed, key_env),
        reads_private=reads_private(settings),
    )
    app_log.keep_secret(*setup.secrets)  # never in Quire's log file, wherever it turns up
    return setup


def make_reviewer(settings: Settings, env: Mapping[str, str] | None = None) -> AiProvider:
    """The provider that reviews act-mode changes: the same provider, its reviewer model,
    short answers and a short deadline."""
    reviewing = replace(
        settings,
        model=settings.reviewer_model or settings.model,
        fallbacks=(),
        max_output_tokens=REVIEW_OUTPUT_TOKENS,
        deadline=min(settings.deadline, REVIEW_DEADLINE_S),
        read_timeout=min(settings.read_timeout, REVIEW_DEADLINE_S),
    )
    return make_provider(reviewing, env=env)


__all__ = ["AssistantSetup", "Overrides", "SetupProblem", "is_configured", "load_setup"]

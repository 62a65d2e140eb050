"""What the assistant panel needs to send a question: a provider and how to call it.

Read fresh from the settings (and the keyring) each time the writer sends, so a change made
in the settings dialog applies to the next question without restarting.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass

from assistant.agent.messages import AgentError, AiProvider, ErrorKind
from assistant.agent.providers.base import HttpProvider
from assistant.agent.providers.factory import provider_config, provider_from_config
from assistant.agent.providers.httplog import HttpLog
from assistant.agent.secrets import get_api_key
from assistant.agent.settings import (
    Settings,
    SettingsError,
    load_settings,
    settings_path,
)

log = logging.getLogger(__name__)

_ENV_OVERRIDES = ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL")


@dataclass(frozen=True)
class AssistantSetup:
    """A provider ready to use, and the settings it came from."""

    provider: AiProvider
    settings: Settings

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


class SetupProblem(Exception):
    """The assistant cannot be used as set up; carries a structured error for the panel."""

    def __init__(self, error: AgentError) -> None:
        super().__init__(error.detail)
        self.error = error


def is_configured(env: Mapping[str, str] | None = None) -> bool:
    """True once the writer chose a provider (a settings file, or the environment says one)."""
    env = os.environ if env is None else env
    if any(env.get(name) for name in _ENV_OVERRIDES):
        return True
    return settings_path(env).exists()


def provider_for(settings: Settings, api_key: str | None) -> HttpProvider:
    """The HTTP provider for ``settings``' wire format (OpenRouter's headers and OpenAI's
    token field included), logging raw HTTP with the key redacted when the settings say so."""
    http_log = (
        HttpLog(settings.http_log_path, secrets=(api_key,) if api_key else ())
        if settings.http_log_path
        else None
    )
    return provider_from_config(settings, provider_config(settings, api_key), http_log=http_log)


def load_setup(env: Mapping[str, str] | None = None) -> AssistantSetup:
    """The provider the settings describe. Raises :class:`SetupProblem` when unusable."""
    try:
        settings = load_settings(env)
    except SettingsError as exc:
        raise SetupProblem(AgentError(ErrorKind.CONFIGURATION, str(exc))) from None
    api_key = get_api_key(settings.provider, env)
    if settings.preset.needs_key and not api_key:
        raise SetupProblem(
            AgentError(
                ErrorKind.CONFIGURATION,
                f"no API key stored for {settings.preset.label}",
            )
        )
    return AssistantSetup(provider_for(settings, api_key), settings)


__all__ = ["AssistantSetup", "SetupProblem", "is_configured", "load_setup", "provider_for"]

"""The assistant's settings: which provider and model, and how to call it.

Kept in ``settings.toml`` in the platform's config folder (``QUIRE_CONFIG_DIR`` overrides the
folder). ``QUIRE_PROVIDER``, ``QUIRE_MODEL``, ``QUIRE_BASE_URL``, the limits of
:data:`ENV_LIMITS` and ``QUIRE_LOCAL_ONLY`` override the file, for scripting and CI, each
read strictly (:mod:`.env_values`). A key of the file that Quire does not know is kept, not
used, and named with the closest known one (:class:`UnknownSetting`). API keys are never
here: see :mod:`assistant.agent.config.secrets`.
"""

from __future__ import annotations

import difflib
import ipaddress
import logging
import os
import re
import tomllib
import types
import typing
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from assistant.agent.config.env_values import EnvValueError, env_flag, env_number
from assistant.agent.config.location import settings_path

log = logging.getLogger(__name__)

WIRE_OPENAI = "openai"
WIRE_ANTHROPIC = "anthropic"
WIRE_OLLAMA = "ollama"

APPROVAL_POLICIES = ("every", "risky", "none")
"""The values of :attr:`Settings.approval_policy`."""


class SettingsError(Exception):
    """Settings that cannot be used; the message says which value and why."""


@dataclass(frozen=True)
class ModelPrice:
    """What the writer pays a model's provider, per million tokens: input read afresh,
    input read from the provider's cache, and output. Quire keeps no price list of its own:
    prices change, and only the writer knows theirs."""

    model: str
    input: float = 0.0
    cached: float | None = None
    """None: cached input costs as much as input."""
    output: float = 0.0

    @property
    def cached_or_input(self) -> float:
        return self.input if self.cached is None else self.cached


@dataclass(frozen=True)
class Preset:
    """A known kind of provider: its wire format, where it usually listens, and its defaults."""

    kind: str
    label: str
    wire: str
    base_url: str
    context_window: int
    model: str = ""
    needs_key: bool = False
    key_env: str = ""
    needs_model: bool = True


PRESETS: dict[str, Preset] = {
    preset.kind: preset
    for preset in (
        Preset(
            "openai",
            "OpenAI",
            WIRE_OPENAI,
            "https://api.openai.com/v1",
            128_000,
            model="gpt-4o-mini",
            needs_key=True,
            key_env="OPENAI_API_KEY",
        ),
        Preset(
            "anthropic",
            "Anthropic",
            WIRE_ANTHROPIC,
            "https://api.anthropic.com",
            200_000,
            model="claude-sonnet-4-5",
            needs_key=True,
            key_env="ANTHROPIC_API_KEY",
        ),
        Preset(
            "openrouter",
            "OpenRouter",
            WIRE_OPENAI,
            "https://openrouter.ai/api/v1",
            128_000,
            model="openai/gpt-4o-mini",
            needs_key=True,
            key_env="OPENROUTER_API_KEY",
        ),
        Preset("ollama", "Ollama", WIRE_OLLAMA, "http://localhost:11434", 16_384),
        Preset("lmstudio", "LM Studio", WIRE_OPENAI, "http://localhost:1234/v1", 8_192),
        Preset(
            "llamacpp",
            "llama.cpp server",
            WIRE_OPENAI,
            "http://127.0.0.1:8080/v1",
            8_192,
            needs_model=False,
        ),
        Preset(
            "openai-compatible",
            "Other OpenAI-compatible server",
            WIRE_OPENAI,
            "http://localhost:8000/v1",
            8_192,
        ),
    )
}


@dataclass(frozen=True)
class Settings:
    """What the writer chose. Empty ``base_url``/``model`` and zero ``context_window`` mean
    the preset's default; empty ``http_log_path`` means no HTTP log."""

    provider: str = "openai"
    base_url: str = ""
    model: str = ""
    temperature: float | None = None
    max_output_tokens: int = 4096
    context_window: int = 0
    max_steps: int = 8
    language: str = ""
    http_log_path: str = ""
    read_timeout: float = 120.0
    deadline: float = 900.0
    approval_policy: str = "risky"
    """When act mode asks the writer first: "every" change, "risky" ones (deletions and
    large rewrites) or "none"."""
    plan_first: bool = False
    """Have an act-mode turn propose its plan, and change nothing until the writer approves
    it (the panel's Plan first, ``quire ask --plan-first``)."""
    local_only: bool = False
    """Local only: refuse every model server that is not on this computer."""
    local_reads_private: bool = False
    """Let a model on this computer (a loopback address) read private material; a model
    elsewhere never does."""
    run_history_mb: int = 50
    """How large each project's history of act-mode runs may grow (megabytes) before the
    oldest runs are dropped."""
    review_changes: bool = True
    """Have a second model call review each act-mode change before it is made."""
    reviewer_model: str = ""
    """The model that reviews (same provider); empty: the main model."""
    turn_budget_tokens: int = 0
    """The most tokens one run of a turn may spend (0: no budget); Keep going gives another."""
    prices: tuple[ModelPrice, ...] = ()
    """The writer's prices per model, to show money next to tokens (none by default)."""
    currency: str = "$"
    ask_before_reading_percent: int = 20
    """Ask first (with an estimate) before a run reads more than this share of the project
    (0: never ask)."""
    summary_cache_mb: int = 200
    """The most the project's cache of document summaries may hold (0: keep none)."""
    max_handoffs: int = 3
    """How often one turn may be handed from one specialist to another (0: never)."""
    fallbacks: tuple[str, ...] = ()
    """The models asked, in order, when the main one gives up (overloaded, rate limited, a
    server error): each ``provider/model``, or a ``model`` of the same provider, optionally
    followed by a server address (see :class:`FallbackModel`)."""

    def price_of(self, model: str) -> ModelPrice | None:
        """The writer's price for ``model`` (names compare without case), if entered."""
        wanted = model.strip().casefold()
        return next((p for p in self.prices if p.model.strip().casefold() == wanted), None)

    @property
    def preset(self) -> Preset:
        try:
            return PRESETS[self.provider]
        except KeyError:
            raise SettingsError(_unknown_provider(self.provider)) from None

    @property
    def wire(self) -> str:
        return self.preset.wire

    @property
    def effective_base_url(self) -> str:
        return (self.base_url or self.preset.base_url).rstrip("/")

    @property
    def effective_model(self) -> str:
        return self.model or self.preset.model

    @property
    def effective_context_window(self) -> int:
        return self.context_window or self.preset.context_window

    def with_overrides(
        self,
        *,
        provider: str | None = None,
        model: str | None = None,
        base_url: str | None = None,
    ) -> Settings:
        """These settings with another provider, model or URL (e.g. from the command line).

        Switching provider drops the URL, model and fallbacks of the same provider chosen for
        the previous one, unless given.
        """
        changed = self
        if provider and provider != self.provider:
            changed = replace(
                changed, provider=provider, base_url="", model="",
                fallbacks=tuple(f for f in self.fallbacks if _names_provider(f)),
            )  # fmt: skip
        if model:
            changed = replace(changed, model=model)
        if base_url:
            changed = replace(changed, base_url=base_url)
        return changed

    def validated(self) -> Settings:
        validate(self)
        return self

    @property
    def fallback_models(self) -> tuple[FallbackModel, ...]:
        """The ``fallbacks`` entries read (an entry that cannot be read raises
        :class:`SettingsError`; :func:`validate` checks them all)."""
        return tuple(FallbackModel.parse(entry) for entry in self.fallbacks)

    def for_fallback(self, fallback: FallbackModel) -> Settings:
        """These settings asking ``fallback`` instead of the main model: another model of the
        same provider keeps its address and context window, another provider starts from
        its own defaults; the fallback has no fallbacks of its own."""
        provider = fallback.provider or self.provider
        same = provider == self.provider
        return replace(
            self, provider=provider, model=fallback.model,
            base_url=fallback.base_url or (self.base_url if same else ""),
            context_window=self.context_window if same else 0, fallbacks=(),
        )  # fmt: skip


MAX_FALLBACKS = 5
"""The most fallback models one setting may list."""


@dataclass(frozen=True)
class FallbackModel:
    """One entry of the ``fallbacks`` setting, as the writer writes it:
    ``[provider/]model [address]``.

    ``anthropic/claude-haiku-4-5`` is another provider's model (its usual address and its own
    key); ``gpt-4o-mini`` (no provider's name before a slash) is a model of the main provider;
    ``ollama/qwen2.5:7b http://gpu-box:11434`` gives the server's address too. A model name
    that itself starts with a provider's name and a slash (OpenRouter's
    ``openai/gpt-4o-mini``) is written with its provider first:
    ``openrouter/openai/gpt-4o-mini``."""

    provider: str
    """A provider kind, or "" for the main provider."""
    model: str
    """"" for the provider's usual model."""
    base_url: str = ""

    @classmethod
    def parse(cls, text: str) -> FallbackModel:
        words = text.split()
        if not words:
            raise SettingsError("fallbacks: an entry is empty")
        if len(words) > 2:
            raise SettingsError(
                f"fallbacks: {text.strip()!r} is not of the form provider/model, optionally "
                "followed by the server's address"
            )
        name, base_url = words[0], words[1] if len(words) == 2 else ""
        kind, _slash, model = name.partition("/")
        if kind in PRESETS:
            return cls(kind, model, base_url)
        return cls("", name, base_url)

    def __str__(self) -> str:
        name = "/".join(part for part in (self.provider, self.model) if part)
        return f"{name} {self.base_url}" if self.base_url else name


def _names_provider(entry: str) -> bool:
    """True when the ``fallbacks`` entry names its provider (or cannot be read: kept, so
    that validation reports it)."""
    try:
        return bool(FallbackModel.parse(entry).provider)
    except SettingsError:
        return True


def _unknown_provider(kind: str) -> str:
    return f"unknown provider {kind!r}; choose one of: {', '.join(PRESETS)}"


class AddressProblem(StrEnum):
    """Why a server address cannot be used (the app words each one in the writer's language)."""

    NOT_HTTP = "not_http"
    SPACES = "spaces"
    NO_HOST = "no_host"
    BAD_HOST = "bad_host"
    BAD_PORT = "bad_port"
    QUERY = "query"
    CREDENTIALS = "credentials"


ADDRESS_PROBLEMS: dict[AddressProblem, str] = {
    AddressProblem.NOT_HTTP: "is not an http(s) URL (for example http://localhost:11434)",
    AddressProblem.SPACES: "contains spaces or line breaks",
    AddressProblem.NO_HOST: "names no server (for example http://localhost:11434)",
    AddressProblem.BAD_HOST: "does not name a server: the part after // is not a host name",
    AddressProblem.BAD_PORT: "has a port that is not a number from 1 to 65535",
    AddressProblem.QUERY: "contains ? or #, which a server address never has",
    AddressProblem.CREDENTIALS: "contains a user name or password; the key goes in api_key",
}
"""English descriptions, for the settings file's errors and the command line."""

_HOST_LABEL = re.compile(r"^(?!-)[A-Za-z0-9_-]{1,63}(?<!-)$")


def address_problem(url: str) -> AddressProblem | None:
    """What is wrong with ``url`` as a provider's server address; None when it can be used.

    Text pasted by mistake (a question, a sentence) is caught: spaces, ``?``, a host that is
    not a host name.
    """
    if any(c.isspace() or ord(c) < 32 for c in url):
        return AddressProblem.SPACES
    try:
        parts = urlsplit(url)
    except ValueError:
        return AddressProblem.BAD_HOST
    if parts.scheme.lower() not in ("http", "https"):
        return AddressProblem.NOT_HTTP
    if not parts.netloc:
        return AddressProblem.NO_HOST
    if "@" in parts.netloc:
        return AddressProblem.CREDENTIALS
    if parts.query or parts.fragment or "?" in url or "#" in url:
        return AddressProblem.QUERY
    try:
        port = parts.port
    except ValueError:
        return AddressProblem.BAD_PORT
    if port == 0:
        return AddressProblem.BAD_PORT
    host = parts.hostname or ""
    if not host:
        return AddressProblem.NO_HOST
    if not _is_host(host):
        return AddressProblem.BAD_HOST
    return None


def _is_host(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    try:
        ascii_host = host.encode("idna").decode("ascii")
    except (UnicodeError, ValueError):
        return False
    labels = ascii_host.rstrip(".").split(".")
    return len(ascii_host) <= 253 and all(_HOST_LABEL.match(label) for label in labels)


def validate(settings: Settings) -> None:
    """Raise :class:`SettingsError` naming the first value that cannot work."""
    if settings.provider not in PRESETS:
        raise SettingsError(_unknown_provider(settings.provider))
    problem = address_problem(settings.effective_base_url)
    if problem is not None:
        raise SettingsError(
            f"base_url {settings.effective_base_url!r} {ADDRESS_PROBLEMS[problem]}"
        )
    if settings.preset.needs_model and not settings.effective_model:
        raise SettingsError(
            f"no model chosen for {settings.preset.label}; set model (or QUIRE_MODEL)"
        )
    if settings.temperature is not None and not 0.0 <= settings.temperature <= 2.0:
        raise SettingsError(f"temperature must be between 0 and 2, not {settings.temperature}")
    if not 1 <= settings.max_output_tokens <= 1_000_000:
        raise SettingsError(
            f"max_output_tokens must be between 1 and 1000000, not {settings.max_output_tokens}"
        )
    if settings.context_window and not 512 <= settings.context_window <= 10_000_000:
        raise SettingsError(
            f"context_window must be at least 512 tokens (or 0 for the default), "
            f"not {settings.context_window}"
        )
    if not 1 <= settings.max_steps <= 100:
        raise SettingsError(f"max_steps must be between 1 and 100, not {settings.max_steps}")
    if settings.read_timeout <= 0 or settings.deadline <= 0:
        raise SettingsError("read_timeout and deadline must be positive numbers of seconds")
    if not 1 <= settings.run_history_mb <= 10_000:
        raise SettingsError(
            f"run_history_mb must be between 1 and 10000, not {settings.run_history_mb}"
        )
    if settings.approval_policy not in APPROVAL_POLICIES:
        raise SettingsError(
            f"approval_policy must be one of {', '.join(APPROVAL_POLICIES)}, "
            f"not {settings.approval_policy!r}"
        )
    _validate_spending(settings)
    _validate_fallbacks(settings)


def _validate_fallbacks(settings: Settings) -> None:
    """Each fallback names a provider Quire knows, a model where the provider needs one, and
    an address that can be used."""
    if len(settings.fallbacks) > MAX_FALLBACKS:
        raise SettingsError(
            f"fallbacks: at most {MAX_FALLBACKS} models, not {len(settings.fallbacks)}"
        )
    for fallback in settings.fallback_models:
        chosen = settings.for_fallback(fallback)
        url = chosen.effective_base_url
        problem = address_problem(url)
        if problem is not None:
            raise SettingsError(
                f"fallbacks: {str(fallback)!r}: the address {url!r} {ADDRESS_PROBLEMS[problem]}"
            )
        if chosen.preset.needs_model and not chosen.effective_model:
            raise SettingsError(
                f"fallbacks: {str(fallback)!r} names no model for {chosen.preset.label}; "
                f"write {chosen.provider}/MODEL"
            )


MAX_PRICE = 100_000.0
"""The highest price per million tokens accepted (a typo guard, far above any real price)."""


def _validate_spending(settings: Settings) -> None:
    """The budget, prices and cache settings."""
    budget = settings.turn_budget_tokens
    if budget and not 100 <= budget <= 100_000_000:
        raise SettingsError(
            f"turn_budget_tokens must be 0 (no budget) or between 100 and 100000000, not {budget}"
        )
    if not 0 <= settings.ask_before_reading_percent <= 100:
        raise SettingsError(
            "ask_before_reading_percent must be between 0 (never ask) and 100, "
            f"not {settings.ask_before_reading_percent}"
        )
    if not 0 <= settings.summary_cache_mb <= 100_000:
        raise SettingsError(
            f"summary_cache_mb must be between 0 and 100000, not {settings.summary_cache_mb}"
        )
    if not 0 <= settings.max_handoffs <= 10:
        raise SettingsError(f"max_handoffs must be between 0 and 10, not {settings.max_handoffs}")
    if len(settings.currency) > 8 or any(c.isspace() and c != " " for c in settings.currency):
        raise SettingsError("currency must be a short symbol or code, such as $, € or NOK")
    seen = set()
    for price in settings.prices:
        name = price.model.strip()
        if not name:
            raise SettingsError("a price has no model name")
        if name.casefold() in seen:
            raise SettingsError(f"the model {name!r} has two prices")
        seen.add(name.casefold())
        for label, value in (("input", price.input), ("cached", price.cached),
                             ("output", price.output)):  # fmt: skip
            if value is None:
                continue
            if not (isinstance(value, int | float) and 0 <= value <= MAX_PRICE):
                raise SettingsError(
                    f"the {label} price of {name!r} must be a number from 0 to {MAX_PRICE:g} "
                    f"per million tokens, not {value!r}"
                )


_FILE_TYPES: dict[object, tuple[type, ...]] = {
    str: (str,),
    int: (int,),
    float: (int, float),
    bool: (bool,),
    tuple[str, ...]: (list,),
}
"""What a value of each field type may be in the settings file (TOML writes 2.0 as 2; a
list holds strings)."""


def _field_types() -> dict[str, tuple[type, ...]]:
    """What each setting may be in the file, read off the :class:`Settings` fields, so that
    every field saved is also read back (``prices``, a table, is read on its own). A field
    of a type the file cannot hold stops Quire at start, not on the next start."""
    hints = typing.get_type_hints(Settings)
    found: dict[str, tuple[type, ...]] = {}
    for item in fields(Settings):
        if item.name == "prices":
            continue
        hint = hints[item.name]
        if isinstance(hint, types.UnionType):  # ``float | None``: None is the field left out
            hint = next(arg for arg in typing.get_args(hint) if arg is not type(None))
        if hint not in _FILE_TYPES:
            raise TypeError(f"the setting {item.name} is of a type a settings file cannot hold")
        found[item.name] = _FILE_TYPES[hint]
    return found


_TYPES = _field_types()
_SECRET_KEYS = frozenset({"api_key", "key", "token", "apikey"})
_PRICE_FIELDS = ("input", "cached", "output")


@dataclass(frozen=True)
class UnknownSetting:
    """A key of the settings file that Quire does not know (a typo, or a setting of another
    version): kept in the file and not used. ``closest`` is the known key nearest to it
    ("" when none is near)."""

    key: str
    closest: str = ""
    source: str = "settings"

    def __str__(self) -> str:
        hint = f" (did you mean {self.closest!r}?)" if self.closest else ""
        return f"{self.source}: unknown setting {self.key!r}{hint}; it is ignored"


def _unknown(key: str, known: tuple[str, ...], source: str, prefix: str = "") -> UnknownSetting:
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    return UnknownSetting(prefix + key, prefix + close[0] if close else "", source)


def unknown_settings(data: Mapping[str, Any], *, source: str = "settings") -> tuple[
    UnknownSetting, ...
]:
    """The keys of a parsed settings file that Quire does not know, at the top and in the
    ``[prices]`` tables, each with the closest known key."""
    known = (*setting_names(), *_SECRET_KEYS)
    found = [_unknown(key, known, source) for key in data if key not in known]
    prices = data.get("prices")
    if isinstance(prices, Mapping):
        for model, entry in prices.items():
            if isinstance(entry, Mapping):
                found += [
                    _unknown(key, _PRICE_FIELDS, source, f"prices.{model}.")
                    for key in entry if key not in _PRICE_FIELDS
                ]  # fmt: skip
    return tuple(found)


def from_mapping(data: Mapping[str, Any], *, source: str = "settings") -> Settings:
    """Settings from a parsed TOML table; unknown keys are ignored with a warning (see
    :func:`unknown_settings`)."""
    values: dict[str, Any] = {}
    for unknown in unknown_settings(data, source=source):
        log.warning("%s", unknown)
    for key, value in data.items():
        if key in _SECRET_KEYS:
            raise SettingsError(
                f"{source}: API keys do not belong in the settings file; remove {key!r} "
                "and store the key in the system keyring (or QUIRE_API_KEY)"
            )
        if key == "prices":
            values[key] = prices_from_mapping(value, source=source)
            continue
        if key not in _TYPES:
            continue
        allowed = _TYPES[key]
        if list in allowed:
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise SettingsError(f"{source}: {key} must be {_wanted(allowed)}, not {value!r}")
            values[key] = tuple(value)
            continue
        if isinstance(value, bool) != (bool in allowed) or not isinstance(value, allowed):
            raise SettingsError(f"{source}: {key} must be {_wanted(allowed)}, not {value!r}")
        values[key] = float(value) if float in allowed and isinstance(value, int | float) else value
    return Settings(**values)


def _wanted(allowed: tuple[type, ...]) -> str:
    if list in allowed:
        return "a list of strings"
    if bool in allowed:
        return "true or false"
    if float in allowed:
        return "a number"
    return "a whole number" if int in allowed else "a string"


def prices_from_mapping(value: Any, *, source: str = "settings") -> tuple[ModelPrice, ...]:
    """The ``[prices]`` table: one table per model with ``input``, ``cached`` and ``output``
    (numbers per million tokens; ``cached`` may be left out)."""
    if not isinstance(value, Mapping):
        raise SettingsError(f"{source}: prices must be a table of models, not {value!r}")
    prices = []
    for model, entry in value.items():
        if not isinstance(entry, Mapping):
            raise SettingsError(
                f"{source}: prices.{model} must be a table with input, cached and output"
            )
        numbers: dict[str, float | None] = {}
        for field_name in _PRICE_FIELDS:
            number = entry.get(field_name)
            if number is None:
                numbers[field_name] = None if field_name == "cached" else 0.0
            elif isinstance(number, bool) or not isinstance(number, int | float):
                raise SettingsError(
                    f"{source}: prices.{model}.{field_name} must be a number, not {number!r}"
                )
            else:
                numbers[field_name] = float(number)
        prices.append(ModelPrice(str(model), numbers["input"] or 0.0, numbers["cached"],
                                 numbers["output"] or 0.0))  # fmt: skip
    return tuple(prices)


def to_mapping(settings: Settings) -> dict[str, Any]:
    """The TOML table for ``settings`` (unset temperature left out, prices as a table)."""
    data = asdict(settings)
    if data["temperature"] is None:
        del data["temperature"]
    data["fallbacks"] = list(settings.fallbacks)
    data["prices"] = {
        price.model: {
            "input": price.input,
            **({"cached": price.cached} if price.cached is not None else {}),
            "output": price.output,
        }
        for price in settings.prices
    }
    if not data["prices"]:
        del data["prices"]
    return data


@dataclass(frozen=True)
class EnvLimit:
    """A limit the environment may set: its variable, the setting, and the form it wants."""

    variable: str
    setting: str
    form: str


ENV_LIMITS: tuple[EnvLimit, ...] = (
    EnvLimit("QUIRE_MAX_STEPS", "max_steps", "a whole number of rounds from 1 to 100"),
    EnvLimit(
        "QUIRE_MAX_OUTPUT_TOKENS", "max_output_tokens",
        "a whole number of tokens from 1 to 1000000",
    ),
    EnvLimit("QUIRE_READ_TIMEOUT", "read_timeout", "a number of seconds above 0, such as 120"),
    EnvLimit("QUIRE_DEADLINE", "deadline", "a number of seconds above 0, such as 900"),
    EnvLimit(
        "QUIRE_TURN_BUDGET_TOKENS", "turn_budget_tokens",
        "0 (no budget) or a whole number of tokens from 100 to 100000000",
    ),
)
"""The limits the environment can set, each validated as the settings file's value is."""

LOCAL_ONLY_ENV = "QUIRE_LOCAL_ONLY"


def apply_env(settings: Settings, env: Mapping[str, str] | None = None) -> Settings:
    """Apply ``QUIRE_PROVIDER``, ``QUIRE_MODEL``, ``QUIRE_BASE_URL``, the limits of
    :data:`ENV_LIMITS` and ``QUIRE_LOCAL_ONLY`` (which can turn Local only on, never off).

    A value that is not of the variable's form, or out of its setting's range, raises
    :class:`SettingsError` naming the variable and the form it wants."""
    env = os.environ if env is None else env
    changed = settings.with_overrides(
        provider=env.get("QUIRE_PROVIDER") or None,
        model=env.get("QUIRE_MODEL") or None,
        base_url=env.get("QUIRE_BASE_URL") or None,
    )
    for limit in ENV_LIMITS:
        changed = _with_limit(changed, limit, env)
    try:
        if env_flag(env, LOCAL_ONLY_ENV):
            changed = replace(changed, local_only=True)
    except EnvValueError as exc:
        raise SettingsError(f"{exc} (it can only turn Local only on)") from None
    return changed


def _with_limit(settings: Settings, limit: EnvLimit, env: Mapping[str, str]) -> Settings:
    """``settings`` with ``limit``'s variable applied, when it is set: read as a number of
    the setting's type, then checked by :func:`validate` as the file's value is."""
    whole = _TYPES[limit.setting] == (int,)
    try:
        value = env_number(env, limit.variable, whole=whole, form=limit.form)
    except EnvValueError as exc:
        raise SettingsError(str(exc)) from None
    if value is None:
        return settings
    given: dict[str, Any] = {limit.setting: value}
    try:
        validate(replace(Settings(), **given))
    except SettingsError:
        raise SettingsError(
            str(EnvValueError(limit.variable, env[limit.variable].strip(), limit.form))
        ) from None
    return replace(settings, **given)


def environment_problem(env: Mapping[str, str] | None = None) -> SettingsError | None:
    """Why a ``QUIRE_*`` variable's value cannot be used (a flag or a limit of the wrong
    form), or None."""
    try:
        apply_env(Settings(), env)
    except SettingsError as exc:
        return exc
    return None


def local_only_forced(env: Mapping[str, str] | None = None) -> bool:
    """True when ``QUIRE_LOCAL_ONLY`` turns Local only on, whatever the settings say. A value
    that is neither a yes nor a no counts as on here, so the lock holds while
    :func:`load_settings` refuses it."""
    env = os.environ if env is None else env
    try:
        return env_flag(env, LOCAL_ONLY_ENV) is True
    except EnvValueError:
        return True


def read_settings_file(path: Path) -> Settings:
    """The settings stored in ``path`` (defaults when it does not exist)."""
    return read_settings_checked(path)[0]


def read_settings_checked(path: Path) -> tuple[Settings, tuple[UnknownSetting, ...]]:
    """The settings stored in ``path``, and the keys in it that Quire does not know."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), ()
    except OSError as exc:
        raise SettingsError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SettingsError(f"{path} is not valid TOML: {exc}") from None
    return from_mapping(data, source=str(path)), unknown_settings(data, source=str(path))


def load_settings(env: Mapping[str, str] | None = None, path: Path | None = None) -> Settings:
    """The file's settings with the environment's overrides, validated."""
    return load_settings_checked(env, path)[0]


def load_settings_checked(
    env: Mapping[str, str] | None = None, path: Path | None = None
) -> tuple[Settings, tuple[UnknownSetting, ...]]:
    """:func:`load_settings`, and the keys of the file that Quire does not know (to show
    the writer: they are not errors, and the file keeps them)."""
    env = os.environ if env is None else env
    stored, unknown = read_settings_checked(path or settings_path(env))
    settings = apply_env(stored, env)
    validate(settings)
    return settings, unknown


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Validate and write ``settings`` atomically; returns the file written.

    The file stays the writer's: its comments, order and layout are kept (tomlkit), the keys
    it has are updated, and a key it lacks is added only when its value is not the default."""
    validate(settings)
    target = path or settings_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    text = _rewritten(_read_own_text(target), to_mapping(settings), to_mapping(Settings()))
    temp = target.with_name(target.name + ".tmp")
    with temp.open("wb") as handle:
        handle.write(text.encode("utf-8"))
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temp, target)
    return target


def _read_own_text(path: Path) -> str:
    """The file as it is, or "" when it is missing, unreadable or not TOML (then written anew)."""
    import tomlkit  # only for writing: the app reads its settings at start without it
    import tomlkit.exceptions

    try:
        text = path.read_text(encoding="utf-8")
        tomlkit.parse(text)
    except (OSError, UnicodeDecodeError, tomlkit.exceptions.TOMLKitError):
        return ""
    return text


def _rewritten(text: str, values: Mapping[str, Any], defaults: Mapping[str, Any]) -> str:
    """``text`` with ``values`` written into it, everything else (comments too) as it was."""
    import tomlkit

    document = tomlkit.parse(text)
    for key in [key for key in document if key not in values and key in setting_names()]:
        del document[key]  # a setting now unset (no temperature, no prices)
    for key, value in values.items():
        if key in document:
            kept = document[key]  # tomlkit gives a true or false as a plain bool
            if (kept.unwrap() if hasattr(kept, "unwrap") else kept) != value:
                document[key] = value
        elif defaults.get(key) != value:
            document[key] = value
    return tomlkit.dumps(document)


def setting_names() -> tuple[str, ...]:
    return tuple(f.name for f in fields(Settings))

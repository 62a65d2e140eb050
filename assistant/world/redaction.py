"""Keeping keys out of everything Quire writes down: one redaction for every file it keeps.

A writer may paste an API key into a question, and a model may echo one back. Whatever holds
a question or an answer (conversations, the run history, the request log, snapshot lists, the
HTTP log, and so every backup) passes its text through :func:`redact` before it is written,
which replaces

- every secret Quire knows of: the keys it was given to talk to a model
  (:func:`remember_secret`, done wherever a key is read or used), and any handed in, each in
  its usual disguises: as it is in any case, URL-encoded (wholly or in part), as hex, or
  base64-encoded (also inside a longer base64 text, as in a Basic authorization);
- anything that merely looks like a key: the shapes the common providers give theirs
  (``sk-…``, ``sk-ant-…``, ``AIza…``, ``hf_…``, ``ghp_…``, ``xox…-``, ``AKIA…`` and the like),
  and a bearer token after ``Bearer``.

:func:`redact_data` does the same to every string of JSON-like data, and replaces whatever is
kept under a name that says it is a credential (``authorization``, ``api_key``, …).
"""

from __future__ import annotations

import base64
import functools
import re
import threading
from collections.abc import Iterable
from typing import Any

REDACTED = "[redacted]"
SECRET_FIELDS = frozenset(
    {"authorization", "api_key", "api-key", "x-api-key", "apikey", "password", "token"}
)
"""Names of fields whose value is replaced whole, whatever it holds."""
MIN_SECRET = 4
"""Shorter secrets are not looked for (they would match ordinary words)."""

KEY_SHAPES = re.compile(
    r"""(?<![\w-])(?:
        (?:sk|hf|gsk|r8|pplx|xai|nvapi)[_-]  # OpenAI, Anthropic, OpenRouter, Hugging Face, …
            (?=[\w-]*\d)[\w-]{20,}          # (with a digit somewhere, as keys have)
      | AIza[\w-]{35}                        # Google
      | gh[pousr]_[A-Za-z0-9]{30,}           # GitHub tokens
      | github_pat_\w{30,}
      | xox[abposr]-[A-Za-z0-9-]{10,}        # Slack
      | (?:AKIA|ASIA)[0-9A-Z]{16}            # AWS access key ids
    )(?![\w-])
    | (?<=[Bb]earer\ )[\w.~+/-]{16,}=*      # a bearer token, whatever made it
    """,
    re.VERBOSE,
)
"""Text that looks like a key, configured or not."""

_lock = threading.Lock()
_known: tuple[str, ...] = ()


def remember_secret(secret: str | None) -> None:
    """Have every later :func:`redact`, in this run of Quire, replace ``secret`` too."""
    global _known
    if not secret or len(secret) < MIN_SECRET:
        return
    with _lock:
        if secret not in _known:
            _known = (*_known, secret)


def forget_secrets() -> None:
    """Forget every secret remembered (for a fresh start, as between tests)."""
    global _known
    with _lock:
        _known = ()


def redact(text: str, secrets: Iterable[str | None] = ()) -> str:
    """``text`` with every secret known (and each of ``secrets``), in any of its disguises,
    and everything that looks like a key replaced by :data:`REDACTED`."""
    if not text:
        return text
    keys = tuple(sorted({s for s in (*_known, *secrets) if s and len(s) >= MIN_SECRET},
                        key=len, reverse=True))  # fmt: skip
    if keys:
        any_case, exact_case = _redaction_patterns(keys)
        text = exact_case.sub(REDACTED, any_case.sub(REDACTED, text))
    return KEY_SHAPES.sub(REDACTED, text)


def redact_data(
    value: Any, secrets: Iterable[str | None] = (), *, credential_fields: bool = True
) -> Any:
    """A copy of ``value`` (JSON-like) with every string redacted (see :func:`redact`) and,
    unless ``credential_fields`` is False (data of Quire's own, whose fields are known),
    whatever is kept under a field named like a credential replaced whole."""
    secret_list = [s for s in secrets if s]
    fields = SECRET_FIELDS if credential_fields else frozenset()

    def clean(item: Any) -> Any:
        if isinstance(item, dict):
            return {
                k: REDACTED if str(k).lower() in fields else clean(v) for k, v in item.items()
            }
        if isinstance(item, list | tuple):
            return [clean(v) for v in item]
        if isinstance(item, str):
            return redact(item, secret_list)
        return item

    return clean(value)


@functools.lru_cache(maxsize=32)
def _redaction_patterns(secrets: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A case-blind pattern for the plain, URL-encoded and hex forms of ``secrets``, and a
    case-exact one for their base64 forms."""
    any_case: list[str] = []
    exact_case: list[str] = []
    for secret in secrets:
        any_case.append("".join(_char_or_escape(char) for char in secret))
        data = secret.encode("utf-8")
        any_case.append(re.escape(data.hex()))
        if len(data) >= 8:
            exact_case.extend(re.escape(form) for form in _base64_forms(data))
    return (
        re.compile("|".join(any_case), re.IGNORECASE),
        re.compile("|".join(exact_case) or r"(?!)"),
    )


def _char_or_escape(char: str) -> str:
    """The character itself, or its %-escape (URL-encoded; a space also as '+')."""
    escaped = "".join(f"%{byte:02X}" for byte in char.encode("utf-8"))
    options = [re.escape(char), re.escape(escaped)]
    if char == " ":
        options.append(r"\+")
    return "(?:" + "|".join(options) + ")"


def _base64_forms(data: bytes) -> set[str]:
    """The base64 text ``data`` becomes wherever it starts in a longer encoded text (three
    alignments, standard and URL-safe alphabets), trimmed to the characters it alone
    decides."""
    forms = set()
    for offset in range(3):
        encoded = base64.b64encode(bytes(offset) + data + bytes(3)).decode("ascii")
        start = -(-offset * 8 // 6)
        end = (offset + len(data)) * 8 // 6
        core = encoded[start:end]
        forms.add(core)
        forms.add(core.replace("+", "-").replace("/", "_"))
    return forms


__all__ = [
    "KEY_SHAPES",
    "REDACTED",
    "SECRET_FIELDS",
    "forget_secrets",
    "redact",
    "redact_data",
    "remember_secret",
]

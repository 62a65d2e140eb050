"""The one redaction of everything Quire writes down: keys it knows of, keys it merely sees
the shape of, credential fields, and ordinary prose left as it was."""

from __future__ import annotations

import pytest

from assistant.world.redaction import REDACTED, forget_secrets, redact, redact_data, remember_secret

REMEMBERED = "quire-remembered-secret-42"


@pytest.mark.parametrize(
    "key",
    [
        "sk-proj-Xq7Rb2Lm9Tz4Wc1Vn8Hd5Kf3Gs6Jp0Ya",
        "sk-ant-api03-Pq8Wn3Zr6Tk1Lm4Xv7By0Hs5Dc2Fg9Ja",
        "sk-or-v1-0123456789abcdef0123456789abcdef",
        "AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q",
        "hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456",
        "ghp_0123456789abcdefghijABCDEFGHIJ0123",
        "AKIAIOSFODNN7EXAMPLE",
    ],
)
def test_a_key_never_configured_is_redacted_by_its_shape(key: str) -> None:
    assert redact(f"my old key ({key}), please") == f"my old key ({REDACTED}), please"


def test_a_bearer_token_of_any_shape_is_redacted() -> None:
    assert redact("Authorization: Bearer abc.DEF-123_456~789xyz") == (
        f"Authorization: Bearer {REDACTED}"
    )


def test_a_remembered_key_is_redacted_everywhere_until_forgotten() -> None:
    remember_secret(REMEMBERED)
    assert redact(f"a {REMEMBERED.upper()} b") == f"a {REDACTED} b"
    assert redact_data({"turns": [{"question": REMEMBERED}]}, credential_fields=False) == {
        "turns": [{"question": REDACTED}]
    }
    forget_secrets()
    assert redact(REMEMBERED) == REMEMBERED


def test_prose_and_short_secrets_are_left_alone() -> None:
    prose = (
        "The task-force of sk-ate fans met the hf-radio crew; Ruth, the bearer of bad news, "
        "asked for a token of thanks."
    )
    remember_secret("abc")  # too short to look for: it would match ordinary words
    assert redact(prose) == prose
    assert redact("abcdef") == "abcdef"


def test_credential_fields_are_replaced_whole_only_when_asked() -> None:
    data = {"headers": {"Authorization": "anything", "x": "plain"}, "token": 3}
    assert redact_data(data) == {"headers": {"Authorization": REDACTED, "x": "plain"},
                                 "token": REDACTED}  # fmt: skip
    assert redact_data(data, credential_fields=False) == data

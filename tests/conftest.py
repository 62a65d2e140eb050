"""Test setup shared by every test: Qt runs offscreen, nothing touches the real user folders,
the heavy tests try as many cases as the run's tier asks, and a test that runs into its time
limit shows where it was stuck."""

from __future__ import annotations

import faulthandler
import gc
import os
import sys

import keyring
import keyring.backend
import keyring.errors
import pytest

from assistant import app_log
from assistant.agent.config.secrets import forget_session_key
from assistant.world.collector import SetAside
from assistant.world.redaction import forget_secrets
from tests.tiers import load_profile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
load_profile()  # how many cases the heavy property tests try (tests/tiers.py)

# Environment variables that would point Quire at a real provider, key or settings folder, or
# change its limits.
QUIRE_ENV = (
    "QUIRE_PROVIDER",
    "QUIRE_MODEL",
    "QUIRE_BASE_URL",
    "QUIRE_API_KEY",
    "QUIRE_LOCAL_ONLY",
    "QUIRE_MAX_STEPS",
    "QUIRE_MAX_OUTPUT_TOKENS",
    "QUIRE_READ_TIMEOUT",
    "QUIRE_DEADLINE",
    "QUIRE_TURN_BUDGET_TOKENS",
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "OPENROUTER_API_KEY",
)


# -- the time limit's last words -------------------------------------------------------------

STACKS_AT = 0.95
"""The share of a test's limit after which every thread's stack is printed, just before
pytest-timeout ends the process (pyproject.toml): printed by a C thread straight to the
terminal, so that it is seen under pytest-xdist too, which drops what an ending worker
prints itself, and even while a C call holds the interpreter."""
_TERMINAL = pytest.StashKey[int]()


def pytest_configure(config: pytest.Config) -> None:
    try:
        terminal = sys.stderr.fileno()
    except (AttributeError, ValueError):  # a stand-in without a file behind it
        assert sys.__stderr__ is not None
        terminal = sys.__stderr__.fileno()
    config.stash[_TERMINAL] = os.dup(terminal)


def pytest_unconfigure(config: pytest.Config) -> None:
    os.close(config.stash[_TERMINAL])


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_timeout_set_timer(item: pytest.Item, settings) -> None:
    """Print every thread's stack just before the test's limit (pytest-timeout sets its own
    timer after this)."""
    faulthandler.dump_traceback_later(
        settings.timeout * STACKS_AT, file=item.config.stash[_TERMINAL]
    )


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_timeout_cancel_timer(item: pytest.Item) -> None:
    faulthandler.cancel_dump_traceback_later()


# -- no real user folders, keys or providers ---------------------------------------------------


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A keyring that lives and dies with one test."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.passwords: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.passwords.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.passwords[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.passwords.pop((service, username), None) is None:
            raise keyring.errors.PasswordDeleteError(username)


@pytest.fixture(autouse=True)
def isolated_user_config(tmp_path_factory, monkeypatch):
    """Settings and the log file in fresh folders, an in-memory keyring, no provider
    variables from outside, and no key remembered from another test for redaction."""
    monkeypatch.setenv("QUIRE_CONFIG_DIR", str(tmp_path_factory.mktemp("quire-config")))
    monkeypatch.setenv("QUIRE_LOG_DIR", str(tmp_path_factory.mktemp("quire-log")))
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    for name in QUIRE_ENV:
        monkeypatch.delenv(name, raising=False)
    memory = MemoryKeyring()
    keyring.set_keyring(memory)
    forget_session_key()
    forget_secrets()
    yield memory
    forget_session_key()
    forget_secrets()
    app_log.stop_log_file()  # a command run in the test started one


@pytest.fixture(autouse=True)
def collector_handed_back():
    """What a test's project set aside from the cyclic collector (its folded text, its
    quotation index, its hold while open) is handed back after it, so that no test finds
    another's set aside, nor a hold that a window closed without closing its project left."""
    yield
    SetAside._holding.clear()  # a hold of an earlier test, handed back later, counts no more
    gc.unfreeze()

"""Quire's own log file, for the app and the command line alike: what went wrong, kept in the
platform's log folder (``QUIRE_LOG_DIR`` overrides it), capped in size and rotated, with every
secret Quire knows of redacted before a line is written.

Launched from a menu (or on Windows, where a windowed program has no standard error) the app
has nowhere else to say what happened; the crash dialog offers to open this file.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import platformdirs

from assistant.world.redaction import REDACTED, SECRET_FIELDS, redact, remember_secret

LOG_NAME = "quire.log"
MAX_BYTES = 1_000_000
KEEP = 3
"""How many older files (``quire.log.1`` …) are kept besides the current one."""

FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s]: %(message)s"
_NAMES = "|".join(re.escape(name) for name in sorted(SECRET_FIELDS, key=len, reverse=True))
_KEYED = re.compile(
    rf"(?i)\b({_NAMES})"
    r"(['\"]?\s*[:=]\s*['\"]?)(bearer\s+|basic\s+)?[^\s\"',;&}]+"
)
"""A secret written after its name (``api_key=…``, ``"Authorization": "Bearer …"``)."""

def log_dir(env: Mapping[str, str] | None = None) -> Path:
    """The folder of Quire's log files (``QUIRE_LOG_DIR`` overrides the platform's)."""
    env = os.environ if env is None else env
    override = env.get("QUIRE_LOG_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_log_dir("quire", appauthor=False))


def log_file(env: Mapping[str, str] | None = None) -> Path:
    return log_dir(env) / LOG_NAME


def keep_secret(*secrets: str | None) -> None:
    """Remember values (API keys) that the log, and everything else Quire writes down, must
    never show, wherever they appear."""
    for secret in secrets:
        remember_secret(secret)


def redact_secrets(text: str) -> str:
    """``text`` as Quire's one redaction leaves it (:func:`assistant.world.redaction.redact`:
    every key Quire knows, in any disguise, and whatever looks like a key), with the values
    the environment names (``QUIRE_API_KEY``, ``*_API_KEY``) and every value written after a
    secret's name redacted too."""
    from_environment = [
        value for name, value in os.environ.items() if name.endswith("_API_KEY") and value
    ]
    text = _KEYED.sub(lambda m: f"{m.group(1)}{m.group(2)}{m.group(3) or ''}{REDACTED}", text)
    return redact(text, from_environment)


class RedactingFormatter(logging.Formatter):
    """Formats a record (and its traceback) and redacts the whole of it."""

    def format(self, record: logging.LogRecord) -> str:
        return redact_secrets(super().format(record))


def start_log_file(
    level: int = logging.INFO, *, folder: Path | None = None, names: Iterable[str] = ("",)
) -> Path | None:
    """Send the loggers ``names`` (the root by default) at ``level`` and above to the log file
    as well; the file's path, or None when it cannot be written (then nothing changes)."""
    path = (folder or log_dir()) / LOG_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=KEEP, encoding="utf-8", delay=True
        )
    except OSError:
        logging.getLogger(__name__).warning("cannot write the log file %s", path, exc_info=True)
        return None
    handler.setLevel(level)
    handler.setFormatter(RedactingFormatter(FORMAT))
    handler.set_name("quire-log-file")
    for name in names:
        logger = logging.getLogger(name or None)
        for old in [h for h in logger.handlers if h.get_name() == handler.get_name()]:
            logger.removeHandler(old)
            old.close()
        logger.addHandler(handler)
        if logger.getEffectiveLevel() > level:
            logger.setLevel(level)
    return path


def stop_log_file(names: Iterable[str] = ("",)) -> None:
    """Take the log file's handler off the loggers ``names`` again (tests, the smoke test)."""
    for name in names:
        logger = logging.getLogger(name or None)
        for handler in [h for h in logger.handlers if h.get_name() == "quire-log-file"]:
            logger.removeHandler(handler)
            handler.close()

"""Run history for debugging: each run's requests, responses and tool calls as JSON lines.

Kept in the project's app-data folder, capped in size and rotated (``runs.jsonl``,
``runs.jsonl.1``, …). Secret values handed to :class:`RunLog` and anything under a key that
looks like a credential are replaced before a line is written.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from assistant.agent import logfiles
from assistant.agent.providers.errors import redact as redact_text

log = logging.getLogger(__name__)

REDACTED = "[redacted]"
SECRET_KEYS = ("authorization", "api_key", "api-key", "x-api-key", "apikey", "password", "token")


def redact(value: Any, secrets: Iterable[str] = ()) -> Any:
    """A copy of ``value`` (JSON-like) with credential fields and secret strings replaced."""
    secret_list = [s for s in secrets if s]

    def clean(item: Any) -> Any:
        if isinstance(item, dict):
            return {
                k: REDACTED if str(k).lower() in SECRET_KEYS else clean(v) for k, v in item.items()
            }
        if isinstance(item, list | tuple):
            return [clean(v) for v in item]
        if isinstance(item, str):
            return redact_text(item, secret_list)
        return item

    return clean(value)


class RunLog:
    """Appends run records to a capped, rotating JSON-lines file; safe from any thread."""

    def __init__(
        self,
        folder: Path,
        *,
        max_bytes: int = 2_000_000,
        keep: int = 3,
        secrets: Iterable[str] = (),
    ) -> None:
        self.path = Path(folder) / "runs.jsonl"
        self.max_bytes = max_bytes
        self.keep = keep
        self._secrets = tuple(s for s in secrets if s)
        self._lock = threading.Lock()

    def record(self, run_id: str, kind: str, data: dict[str, Any]) -> None:
        """Append one record: ``kind`` is e.g. "request", "response", "tool_call", "result"."""
        entry = {
            "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "run": run_id,
            "kind": kind,
            "data": redact(data, self._secrets),
        }
        line = json.dumps(entry, ensure_ascii=False, default=str) + "\n"
        with self._lock:
            try:
                logfiles.append(self.path, line, max_bytes=self.max_bytes, keep=self.keep)
            except OSError:
                log.warning("could not write the run history to %s", self.path, exc_info=True)

    def records(self, run_id: str) -> list[dict[str, Any]]:
        """Every record of one run still kept, oldest first (for "Show run details")."""
        files = [self.path.with_name(f"{self.path.name}.{n}") for n in range(self.keep, 0, -1)]
        found: list[dict[str, Any]] = []
        for path in [*files, self.path]:
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except OSError:
                continue
            for line in lines:
                try:
                    entry = json.loads(line)
                except ValueError:
                    continue
                if isinstance(entry, dict) and entry.get("run") == run_id:
                    found.append(entry)
        return found

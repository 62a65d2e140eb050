"""Small JSON files of choices kept with a project (in ``.quire/``): read forgivingly,
written atomically."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict
from pathlib import Path
from typing import Any, TypeVar

from assistant.world.storage import atomic

log = logging.getLogger(__name__)

T = TypeVar("T")


def read_object(path: Path, what: str) -> dict[str, Any] | None:
    """The JSON object at ``path``; None when there is none or it cannot be read (said in
    the log as ``what``)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.warning("%s in %s unreadable, using the defaults: %s", what, path, exc)
        return None
    if not isinstance(data, dict):
        log.warning("%s in %s is not an object, using the defaults", what, path)
        return None
    return data


def load_dataclass(path: Path, cls: type[T], what: str) -> T:
    """A frozen dataclass from the JSON object at ``path``; its defaults when the file is
    missing or any value is unacceptable (the dataclass checks its own values)."""
    data = read_object(path, what)
    if data is None:
        return cls()
    try:
        # the fields of whichever dataclass ``cls`` is, by name: type[T] does not show them
        return cls(**{k: data[k] for k in asdict(cls()) if k in data})  # type: ignore[call-overload]
    except (ValueError, TypeError) as exc:
        log.warning("%s in %s unreadable, using the defaults: %s", what, path, exc)
        return cls()


def save_object(path: Path, data: dict[str, Any] | Any) -> None:
    """Write ``data`` (a dict, or a dataclass) as JSON at ``path``, atomically."""
    if not isinstance(data, dict):
        data = asdict(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    atomic.write_atomic(path, text.encode("utf-8"))

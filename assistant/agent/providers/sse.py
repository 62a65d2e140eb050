"""Server-sent events: split a stream of lines into events (``event:`` and ``data:`` fields)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple


class SseEvent(NamedTuple):
    """One event: its type (``message`` unless named) and its data lines joined."""

    event: str
    data: str


def iter_sse(lines: Iterable[str]) -> Iterator[SseEvent]:
    """Yield each event; comments (``:``-lines) and ``id``/``retry`` fields are skipped."""
    event = ""
    data: list[str] = []
    for line in lines:
        if line.startswith("data: "):  # nearly every line that is not blank
            data.append(line[6:])
            continue
        if not line:
            if data:
                yield _event(event, data)
            event, data = "", []
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)
    if data:
        yield _event(event, data)


def _event(event: str, data: list[str]) -> SseEvent:
    return SseEvent(event or "message", data[0] if len(data) == 1 else "\n".join(data))

"""A run's record saved for a bug report: the request log's lines of one turn, in a file the
writer picks, which ``quire replay`` reads back.

Every key Quire knows and anything that looks like one is redacted, as in the log itself.
With ``leave_out_text`` the writer's text is left out too: every text the record holds (the
project's text the tools read, the quotations, the questions and answers, titles, the model's
words, the arguments of its tool calls) becomes placeholder text of the same length — letters
become ``x``, digits ``0``, spaces, line breaks and punctuation stay — so that what remains
shows the run's shape (which tools, in which order, on what lengths of text, decided how, at
what cost) and none of the book. Ids, tool names and the words Quire itself records (kinds,
verdicts, states, how a run ended) stay.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from assistant.agent.replay.record import record_lines
from assistant.world.redaction import redact_data
from assistant.world.storage import atomic

_ID = re.compile(r"\b[dfe]-[0-9a-f]{10}\b")
_CALL = re.compile(r"^([A-Za-z_][\w-]*)\((.*)\)(…?)$", re.DOTALL)
KEPT = frozenset({
    "time", "run", "kind", "role", "tool_call_id", "id", "name", "ok", "verdict", "state",
    "finish_reason", "mode", "source", "step", "steps", "by", "rule", "edit", "action",
    "target", "review", "model", "served_model", "tools", "specialist", "picked", "status",
    "error_kind",
})  # fmt: skip
"""Keys whose text is Quire's own words or names, kept as they are."""
CALL_KEYS = frozenset({"call", "tool_calls", "tool_log"})
"""Keys holding tool calls written ``name(arguments)``: the name stays."""


def placeholder(text: str) -> str:
    """``text`` with the same length and shape and none of its words (ids stay)."""
    pieces = []
    last = 0
    for match in _ID.finditer(text):
        pieces.append(_blank(text[last : match.start()]))
        pieces.append(match.group(0))
        last = match.end()
    pieces.append(_blank(text[last:]))
    return "".join(pieces)


def _blank(text: str) -> str:
    out = []
    for char in text:
        if char.isspace() or unicodedata.category(char).startswith("P"):
            out.append(char)
        elif char.isdigit():
            out.append("0")
        elif char.isupper():
            out.append("X")
        else:
            out.append("x")
    return "".join(out)


def _call_text(text: str) -> str:
    """A tool call written ``name(arguments)``, its arguments' values left out."""
    match = _CALL.match(text)
    if match is None:
        return placeholder(text)
    try:
        arguments = json.loads(match[2])
    except ValueError:
        return f"{match[1]}({placeholder(match[2])}){match[3]}"
    blanked = _left_out(arguments, set())
    return f"{match[1]}({json.dumps(blanked, ensure_ascii=False, separators=(',', ':'))})"


def _left_out(value: Any, kept: Iterable[str], key: str = "") -> Any:
    """``value`` with the writer's text left out (keys in ``kept`` stay as they are)."""
    if isinstance(value, dict):
        return {k: _left_out(v, kept, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_left_out(item, kept, key) for item in value]
    if not isinstance(value, str) or key in kept:
        return value
    if key in CALL_KEYS:
        return _call_text(value)
    if key == "arguments":  # a call's arguments, as the model sent them (JSON text)
        try:
            parsed = json.loads(value)
        except ValueError:
            return placeholder(value)
        return json.dumps(_left_out(parsed, set()), ensure_ascii=False, separators=(",", ":"))
    return placeholder(value)


def bug_report(
    records: Sequence[dict[str, Any]], *, leave_out_text: bool, secrets: Iterable[str] = ()
) -> list[dict[str, Any]]:
    """``records`` as a bug report holds them; see the module doc."""
    cleaned = redact_data(list(records), tuple(s for s in secrets if s))
    if not leave_out_text:
        return cleaned
    report = []
    for record in cleaned:
        kept = KEPT | ({"answer"} if record.get("kind") == "decision" else set())
        report.append({**record, "data": _left_out(record.get("data", {}), kept)})
    return report


def write_bug_report(
    path: Path,
    records: Sequence[dict[str, Any]],
    *,
    leave_out_text: bool,
    secrets: Iterable[str] = (),
) -> None:
    """Write ``records`` for a bug report to ``path`` (whole or not at all); raises OSError
    when it cannot be written."""
    text = record_lines(bug_report(records, leave_out_text=leave_out_text, secrets=secrets))
    atomic.write_atomic(Path(path), text.encode("utf-8"))


__all__ = ["KEPT", "bug_report", "placeholder", "write_bug_report"]

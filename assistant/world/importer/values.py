"""Front-matter values as the text a writer reads and edits in a field.

YAML gives numbers, dates, true/false, lists and mappings; a field holds text. Lists of
plain values become ``a, b, c``; an unquoted ``[[link]]`` (which YAML reads as a list in a
list) becomes ``[[link]]`` again; anything more nested is kept as compact JSON. A value that
would grow past :data:`MAX_VALUE_CHARS` (a YAML alias bomb, say) is refused.
"""

from __future__ import annotations

import datetime
import json
import re
from typing import Any

MAX_VALUE_CHARS = 100_000
MAX_DEPTH = 20

_TAG_SPLIT = re.compile(r"[,\s]+")


class ValueTooLargeError(ValueError):
    """A value too large or (when ``deep``) too deeply nested to keep as a field."""

    def __init__(self, *, deep: bool = False) -> None:
        super().__init__(
            "the value is nested too deeply to keep as a field"
            if deep
            else "the value is too large to keep as a field"
        )
        self.deep = deep


def value_text(value: Any) -> str:
    """``value`` as field text; raises :class:`ValueTooLargeError` for a bomb."""
    budget = [MAX_VALUE_CHARS]
    if isinstance(value, list):
        items = [_item_text(item, budget, 1) for item in value]
        if all(isinstance(item, str) for item in value) and any("," in i for i in items):
            return _json(value, budget, 1)
        return ", ".join(items)
    return _item_text(value, budget, 0)


def _spend(text: str, budget: list[int]) -> str:
    budget[0] -= len(text)
    if budget[0] < 0:
        raise ValueTooLargeError
    return text


def _item_text(value: Any, budget: list[int], depth: int) -> str:
    if depth > MAX_DEPTH:
        raise ValueTooLargeError(deep=True)
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return _spend(value, budget)
    if isinstance(value, datetime.datetime | datetime.date):
        return _spend(value.isoformat(), budget)
    if isinstance(value, int | float):
        return _spend(str(value), budget)
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], list):
        inner = value[0]
        if len(inner) == 1 and isinstance(inner[0], str):
            return _spend(f"[[{inner[0]}]]", budget)  # an unquoted [[link]], read by YAML
    return _json(value, budget, depth)


def _json(value: Any, budget: list[int], depth: int) -> str:
    return _spend(json.dumps(_plain(value, budget, depth), ensure_ascii=False), budget)


def _plain(value: Any, budget: list[int], depth: int) -> Any:
    """``value`` with dates as text, checked against the size and depth limits."""
    if depth > MAX_DEPTH:
        raise ValueTooLargeError(deep=True)
    if isinstance(value, dict):
        return {str(k): _plain(v, budget, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, budget, depth + 1) for v in value]
    if isinstance(value, datetime.datetime | datetime.date):
        return value.isoformat()
    if isinstance(value, str):
        _spend(value, budget)
    return value


def text_items(value: Any) -> list[str]:
    """A value that may be a list or one comma-separated string, as a list of texts."""
    if value is None:
        return []
    if isinstance(value, list):
        items = []
        for item in value:
            text = _item_text(item, [MAX_VALUE_CHARS], 1)
            if text.strip():
                items.append(text.strip())
        return items
    text = _item_text(value, [MAX_VALUE_CHARS], 1)
    return [part.strip() for part in text.split(",") if part.strip()]


def tags_of(value: Any) -> list[str]:
    """Tags as Obsidian writes them: a list, or one string split by commas or spaces;
    a leading ``#`` is dropped."""
    items = value if isinstance(value, list) else [value]
    tags: list[str] = []
    for item in items:
        if item is None or isinstance(item, dict | list):
            continue
        text = _item_text(item, [MAX_VALUE_CHARS], 1)
        parts = [text] if isinstance(value, list) else _TAG_SPLIT.split(text)
        for part in parts:
            tag = part.strip().lstrip("#")
            if tag and tag not in tags:
                tags.append(tag)
    return tags

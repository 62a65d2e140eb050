"""Front matter as vaults really write it: strict YAML first, then leniently.

Real vaults hold blocks that strict YAML rejects — most often an unquoted ``[[link]]``
value (``father: [[Aric]], [[Ilse]]``) or a colon inside a value (``motto: Salt: always``).
Such a block is read again with those values taken as the text they plainly are; only a
block that still cannot be read stays in the text, and the report says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import yaml

from assistant.world.problems import Outcome, Problem, ProblemKind
from assistant.world.storage.frontmatter import FrontMatterError, parse_block, split_block

_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_BLOCK_CHARS = 256 * 1024

_KEY_LINE = re.compile(r"^(?P<key>[^\s:#\-'\"{\[][^:]*?):(?P<space>[ \t]+)(?P<value>\S.*?)\s*$")
_ITEM_LINE = re.compile(r"^(?P<indent>[ \t]*)-(?P<space>[ \t]+)(?P<value>\S.*?)\s*$")
_SIMPLE_KEY = re.compile(r"^(?P<key>[^\s:#\-][^:]*?):\s*(?P<value>.*?)\s*$")
_PLAIN_START = re.compile(r"""^(?:["'|>&*!%@`]|\[(?!\[)|\{)""")


@dataclass(frozen=True)
class FrontMatter:
    """The fields of a note's front matter and the note's body."""

    fields: dict[str, Any]
    body: str
    problem: Problem | None = None
    """None when all went well; else what was repaired, or why the block stayed in the text."""


def read_front_matter(text: str) -> FrontMatter:
    """Split a note into front-matter fields and body, as leniently as is safe."""
    if not text.startswith("---"):
        return FrontMatter({}, text)
    try:
        block, body = split_block(text)
    except FrontMatterError as exc:
        return FrontMatter({}, text, exc.problem.then(Outcome.KEPT_IN_TEXT))
    if len(block) > MAX_BLOCK_CHARS:
        return FrontMatter({}, text, Problem.of(ProblemKind.FRONT_MATTER_TOO_LARGE,
                                                Outcome.KEPT_IN_TEXT))
    try:
        return FrontMatter(parse_block(block), body)
    except FrontMatterError as exc:
        strict_error = exc.problem
    except RecursionError:
        return FrontMatter({}, text, Problem.of(ProblemKind.FRONT_MATTER_TOO_DEEP,
                                                Outcome.KEPT_IN_TEXT))
    for reader in (_quoted_values, _simple_lines):
        fields = reader(block)
        if fields is not None:
            return FrontMatter(fields, body, strict_error.then(Outcome.READ_LENIENTLY))
    return FrontMatter({}, text, strict_error.then(Outcome.KEPT_IN_TEXT))


def _quote(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def _needs_quotes(value: str) -> bool:
    if value.startswith("[[") or "[[" in value:
        return True
    if _PLAIN_START.match(value):
        return False
    return ": " in value or " #" in value


def _quoted_values(block: str) -> dict[str, Any] | None:
    """The block read as YAML after quoting the values that plainly are text."""
    lines = []
    for line in block.split("\n"):
        match = _KEY_LINE.match(line) or _ITEM_LINE.match(line)
        if match is not None and _needs_quotes(match.group("value")):
            start = match.start("value")
            line = line[:start] + _quote(match.group("value"))
        lines.append(line)
    try:
        data = yaml.load("\n".join(lines), Loader=_YAML_LOADER)
    except (yaml.YAMLError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    return {str(key): value for key, value in data.items()}


def _simple_lines(block: str) -> dict[str, Any] | None:
    """The block read line by line: ``key: value`` and ``- item`` lines under a key."""
    fields: dict[str, Any] = {}
    current: str | None = None
    for raw in block.split("\n"):
        line = raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        item = _ITEM_LINE.match(line)
        if item is not None and current is not None and line[:1] in " \t-":
            previous = fields.get(current)
            items = previous if isinstance(previous, list) else []
            items.append(_unquote(item.group("value")))
            fields[current] = items
            continue
        match = _SIMPLE_KEY.match(line)
        if match is None or line[:1] in " \t":
            return None
        current = match.group("key").strip()
        value = match.group("value")
        fields[current] = _unquote(value) if value else None
    return fields or None


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value

"""Checks for text and JSON-like data that came from outside Quire (a hand-edited file, a
model's tool call): characters no file can store, and nesting too deep to handle safely.

A Python string may hold a lone surrogate (``"\\ud800"``, from a JSON escape or a broken
paste); UTF-8 cannot encode it, so a value holding one could never be saved. Deeply nested
lists and objects exhaust the interpreter's recursion limit in parsers, validators and
printers alike. Both are found here without recursion.
"""

from __future__ import annotations

from typing import Any

from assistant.world.problems import Problem, ProblemKind

MAX_NESTING = 64
"""Lists and objects nested deeper than this are refused (a real header, manifest level or
tool call needs a handful)."""

REPLACEMENT = "\ufffd"


def unstorable_at(text: str) -> int | None:
    """Where the first character that no UTF-8 file can store sits in ``text``, or None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return exc.start
    return None


def storable(text: str) -> str:
    """``text`` as a file can store it: surrogate halves that make a pair are joined, and a
    lone one becomes U+FFFD."""
    if unstorable_at(text) is None:
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def describe_unstorable(text: str, index: int) -> str:
    """``U+D800 at character 12``: what and where, for a message."""
    return f"U+{ord(text[index]):04X} at character {index}"


def nesting_depth(value: Any, limit: int = MAX_NESTING) -> int:
    """How deeply lists and objects nest in ``value`` (a scalar is 0), counting no further
    than ``limit + 1``; never recurses."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        depth += 1
        if depth > deepest:
            deepest = depth
            if deepest > limit:
                return deepest
        stack.extend((child, depth) for child in children)
    return deepest


def too_deep(value: Any, limit: int = MAX_NESTING) -> bool:
    return nesting_depth(value, limit) > limit


def _first_unstorable(value: Any) -> tuple[str, bool, str, int] | None:
    """Where the first unstorable character among ``value``'s strings (keys included) is:
    the place (``fields.Home``, empty for a bare string), whether it is in a key, the string
    and the index. Never recurses."""
    stack: list[tuple[Any, str, bool]] = [(value, "", False)]
    while stack:
        item, where, is_key = stack.pop()
        if isinstance(item, str):
            index = unstorable_at(item)
            if index is not None:
                return where, is_key, item, index
        elif isinstance(item, dict):
            for key, child in reversed(list(item.items())):
                name = storable(str(key))
                path = f"{where}.{name}" if where else name
                stack.append((child, path, False))
                stack.append((key, path, True))
        elif isinstance(item, list | tuple):
            stack.extend(
                (child, f"{where}[{i}]", False) for i, child in reversed(list(enumerate(item)))
            )
    return None


def first_unstorable(value: Any) -> tuple[str, str] | None:
    """Where the first unstorable character among ``value``'s strings (keys included) is,
    and what it is: ``("fields.Home", "U+D800 at character 3")``; None when every string can
    be stored. The place is empty for a bare string. Never recurses."""
    found = _first_unstorable(value)
    if found is None:
        return None
    where, is_key, text, index = found
    return (f"the name {where}" if is_key else where), describe_unstorable(text, index)


def unstorable(value: Any) -> Problem | None:
    """The first character no file can store in ``value``, as a problem; None when there is
    none."""
    found = _first_unstorable(value)
    if found is None:
        return None
    where, is_key, text, index = found
    kind = ProblemKind.UNSTORABLE_NAME if is_key else ProblemKind.UNSTORABLE_TEXT
    return Problem.of(kind, place=where, character=f"U+{ord(text[index]):04X}", at=index)


def unstorable_problem(value: Any) -> str | None:
    """``'title' holds U+D800 at character 3, which no file can store``, or None."""
    found = unstorable(value)
    return None if found is None else found.english()


def repair(value: Any) -> Any:
    """``value`` with every string made :func:`storable` (keys included). ``value`` must not be
    nested too deeply (see :func:`too_deep`)."""
    if isinstance(value, str):
        return storable(value)
    if isinstance(value, dict):
        return {repair(key): repair(child) for key, child in value.items()}
    if isinstance(value, list):
        return [repair(child) for child in value]
    return value


def _deeper_than(value: Any, limit: int) -> bool:
    """Whether ``value`` nests lists or objects more than ``limit`` levels deep. Looks one
    level at a time, each level's lists and objects gathered in one pass (no call per
    value, no recursion)."""
    level = [value] if isinstance(value, dict | list) else []
    depth = 0
    while level:
        if depth >= limit:
            return True
        depth += 1
        level = [
            child
            for item in level
            for child in (item.values() if isinstance(item, dict) else item)
            if isinstance(child, dict | list)
        ]
    return False


def prune(value: Any, limit: int = MAX_NESTING) -> tuple[Any, bool]:
    """``value`` with every list or object nested deeper than ``limit`` replaced by None,
    and whether any was. Recurses at most ``limit`` levels."""
    if not _deeper_than(value, limit):
        return value, False  # the usual case: no copy to make
    pruned = False

    def walk(item: Any, depth: int) -> Any:
        nonlocal pruned
        if not isinstance(item, dict | list):
            return item
        if depth >= limit:
            pruned = True
            return None
        if isinstance(item, dict):
            return {key: walk(child, depth + 1) for key, child in item.items()}
        return [walk(child, depth + 1) for child in item]

    return walk(value, 0), pruned

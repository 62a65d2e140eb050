"""Nesting checks on values that came from outside Quire."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from assistant.world.safetext import nesting_depth, prune

values = st.recursive(
    st.none() | st.integers() | st.text(max_size=3),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner, max_size=3)
    ),
    max_leaves=30,
)


def _pruned_reference(value: Any, limit: int, depth: int = 0) -> Any:
    if not isinstance(value, dict | list):
        return value
    if depth >= limit:
        return None
    if isinstance(value, dict):
        return {key: _pruned_reference(child, limit, depth + 1) for key, child in value.items()}
    return [_pruned_reference(child, limit, depth + 1) for child in value]


@given(value=values, limit=st.integers(0, 6))
def test_prune_drops_exactly_what_nests_deeper_than_the_limit(value: Any, limit: int) -> None:
    pruned, any_pruned = prune(value, limit)
    assert any_pruned == (nesting_depth(value, limit) > limit)
    assert pruned == (_pruned_reference(value, limit) if any_pruned else value)
    if not any_pruned:
        assert pruned is value  # the usual case makes no copy


def test_a_value_as_deep_as_the_limit_is_kept_and_one_level_more_is_not() -> None:
    def nest(levels: int) -> Any:
        value: Any = "leaf"
        for level in range(levels):
            value = [value] if level % 2 else {"k": value}
        return value

    assert prune(nest(64), 64) == (nest(64), False)
    pruned, any_pruned = prune(nest(65), 64)
    assert any_pruned and nesting_depth(pruned, 100) == 64
    deep = nest(100_000)  # far deeper than the interpreter could recurse
    assert prune(deep, 64)[1]

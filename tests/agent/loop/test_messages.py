"""The values the loop and the providers exchange: a tool call's arguments checked."""

from __future__ import annotations

import pytest

from assistant.agent.loop.messages import AiToolCall


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        ('{"x": "a lone half \ud800 sent as it is"}', "'x' holds U+D800 at character 12"),
        ('{"x": "escaped: \\uD800"}', "'x' holds U+D800 at character 9"),
        ('{"x": "\\\\u is not an escape here"}', ""),
        ('{"x": ' + "[" * 65 + "]" * 65 + "}", "nested more than 64 levels deep"),
        ('{"x": ' + "[" * 63 + "]" * 63 + "}", ""),
        ('{"x": "' + "[" * 100 + '"}', ""),
    ],
)
def test_arguments_are_refused_for_what_they_hold_not_for_how_they_look(
    raw: str, problem: str
) -> None:
    """Arguments with few brackets and no escapes skip the walk over the parsed value; a
    surrogate in the text itself, an escaped one or deep nesting is still found."""
    call = AiToolCall.from_raw("c", "search", raw)
    assert (problem in call.problem) if problem else call.arguments_parse


def test_a_call_under_another_id_keeps_everything_else() -> None:
    from dataclasses import fields

    call = AiToolCall.from_raw("c1", "search", '{"query": ')
    again = call.with_id("c2")
    assert again.id == "c2"
    assert all(
        getattr(again, f.name) == getattr(call, f.name) for f in fields(call) if f.name != "id"
    )

"""The tool box: every call, however wrong, gets a result the model can read."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from jsonschema.exceptions import SchemaError

from assistant.agent import run_agent_conversation
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.loop import REPEAT_NOTE
from assistant.agent.loop.messages import AiResponse, AiToolCall, AiToolSpec, Role
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.tools import Tool, ToolBox, ToolContext, ToolError, ToolOutcome
from tests.tiers import examples

READ_SPEC = AiToolSpec(
    "read_page",
    "Read a page.",
    {
        "type": "object",
        "properties": {
            "page": {"type": "integer", "minimum": 1},
            "title": {"type": "string"},
        },
        "required": ["page"],
        "additionalProperties": False,
    },
)


def _read_page(arguments: dict, context: ToolContext) -> str:
    if arguments["page"] > 99:
        raise ToolError(f"there is no page {arguments['page']}; the last page is 99")
    return f"page {arguments['page']}"


def _explode(arguments: dict, context: ToolContext) -> str:
    raise ZeroDivisionError("division by zero")


def _long(arguments: dict, context: ToolContext) -> ToolOutcome:
    return ToolOutcome("\n".join(f"line {i:05d}" for i in range(5000)))


def make_box(**kwargs) -> ToolBox:  # type: ignore[no-untyped-def]
    return ToolBox(
        [
            Tool(READ_SPEC, _read_page),
            Tool(AiToolSpec("explode", "Fails."), _explode),
            Tool(AiToolSpec("long", "Says a lot."), _long, paging_hint="Use the page argument."),
        ],
        **kwargs,
    )


def run(box: ToolBox, name: str, raw: str) -> ToolOutcome:
    return box(AiToolCall.from_raw("1", name, raw))


def test_a_valid_call_runs() -> None:
    outcome = run(make_box(), "read_page", '{"page": 3}')
    assert outcome == ToolOutcome("page 3", ok=True)


def test_an_unknown_tool_lists_the_available_ones() -> None:
    outcome = run(make_box(), "write_page", "{}")
    assert not outcome.ok
    assert "no such tool 'write_page'" in outcome.text
    assert "read_page, explode, long" in outcome.text


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ('{"page": 3', "invalid JSON"),
        ("page=3", "invalid JSON"),
        ("[3]", "got a JSON list, not an object"),
        ('"3"', "got a JSON str, not an object"),
    ],
)
def test_arguments_that_are_not_a_json_object_are_named(raw: str, expected: str) -> None:
    outcome = run(make_box(), "read_page", raw)
    assert not outcome.ok
    assert expected in outcome.text
    assert "page (integer, required)" in outcome.text


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("{}", "'page' is a required property"),
        ('{"page": "three"}', "page: 'three' is not of type 'integer'"),
        ('{"page": 0}', "page: 0 is less than the minimum of 1"),
        ('{"page": 2, "colour": "red"}', "'colour' was unexpected"),
    ],
)
def test_arguments_failing_the_schema_name_the_problem(raw: str, expected: str) -> None:
    outcome = run(make_box(), "read_page", raw)
    assert not outcome.ok
    assert "invalid arguments for read_page" in outcome.text
    assert expected in outcome.text


def test_a_tool_error_is_the_tools_own_message() -> None:
    outcome = run(make_box(), "read_page", '{"page": 120}')
    assert outcome == ToolOutcome.error("Error: there is no page 120; the last page is 99")


def test_a_raising_handler_becomes_an_error_result() -> None:
    outcome = run(make_box(), "explode", "{}")
    assert not outcome.ok
    assert "explode failed: ZeroDivisionError: division by zero" in outcome.text


def test_long_output_is_cut_with_a_note_on_how_to_read_on() -> None:
    outcome = run(make_box(output_cap=1000), "long", "")
    assert outcome.ok
    assert len(outcome.text) < 1200
    body, note = outcome.text.rsplit("\n", 1)
    assert body.endswith(("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"))  # cut at a line
    assert note.startswith("[Output cut:") and "of 54,999 characters" in note
    assert "Use the page argument." in note


def test_the_handler_gets_the_turns_cancel_token() -> None:
    seen: list[CancelToken] = []

    def handler(arguments: dict, context: ToolContext) -> str:
        seen.append(context.cancel)
        return "ok"

    box = ToolBox([Tool(AiToolSpec("t", "T."), handler)])
    token = CancelToken()
    box(AiToolCall("1", "t"), cancel=token)
    box(AiToolCall("2", "t"))
    assert seen[0] is token and isinstance(seen[1], CancelToken)


def test_tool_definitions_are_checked() -> None:
    with pytest.raises(ValueError):
        ToolBox([Tool(READ_SPEC, _read_page), Tool(READ_SPEC, _read_page)])
    with pytest.raises(SchemaError):
        ToolBox([Tool(AiToolSpec("bad", "Bad.", {"type": "nonsense"}), _read_page)])


def test_specs_and_names_keep_the_given_order() -> None:
    box = make_box()
    assert box.names == ("read_page", "explode", "long")
    assert box.specs[0] is READ_SPEC
    assert "long" in box and "short" not in box


# -- random calls through the whole loop -----------------------------------------------------

_names = st.one_of(
    st.sampled_from(["read_page", "explode", "long", ""]),
    st.text(max_size=20),
)
_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
_arguments = st.one_of(
    st.text(max_size=40),
    _json_values.map(json.dumps),
    st.dictionaries(st.sampled_from(["page", "title", "x"]), _json_values, max_size=3).map(
        json.dumps
    ),
)
_calls = st.lists(st.tuples(st.text(max_size=5), _names, _arguments), min_size=1, max_size=5)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_calls)
@example([("a", "long", "{}")] * 3)  # a long result, repeated: the loop adds its note
def test_random_calls_never_escape_and_all_get_a_result(raw_calls) -> None:  # type: ignore[no-untyped-def]
    calls = tuple(AiToolCall.from_raw(i, n, a) for i, n, a in raw_calls)
    box = make_box(output_cap=500)
    provider = ScriptedProvider(
        [AiResponse(tool_calls=calls), AiResponse(text="Done.")]
    )
    result = run_agent_conversation(provider, box.specs, box, "SYS", "Q")
    assert result.ok and result.answer == "Done."
    assert len(result.tool_log) == len(calls)
    sent = provider.requests[1].messages
    asked = next(m for m in sent if m.role is Role.ASSISTANT)
    results = [m for m in sent if m.role is Role.TOOL]
    assert [m.tool_call_id for m in results] == [c.id for c in asked.tool_calls]
    assert len({c.id for c in asked.tool_calls}) == len(calls)
    for message in results:
        assert message.content.strip()
        # the cap, its truncation note, and the note on a call repeated three times
        assert len(message.content) <= 500 + 200 + len(REPEAT_NOTE)

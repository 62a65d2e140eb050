"""A set of tools that runs model calls safely.

Every call gets a result the model can read and act on: an unknown tool, arguments that are
not JSON or do not fit the tool's schema, and a handler that raises all become error results
naming the problem. Long output is cut with a note saying how to read on.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AiToolCall, AiToolSpec
from assistant.agent.tools.base import Tool, ToolContext, ToolError, ToolOutcome

log = logging.getLogger(__name__)

DEFAULT_OUTPUT_CAP = 12_000
"""Characters of one tool result the model gets; more is cut with a paging note."""


def strict_schema(parameters: dict[str, Any]) -> dict[str, Any]:
    """``parameters`` as the tool box checks calls against them: refusing arguments it does
    not name, and taking a list whose items it leaves open to be a list of text. Every tool
    is strict, without each spec sent to the model (and paid for in every request) repeating
    so."""
    if parameters.get("type") != "object":
        return parameters
    strict = {"additionalProperties": False, **parameters}
    properties = parameters.get("properties")
    if isinstance(properties, dict):
        strict["properties"] = {
            name: {**schema, "items": {"type": "string"}}
            if isinstance(schema, dict) and schema.get("type") == "array" and "items" not in schema
            else schema
            for name, schema in properties.items()
        }
    return strict


class ToolBox:
    """Tools by name, each call validated against its JSON schema before it runs.

    A ToolBox is an executor for the loop: ``toolbox(call, cancel=token) -> ToolOutcome``.
    """

    def __init__(self, tools: Iterable[Tool], *, output_cap: int = DEFAULT_OUTPUT_CAP) -> None:
        self._tools: dict[str, Tool] = {}
        self._validators: dict[str, Draft202012Validator] = {}
        for tool in tools:
            if tool.name in self._tools:
                raise ValueError(f"two tools are named {tool.name!r}")
            Draft202012Validator.check_schema(tool.spec.parameters)
            self._tools[tool.name] = tool
            self._validators[tool.name] = Draft202012Validator(strict_schema(tool.spec.parameters))
        if output_cap < 200:
            raise ValueError("output_cap must leave room for a note")
        self.output_cap = output_cap

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._tools)

    @property
    def specs(self) -> tuple[AiToolSpec, ...]:
        """The specs to offer the model, in the order the tools were given."""
        return tuple(tool.spec for tool in self._tools.values())

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __call__(self, call: AiToolCall, *, cancel: CancelToken | None = None) -> ToolOutcome:
        """Run one call; never raises (except BaseExceptions such as KeyboardInterrupt)."""
        tool = self._tools.get(call.name)
        if tool is None:
            available = ", ".join(self._tools) or "none"
            return ToolOutcome.error(
                f"Error: no such tool {call.name!r}. Available tools: {available}."
            )
        if not call.arguments_parse:
            return ToolOutcome.error(
                f"Error: the arguments for {call.name} cannot be used ({call.problem}); "
                f"nothing was done. Send them as one JSON object of plain text, nested no "
                f"deeper than needed. {_parameter_summary(tool.spec)}"
            )
        arguments = call.arguments
        problems = _schema_problems(self._validators[call.name], arguments)
        if problems:
            return ToolOutcome.error(
                f"Error: invalid arguments for {call.name}: {'; '.join(problems)}. "
                f"{_parameter_summary(tool.spec)}"
            )
        context = ToolContext(cancel if cancel is not None else CancelToken())
        try:
            result = tool.handler(dict(arguments), context)
        except ToolError as exc:
            return ToolOutcome.error(f"Error: {exc}")
        except Exception as exc:
            log.exception("tool %s failed", call.name)
            return ToolOutcome.error(
                f"Error: {call.name} failed: {type(exc).__name__}: {exc}"
            )
        outcome = result if isinstance(result, ToolOutcome) else ToolOutcome(str(result))
        return self._capped(tool, outcome)

    def _capped(self, tool: Tool, outcome: ToolOutcome) -> ToolOutcome:
        text = outcome.text
        if len(text) <= self.output_cap:
            return outcome
        cut = text.rfind("\n", int(self.output_cap * 0.8), self.output_cap)
        if cut <= 0:
            cut = self.output_cap
        hint = tool.paging_hint or "Ask for less at a time (a narrower range or query)."
        note = (
            f"\n[Output cut: {cut:,} of {len(text):,} characters shown. {hint}]"
        )
        return ToolOutcome(text[:cut] + note, outcome.ok)


MAX_PROBLEM = 150
"""The longest description of one invalid argument: a validator quotes the value it refused,
and a huge or oddly escaped value must not blow the answer past the output cap."""


def _schema_problems(validator: Draft202012Validator, arguments: dict[str, Any]) -> list[str]:
    errors = sorted(validator.iter_errors(arguments), key=lambda e: list(e.absolute_path))
    problems = [_describe_error(error) for error in errors[:3]]
    return [p if len(p) <= MAX_PROBLEM else p[: MAX_PROBLEM - 1] + "…" for p in problems]


def _describe_error(error: ValidationError) -> str:
    path = "".join(
        f"[{part}]" if isinstance(part, int) else (f".{part}" if i else str(part))
        for i, part in enumerate(error.absolute_path)
    )
    return f"{path}: {error.message}" if path else error.message


def _parameter_summary(spec: AiToolSpec) -> str:
    properties = spec.parameters.get("properties", {})
    if not properties:
        return f"{spec.name} takes no arguments: send {{}}."
    required = set(spec.parameters.get("required", ()))
    parts = []
    for name, schema in properties.items():
        kind = schema.get("type", "any") if isinstance(schema, dict) else "any"
        if isinstance(kind, list):
            kind = " or ".join(kind)
        parts.append(f"{name} ({kind}{', required' if name in required else ''})")
    return f"Parameters of {spec.name}: {', '.join(parts)}."

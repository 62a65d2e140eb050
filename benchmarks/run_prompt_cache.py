"""Prompt caching: how much of each request a provider could serve from its prompt cache.

A ten-question conversation in ask mode over the bundled sample project, each question
answered with the expert's tool calls of ``tool_questions.py`` by a scripted model, goes
through a real session; every request is turned into Anthropic's wire body (tools, then the
system prompt, then the messages: the order its cache reads a prompt in). For each request
after the first it reports

- **prefix**: the share of the request that repeats the request before it from its first
  character (what a provider that caches any prefix, as OpenAI does, could serve);
- **breakpoint**: the share up to the last cache breakpoint of the request before it that
  the request repeats whole (what Anthropic serves, whose cache holds up to each
  ``cache_control`` mark: the tools, the system prompt, and the conversation so far).

It also compares the first request of the conversation over the sample with one over a
second project (another title and language): the common prefix must hold the tools and
Quire's whole fixed instructions, everything but what differs between projects.

    python benchmarks/run_prompt_cache.py [--json]

Goal (issue 35): at least 90% of every request after the first, and the common prefix the
same across the two projects.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import itertools

from tool_questions import QUESTIONS

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.providers.anthropic import AnthropicProvider
from assistant.agent.providers.base import ProviderConfig
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.session import Session
from assistant.world.model import ProjectMeta, World
from assistant.world.storage.store import ProjectStore

SAMPLE = Path(__file__).resolve().parent.parent / "assistant" / "resources" / "sample"
GOAL = 0.90
QUESTION_COUNT = 10


def wire(request: AiRequest) -> tuple[str, list[int]]:
    """The request as Anthropic reads it for its cache (tools, system, messages, with the
    ``cache_control`` marks left out), and where each marked block ends in that text."""
    provider = AnthropicProvider(ProviderConfig(model="m", base_url="http://127.0.0.1:9"))
    body = provider.chat_body(request)
    pieces: list[str] = []
    breakpoints: list[int] = []
    at = 0
    blocks: list[dict[str, Any]] = [
        *body.get("tools", []), *body.get("system", []),
        *(block for message in body["messages"] for block in message["content"]),
    ]  # fmt: skip
    for block in blocks:
        marked = "cache_control" in block
        text = json.dumps({k: v for k, v in block.items() if k != "cache_control"},
                          ensure_ascii=False, sort_keys=True)  # fmt: skip
        pieces.append(text)
        at += len(text)
        if marked:
            breakpoints.append(at)
    return "".join(pieces), breakpoints


def common_prefix(a: str, b: str) -> int:
    """How many characters ``a`` and ``b`` share from their start."""
    low, high = 0, min(len(a), len(b))
    while low < high:  # halving: the strings are long, and mostly equal
        middle = (low + high + 1) // 2
        if a[:middle] == b[:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def conversation_requests(world: World, questions: int = QUESTION_COUNT) -> list[AiRequest]:
    """Every request of a ``questions``-question conversation over ``world``."""
    replies: list[AiResponse] = []
    for number, question in enumerate(QUESTIONS[:questions], 1):
        for r, round_ in enumerate(question.expert, 1):
            calls = tuple(
                AiToolCall.from_raw(f"q{number}r{r}c{c}", name, json.dumps(arguments))
                for c, (name, arguments) in enumerate(round_, 1)
            )
            replies.append(AiResponse(tool_calls=calls))
        replies.append(AiResponse(text=f"The answer to question {number}."))
    provider = ScriptedProvider(replies)
    settings = Settings(provider="lmstudio", model="m", context_window=1_000_000)
    with tempfile.TemporaryDirectory() as folder:
        session = Session(Path(folder), setup=lambda: AssistantSetup(provider, settings))
        for question in QUESTIONS[:questions]:
            run = session.ask(question.text, world)
            result = run.execute()
            session.finish(run, result)
            if not result.ok:
                raise RuntimeError(f"{question.key}: {result.error}")
    return list(provider.requests)


def measure(world: World) -> dict[str, Any]:
    requests = conversation_requests(world)
    texts = [wire(request) for request in requests]
    rows = []
    for (before, marks), (now, _marks) in itertools.pairwise(texts):
        shared = common_prefix(before, now)
        served = max((mark for mark in marks if mark <= shared), default=0)
        rows.append(
            {"chars": len(now), "prefix": shared / len(now), "breakpoint": served / len(now)}
        )
    other = replace(world, meta=ProjectMeta(title="Le Long Fleuve", author="", language="fr"))
    first, _ = wire(conversation_requests(world, 1)[0])
    second, _ = wire(conversation_requests(other, 1)[0])
    across = common_prefix(first, second)
    instructions = first.index("Answer in ")  # what differs between projects starts here
    return {
        "requests": len(requests),
        "rows": rows,
        "min_prefix": min(row["prefix"] for row in rows),
        "min_breakpoint": min(row["breakpoint"] for row in rows),
        "across_projects": across,
        "fixed_part": instructions,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = measure(ProjectStore(SAMPLE).load())
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        print(f"{figures['requests']} requests in a {QUESTION_COUNT}-question conversation")
        for number, row in enumerate(figures["rows"], 2):
            print(f"  request {number:2}: {row['chars']:7,} chars, prefix {row['prefix']:6.1%}, "
                  f"breakpoint {row['breakpoint']:6.1%}")
        print(f"least prefix {figures['min_prefix']:.1%}, least breakpoint "
              f"{figures['min_breakpoint']:.1%} (goal ≥ {GOAL:.0%})")
        print(f"two projects share their first {figures['across_projects']:,} characters; "
              f"the fixed part is {figures['fixed_part']:,}")
    ok = (figures["min_breakpoint"] >= GOAL and figures["min_prefix"] >= GOAL
          and figures["across_projects"] >= figures["fixed_part"])  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())

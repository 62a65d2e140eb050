"""Prompt caching: how much of each request a provider could serve from its prompt cache.

A ten-question conversation in ask mode over the bundled sample project, each question
answered with the expert's tool calls of ``tool_questions.py`` by a scripted model, goes
through a real session; every request is turned into Anthropic's wire body (tools, then the
system prompt, then the messages: the order its cache reads a prompt in), as a list of
blocks. For each request after the first it reports

- **prefix**: how much of the request, in whole blocks from its start, an earlier request
  sent the same way (what a provider that caches every prefix it saw, as OpenAI does, could
  serve);
- **breakpoint**: the same for Anthropic, whose cache holds a prefix only where an earlier
  request put a ``cache_control`` mark, and finds it only within 20 blocks before one of
  this request's own marks.

Each is given as a share of two things. Of the **whole request**, for information: a
request that carries a tool result made a moment ago can never be served that part, so
this share is low whenever a fresh result is large next to the conversation so far. And of
**what was sent before**: the blocks of the request that some earlier request already held
(tools, instructions, questions, answers and tool calls of earlier rounds). This is what a
cache could serve at best, and the share of it that is served says whether the prompt is
laid out for caching: anything that changes early (a date, a count, a renamed specialist
in the tools) would throw the rest away.

It also compares the first request of the conversation over the sample with one over a
second project (another title and language): the common prefix must hold the tools and
Quire's whole fixed instructions, everything but what differs between projects.

    python benchmarks/run_prompt_cache.py [--json]

Goal (issue 35): at least 90% of what was sent before served, for every request after the
first, and the common prefix the same across the two projects.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from dataclasses import dataclass, replace
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


LOOKBACK = 20
"""How many block boundaries before each of its marks Anthropic looks for a cached prefix."""


@dataclass(frozen=True)
class Sent:
    """One request as Anthropic reads it for its cache: its blocks (tools, system, message
    contents, each as canonical JSON without the ``cache_control`` mark) and which are
    marked."""

    blocks: tuple[str, ...]
    marked: tuple[bool, ...]

    @property
    def text(self) -> str:
        return "".join(self.blocks)

    def chars(self, count: int) -> int:
        """Characters of the first ``count`` blocks."""
        return sum(len(block) for block in self.blocks[:count])

    def shared_blocks(self, other: Sent) -> int:
        """How many blocks from the start ``other`` repeats exactly."""
        count = 0
        for mine, theirs in zip(self.blocks, other.blocks, strict=False):
            if mine != theirs:
                break
            count += 1
        return count


def sent(request: AiRequest) -> Sent:
    provider = AnthropicProvider(ProviderConfig(model="m", base_url="http://127.0.0.1:9"))
    body = provider.chat_body(request)
    blocks: list[dict[str, Any]] = [
        *body.get("tools", []), *body.get("system", []),
        *(block for message in body["messages"] for block in message["content"]),
    ]  # fmt: skip
    texts = tuple(
        json.dumps(
            {k: v for k, v in block.items() if k != "cache_control"},
            ensure_ascii=False, sort_keys=True,
        )
        for block in blocks
    )
    return Sent(texts, tuple("cache_control" in block for block in blocks))


def wire(request: AiRequest) -> tuple[str, list[int]]:
    """The request as one text, and where each marked block ends in it."""
    one = sent(request)
    ends = list(itertools.accumulate(len(block) for block in one.blocks))
    return one.text, [end for end, mark in zip(ends, one.marked, strict=True) if mark]


def served_by_prefix(earlier: list[Sent], now: Sent) -> int:
    """Characters of ``now`` that a cache of every earlier request's prefixes serves."""
    return max((now.chars(before.shared_blocks(now)) for before in earlier), default=0)


def served_by_breakpoints(earlier: list[Sent], now: Sent) -> int:
    """Characters of ``now`` that Anthropic's cache serves: the longest prefix an earlier
    request marked, found within :data:`LOOKBACK` blocks before one of ``now``'s marks."""
    best = 0
    looked = {
        end for at, mark in enumerate(now.marked) if mark
        for end in range(max(1, at + 1 - LOOKBACK), at + 2)
    }  # fmt: skip
    for before in earlier:
        shared = before.shared_blocks(now)
        for at, mark in enumerate(before.marked):
            end = at + 1
            if mark and end <= shared and end in looked:
                best = max(best, now.chars(end))
    return best


def sent_before(earlier: list[Sent], now: Sent) -> int:
    """Characters of ``now`` in blocks that some earlier request already held."""
    seen = {block for before in earlier for block in before.blocks}
    return sum(len(block) for block in now.blocks if block in seen)


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
    requests = [sent(request) for request in conversation_requests(world)]
    rows = []
    for number in range(1, len(requests)):
        earlier, now = requests[:number], requests[number]
        whole = len(now.text)
        before = sent_before(earlier, now)
        prefix = served_by_prefix(earlier, now)
        breakpoint = served_by_breakpoints(earlier, now)
        rows.append({
            "chars": whole, "sent_before": before,
            "prefix": prefix / whole, "breakpoint": breakpoint / whole,
            "prefix_of_sent": prefix / before if before else 1.0,
            "breakpoint_of_sent": breakpoint / before if before else 1.0,
        })  # fmt: skip
    other = replace(world, meta=ProjectMeta(title="Le Long Fleuve", author="", language="fr"))
    first, _ = wire(conversation_requests(world, 1)[0])
    second, _ = wire(conversation_requests(other, 1)[0])
    across = common_prefix(first, second)
    instructions = first.index("Answer in ")  # what differs between projects starts here
    return {
        "requests": len(requests),
        "rows": rows,
        **{f"min_{key}": min(row[key] for row in rows)
           for key in ("prefix", "breakpoint", "prefix_of_sent", "breakpoint_of_sent")},
        "across_projects": across,
        "fixed_part": instructions,
    }  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = measure(ProjectStore(SAMPLE).load())
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        print(f"{figures['requests']} requests in a {QUESTION_COUNT}-question conversation; "
              "served as a share of the whole request / of what was sent before")
        for number, row in enumerate(figures["rows"], 2):
            print(f"  request {number:2}: {row['chars']:7,} chars ({row['sent_before']:7,} sent "
                  f"before), prefix {row['prefix']:6.1%} / {row['prefix_of_sent']:6.1%}, "
                  f"breakpoint {row['breakpoint']:6.1%} / {row['breakpoint_of_sent']:6.1%}")
        print(f"of what was sent before: least prefix {figures['min_prefix_of_sent']:.1%}, "
              f"least breakpoint {figures['min_breakpoint_of_sent']:.1%} (goal ≥ {GOAL:.0%})")
        print(f"of the whole request: least prefix {figures['min_prefix']:.1%}, least breakpoint "
              f"{figures['min_breakpoint']:.1%} (no goal: a fresh tool result is never cached)")
        print(f"two projects share their first {figures['across_projects']:,} characters; "
              f"the fixed part is {figures['fixed_part']:,}")
    ok = (figures["min_breakpoint_of_sent"] >= GOAL and figures["min_prefix_of_sent"] >= GOAL
          and figures["across_projects"] >= figures["fixed_part"])  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())

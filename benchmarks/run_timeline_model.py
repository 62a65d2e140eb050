"""The story clock's model-assisted part: what asking a model for the time cues the rules miss
costs, and whether only the cues the prose holds are kept.

A generated project of about 100,000 words (:func:`generate.build_world`: one part of 20
chapters of 10 scenes) gets time phrases no rule reads ("the day after the funeral", "when
the frost came") planted in some of its scenes. A scripted model, reading each chapter as a
real one would, proposes every planted phrase with what it says, and as many wrong ones as a
careless model might: invented phrases, a phrase quoted from another chapter, a planted phrase
misquoted by a word, and an ellipsis. The audit's cue runs (:class:`CueProposer`, through the
real loop and ``propose_time_cue``) keep a cue only when its chapter holds the quotation.

Measured in one run: tokens sent and received (OpenAI's o200k, counted on each request as
the OpenAI-compatible wire sends it: system, messages and tool spec), per 100,000 words of
the project and as a ratio to the project's own tokens; planted cues kept (of those
proposed); wrong cues failed (of those proposed). With ``--check`` the run fails unless every
planted cue is kept and every wrong one fails.

    python benchmarks/run_timeline_model.py [--words N] [--json] [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from generate import build_world
from run_tools import o200k, wire_tools

from assistant.agent.audit.time_cues import CueProposer
from assistant.agent.audit.units import chapters_of
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import (
    AiRequest,
    AiResponse,
    AiToolCall,
    Role,
    TokenUsage,
)
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.providers.openai_compat import chat_messages
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.world.clock.model import Calendar, Month
from assistant.world.model import World

SEED = 36
PHRASES = (
    ("It was the day after the funeral.", "the day after the funeral", {"days_later": 1}),
    ("They met again when the frost came.", "when the frost came", {"season": "winter"}),
    ("By the second bell the yard was empty.", "By the second bell", {"hour": 9}),
    ("A fortnight on, the letters stopped.", "A fortnight on", {"days_later": 14}),
    ("She had turned twenty the spring before.", "She had turned twenty", {"age": 20}),
    ("That was the week the mill burned.", "the week the mill burned", {"days_later": 7}),
)
"""Time phrases no rule reads: the sentence planted, the quotation a model gives, and what
it says."""

INVENTED = ("the morning after the coronation", "on the eve of the long frost")
"""Phrases a model might make up: no scene holds them."""
CALENDAR = Calendar("Gregorian", (Month("January", 31),), ("Monday", "Tuesday"))


@dataclass
class Planted:
    node_id: str
    chapter: str
    quote: str
    says: dict[str, Any]


@dataclass
class Result:
    words: int
    chapters: int
    planted: int
    kept_true: int
    wrong_proposed: int
    wrong_failed: int
    wrong_kept: int
    tokens_in: int
    tokens_out: int
    project_tokens: int

    @property
    def per_100k_words(self) -> float:
        return (self.tokens_in + self.tokens_out) * 100_000 / max(self.words, 1)

    @property
    def ratio(self) -> float:
        return (self.tokens_in + self.tokens_out) / max(self.project_tokens, 1)


def planted_world(words: int, every: int = 4) -> tuple[World, list[Planted]]:
    """The generated project with a phrase planted in every ``every``-th scene."""
    world = build_world(SEED, target_words=words, documents=200)
    rng = random.Random(SEED)
    chapter_of = {d: c.id for c in chapters_of(world) for d in c.documents}
    planted: list[Planted] = []
    documents = world.documents
    for number, doc in enumerate(world.documents_in_order()):
        if number % every:
            continue
        sentence, quote, says = PHRASES[len(planted) % len(PHRASES)]
        paragraphs = doc.text.split("\n")
        at = rng.randrange(len(paragraphs))
        paragraphs[at] = paragraphs[at] + " " + sentence
        documents = documents.set(doc.id, replace(doc, text="\n".join(paragraphs)))
        planted.append(Planted(doc.id, chapter_of[doc.id], quote, says))
    return replace(world, documents=documents), planted


def wrong_for(chapter_index: int, planted: list[Planted], own: list[Planted]) -> list[dict]:
    """What a careless model adds for one chapter: invented phrases, another chapter's
    phrase, a misquoted one, one with an ellipsis."""
    quote = INVENTED[chapter_index % len(INVENTED)]
    wrong = [{"quote": quote, "kind": "relative", "days_later": 1}]
    elsewhere = next((p for p in planted if p.chapter != (own[0].chapter if own else "")
                      and p.quote not in {o.quote for o in own}), None)  # fmt: skip
    if elsewhere is not None:
        wrong.append({"quote": elsewhere.quote + " at the quay", "kind": "relative",
                      "days_later": 2})  # fmt: skip
    if own:
        words = own[0].quote.split()
        words[-1] = "wedding" if words[-1] != "wedding" else "feast"
        wrong.append({"quote": " ".join(words), "kind": "relative", "days_later": 1})
        wrong.append({"quote": words[0] + " … " + words[-1], "kind": "relative",
                      "days_later": 1})  # fmt: skip
    return wrong


def scripted_model(world: World, planted: list[Planted], encoding: Any
                   ) -> tuple[Callable[[AiRequest], AiResponse], dict[str, int]]:  # fmt: skip
    """The model: each chapter's planted phrases and wrong ones, with its usage counted as
    the wire would (o200k tokens of each request and reply)."""
    chapters = chapters_of(world)
    wrong_count = {"proposed": 0}

    def reply(request: AiRequest) -> AiResponse:
        question = next(m.content for m in request.messages if m.role is Role.USER)
        first = question.split("\n", 1)[0]
        index, chapter = next((i, c) for i, c in enumerate(chapters) if f"“{c.title}”" in first)
        sent = json.dumps(chat_messages(request), ensure_ascii=False) + wire_tools(request)
        usage_in = len(encoding.encode(sent)) if encoding is not None else len(sent) // 4
        if any(m.role is Role.TOOL for m in request.messages):
            return AiResponse(text="Done.", usage=TokenUsage(input=usage_in, output=2))
        own = [p for p in planted if p.chapter == chapter.id]
        calls = [{"quote": p.quote, "kind": _kind(p.says), **p.says} for p in own]
        wrong = wrong_for(index, planted, own)
        wrong_count["proposed"] += len(wrong)
        tool_calls = tuple(
            AiToolCall.from_raw(f"c{n}", "propose_time_cue", json.dumps(args))
            for n, args in enumerate([*calls, *wrong])
        )
        out = sum(len(encoding.encode(c.raw_arguments)) + 8 for c in tool_calls) if (
            encoding is not None) else 0  # fmt: skip
        return AiResponse(tool_calls=tool_calls, usage=TokenUsage(input=usage_in, output=out))

    return reply, wrong_count


def _kind(says: dict[str, Any]) -> str:
    if "age" in says:
        return "age"
    if "season" in says:
        return "season"
    if "hour" in says:
        return "time-of-day"
    return "relative"


def measure(words: int = 100_000) -> Result:
    encoding = o200k()
    world, planted = planted_world(words)
    reply, wrong = scripted_model(world, planted, encoding)
    setup = AssistantSetup(ScriptedProvider([reply] * 1000),
                           Settings(provider="lmstudio", model="scripted"))  # fmt: skip
    proposed = CueProposer(world, setup, CALENDAR, {}).run(chapters_of(world))
    kept = {(c.node_id, c.quote) for c in proposed.all()}
    true = {(p.node_id, p.quote) for p in planted}
    text = "\n".join(d.text for d in world.documents_in_order())
    project_tokens = len(encoding.encode(text)) if encoding is not None else len(text) // 4
    return Result(
        words=sum(d.word_count for d in world.documents_in_order()),
        chapters=proposed.chapters, planted=len(planted), kept_true=len(kept & true),
        wrong_proposed=wrong["proposed"], wrong_failed=proposed.wrong,
        wrong_kept=len(kept - true), tokens_in=proposed.usage.input,
        tokens_out=proposed.usage.output, project_tokens=project_tokens,
    )  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--words", type=int, default=100_000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    result = measure(args.words)
    if args.json:
        print(json.dumps({**asdict(result), "per_100k_words": round(result.per_100k_words),
                          "ratio": round(result.ratio, 3)}))  # fmt: skip
    else:
        print(f"model-proposed time cues over {result.words:,} words in {result.chapters} "
              f"chapters: {result.kept_true} of {result.planted} planted cues kept; "
              f"{result.wrong_failed} of {result.wrong_proposed} wrong cues failed "
              f"({result.wrong_kept} kept)")  # fmt: skip
        print(f"tokens: {result.tokens_in:,} in, {result.tokens_out:,} out; "
              f"{result.per_100k_words:,.0f} per 100k words; {result.ratio:.2f}× the "
              "project's own tokens")  # fmt: skip
    failed = (result.kept_true < result.planted or result.wrong_kept
              or result.wrong_failed < result.wrong_proposed)  # fmt: skip
    return 1 if args.check and failed else 0


if __name__ == "__main__":
    sys.exit(main())

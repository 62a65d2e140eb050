"""Benchmark of the summary cache: a whole-book summary asked twice, one chapter changed between.

On the synthetic 1,000,000-word project (see ``generate.py``: 10 parts, 200 chapter folders of
10 scenes), a scripted model is asked for a summary of the whole book through the real session
(``summarise_document`` with no document: every scene, then every chapter, part and the book
combined). Then one chapter changes and the same request is made again, in a new session over
the same cache folder, as after a restart. The scripted model writes each summary from the
words it was sent (so changed text gives a changed summary) and reports the tokens of each
request as the assistant's own estimate counts them.

The figures, measured in the same run:

- tokens sent (input) and requests of the first run, and of the second after one scene of a
  chapter changed, and after every scene of a chapter changed;
- the ratio of each second run to the first, and whether it meets the goal of 10%;
- the wall time of each run, and its ratio to the first.

    python benchmarks/run_summaries.py

Nothing is written but the cache, in a temporary folder.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate

from assistant.agent.config.settings import Settings
from assistant.agent.conversations.context import CHARS_PER_TOKEN
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, TokenUsage
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.session import Session
from assistant.agent.spending.budget import request_tokens
from assistant.agent.spending.estimate import EstimateCheck
from assistant.world.edits import SetText
from assistant.world.model import Document, Folder, World

GOAL = 0.10
"""The second run may send at most this share of the first run's tokens."""


class ScriptedModel:
    """Asks for a summary of the whole book, then answers; writes each summary from the
    words of the request (at most as many as the prompt allows) and a digest of all of it,
    so that any change to what it summarises changes the summary, and every summary above."""

    def __init__(self) -> None:
        self.sent = 0
        self.received = 0
        self.requests = 0
        self._loop = 0

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        self.requests += 1
        tokens_in = request_tokens(request)
        self.sent += tokens_in
        if request.system_prompt.startswith("You summarise"):
            words = request.messages[-1].content.split()
            limit = 250 if "summaries of the parts" in request.system_prompt else 120
            sample = words[:: max(1, len(words) // limit)][: limit - 1]
            digest = hashlib.sha1(request.messages[-1].content.encode()).hexdigest()[:8]
            text = " ".join([*sample, digest])  # any change to the input changes it
        elif self._loop == 0:
            self._loop += 1
            call = AiToolCall("s1", "summarise_document", {}, "{}")
            return self._reply(AiResponse(tool_calls=(call,)), tokens_in, 12)
        else:
            self._loop = 0
            text = "The book, in brief."
        return self._reply(AiResponse(text=text), tokens_in, len(text) // CHARS_PER_TOKEN)

    def _reply(self, response: AiResponse, tokens_in: int, tokens_out: int) -> AiResponse:
        self.received += tokens_out
        return AiResponse(response.text, response.tool_calls, TokenUsage(tokens_in, tokens_out))


class Yes:
    """Approves the estimate before the whole-book read (and counts the times asked)."""

    def __init__(self) -> None:
        self.asked = 0

    def present(self, check: EstimateCheck) -> None:
        self.asked += 1
        check.proceed()


@dataclass(frozen=True)
class Measure:
    sent: int
    received: int
    requests: int
    seconds: float
    asked: int
    answered: bool


def summarise_book(world: World, cache: Path) -> Measure:
    model = ScriptedModel()
    yes = Yes()
    settings = Settings(provider="lmstudio", model="bench-model", context_window=32_768,
                        max_steps=4)  # fmt: skip
    session = Session(cache, setup=lambda: AssistantSetup(model, settings),
                      estimates=lambda _run: yes)  # fmt: skip
    start = time.perf_counter()
    run = session.ask("Summarise the whole book.", world)
    result = run.execute()
    session.finish(run, result)
    seconds = time.perf_counter() - start
    return Measure(model.sent, model.received, model.requests, seconds, yes.asked,
                   result.answered)  # fmt: skip


def a_chapter(world: World) -> Folder:
    """The fifth chapter of the third part (a folder of scenes)."""
    part = world.folders[world.root[2]]
    return world.folders[part.children[4]]


def changed(world: World, scenes: int) -> World:
    """``world`` with the first ``scenes`` scenes of one chapter changed (a sentence added)."""
    chapter = a_chapter(world)
    for doc_id in chapter.children[:scenes]:
        doc = world.documents[doc_id]
        assert isinstance(doc, Document)
        world, _inverse = SetText(doc.id, doc.text + "\n\nA line the writer added.").apply(world)
    return world


def _row(label: str, measure: Measure, first: Measure) -> str:
    ratio = measure.sent / first.sent
    return (
        f"{label:<38} {measure.sent:>11,} {measure.requests:>8,} {ratio:>8.2%} "
        f"{measure.seconds:>8.2f} s {measure.seconds / first.seconds:>6.2f}x"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--words", type=int, default=generate.TARGET_WORDS,
                        help="size of the synthetic project (default 1,000,000 words)")  # fmt: skip
    args = parser.parse_args(argv)
    world = generate.build_world(target_words=args.words)
    words = sum(doc.word_count for doc in world.documents_in_order())
    print(f"project: {words:,} words in {len(world.documents_in_order()):,} documents")
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for scenes in (1, len(a_chapter(world).children)):
            cache = Path(folder) / f"quire-{scenes}"
            first = summarise_book(world, cache)
            second = summarise_book(changed(world, scenes), cache)
            rows.append((scenes, first, second))
    first = rows[0][1]
    print(f"{'run':<38} {'tokens sent':>11} {'requests':>8} {'of first':>8} "
          f"{'time':>10} {'ratio':>7}")  # fmt: skip
    print(_row("first: the whole book, nothing cached", first, first))
    failed = False
    for scenes, one, second in rows:
        label = f"again, {scenes} scene(s) of a chapter changed"
        print(_row(label, second, one))
        failed |= second.sent > GOAL * one.sent or not (one.answered and second.answered)
    asked = [(one.asked, second.asked) for _scenes, one, second in rows]
    print(f"estimates asked (first, second): {asked}")
    print(f"goal: the second run sends at most {GOAL:.0%} of the first's tokens: "
          f"{'met' if not failed else 'NOT met'}")  # fmt: skip
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())

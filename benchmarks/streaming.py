"""The long assistant turn that the GUI-thread benchmark (``run_gui.py``) measures and its test
(``tests/gui/assistant/test_panel_responsiveness.py``) runs: on the 1,000,000-word project,
2,000 text pieces of 5 characters around 20 real tool calls over the snapshot, as fast as
the provider makes them or a piece every millisecond, as from a fast server.
"""

from __future__ import annotations

from typing import Any

from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.world.model import World

PIECES = 2000
TOOL_CALLS = 20
CHUNK = 5


def script(world: World, search_word: str) -> list[AiResponse]:
    """The model's replies: a tool call in each of 20 steps (searches for ``search_word``
    among them), then a long answer."""
    docs = world.documents_in_order()
    entities = list(world.entities.values())
    calls = []
    for index in range(TOOL_CALLS):
        kind = index % 5
        if kind == 0:
            query = search_word if index == 0 else f"{search_word} {index}"
            call: tuple[str, dict[str, Any]] = ("search_text", {"query": query})
        elif kind == 1:
            call = ("find_mentions", {"entity": entities[index].id})
        elif kind == 2:
            call = ("read_document", {"document": docs[index * 50].id})
        elif kind == 3:
            call = ("get_outline", {})
        else:
            call = ("project_statistics", {})
        calls.append(call)
    # 2,000 pieces of CHUNK characters: 40 in each tool step's preamble, the rest in the answer.
    preamble = "Looking. " + "x" * (40 * CHUNK - len("Looking. "))
    answer_pieces = PIECES - 40 * TOOL_CALLS
    line = f"- {docs[3].title} matters here, with **emphasis** and more words.\n"
    text = (line * (answer_pieces * CHUNK // len(line) + 1))[: answer_pieces * CHUNK]
    replies = [
        AiResponse(
            text=preamble,
            tool_calls=(AiToolCall(f"c{i}", name, args),),
            usage=TokenUsage(1000 + i, 20),
        )
        for i, (name, args) in enumerate(calls)
    ]
    replies.append(AiResponse(text=text, usage=TokenUsage(3000, 2000, 2500)))
    return replies


class PacedProvider:
    """A scripted provider whose pieces arrive ``pause`` seconds apart, as from a network."""

    def __init__(self, inner: ScriptedProvider, pause: float) -> None:
        self.inner = inner
        self.pause = pause

    def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
        def paced(text: str) -> None:
            if on_text is not None:
                on_text(text)
            cancel.wait(self.pause)  # the loop always passes its token

        return self.inner.complete(request, on_text=paced, cancel=cancel)


def provider(
    world: World, search_word: str, pause: float = 0.0
) -> ScriptedProvider | PacedProvider:
    """The turn's model: pieces as fast as it makes them, or ``pause`` seconds apart."""
    scripted = ScriptedProvider(script(world, search_word), chunk_size=CHUNK)
    return scripted if pause == 0 else PacedProvider(scripted, pause)


LONG_ANSWER = 24_000
"""Characters of the long answer that streams while tools run."""


def long_answer_text(title: str) -> str:
    """A summary's worth of markdown (lists with emphasis, paragraphs): 24,000 characters."""
    items = f"- {title} matters here, with **emphasis** and more words.\n" * 8
    paragraph = ("A paragraph of the summary goes on for a while, saying what happens and to "
                 "whom, and why it matters.\n\n")  # fmt: skip
    return ((items + "\n" + paragraph * 3) * (LONG_ANSWER // 800 + 1))[:LONG_ANSWER]


def long_answer_with_tools(world: World, search_word: str) -> list[AiResponse]:
    """The model's replies: the 24,000-character answer cut into 21 parts, the first 20 each
    followed by one of :func:`script`'s 20 tool calls, so the answer streams while tools run
    (each tool's card arrives between two stretches of the same growing answer)."""
    calls = script(world, search_word)[:TOOL_CALLS]
    text = long_answer_text(world.documents_in_order()[3].title)
    step = len(text) // (TOOL_CALLS + 1)
    parts = [text[i * step:(i + 1) * step] for i in range(TOOL_CALLS)]
    replies = [
        AiResponse(text=part, tool_calls=call.tool_calls, usage=call.usage)
        for part, call in zip(parts, calls, strict=True)
    ]
    replies.append(AiResponse(text=text[TOOL_CALLS * step:], usage=TokenUsage(3000, 2000, 2500)))
    return replies


def long_answer_provider(world: World, search_word: str, pause: float = 0.001) -> PacedProvider:
    """The long answer streamed while tools run, a piece of 5 characters every ``pause``."""
    return PacedProvider(
        ScriptedProvider(long_answer_with_tools(world, search_word), chunk_size=CHUNK), pause
    )

"""A scripted model for the assistant evaluation: it answers every question of
:mod:`eval_set` and audits every chapter of the sample by script, with the tool calls a
capable model would make. It proves the harness (and CI runs only this), never the assistant.

It also shows that the harness counts what it should: one answer carries an invented
quotation, and the audit of chapter 1 reports one finding with an invented quotation (to be
dropped) and one true-to-the-text finding that is no planted contradiction (a false alarm).
"""

from __future__ import annotations

import functools
import json
import re
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from eval_cassette import call_of, tape_of

from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, TokenUsage
from tests.sample_planted import PLANTED

Step = list[tuple[str, dict[str, Any]]] | str

SCRIPTS: dict[str, list[Step]] = {
    "What colour are Mára's eyes, and does the book agree with itself about it?": [
        [("read_document", {"document": "Chapter 1: The Map House"}),
         ("get_entity", {"entity": "Mára Tesk"})],
        "Mára's eyes are grey: her entry says “Eyes: grey” and the Style Sheet agrees. The "
        "book does not agree with itself, though: in Chapter 1: The Map House Ashdell says "
        "“Don't look at me with those green eyes,” and Oda calls them green again in Chapter "
        "5: The Sallows.",
    ],
    "When does the Gull Bridge fall, and who is taken off it?": [
        [("search_text", {"query": "twenty to midnight"})],
        "The Gull Bridge falls at twenty to midnight on the night of the flood. In The Night "
        "the Bridge Went, Oda's ledger reads “The Gull went at twenty to midnight.” Jory Fenn "
        "takes the Carrow family off in his boat, and the horse swims beside it.",
    ],
    "How far upriver from Hollin is Callow Weir?": [
        [("search_text", {"query": "miles above Hollin"}),
         ("get_entity", {"entity": "Callow Weir"})],
        "Nineteen miles, in the story: Chapter 3: Upriver says “Callow Weir lay nineteen miles "
        "above Hollin”. Its entry says eleven miles upriver, so one of the two needs changing.",
    ],
    "What is Jory Fenn's boat called?": [
        [("search_text", {"query": "Jory Fenn's boat"})],
        "In the story it is the Marten — The Night the Bridge Went has “It was Jory Fenn's "
        "boat, the Marten”. His entry and the Style Sheet call it the Heron.",
    ],
    "On what date does the Reeve's inquiry open?": [
        [("search_text", {"query": "opened his inquiry"}),
         ("read_document", {"document": "Timeline"})],
        "The Corn Exchange says the Reeve “opened his inquiry on the first of November”, but "
        "the Timeline puts it on 2 December.",
    ],
    "How old is Corvin Ashdell during the story?": [
        [("get_entity", {"entity": "Corvin Ashdell"}),
         ("search_text", {"query": "years old"})],
        "He is seventy-one (his entry says 71, and he was born in 141). In Chapter 1: The Map "
        "House he says “I am seventy-four years old”, which disagrees.",
    ],
    "Who is Pim, and does he have an entry in the project?": [
        [("search_text", {"query": "Pim"}), ("list_entities", {})],
        "Pim is Oda Brännvik's grandson: in The Toll-House “He was nine, all knees and ears”, "
        "living with his grandmother since the spring. He has no entry in the project. Oda "
        "says “Pim could whistle like a curlew before he could talk”.",
    ],
    "Which places named in the manuscript have no entity of their own?": [
        [("list_entities", {"kind": "place"})],
        "These places have no entity: Pellin Ford, Oskeby, Dunnock Cross, Meldrith, Saltmere, "
        "Vauhl, Lisk, the Eel House, the Drowned Stone, the Map House and the Corn Exchange.",
    ],
}

INVENTED_FINDING = {
    "kind": "other",
    "summary": "Ashdell's cat appears without a name.",
    "claim_a": {"quote": "the cat slept on the plan chest all afternoon",
                "document": "Chapter 1: The Map House"},
    "claim_b": {"quote": "the Map House keeps no animals", "document": "Style Sheet"},
}  # fmt: skip
FALSE_ALARM = {
    "kind": "other",
    "summary": "A height given in figures in narration.",
    "claim_a": {"quote": "Twelve feet above the mark", "document": "Chapter 1: The Map House"},
    "claim_b": {"quote": "Numbers in words in narration and dialogue",
                "document": "Style Sheet"},
}  # fmt: skip

_TITLED = re.compile(r"“([^”]+)”")


@functools.cache
def _sample_ids() -> dict[str, str]:
    """The sample's document ids by title: the audit's request names documents by title."""
    from assistant.world.storage.store import ProjectStore
    from tests.paths import SAMPLE

    return {doc.title: doc.id for doc in ProjectStore(SAMPLE).load().documents.values()}


def reply(question: str, call: int, tokens_in: int = 0) -> AiResponse:
    """The scripted reply to model call ``call`` of the exchange that began with
    ``question``."""
    if question.startswith("Continuity check of"):
        step = _audit_steps(question)[min(call, 3) - 1]
    else:
        script = SCRIPTS.get(question)
        if script is None:
            return _response("I cannot answer that question.", tokens_in)
        step = script[min(call, len(script)) - 1]
    if isinstance(step, str):
        return _response(step, tokens_in)
    calls = tuple(AiToolCall.from_raw(f"call_{call}_{n}", name, json.dumps(args,
                  ensure_ascii=False)) for n, (name, args) in enumerate(step))  # fmt: skip
    return AiResponse(tool_calls=calls, usage=TokenUsage(tokens_in, 20 * len(calls)))


def _audit_steps(question: str) -> list[Step]:
    first_line = question.splitlines()[0]
    ids = _sample_ids()
    documents = [ids[title] for title in _TITLED.findall(first_line)[1:] if title in ids]
    reports = []
    for planted in PLANTED:
        story = next((e for e in planted.story if e.node in documents), None)
        if story is not None:
            reports.append({
                "kind": planted.kind, "summary": planted.summary,
                "claim_a": {"quote": story.quote, "document": story.node},
                "claim_b": {"quote": planted.reference[0].quote,
                            "document": planted.reference[0].node},
            })  # fmt: skip
    if "d-9b65717c5f" in documents:  # chapter 1
        reports += [INVENTED_FINDING, FALSE_ALARM]
    read = [("read_document", {"document": doc}) for doc in documents]
    report = [("report_finding", args) for args in reports]
    return [read, report, f"Reported {len(reports)} problems."] if report else [
        read, "No problems found.", "No problems found."
    ]


def _response(text: str, tokens_in: int) -> AiResponse:
    return AiResponse(text=text, usage=TokenUsage(tokens_in, max(1, len(text) // 4)))


class ScriptedWriterModel:
    """The scripted model as a provider (no server)."""

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        size = len(request.system_prompt) + sum(len(m.content) for m in request.messages)
        response = reply(tape_of(request), call_of(request), size // 4)
        if on_text is not None and response.text:
            on_text(response.text)
        return response


__all__ = ["SCRIPTS", "ScriptedWriterModel", "reply"]

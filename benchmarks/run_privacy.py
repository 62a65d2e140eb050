"""The guard on private text: how long it takes to index a 1,000,000-word project of which
10% is private, and to check a 20,000-word request body, beside the time to encode that body
as JSON (which every request costs anyway); and the leak check over scripted conversations
and over the evaluation suite (its questions and its audit, by the scripted model, on the
sample with two notes, an entity and a field marked private) and over every writer question
of the tool-economy benchmark, which must find 0 leaks.

    python benchmarks/run_privacy.py [--json]
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate
from common import Row, constant, report, timed

from assistant.world.model import FrozenMap, World
from assistant.world.privacy.sentences import PrivateSentences


def big_world(total: int = 1_000_000, private: float = 0.1) -> World:
    """The synthetic novel of ``generate.py`` at ``total`` words, every tenth document private."""
    world = generate.build_world(target_words=total)
    docs = {doc_id: replace(doc, private=i % round(1 / private) == 0)
            for i, (doc_id, doc) in enumerate(world.documents.items())}  # fmt: skip
    return replace(world, documents=FrozenMap(docs))


class _Recording:
    """The scripted writer's model, keeping every request it is sent as a JSON body."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.bodies: list[dict[str, Any]] = []

    def complete(self, request: Any, *, on_text: Any = None, cancel: Any = None) -> Any:
        self.bodies.append({
            "system": request.system_prompt,
            "messages": [{"content": m.content,
                          "calls": [json.dumps(c.arguments) for c in m.tool_calls]}
                         for m in request.messages],
        })  # fmt: skip
        return self.model.complete(request, on_text=on_text, cancel=cancel)


def eval_leaks() -> tuple[int, list[str]]:
    """The evaluation suite asked of the sample with private marks: the requests sent, and
    the private texts and sentences found in them (to be none)."""
    import tempfile

    import assistant_eval
    from eval_scripted import ScriptedWriterModel

    from assistant.agent.session.provider_setup import AssistantSetup
    from assistant.world.storage.store import ProjectStore
    from tests.agent.privacy.leaks import leaks_beyond_public
    from tests.agent.privacy.sample import private_sample

    recording = _Recording(ScriptedWriterModel())
    settings = assistant_eval.Settings(**assistant_eval.REPLAY_SETTINGS)
    setup = AssistantSetup(assistant_eval._Kept(recording), settings)
    with tempfile.TemporaryDirectory(prefix="quire-leaks-") as work:
        assistant_eval.evaluate(setup, assistant_eval.QUESTIONS, True, Path(work),
                                copy=private_sample)  # fmt: skip
        world = ProjectStore(Path(work) / "The Long Map").load()
    return len(recording.bodies), leaks_beyond_public(world, recording.bodies)


def tool_sequence_leaks() -> tuple[int, int, list[str]]:
    """Every writer question of ``tool_questions.py`` asked of the sample with private marks,
    with its expert's and its loose call sequence, by a scripted model through a real session:
    the requests sent, the runs the guard stopped, and the private texts and sentences found
    in what was sent (to be none)."""
    import tempfile

    import run_tools
    from tool_questions import QUESTIONS

    from assistant.agent.loop.messages import AiResponse, AiToolCall
    from assistant.agent.loop.scripted import ScriptedProvider
    from assistant.agent.privacy.guard import model_words
    from assistant.world.project import Project
    from assistant.world.storage.store import ProjectStore
    from tests.agent.privacy.leaks import leaks_beyond_public
    from tests.agent.privacy.sample import private_sample

    bodies: list[dict[str, Any]] = []
    found: list[str] = []
    stopped = 0
    with tempfile.TemporaryDirectory(prefix="quire-leaks-") as work:
        world = ProjectStore(private_sample(Path(work) / "sample")).load()
        for number, question in enumerate(QUESTIONS):
            for kind, sequence in (("expert", question.expert), ("loose", question.loose)):
                replies = [
                    AiResponse(tool_calls=tuple(
                        AiToolCall.from_raw(f"r{r}c{c}", name, json.dumps(arguments))
                        for c, (name, arguments) in enumerate(round_, 1)
                    ))
                    for r, round_ in enumerate(sequence, 1)
                ]  # fmt: skip
                provider = ScriptedProvider([*replies, AiResponse(text="(the answer)")])
                folder = Path(work) / f"{number}-{kind}"
                session = run_tools._session(folder, provider, Project(world))
                run = session.ask(question.text, world)
                result = run.execute()
                session.finish(run, result)
                stopped += result.error is not None
                for request in provider.requests:
                    said = model_words(request)  # the model's own words are no leak
                    body = {"system": request.system_prompt,
                            "messages": [m.content for m in request.messages]}  # fmt: skip
                    bodies.append(body)
                    found += [piece for piece in leaks_beyond_public(world, [body])
                              if f" {piece} " not in said]  # fmt: skip
        return len(bodies), stopped, found


def main(argv: list[str] | None = None) -> int:
    as_json = "--json" in (argv or sys.argv[1:])
    world = big_world()
    public = [d.text for d in world.documents.values() if not d.private]
    body = {"messages": [{"role": "tool", "content": " ".join(public[i * 5 : i * 5 + 5])}
                         for i in range(10)]}  # fmt: skip
    sizes = sum(len(m["content"].split()) for m in body["messages"])

    def index() -> object:
        fresh = replace(world)  # a new world: nothing cached
        return PrivateSentences.of(fresh)

    sentences = PrivateSentences.of(world)
    texts = [m["content"] for m in body["messages"]]
    encode = timed(lambda: json.dumps(body), 20)
    rows = [
        Row("index 100,000 private words", timed(index, 3), "encode the body as JSON", encode,
            "s", note=f"{sentences.sentences:,} private sentences"),
        Row(f"check a {sizes:,}-word body", timed(lambda: [sentences.find(t) for t in texts], 20),
            "encode the body as JSON", encode, "s", goal=200.0),
    ]  # fmt: skip
    import tempfile

    from tests.agent.privacy.test_no_leaks import test_no_request_body_holds_private_text

    with tempfile.TemporaryDirectory() as folder:
        test_no_request_body_holds_private_text(Path(folder))  # asserts 0 leaks
    rows.append(Row("leaks over the scripted conversations", constant(0), "leaks allowed",
                    constant(1), "x", goal=0.0))  # fmt: skip
    requests, found = eval_leaks()
    rows.append(Row("leaks over the evaluation suite", constant(len(found)), "leaks allowed",
                    constant(1), "x", goal=0.0, note=f"{requests:,} requests checked"))  # fmt: skip
    requests, stopped, found = tool_sequence_leaks()
    rows.append(Row("leaks over the tool-economy conversations", constant(len(found)),
                    "leaks allowed", constant(1), "x", goal=0.0,
                    note=f"{requests:,} requests checked, {stopped} runs stopped by the guard"))
    report("Private material: the guard and the leak check", rows, as_json=as_json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

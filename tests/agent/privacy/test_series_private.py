"""A series' private material, attacked through every reading tool: a private series entity
and a private field whose value changes from book 2 on (the change's value and note too)
never reach a model that may not read private material."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, Role
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.session import Session
from assistant.world.model import Entity, EntityKind
from assistant.world.project import Project
from assistant.world.series.book_store import BookStore
from assistant.world.series.folder import series_store
from assistant.world.series.model import FactChange
from tests.world.series.series_folders import MARA, make_series

TRAITOR = "e-7a7b7c7d7e"
HEIR = "She is the lost heir of Tarn."
HEIR_LATER = "She has claimed the throne of Tarn in secret."
WHY = "the reveal planned for the last chapter"
BRIBE = "Brannoc was paid by the duke to betray the guild."
BRIBE_LATER = "Brannoc poisons the duke at the wedding feast."
SECRETS = (HEIR, HEIR_LATER, WHY, BRIBE, BRIBE_LATER)

CALLS = [
    ("get_entity", {"entity": "Mara"}),
    ("get_entity", {"entity": "Mara", "fields": ["secret"]}),
    ("get_entity", {"entity": TRAITOR}),
    ("get_entity", {"entity": "Brannoc"}),
    ("list_entities", {}),
    ("search_text", {"query": "Tarn"}),
    ("search_text", {"query": "duke"}),
    ("find_mentions", {"entity": "Brannoc"}),
    ("get_outline", {"include_trash": True}),
]


class Recorder:
    """A model that calls every reading tool once, then answers; it keeps what it was sent."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def __call__(self, request: AiRequest) -> AiResponse:
        self.sent.append(request.system_prompt)
        self.sent += [m.content for m in request.messages]
        if any(m.role is Role.TOOL for m in request.messages):
            return AiResponse(text="Done.")
        return AiResponse(tool_calls=tuple(
            AiToolCall.from_raw(f"c{n}", name, json.dumps(args))
            for n, (name, args) in enumerate(CALLS)
        ))  # fmt: skip


def _private_series(tmp_path: Path) -> Path:
    series, (_one, two) = make_series(tmp_path)
    store = series_store(series)
    world = store.load()
    mara = world.entities[MARA]
    mara = replace(mara, fields=(*mara.fields, ("secret", HEIR)), private_fields=("secret",))
    traitor = Entity(TRAITOR, "Brannoc", EntityKind.CHARACTER, ("the turncoat",),
                     (("Loyalty", "the guild"),), BRIBE, private=True)  # fmt: skip
    changes = (
        (MARA, (*world.series.changes_of(MARA), FactChange("secret", HEIR_LATER, 2, None, WHY))),
        (TRAITOR, (FactChange("Loyalty", BRIBE_LATER, 2, None, BRIBE_LATER),)),
    )
    entities = world.entities.set(MARA, mara).set(TRAITOR, traitor)
    state = replace(world.series, entity_ids=world.series.entity_ids | {TRAITOR},
                    changes=changes)  # fmt: skip
    store.save(replace(world, entities=entities, series=state))
    return two


def _sent(book: Path, tmp_path: Path, *, reads_private: bool) -> str:
    """Everything the model was sent in a turn that calls every reading tool."""
    world = BookStore(book).load()
    model = Recorder()
    setup = AssistantSetup(ScriptedProvider([model] * 10), Settings(
        provider="lmstudio", model="scripted"), reads_private=reads_private)  # fmt: skip
    session = Session(tmp_path / f"app-{reads_private}", setup=lambda: setup)
    run = session.ask("Tell me everything about Mara and Brannoc.", Project(world).snapshot())
    result = run.execute()
    session.finish(run, result)
    assert result.ok, result.error
    return "\n".join(model.sent)


def test_no_private_series_material_reaches_a_model_that_may_not_read_it(tmp_path: Path):
    book = _private_series(tmp_path)
    world = BookStore(book).load()
    assert world.series.owns(TRAITOR) and world.entities[TRAITOR].private
    assert dict(world.entities[MARA].fields)["secret"] == HEIR  # it is there to leak
    sent = _sent(book, tmp_path, reads_private=False)
    assert "Mara" in sent and "withheld" in sent  # the tools answered, withholding
    assert [secret for secret in SECRETS if secret in sent] == []
    assert "the turncoat" not in sent  # a private entity's aliases are its own too
    allowed = _sent(book, tmp_path, reads_private=True)  # the tools do reach all of it
    shown = [secret for secret in SECRETS if secret != WHY]  # a change's note is not shown
    assert [secret for secret in shown if secret not in allowed] == []

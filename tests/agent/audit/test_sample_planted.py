"""The list of what the sample project gets wrong on purpose is true to the sample: every
quotation is there, word for word, and every unentered place or person is named in the
manuscript with no entity of that name."""

from __future__ import annotations

import pytest

from assistant.world.model import World
from assistant.world.search.engine import SearchOptions, search
from assistant.world.search.quotes import locate
from assistant.world.search.textfold import fold
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.sample_planted import PLANTED, UNENTERED_PEOPLE, UNENTERED_PLACES


@pytest.fixture(scope="module")
def sample() -> World:
    return ProjectStore(SAMPLE).load()


@pytest.mark.parametrize("planted", PLANTED, ids=lambda p: p.key)
def test_every_planted_passage_is_in_the_sample(sample: World, planted) -> None:
    assert planted.story and planted.reference
    for evidence in (*planted.story, *planted.reference):
        passage = locate(sample, evidence.quote, within=evidence.node)
        assert passage is not None and passage.node_id == evidence.node, evidence
    # the story's side is the manuscript (or what restates it), never only the reference
    assert any(e.node.startswith("d-") for e in planted.story)


def test_the_planted_keys_are_distinct() -> None:
    assert len({p.key for p in PLANTED}) == len(PLANTED) >= 12


@pytest.mark.parametrize("name", UNENTERED_PLACES + UNENTERED_PEOPLE)
def test_unentered_names_are_in_the_manuscript_without_an_entity(sample: World, name) -> None:
    assert search(sample, name, SearchOptions(whole_word=True)), name
    names = {fold(n) for e in sample.live_entities() for n in e.names}
    assert fold(name) not in names

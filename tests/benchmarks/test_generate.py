"""The benchmark project generator is deterministic and makes the shape it promises."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import generate

from assistant.world.storage.store import ProjectStore


def test_same_seed_same_world_and_other_seed_other_world() -> None:
    small = 60_000
    first = generate.build_world(seed=7, target_words=small)
    assert generate.build_world(seed=7, target_words=small) == first
    assert generate.build_world(seed=8, target_words=small) != first


def test_shape_of_the_world() -> None:
    world = generate.build_world(seed=7, target_words=60_000)
    assert len(world.documents) == 2000
    assert len(world.entities) == 500
    assert len(world.root) == generate.PARTS
    assert world.word_count() == pytest.approx(60_000, rel=0.1)
    assert all(entity.aliases for entity in world.entities.values())
    assert any(not doc.text.isascii() for doc in world.documents.values())


@pytest.mark.slow  # 2,000 documents written and read back
def test_generated_project_loads_without_problems(tmp_path: Path) -> None:
    dest = generate.generate(tmp_path / "bench", seed=3, target_words=20_000)
    store = ProjectStore(dest)
    world = store.load()
    assert store.problems == ()
    assert world == generate.build_world(seed=3, target_words=20_000)

"""The merge benchmark revises its chapter the same way every run, with conflicts to show."""

from __future__ import annotations

import sys

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import run_merge

from assistant.world.merge.worlds import merge_worlds


def test_the_two_versions_are_the_same_every_run_and_clash_somewhere() -> None:
    texts = run_merge.versions()
    assert run_merge.versions() == texts
    assert len(texts[0].split()) >= 20_000
    assert texts[1] != texts[0] != texts[2]
    merge = merge_worlds(*run_merge.worlds(texts))
    (conflict,) = merge.conflicts
    assert conflict.text is not None and len(conflict.text.conflicts) >= run_merge.CLASHES
    merged = merge.world()
    assert merged.documents["d-0000000002"].title == "Dawn"
    assert merged.entities["e-0000000001"].fields == (("Age", "40"),)


def test_the_rows_name_their_references() -> None:
    rows = run_merge.bench(repeat=1)
    assert [row.reference_name for row in rows] == [
        "100 ms",
        "difflib, base against each side",
        "reading the chapter's file",
    ]
    assert rows[0].goal == 1.0

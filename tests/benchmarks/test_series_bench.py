"""The benchmark of opening a book linked to a series runs on a small series and reports its
rows (timings are the benchmark's to judge, not a test's)."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import run_series


def test_the_series_benchmark_opens_the_linked_book_with_every_entity(tmp_path: Path) -> None:
    rows, entities = run_series.opening(
        tmp_path, repeat=1, entities=60, words=3_000, window=False
    )
    assert entities >= 60
    linked, holding = rows
    assert linked.name == "open a book with a 60-entity series" and linked.goal == 1.3
    assert "more files to read" in linked.note and holding.goal is None
    assert linked.value.median > 0 and linked.reference.median > 0
    assert holding.reference.median > 0

"""The benchmark of opening a book linked to a series runs on a small series and reports its
folder-level rows (timings are the benchmark's to judge, not a test's); the app's row, which
carries the goal, starts ``quire-gui`` and is left to the benchmark."""

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
    assert linked.name == "open a book with a 60-entity series, reading the folders"
    assert "more files to read" in linked.note
    assert linked.goal is None and holding.goal is None  # the goal is the app's row
    assert linked.value.median > 0 and linked.reference.median > 0
    assert holding.reference.median > 0

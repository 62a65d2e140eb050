"""The benchmark of opening a book linked to a series runs on a small series and reports
its three figures (timings are the benchmark's to judge, not a test's)."""

from __future__ import annotations

import json
import sys

import pytest

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import run_series


def test_the_series_benchmark_opens_the_linked_book_with_every_entity(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["--entities", "40", "--scenes", "3", "--repeat", "1", "--json"]
    assert run_series.main(args) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["entities"], result["scenes"]) == (40, 3)
    assert result["linked_ms"] > 0 and result["owning_ms"] > 0 and result["alone_ms"] > 0

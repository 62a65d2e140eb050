"""The summary-cache benchmark runs, on a small project, and meets its goal: asking for a
whole-book summary again after one chapter changed sends under 10% of the first run's
tokens (the figures are counts, not timings, so they hold on any machine)."""

from __future__ import annotations

import sys

import pytest

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import run_summaries


@pytest.mark.slow  # the whole benchmark, on a 60,000-word project
def test_the_benchmark_meets_its_goal(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_summaries.main(["--words", "60000"]) == 0
    out = capsys.readouterr().out
    assert "goal: the second run sends at most 10% of the first's tokens: met" in out
    assert "estimates asked (first, second): [(1, 0), (1, 0)]" in out

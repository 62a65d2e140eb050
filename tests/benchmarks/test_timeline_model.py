"""The benchmark of the model-proposed time cues runs on a small project and meets its goal:
every planted phrase a scripted model proposes is kept, every wrong one (invented, from
another chapter, misquoted, with an ellipsis) fails, and the tokens are counted (counts, not
timings, so they hold on any machine)."""

from __future__ import annotations

import sys

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import run_timeline_model


def test_only_the_cues_the_prose_holds_are_kept_and_the_tokens_are_counted() -> None:
    result = run_timeline_model.measure(words=20_000)
    assert result.chapters == 20 and result.planted == 50
    assert result.kept_true == result.planted and result.wrong_kept == 0
    assert result.wrong_failed == result.wrong_proposed >= 60
    assert result.tokens_in > result.project_tokens > 0 and result.tokens_out > 0
    assert run_timeline_model.main(["--words", "20000", "--check"]) == 0

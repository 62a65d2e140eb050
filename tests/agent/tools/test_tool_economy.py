"""The tool-economy benchmark's questions, run through the loop as a test: every needed fact
reaches the model, in few calls and characters (see benchmarks/run_tools.py)."""

from __future__ import annotations

import sys

import pytest

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

from run_tools import (
    GOAL_CALLS,
    GOAL_RESULT_CHARS,
    GOAL_ROUNDS,
    Row,
    load_sample,
    measure_all,
    missing_facts,
)
from tool_questions import QUESTIONS


@pytest.fixture(scope="module")
def rows() -> list[Row]:
    return measure_all(load_sample())


def test_every_question_gets_every_fact_without_a_tool_error(rows: list[Row]) -> None:
    assert [row.key for row in rows] == [q.key for q in QUESTIONS]
    for row in rows:
        assert row.expert.missing == (), row.key
        assert row.loose.missing == (), row.key
        assert row.expert.errors == 0, row.key
        assert row.loose.errors == 0, row.key


def test_the_expert_needs_few_calls_rounds_and_characters(rows: list[Row]) -> None:
    n = len(rows)
    assert sum(r.expert.calls for r in rows) / n <= GOAL_CALLS
    assert sum(r.expert.rounds for r in rows) / n <= GOAL_ROUNDS
    assert sum(r.expert.result_chars for r in rows) / n <= GOAL_RESULT_CHARS


def test_a_model_that_knows_no_titles_reads_no_whole_manuscript(rows: list[Row]) -> None:
    # The loose sequences name things as the writer does and search for what they expect;
    # in all they read at most half as much again as the expert, and never four times as
    # much on one question (single-word searches cost more than an expert's exact phrase).
    assert sum(r.loose.result_chars for r in rows) <= 1.5 * sum(r.expert.result_chars
                                                                for r in rows)
    for row in rows:
        assert row.loose_ratio < 4, row.key
    dates = next(r for r in rows if r.key == "dates")
    assert dates.loose_ratio <= 2


def test_facts_are_found_whatever_the_spacing_and_quotes() -> None:
    assert missing_facts(["it did not rise", ("absent", "“quoted”")],
                         "It did not\n  rise — ‘quoted’ \"quoted\"") == ("it did not rise",)
    assert missing_facts(["did not rise"], "It did not\n  rise") == ()

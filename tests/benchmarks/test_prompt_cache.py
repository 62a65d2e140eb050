"""Prompt caching (benchmarks/run_prompt_cache.py): two projects' first requests share the
tools and all of Quire's fixed instructions, and a conversation's requests repeat the one
before them up to a cache breakpoint."""

from __future__ import annotations

import sys
from dataclasses import replace

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import itertools

import run_prompt_cache

from assistant.world.model import ProjectMeta
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE


def test_two_projects_share_everything_but_what_differs_between_them():
    world = ProjectStore(SAMPLE).load()
    first, _marks = run_prompt_cache.wire(run_prompt_cache.conversation_requests(world, 1)[0])
    other = replace(world, meta=ProjectMeta(title="Le Long Fleuve", language="fr"))
    second, _marks = run_prompt_cache.wire(run_prompt_cache.conversation_requests(other, 1)[0])
    shared = run_prompt_cache.common_prefix(first, second)
    assert shared >= first.index("Answer in English")
    assert "Le Long Fleuve" not in first[:shared] and world.meta.title not in first[:shared]


def test_each_request_of_a_turn_repeats_the_one_before_up_to_its_last_breakpoint():
    world = ProjectStore(SAMPLE).load()
    requests = run_prompt_cache.conversation_requests(world, 2)
    texts = [run_prompt_cache.wire(request) for request in requests]
    for (before, marks), (now, _) in itertools.pairwise(texts):
        shared = run_prompt_cache.common_prefix(before, now)
        assert marks[-1] == len(before)  # the conversation so far is a breakpoint
        assert max(mark for mark in marks if mark <= shared) >= marks[1]  # tools and system


def _sent(*blocks: str, marks: tuple[int, ...] = ()) -> run_prompt_cache.Sent:
    return run_prompt_cache.Sent(blocks, tuple(i in marks for i in range(len(blocks))))


def test_what_changes_early_throws_the_rest_of_the_cache_away():
    before = _sent("tools", "system", "q1", marks=(0, 1, 2))
    same_start = _sent("tools", "system", "q1", "a1", "q2", marks=(0, 1, 4))
    new_tools = _sent("TOOLS", "system", "q1", "a1", "q2", marks=(0, 1, 4))
    assert run_prompt_cache.sent_before([before], same_start) == len("toolssystemq1")
    assert run_prompt_cache.served_by_prefix([before], same_start) == len("toolssystemq1")
    assert run_prompt_cache.served_by_breakpoints([before], same_start) == len("toolssystemq1")
    assert run_prompt_cache.sent_before([before], new_tools) == len("systemq1")
    assert run_prompt_cache.served_by_prefix([before], new_tools) == 0
    assert run_prompt_cache.served_by_breakpoints([before], new_tools) == 0


def test_anthropic_serves_only_marked_prefixes_within_its_lookback():
    before = _sent("tools", "system", "q1", "a1", marks=(1,))  # nothing marked after system
    now = _sent("tools", "system", "q1", "a1", "q2", marks=(4,))
    assert run_prompt_cache.served_by_prefix([before], now) == len("toolssystemq1a1")
    assert run_prompt_cache.served_by_breakpoints([before], now) == len("toolssystem")
    far = _sent("tools", "system", *(f"m{i}" for i in range(30)), marks=(31,))
    assert run_prompt_cache.served_by_breakpoints([before], far) == 0  # 30 blocks back


def test_a_conversation_is_served_all_it_sent_before():
    figures = run_prompt_cache.measure(ProjectStore(SAMPLE).load())
    assert figures["min_prefix_of_sent"] >= run_prompt_cache.GOAL
    assert figures["min_breakpoint_of_sent"] >= run_prompt_cache.GOAL
    assert len(figures["rows"]) == 19 and all(row["sent_before"] > 0 for row in figures["rows"])

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

"""The leak check over the tool-economy benchmark's conversations (benchmarks/run_privacy.py):
every writer question, with the expert's and the loose call sequence, asked of the sample
with private notes, an entity and a field: nothing private is sent."""

from __future__ import annotations

import sys

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import run_privacy


def test_no_request_of_the_benchmark_conversations_holds_private_text():
    requests, _stopped, found = run_privacy.tool_sequence_leaks()
    assert requests >= 32 and found == []

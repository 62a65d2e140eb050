"""The leak check over the evaluation suite: its questions and its audit, asked of the sample
with two notes, an entity and a field marked private (by the scripted model, never the
network), send no private text or sentence in any request; and the same run with the model
allowed to read private material does send it (the check finds what it looks for)."""

from __future__ import annotations

import sys
from dataclasses import replace

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import run_privacy

import assistant.agent.session.provider_setup as provider_setup


def test_the_evaluation_suite_sends_no_private_sentence():
    requests, found = run_privacy.eval_leaks()
    assert requests >= 20
    assert found == []


def test_the_check_finds_private_text_when_the_model_may_read_it(monkeypatch):
    made = provider_setup.AssistantSetup

    def reading(*args, **kwargs):
        return replace(made(*args, **kwargs), reads_private=True)

    monkeypatch.setattr(provider_setup, "AssistantSetup", reading)
    _requests, found = run_privacy.eval_leaks()
    assert found

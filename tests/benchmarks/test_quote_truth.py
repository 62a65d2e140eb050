"""The adversarial quotation set (benchmarks/quote_cases.py): no changed, misplaced or
misattributed quotation is marked verified, and at most 5% of genuine ones are not, in
every language."""

from __future__ import annotations

import sys
from collections import Counter

from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

import quote_cases


def test_no_wrong_quotation_is_verified_and_genuine_ones_are():
    judged = quote_cases.run_cases()
    assert len(judged) >= 80
    assert set(Counter(j.case.language for j in judged)) == {"en", "es", "de", "fr", "nb"}
    false_verified = [(j.case.answer, j.verdict) for j in judged if not j.case.genuine and j.wrong]
    false_not_found = [(j.case.answer, j.verdict) for j in judged if j.case.genuine and j.wrong]
    assert false_verified == []
    genuine = sum(j.case.genuine for j in judged)
    assert len(false_not_found) <= 0.05 * genuine, false_not_found


def test_each_wrong_kind_gets_its_own_verdict():
    verdicts = {(j.case.kind, j.verdict) for j in quote_cases.run_cases() if not j.case.genuine}
    assert ("other chapter", "elsewhere") in verdicts
    assert ("accent dropped", "misspelt name") in verdicts
    assert ("wrong speaker", "wrong speaker") in verdicts

"""The full time check with a scripted model, on a small planted story: the wrong cues it
proposes (paraphrased, invented, from another chapter, with words left out) never reach a
kept finding, the true ones it proposes are all kept and find what the rules alone, with
their cues hidden, miss; every kept finding's two sides hold (counts, not timings)."""

from __future__ import annotations

import sys
from pathlib import Path

from assistant.world.clock.checking.sides import side_holds
from assistant.world.search.textfold import fold
from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

from timeline_full import full_check, paraphrase
from timeline_project import build


def test_wrong_proposed_cues_never_reach_a_finding(tmp_path: Path) -> None:
    project = build(seed=41, scenes=60, plants=2)
    result = full_check(project, folder=tmp_path)
    assert result.wrong_proposed >= 20 and result.wrong_kept == 0
    assert result.wrong_failed + result.wrong_known == result.wrong_proposed
    assert result.true_kept == result.true_proposed > result.hidden > 0
    kept = {(node, quote) for node, quote in result.kept_quotes}
    for finding in result.findings:
        for side in (finding.first, finding.second):
            assert side_holds(project.world, side)
            if side.part == "text":
                assert fold(side.quote) in fold(project.world.documents[side.node_id].text)
    assert all(fold(q) in fold(project.world.documents[n].text) for n, q in kept)
    planted = {node for p in project.planted for node in p.nodes}
    found = {node for f in result.findings for node in (f.first.node_id, f.second.node_id)}
    alone = {node for f in result.alone for node in (f.first.node_id, f.second.node_id)}
    assert len(found & planted) > len(alone & planted)
    assert result.tokens_in > result.project_tokens > 0 and result.tokens_out > 0


def test_a_paraphrase_changes_the_quotation() -> None:
    for quote in ("Three days later", "Tuesday", "Lucan was only 19", "At noon"):
        assert fold(paraphrase(quote)) != fold(quote)

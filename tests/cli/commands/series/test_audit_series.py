"""``quire audit BOOK --series`` through the real command line against a loopback server
whose scripted model audits the generated series: the planted contradictions kept with both
books quoted, the wrong reports dropped, a valid override left out, a second run reading
nothing and sending no summary request; a book of no series refused plainly."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from assistant import cli
from assistant.agent.audit.findings import FindingsStore
from tests.agent.providers.loopback import LoopbackServer
from tests.paths import REPO, SAMPLE
from tests.scripted_audit import WIRE
from tests.series_http import over_http

sys.path.insert(0, str(REPO / "benchmarks"))

from series_project import BOOK_TITLES, build, write_series
from series_scripted import ScriptedSeriesModel


def audit(book: Path, server: LoopbackServer, *extra: str) -> int:
    return cli.main(["audit", str(book), "--series", *extra, "--provider", "openai", "--model",
                     "m", "--base-url", server.url + WIRE.base_suffix])  # fmt: skip


def test_quire_audit_series_keeps_both_sides_and_reads_nothing_again(tmp_path, monkeypatch,
                                                                    capsys):  # fmt: skip
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-series")
    project = build(seed=43)
    write_series(project, tmp_path)
    book = tmp_path / BOOK_TITLES[1]
    model = ScriptedSeriesModel(project)
    with LoopbackServer(over_http(model)) as server:
        code = audit(book, server, "--json")
    captured = capsys.readouterr()
    assert code == 0, captured.err
    out = json.loads(captured.out)
    planted = [p for p in project.planted if p.later.book == 2]
    overrides = [o for o in project.overrides if o.later.book == 2]
    assert out["ok"] and len(out["findings"]) == len(out["new"]) == len(planted)
    assert out["overrides_left_out"] == len(overrides) and out["summary_requests"] > 0
    assert out["dropped"] == sum(len(v) for (n, _t), v in model.wrong.items() if n == 2)
    for finding in out["findings"]:
        assert finding["across"] and finding["claim_b"]["book"] == 1
        assert finding["claim_b"]["book_title"] == BOOK_TITLES[0]
        assert finding["claim_a"]["document"] in project.books[1].documents
        assert finding["claim_b"]["document"] in project.books[0].documents
    kept = FindingsStore(book / ".quire").load()
    assert {f.id for f in kept.findings} == set(out["new"])

    with LoopbackServer(over_http(model)) as server:
        assert audit(book, server) == 0
        assert server.requests == []
    out_text, err = capsys.readouterr()
    assert "0 chapter(s) to read against 1 earlier book(s), 8 unchanged" in err
    assert f"Kept from earlier checks: {len(planted)}" in out_text
    assert f"book 1 “{BOOK_TITLES[0]}”" in out_text


def test_a_book_of_no_series_or_the_first_book_is_refused_plainly(tmp_path, capsys):
    alone = Path(shutil.copytree(SAMPLE, tmp_path / "The Long Map"))  # never the sample itself
    assert cli.main(["audit", str(alone), "--series"]) == 2
    assert "belongs to no series" in capsys.readouterr().err
    project = build(seed=44)
    write_series(project, tmp_path)
    assert cli.main(["audit", str(tmp_path / BOOK_TITLES[0]), "--series"]) == 2
    assert "first book of its series" in capsys.readouterr().err

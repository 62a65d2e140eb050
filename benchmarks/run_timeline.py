"""Benchmark of the story clock's checks: how well they find the errors planted in a
generated 100,000-word project (``timeline_project.py``), and how fast they check a
1,000,000-word one.

Printed: recall and precision per kind and overall (goal ≥ 85% each; recall on the held-out
wordings too), false findings per 10,000 clean words (goal ≤ 1), the share of findings
whose two sides are verified quotations (goal 100%), and the time to check the 1M-word
project against the issue's aim of 1 s and against reading the project's files.
Then the full check with a scripted model (``timeline_full.py``): half the cues the rules
read hidden from them and left, with those they miss, to a model proposing them (and wrong
ones, which must fail) through the time audit; the same figures on the findings it keeps,
the wrong cues kept, and the model's tokens per 100,000 words (and the full check on the
story with nothing planted, for its false findings).

Rows for ``make bench`` (``--json``), each a ratio where lower is better: the share missed
and the share false (each ≤ 0.15), false findings per 10k clean words (≤ 1), the share of
findings not verified (0), and the time to check 1M words over 1 s (≤ 1); for the full
check, the share missed and false (each ≤ 0.15), false findings per 10k clean words (≤ 1),
the share not verified (0), the share of wrong proposed cues kept (0), and its tokens per
100k words against the project's own (informing only).

    python benchmarks/run_timeline.py [--repeat N] [--json] [--verbose]
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from collections import Counter
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, constant, report, timed
from timeline_full import full_check, print_full
from timeline_project import Planted, TimelineProject, build, write_project

from assistant.world.clock.audit import time_check
from assistant.world.clock.checking.sides import side_holds
from assistant.world.clock.checks import check_timeline
from assistant.world.clock.cues import project_cues
from assistant.world.clock.model import TimeCheckKind, TimeFinding
from assistant.world.clock.resolve import resolve_timeline
from assistant.world.clock.travel import Travel, travel_from
from assistant.world.storage.store import ProjectStore

REPO = Path(__file__).resolve().parent.parent
BIG = REPO / "bench-data" / "timeline-1m"
GOAL = 0.85
BIG_SCENES = 2500


def _travel(project: TimelineProject) -> Travel:
    return travel_from(tomllib.loads(project.calendar_file)["travel"])


def check(project: TimelineProject, *, given_cues: bool = False) -> list[TimeFinding]:
    """The checks on the project's times as the clock resolves them from its ``when``
    fields, and on the cues the cue finder reads in its prose (or, with ``given_cues``,
    the cues the generator wrote: the checks alone)."""
    timeline = resolve_timeline(project.world, project.timeline.calendars)
    cues = project.cues if given_cues else project_cues(project.world, timeline.calendar)
    return check_timeline(project.world, timeline, cues, _travel(project))


def _matches(finding: TimeFinding, planted: Planted) -> bool:
    return finding.kind is planted.kind and bool(
        {finding.first.node_id, finding.second.node_id} & planted.nodes)


def score(project: TimelineProject, findings: list[TimeFinding], *, verbose: bool = False
          ) -> dict[str, float]:  # fmt: skip
    """Recall and precision per kind and overall, printed; the figures returned."""
    found = [p for p in project.planted if any(_matches(f, p) for f in findings)]
    true = [f for f in findings if any(_matches(f, p) for p in project.planted)]
    planted = Counter(p.kind for p in project.planted)
    hits = Counter(p.kind for p in found)
    reported = Counter(f.kind for f in findings)
    right = Counter(f.kind for f in true)
    print(f"{project.world.word_count():,} words, {len(project.world.documents)} scenes, "
          f"{len(project.planted)} planted errors, {len(findings)} findings")
    print(f"  {'kind':<12} {'planted':>7} {'found':>6} {'recall':>7} {'reported':>9} "
          f"{'precision':>9}")
    for kind in TimeCheckKind:
        recall = hits[kind] / planted[kind] if planted[kind] else 1.0
        precision = right[kind] / reported[kind] if reported[kind] else 1.0
        print(f"  {kind.value:<12} {planted[kind]:>7} {hits[kind]:>6} {recall:>7.0%} "
              f"{reported[kind]:>9} {precision:>9.0%}")
    recall = len(found) / len(project.planted) if project.planted else 1.0
    precision = len(true) / len(findings) if findings else 1.0
    held = [p for p in project.planted if p.held_out]
    held_recall = sum(1 for p in held if p in found) / len(held) if held else 1.0
    false = len(findings) - len(true)
    per_10k = false / (project.clean_words / 10_000)
    verified = sum(1 for f in findings if side_holds(project.world, f.first)
                   and side_holds(project.world, f.second))
    share = verified / len(findings) if findings else 1.0
    print(f"  overall: recall {recall:.0%}, precision {precision:.0%} (goal ≥ {GOAL:.0%} each); "
          f"held-out wordings: recall {held_recall:.0%} of {len(held)}")
    print(f"  false findings per 10k clean words: {per_10k:.2f} (goal ≤ 1); "
          f"both sides verified: {share:.0%} (goal 100%)")
    if verbose:
        for f in findings:
            if f not in true:
                print(f"  FALSE {f.kind.value}: {f.first.node_id} {f.first.quote!r} / "
                      f"{f.second.node_id} {f.second.quote!r} {dict(f.values)}")
        for p in project.planted:
            if p not in found:
                print(f"  MISSED {p.kind.value} in {sorted(p.nodes)} held-out={p.held_out}")
    worst_recall = min((hits[k] / planted[k] for k in planted), default=1.0)
    worst_precision = min((right[k] / reported[k] for k in reported), default=1.0)
    return {"recall": recall, "precision": precision, "worst_recall": worst_recall,
            "worst_precision": worst_precision, "per_10k": per_10k, "verified": share}


def sample(*, verbose: bool = False) -> int:
    """The findings on the sample project (each should be a real disagreement in its
    prose), printed; their number."""
    import shutil
    import tempfile

    from assistant.resources import sample_dir

    with tempfile.TemporaryDirectory() as folder:
        root = Path(shutil.copytree(sample_dir(), Path(folder) / "sample"))
        world = ProjectStore(root).load()
        check = time_check(world, root)
    placed = sum(1 for t in check.timeline.scenes.values() if t.span is not None)
    print(f"the sample project: {placed} scenes with a time, "
          f"{sum(len(c) for c in check.cues.values())} cues, {len(check.findings)} findings, "
          f"{len(check.problems)} problems")
    if verbose:
        for f in check.findings:
            print(f"  {f.kind.value}: {f.first.quote!r} / {f.second.quote!r} {dict(f.values)}")
    return len(check.findings)


def _share(name: str, value: float, goal: float, note: str = "") -> Row:
    return Row(name, constant(value), "none", constant(1.0), "x", goal, note)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    out = sys.stderr if args.json else sys.stdout
    stdout, sys.stdout = sys.stdout, out
    try:
        project = build()
        print("the checks, on the cues the generator wrote:")
        given = score(project, check(project, given_cues=True), verbose=args.verbose)
        print("the checks, on the cues the cue finder reads:")
        figures = score(project, check(project), verbose=args.verbose)
        clean = build(seed=37, plants=0)
        print("the same story with nothing planted, the cues the cue finder reads:")
        clean_figures = score(clean, check(clean), verbose=args.verbose)
        full = full_check(project)
        _alone, model = print_full(full, score, project, verbose=args.verbose)
        clean_full = full_check(clean)
        print("the full check on the story with nothing planted:")
        clean_model = score(clean, clean_full.findings, verbose=args.verbose)
        sample(verbose=args.verbose)
        big = build(seed=38, scenes=BIG_SCENES)
        write_project(big, BIG)
        world = ProjectStore(BIG).load()
        checking = timed(lambda: time_check(world, BIG), args.repeat)
        reading = timed(lambda: ProjectStore(BIG).load(), args.repeat)
        print(f"checking {big.world.word_count():,} words: {checking.median * 1000:.0f} ms "
              f"(reading its files: {reading.median * 1000:.0f} ms)")
    finally:
        sys.stdout = stdout
    rows = [
        _share("time checks: share of planted errors missed", 1 - figures["recall"], 1 - GOAL,
               f"worst kind {1 - figures['worst_recall']:.2f}"),
        _share("time checks on the written cues: share missed", 1 - given["recall"], 1 - GOAL,
               f"worst kind {1 - given['worst_recall']:.2f}"),
        _share("time checks: share of findings false", 1 - figures["precision"], 1 - GOAL,
               f"worst kind {1 - figures['worst_precision']:.2f}"),
        _share("time checks: false findings per 10k clean words",
               max(figures["per_10k"], clean_figures["per_10k"]), 1.0),
        _share("time checks: share of findings not verified",
               1 - min(figures["verified"], clean_figures["verified"]), 0.0),
        _share("full check with a model: share of planted errors missed", 1 - model["recall"],
               1 - GOAL, f"worst kind {1 - model['worst_recall']:.2f}"),
        _share("full check with a model: share of findings false", 1 - model["precision"],
               1 - GOAL, f"worst kind {1 - model['worst_precision']:.2f}"),
        _share("full check with a model: false findings per 10k clean words",
               max(model["per_10k"], clean_model["per_10k"]), 1.0),
        _share("full check with a model: share of findings not verified",
               (full.dropped + (1 - model["verified"]) * len(full.findings))
               / max(full.raw, 1), 0.0, f"{full.dropped} dropped of {full.raw}"),
        _share("full check with a model: share of wrong cues kept",
               full.wrong_kept / max(full.wrong_proposed, 1), 0.0,
               f"{full.wrong_proposed} wrong proposed"),
        Row("full check with a model: tokens per 100k words", constant(full.per_100k_words),
            "the project's own tokens", constant(full.project_per_100k_words), "tokens", None,
            f"{full.chapters} chapter runs"),
        Row("time checks, 1M words", checking, "the issue's aim", constant(1.0), "s", 1.0,
            "calendars, times, cues and checks"),
        Row("time checks, against reading the files", checking, "reading the 1M-word project",
            reading, "s"),
    ]
    report("The story clock's checks", rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

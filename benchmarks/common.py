"""What every benchmark shares: rows measured against a reference in the same run, timing that
interleaves the measured thing with its reference, and one way of printing a table.

A row's ratio is its value divided by its reference, both taken in the same run on the same
machine, so that it means something on a loaded laptop as on a quiet server. Where a goal is
set (the most the ratio may be), the row says whether it is met.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Stats:
    """The minimum and median of several timings (seconds) or sizes."""

    min: float
    median: float

    @classmethod
    def of(cls, values: list[float]) -> Stats:
        return cls(min(values), statistics.median(values))


@dataclass(frozen=True)
class Row:
    """One measure of the table and its reference, in the same unit."""

    name: str
    value: Stats
    reference_name: str
    reference: Stats
    unit: str
    """``s`` (seconds), ``B`` (bytes), ``tokens``, ``chars``, ``ms`` or ``x`` (a ratio itself)."""
    goal: float | None = None
    """The most the ratio (median over median) may be; None where the row only informs."""
    note: str = ""

    @property
    def ratio(self) -> float:
        return _ratio(self.value.median, self.reference.median)

    @property
    def ratio_min(self) -> float:
        return _ratio(self.value.min, self.reference.min)

    @property
    def met(self) -> bool | None:
        return None if self.goal is None else self.ratio <= self.goal

    def as_dict(self) -> dict[str, object]:
        return asdict(self) | {"ratio": self.ratio, "ratio_min": self.ratio_min, "met": self.met}


def _ratio(value: float, reference: float) -> float:
    return value / reference if reference else float("inf")


def interleaved(fns: dict[str, Callable[[], object]], repeat: int) -> dict[str, Stats]:
    """Time each function ``repeat`` times, taking turns, so that a burst of load elsewhere
    on the machine falls on both the measured thing and its reference."""
    times: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(max(1, repeat)):
        for name, fn in fns.items():
            started = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - started)
    return {name: Stats.of(values) for name, values in times.items()}


def timed(fn: Callable[[], object], repeat: int) -> Stats:
    return interleaved({"": fn}, repeat)[""]


def constant(value: float) -> Stats:
    """A fixed reference (one frame, a token budget)."""
    return Stats(value, value)


def fmt(value: float, unit: str) -> str:
    if unit == "B":
        return f"{value / 1e6:.1f} MB"
    if unit == "tokens":
        return f"{value:,.0f} tok"
    if unit == "chars":
        return f"{value:,.0f} ch"
    if unit == "ms":
        return f"{value:.1f} ms"
    if unit == "x":
        return f"{value:.2f}×"
    if value < 1e-6:
        return f"{value * 1e9:.0f} ns"
    if value < 1e-3:
        return f"{value * 1e6:.1f} µs"
    if value < 1:
        return f"{value * 1e3:.1f} ms"
    return f"{value:.2f} s"


def _fmt_ratio(ratio: float) -> str:
    return f"{ratio:.2e}" if ratio < 0.01 else f"{ratio:.2f}"


def print_rows(title: str, rows: list[Row]) -> None:
    print(title)
    print(
        f"  {'measure':<44} {'value':>10}   {'reference':<36} {'ref value':>10}"
        f"   {'ratio':>6} {'(min)':>6}   goal"
    )
    for row in rows:
        goal = "" if row.goal is None else f"≤ {row.goal:g}  {'met' if row.met else 'NOT met'}"
        line = (
            f"  {row.name:<44} {fmt(row.value.median, row.unit):>10}   "
            f"{row.reference_name:<36} {fmt(row.reference.median, row.unit):>10}   "
            f"{_fmt_ratio(row.ratio):>6} {_fmt_ratio(row.ratio_min):>6}   {goal}"
        )
        print(line + (f"   ({row.note})" if row.note else ""))


def report(title: str, rows: list[Row], *, as_json: bool = False) -> None:
    """The rows as a table under ``title``, or as JSON (for ``run_all.py``)."""
    if as_json:
        print(dump_rows(rows))
    else:
        print_rows(title, rows)


def dump_rows(rows: list[Row]) -> str:
    return json.dumps([row.as_dict() for row in rows], ensure_ascii=False)


def load_rows(text: str) -> list[Row]:
    rows = []
    for item in json.loads(text):
        rows.append(
            Row(
                name=item["name"],
                value=Stats(**item["value"]),
                reference_name=item["reference_name"],
                reference=Stats(**item["reference"]),
                unit=item["unit"],
                goal=item["goal"],
                note=item["note"],
            )
        )
    return rows

"""Which automatic snapshots to keep as they age: all of the recent ones, one a day for a
while, one a week after that (or none). Snapshots the writer took are always kept."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from assistant.world.snapshots.model import SnapshotInfo
from assistant.world.storage.jsonfile import load_dataclass, save_object

log = logging.getLogger(__name__)

MAX_DAYS = 3650


@dataclass(frozen=True)
class ThinningLimits:
    """How long automatic snapshots are kept.

    Every automatic snapshot younger than ``keep_all_days`` is kept; of those younger than
    ``daily_days``, the latest of each day; of older ones, the latest of each week when
    ``weekly_after`` is True, else none.
    """

    keep_all_days: int = 7
    daily_days: int = 30
    weekly_after: bool = True

    def __post_init__(self) -> None:
        for name in ("keep_all_days", "daily_days"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_DAYS:
                raise ValueError(f"{name} must be a whole number of days from 0 to {MAX_DAYS}")
        if self.daily_days < self.keep_all_days:
            raise ValueError("daily_days must not be shorter than keep_all_days")
        if not isinstance(self.weekly_after, bool):
            raise ValueError("weekly_after must be true or false")


def load_limits(path: Path) -> ThinningLimits:
    """The limits saved at ``path``; the defaults when there are none or they are unreadable."""
    return load_dataclass(path, ThinningLimits, "snapshot limits")


def save_limits(path: Path, limits: ThinningLimits) -> None:
    save_object(path, limits)


def to_keep(
    snapshots: Iterable[SnapshotInfo], limits: ThinningLimits, now: datetime
) -> set[str]:
    """The ids of the snapshots the limits keep at ``now`` (an aware datetime)."""
    kept: set[str] = set()
    buckets: set[tuple[str, object]] = set()
    for info in sorted(snapshots, key=lambda s: s.time, reverse=True):
        if not info.is_automatic:
            kept.add(info.id)
            continue
        age = now - info.time
        local = info.time.astimezone()
        if age < timedelta(days=limits.keep_all_days):
            kept.add(info.id)
            continue
        if age < timedelta(days=limits.daily_days):
            bucket: tuple[str, object] = ("day", local.date())
        elif limits.weekly_after:
            year, week, _day = local.isocalendar()
            bucket = ("week", (year, week))
        else:
            continue
        if bucket not in buckets:  # newest first: the first seen is the day's (week's) latest
            buckets.add(bucket)
            kept.add(info.id)
    return kept

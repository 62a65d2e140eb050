"""The merge of what belongs to the whole project: its title, author and language, one by
one; its settings, its writing log and its series link are ours, unless only theirs changed;
what it knows of its series is merged by :mod:`assistant.world.series.merging`."""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from assistant.world.merge.paragraphs import Origin
from assistant.world.merge.records import ConflictKind
from assistant.world.merge.values import Merger, Spot
from assistant.world.model import ProjectMeta, World
from assistant.world.series.merging import merge_series_state

T = TypeVar("T")


def merge_project(m: Merger, worlds: tuple[World, World, World], merged: World) -> World:
    """``merged`` with the project's details, settings and writing log merged. Conflicts
    about the details have the keys ``project:title``, ``project:author``, ``project:language``."""
    base, ours, theirs = (w.meta for w in worlds)
    spot = Spot("", "", ours.title)
    k = ConflictKind.PROJECT
    meta = ProjectMeta(
        title=m.words(spot, k, (base.title, ours.title, theirs.title), "title"),
        author=m.words(spot, k, (base.author, ours.author, theirs.author), "author"),
        language=m.choice(
            spot, k, (base.language, ours.language, theirs.language), str, "language"
        ),
        series=_ours_unless_theirs_alone(m, spot, (base.series, ours.series, theirs.series)),
    )
    settings = _ours_unless_theirs_alone(m, spot, tuple(w.settings for w in worlds))
    log = _ours_unless_theirs_alone(m, spot, tuple(w.writing_log for w in worlds))
    series = merge_series_state(*(w.series for w in worlds))
    return replace(merged, meta=meta, settings=settings, writing_log=log, series=series)


def _ours_unless_theirs_alone(m: Merger, spot: Spot, sides: tuple[T, ...]) -> T:
    base, ours, theirs = sides
    if ours == base and theirs != base:
        m.took(spot, Origin.THEIRS, ConflictKind.SETTINGS)
        return theirs
    return ours


__all__ = ["merge_project"]

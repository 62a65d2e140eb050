"""A save journal left behind never hides or deletes a live document it cannot vouch for.

A journal stays on disk when a save is interrupted. When its files are then changed by
something else (a sync, ``git checkout``, another editor), it no longer describes the disk:
it is set aside, every file is read as it is, nothing is removed, ``quire check`` says why,
and what the interrupted save was writing is kept where the writer can find it.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from assistant import cli
from assistant.world.model import World
from assistant.world.storage import atomic
from assistant.world.storage.store import JOURNAL, RECOVERED
from tests.world.storage.storage_worlds import load, rich_world, saved_project, with_document

BRIDGE = "documents/the-bridge-d-0000000001.md"
RENAMED = "documents/renamed-d-0000000001.md"


class Crash(BaseException):
    """Stands for the process dying at one point of a save."""


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return saved_project(tmp_path / "novel")


def renamed(world: World) -> World:
    doc = world.documents["d-0000000001"]
    return with_document(world, replace(doc, title="Renamed", text="Renamed text."))


def crash_at(monkeypatch: pytest.MonkeyPatch, step: str, count: int = 1) -> None:
    real = getattr(atomic, step)
    calls: list[object] = []

    def crashing(*args: object, **kwargs: object) -> object:
        calls.append(args)
        if len(calls) == count:
            raise Crash
        return real(*args, **kwargs)

    monkeypatch.setattr(atomic, step, crashing)


def interrupted_rename(
    root: Path, monkeypatch: pytest.MonkeyPatch, step: str, count: int = 1
) -> World:
    """Rename The Bridge and die at the ``count``-th ``step`` (after the journal is written)."""
    store, world = load(root)
    with monkeypatch.context() as patch:
        crash_at(patch, step, count)
        with pytest.raises(Crash):
            store.save(renamed(world))
    assert (root / JOURNAL).exists()
    return world


def check(root: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert cli.main(["check", str(root)]) == 1
    return capsys.readouterr().out


def test_a_journal_of_an_earlier_quire_hides_nothing(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (root / JOURNAL).write_text(
        json.dumps({"state": "committed", "manifest": None, "created": [], "removed": [BRIDGE]}),
        encoding="utf-8",
    )
    store, world = load(root)
    assert world.documents["d-0000000001"].title == "The Bridge"
    assert [p.path for p in store.problems] == [JOURNAL]
    assert "earlier Quire" in store.problems[0].reason
    out = check(root, capsys)
    assert f"{JOURNAL}: left by an interrupted save of an earlier Quire" in out
    assert "no document file has the id" not in out

    store.save(replace(world, meta=replace(world.meta, title="Saved again")))
    assert (root / BRIDGE).exists()
    assert not (root / JOURNAL).exists()
    again, reloaded = load(root)
    assert again.problems == ()
    assert reloaded.documents["d-0000000001"] == world.documents["d-0000000001"]


def test_a_removal_whose_file_changed_since_is_not_done(
    root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    interrupted_rename(root, monkeypatch, "commit", 2)  # the journal's own rename is the 1st
    # A sync brings back another version of the chapter before Quire opens again.
    restored = (root / BRIDGE).read_text(encoding="utf-8") + "\nA line written elsewhere.\n"
    (root / BRIDGE).write_text(restored, encoding="utf-8")

    store, world = load(root)
    doc = world.documents["d-0000000001"]
    assert doc.title == "The Bridge" and doc.text.endswith("A line written elsewhere.\n")
    assert [p.path for p in store.problems] == [JOURNAL]
    assert f"{BRIDGE} changed since" in store.problems[0].reason
    assert f"{JOURNAL}: left by an interrupted save, but {BRIDGE} changed since" in check(
        root, capsys
    )

    store.save(world)
    assert (root / BRIDGE).read_text(encoding="utf-8") == restored
    assert not (root / JOURNAL).exists()
    # What the interrupted save was writing is kept, not thrown away.
    kept = list((root / RECOVERED).rglob("*.md"))
    assert [p.name for p in kept] == ["renamed-d-0000000001.md"]
    assert "Renamed text." in kept[0].read_text(encoding="utf-8")
    assert load(root)[0].problems == ()


def test_a_rename_whose_new_file_vanished_keeps_the_old_one(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    interrupted_rename(root, monkeypatch, "remove")
    assert (root / RENAMED).exists() and (root / BRIDGE).exists()
    (root / RENAMED).unlink()  # a sync or a checkout took the new file away

    store, world = load(root)
    assert world.documents["d-0000000001"].title == "The Bridge"
    assert [p.path for p in store.problems] == [JOURNAL]
    assert f"the new content of {RENAMED} is gone" in store.problems[0].reason
    store.save(world)
    assert (root / BRIDGE).exists()
    assert load(root)[0].problems == ()


def test_a_journal_that_still_matches_the_disk_is_finished(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = interrupted_rename(root, monkeypatch, "remove")
    store, world = load(root)
    assert store.problems == ()
    assert world == renamed(before)
    store.save(world)
    assert not (root / BRIDGE).exists() and (root / RENAMED).exists()
    assert not (root / JOURNAL).exists()


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        '{"journal": 2, "writes": [{"path": "../../etc/passwd", "temp": ".x.1a2b.tmp",'
        ' "sha": "' + "0" * 64 + '", "before": null}], "removes": []}',
        '{"journal": 2, "writes": [], "removes": [{"path": "project.quire", "sha": null}]}',
        '{"journal": 9, "writes": [], "removes": []}',
        "[" * 100_000 + "]" * 100_000,
    ],
    ids=["not-json", "path-outside", "removes-manifest", "unknown-format", "deep"],
)
def test_a_journal_that_is_not_one_is_set_aside(root: Path, text: str) -> None:
    (root / JOURNAL).write_text(text, encoding="utf-8")
    store, world = load(root)
    assert world == rich_world()
    assert [p.path for p in store.problems] == [JOURNAL]
    assert "set aside" in store.problems[0].reason
    store.save(world)
    assert not (root / JOURNAL).exists()

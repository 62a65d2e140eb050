"""A process saving a project is killed at random moments; the project always survives.

After every kill the project loads without a single problem, and it is all of one
generation: as it was before the interrupted save or as that save meant it, across every
file (never one file of the new generation beside another of the old), and every file on
disk holds one whole generation, never a truncation. The saves rename a document, create
and remove another, rewrite entities and reorder the tree, so every kind of file operation
is cut short.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from assistant.world.storage.atomic import is_temp_name
from assistant.world.storage.frontmatter import (
    document_from_text,
    document_to_text,
    entity_from_text,
    entity_to_text,
)
from assistant.world.storage.store import JOURNAL, ProjectStore
from tests.paths import REPO
from tests.tiers import full_run
from tests.world.storage import crash_saver
from tests.world.storage.crash_saver import (
    ENTITY,
    EXTRA,
    expected_document,
    expected_entity,
    generation_of_text,
    generation_world,
)

KILLS = 60 if full_run() else 20
"""Saves killed: all of them under make test-full, a third in make test (tests/tiers.py)."""

pytestmark = [
    pytest.mark.slow,  # a few seconds, and kept in the default run: it is the crash guarantee
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
]


def start_saver(root: Path) -> subprocess.Popen[str]:
    # buffered output, so that each line is one write: a kill never leaves half a line
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    env["PYTHONPATH"] = str(REPO)
    return subprocess.Popen(
        [sys.executable, "-m", crash_saver.__name__, str(root)],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def rest_of_output(child: subprocess.Popen[str]) -> str:
    """Everything the child printed after the line already read, once it has ended.

    Read through the same buffered stream that read the first line: ``communicate()`` would
    read the pipe underneath and miss the lines ``readline()`` had already buffered.
    """
    assert child.stdout is not None and child.stderr is not None
    out = child.stdout.read()
    child.stderr.read()
    child.wait()
    return out


def test_no_line_is_lost_after_the_first_one_was_read() -> None:
    script = 'import time; print("start 0"); print("saved 1", flush=True); time.sleep(60)'
    buffered = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # one write
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=buffered,
    )
    assert child.stdout is not None
    assert child.stdout.readline() == "start 0\n"  # both lines came in one write
    child.send_signal(signal.SIGKILL)
    assert rest_of_output(child) == "saved 1\n"


def check_files_whole(root: Path) -> None:
    """Every document and entity file on disk, leftovers of interrupted saves included, is
    exactly the content of one generation: nothing mixed, nothing cut short."""
    for folder in ("documents", "entities"):
        for path in (root / folder).iterdir():
            if is_temp_name(path.name):
                continue  # a write the kill cut short, never renamed into place
            data = path.read_bytes()
            if folder == "documents":
                doc = document_from_text(data.decode("utf-8")).value
                expected = document_to_text(expected_document(doc.id, generation_of_text(doc.text)))
            else:
                entity = entity_from_text(data.decode("utf-8")).value
                expected = entity_to_text(expected_entity(generation_of_text(entity.notes)))
            assert data == expected.encode("utf-8"), f"{path.name} is not whole"


def test_killed_saves_never_damage_the_project(tmp_path: Path) -> None:
    root = tmp_path / "project"
    ProjectStore.create(root, generation_world(0).meta, generation_world(0))
    rng = random.Random(20240601)
    tracked = [*generation_world(0).documents, EXTRA, ENTITY]
    previous: dict[str, set[int]] = {doc_id: {0} for doc_id in generation_world(0).documents}
    previous[ENTITY] = {0}
    previous_meta = {0}
    saves_seen = 0
    interrupted = 0
    started = time.monotonic()

    for _kill in range(KILLS):
        child = start_saver(root)
        assert child.stdout is not None
        first = child.stdout.readline()
        if not first.startswith("start "):
            child.kill()
            _out, err = child.communicate()
            pytest.fail(f"the saving process did not start: {first}{err}")
        start = int(first.split()[1])
        time.sleep(rng.uniform(0.0, 0.05))  # the random moment of the crash
        child.send_signal(signal.SIGKILL)
        out = rest_of_output(child)
        assert child.returncode == -signal.SIGKILL
        saved = [int(line.split()[1]) for line in out.splitlines() if line.startswith("saved ")]
        saves_seen += len(saved)

        # Each value is as the interrupted save found it, or as that save meant it to be.
        if saved:
            window = {saved[-1], saved[-1] + 1}
            allowed = dict.fromkeys(tracked, window)
            allowed_meta = window
        else:
            allowed = {key: previous.get(key, set()) | {start} for key in tracked}
            allowed_meta = previous_meta | {start}

        leftovers = (root / JOURNAL).exists() or any(
            is_temp_name(p.name) for p in (root / "documents").iterdir()
        )
        store = ProjectStore(root)
        world = store.load()
        assert store.problems == ()
        meta_generation = int(world.meta.title.split()[1])
        assert meta_generation in allowed_meta
        for doc_id, doc in world.documents.items():
            generation = generation_of_text(doc.text)
            assert generation in allowed[doc_id]
            assert doc == expected_document(doc_id, generation)
        entity = world.entities[ENTITY]
        assert generation_of_text(entity.notes) in allowed[ENTITY]
        assert entity == expected_entity(generation_of_text(entity.notes))
        # The tree and the files agree: the extra document is there exactly when listed.
        assert set(world.root) == set(world.documents)
        assert (EXTRA in world.documents) == (meta_generation % 2 == 1)
        # All or nothing across files: one generation everywhere.
        generations = {generation_of_text(doc.text) for doc in world.documents.values()}
        generations.add(generation_of_text(entity.notes))
        assert generations == {meta_generation}, "a save was half applied"
        check_files_whole(root)

        previous = {key: {generation_of_text(doc.text)} for key, doc in world.documents.items()}
        previous[ENTITY] = {generation_of_text(entity.notes)}
        previous_meta = {meta_generation}
        interrupted += leftovers

    # The kills did land in the middle of saves, not only between them.
    assert interrupted >= 5
    elapsed = time.monotonic() - started
    print(f"{KILLS} kills, {interrupted} mid-save, {saves_seen} saves done, {elapsed:.1f} s")

"""One oversized file never makes a project unopenable (#31 item 10): a 100 GB sparse file
planted in ``documents/`` gave "unexpected error: MemoryError" to ``check``, ``search`` and the
app. It is named as a load problem, never read, and the rest of the project opens."""

from __future__ import annotations

import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from assistant.world.errors import FormatError
from assistant.world.problems import Outcome, ProblemKind
from assistant.world.storage.layout import MAX_FILE_BYTES
from assistant.world.storage.store import MANIFEST, ProjectStore
from tests.paths import REPO
from tests.world.storage.storage_worlds import rich_world, saved_project

HUGE = 100 * 2**30
"""100 GB: a sparse file of this size takes no room on the disk."""
HUGE_DOCUMENT = "documents/huge-d-0000000999.md"
HUGE_ENTITY = "entities/huge-e-0000000999.md"
PEAK = 16 * 2**20
"""Loading the small rich world allocates well under this; reading either file would not."""


def plant(root: Path, rel: str, size: int) -> Path:
    """A sparse file of ``size`` bytes at ``rel`` (``truncate``: nothing is written)."""
    path = root / rel
    with open(path, "wb") as file:
        file.truncate(size)
    return path


def loaded_with_peak(root: Path) -> tuple[ProjectStore, int]:
    """The project at ``root`` loaded, and the most memory Python held while loading."""
    store = ProjectStore(root)
    tracemalloc.start()
    try:
        store.load()
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return store, peak


@pytest.mark.parametrize("size", [MAX_FILE_BYTES + 1, HUGE], ids=["just-over", "100GB"])
def test_an_oversized_file_is_named_never_read_and_the_rest_opens(
    tmp_path: Path, size: int
) -> None:
    root = saved_project(tmp_path / "novel")
    plant(root, HUGE_DOCUMENT, size)
    plant(root, HUGE_ENTITY, size)
    store, peak = loaded_with_peak(root)
    assert peak < PEAK, f"loading held {peak:,} bytes"
    world = store.load()
    assert set(world.documents) == set(rich_world().documents)
    assert set(world.entities) == set(rich_world().entities)
    found = [(p.path, p.kind, p.problem.outcome, p.problem.values) for p in store.problems]
    megabytes = {"megabytes": MAX_FILE_BYTES // 2**20}
    assert found == [
        (HUGE_DOCUMENT, ProblemKind.FILE_TOO_LARGE, Outcome.SKIPPED, megabytes),
        (HUGE_ENTITY, ProblemKind.FILE_TOO_LARGE, Outcome.SKIPPED, megabytes),
    ]
    assert store.problems[0].reason == (
        "larger than 128 MB, the most a document or entity file may be; not read; skipped"
    )


def test_an_unread_file_is_no_change_until_it_changes_and_saving_leaves_it(
    tmp_path: Path,
) -> None:
    root = saved_project(tmp_path / "novel")
    huge = plant(root, HUGE_DOCUMENT, HUGE)
    store = ProjectStore(root)
    world = store.load()
    assert store.external_changes() == []  # not taken for a file another program added
    store.save(world)
    assert huge.stat().st_size == HUGE
    tracemalloc.start()
    try:
        os.truncate(huge, HUGE + 1)  # another program changed it: said without reading it
        assert store.external_changes() == [HUGE_DOCUMENT]
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < PEAK


def test_a_known_document_replaced_by_an_oversized_file_is_a_change_never_read(
    tmp_path: Path,
) -> None:
    root = saved_project(tmp_path / "novel")
    store = ProjectStore(root)
    store.load()
    os.truncate(root / "documents" / "the-bridge-d-0000000001.md", HUGE)
    tracemalloc.start()
    try:
        assert store.external_changes() == ["documents/the-bridge-d-0000000001.md"]
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < PEAK


def test_an_oversized_manifest_is_a_plain_error(tmp_path: Path) -> None:
    root = saved_project(tmp_path / "novel")
    os.truncate(root / MANIFEST, HUGE)
    with pytest.raises(FormatError, match=r"project\.quire is larger than 128 MB"):
        ProjectStore(root).load()


_MEASURED = """\
import sys
from assistant.cli import main
try:
    status = main(sys.argv[1:])
finally:
    # this process's own high-water mark (ru_maxrss would count the forking parent's)
    with open("/proc/self/status") as status_file:
        peak = next(line.split()[1] for line in status_file if line.startswith("VmHWM:"))
    print(f"peak resident memory: {peak} KiB", file=sys.stderr)
sys.exit(status)
"""


@pytest.mark.parametrize("command", [["check"], ["search", "Mára"]])
def test_check_and_search_name_the_file_within_a_small_memory(
    tmp_path: Path, command: list[str]
) -> None:
    """Run as a writer runs them, in a process of its own whose address space is capped at
    2 GB (so that an attempt to read the file fails there, never on this machine), with its
    peak resident memory measured."""
    import resource

    if not Path("/proc/self/status").exists():
        pytest.skip("the peak is read from /proc")

    root = saved_project(tmp_path / "novel")
    plant(root, HUGE_DOCUMENT, HUGE)

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (2 * 2**30, 2 * 2**30))

    child = subprocess.run(
        [sys.executable, "-c", _MEASURED, command[0], str(root), *command[1:]],
        cwd=REPO, capture_output=True, text=True, preexec_fn=cap, timeout=120,
    )  # fmt: skip
    assert "MemoryError" not in child.stderr and "unexpected error" not in child.stderr
    peak_kib = int(child.stderr.rsplit("peak resident memory: ", 1)[1].split()[0])
    assert peak_kib < 300 * 1024, f"peak resident memory {peak_kib:,} KiB"
    if command[0] == "check":
        assert child.returncode == 1
        assert f"{HUGE_DOCUMENT}: larger than 128 MB" in child.stdout
    else:
        assert child.returncode == 0, child.stderr
        assert "The Bridge" in child.stdout
        assert "1 problem(s) reading the project" in child.stderr

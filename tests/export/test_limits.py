"""Export has limits: Markdown that keeps pandoc reading for minutes or growing past
gigabytes ends in a plain error naming the document, within pandoc's time and memory limits,
and neither a killed export's folder (it holds the whole manuscript) nor a half file stays.

The limits are small here so that each attack ends in seconds; what is asserted is how it
ends, never how long it took.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from assistant.export import converter
from assistant.export.converter import LimitReached, Limits
from assistant.export.errors import TooMuchForPandoc
from assistant.export.exporter import export_manuscript
from assistant.export.options import ExportFormat, ExportOptions
from assistant.world.model import Document, DocumentKind, ProjectMeta
from assistant.world.storage.lock import pid_alive
from assistant.world.storage.store import ProjectStore
from tests.paths import REPO
from tests.worlds import world_of

PANDOC = converter.find_pandoc()
needs_pandoc = pytest.mark.skipif(PANDOC is None, reason="pandoc is not installed")
posix_only = pytest.mark.skipif(os.name == "nt", reason="a shell script stands in")

PATHOLOGICAL = {
    "20,000 nested quotes": "> " * 20_000 + "Deep down.\n",
    "50,000 nested *[": "*[" * 50_000 + "x\n",
}
SMALL = Limits(seconds=5, memory=256 * 1024**2)


def _book(text: str):
    """Three scenes, the middle one holding ``text``."""
    docs = (
        Document("d-0000000001", "The Quay", "They met on the quay.\n", DocumentKind.SCENE),
        Document("d-0000000002", "The Well", text, DocumentKind.SCENE),
        Document("d-0000000003", "The Road", "And left by the road.\n", DocumentKind.SCENE),
    )
    return world_of(*docs, root=[d.id for d in docs], meta=ProjectMeta("Deep", "Ann", "en"))


@pytest.fixture
def temp(tmp_path, monkeypatch) -> Path:
    """The temporary folder exports work in, empty, the test's own."""
    folder = tmp_path / "temp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


@needs_pandoc
@pytest.mark.parametrize("attack", PATHOLOGICAL)
@pytest.mark.parametrize("fmt", [ExportFormat.DOCX, ExportFormat.HTML])
def test_pathological_markdown_ends_in_an_error_naming_its_document(tmp_path, temp, attack,
                                                                    fmt) -> None:
    destination = tmp_path / "out" / f"book{fmt.extension}"
    with pytest.raises(TooMuchForPandoc) as stopped:
        export_manuscript(_book(PATHOLOGICAL[attack]), ExportOptions(format=fmt), destination,
                          limits=SMALL)
    assert stopped.value.title == "The Well" and stopped.value.doc_id == "d-0000000002"
    assert stopped.value.reason in ("time", "memory")
    assert "“The Well”" in str(stopped.value)
    assert list(temp.iterdir()) == []  # the work folder, with the manuscript, is gone
    assert not destination.exists() and not destination.parent.exists()


@needs_pandoc
def test_pandocs_heap_limit_stops_it_before_it_grows(temp) -> None:
    assert PANDOC is not None and PANDOC.heap_limit
    with pytest.raises(TooMuchForPandoc) as stopped:
        export_manuscript(_book(PATHOLOGICAL["50,000 nested *["]), ExportOptions(),
                          temp.parent / "book.docx",
                          limits=Limits(seconds=100, memory=64 * 1024**2))
    assert stopped.value.reason == "memory" and stopped.value.title == "The Well"
    assert "64 MB of memory" in str(stopped.value)


@posix_only
def test_when_each_document_alone_converts_no_document_is_blamed(tmp_path, temp) -> None:
    """A stand-in for pandoc that never finishes the whole manuscript but reads each
    document alone at once: the manuscript is named, not a document."""
    script = tmp_path / "pandoc"
    script.write_text('#!/bin/sh\ncase "$*" in *manuscript.md*) exec sleep 600;; esac\n')
    script.chmod(0o755)
    stand_in = converter.Tool("pandoc 9.9", str(script), "pandoc")
    with pytest.raises(TooMuchForPandoc) as stopped:
        export_manuscript(_book("A quiet scene.\n"), ExportOptions(format=ExportFormat.HTML),
                          tmp_path / "b.html", pandoc=stand_in,
                          limits=Limits(seconds=0.5, memory=1024**3))
    assert stopped.value.title == "" and stopped.value.reason == "time"
    assert "could not convert the manuscript within 1 seconds" in str(stopped.value)
    assert list(temp.iterdir()) == []


@posix_only
def test_the_time_limit_kills_the_converter_and_what_it_started(tmp_path) -> None:
    """A converter that started a helper of its own (as pandoc starts a LaTeX engine): both
    are gone when the limit is reached."""
    helper = tmp_path / "helper.pid"
    script = tmp_path / "converter"
    script.write_text(f"#!/bin/sh\nsleep 600 &\necho $! > '{helper}'\nwait\n")
    script.chmod(0o755)
    with pytest.raises(LimitReached) as stopped:
        converter.run([str(script)], limits=Limits(seconds=0.5, memory=1024**3))
    assert stopped.value.reason == "time"
    assert _gone_soon(int(helper.read_text()))


def _gone_soon(pid: int) -> bool:
    """True once ``pid`` has ended; a killed process may take a moment to be scheduled and die
    on a loaded machine, so this waits for it up to ten seconds."""
    deadline = time.monotonic() + 10
    while _running(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _running(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting for its parent counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return pid_alive(pid)
    return state != "Z"


_KILLED_EXPORT = """
import os, signal, sys
from assistant.export.exporter import export_manuscript
from assistant.export.options import ExportFormat, ExportOptions
from assistant.world.storage.store import ProjectStore

def progress(stage, _done, _total):
    if stage == "converting":  # the manuscript is written out; Quire dies here
        os.kill(os.getpid(), signal.SIGKILL)

world = ProjectStore(sys.argv[1]).load()
export_manuscript(world, ExportOptions(format=ExportFormat.MARKDOWN), sys.argv[2],
                  progress=progress)
"""


@needs_pandoc
@posix_only
def test_a_killed_exports_folder_is_removed_by_the_next_export(tmp_path, temp) -> None:
    world = _book("The secret of the well.\n")
    project = tmp_path / "Deep"
    ProjectStore.create(project, world.meta, world)
    env = {**os.environ, "TMPDIR": str(temp)}
    killed = subprocess.run([sys.executable, "-c", _KILLED_EXPORT, str(project),
                             str(tmp_path / "book.md")], cwd=REPO, env=env, check=False,
                            capture_output=True)
    assert killed.returncode == -signal.SIGKILL
    (left,) = temp.iterdir()
    assert "The secret of the well." in (left / "manuscript.md").read_text(encoding="utf-8")

    export_manuscript(world, ExportOptions(format=ExportFormat.MARKDOWN), tmp_path / "b.md")

    assert list(temp.iterdir()) == []
    assert not (tmp_path / "book.md").exists()

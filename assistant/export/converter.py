"""The converters an export uses: pandoc for every format, and for PDF one of LibreOffice or
a LaTeX engine, whichever the computer has.

pandoc comes with Quire (the ``pypandoc-binary`` package ships it); ``QUIRE_PANDOC`` names
another one, and one on the ``PATH`` is used when the shipped one is missing. Every run can
be cancelled from another thread: the process is killed at once, with whatever it started.

pandoc's readers take minutes and gigabytes on some Markdown (a few dozen unclosed brackets,
thousands of nested quotations), so a run has limits: a time after which it is killed, and
the heap pandoc may take (its own ``+RTS -M`` limit, as pandoc's manual advises). On Linux
the kernel also stops its processor time, so a pandoc whose Quire was killed stops too.
"""

from __future__ import annotations

import importlib.util
import logging
import math
import os
import re
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

POLL_S = 0.05
MIN_PANDOC = (2, 19)
HEAP_EXHAUSTED = 251
"""pandoc's exit status when its heap limit was reached."""

BASE_SECONDS = 30.0
SECONDS_PER_MB = 60.0
BASE_MEMORY = 1024**3
MEMORY_PER_BYTE = 256
"""A run's limits grow with the Markdown: a 480,000-word manuscript (2.5 MB) takes pandoc
from 12 to 26 seconds and under 1 GB here, well inside the 180 seconds and 1.6 GB it is
given."""


class ConverterError(Exception):
    """A converter is missing or failed; the message says which and why."""


class Cancelled(Exception):
    """The writer cancelled while a converter was running."""


class LimitReached(ConverterError):
    """A converter ran into its limits and was stopped: ``reason`` is "time" or "memory"."""

    def __init__(self, reason: str, limits: Limits, program: str) -> None:
        self.reason = reason
        self.limits = limits
        what = (f"ran for more than {math.ceil(limits.seconds)} seconds" if reason == "time"
                else f"needed more than {limits.memory // 1024**2} MB of memory")
        super().__init__(f"{program} {what} and was stopped")


@dataclass(frozen=True)
class Limits:
    """How long a converter may run, and how much memory pandoc may take (bytes)."""

    seconds: float
    memory: int

    @classmethod
    def for_markdown(cls, size: int, *, latex: bool = False) -> Limits:
        """Limits for converting ``size`` bytes of Markdown: generous for a real book, small
        for a few hostile kilobytes. A PDF through LaTeX gets three times the time."""
        seconds = (BASE_SECONDS + SECONDS_PER_MB * size / 1e6) * (3 if latex else 1)
        return cls(seconds, BASE_MEMORY + MEMORY_PER_BYTE * size)


@dataclass(frozen=True)
class Tool:
    name: str
    """What the writer is told: "pandoc 3.9", "LibreOffice", "XeLaTeX"."""
    path: str
    kind: str = ""
    heap_limit: bool = False
    """pandoc takes a heap limit (``+RTS -M``): it was built with RTS options."""

    def command(self, limits: Limits | None = None) -> list[str]:
        """The start of the command line that runs this tool within ``limits``."""
        if limits is None or not self.heap_limit:
            return [self.path]
        return [self.path, "+RTS", f"-M{max(limits.memory // 1024**2, 16)}m", "-RTS"]


def _bundled_pandoc() -> str | None:
    spec = importlib.util.find_spec("pypandoc")
    if spec is None or spec.origin is None:
        return None
    name = "pandoc.exe" if os.name == "nt" else "pandoc"
    path = Path(spec.origin).parent / "files" / name
    return str(path) if path.is_file() else None


@lru_cache(maxsize=4)
def _takes_heap_limit(path: str) -> bool:
    try:
        done = subprocess.run([path, "+RTS", "-M256m", "-RTS", "--version"],
                              capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0 and "pandoc" in done.stdout


@lru_cache(maxsize=4)
def _version(path: str) -> tuple[int, ...] | None:
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30,
                             check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.search(r"pandoc(?:\.exe)?\s+([\d.]+)", out)
    if match is None:
        return None
    return tuple(int(x) for x in match.group(1).split(".") if x.isdigit())


def find_pandoc() -> Tool | None:
    """The pandoc to use, or None when there is none recent enough."""
    for candidate in (os.environ.get("QUIRE_PANDOC"), _bundled_pandoc(), shutil.which("pandoc")):
        if not candidate:
            continue
        version = _version(candidate)
        if version is not None and version >= MIN_PANDOC:
            return Tool("pandoc " + ".".join(map(str, version)), candidate, "pandoc",
                        _takes_heap_limit(candidate))
        log.info("pandoc at %s is missing or too old (%s)", candidate, version)
    return None


_LATEX = (("xelatex", "XeLaTeX"), ("lualatex", "LuaLaTeX"), ("pdflatex", "pdfLaTeX"))


def find_pdf_converter() -> Tool | None:
    """What can make a PDF here: LibreOffice (from the DOCX, keeping the manuscript preset),
    else a LaTeX engine through pandoc; None when neither is installed."""
    for command in ("soffice", "libreoffice"):
        path = shutil.which(command)
        if path:
            return Tool("LibreOffice", path, "libreoffice")
    for command, name in _LATEX:
        path = shutil.which(command)
        if path:
            return Tool(name, path, "latex")
    return None


def run(argv: Sequence[str], cancel: threading.Event | None = None, *,
        cwd: Path | None = None, limits: Limits | None = None) -> str:
    """Run a converter to the end; returns what it printed on stderr (warnings). Raises
    Cancelled when ``cancel`` is set meanwhile, LimitReached when it runs into ``limits``
    (the process and what it started are killed), ConverterError when it fails."""
    log.info("running %s", " ".join(argv[:3]))
    program = Path(argv[0]).name
    try:
        process = subprocess.Popen(
            list(argv), cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, start_new_session=os.name != "nt",
        )
    except OSError as exc:
        raise ConverterError(f"cannot start {program}: {exc.strerror}") from exc
    if limits is not None:
        _limit_processor_time(process.pid, limits)
    output: dict[str, bytes] = {}

    def drain(name: str, stream) -> None:
        output[name] = stream.read()

    readers = [
        threading.Thread(target=drain, args=("out", process.stdout), daemon=True),
        threading.Thread(target=drain, args=("err", process.stderr), daemon=True),
    ]
    for reader in readers:
        reader.start()
    deadline = time.monotonic() + limits.seconds if limits is not None else None
    try:
        while True:
            try:
                process.wait(timeout=POLL_S)
                break
            except subprocess.TimeoutExpired:
                if cancel is not None and cancel.is_set():
                    raise Cancelled() from None
                if deadline is not None and limits is not None and time.monotonic() > deadline:
                    raise LimitReached("time", limits, program) from None
    except BaseException:
        _kill(process)
        raise
    finally:
        for reader in readers:
            reader.join(timeout=5)
    stderr = output.get("err", b"").decode("utf-8", "replace").strip()
    if process.returncode != 0:
        if limits is not None and (process.returncode == HEAP_EXHAUSTED
                                   or "Heap exhausted" in stderr):
            raise LimitReached("memory", limits, program)
        if limits is not None and process.returncode == -getattr(signal, "SIGXCPU", -1):
            raise LimitReached("time", limits, program)
        lines = [line for line in stderr.splitlines() if line.strip()]
        detail = " ".join(lines[-3:]) if lines else f"exit status {process.returncode}"
        raise ConverterError(f"{program} failed: {detail}")
    return stderr


def _kill(process: subprocess.Popen) -> None:
    """Kill a converter and whatever it started (a LaTeX engine, say), then reap it."""
    if os.name != "nt":
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except OSError:
            process.kill()
    else:
        process.kill()
    process.wait()


def _limit_processor_time(pid: int, limits: Limits) -> None:
    """Where the kernel allows it, stop the converter's processor time at twice its time
    limit: it then stops even when the Quire that started it was killed meanwhile."""
    try:
        import resource

        seconds = int(2 * limits.seconds) + 10
        resource.prlimit(pid, resource.RLIMIT_CPU, (seconds, seconds))
    except (ImportError, AttributeError, OSError, ValueError):
        pass


def default_data_file(pandoc: Tool, name: str) -> bytes:
    """One of pandoc's default data files (``reference.docx``, ``reference.odt``)."""
    try:
        done = subprocess.run([pandoc.path, "--print-default-data-file", name],
                              capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError) as exc:
        raise ConverterError(f"pandoc cannot give its {name}: {exc}") from exc
    if done.returncode != 0 or not done.stdout:
        raise ConverterError(f"pandoc cannot give its {name}")
    return done.stdout

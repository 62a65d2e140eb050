"""The converters an export uses: pandoc for every format, and for PDF one of LibreOffice or
a LaTeX engine, whichever the computer has.

pandoc comes with Quire (the ``pypandoc-binary`` package ships it); ``QUIRE_PANDOC`` names
another one, and one on the ``PATH`` is used when the shipped one is missing. Every run can
be cancelled from another thread: the process is killed at once.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import re
import shutil
import subprocess
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

POLL_S = 0.05
MIN_PANDOC = (2, 19)


class ConverterError(Exception):
    """A converter is missing or failed; the message says which and why."""


class Cancelled(Exception):
    """The writer cancelled while a converter was running."""


@dataclass(frozen=True)
class Tool:
    name: str
    """What the writer is told: "pandoc 3.9", "LibreOffice", "XeLaTeX"."""
    path: str
    kind: str = ""


def _bundled_pandoc() -> str | None:
    spec = importlib.util.find_spec("pypandoc")
    if spec is None or spec.origin is None:
        return None
    name = "pandoc.exe" if os.name == "nt" else "pandoc"
    path = Path(spec.origin).parent / "files" / name
    return str(path) if path.is_file() else None


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
            return Tool("pandoc " + ".".join(map(str, version)), candidate, "pandoc")
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
        cwd: Path | None = None) -> str:
    """Run a converter to the end; returns what it printed on stderr (warnings). Raises
    Cancelled when ``cancel`` is set meanwhile (the process is killed), ConverterError when
    it fails."""
    log.info("running %s", " ".join(argv[:3]))
    try:
        process = subprocess.Popen(
            list(argv), cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
    except OSError as exc:
        raise ConverterError(f"cannot start {Path(argv[0]).name}: {exc.strerror}") from exc
    output: dict[str, bytes] = {}

    def drain(name: str, stream) -> None:
        output[name] = stream.read()

    readers = [
        threading.Thread(target=drain, args=("out", process.stdout), daemon=True),
        threading.Thread(target=drain, args=("err", process.stderr), daemon=True),
    ]
    for reader in readers:
        reader.start()
    try:
        while True:
            try:
                process.wait(timeout=POLL_S)
                break
            except subprocess.TimeoutExpired:
                if cancel is not None and cancel.is_set():
                    process.kill()
                    process.wait()
                    raise Cancelled() from None
    finally:
        for reader in readers:
            reader.join(timeout=5)
    stderr = output.get("err", b"").decode("utf-8", "replace").strip()
    if process.returncode != 0:
        lines = [line for line in stderr.splitlines() if line.strip()]
        detail = " ".join(lines[-3:]) if lines else f"exit status {process.returncode}"
        raise ConverterError(f"{Path(argv[0]).name} failed: {detail}")
    return stderr


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

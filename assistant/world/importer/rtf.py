"""RTF to Markdown with pandoc (shipped by the ``pypandoc-binary`` package).

The RTF is handed to pandoc on its standard input and pandoc runs sandboxed, so it never
opens a file itself: what it converts is exactly what the importer read inside the source.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
from functools import cache

from assistant.world.problems import ProblemKind, UnreadableError

log = logging.getLogger(__name__)

TIMEOUT_SECONDS = 120


@cache
def pandoc_path() -> str | None:
    """Where pandoc is: the one ``pypandoc-binary`` ships, else one on the PATH."""
    try:
        import pypandoc

        path = pypandoc.get_pandoc_path()
        if path:
            return str(path)
    except (ImportError, OSError) as exc:
        log.debug("pypandoc has no pandoc: %s", exc)
    return shutil.which("pandoc")


class RtfError(UnreadableError):
    """RTF text cannot be read: :attr:`problem` says why (the message, in English)."""


def rtf_to_markdown(data: bytes) -> str:
    """The Markdown of an RTF document; raises :class:`RtfError` when pandoc cannot."""
    if not data.strip():
        return ""
    pandoc = pandoc_path()
    if pandoc is None:
        raise RtfError(ProblemKind.PANDOC_MISSING)
    try:
        done = subprocess.run(
            [pandoc, "--sandbox", "-f", "rtf", "-t", "markdown-smart", "--wrap=none"],
            input=data,
            capture_output=True,
            timeout=TIMEOUT_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise RtfError(ProblemKind.PANDOC_TIMEOUT, seconds=TIMEOUT_SECONDS) from None
    except OSError as exc:
        raise RtfError(ProblemKind.PANDOC_CANNOT_RUN, error=str(exc)) from exc
    if done.returncode != 0:
        reason = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise RtfError(ProblemKind.PANDOC_FAILED, error=reason[-1] if reason else "?")
    return done.stdout.decode("utf-8", "replace").replace("\r\n", "\n")

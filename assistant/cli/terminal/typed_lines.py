"""What the writer types on the terminal while ``quire ask`` runs: answers for the prompts,
and corrections for the running turn.

While a run goes on, one thread reads the terminal, a line at a time. A line typed while a
prompt waits ("Make this change?", the assistant's question, an estimate) answers it; any
other line is a correction, queued for the model's next step (see
:mod:`~assistant.agent.loop.steering`), and the terminal says so. Lines typed before the run
began are answers typed ahead: they go to the prompts, in order, as they always did.

Only on a POSIX terminal (a file descriptor ``select`` can wait on) and while ``quire ask``
is the terminal's foreground job: in the background (``&``, or after Ctrl-Z and ``bg``) it
leaves the terminal to the shell, as a reader there would be stopped by the system. Elsewhere
the prompts read standard input as before and nothing can be added to a running turn.
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import select
import threading
from collections import deque
from collections.abc import Callable
from typing import Protocol, TextIO

log = logging.getLogger(__name__)

READ_BYTES = 4096
BACKGROUND_WAIT_S = 0.5
"""While in the background, how long to leave the terminal before looking again."""


class LineReader(Protocol):
    """Where a prompt reads the writer's answer: one line, "" at the end of input."""

    def readline(self) -> str: ...


class TypedLines:
    """The terminal ``fd`` while a run goes on; see the module doc. Notices go to
    ``notices`` (standard error)."""

    def __init__(self, fd: int, notices: TextIO) -> None:
        self._fd = fd
        self._notices = notices
        self._lock = threading.Lock()
        self._ahead: deque[str] = deque()
        self._answers: queue.Queue[str] = queue.Queue()
        self._prompt_waiting = False
        self._ended = False
        self._partial = b""
        self._steer: Callable[[str], bool] | None = None
        self._wake: tuple[int, int] | None = None
        self._thread: threading.Thread | None = None

    @classmethod
    def for_terminal(cls, stream: TextIO | None, notices: TextIO) -> TypedLines | None:
        """Lines typed on ``stream`` when it is a terminal this can wait on, else None."""
        if os.name != "posix" or stream is None:
            return None
        try:
            fd = stream.fileno()
            return cls(fd, notices) if os.isatty(fd) and _in_foreground(fd) else None
        except (AttributeError, OSError, ValueError):
            return None

    # -- the run ------------------------------------------------------------------------------

    def start(self, steer: Callable[[str], bool]) -> None:
        """Begin reading: what is typed from now on and answers no prompt goes to
        ``steer`` (the run's :meth:`~assistant.agent.session.run.Run.steer`)."""
        self._steer = steer
        self._read_typed_ahead()
        if self._ended:
            return
        self._wake = os.pipe()
        self._thread = threading.Thread(target=self._read, name="quire-typing", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop reading (the run has ended); a line being typed stays with the terminal."""
        wake, self._wake = self._wake, None
        if wake is None:
            return
        try:
            os.write(wake[1], b"\0")
            if self._thread is not None:
                self._thread.join(5)
        finally:
            for fd in wake:
                os.close(fd)

    # -- the prompts --------------------------------------------------------------------------

    @property
    def prompt_waiting(self) -> bool:
        """True while a prompt waits for the writer's next line."""
        with self._lock:
            return self._prompt_waiting

    def readline(self) -> str:
        """The writer's next line for a prompt (with its newline), "" at the end of input."""
        with self._lock:
            if self._ahead:
                return self._ahead.popleft()
            if self._ended:
                return ""
            self._prompt_waiting = True
        try:
            return self._answers.get()
        except BaseException:  # Ctrl-C at the prompt: a line on its way goes to the next
            with self._lock:
                if self._prompt_waiting:
                    self._prompt_waiting = False
                else:
                    with contextlib.suppress(queue.Empty):
                        self._ahead.appendleft(self._answers.get_nowait())
            raise

    # -- inside -------------------------------------------------------------------------------

    def _read_typed_ahead(self) -> None:
        """The whole lines typed before the run began: answers for the prompts to come."""
        try:
            while _in_foreground(self._fd) and select.select([self._fd], [], [], 0)[0]:
                chunk = os.read(self._fd, READ_BYTES)
                if not chunk:
                    self._ended = True
                    break
                self._partial += chunk
                self._ahead.extend(self._whole_lines())
        except (OSError, ValueError):
            log.warning("cannot read the terminal", exc_info=True)
            self._ended = True

    def _read(self) -> None:
        assert self._wake is not None
        wake = self._wake[0]
        try:
            while True:
                ready = select.select([self._fd, wake], [], [])[0]
                if wake in ready:
                    return
                if not _in_foreground(self._fd):  # moved to the background: the shell reads
                    if select.select([wake], [], [], BACKGROUND_WAIT_S)[0]:
                        return
                    continue
                chunk = os.read(self._fd, READ_BYTES)
                if not chunk:
                    if self._partial:
                        self._deliver(self._partial.decode("utf-8", "replace"))
                    return
                self._partial += chunk
                for line in self._whole_lines():
                    self._deliver(line)
        except (OSError, ValueError):
            log.warning("cannot read the terminal", exc_info=True)
        finally:
            self._end()

    def _whole_lines(self) -> list[str]:
        *lines, self._partial = self._partial.split(b"\n")
        return [line.decode("utf-8", "replace") + "\n" for line in lines]

    def _deliver(self, line: str) -> None:
        with self._lock:
            if self._prompt_waiting:
                self._prompt_waiting = False
                self._answers.put(line)
                return
        text = line.strip()
        if not text:
            return
        steer = self._steer
        if steer is not None and steer(text):
            self._say(f"[added to this turn; the assistant reads it before its next step: "
                      f"“{_short(text)}”]")  # fmt: skip
        else:
            self._say(f"[not added: the answer has ended: “{_short(text)}”]")

    def _end(self) -> None:
        with self._lock:
            self._ended = True
            if self._prompt_waiting:
                self._prompt_waiting = False
                self._answers.put("")

    def _say(self, line: str) -> None:
        try:
            self._notices.write(line + "\n")
            self._notices.flush()
        except (OSError, ValueError):
            pass


def _in_foreground(fd: int) -> bool:
    """False when the terminal is this process's controlling terminal and another job has
    it (reading it would stop the process); a terminal that is not the controlling one has
    no jobs to mind."""
    try:
        return os.tcgetpgrp(fd) == os.getpgrp()
    except OSError:
        return True


def _short(text: str, limit: int = 80) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


__all__ = ["LineReader", "TypedLines"]

"""Steering a running turn: what the writer adds while the assistant works.

A correction ("no, only Part Two") typed while a run goes on is queued on the run's
:class:`Steering`, from any thread. The loop takes what is queued at its next round
boundary, before its next request, and gives it to the model as a message of the writer's
(:func:`correction_message`); an answer that came while a correction waited is not the end
of the turn: the model reads the correction and answers again. Each correction given is
reported as a :class:`CorrectionGiven` event and kept with the turn, so later turns read it
with the question it corrected (:func:`with_corrections`).

When the run ends the steering is closed: what was queued too late for the model to read
stays :attr:`Steering.unread` (the front end gives it back to the writer), and nothing more
is taken.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import AiMessage

MAX_CORRECTION_CHARS = 4_000
"""A correction longer than this is cut (it is a word in passing, not a new document)."""

CORRECTION_LEAD = "[The writer adds, while you work:]"
"""What opens a correction in the model's messages, so it reads it as the writer's word on
the work going on rather than as a new question."""


@dataclass(frozen=True)
class CorrectionGiven(AgentEvent):
    """The model was given ``text``, typed by the writer while the run went on."""

    text: str

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "correction", {"text": self.text}


class Steering:
    """The corrections of one run: queued from any thread, taken by the loop; see the
    module doc."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queued: list[str] = []
        self._given: list[str] = []
        self._closed = False

    def add(self, text: str) -> bool:
        """Queue ``text`` for the model's next step; False when it is empty or the run has
        ended (the writer keeps it, to ask it as a question)."""
        text = correction_text(text)
        if not text:
            return False
        with self._lock:
            if self._closed:
                return False
            self._queued.append(text)
        return True

    @property
    def waiting(self) -> bool:
        """True while a correction waits for the model."""
        with self._lock:
            return bool(self._queued)

    def take(self) -> tuple[str, ...]:
        """What waits, now given to the model (the loop calls this at a round boundary)."""
        with self._lock:
            if self._closed:
                return ()
            taken, self._queued = tuple(self._queued), []
            self._given.extend(taken)
        return taken

    def close(self) -> tuple[str, ...]:
        """The run has ended: nothing more is taken; returns what the model never read."""
        with self._lock:
            self._closed = True
            return tuple(self._queued)

    @property
    def given(self) -> tuple[str, ...]:
        """What the model was given, in order."""
        with self._lock:
            return tuple(self._given)

    @property
    def unread(self) -> tuple[str, ...]:
        """What was queued but never given (the run ended first); empty while it runs."""
        with self._lock:
            return tuple(self._queued) if self._closed else ()


def correction_text(text: str) -> str:
    """``text`` as it is given to the model: trimmed, and cut at the limit."""
    return text.strip()[:MAX_CORRECTION_CHARS].strip()


def correction_message(texts: Sequence[str]) -> AiMessage:
    """The writer's corrections as the model reads them in the running turn."""
    return AiMessage.user("\n\n".join(f"{CORRECTION_LEAD}\n{text}" for text in texts))


def with_corrections(question: str, corrections: Sequence[str]) -> str:
    """A kept turn's question with what the writer added while it ran, for later turns."""
    notes = [f"[While you worked, the writer added: “{text}”]" for text in corrections]
    return "\n\n".join([question, *notes]) if notes else question


__all__ = [
    "CORRECTION_LEAD",
    "CorrectionGiven",
    "Steering",
    "correction_message",
    "correction_text",
    "with_corrections",
]

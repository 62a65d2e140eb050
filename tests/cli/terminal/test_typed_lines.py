"""What the writer types on the terminal while ``quire ask`` runs, on a real pseudo-terminal:
answers typed ahead go to the prompts in order, a line typed while a prompt waits answers
it, any other line is added to the running turn, and the end of input ends the prompts."""

from __future__ import annotations

import contextlib
import io
import os
import pty
import threading
from collections.abc import Iterator

import pytest

from assistant.cli.terminal import typed_lines
from assistant.cli.terminal.typed_lines import TypedLines


@pytest.fixture
def terminal() -> Iterator[tuple[int, int]]:
    master, slave = pty.openpty()
    yield master, slave
    for fd in (master, slave):
        with contextlib.suppress(OSError):  # (a test may have closed it)
            os.close(fd)


class Turn:
    """The running turn's steering, as the lines reach it."""

    def __init__(self, accept: bool = True) -> None:
        self.added: list[str] = []
        self.accept = accept
        self.arrived = threading.Event()

    def steer(self, text: str) -> bool:
        self.added.append(text)
        self.arrived.set()
        return self.accept


def prompt_answer(lines: TypedLines) -> tuple[threading.Thread, dict[str, str]]:
    box: dict[str, str] = {}
    thread = threading.Thread(target=lambda: box.update(answer=lines.readline()))
    thread.start()
    return thread, box


def test_answers_typed_ahead_go_to_the_prompts_and_later_lines_to_the_turn(terminal):
    master, slave = terminal
    os.write(master, b"y\nn\nKeep it\n")  # typed before the run began
    notices = io.StringIO()
    lines = TypedLines(slave, notices)
    turn = Turn()
    lines.start(turn.steer)
    try:
        assert [lines.readline() for _ in range(3)] == ["y\n", "n\n", "Keep it\n"]
        os.write(master, b"  no, only Part Two \n")
        assert turn.arrived.wait(10)
        assert turn.added == ["no, only Part Two"]
        assert "added to this turn" in notices.getvalue()
        assert "“no, only Part Two”" in notices.getvalue()
        # A prompt waits: the next line answers it, and is not added to the turn.
        thread, box = prompt_answer(lines)
        while not lines.prompt_waiting:  # (the prompt is shown before the writer types)
            thread.join(0.01)
        os.write(master, b"a\n")
        thread.join(10)
        assert box["answer"] == "a\n" and turn.added == ["no, only Part Two"]
    finally:
        lines.close()


def test_a_line_after_the_run_ended_is_not_added_and_the_writer_is_told(terminal):
    master, slave = terminal
    notices = io.StringIO()
    lines = TypedLines(slave, notices)
    turn = Turn(accept=False)
    lines.start(turn.steer)
    try:
        os.write(master, b"\n")  # an empty line is nothing
        os.write(master, b"and the dates\n")
        assert turn.arrived.wait(10)
        assert turn.added == ["and the dates"]
        assert "[not added: the answer has ended: “and the dates”]" in notices.getvalue()
    finally:
        lines.close()


def test_the_end_of_input_ends_a_waiting_prompt(terminal):
    master, slave = terminal
    lines = TypedLines(slave, io.StringIO())
    lines.start(Turn().steer)
    try:
        thread, box = prompt_answer(lines)
        while not lines.prompt_waiting:
            thread.join(0.01)
        os.write(master, b"\x04")  # Ctrl-D at the start of a line
        thread.join(10)
        assert box["answer"] == ""
        assert lines.readline() == ""  # and every prompt after it
    finally:
        lines.close()


def test_close_stops_reading_and_leaves_the_rest_to_the_terminal(terminal):
    master, slave = terminal
    lines = TypedLines(slave, io.StringIO())
    turn = Turn()
    lines.start(turn.steer)
    lines.close()
    lines.close()  # twice is harmless
    os.write(master, b"after the run\n")
    assert os.read(slave, 100) == b"after the run\n"  # still there for whoever reads next
    assert turn.added == []


def test_only_a_terminal_is_read_this_way(tmp_path):
    with open(tmp_path / "answers.txt", "w+") as not_a_terminal:
        assert TypedLines.for_terminal(not_a_terminal, io.StringIO()) is None
    assert TypedLines.for_terminal(None, io.StringIO()) is None
    assert TypedLines.for_terminal(io.StringIO("y\n"), io.StringIO()) is None


def test_in_the_background_the_terminal_is_left_to_the_shell(terminal, monkeypatch):
    """Reading the terminal of a background job would stop the process: while another job
    has the terminal nothing is read, and what was typed waits for the foreground."""
    master, slave = terminal
    foreground = threading.Event()
    looked = threading.Event()

    def terminal_job(fd: int) -> int:
        looked.set()
        return os.getpgrp() if foreground.is_set() else os.getpgrp() + 1

    monkeypatch.setattr(typed_lines.os, "tcgetpgrp", terminal_job)
    with os.fdopen(slave, closefd=False) as stream:
        assert TypedLines.for_terminal(stream, io.StringIO()) is None  # started in the background
    lines = TypedLines(slave, io.StringIO())
    turn = Turn()
    lines.start(turn.steer)
    try:
        looked.clear()
        os.write(master, b"typed for the shell\n")
        assert looked.wait(10)  # the line is there, and the terminal belongs to another job
        assert turn.added == []
        foreground.set()  # fg: back in front
        assert turn.arrived.wait(10)
        assert turn.added == ["typed for the shell"]
    finally:
        lines.close()

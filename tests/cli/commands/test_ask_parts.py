"""``quire ask --act`` on a terminal: a change of text in several parts is listed part by
part, and the writer makes only the parts they name; the model is told which, and ``quire
undo`` gives back the files byte for byte."""

from __future__ import annotations

import os
import pty

from assistant.world.project import Project
from tests.agent.providers.loopback import LoopbackServer
from tests.cli.commands.test_ask_approval import (
    CHAPTER_3,
    WIRE,
    ask_act,
    call,
    project,  # noqa: F401 (the fixture)
    project_files,
    quire,
    tool_results,
)


def test_on_a_terminal_the_writer_makes_two_of_four_parts(project):  # noqa: F811
    before = project_files(project)
    master, terminal = pty.openpty()
    os.write(master, b"p\n0 9\n1, 3\n")  # parts; a wrong answer is asked again
    try:
        with LoopbackServer() as server:
            server.add(
                WIRE.tool_reply([call(1, "replace_text", document=CHAPTER_3, find="Saltmere",
                                      replace="Saltmarsh", expected_count=4)]),
                WIRE.text_reply(["Renamed the town where you said."]),
            )  # fmt: skip
            done = ask_act(project, server, "--approve", "every", stdin=terminal)
    finally:
        os.close(terminal)
        os.close(master)
    assert done.returncode == 0, done.stderr
    prompts = done.stderr
    assert "  part 1: “Saltmere” → “Saltmarsh”" in prompts
    assert "  part 4: “Saltmere” → “Saltmarsh”" in prompts
    assert "Make this change? [y]es / [n]o / [p]arts / [a]ll / [s]top" in prompts
    assert "Please give the numbers of the parts to make, from 1 to 4." in prompts
    text = Project.open(project, lock=False).world.documents[CHAPTER_3].text
    assert text.count("Saltmarsh") == 2 and text.count("Saltmere") == 2
    [said] = tool_results(server, 1)
    assert "The writer approved only parts 1 and 3 of the 4 parts" in said

    history = quire("history", str(project))
    assert "approved by you; you took 2 of 4 parts" in history.stdout
    assert quire("undo", str(project), "1").returncode == 0
    assert project_files(project) == before

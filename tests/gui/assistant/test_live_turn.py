"""The run going on now, as the panel draws it: a long tool's line says how far it got, as a
writer sees it while two summaries of one reply run side by side against a loopback model
(through the real HTTP provider, both at once)."""

from __future__ import annotations

import json
import re
import threading

from assistant.agent.loop.mode import Mode
from tests.agent.providers.loopback import Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback

WIRE = OpenAIWire()


class Summaries:
    """The model: asks for summaries of both parts at once, then answers; summary requests
    are answered at once, but for the fourth, which waits until the test lets it go."""

    def __init__(self) -> None:
        self.summaries = 0
        self.lock = threading.Lock()
        self.held = threading.Event()
        self.let_go = threading.Event()
        self.asked = False

    def __call__(self, request: Recorded) -> Reply:
        messages = request.body["messages"]
        if messages[0]["content"].startswith("You summarise"):
            with self.lock:
                self.summaries += 1
                number = self.summaries
            if number == 4:
                self.held.set()
                self.let_go.wait(15)
            return WIRE.text_reply([f"Summary {number}."])
        if not self.asked:
            self.asked = True
            calls = [(f"call_{n}", "summarise_document", json.dumps({"document": title}))
                     for n, title in enumerate(("Part One", "Part Two"), start=1)]  # fmt: skip
            return WIRE.tool_reply(calls)
        return WIRE.text_reply(["Both parts, in brief."])


def test_a_long_tool_says_how_far_it_got_on_the_running_line(qtbot, panel, loopback):
    configure_loopback(loopback, ask_before_reading_percent=0)
    model = Summaries()
    loopback.responder = model
    panel.set_mode(Mode.ASK)
    seen: list[str] = []
    panel.session.tool_progress.connect(lambda *_: seen.append(panel.status_text))
    try:
        panel.ask("Summarise both parts")
        qtbot.waitUntil(model.held.is_set, timeout=15_000)
        qtbot.waitUntil(lambda: bool(seen), timeout=15_000)
    finally:
        model.let_go.set()
    qtbot.waitUntil(lambda: not panel.is_busy(), timeout=15_000)
    pattern = re.compile(r"^Summarising “Part (One|Two)”… (\d) of (\d)$")
    matches = [pattern.match(line) for line in seen]
    assert seen and all(matches), seen
    totals = {m.group(1): m.group(3) for m in matches if m}
    assert totals == {"One": "4", "Two": "5"}  # the documents of each part
    assert model.summaries == 13  # each document, then what holds them combined
    last = loopback.requests[-1].body["messages"]
    results = [m["content"] for m in last if m["role"] == "tool"]
    assert [r.split(" (")[0] for r in results] == [
        "Summary of “Part One: The Levels”", "Summary of “Part Two: The Drowned Line”",
    ]  # fmt: skip

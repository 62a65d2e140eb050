"""How requests run: no thread per request, connections kept alive between the requests of a
turn, and Stop and the deadline still reaching a request blocked on a reused connection or
trickling in past its deadline (see ``assistant/agent/providers/interrupt.py``)."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import AiMessage, AiRequest, AiToolSpec, ErrorKind, ProviderError
from assistant.agent.providers.streaming import Timeouts
from tests.agent.providers.loopback import LoopbackServer, Pause, Reply
from tests.agent.providers.wires import WIRES, Wire

pytestmark = pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)

SEARCH = AiToolSpec(
    "search",
    "Search the project's text.",
    {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
)


def ask() -> AiRequest:
    return AiRequest("You help a novelist.", (AiMessage.user("Who is Mara?"),), (SEARCH,))


@pytest.fixture
def threads_started_here(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Names of the threads the test's own thread starts (the server's are not counted)."""
    here = threading.current_thread()
    started: list[str] = []
    original = threading.Thread.start

    def start(thread: threading.Thread) -> None:
        if threading.current_thread() is here:
            started.append(thread.name)
        original(thread)

    monkeypatch.setattr(threading.Thread, "start", start)
    yield started


def test_a_turn_starts_no_thread_and_keeps_its_connection(
    wire: Wire, threads_started_here: list[str]
) -> None:
    with LoopbackServer(keep_alive=True) as server:
        server.add(
            wire.tool_reply([("call_1", "search", '{"query": "Mara"}')]),
            wire.tool_reply([("call_2", "search", '{"query": "ferry"}')]),
            wire.text_reply(["Mara is ", "the ferryman's daughter."]),
        )
        provider = wire.provider(server)
        threads_started_here.clear()  # the server's own
        result = run_agent_conversation(
            provider, [SEARCH], lambda call, cancel: "1 hit", "You help a novelist.", "Who is Mara?"
        )
        provider.close()
    assert result.answer == "Mara is the ferryman's daughter.", result.error
    assert len(result.tool_log) == 2
    assert threads_started_here == []  # neither a helper thread nor a deadline timer
    clients = {request.client for request in server.requests}
    assert len(server.requests) == 3 and len(clients) == 1  # one connection for the turn


def test_stop_reaches_a_request_waiting_on_a_reused_connection(wire: Wire) -> None:
    cancel = CancelToken()
    with LoopbackServer(keep_alive=True) as server:
        server.add(wire.text_reply(["First answer."]), Reply(hang_before_headers=True))
        provider = wire.provider(server, timeouts=Timeouts(connect=2, read=60, deadline=120))
        assert provider.complete(ask()).text == "First answer."
        threading.Thread(target=lambda: server.hanging.wait(10) and cancel.cancel()).start()
        with pytest.raises(ProviderError) as excinfo:
            provider.complete(ask(), cancel=cancel)
        assert server.client_closed.wait(10)
        provider.close()
    assert excinfo.value.error.kind is ErrorKind.CANCELLED
    first, second = server.requests
    assert first.client == second.client  # the second request went on the first's connection


def test_the_deadline_ends_a_request_waiting_on_a_reused_connection(wire: Wire) -> None:
    with LoopbackServer(keep_alive=True) as server:
        server.add(wire.text_reply(["First answer."]), Reply(hang_before_headers=True))
        provider = wire.provider(server, timeouts=Timeouts(connect=2, read=60, deadline=0.5))
        assert provider.complete(ask()).text == "First answer."
        with pytest.raises(ProviderError) as excinfo:
            provider.complete(ask())
        provider.close()
    assert excinfo.value.error.kind is ErrorKind.TIMEOUT
    assert "deadline" in excinfo.value.error.detail
    first, second = server.requests
    assert first.client == second.client


def test_an_answer_trickling_in_past_the_deadline_is_cut_there(wire: Wire) -> None:
    chunks = wire.text_chunks([f"word {i} " for i in range(40)], None)
    trickle: list[object] = []
    for chunk in chunks:
        trickle += [chunk, Pause(0.05)]
    pieces: list[str] = []
    with LoopbackServer() as server:
        server.add(Reply(chunks=trickle, content_type=wire.content_type))  # type: ignore[arg-type]
        provider = wire.provider(server, timeouts=Timeouts(connect=2, read=5, deadline=0.6))
        with pytest.raises(ProviderError) as excinfo:
            provider.complete(ask(), on_text=pieces.append)
    assert excinfo.value.error.kind is ErrorKind.TIMEOUT
    assert "deadline" in excinfo.value.error.detail
    assert 0 < len(pieces) < 40  # some of it came, the rest was cut at the deadline

"""Benchmark of the assistant loop's cost per tool round, against a bare httpx request.

A small HTTP/1.1 server on 127.0.0.1, in a process of its own (so that it does not compete
with the measured process for the interpreter), answers every chat request with the same
OpenAI-compatible stream: one tool call, its finish and usage, ``[DONE]``.

- **The loop**: ``run_agent_conversation`` with the OpenAI-compatible provider against that
  server, a tool that answers at once and a budget of ``ROUNDS`` steps; each step is one
  tool round (a request, the stream read and parsed, the tool run, its result recorded).
- **The reference**: a plain ``httpx.Client`` posting the very same request bodies to the
  same server and reading each answer to its end.

The figure is the time per round of each, taking turns; the goal is 1.5× the bare request.
A turn takes about 20 ms, so one burst of other work on the machine can slow several turns
of one side in a row: the median is taken over 40 turns of each, which such a burst does
not move.

    python benchmarks/run_loop.py [--repeat N] [--json]
"""

from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, Stats, interleaved, report

GOAL = 1.5
ROUNDS = 20


def _chunk(data: dict[str, Any]) -> str:
    return f"data: {json.dumps(data)}\n\n"


def answer_stream() -> bytes:
    """The stream the server sends for every request: one tool call."""
    arguments = json.dumps({"query": "lantern"})
    parts = [
        _chunk({"choices": [{"index": 0, "delta": {"role": "assistant", "tool_calls": [
            {"index": 0, "id": "call_1", "type": "function",
             "function": {"name": "search_text", "arguments": ""}}]}}]}),
        _chunk({"choices": [{"index": 0, "delta": {"tool_calls": [
            {"index": 0, "function": {"arguments": arguments}}]}}]}),
        _chunk({"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]}),
        _chunk({"choices": [], "usage": {"prompt_tokens": 900, "completion_tokens": 12}}),
        "data: [DONE]\n\n",
    ]
    return "".join(parts).encode()


# -- the server (its own process) ----------------------------------------------------------


def serve() -> None:
    body = answer_stream()
    head = (
        "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
        f"content-length: {len(body)}\r\n"
    ).encode()
    listener = socket.create_server(("127.0.0.1", 0))
    print(listener.getsockname()[1], flush=True)

    def handle(conn: socket.socket) -> None:
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        buffer = b""
        with conn:
            while True:
                while b"\r\n\r\n" not in buffer:
                    data = conn.recv(65536)
                    if not data:
                        return
                    buffer += data
                header, buffer = buffer.split(b"\r\n\r\n", 1)
                lines = header.decode("latin-1").lower().split("\r\n")
                length = 0
                close = False
                for line in lines[1:]:
                    name, _, value = line.partition(":")
                    if name == "content-length":
                        length = int(value)
                    elif name == "connection" and "close" in value:
                        close = True
                while len(buffer) < length:
                    data = conn.recv(65536)
                    if not data:
                        return
                    buffer += data
                buffer = buffer[length:]
                closing = b"connection: close\r\n" if close else b""
                conn.sendall(head + closing + b"\r\n" + body)
                if close:
                    return

    while True:
        conn, _address = listener.accept()
        threading.Thread(target=handle, args=(conn,), daemon=True).start()


# -- the measurement -----------------------------------------------------------------------


def bench(repeat: int) -> list[Row]:
    import httpx

    from assistant.agent.loop.loop import run_agent_conversation
    from assistant.agent.loop.messages import AiToolSpec
    from assistant.agent.providers.base import ProviderConfig
    from assistant.agent.providers.openai_compat import OpenAICompatProvider

    server = subprocess.Popen(
        [sys.executable, __file__, "--serve"], stdout=subprocess.PIPE, text=True
    )
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline())
        base = f"http://127.0.0.1:{port}/v1"
        bodies: list[bytes] = []

        class Recording(OpenAICompatProvider):
            def request_body(self, request):  # type: ignore[no-untyped-def]
                body = super().request_body(request)
                bodies.append(body)
                return body

        provider = OpenAICompatProvider(ProviderConfig(base_url=base, model="bench"))
        spec = AiToolSpec(
            "search_text",
            "Find a word or phrase in the project's documents.",
            {"type": "object", "properties": {"query": {"type": "string"}},
             "required": ["query"]},
        )

        def executor(call: Any, *, cancel: Any = None) -> str:
            return "3 hits: “the lantern swung”, “a lantern”, “lanterns”."

        def loop() -> None:
            result = run_agent_conversation(
                provider, [spec], executor, "You help a writer.", "Where is the lantern?",
                max_steps=ROUNDS,
            )
            assert result.exhausted and len(result.tool_log) == ROUNDS, result.error

        recorder = Recording(ProviderConfig(base_url=base, model="bench"))
        run_agent_conversation(recorder, [spec], executor, "You help a writer.",
                               "Where is the lantern?", max_steps=ROUNDS)
        recorder.close()
        encoded = list(bodies)  # the very bytes the loop sent
        assert len(encoded) == ROUNDS
        client = httpx.Client()
        url = base + "/chat/completions"
        headers = {"content-type": "application/json", "accept": "text/event-stream"}

        def bare() -> None:
            for content in encoded:
                with client.stream("POST", url, content=content, headers=headers) as response:
                    for _line in response.iter_lines():
                        pass

        loop()
        bare()
        stats = interleaved({"loop": loop, "bare": bare}, repeat)
        client.close()
        provider.close()
    finally:
        server.kill()
        server.wait()

    def per_round(s: Stats) -> Stats:
        return Stats(s.min / ROUNDS, s.median / ROUNDS)

    return [
        Row("loop overhead per tool round", per_round(stats["loop"]),
            "bare httpx request, same server", per_round(stats["bare"]), "s", GOAL,
            f"{ROUNDS} rounds a turn, OpenAI-compatible stream on 127.0.0.1"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=40, help="turns per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        serve()
        return 0
    rows = bench(args.repeat)
    report("Quire loop benchmark", rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

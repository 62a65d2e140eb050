"""A scripted HTTP server on 127.0.0.1 for provider tests: real sockets, real streaming.

Each request takes the next scripted :class:`Reply` (or the reply a ``responder`` computes
from the request). The requests Quire sends a local server to learn its context size
(:data:`PROBE_PATHS`) are answered 404, as by a server that has no such endpoint, take no
scripted reply and are recorded apart (``probes``), unless the responder answers them
(``answers_probes``).

A reply can stream its body chunk by chunk (chunked transfer), drop the
connection mid-body, or hang until the client goes away, which the server records.
"""

from __future__ import annotations

import json
import select
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

HANG_LIMIT = 20.0
PROBE_PATHS = ("/props", "/slots", "/api/v0/models", "/api/show")


@dataclass(frozen=True)
class Hang:
    """Stop sending and wait until the client closes the connection (or the test releases)."""


@dataclass(frozen=True)
class Pause:
    """Wait this many seconds before the next chunk (an answer that trickles in)."""

    seconds: float


@dataclass
class Reply:
    status: int = 200
    chunks: list[bytes | str | Hang | Pause] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)
    content_type: str = "text/event-stream"
    drop: bool = False  # close the socket before the body is complete
    hang_before_headers: bool = False


@dataclass(frozen=True)
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: Any
    client: tuple[str, int] = ("", 0)
    """The client's address and port: requests on one kept-alive connection share it."""

    @property
    def json(self) -> Any:
        return self.body


def sse(data: Any, event: str | None = None) -> str:
    """One server-sent event whose data is ``data`` as JSON (or as text when a str)."""
    payload = data if isinstance(data, str) else json.dumps(data)
    prefix = f"event: {event}\n" if event else ""
    return f"{prefix}data: {payload}\n\n"


def ndjson(data: Any) -> str:
    return json.dumps(data) + "\n"


def json_reply(status: int, body: Any, headers: dict[str, str] | None = None) -> Reply:
    return Reply(
        status=status,
        chunks=[json.dumps(body)],
        headers=headers or {},
        content_type="application/json",
    )


class LoopbackServer:
    """A threaded HTTP server for one test; use as a context manager."""

    def __init__(
        self,
        responder: Callable[[Recorded], Reply] | None = None,
        *,
        answers_probes: bool = False,
        keep_alive: bool = False,
    ) -> None:
        self.keep_alive = keep_alive
        """Keep connections open between requests (else every answer closes its own)."""
        self.replies: list[Reply] = []
        self.requests: list[Recorded] = []
        self.probes: list[Recorded] = []
        self.responder = responder
        self.answers_probes = answers_probes and responder is not None
        self.client_closed = threading.Event()
        self.hanging = threading.Event()
        self.release = threading.Event()
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _make_handler(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def add(self, *replies: Reply) -> LoopbackServer:
        with self._lock:
            self.replies.extend(replies)
        return self

    def __enter__(self) -> LoopbackServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)

    def _next(self, request: Recorded) -> Reply:
        with self._lock:
            if not self.answers_probes and request.path.split("?")[0] in PROBE_PATHS:
                self.probes.append(request)
                return json_reply(404, {"error": {"message": "not found"}})
            self.requests.append(request)
            if self.responder is not None:
                return self.responder(request)
            if self.replies:
                return self.replies.pop(0)
        return json_reply(500, {"error": {"message": "no scripted reply left"}})


def _make_handler(server: LoopbackServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # keep test output clean
            return

        def do_GET(self) -> None:
            self._serve()

        def do_POST(self) -> None:
            self._serve()

        def _serve(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            raw = self.rfile.read(length) if length else b""
            try:
                body = json.loads(raw) if raw else None
            except json.JSONDecodeError:
                body = raw.decode("utf-8", "replace")
            recorded = Recorded(
                self.command,
                self.path,
                {k.lower(): v for k, v in self.headers.items()},
                body,
                tuple(self.client_address[:2]),
            )
            reply = server._next(recorded)
            self.close_connection = not server.keep_alive
            if reply.hang_before_headers:
                self.close_connection = True
                self._hang()
                return
            self.send_response(reply.status)
            self.send_header("content-type", reply.content_type)
            self.send_header("transfer-encoding", "chunked")
            if not server.keep_alive:
                self.send_header("connection", "close")
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            for chunk in reply.chunks:
                if isinstance(chunk, Hang):
                    self.close_connection = True
                    self._hang()
                    return
                if isinstance(chunk, Pause):
                    if server.release.wait(chunk.seconds):
                        return
                    continue
                data = chunk.encode() if isinstance(chunk, str) else chunk
                if not self._write_chunk(data):
                    return
            if reply.drop:
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            self._send(b"0\r\n\r\n")

        def _write_chunk(self, data: bytes) -> bool:
            return self._send(f"{len(data):x}\r\n".encode() + data + b"\r\n")

        def _send(self, data: bytes) -> bool:
            try:
                self.wfile.write(data)
                self.wfile.flush()
            except OSError:
                server.client_closed.set()
                return False
            return True

        def _hang(self) -> None:
            """Wait for the client to close (recorded) or for the test to release us."""
            try:
                self.wfile.flush()
            except OSError:
                server.client_closed.set()
                return
            server.hanging.set()
            sock = self.connection
            waited = 0.0
            while not server.release.is_set() and waited < HANG_LIMIT:
                readable, _, _ = select.select([sock], [], [], 0.02)
                waited += 0.02
                if readable:
                    try:
                        data = sock.recv(1, socket.MSG_PEEK)
                    except OSError:
                        data = b""
                    if not data:
                        server.client_closed.set()
                        return

    return Handler

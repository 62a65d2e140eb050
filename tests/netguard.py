"""Catch every attempt to reach the network, for tests that prove something is NOT sent.

:class:`NetworkGuard` patches name lookups and socket connections (what httpx, asyncio and
every other client end up calling). Each attempt is recorded with the address it aimed at;
attempts to anything but this computer are refused before a packet leaves. Loopback
connections may be let through (to a server the test started) or refused and recorded too.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass, field
from typing import Any

LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})


def is_loopback(host: object) -> bool:
    """True for names and addresses of this computer."""
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    if not isinstance(host, str):
        return False
    name = host.strip("[]").lower()
    if name in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


@dataclass
class Attempt:
    """One lookup or connection: what was called, and the host and port it aimed at."""

    call: str
    host: str
    port: object


@dataclass
class NetworkGuard:
    """Record (and refuse) network access while active; see the module doc."""

    allow_loopback: bool = True
    ports: frozenset[int] | None = None
    """When set, only these loopback ports are let through (servers the test started)."""
    attempts: list[Attempt] = field(default_factory=list)

    def hosts(self) -> list[str]:
        return [attempt.host for attempt in self.attempts]

    def outside(self) -> list[Attempt]:
        """Attempts aimed at another computer."""
        return [a for a in self.attempts if not is_loopback(a.host)]

    def install(self, monkeypatch: Any) -> NetworkGuard:
        real_getaddrinfo = socket.getaddrinfo
        real_connect = socket.socket.connect
        real_connect_ex = socket.socket.connect_ex
        guard = self

        def allowed(call: str, host: object, port: object) -> bool:
            if isinstance(host, bytes):
                host = host.decode("ascii", "replace")
            guard.attempts.append(Attempt(call, str(host), port))
            if not (guard.allow_loopback and is_loopback(host)):
                return False
            return guard.ports is None or call == "getaddrinfo" or port in guard.ports

        def getaddrinfo(host, port, *args, **kwargs):
            if host is None or allowed("getaddrinfo", host, port):
                return real_getaddrinfo(host, port, *args, **kwargs)
            raise socket.gaierror(socket.EAI_NONAME, f"the test refused to look up {host}")

        def address_of(address: object) -> tuple[object, object]:
            if isinstance(address, tuple) and len(address) >= 2:
                return address[0], address[1]
            return address, None  # a Unix socket path

        def connect(sock, address):
            if sock.family == socket.AF_UNIX or allowed("connect", *address_of(address)):
                return real_connect(sock, address)
            raise ConnectionRefusedError(f"the test refused a connection to {address!r}")

        def connect_ex(sock, address):
            if sock.family == socket.AF_UNIX or allowed("connect_ex", *address_of(address)):
                return real_connect_ex(sock, address)
            return 111  # ECONNREFUSED

        monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
        monkeypatch.setattr(socket.socket, "connect", connect)
        monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
        return self

"""The Local only lock: while it is on, Quire talks to no model server but this computer's.

A server is on this computer when its address is a loopback address (``127.0.0.0/8``,
``::1``) or a loopback name (``localhost``, ``*.localhost``) that resolves to loopback
addresses only. Anything else is refused before a connection is attempted, with an error of
kind :data:`~assistant.agent.loop.messages.ErrorKind.LOCAL_ONLY` naming the address. Every
request a provider makes goes through :func:`check_local` (see ``HttpSession``), so the app
and the command line are held by the same lock.

A name is checked again where the connection is made: a client held by
:func:`hold_to_this_computer` resolves the name itself, checks every address it got, and
connects to one of those addresses, never to the name. A resolver that answers a loopback
address when asked first and another address after can therefore not carry a request off
this computer.
"""

from __future__ import annotations

import ipaddress
import logging
import socket
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

import anyio.to_thread
import httpcore
import httpx

from assistant.agent.loop.messages import ErrorKind, ProviderError

log = logging.getLogger(__name__)

LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"})


def _loopback_address(host: str) -> bool:
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback


def _loopback_name(host: str) -> bool:
    return host in LOOPBACK_NAMES or host.endswith(".localhost")


def local_addresses(host: str) -> list[str]:
    """The addresses to connect to for ``host``, resolved once: the host itself when it is a
    loopback address; for a loopback name, what it resolves to now, when every one of those
    is a loopback address. Empty when ``host`` is not on this computer."""
    host = host.strip("[]").rstrip(".").lower()
    if _loopback_address(host):
        return [host]
    if not _loopback_name(host):
        return []
    try:
        infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError):
        return []
    addresses = list(dict.fromkeys(str(info[4][0]) for info in infos))
    if not addresses or not all(_loopback_address(a) for a in addresses):
        return []
    return addresses


def host_of(url: str) -> str:
    """The host of ``url``, lower case, without brackets or a final dot ('' if none)."""
    try:
        host = urlsplit(url.strip()).hostname or ""
    except ValueError:
        return ""
    return host.rstrip(".").lower()


def is_local_address(url: str) -> bool:
    """True when ``url`` points at this computer (see the module doc)."""
    host = host_of(url)
    if not host:
        return False
    return bool(local_addresses(host))


def check_local(url: str) -> None:
    """Raise a ``LOCAL_ONLY`` :class:`ProviderError` unless ``url`` is on this computer."""
    if not is_local_address(url):
        raise _refusal(host_of(url) or url)


def _refusal(host: str) -> ProviderError:
    log.warning("Local only: refused %s", host)
    return ProviderError.of(
        ErrorKind.LOCAL_ONLY,
        f"Local only is on: {host} is not on this computer, so nothing was sent",
        address=host,
    )


def _addresses_or_refuse(host: str) -> list[str]:
    addresses = local_addresses(host)
    if not addresses:
        raise _refusal(host)
    return addresses


class _OnThisComputer(httpcore.NetworkBackend):
    """Connects to loopback addresses only, each connection to an address resolved and
    checked at that moment (see the module doc)."""

    def __init__(self, inner: httpcore.NetworkBackend) -> None:
        self._inner = inner

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        failure: Exception | None = None
        for address in _addresses_or_refuse(host):
            try:
                return self._inner.connect_tcp(
                    address, port, timeout, local_address, socket_options
                )
            except httpcore.ConnectError as error:
                failure = error
        assert failure is not None
        raise failure

    def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        return self._inner.connect_unix_socket(path, timeout, socket_options)

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


class _OnThisComputerAsync(httpcore.AsyncNetworkBackend):
    """:class:`_OnThisComputer` for an ``httpx.AsyncClient``."""

    def __init__(self, inner: httpcore.AsyncNetworkBackend) -> None:
        self._inner = inner

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        failure: Exception | None = None
        for address in await anyio.to_thread.run_sync(_addresses_or_refuse, host):
            try:
                return await self._inner.connect_tcp(
                    address, port, timeout, local_address, socket_options
                )
            except httpcore.ConnectError as error:
                failure = error
        assert failure is not None
        raise failure

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        return await self._inner.connect_unix_socket(path, timeout, socket_options)

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


def hold_to_this_computer(client: httpx.Client | httpx.AsyncClient) -> bool:
    """Have every connection ``client`` makes go to a loopback address checked as it is
    made. False when this httpx keeps its connection pools where this cannot reach them:
    then the client must not be used while Local only is on."""
    transports = [getattr(client, "_transport", None)]
    transports += list(getattr(client, "_mounts", {}).values())
    pools = []
    for transport in transports:
        if transport is None:
            continue
        pool = getattr(transport, "_pool", None)
        backend = getattr(pool, "_network_backend", None)
        if not isinstance(backend, httpcore.NetworkBackend | httpcore.AsyncNetworkBackend):
            return False
        pools.append((pool, backend))
    for pool, backend in pools:
        if isinstance(backend, _OnThisComputer | _OnThisComputerAsync):
            continue
        if isinstance(backend, httpcore.NetworkBackend):
            pool._network_backend = _OnThisComputer(backend)  # type: ignore[union-attr]
        else:
            pool._network_backend = _OnThisComputerAsync(backend)  # type: ignore[union-attr]
    return bool(pools)


def unheld_client() -> ProviderError:
    """The error of a request refused because its client could not be held to this
    computer (an httpx whose insides this module does not know)."""
    log.error("Local only: this httpx's connections cannot be checked; nothing was sent")
    return ProviderError.of(
        ErrorKind.LOCAL_ONLY,
        "Local only is on and this Quire cannot check where its connections go, so nothing "
        "was sent",
    )


__all__ = [
    "LOOPBACK_NAMES",
    "check_local",
    "hold_to_this_computer",
    "host_of",
    "is_local_address",
    "local_addresses",
    "unheld_client",
]

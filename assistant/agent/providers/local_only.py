"""The Local only lock: while it is on, Quire talks to no model server but this computer's.

A server is on this computer when its address is a loopback address (``127.0.0.0/8``,
``::1``) or a loopback name (``localhost``, ``*.localhost``) that resolves to loopback
addresses only. Anything else is refused before a connection is attempted, with an error of
kind :data:`~assistant.agent.loop.messages.ErrorKind.LOCAL_ONLY` naming the address. Every
request a provider makes goes through :func:`check_local` (see ``HttpSession``), so the app
and the command line are held by the same lock.
"""

from __future__ import annotations

import ipaddress
import logging
import socket
from urllib.parse import urlsplit

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


def _resolves_to_loopback(host: str) -> bool:
    """True when every address ``host`` resolves to is a loopback address."""
    try:
        infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError):
        return False
    addresses = {info[4][0] for info in infos}
    return bool(addresses) and all(_loopback_address(str(a)) for a in addresses)


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
    if _loopback_address(host):
        return True
    return _loopback_name(host) and _resolves_to_loopback(host)


def check_local(url: str) -> None:
    """Raise a ``LOCAL_ONLY`` :class:`ProviderError` unless ``url`` is on this computer."""
    if is_local_address(url):
        return
    host = host_of(url) or url
    log.warning("Local only: refused %s", host)
    raise ProviderError.of(
        ErrorKind.LOCAL_ONLY,
        f"Local only is on: {host} is not on this computer, so nothing was sent",
        address=host,
    )


__all__ = ["LOOPBACK_NAMES", "check_local", "host_of", "is_local_address"]

"""Local only: while it is on, no connection is attempted to any address off this computer.

Every way a socket could be opened (name lookup, ``create_connection``, ``connect``) is
intercepted and recorded; a refused address leaves the record empty, and an allowed one
(a loopback server) leaves only loopback addresses in it.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from assistant.agent.config.settings import Settings, apply_env, from_mapping
from assistant.agent.loop.messages import AiMessage, AiRequest, ErrorKind, ProviderError
from assistant.agent.providers import make_provider
from assistant.agent.providers.catalog import fetch_models_async, list_models
from assistant.agent.providers.local_only import check_local, is_local_address
from tests.agent.providers.loopback import LoopbackServer, json_reply
from tests.agent.providers.wires import WIRES, Wire

REFUSED = [
    "https://api.openai.com/v1",
    "https://api.anthropic.com",
    "https://openrouter.ai/api/v1",
    "http://10.0.0.5:11434",
    "http://192.168.1.20:1234/v1",
    "http://[2001:db8::1]:8080/v1",
    "http://0.0.0.0:8080/v1",
    "http://localhost.evil.example/v1",
    "http://127.0.0.1.nip.io/v1",
    "http://2130706433/v1",
    "http://my-gpu-box.local:11434",
]
LOCAL = [
    "http://127.0.0.1:8080/v1",
    "http://127.8.9.10/v1",
    "http://[::1]:11434",
    "http://[::ffff:127.0.0.1]:11434",
    "http://localhost:11434",
    "http://LOCALHOST.:1234/v1",
]
PRESET = {"openai": "openai-compatible", "anthropic": "anthropic", "ollama": "ollama"}


class Attempts:
    """Every name lookup and connection attempted, by address."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def off_this_computer(self) -> list[str]:
        return [host for host in self.seen if not _loopback(host)]


def _loopback(host: str) -> bool:
    if host in ("localhost", "LOCALHOST.", "localhost."):
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


@pytest.fixture
def attempts(monkeypatch: pytest.MonkeyPatch) -> Iterator[Attempts]:
    record = Attempts()
    real_getaddrinfo = socket.getaddrinfo
    real_create = socket.create_connection
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex

    def guard(host: Any) -> None:
        record.seen.append(str(host))
        if not _loopback(str(host)):
            raise OSError(f"test: a connection to {host} was attempted")

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        guard(host)
        return real_getaddrinfo(host, *args, **kwargs)

    def create_connection(address: Any, *args: Any, **kwargs: Any) -> Any:
        guard(address[0])
        return real_create(address, *args, **kwargs)

    def connect(sock: socket.socket, address: Any) -> Any:
        if isinstance(address, tuple):
            guard(address[0])
        return real_connect(sock, address)

    def connect_ex(sock: socket.socket, address: Any) -> Any:
        if isinstance(address, tuple):
            guard(address[0])
        return real_connect_ex(sock, address)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(socket, "create_connection", create_connection)
    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    yield record


def ask() -> AiRequest:
    return AiRequest("You help a novelist.", (AiMessage.user("Who is Mara?"),))


@pytest.mark.parametrize("url", REFUSED)
def test_an_address_off_this_computer_is_refused_before_any_connection(
    url: str, attempts: Attempts
) -> None:
    assert not is_local_address(url)
    for wire in WIRES:
        settings = Settings(provider=PRESET[wire.name], base_url=url, model="m", local_only=True)
        provider = make_provider(settings, api_key="sk-local-only-test-key")
        with pytest.raises(ProviderError) as caught:
            provider.complete(ask())
        error = caught.value.error
        assert error.kind is ErrorKind.LOCAL_ONLY
        assert "Local only is on" in error.detail and error.address
        with pytest.raises(ProviderError):
            provider.list_models()
        with pytest.raises(ProviderError):
            list_models(settings, api_key="sk-local-only-test-key")

        async def listing(provider: Any = provider) -> None:
            async with httpx.AsyncClient() as client:
                await fetch_models_async(client, provider)

        with pytest.raises(ProviderError) as caught:
            asyncio.run(listing())
        assert caught.value.error.kind is ErrorKind.LOCAL_ONLY
    assert attempts.seen == []


def test_without_local_only_the_interception_does_see_the_attempt(attempts: Attempts) -> None:
    """The check above can fail: without the lock, the same request reaches for the address."""
    settings = Settings(provider="ollama", base_url="http://10.0.0.5:11434", model="m")
    provider = make_provider(settings)
    provider.session.retry = type(provider.session.retry)(max_retries=0)
    with pytest.raises(ProviderError) as caught:
        provider.complete(ask())
    assert caught.value.error.kind is ErrorKind.NETWORK
    assert attempts.off_this_computer() == ["10.0.0.5"]


@pytest.mark.parametrize("url", LOCAL)
def test_loopback_addresses_and_names_are_on_this_computer(url: str) -> None:
    assert is_local_address(url)
    check_local(url)


@pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)
def test_a_local_server_works_and_nothing_else_is_touched(
    wire: Wire, attempts: Attempts, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A proxy in the environment would carry the request off this computer: it is not used.
    monkeypatch.setenv("HTTP_PROXY", "http://10.1.2.3:3128")
    monkeypatch.setenv("ALL_PROXY", "http://10.1.2.3:3128")
    with LoopbackServer() as server:
        server.add(wire.text_reply(["Mara ", "rows."]))
        server.add(json_reply(200, {"data": [{"id": "m"}], "models": [{"name": "m"}]}))
        _host, port = server.url.rsplit(":", 1)
        for base in (server.url, f"http://localhost:{port}"):
            settings = Settings(
                provider=PRESET[wire.name],
                base_url=base + wire.base_suffix,
                model="m",
                local_only=True,
            )
            provider = make_provider(settings, api_key="sk-local-only-test-key")
            if base == server.url:
                assert provider.complete(ask()).text == "Mara rows."
            else:
                assert [m.id for m in provider.list_models()] == ["m"]
            provider.close()
    assert attempts.seen  # the connections were seen…
    assert attempts.off_this_computer() == []  # …and all went to this computer


def test_local_only_comes_from_the_settings_file_or_the_environment() -> None:
    assert from_mapping({"local_only": True}).local_only is True
    assert Settings().local_only is False
    assert apply_env(Settings(), {"QUIRE_LOCAL_ONLY": "1"}).local_only is True
    assert apply_env(Settings(local_only=True), {"QUIRE_LOCAL_ONLY": "0"}).local_only is True
    with pytest.raises(Exception, match="local_only must be true or false"):
        from_mapping({"local_only": "yes"})


REBINDING = "models.localhost"
PUBLIC = "203.0.113.7"


class Rebinding:
    """A resolver that answers :data:`REBINDING` with 127.0.0.1 when first asked and with a
    public address after (a name rebound between the check and the connection), or always
    with 127.0.0.1 when ``steady``; and every connection attempted, by address. One to an
    address off this computer is refused here, so nothing ever leaves."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *, steady: bool = False) -> None:
        self.steady = steady
        self.answers: list[str] = []
        self.connects: list[str] = []
        real_getaddrinfo = socket.getaddrinfo
        real_connect = socket.socket.connect
        real_connect_ex = socket.socket.connect_ex

        def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
            if str(host).rstrip(".").lower() != REBINDING:
                return real_getaddrinfo(host, port, *args, **kwargs)
            address = "127.0.0.1" if self.steady or not self.answers else PUBLIC
            self.answers.append(address)
            number = port if isinstance(port, int) else int(port or 0)
            return [(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP, "",
                     (address, number))]  # fmt: skip

        def attempt(address: Any) -> None:
            if isinstance(address, tuple):
                self.connects.append(str(address[0]))
                if not _loopback(str(address[0])):
                    raise ConnectionRefusedError(f"test: a connection to {address[0]}")

        def connect(sock: socket.socket, address: Any) -> Any:
            attempt(address)
            return real_connect(sock, address)

        def connect_ex(sock: socket.socket, address: Any) -> Any:
            attempt(address)
            return real_connect_ex(sock, address)

        monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
        monkeypatch.setattr(socket.socket, "connect", connect)
        monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)

    def left_this_computer(self) -> list[str]:
        return [address for address in self.connects if not _loopback(address)]


def rebinding_settings(wire: Wire, port: str) -> Settings:
    base = f"http://{REBINDING}:{port}{wire.base_suffix}"
    return Settings(provider=PRESET[wire.name], base_url=base, model="m", local_only=True)


@pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)
def test_a_name_rebound_after_the_check_never_carries_a_connection_off_this_computer(
    wire: Wire, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each way a provider reaches its server (a question, the model list, the settings
    dialog's list on the app's shared async client), with a resolver that says 127.0.0.1
    to the first lookup and a public address to every later one."""

    async def listing(provider: Any) -> None:
        async with httpx.AsyncClient() as shared:
            await fetch_models_async(shared, provider)

    with LoopbackServer() as server:
        _host, port = server.url.rsplit(":", 1)
        settings = rebinding_settings(wire, port)
        ways = {
            "question": lambda provider: provider.complete(ask()),
            "models": lambda provider: provider.list_models(),
            "shared async client": lambda provider: asyncio.run(listing(provider)),
        }
        for way, go in ways.items():
            resolver = Rebinding(monkeypatch)
            provider = make_provider(settings, api_key="sk-local-only-test-key")
            with pytest.raises(ProviderError) as caught:
                go(provider)
            provider.close()
            assert caught.value.error.kind is ErrorKind.LOCAL_ONLY, way
            assert caught.value.error.address == REBINDING, way
            assert resolver.answers[:2] == ["127.0.0.1", PUBLIC], way  # it was rebound…
            assert resolver.connects == [], way  # …and no connection was even attempted
        assert server.requests == []


@pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)
def test_a_loopback_name_connects_to_the_address_it_was_checked_at(
    wire: Wire, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other side: a name that stays on this computer works, and the connection goes to
    the address resolved, never to the name (which the socket would resolve again)."""
    with LoopbackServer() as server:
        server.add(wire.text_reply(["Mara ", "rows."]))
        _host, port = server.url.rsplit(":", 1)
        resolver = Rebinding(monkeypatch, steady=True)
        provider = make_provider(rebinding_settings(wire, port), api_key="sk-local-only-test")
        assert provider.complete(ask()).text == "Mara rows."
        provider.close()
    assert resolver.connects == ["127.0.0.1"]
    assert resolver.left_this_computer() == []

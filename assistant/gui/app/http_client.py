"""The one ``httpx.AsyncClient`` the app uses for its own network work, and its tasks.

The settings dialog (listing models, testing a connection) and the first-run detection of
local model servers run as asyncio coroutines on the Qt event loop through qasync. They share
one client, so connections are pooled and a single place closes them when the app quits.
The assistant loop itself does not use this client: it runs blocking, on its worker thread.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import httpx
import shiboken6
from PySide6.QtCore import QCoreApplication, QObject

log = logging.getLogger(__name__)

T = TypeVar("T")

_client: httpx.AsyncClient | None = None
_tls: ssl.SSLContext | None = None
_tasks: set[asyncio.Task[Any]] = set()
_closing: list[asyncio.Task[None]] = []

DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=3.0)


def shared_client() -> httpx.AsyncClient:
    """The app's async HTTP client, made on first use and closed when the app quits."""
    global _client
    if _client is None or _client.is_closed:
        # Never follow a redirect: no header (an API key) may go where the writer did not
        # point Quire, and a local server must not send a request off this computer.
        _client = httpx.AsyncClient(
            timeout=DEFAULT_TIMEOUT, follow_redirects=False, verify=_tls or True
        )
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_close_on_quit)
    return _client


def prepare_tls() -> None:
    """Make the client's TLS settings now, as httpx makes them by default (the system's or
    certifi's certificates): reading the certificates takes tens of milliseconds, which a
    thread of its own spares the GUI thread (:mod:`assistant.gui.app.read_ahead`)."""
    global _tls
    if _tls is None:
        _tls = httpx.create_ssl_context()


async def aclose_shared_client() -> None:
    """Close the shared client (and cancel the tasks still using it)."""
    global _client
    for task in list(_tasks):
        task.cancel()
    client, _client = _client, None
    if client is not None and not client.is_closed:
        await client.aclose()


def _close_on_quit() -> None:
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = asyncio.get_event_loop_policy().get_event_loop()
    if loop.is_closed():
        return
    if loop.is_running():
        task = loop.create_task(aclose_shared_client())
        _closing.append(task)
        task.add_done_callback(_closing.remove)
    else:
        try:
            loop.run_until_complete(aclose_shared_client())
        except Exception:  # best effort at quit: the process is ending and frees the sockets
            log.debug("the HTTP client did not close cleanly at quit", exc_info=True)


def start_task(
    coro: Coroutine[Any, Any, T],
    *,
    owner: QObject | None = None,
    on_result: Callable[[T], None] | None = None,
    on_error: Callable[[BaseException], None] | None = None,
) -> asyncio.Task[T]:
    """Run ``coro`` on the running (qasync) loop; report its result or failure via callbacks.

    The task is kept referenced until it ends. A cancelled task reports nothing. With an
    ``owner``, the task is cancelled when the owner is destroyed and never reports to an owner
    that is gone, so a closed page's probe sends nothing more. Raises RuntimeError when no
    asyncio loop runs on the Qt loop yet (before the app starts it).
    """
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        coro.close()
        raise RuntimeError("no asyncio event loop is running on the Qt event loop yet") from None
    task = loop.create_task(coro)
    _tasks.add(task)

    def done(finished: asyncio.Task[T]) -> None:
        _tasks.discard(finished)
        if finished.cancelled():
            return
        if owner is not None and not shiboken6.isValid(owner):
            return
        error = finished.exception()
        if error is not None:
            if on_error is not None:
                on_error(error)
            else:
                log.error("background task failed", exc_info=error)
        elif on_result is not None:
            on_result(finished.result())

    task.add_done_callback(done)
    if owner is not None:
        owner.destroyed.connect(lambda *_: task.cancel())
    return task


__all__ = ["aclose_shared_client", "shared_client", "start_task"]

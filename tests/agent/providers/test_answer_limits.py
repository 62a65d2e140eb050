"""A server's answer is read within limits, redirects are reported, and the HTTP log is capped.

A compressed answer that expands beyond reason (a gzip bomb), or one line without an end,
fails with "the server's answer was too large" while memory stays small; a redirect says
where it points and is never followed; the optional HTTP log keeps at most a slice of any
one answer and rotates.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import tracemalloc
import zlib
from pathlib import Path

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from assistant.agent.loop.messages import AiMessage, AiRequest, ErrorKind, ProviderError
from assistant.agent.providers import bounded
from assistant.agent.providers.catalog import fetch_models_async
from assistant.agent.providers.httplog import HttpLog
from tests.agent.providers.loopback import LoopbackServer, Reply, json_reply
from tests.agent.providers.wires import API_KEY, WIRES, OpenAIWire, Wire, fast_retry

MB = 1024 * 1024


def ask() -> AiRequest:
    return AiRequest("You help a novelist.", (AiMessage.user("Who is Mara?"),))


def bomb(lines: int = 100) -> bytes:
    """About ``lines`` MB of lines every wire reads on (each an Ollama line, and a field
    line server-sent events skip), gzipped to about a tenth of a megabyte."""
    line = json.dumps({"message": {"role": "assistant", "content": ""}, "pad": "x" * MB})
    return gzip.compress((line.encode() + b"\n") * lines, compresslevel=9)


def gzipped(data: bytes, content_type: str) -> Reply:
    return Reply(chunks=[data], headers={"content-encoding": "gzip"}, content_type=content_type)


def failing(wire: Wire, reply: Reply, **provider: object) -> tuple[ProviderError, int]:
    """The error of one request answered by ``reply``, and the peak memory it took."""
    with LoopbackServer() as server:
        server.add(reply)
        client = wire.provider(server, **provider)  # type: ignore[arg-type]
        tracemalloc.start()
        try:
            with pytest.raises(ProviderError) as caught:
                client.complete(ask())
            _current, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert len(server.requests) == 1  # not retried
    return caught.value, peak


@pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)
def test_a_gzip_bomb_is_cut_off_with_a_clear_error(wire: Wire) -> None:
    body = bomb()
    assert len(body) < MB
    error, peak = failing(wire, gzipped(body, wire.content_type))
    assert error.error.kind is ErrorKind.RESPONSE_TOO_LARGE
    assert "the server's answer was too large" in error.error.detail
    assert peak < 48 * MB  # the answer was 100 MB decoded


@pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)
def test_one_endless_line_is_cut_off(wire: Wire) -> None:
    reply = Reply(chunks=[b"data: " + b"y" * (4 * MB)] * 5, content_type=wire.content_type)
    error, peak = failing(wire, reply)
    assert error.error.kind is ErrorKind.RESPONSE_TOO_LARGE
    assert "one line" in error.error.detail
    assert peak < 3 * bounded.MAX_LINE_BYTES


@pytest.mark.parametrize(
    ("encoding", "compress"),
    [
        ("gzip", gzip.compress),
        ("deflate", zlib.compress),
        ("deflate", lambda data: zlib.compress(data)[2:-4]),  # raw deflate, as some send it
        ("identity", lambda data: data),
    ],
    ids=["gzip", "deflate", "raw-deflate", "identity"],
)
def test_compressed_answers_within_the_limits_read_as_ever(encoding: str, compress: object) -> None:
    wire = OpenAIWire()
    pieces = ["Mara ", "rows ", "the ferry.\r\n", "Then\rshe sleeps."]
    body = "".join(wire.text_chunks(pieces)).encode()
    data = compress(body)  # type: ignore[operator]
    # Cut into odd pieces so that lines, CRLFs and compressed blocks straddle the chunks.
    chunks: list[bytes | str] = [data[i : i + 7] for i in range(0, len(data), 7)]
    with LoopbackServer() as server:
        server.add(Reply(chunks=chunks, headers={"content-encoding": encoding}))
        response = wire.provider(server).complete(ask())
    assert response.text == "".join(pieces)
    assert server.requests[0].headers["accept-encoding"] == "gzip, deflate"


def test_an_encoding_quire_did_not_ask_for_is_refused() -> None:
    wire = OpenAIWire()
    reply = Reply(chunks=[b"\x0b\x02\x80hello\x03"], headers={"content-encoding": "br"})
    error, _peak = failing(wire, reply)
    assert error.error.kind is ErrorKind.BAD_RESPONSE
    assert "'br'" in error.error.detail


def test_a_huge_error_body_is_read_only_in_part() -> None:
    wire = OpenAIWire()
    reply = Reply(
        status=500,
        chunks=[bomb()],
        headers={"content-encoding": "gzip"},
        content_type="application/json",
    )
    error, peak = failing(wire, reply, retry=fast_retry(max_retries=0))
    assert error.error.kind is ErrorKind.SERVER
    assert peak < 16 * MB


# -- redirects ----------------------------------------------------------------------------------


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
@pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)
def test_a_redirect_is_reported_with_where_it_points_and_never_followed(
    wire: Wire, status: int
) -> None:
    with LoopbackServer() as server:
        server.add(
            Reply(
                status=status,
                headers={"location": f"/elsewhere/chat?key={API_KEY}"},
                chunks=["<html>Moved</html>"],
                content_type="text/html",
            )
        )
        with pytest.raises(ProviderError) as caught:
            wire.provider(server).complete(ask())
        assert len(server.requests) == 1  # neither followed nor retried
        url = server.url
    error = caught.value.error
    assert error.kind is ErrorKind.REDIRECTED
    assert error.status == status
    assert error.address == f"{url}/elsewhere/chat?key=[redacted]"
    assert f"redirected the request to {url}/elsewhere/chat" in error.detail
    assert "ended before the answer was complete" not in error.detail
    assert API_KEY not in error.detail


def test_a_redirect_without_a_location_says_so() -> None:
    wire = OpenAIWire()
    error, _peak = failing(wire, Reply(status=302, chunks=[""], content_type="text/html"))
    assert error.error.kind is ErrorKind.REDIRECTED
    assert "without saying where to" in error.error.detail
    assert error.error.address == ""


# -- the model list, asked from the app's event loop ----------------------------------------------


def fetch(server: LoopbackServer) -> list[object]:
    wire = OpenAIWire()
    provider = wire.provider(server)

    async def run() -> list[object]:
        async with httpx.AsyncClient(follow_redirects=True) as client:  # even so
            return list(await fetch_models_async(client, provider))

    return asyncio.run(run())


def test_the_model_list_is_held_to_the_same_limits() -> None:
    with LoopbackServer() as server:
        server.add(gzipped(bomb(), "application/json"))
        with pytest.raises(ProviderError) as caught:
            fetch(server)
    assert caught.value.error.kind is ErrorKind.RESPONSE_TOO_LARGE

    with LoopbackServer() as server:
        server.add(Reply(status=307, headers={"location": "http://10.9.9.9/v1/models"}))
        with pytest.raises(ProviderError) as caught:
            fetch(server)
        assert len(server.requests) == 1
    assert caught.value.error.kind is ErrorKind.REDIRECTED
    assert caught.value.error.address == "http://10.9.9.9/v1/models"

    with LoopbackServer() as server:
        server.add(json_reply(200, {"data": [{"id": "b"}, {"id": "a"}]}))
        assert [m.id for m in fetch(server)] == ["a", "b"]  # type: ignore[attr-defined]


# -- the HTTP log ---------------------------------------------------------------------------------


def test_one_huge_answer_adds_at_most_a_slice_to_the_http_log(tmp_path: Path) -> None:
    wire = OpenAIWire()
    log_path = tmp_path / "http.log"
    pieces = ["word " * 2000] * 1000  # about 10 MB of answer
    with LoopbackServer() as server:
        server.add(wire.text_reply(pieces))
        provider = wire.provider(server)
        provider.session.http_log = HttpLog(log_path, (API_KEY,))
        response = provider.complete(ask())
    assert len(response.text) == 10_000_000
    size = log_path.stat().st_size
    assert size < 1_200_000
    assert "the rest of this answer is not logged" in log_path.read_text(encoding="utf-8")


def test_the_http_log_rotates_and_keeps_two_old_files(tmp_path: Path) -> None:
    log_path = tmp_path / "http.log"
    http_log = HttpLog(log_path, max_bytes=100_000)
    for number in range(200):
        http_log.write(f"entry {number} " + "z" * 2_000)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["http.log", "http.log.1", "http.log.2"]
    assert all(p.stat().st_size <= 100_000 for p in tmp_path.iterdir())
    assert "entry 199 " in log_path.read_text(encoding="utf-8")


# -- lines --------------------------------------------------------------------------------------


@given(
    lines=st.lists(st.text(alphabet="ab é:\u2028\x85", min_size=1, max_size=6), max_size=8),
    ends=st.lists(st.sampled_from(["\n", "\r", "\r\n"]), min_size=8, max_size=8),
    cuts=st.lists(st.integers(1, 9), max_size=12),
    open_end=st.booleans(),
)
def test_lines_end_at_cr_lf_or_crlf_wherever_the_chunks_are_cut(
    lines: list[str], ends: list[str], cuts: list[int], open_end: bool
) -> None:
    text = "".join(line + end for line, end in zip(lines, ends, strict=False))
    if open_end:
        text += "tail"
    data = text.encode()
    chunks, start = [], 0
    for cut in cuts:
        chunks.append(data[start : start + cut])
        start += cut
    chunks.append(data[start:])
    expected = list(lines) + (["tail"] if open_end else [])
    assert list(bounded.split_lines(iter(chunks))) == expected


@given(
    data=st.binary(max_size=80).map(lambda raw: raw.replace(b"\r", b"")),
    extra=st.lists(st.sampled_from([b"\n", "é".encode(), "€".encode(), b"\xe2\x80", b"\xff"]),
                   max_size=10),
    cuts=st.lists(st.integers(1, 9), max_size=12),
)  # fmt: skip
def test_lines_ended_by_lf_alone_read_as_each_line_decoded_on_its_own(
    data: bytes, extra: list[bytes], cuts: list[int]
) -> None:
    """Chunks whose lines end in LF alone are decoded whole and split after; whatever the
    bytes (broken UTF-8 included) and wherever the chunks are cut, the lines are those of
    each line decoded on its own."""
    data += b"".join(extra)
    chunks, start = [], 0
    for cut in cuts:
        chunks.append(data[start : start + cut])
        start += cut
    chunks.append(data[start:])
    pieces = data.split(b"\n")
    if not pieces[-1]:
        pieces.pop()
    expected = [piece.decode("utf-8", "replace") for piece in pieces]
    assert list(bounded.split_lines(iter(chunks))) == expected

"""Reading a server's answer within limits: decoded size, and the length of one line.

A compressed answer can expand a thousandfold (a few megabytes of gzip become gigabytes),
and one line without an end can grow without bound. So the body is read raw and decoded
here, a slice at a time, with a cap on everything decoded and on any one line; past a cap
the request fails with :data:`~assistant.agent.loop.messages.ErrorKind.RESPONSE_TOO_LARGE`.
Only the encodings Quire asks for (gzip, deflate) are accepted.
"""

from __future__ import annotations

import codecs
import zlib
from collections.abc import AsyncIterator, Iterable, Iterator

from assistant.agent.loop.messages import ErrorKind, ProviderError

MAX_ANSWER_BYTES = 64 * 1024 * 1024
"""The most one answer may hold, decoded (a long answer is a few hundred kilobytes; a
provider's full model list a few megabytes)."""
MAX_LINE_BYTES = 16 * 1024 * 1024
"""The most one line of an answer may hold, decoded (one streamed event, or a whole answer
sent as one line of JSON)."""
ACCEPT_ENCODING = "gzip, deflate"
"""What Quire asks servers for; nothing else is decoded."""

_STEP = 256 * 1024


def too_large(what: str, limit: int) -> ProviderError:
    return ProviderError.of(
        ErrorKind.RESPONSE_TOO_LARGE,
        f"the server's answer was too large: {what} over {limit:,} bytes",
    )


class _Identity:
    def feed(self, data: bytes) -> Iterator[bytes]:
        if data:
            yield data

    def flush(self) -> Iterator[bytes]:
        return iter(())


class _Inflate:
    """zlib, raw deflate or gzip (members one after another), never more than a step at once."""

    def __init__(self, gzip: bool) -> None:
        self._gzip = gzip
        self._wbits = zlib.MAX_WBITS | 16 if gzip else zlib.MAX_WBITS
        self._inflater = zlib.decompressobj(self._wbits)
        self._first = True

    def feed(self, data: bytes) -> Iterator[bytes]:
        while data:
            try:
                out = self._inflater.decompress(data, _STEP)
            except zlib.error as exc:
                if self._first and not self._gzip and self._wbits > 0:
                    # "deflate" is often sent raw, without the zlib wrapper
                    self._wbits = -zlib.MAX_WBITS
                    self._inflater = zlib.decompressobj(self._wbits)
                    continue
                raise ProviderError.of(
                    ErrorKind.BAD_RESPONSE, f"the answer's compression is broken: {exc}"
                ) from None
            self._first = False
            if out:
                yield out
            data = self._inflater.unconsumed_tail
            if self._inflater.eof:
                data = self._inflater.unused_data
                if data and self._gzip:
                    self._inflater = zlib.decompressobj(self._wbits)
                else:
                    return

    def flush(self) -> Iterator[bytes]:
        out = self._inflater.flush(_STEP)
        if out:
            yield out


def _decoder(content_encoding: str) -> _Identity | _Inflate:
    names = [n.strip().lower() for n in content_encoding.split(",") if n.strip()]
    names = [n for n in names if n != "identity"]
    if not names:
        return _Identity()
    if names in (["gzip"], ["x-gzip"]):
        return _Inflate(gzip=True)
    if names == ["deflate"]:
        return _Inflate(gzip=False)
    raise ProviderError.of(
        ErrorKind.BAD_RESPONSE,
        f"the answer is compressed with {content_encoding!r}, which Quire did not ask for",
    )


class Decoded:
    """Decodes one answer's raw bytes within :data:`MAX_ANSWER_BYTES` (or ``limit``)."""

    def __init__(self, content_encoding: str, limit: int = MAX_ANSWER_BYTES) -> None:
        self._decoder = _decoder(content_encoding)
        self.limit = limit
        self.size = 0

    def feed(self, raw: bytes) -> Iterator[bytes]:
        yield from self._counted(self._decoder.feed(raw))

    def flush(self) -> Iterator[bytes]:
        yield from self._counted(self._decoder.flush())

    def _counted(self, pieces: Iterable[bytes]) -> Iterator[bytes]:
        for piece in pieces:
            self.size += len(piece)
            if self.size > self.limit:
                raise too_large("the whole answer", self.limit)
            yield piece


def decoded_chunks(
    raw_chunks: Iterable[bytes], content_encoding: str, limit: int = MAX_ANSWER_BYTES
) -> Iterator[bytes]:
    """The decoded body of an answer read as ``raw_chunks``, within ``limit``."""
    decoded = Decoded(content_encoding, limit)
    if isinstance(decoded._decoder, _Identity):  # not compressed: only counted
        size = 0
        for raw in raw_chunks:
            size += len(raw)
            if size > limit:
                raise too_large("the whole answer", limit)
            if raw:
                yield raw
        return
    for raw in raw_chunks:
        yield from decoded.feed(raw)
    yield from decoded.flush()


def split_lines(
    chunks: Iterable[bytes], charset: str = "utf-8", max_line: int = MAX_LINE_BYTES
) -> Iterator[str]:
    """Lines (ended by CR, LF or CRLF, as server-sent events allow) of decoded ``chunks``,
    each at most ``max_line`` bytes, decoded as ``charset`` (bad bytes replaced)."""
    try:
        utf8 = codecs.lookup(charset).name == "utf-8"
    except LookupError:
        charset, utf8 = "utf-8", True
    parts: list[bytes] = []  # the start of a line that a later chunk ends
    size = 0
    after_cr = False
    for chunk in chunks:
        if after_cr and chunk[:1] == b"\n":
            chunk = chunk[1:]  # the LF of a CRLF split between two chunks
        if not chunk:
            continue
        if utf8 and not parts and b"\r" not in chunk:
            # Lines ended by LF alone, as nearly every server sends them: decoded at once.
            # (No UTF-8 sequence holds an LF byte, so decoding first and splitting after
            # gives the same lines, bad bytes replaced the same way.)
            end = chunk.rfind(b"\n") + 1
            if end:
                yield from chunk[:end].decode(charset, "replace").split("\n")[:-1]
            after_cr = False
            if end < len(chunk):
                parts.append(chunk[end:])
                size = len(chunk) - end
                if size > max_line:
                    raise too_large("one line", max_line)
            continue
        lines = chunk.splitlines(True)  # bytes split at CR, LF and CRLF only
        tail = lines[-1]
        after_cr = tail[-1:] == b"\r"
        if not tail.endswith((b"\n", b"\r")):
            lines.pop()
        else:
            tail = b""
        for line in lines:
            cut = 2 if line.endswith(b"\r\n") else 1
            if parts:
                parts.append(line[:-cut])
                text = b"".join(parts)
                parts, size = [], 0
            else:
                text = line[:-cut]
            yield text.decode(charset, "replace")
        if tail:
            parts.append(tail)
            size += len(tail)
            if size > max_line:
                raise too_large("one line", max_line)
    if parts:
        yield b"".join(parts).decode(charset, "replace")


async def read_async(
    raw_chunks: AsyncIterator[bytes],
    content_encoding: str,
    limit: int = MAX_ANSWER_BYTES,
    *,
    cut: bool = False,
) -> bytes:
    """The whole decoded body of an answer read asynchronously, within ``limit``; with
    ``cut``, its first ``limit`` bytes instead of an error (for an error's explanation)."""
    decoded = Decoded(content_encoding, limit)
    parts: list[bytes] = []
    try:
        async for raw in raw_chunks:
            parts.extend(decoded.feed(raw))
        parts.extend(decoded.flush())
    except ProviderError:
        if not cut:
            raise
    return b"".join(parts)[:limit]


def read_start(raw_chunks: Iterable[bytes], content_encoding: str, limit: int) -> bytes:
    """The first ``limit`` decoded bytes of an answer (for an error's explanation)."""
    decoded = Decoded(content_encoding, limit)
    parts: list[bytes] = []
    try:
        for raw in raw_chunks:
            parts.extend(decoded.feed(raw))
        parts.extend(decoded.flush())
    except ProviderError:  # past the limit, or compressed strangely: keep what was read
        pass
    return b"".join(parts)[:limit]

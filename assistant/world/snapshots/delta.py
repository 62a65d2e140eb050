"""Compact storage of one text as the changes from another (a delta), line by line.

A chapter that is snapshotted a thousand times changes a little between snapshots. Storing
each version whole, even compressed, would cost hundreds of times the chapter; storing each
as the lines it does not share with a neighbouring version costs a few hundred bytes. The
new lines are compressed with the old lines they replace as zlib's preset dictionary, so a
paragraph with one word changed costs about that word.

A delta is bytes::

    b"QSD1" | base hash (32 bytes) | header length (4 bytes, big endian)
            | zlib(header JSON) | zlib(inserted text, dictionary = the base's replaced lines)

The header is ``{"ops": [...]}``: a pair ``[i, j]`` copies the base's lines ``i..j``; a whole
number ``n`` takes the next ``n`` characters of the inserted text.
"""

from __future__ import annotations

import json
import struct
import zlib

DELTA_MAGIC = b"QSD1"
HASH_BYTES = 32
MAX_DICTIONARY = 32 * 1024
"""zlib's window: only the last 32 KiB of a preset dictionary count."""
MAX_HEADER = 16 * 1024 * 1024
"""No delta's header unpacks to more bytes than this, whatever its base."""
MAX_OP_CHARS = 24
"""The most characters one operation takes in a header: ``[1234567890,1234567890],``."""
MAX_MATCH_WORK = 4_000_000
"""Above this many line pairs in the changed middle, the middle is stored as one block
rather than searched for matches (SequenceMatcher's time grows with the product)."""

Op = list[int] | int


class DeltaError(ValueError):
    """A delta that cannot be read or does not fit its base."""


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def _diff_ops(old: list[str], new: list[str]) -> tuple[list[Op], list[str]]:
    """Copy and insert operations that turn ``old`` into ``new``, and the inserted lines."""
    import difflib  # read when a snapshot is first written, not when the app starts

    from assistant.world.edits.textdiff import common_ends

    start, end_old, end_new = common_ends(old, new)
    ops: list[Op] = []
    inserted: list[str] = []

    def copy(i: int, j: int) -> None:
        if i >= j:
            return
        if ops and isinstance(ops[-1], list) and ops[-1][1] == i:
            ops[-1][1] = j
        else:
            ops.append([i, j])

    def insert(lines: list[str]) -> None:
        if lines:
            text = "".join(lines)
            inserted.append(text)
            ops.append(len(text))

    copy(0, start)
    middle_old, middle_new = old[start:end_old], new[start:end_new]
    if len(middle_old) * len(middle_new) > MAX_MATCH_WORK:
        insert(middle_new)
    else:
        matcher = difflib.SequenceMatcher(None, middle_old, middle_new, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                copy(start + i1, start + i2)
            else:
                insert(middle_new[j1:j2])
    copy(end_old, len(old))
    return ops, inserted


def _dictionary(base_lines: list[str], ops: tuple[Op, ...] | list[Op]) -> bytes:
    """The base's lines that no copy keeps, joined: what the inserted text likely resembles."""
    gaps: list[str] = []
    position = 0
    for op in ops:
        if isinstance(op, list):
            gaps.extend(base_lines[position : op[0]])
            position = op[1]
    gaps.extend(base_lines[position:])
    return "".join(gaps).encode("utf-8")[-MAX_DICTIONARY:]


def _compress(data: bytes, dictionary: bytes) -> bytes:
    if dictionary:
        compressor = zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY, dictionary)
    else:
        compressor = zlib.compressobj(9)
    return compressor.compress(data) + compressor.flush()


def _decompress(data: bytes, dictionary: bytes, limit: int) -> bytes:
    decompressor = zlib.decompressobj(15, dictionary) if dictionary else zlib.decompressobj()
    out = decompressor.decompress(data, limit + 1)
    if len(out) > limit or decompressor.unconsumed_tail:
        raise DeltaError("it unpacks to more than it says")
    return out


def encode(base: str, base_hash: bytes, new: str) -> bytes:
    """The delta that rebuilds ``new`` from ``base`` (whose sha256 is ``base_hash``)."""
    base_lines = _lines(base)
    ops, inserted = _diff_ops(base_lines, _lines(new))
    header = json.dumps({"ops": ops}, separators=(",", ":")).encode("ascii")
    packed_header = zlib.compress(header, 9)
    body = _compress("".join(inserted).encode("utf-8"), _dictionary(base_lines, ops))
    return DELTA_MAGIC + base_hash + struct.pack(">I", len(packed_header)) + packed_header + body


def is_delta(data: bytes) -> bool:
    return data.startswith(DELTA_MAGIC)


def read(data: bytes) -> tuple[bytes, bytes, bytes]:
    """(base hash, compressed header, compressed inserted text) of a delta."""
    if not is_delta(data) or len(data) < len(DELTA_MAGIC) + HASH_BYTES + 4:
        raise DeltaError("not a delta")
    at = len(DELTA_MAGIC)
    base = data[at : at + HASH_BYTES]
    at += HASH_BYTES
    (length,) = struct.unpack(">I", data[at : at + 4])
    at += 4
    if at + length > len(data):
        raise DeltaError("truncated delta")
    return base, data[at : at + length], data[at + length :]


def base_of(data: bytes) -> bytes:
    """The raw hash of the object a delta is built on."""
    return read(data)[0]


def apply(base: str, data: bytes, *, max_size: int) -> str:
    """Rebuild the text a delta describes from its ``base``. Raises DeltaError when the delta
    is damaged, does not fit the base, or would rebuild more than ``max_size`` characters."""
    return "".join(apply_lines(_lines(base), data, max_size=max_size))


def apply_lines(base_lines: list[str], data: bytes, *, max_size: int) -> list[str]:
    """:func:`apply` on a text already split into lines; returns the new text's lines (so
    that a chain of deltas is applied without joining and splitting at every step).

    Nothing is built before it is measured: the header is read up to what a delta of this
    base can need, the operations must copy the base's lines in order and at most once (as
    :func:`encode` writes them), and the characters they rebuild are counted against
    ``max_size`` before the inserted text is unpacked and before any line is copied."""
    _base_hash, packed_header, body = read(data)
    ops = _ops(packed_header, len(base_lines))
    copied = 0
    declared = 0
    position = 0
    for op in ops:
        if isinstance(op, list):
            if op[0] < position:
                raise DeltaError("a delta copies lines of its base twice or out of order")
            copied += sum(len(base_lines[n]) for n in range(op[0], op[1]))
            position = op[1]
        else:
            declared += op
        if copied + declared > max_size:
            raise DeltaError("a delta rebuilds more text than any snapshot holds")
    try:
        inserted = _decompress(body, _dictionary(base_lines, ops), 4 * declared).decode("utf-8")
    except (zlib.error, UnicodeDecodeError) as exc:
        raise DeltaError(f"damaged delta text: {exc}") from None
    if len(inserted) != declared:
        raise DeltaError("a delta holds other inserted text than its operations take")
    lines: list[str] = []
    taken = 0
    for op in ops:
        if isinstance(op, list):
            lines.extend(base_lines[op[0] : op[1]])
        else:
            lines.extend(_lines(inserted[taken : taken + op]))
            taken += op
    return lines


def _ops(packed_header: bytes, base_lines: int) -> list[Op]:
    """A delta's operations, read from at most as many header bytes as a delta of a base of
    ``base_lines`` lines can need, and checked against that base."""
    # encode writes at most one copy per run of base lines and one insert between copies
    limit = min(MAX_HEADER, 64 + MAX_OP_CHARS * (2 * base_lines + 1))
    try:
        header = json.loads(_decompress(packed_header, b"", limit))
        ops = header["ops"]
        if not isinstance(ops, list):
            raise TypeError("ops is not a list")
    except (zlib.error, ValueError, KeyError, TypeError) as exc:
        raise DeltaError(f"damaged delta header: {exc}") from None
    for op in ops:
        valid_copy = (
            isinstance(op, list)
            and len(op) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in op)
            and 0 <= op[0] <= op[1] <= base_lines
        )
        valid_insert = isinstance(op, int) and not isinstance(op, bool) and op >= 0
        if not (valid_copy or valid_insert):
            raise DeltaError(f"a delta operation does not fit its base: {op!r}")
    return ops

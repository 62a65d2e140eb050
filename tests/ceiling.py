"""Running ``quire`` in a child process under a memory ceiling, and what it held at most.

A planted file that makes Quire allocate without bound must not take the test run (or the
computer) with it: the child's address space is capped (``RLIMIT_AS``), so such an attack
ends there in a MemoryError, and the child reports its peak: tracemalloc's (what Python
allocated while the command ran) and the kernel's (its largest resident size).
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass

import pytest

from tests.paths import REPO

CEILING = 1024**3
"""The child's address space: far above what any of these commands needs."""

linux_only = pytest.mark.skipif(sys.platform != "linux",
                                reason="the memory ceiling is Linux's RLIMIT_AS")

_CHILD = """
import contextlib, io, json, resource, sys, tracemalloc
ceiling = int(sys.argv[1])
resource.setrlimit(resource.RLIMIT_AS, (ceiling, ceiling))
from assistant import cli
out, err = io.StringIO(), io.StringIO()
tracemalloc.start()
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
    code = cli.main(sys.argv[2:])
_now, peak = tracemalloc.get_traced_memory()
tracemalloc.stop()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({"code": code, "out": out.getvalue(), "err": err.getvalue(),
                  "peak": peak, "rss": rss}))
"""


@dataclass(frozen=True)
class Outcome:
    code: int
    out: str
    err: str
    peak: int
    """The most bytes Python held at once while the command ran (tracemalloc)."""
    rss: int
    """The child's largest resident size in bytes, the interpreter included."""


def quire_under_ceiling(*argv: str, ceiling: int = CEILING, timeout: float = 90) -> Outcome:
    """``quire ARGV`` in a child process whose address space is ``ceiling`` bytes."""
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(ceiling), *argv], cwd=REPO, capture_output=True,
        text=True, timeout=timeout, check=False,
    )
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    report = json.loads(lines[-1])
    return Outcome(report["code"], report["out"], report["err"], report["peak"], report["rss"])

"""``assistant.agent`` gives the loop's names, and reading the assistant's settings (as the
app does before its window shows) does not bring the loop, its providers and its tools, nor
the TOML library that only writing them needs."""

from __future__ import annotations

import subprocess
import sys

import pytest

import assistant.agent
from assistant.agent.loop import loop, options


def test_the_facade_gives_the_loops_names() -> None:
    from assistant.agent import LoopOptions, run_agent_conversation

    assert run_agent_conversation is loop.run_agent_conversation
    assert LoopOptions is options.LoopOptions
    assert all(getattr(assistant.agent, name) is not None for name in assistant.agent.__all__)
    with pytest.raises(AttributeError):
        _ = assistant.agent.no_such_name  # type: ignore[attr-defined]


def test_reading_the_settings_leaves_the_loop_and_the_toml_writer_unread() -> None:
    script = (
        "import sys\n"
        "from assistant.agent.config.settings import read_settings_file, settings_path\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(("
        "'assistant.agent.loop', 'assistant.agent.providers', 'assistant.agent.tools', "
        "'httpx', 'tomlkit')))))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True, timeout=60)  # fmt: skip
    assert out.stdout.strip() == ""

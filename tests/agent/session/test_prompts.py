"""System prompts: stable text stating the mode, the writer's language and how to cite."""

from __future__ import annotations

import pytest

from assistant.agent.session.prompts import language_name, system_prompt
from assistant.agent.tools import WRITE_TOOL_NAMES


def test_prompts_are_stable() -> None:
    assert system_prompt("ask", "de", "Die Karte") == system_prompt("ask", "de", "Die Karte")
    assert system_prompt("act") == system_prompt("act", "en", "")


def test_prompts_state_the_mode_ownership_language_and_citing() -> None:
    ask = system_prompt("ask", "fr", "La Longue Carte")
    act = system_prompt("act", "fr", "La Longue Carte")
    assert "Mode: ask, read only" in ask
    assert "Mode: act" in act and "undo all your changes" in act
    for prompt in (ask, act):
        assert "“La Longue Carte”" in prompt
        assert "their own work" in prompt
        assert "Answer in French or the writer's language" in prompt
        assert "the document you cite" in prompt and "its title (never its id)" in prompt
        assert "“…” (Title)" in prompt
        assert "several at once" in prompt and "never invent" in prompt
    assert not any(name in ask for name in WRITE_TOOL_NAMES)
    assert "replace_text" in act and "trash_node" in act


@pytest.mark.parametrize(
    ("code", "name"),
    [("en", "English"), ("pt-BR", "Portuguese"), ("de_AT", "German"), ("", "English"),
     ("tlh", "tlh")],
)
def test_language_names(code: str, name: str) -> None:
    assert language_name(code) == name


def test_an_unknown_mode_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        system_prompt("edit")  # type: ignore[arg-type]

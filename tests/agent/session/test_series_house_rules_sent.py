"""A book of a series sends its series' house rules after Quire's fixed instructions and
before its own, the same on every request of a turn, read afresh for each question; the
reviewer reads both."""

from __future__ import annotations

from pathlib import Path

from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.house_rules import (
    BOOK_LABEL,
    RULES_HEADING,
    SERIES_LABEL,
    SERIES_RULES_HEADING,
    rules_text,
    with_house_rules,
)
from assistant.agent.session.prompts import system_prompt
from assistant.agent.session.session import Session
from assistant.world.house_rules import HouseRules, write_house_rules
from assistant.world.project import Project
from tests.agent.session.test_ask_writer import setup_of
from tests.world.series.series_folders import make_series


def test_the_series_rules_go_between_the_fixed_instructions_and_the_books(tmp_path: Path):
    series, (book, _second) = make_series(tmp_path)
    write_house_rules(series, "- Saltmouth is one word.\n")
    write_house_rules(book, "- Present tense.\n")
    project = Project.open(book, lock=False)
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("c1", "get_outline", {}),)),
        AiResponse(text="One scene."),
        AiResponse(text="Still one."),
    ])  # fmt: skip
    session = Session(book / ".quire", setup=setup_of(provider), root=book)
    fixed = system_prompt("ask", "en", project.world.meta.title)
    run = session.ask("How is it built?", project.snapshot())
    session.finish(run, run.execute())
    write_house_rules(series, "- Saltmouth is one word.\n- Mara never lies.\n")
    run = session.ask("And now?", project.snapshot())
    session.finish(run, run.execute())
    first, second, third = (r.system_prompt for r in provider.requests)
    assert first == second  # one turn, one prompt: the cache keeps all of it
    for prompt in (first, second, third):
        assert prompt.startswith(fixed)
        series_at = prompt.index(SERIES_RULES_HEADING)
        assert series_at < prompt.index("Saltmouth is one word") < prompt.index(RULES_HEADING)
        assert prompt.index(RULES_HEADING) < prompt.index("Present tense")
    assert "Mara never lies" not in first and "Mara never lies" in third
    assert run.series_rules.rules == ("Saltmouth is one word.", "Mara never lies.")


def test_a_book_of_no_series_sends_only_its_own_rules():
    prompt = system_prompt("act")
    own = HouseRules(text="- Present tense.\n", exists=True)
    assert with_house_rules(prompt, own, HouseRules()) == with_house_rules(prompt, own)
    assert SERIES_RULES_HEADING not in with_house_rules(prompt, own)
    shared = HouseRules(text="- One word.\n", exists=True)
    alone = with_house_rules(prompt, HouseRules(), shared)
    assert SERIES_RULES_HEADING in alone and RULES_HEADING not in alone


def test_the_reviewer_reads_both_labelled():
    own = HouseRules(text="- Present tense.\n", exists=True)
    shared = HouseRules(text="- One word.\n", exists=True)
    assert rules_text(own, shared) == (
        f"{SERIES_LABEL}\n- One word.\n\n{BOOK_LABEL}\n- Present tense."
    )
    assert rules_text(own, HouseRules()) == rules_text(own) == "- Present tense."
    assert rules_text(HouseRules(), shared) == "- One word."

"""House rules go with every request of a turn, after Quire's fixed instructions (so the
fixed part stays a cacheable prefix), read afresh for each question."""

from __future__ import annotations

import shutil

from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.house_rules import CUT_NOTE, RULES_HEADING, with_house_rules
from assistant.agent.session.prompts import system_prompt
from assistant.agent.session.session import Session
from assistant.world.house_rules import HouseRules, write_house_rules
from assistant.world.project import Project
from tests.agent.session.test_ask_writer import setup_of
from tests.paths import SAMPLE


def test_every_request_carries_the_rules_after_the_fixed_instructions(tmp_path):
    root = tmp_path / "book"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    write_house_rules(root, "- Mára always with the accent.\n- Part One is final.\n")
    project = Project.open(root, lock=False)
    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(AiToolCall("c1", "get_outline", {}),)),
            AiResponse(text="Two parts."),
            AiResponse(text="Still two."),
        ]
    )
    session = Session(root / ".quire", setup=setup_of(provider), root=root)
    fixed = system_prompt("ask", "en", project.world.meta.title)
    run = session.ask("How is it built?", project.snapshot())
    session.finish(run, run.execute())
    write_house_rules(root, "- Mára always with the accent.\n")  # edited between questions
    run = session.ask("And now?", project.snapshot())
    session.finish(run, run.execute())
    first, second, third = (r.system_prompt for r in provider.requests)
    for prompt in (first, second, third):
        assert prompt.startswith(fixed)  # the fixed part first, unchanged
        assert "- Mára always with the accent." in prompt
    assert first == second and "Part One is final" in first
    assert "Part One is final" not in third  # read afresh for the next question


def test_no_rules_leave_the_prompt_as_it_is_and_long_ones_say_they_were_cut():
    prompt = system_prompt("act")
    assert with_house_rules(prompt, HouseRules()) == prompt
    sent = with_house_rules(prompt, HouseRules(text="- A\n" * 5_000, exists=True))
    assert sent.startswith(prompt.rstrip()) and RULES_HEADING in sent
    assert sent.rstrip().endswith(CUT_NOTE)

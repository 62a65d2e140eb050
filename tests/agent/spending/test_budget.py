"""The token budget of a turn: it ends the run like running out of steps, Keep going goes on
with a fresh one, and it is never exceeded by more than one request (whatever the requests
cost, summaries included, and when the server reports no usage); money at the writer's
prices; the settings that hold them."""

from __future__ import annotations

import json
import math
import shutil
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.agent.config.settings import (
    ModelPrice,
    Settings,
    SettingsError,
    read_settings_file,
    save_settings,
    validate,
)
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, TokenUsage
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup, Overrides
from assistant.agent.session.session import Session
from assistant.agent.spending.budget import BudgetGuard, Spend, cost_of, format_money
from assistant.world.project import Project
from tests.paths import SAMPLE
from tests.tiers import examples


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("budget") / "project"
    shutil.copytree(SAMPLE, folder)
    return folder


def call(name: str, arguments: dict, call_id: str) -> AiToolCall:
    return AiToolCall(call_id, name, arguments, json.dumps(arguments))


def looked_up(number: int, tokens: int) -> AiResponse:
    """A round of one cheap tool call costing ``tokens``."""
    return AiResponse(
        tool_calls=(call("project_statistics", {}, f"s{number}"),),
        usage=TokenUsage(input=tokens - 10, output=10),
    )


class Model:
    """A scripted model: the loop's replies in order, and any summary request answered at
    ``summary_tokens`` apiece."""

    def __init__(self, replies: list[AiResponse], summary_tokens: int = 50) -> None:
        self.replies = list(replies)
        self.summary_tokens = summary_tokens
        self.requests: list[AiRequest] = []
        self.sizes: list[int] = []
        self.answered = False
        """Whether the loop got as far as the final answer, after every scripted reply."""

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        self.requests.append(request)
        if request.system_prompt.startswith("You summarise"):
            response = AiResponse(
                text="A summary.", usage=TokenUsage(self.summary_tokens - 5, 5)
            )
        elif self.replies:
            response = self.replies.pop(0)
        else:
            response = AiResponse(text="Answered.", usage=TokenUsage(5, 5))
            self.answered = True
        self.sizes.append(response.usage.input + response.usage.output)
        return response


def session_on(folder: Path, provider, **values) -> Session:
    settings_values = {"provider": "lmstudio", "model": "m", "context_window": 1_000_000,
                       **values}  # fmt: skip
    return Session(folder / ".quire", root=folder,
                   setup=lambda: AssistantSetup(provider, Settings(**settings_values)))  # fmt: skip


def test_the_budget_ends_the_run_like_steps_and_keep_going_goes_on(sample: Path) -> None:
    project = Project.open(sample, lock=False)
    model = Model([looked_up(n, 400) for n in range(1, 7)] + [AiResponse(text="Done.")])
    session = session_on(sample, model, turn_budget_tokens=1_000, max_steps=20)
    run = session.ask("Count everything", project.snapshot())
    result = run.execute()
    end = session.finish(run, result)
    # 400 + 400 + 400: the third request crossed the budget, the fourth was never sent
    assert len(model.requests) == 3
    assert result.ok and result.exhausted and not result.cancelled and result.error is None
    assert not result.answered
    assert end.turn.exhausted and end.turn.notes.budget == 1_000
    assert result.usage.input + result.usage.output == 1_200
    records = session.run_records(run.turn.id)
    assert records[-1]["kind"] == "result" and records[-1]["data"]["exhausted"] is True

    run = session.keep_going(project.snapshot())
    assert run is not None
    again = run.execute()
    end = session.finish(run, again)
    assert len(model.requests) == 6  # a fresh budget: two more rounds, then it stopped again
    assert again.exhausted and end.turn.notes.budget == 1_000
    run = session.keep_going(project.snapshot())
    final = run.execute()
    end = session.finish(run, final)
    assert final.answered and final.answer == "Done."
    assert end.turn.notes.budget == 0  # the last run answered within its budget
    assert end.turn.answer == "Done."


def test_stopping_under_a_budget_is_a_stop_not_an_exhausted_budget(sample: Path) -> None:
    project = Project.open(sample, lock=False)
    provider = ScriptedProvider([looked_up(1, 100), AiResponse(text="x")], hold={2})
    session = session_on(sample, provider, turn_budget_tokens=10_000)
    run = session.ask("Go", project.snapshot())
    cancel = CancelToken()
    box = {}
    worker = threading.Thread(target=lambda: box.update(result=run.execute(cancel=cancel)))
    worker.start()
    assert provider.holding.wait(10)
    cancel.cancel()
    worker.join(10)
    result = box["result"]
    end = session.finish(run, result)
    assert result.cancelled and not result.exhausted
    assert end.turn.cancelled and end.turn.notes.budget == 0


def test_a_server_that_reports_no_usage_is_counted_by_estimate(sample: Path) -> None:
    project = Project.open(sample, lock=False)
    replies = [
        AiResponse(tool_calls=(call("get_outline", {}, f"o{n}"),)) for n in range(1, 30)
    ]
    provider = ScriptedProvider(replies)
    session = session_on(sample, provider, turn_budget_tokens=3_000, max_steps=50)
    run = session.ask("Outline again and again", project.snapshot())
    result = run.execute()
    session.finish(run, result)
    assert result.exhausted
    assert 1 < len(provider.requests) < 29  # stopped by the estimated tokens
    assert run.extras.spend.spent.tokens >= 3_000


@settings(
    max_examples=examples(40),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    costs=st.lists(st.integers(min_value=1, max_value=5_000), min_size=1, max_size=12),
    budget=st.integers(min_value=100, max_value=20_000),
    summarise=st.lists(st.booleans(), min_size=12, max_size=12),
    summary_tokens=st.integers(min_value=1, max_value=3_000),
)
def test_the_budget_is_never_exceeded_by_more_than_one_request(
    sample: Path, costs: list[int], budget: int, summarise: list[bool], summary_tokens: int
) -> None:
    project = Project.open(sample, lock=False)
    titles = [d.title for d in project.world.documents_in_order()]
    replies = []
    for number, cost in enumerate(costs, start=1):
        if summarise[number - 1]:
            title = titles[number % len(titles)]
            calls = (call("summarise_document", {"document": title}, f"u{number}"),)
        else:
            calls = (call("project_statistics", {}, f"s{number}"),)
        replies.append(AiResponse(tool_calls=calls, usage=TokenUsage(cost - 1, 1)))
    model = Model(replies, summary_tokens=summary_tokens)
    session = Session(None, setup=lambda: AssistantSetup(model, Settings(
        provider="lmstudio", model="m", context_window=1_000_000, max_steps=100,
        turn_budget_tokens=budget, ask_before_reading_percent=0)))  # fmt: skip
    run = session.ask("Spend", project.snapshot())
    result = run.execute()
    spent = sum(model.sizes)
    before_last = sum(model.sizes[:-1])
    assert before_last < budget  # every request was sent while the budget lasted
    assert spent - budget < max(model.sizes)  # over by less than one request, at most
    assert spent == run.extras.spend.spent.tokens
    total = result.usage.input + result.usage.output
    assert total == spent  # the summaries' tokens are the turn's too
    if not model.answered:  # only the budget ends a run short of its answer here
        assert result.exhausted and not result.cancelled


def test_money_at_the_writers_prices(sample: Path) -> None:
    price = ModelPrice("m", input=2.0, cached=0.5, output=8.0)
    usage = TokenUsage(input=1_000_000, output=250_000, cached_input=400_000)
    assert math.isclose(cost_of(usage, price), 600_000 * 2 / 1e6 + 0.2 + 2.0)
    assert math.isclose(cost_of(TokenUsage(1_000, 0, 1_000), ModelPrice("m", 3.0)), 0.003)
    assert format_money(3.4) == "$3.40" and format_money(0.0031) == "$0.0031"
    assert format_money(0.011) == "$0.011" and format_money(0) == "$0.00"
    assert format_money(12.5, "NOK") == "12.50 NOK" and format_money(1, "€") == "€1.00"

    project = Project.open(sample, lock=False)
    provider = ScriptedProvider([looked_up(1, 1_000), AiResponse(text="Ok.",
                                 usage=TokenUsage(3_000, 500))])  # fmt: skip
    session = session_on(sample, provider, prices=(price,), currency="€")
    run = session.ask("Price it", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.turn.notes.currency == "€"
    assert math.isclose(end.turn.notes.cost, (3_990 * 2 + 510 * 8) / 1e6)
    # no price for the model: no money, never a guess
    session = session_on(sample, ScriptedProvider([AiResponse(text="x")]),
                         prices=(ModelPrice("other", 1.0),))  # fmt: skip
    run = session.ask("Price it", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.turn.notes.cost is None


def test_a_guard_refuses_only_once_the_budget_is_spent() -> None:
    spend = Spend(100)
    inner = ScriptedProvider([AiResponse(text="a", usage=TokenUsage(90, 20))] * 3)
    guard = BudgetGuard(inner, spend, None)
    request = AiRequest("s", ())
    guard.complete(request)
    assert spend.spent.tokens == 110 and spend.left == 0
    with pytest.raises(Exception, match="budget"):
        guard.complete(request)
    assert spend.reached and len(inner.requests) == 1


def test_prices_and_the_budget_go_through_the_settings_file(tmp_path: Path) -> None:
    settings = Settings(
        turn_budget_tokens=50_000, currency="€", ask_before_reading_percent=30,
        summary_cache_mb=10, max_handoffs=2,
        prices=(ModelPrice("gpt-4o-mini", 0.15, 0.075, 0.6), ModelPrice("local/x.y", 0, None, 0)),
    )  # fmt: skip
    path = tmp_path / "settings.toml"
    save_settings(settings, path)
    text = path.read_text(encoding="utf-8")
    assert "[prices.gpt-4o-mini]" in text
    assert read_settings_file(path) == settings
    assert settings.price_of("GPT-4o-mini").output == 0.6
    assert settings.price_of("none") is None
    assert Overrides(budget=2_000).applied_to(settings).turn_budget_tokens == 2_000


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"turn_budget_tokens": 5}, "turn_budget_tokens"),
        ({"ask_before_reading_percent": 101}, "ask_before_reading_percent"),
        ({"max_handoffs": 11}, "max_handoffs"),
        ({"summary_cache_mb": -1}, "summary_cache_mb"),
        ({"prices": (ModelPrice("m", -1.0),)}, "input price"),
        ({"prices": (ModelPrice("m", float("nan")),)}, "input price"),
        ({"prices": (ModelPrice("m", 1.0, output=float("inf")),)}, "output price"),
        ({"prices": (ModelPrice(" ", 1.0),)}, "no model name"),
        ({"prices": (ModelPrice("m", 1.0), ModelPrice("M", 2.0))}, "two prices"),
    ],
)
def test_bad_spending_settings_are_refused(values: dict, message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        validate(Settings(**values))


@pytest.mark.parametrize(
    "text",
    ['prices = 3\n', '[prices]\nm = 2\n', '[prices.m]\ninput = "cheap"\n',
     '[prices.m]\noutput = true\n'],
)
def test_a_malformed_prices_table_is_a_clear_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SettingsError, match="prices"):
        read_settings_file(path)

"""Conversations: branches and forks, what the model is sent, storage, context fitting, export."""

from __future__ import annotations

import json
from pathlib import Path

from assistant.agent.config.request_log import RequestLog
from assistant.agent.conversations import ConversationStore, new_conversation
from assistant.agent.conversations.context import (
    estimate_tokens,
    fit_context,
    needs_summary,
    summarise_oldest,
)
from assistant.agent.conversations.export import ExportLabels, to_markdown
from assistant.agent.conversations.model import (
    SUMMARY_PREFIX,
    UNDONE_NOTE,
    Conversation,
    Turn,
    new_turn,
)
from assistant.agent.loop.messages import AiResponse, ErrorKind, ProviderError, Role, TokenUsage
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.world.redaction import REDACTED, redact_data


def answered(question: str, answer: str, **extra: object) -> Turn:
    turn = new_turn(question)
    return Turn(**{**turn.__dict__, "answer": answer, **extra})


def three_turns() -> Conversation:
    conversation = new_conversation()
    for q, a in [
        ("Summarise the documents", "The entities are…"),
        ("No, the documents, not the entities", "Part one tells…"),
        ("And part two?", "Part two…"),
    ]:
        conversation = conversation.add_turn(answered(q, a, usage=TokenUsage(10, 5)))
    return conversation


def test_messages_carry_the_visible_exchange_in_order() -> None:
    conversation = three_turns()
    messages = conversation.messages("SYSTEM")
    assert [m.role for m in messages] == [Role.SYSTEM] + [Role.USER, Role.ASSISTANT] * 3
    assert messages[1].content == "Summarise the documents"
    assert messages[4].content == "Part one tells…"
    assert conversation.title == "Summarise the documents"
    assert conversation.usage() == TokenUsage(30, 15)


def test_undone_turn_is_marked_for_the_model() -> None:
    conversation = three_turns()
    second = conversation.branch()[1]
    conversation = conversation.update_turn(second.id, undone=True)
    messages = conversation.messages("S")
    assert messages[4].content.endswith(UNDONE_NOTE)
    assert not messages[2].content.endswith(UNDONE_NOTE)


def test_fork_keeps_the_old_branch_reachable() -> None:
    conversation = three_turns()
    first, second, third = conversation.branch()
    fork = conversation.fork(second.id, "Tell me about the entities instead")
    forked = conversation.add_turn(Turn(**{**fork.__dict__, "answer": "Mara is…"}))
    assert [t.question for t in forked.branch()] == [
        "Summarise the documents",
        "Tell me about the entities instead",
    ]
    leaves = forked.leaves()
    assert {leaf.id for leaf in leaves} == {third.id, forked.head}
    back = forked.switch_to(third.id)
    assert [t.id for t in back.branch()] == [first.id, second.id, third.id]


def test_summary_replaces_the_turns_it_covers() -> None:
    conversation = three_turns()
    second = conversation.branch()[1]
    conversation = conversation.update_turn(second.id, summary="They talked about part one.")
    messages = conversation.messages("S")
    assert messages[1].content == SUMMARY_PREFIX + "They talked about part one."
    assert [m.content for m in messages[3:]] == ["And part two?", "Part two…"]


def test_store_round_trip_last_opened_and_delete(tmp_path: Path) -> None:
    store = ConversationStore(tmp_path / "conversations")
    conversation = three_turns().renamed("Documents")
    store.save(conversation)
    store.last_opened = conversation.id
    loaded, failures = ConversationStore(tmp_path / "conversations").load_all()
    assert failures == []
    assert loaded == [conversation]
    assert store.last_opened == conversation.id
    store.delete(conversation.id)
    assert store.load_all() == ([], [])
    store.restore(conversation.id)
    assert store.load_all()[0] == [conversation]


def test_unreadable_file_is_set_aside_and_the_others_load(tmp_path: Path) -> None:
    folder = tmp_path / "conversations"
    store = ConversationStore(folder)
    good = three_turns()
    store.save(good)
    (folder / "c-broken.json").write_text("{ not json", encoding="utf-8")
    (folder / "c-wrong.json").write_text(json.dumps({"format": 99}), encoding="utf-8")
    loaded, failures = store.load_all()
    assert loaded == [good]
    assert sorted(f.path.name for f in failures) == ["c-broken.json", "c-wrong.json"]
    for failure in failures:
        assert failure.set_aside_as is not None and failure.set_aside_as.exists()
        assert not failure.path.exists()
        assert failure.reason
    assert (folder / "c-broken.json.unreadable").read_text(encoding="utf-8") == "{ not json"


def test_estimate_grows_with_the_conversation() -> None:
    short = estimate_tokens(new_conversation().messages("S"))
    long = estimate_tokens(three_turns().messages("S"))
    assert long > short > 0
    near, estimate = needs_summary(
        three_turns(), "S", "next?", context_window=60, reserve_output=10
    )
    assert near and estimate > 45
    far, _ = needs_summary(three_turns(), "S", "next?", context_window=100_000)
    assert not far


def test_fit_context_summarises_the_oldest_turns_with_one_call() -> None:
    provider = ScriptedProvider(
        [AiResponse("The writer wanted the documents summarised.", usage=TokenUsage(50, 10))]
    )
    result = fit_context(
        three_turns(), "S", "And the notes?", provider, context_window=60, reserve_output=0
    )
    assert result.summarised
    assert result.usage == TokenUsage(50, 10)
    assert len(provider.requests) == 1
    sent = provider.requests[0].messages[0].content
    assert "Summarise the documents" in sent and "And part two?" not in sent
    branch = result.conversation.branch()
    assert branch[0].summary == "The writer wanted the documents summarised."
    messages = result.conversation.messages("S")
    assert messages[1].content.startswith(SUMMARY_PREFIX)
    assert [m.content for m in messages[3:5]] == [
        "No, the documents, not the entities",
        "Part one tells…",
    ]


def test_summary_failure_is_reported_not_raised() -> None:
    provider = ScriptedProvider([ProviderError.of(ErrorKind.NETWORK, "down")])
    result = summarise_oldest(three_turns(), provider)
    assert not result.summarised
    assert result.error is not None and result.error.kind is ErrorKind.NETWORK


def test_export_markdown_uses_the_given_labels() -> None:
    conversation = three_turns()
    first = conversation.branch()[0]
    conversation = conversation.update_turn(first.id, tool_log=("search_text({})",))
    text = to_markdown(
        conversation, ExportLabels(question="Pregunta", answer="Respuesta", tools="Herramientas")
    )
    assert text.startswith("# Summarise the documents\n")
    assert "## 1. Pregunta" in text and "### Respuesta" in text
    assert "- `search_text({})`" in text
    assert text.count("Pregunta") == 3


def test_export_markdown_lists_what_the_writer_added_under_the_question() -> None:
    conversation = three_turns()
    first = conversation.branch()[0]
    conversation = conversation.update_turn(first.id, corrections=("Only Part Two",))
    text = to_markdown(conversation, ExportLabels(added="Añadiste: %1"))
    assert f"{first.question}\n\n*Añadiste: Only Part Two*\n\n### Answer" in text


def test_run_log_redacts_and_rotates(tmp_path: Path) -> None:
    log = RequestLog(tmp_path, max_bytes=600, keep=2, secrets=["sk-secret-123"])
    for number in range(20):
        log.record(
            "run-1",
            "request",
            {
                "headers": {"Authorization": "Bearer sk-secret-123"},
                "body": f"key sk-secret-123 #{number}",
            },
        )
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["runs.jsonl", "runs.jsonl.1", "runs.jsonl.2"]
    for path in tmp_path.iterdir():
        assert "sk-secret-123" not in path.read_text(encoding="utf-8")
        assert path.stat().st_size <= 600
    records = log.records("run-1")
    assert records and records[-1]["data"]["body"] == f"key {REDACTED} #19"
    assert records[-1]["data"]["headers"]["Authorization"] == REDACTED
    assert redact_data({"x": ["a sk-1 b"]}, ["sk-1"]) == {"x": [f"a {REDACTED} b"]}


def test_an_answer_holding_a_lone_surrogate_is_still_saved(tmp_path: Path) -> None:
    store = ConversationStore(tmp_path / "conversations")
    conversation = new_conversation().add_turn(answered("Hi?", "Half an emoji: \ud83d."))
    store.save(conversation)
    loaded, failures = ConversationStore(tmp_path / "conversations").load_all()
    assert failures == []
    assert loaded[0].turns[-1].answer == "Half an emoji: \ufffd."

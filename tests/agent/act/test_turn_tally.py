"""A turn's changes add up: what they took from each document (and from the project) is
counted against the text as the turn found it, across the turn's runs (Keep going), so small
changes cannot rewrite a chapter between them without asking; text the turn wrote itself, a
passage rewritten twice and the writer's own edits between runs are not held against it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.agent.act.approval import Approval, ApprovalPolicy, Verdict
from assistant.agent.act.turn_tally import DOCUMENT_LIMIT, PROJECT_LIMIT, TurnTally
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.session import Session
from assistant.world.edits import DeleteText, Edit, FindReplace, InsertText, SetText
from assistant.world.model import Document, World
from assistant.world.project import Project
from tests.agent.session.test_session import ProjectHost
from tests.worlds import flat_world

CHAPTER = "d-00000c4a90"
PARAGRAPHS = [f"Paragraph {n}. " + "The ferry landing was gone under brown water. " * 4
              for n in range(1, 7)]  # fmt: skip


def chapter_text() -> str:
    return "\n\n".join(PARAGRAPHS) + "\n"


def rewritten(n: int) -> str:
    return PARAGRAPHS[n].replace("ferry landing", "old jetty")


class Turn:
    """One turn's approval over a live world, the edits applied as the run would."""

    def __init__(self, world: World, tally: TurnTally | None = None) -> None:
        self.world = world
        self.approval = Approval(ApprovalPolicy.RISKY, None)
        if tally is not None:
            self.approval.use_tally(tally)

    def apply(self, edit: Edit) -> bool:
        """True when ``edit`` was made without asking; False when it asks (not made)."""
        if self.approval.needed(edit, self.world):
            return False
        before = self.world
        self.world, _inverse = edit.apply(before)
        self.approval.applied(edit, before)
        return True


def test_each_paragraph_alone_is_small_but_the_third_asks() -> None:
    assert 2 * len(PARAGRAPHS[0]) < DOCUMENT_LIMIT < 3 * len(PARAGRAPHS[0])
    turn = Turn(flat_world(Document(CHAPTER, "Chapter", chapter_text())))
    made = [turn.apply(FindReplace(CHAPTER, PARAGRAPHS[n], rewritten(n))) for n in range(6)]
    assert made == [True, True, False, False, False, False]
    assert turn.approval.tally.taken().documents == {CHAPTER: 2 * len(PARAGRAPHS[0])}


def test_a_third_of_a_short_document_asks_across_changes() -> None:
    text = "One two three four five six seven eight nine. " * 3  # 141 characters
    turn = Turn(flat_world(Document(CHAPTER, "Note", text)))
    assert turn.apply(DeleteText(CHAPTER, 0, 30))
    assert not turn.apply(DeleteText(CHAPTER, 0, 20))  # 50 of 141: over a third


def test_text_the_turn_wrote_and_takes_back_again_does_not_count() -> None:
    turn = Turn(flat_world(Document(CHAPTER, "Chapter", chapter_text())))
    draft = "A new scene the assistant drafts. " * 9  # 306 characters of its own
    assert turn.apply(InsertText(CHAPTER, 0, draft))
    assert turn.apply(SetText(CHAPTER, chapter_text()))  # takes its draft out again
    assert turn.approval.tally.taken().total == 0
    assert turn.apply(FindReplace(CHAPTER, PARAGRAPHS[0], rewritten(0)))
    assert turn.apply(FindReplace(CHAPTER, PARAGRAPHS[1], rewritten(1)))
    assert turn.approval.tally.taken().documents == {CHAPTER: 2 * len(PARAGRAPHS[0])}


def test_a_passage_rewritten_twice_counts_once() -> None:
    turn = Turn(flat_world(Document(CHAPTER, "Chapter", chapter_text())))
    assert turn.apply(FindReplace(CHAPTER, PARAGRAPHS[0], rewritten(0)))
    assert turn.apply(FindReplace(CHAPTER, rewritten(0), PARAGRAPHS[0] + " Again."))
    assert turn.approval.tally.taken().total == len(PARAGRAPHS[0])


def test_across_the_project_small_changes_add_up_too() -> None:
    long_text = "Rain on the Levels, and the river rising with it. " * 40  # 2,000 characters
    docs = [Document(f"d-00000000{n:02d}", f"Chapter {n}", long_text) for n in range(8)]
    turn = Turn(flat_world(*docs))
    cut = 350  # under the limit of one document, and under a third of each
    made = [turn.apply(DeleteText(doc.id, 0, cut)) for doc in docs]
    allowed = PROJECT_LIMIT // cut
    assert made == [True] * allowed + [False] * (len(docs) - allowed)


def test_the_writers_own_edits_between_runs_are_theirs() -> None:
    tally = TurnTally()
    first = Turn(flat_world(Document(CHAPTER, "Chapter", chapter_text())), tally)
    assert first.apply(FindReplace(CHAPTER, PARAGRAPHS[0], rewritten(0)))
    # Between two runs of the turn the writer deletes two paragraphs and writes a new one…
    doc = first.world.documents[CHAPTER]
    mine = "A paragraph the writer wrote. " * 5
    cut = doc.text.replace(PARAGRAPHS[4] + "\n\n", "").replace(PARAGRAPHS[5], mine)
    second = Turn(replace(first.world, documents=first.world.documents.set(
        CHAPTER, replace(doc, text=cut))), tally)  # fmt: skip
    # …which the turn is not charged with; what it takes of the writer's new paragraph is.
    assert second.apply(FindReplace(CHAPTER, "Paragraph 2.", "Paragraph II."))
    assert second.apply(FindReplace(CHAPTER, "the writer wrote", "they wrote"))
    expected = len(PARAGRAPHS[0]) + len("Paragraph 2.") + 5 * len("the writer wrote")
    assert tally.taken().documents == {CHAPTER: expected}


# -- through the session: Keep going goes on counting -------------------------------------------


def replace_call(n: int) -> AiToolCall:
    arguments = {"document": CHAPTER, "find": PARAGRAPHS[n], "replace": rewritten(n)}
    return AiToolCall(f"c{n}", "replace_text", arguments)


@pytest.fixture
def project() -> Project:
    return Project(flat_world(Document(CHAPTER, "Chapter 9", chapter_text())))


def test_keep_going_goes_on_counting_and_a_new_turn_starts_afresh(tmp_path, project) -> None:
    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(replace_call(0), replace_call(1))),  # the turn's first run
            AiResponse(tool_calls=(replace_call(2),)),  # Keep going
            AiResponse(tool_calls=(replace_call(3),)),  # the next question
        ]
    )
    settings = Settings(provider="lmstudio", model="m", context_window=1_000_000,
                        max_steps=1, review_changes=False)  # fmt: skip
    session = Session(tmp_path, setup=lambda: AssistantSetup(provider, settings),
                      host=ProjectHost(project))  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Polish chapter 9", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.result.exhausted and len(end.changes) == 2
    more = session.keep_going(project.snapshot())
    assert more is not None and more.tally is run.tally
    end = session.finish(more, more.execute())
    assert end.changes == ()  # the third paragraph asks, and nobody can be asked here
    assert more.act is not None
    assert [r.decision.verdict for r in more.act.refused] == [Verdict.UNASKED]
    assert project.world.documents[CHAPTER].text.count("old jetty") == 2 * 4
    # A new turn is judged on its own: one paragraph is a small change.
    again = session.ask("And paragraph four", project.snapshot())
    end = session.finish(again, again.execute())
    assert len(end.changes) == 1

"""Fixing one continuity finding: an act-mode turn scoped to it.

**Fix** asks the assistant, in act mode and through the session like any question (one undo
step, the usual approval), to resolve one finding, and lets that turn change only what the
finding names: the documents or entities its two quotations are in, and its entity. An edit
anywhere else is refused before it is made, and the model reads why.

A finding of the story clock is fixed the same way, by the prose or by a scene's ``when``
(``set_document_info``). One that rests on a time the assistant proposed has every change
wait for the writer's approval, whatever the policy: nothing the model guessed is set
silently.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.agent.act.approval import ApprovalPolicy
from assistant.agent.audit.findings import Finding
from assistant.agent.session.run import Run, ToolFactory, Tools
from assistant.agent.session.session import Session
from assistant.agent.tools.base import ToolError
from assistant.agent.tools.write import EditTarget
from assistant.world.edits import Edit
from assistant.world.model import World


@dataclass(frozen=True)
class ScopedTarget:
    """An :class:`~assistant.agent.tools.write.EditTarget` that applies only edits within
    ``allowed`` (document and entity ids), through ``target`` (the run's approval and
    records)."""

    target: EditTarget
    allowed: frozenset[str]
    names: str

    def snapshot(self) -> World:
        return self.target.snapshot()

    def apply(self, edit: Edit) -> Edit:
        outside = edit.touched() - self.allowed
        if outside:
            raise ToolError(
                f"not done: this turn fixes one finding and may change only {self.names}"
            )
        return self.target.apply(edit)


def finding_scope(finding: Finding) -> frozenset[str]:
    """What a fix of ``finding`` may change."""
    ids = {finding.claim_a.document, finding.claim_b.document}
    if finding.entity:
        ids.add(finding.entity)
    return frozenset(ids)


def scoped_tools(tools: ToolFactory, finding: Finding, world: World) -> ToolFactory:
    """``tools`` with the act-mode run's edits limited to what ``finding`` names."""
    allowed = finding_scope(finding)
    names = ", ".join(f"“{_name(world, node_id)}”" for node_id in sorted(allowed))

    def make(mode, source) -> Tools:
        if isinstance(source, World):
            return tools(mode, source)
        return tools(mode, ScopedTarget(source, allowed, names))

    return make


def fix_request(finding: Finding) -> str:
    """The question a fix asks, in English; a front end that speaks the writer's language
    words its own (it is shown as the writer's question)."""
    a, b = finding.claim_a, finding.claim_b
    if finding.check:
        guessed = (" One side is a time you proposed from the prose: ask me before relying "
                   "on it.") if finding.proposed else ""  # fmt: skip
        return (
            f"Fix this timeline problem ({finding.check}): {finding.summary}\n"
            f"In “{a.title}”: “{' '.join(a.quote.split())}”\n"
            f"In “{b.title}”: “{' '.join(b.quote.split())}”\n"
            "Decide which side is right from the rest of the project, then change the other "
            "so that they agree: the prose, or a scene's when (set_document_info), touching "
            f"nothing else. Say what you changed and why.{guessed}"
        )
    if finding.across:
        return (
            f"Fix this contradiction with an earlier book ({finding.kind}): {finding.summary}\n"
            f"In “{a.title}”: “{' '.join(a.quote.split())}”\n"
            f"In book {b.book} “{b.book_title}”, “{b.title}”: “{' '.join(b.quote.split())}”\n"
            "The earlier book cannot be changed from here: change this book's side (or the "
            "series entity, if its facts are wrong) so that the books agree, touching nothing "
            "else. Say what you changed and why."
        )
    return (
        f"Fix this continuity problem ({finding.kind}): {finding.summary}\n"
        f"In “{a.title}”: “{' '.join(a.quote.split())}”\n"
        f"In “{b.title}”: “{' '.join(b.quote.split())}”\n"
        "Decide which side is right from the rest of the project (the entities, the notes, "
        "the other chapters), then change the other side so that they agree, touching "
        "nothing else. Say what you changed and why."
    )


def ask_fix(
    session: Session, finding: Finding, snapshot: World, request: str | None = None
) -> Run:
    """The act-mode run that fixes ``finding``, asking ``request`` (by default
    :func:`fix_request`); the session must be in act mode. Raises
    :class:`~assistant.agent.session.provider_setup.SetupProblem` like :meth:`Session.ask`."""
    question = request if request is not None else fix_request(finding)
    run = session.ask(question, snapshot, specialist=fixer(session))
    run.tools = scoped_tools(run.tools, finding, snapshot)
    if finding.proposed and run.act is not None:
        run.act.approval.policy = ApprovalPolicy.EVERY  # a guessed time is the writer's call
    return run


def fixer(session: Session) -> str:
    """Who fixes a finding: the specialist the writer chose when it can change the project,
    otherwise the general assistant ("") — a Continuity editor, who only reads, would be
    offered no tool to fix anything with."""
    chosen = session.team().get(session.specialist) if session.specialist else None
    return chosen.name if chosen is not None and chosen.can_change_the_project else ""


def _name(world: World, node_id: str) -> str:
    doc = world.documents.get(node_id)
    if doc is not None:
        return doc.title
    entity = world.entities.get(node_id)
    return entity.name if entity is not None else node_id


__all__ = [
    "ScopedTarget", "ask_fix", "finding_scope", "fix_request", "fixer", "scoped_tools",
]

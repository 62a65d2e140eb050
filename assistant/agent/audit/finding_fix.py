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

import re
from collections.abc import Sequence
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


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` as it is: the mark by which Qt's lupdate collects a wording for the app to
    translate (the core never imports Qt)."""
    return text


FIX_CONTEXT = "WriterRequests"
"""The translation context of the wordings below."""

TIME_FIX = QT_TRANSLATE_NOOP(
    "WriterRequests",
    "Fix this timeline problem (%1):\n"
    "%2\n"
    "In “%3”: “%4”\n"
    "In “%5”: “%6”\n"
    "Decide which side is right from the rest of the project, then change the other so that "
    "they agree: the prose, or a scene's when (set_document_info), touching nothing else. Say "
    "what you changed and why.",
)
ACROSS_FIX = QT_TRANSLATE_NOOP(
    "WriterRequests",
    "Fix this contradiction with an earlier book (%1):\n"
    "%2\n"
    "In “%3”: “%4”\n"
    "In book %5 “%6”, “%7”: “%8”\n"
    "The earlier book cannot be changed from here: change this book's side (or "
    "the series entity, if its facts are wrong) so that the books agree, touching "
    "nothing else. Say what you changed and why.",
)
CONTINUITY_FIX = QT_TRANSLATE_NOOP(
    "WriterRequests",
    "Fix this continuity problem (%1):\n"
    "%2\n"
    "In “%3”: “%4”\n"
    "In “%5”: “%6”\n"
    "Decide which side is right from the rest of the project (the entities, the "
    "notes, the other chapters), then change the other side so that they agree, "
    "touching nothing else. Say what you changed and why.",
)
PROPOSED_FIX = QT_TRANSLATE_NOOP(
    "WriterRequests",
    "One side is a time you proposed from the prose: ask me before relying on it.",
)

_PLACE = re.compile(r"%([1-9])")


def fill(text: str, *values: str) -> str:
    """``text`` with ``%1``, ``%2``… replaced by ``values`` in one pass (a value holding
    ``%2`` stays as it is)."""
    return _PLACE.sub(
        lambda m: values[int(m[1]) - 1] if int(m[1]) <= len(values) else m[0], text
    )


@dataclass(frozen=True)
class FixWording:
    """What a fix asks, as data: an English ``template`` (one of the wordings above, its
    ``%1`` the finding's kind, ``%2`` its summary, then where its two sides are) with the
    ``values`` after the kind, and ``extra`` sentences after it. The core says it in English
    (:meth:`text`); the app translates the template and the extras, and says the kind and
    the summary in the writer's words, so both ask for the same thing."""

    template: str
    kind: str
    summary: str
    values: tuple[str, ...]
    extra: tuple[str, ...] = ()

    def text(self) -> str:
        """The request in English."""
        return self.worded(self.template, self.kind, self.summary, self.extra)

    def worded(self, template: str, kind: str, summary: str, extra: Sequence[str]) -> str:
        """The request with its template, kind, summary and extras as given (a front end's
        translations of them), the places filled with :attr:`values`."""
        return " ".join((fill(template, kind, summary, *self.values), *extra))


def _quoted(text: str) -> str:
    return " ".join(text.split())


def fix_wording(finding: Finding) -> FixWording:
    """What Fix asks of ``finding``: for a finding of the story clock, to change the prose or
    a scene's time; for one against an earlier book, this book's side; otherwise the side
    the rest of the project does not bear out."""
    a, b = finding.claim_a, finding.claim_b
    sides: tuple[str, ...] = (a.title, _quoted(a.quote), b.title, _quoted(b.quote))
    if finding.check:
        extra = (PROPOSED_FIX,) if finding.proposed else ()
        return FixWording(TIME_FIX, finding.check, finding.summary, sides, extra)
    if finding.across:
        sides = (a.title, _quoted(a.quote), str(b.book), b.book_title, b.title, _quoted(b.quote))
        return FixWording(ACROSS_FIX, str(finding.kind), finding.summary, sides)
    return FixWording(CONTINUITY_FIX, str(finding.kind), finding.summary, sides)


def fix_request(finding: Finding) -> str:
    """The question a fix asks, in English; the app says the same wording in the writer's
    language (it is shown as the writer's question)."""
    return fix_wording(finding).text()


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
    "FixWording",
    "ScopedTarget",
    "ask_fix",
    "finding_scope",
    "fix_request",
    "fix_wording",
    "fixer",
    "scoped_tools",
]

"""A project's conversations with the assistant, and the one shown now.

:class:`Conversations` keeps every conversation read from ``.quire/conversations`` (most
recently used first) and the current one, which the next question continues. It opens,
starts, renames, deletes and forks between branches, and saves a conversation the moment it
changes, after the turns another Quire (the command line while the app is open, say) added
to its file meanwhile, so that neither loses the other's turns. Without a folder nothing is
kept, and everything else works the same.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from assistant.agent.conversations.export import ExportLabels, to_markdown
from assistant.agent.conversations.model import Conversation, new_conversation
from assistant.agent.conversations.store import ConversationStore, LoadFailure
from assistant.agent.loop.mode import Mode

log = logging.getLogger(__name__)


class Conversations:
    """The conversations of one project (``folder``: where they are kept, None for none)."""

    def __init__(self, folder: Path | None) -> None:
        self._store = ConversationStore(Path(folder)) if folder is not None else None
        self._kept: dict[str, Conversation] = {}
        self.load_failures: list[LoadFailure] = []
        """Files that could not be read at the last :meth:`reload` (set aside, not lost)."""
        self.current: Conversation = new_conversation()
        """The conversation shown now: the next question continues it."""
        self.reload()

    @property
    def is_kept(self) -> bool:
        """True when conversations are kept on disk."""
        return self._store is not None

    @property
    def kept(self) -> list[Conversation]:
        """The kept conversations, most recently used first."""
        return list(self._kept.values())

    def get(self, conversation_id: str) -> Conversation | None:
        """The current conversation or a kept one by its id (None if unknown)."""
        if conversation_id == self.current.id:
            return self.current
        return self._kept.get(conversation_id)

    def reload(self) -> None:
        """Read the kept conversations again and show the last one used (or a new one)."""
        self._kept = {}
        self.load_failures = []
        self.current = new_conversation()
        if self._store is None:
            return
        conversations, self.load_failures = self._store.load_all()
        self._kept = {c.id: c for c in conversations}
        last = self._store.last_opened
        if last in self._kept:
            self.current = self._kept[last]

    def latest(self) -> Conversation | None:
        """The conversation used most recently, if any is kept."""
        return next(iter(self._kept.values()), None)

    def new(self) -> Conversation:
        """Start afresh: the next question begins a new conversation (asking, not acting)."""
        self.current = new_conversation()
        return self.current

    def open(self, conversation_id: str) -> Conversation:
        """Show a kept conversation; the next question continues it. KeyError if unknown."""
        self.current = self._kept[conversation_id]
        self._note_last_opened()
        return self.current

    def set_mode(self, mode: Mode) -> bool:
        """Ask or act in the current conversation from now on (kept with it). True when
        it changed."""
        mode = Mode(mode)
        if self.current.mode is mode:
            return False
        self.current = replace(self.current, mode=mode)
        if self.current.turns:
            self.save(self.current)
        return True

    def rename(self, title: str) -> bool:
        """Give the current conversation ``title``; False when it has no turns yet, the
        title is blank, or it could not be saved."""
        if not self.current.turns or not title.strip():
            return False
        self.current = self.current.renamed(title)
        return self.save(self.current)

    def delete(self) -> Conversation:
        """Put the current conversation away (into ``deleted/``); shows the next one (or a
        new one) and returns it. Raises OSError when the file cannot be moved."""
        conversation_id = self.current.id
        if self._store is not None and conversation_id in self._kept:
            self._store.delete(conversation_id)
        self._kept.pop(conversation_id, None)
        remaining = list(self._kept)
        return self.open(remaining[0]) if remaining else self.new()

    def step_branch(self, step: int) -> bool:
        """Show the previous (-1) or next (+1) branch of a forked conversation."""
        leaves = self.current.leaves()
        index, _count = self.current.branch_position()
        target = index - 1 + step
        if not 0 <= target < len(leaves):
            return False
        self.current = self.current.switch_to(leaves[target].id)
        self.save(self.current)
        return True

    def export_markdown(self, labels: ExportLabels | None = None) -> str:
        """The current branch as Markdown (headings from ``labels``; English by default)."""
        return to_markdown(self.current, labels or ExportLabels())

    def drop_unanswered(self, turn_id: str) -> None:
        """Drop the current conversation's unanswered last turn ``turn_id``, about to be
        asked afresh (a turn others follow is kept)."""
        conversation = self.current
        if not any(t.id == turn_id for t in conversation.turns):
            return
        if any(t.parent_id == turn_id for t in conversation.turns):
            return
        turn = conversation.turn(turn_id)
        turns = tuple(t for t in conversation.turns if t.id != turn_id)
        self.current = replace(conversation, turns=turns, head=turn.parent_id)
        if turns:  # an emptied conversation is saved again by the question asked afresh
            self.save(self.current)

    def save(self, conversation: Conversation) -> bool:
        """Write ``conversation`` (after the turns another Quire added to its file meanwhile)
        and make it the most recently used; False when it could not be written."""
        if self._store is None or not conversation.turns:
            return True
        conversation = self._with_turns_on_disk(conversation)
        if conversation.id == self.current.id:
            self.current = conversation
        self._kept.pop(conversation.id, None)
        self._kept = {conversation.id: conversation, **self._kept}
        try:
            self._store.save(conversation)
            if conversation.id == self.current.id:
                self._store.last_opened = conversation.id
        except (OSError, ValueError):
            log.exception("could not save the conversation %s", conversation.id)
            return False
        return True

    def caught_up(self) -> Conversation:
        """Show the current conversation with the turns another Quire added to it meanwhile
        (when they continue the branch shown, the next question follows them); returns it."""
        self.current = self._caught_up(self.current)
        return self.current

    def _caught_up(self, conversation: Conversation) -> Conversation:
        if self._store is None or not conversation.turns:
            return conversation
        grown = self._with_turns_on_disk(conversation)
        if grown is conversation:
            return conversation
        known = {t.id for t in conversation.turns}
        leaves = [leaf for leaf in grown.leaves() if leaf.id not in known]
        for leaf in reversed(leaves):
            if any(t.id == conversation.head for t in grown.branch(leaf.id)):
                return grown.switch_to(leaf.id)
        return grown

    def _with_turns_on_disk(self, conversation: Conversation) -> Conversation:
        assert self._store is not None
        try:
            on_disk = self._store.load(conversation.id)
        except (OSError, ValueError):
            return conversation
        if on_disk is None:
            return conversation
        return merged(conversation, on_disk)

    def _note_last_opened(self) -> None:
        if self._store is None or self.current.id not in self._kept:
            return
        try:
            self._store.last_opened = self.current.id
        except OSError:
            log.warning("could not note the last conversation", exc_info=True)


def merged(ours: Conversation, theirs: Conversation) -> Conversation:
    """``ours`` with the turns only ``theirs`` has (added by another Quire meanwhile), in
    time order; a turn both have keeps our version."""
    known = {t.id for t in ours.turns}
    extra = tuple(t for t in theirs.turns if t.id not in known)
    if not extra:
        return ours
    turns = tuple(sorted((*ours.turns, *extra), key=lambda t: t.time))
    return replace(ours, turns=turns)


__all__ = ["Conversations", "merged"]

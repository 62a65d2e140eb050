"""Conversations kept with a project: turns, branches (forks), summaries, storage, export."""

from assistant.agent.conversations.model import Conversation, Turn, new_conversation
from assistant.agent.conversations.store import ConversationStore, LoadFailure

__all__ = ["Conversation", "ConversationStore", "LoadFailure", "Turn", "new_conversation"]

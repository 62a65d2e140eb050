"""The summary of one applied edit, as everyone who shows the project hears of it.

Like Anki's ``OpChanges``: a view redraws from the :class:`ChangeFlag` flags (was it only
text, did the tree or the trash change, an entity, the project's details) and the ids
touched, never from the edit's class.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.world.edits.base import ChangeFlag, Edit, TextSpans
from assistant.world.model import NodeId


@dataclass(frozen=True)
class ChangeSummary:
    """One applied edit: what it changed (``flags``) and the ids of the things it touched."""

    edit: Edit
    flags: ChangeFlag
    touched: frozenset[NodeId]

    @classmethod
    def of(cls, edit: Edit) -> ChangeSummary:
        return cls(edit, edit.effects, edit.touched())

    @property
    def text_only(self) -> bool:
        """True when only documents' text changed (typing, replacing): nothing to redraw
        in the tree, the tabs or the title."""
        return self.flags == ChangeFlag.TEXT

    def changed(self, flag: ChangeFlag) -> bool:
        """True when any of ``flag`` changed."""
        return bool(self.flags & flag)

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        """The spans of ``doc_id``'s text the edit replaced, when it says (see
        :meth:`~assistant.world.edits.Edit.text_spans`)."""
        return self.edit.text_spans(doc_id)


__all__ = ["ChangeFlag", "ChangeSummary"]

"""Several edits as one, applied in order, all or nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from assistant.world.edits.base import PROJECT_TARGET, ChangeFlag, Edit, EditAction, Removal
from assistant.world.model import (
    NodeId,
    World,
)


@dataclass(frozen=True)
class CompoundEdit(Edit):
    """Several edits applied in order, all or nothing. The inverse undoes them in reverse."""

    edits: tuple[Edit, ...]
    label: str = ""
    KIND: ClassVar[str] = "compound"

    def apply(self, world: World) -> tuple[World, Edit]:
        inverses: list[Edit] = []
        current = world
        for edit in self.edits:
            current, inverse = edit.apply(current)  # an error leaves ``world`` untouched
            inverses.append(inverse)
        return current, CompoundEdit(tuple(reversed(inverses)), self.label)

    def describe(self) -> str:
        return self.label or "; ".join(edit.describe() for edit in self.edits)

    def touched(self) -> frozenset[NodeId]:
        ids: set[NodeId] = set()
        for edit in self.edits:
            ids |= edit.touched()
        return frozenset(ids)

    @property
    def action(self) -> EditAction:
        return self.edits[0].action if self.edits else EditAction.CHANGE

    @property
    def target(self) -> NodeId:
        return self.edits[0].target if self.edits else PROJECT_TARGET

    @property
    def effects(self) -> ChangeFlag:
        flags = ChangeFlag.NONE
        for edit in self.edits:
            flags |= edit.effects
        return flags

    def removes(self, world: World) -> Removal:
        """What every part removes, each from the world the parts before it left."""
        removal = Removal()
        current = world
        for edit in self.edits:
            removal = removal + edit.removes(current)
            current, _inverse = edit.apply(current)
        return removal


__all__ = ["CompoundEdit"]

"""What a run shows a model that may not read private material: the withheld view of the
project for its reading, and no change to anything private.

:class:`WithholdingTarget` stands between the write tools and the act-mode run: they plan on
the withheld view (so a plan, or the error of one that cannot be made, never quotes private
text), and an edit that would touch a private document, folder or entry is refused, changing
nothing, with "withheld (private)" for the model to read.
"""

from __future__ import annotations

from typing import Any

from assistant.world.edits import Edit
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.privacy.material import WITHHELD
from assistant.world.privacy.withheld import private_node_ids, withheld_view


class WithholdingTarget:
    """An act-mode run's edit target, seen through the withheld view; see the module doc."""

    def __init__(self, target: Any) -> None:
        self._target = target

    def snapshot(self) -> World:
        return withheld_view(self._target.snapshot())

    def apply(self, edit: Edit) -> Edit:
        if edit.touched() & private_node_ids(self._target.snapshot()):
            raise EditError(f"{WITHHELD}: the assistant may not change private material")
        result: Edit = self._target.apply(edit)
        return result

    def __getattr__(self, name: str) -> Any:
        return getattr(self._target, name)


__all__ = ["WithholdingTarget"]

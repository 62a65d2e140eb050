"""Edits of the project's own details (title, author, language) and settings."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from assistant.world.edits.base import ChangeFlag, Edit, EditAction, check_name, check_text
from assistant.world.errors import (
    InvalidValueError,
)
from assistant.world.model import (
    World,
)
from assistant.world.project_settings import with_setting

_META_ATTRIBUTES = ("title", "author", "language")


@dataclass(frozen=True)
class SetProjectMeta(Edit):
    """Set the project's title, author or language."""

    name: str
    value: str

    ACTION: ClassVar[EditAction] = EditAction.SET_PROJECT_INFO
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.PROJECT

    def apply(self, world: World) -> tuple[World, Edit]:
        if self.name not in _META_ATTRIBUTES:
            raise InvalidValueError(f"projects have no attribute {self.name!r}")
        value = check_text(self.value, self.name)
        if self.name == "title":
            check_name(value, "title")
        old = getattr(world.meta, self.name)
        new = replace(world, meta=replace(world.meta, **{self.name: value}))
        return new, SetProjectMeta(self.name, old)

    def describe(self) -> str:
        return f"set project {self.name} to {self.value!r}"


@dataclass(frozen=True)
class SetProjectSetting(Edit):
    """Set one of the project's settings: its statuses, word targets or word list."""

    name: str
    value: Any

    ACTION: ClassVar[EditAction] = EditAction.SET_PROJECT_SETTING
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.PROJECT

    def apply(self, world: World) -> tuple[World, Edit]:
        try:
            settings = with_setting(world.settings, self.name, self.value)
        except ValueError as error:
            raise InvalidValueError(str(error)) from None
        old = getattr(world.settings, self.name)
        return replace(world, settings=settings), SetProjectSetting(self.name, old)

    def describe(self) -> str:
        return f"set project setting {self.name}"


__all__ = ["SetProjectMeta", "SetProjectSetting"]

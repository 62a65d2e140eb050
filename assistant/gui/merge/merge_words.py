"""A merge in the writer's words and language: what came from this computer and from the other,
the name of each place both changed, its values as a writer reads them, and what the writer
decided there."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, QObject

from assistant.world.merge.copies import ConflictCopy, SyncService
from assistant.world.merge.copy_merge import CopyMerge
from assistant.world.merge.paragraphs import Choice, Origin, Resolution
from assistant.world.merge.records import ConflictKind, TakenChange
from assistant.world.merge.settling import Place, paragraphs_taken
from assistant.world.merge.survivors import CHANGED, DELETED, TRASHED
from assistant.world.merge.worlds import WorldMerge

MAX_NAMED = 8
"""Name at most this many things taken from one computer; say how many more there are."""

K = ConflictKind


def _number(value: int) -> str:
    return QLocale().toString(value)


class MergeWords(QObject):
    """The merge's sentences, translated (see the module doc)."""

    # -- what came from where ------------------------------------------------------------------

    def taken_lines(self, merge: WorldMerge) -> list[str]:
        """ "From this computer: …" and "From the other computer: …" (each only when
        something came from there), or a line saying nothing came from either."""
        things: dict[Origin, list[str]] = {Origin.OURS: [], Origin.THEIRS: []}
        seen: set[tuple[Origin, str, ConflictKind, str]] = set()
        texts = [(c.node_id, c.what) for c in merge.conflicts if c.text is not None]
        records = [*merge.taken, *(TakenChange(n, "", Origin.BOTH, w) for n, w in texts)]
        labels = {c.node_id: c.label for c in merge.conflicts}
        for record in records:
            label = record.label or labels.get(record.node_id, "")
            for side in (Origin.OURS, Origin.THEIRS):
                key = (side, record.node_id, record.what, record.detail)
                if key in seen:
                    continue
                thing = self._taken_thing(merge, record, label, side)
                if thing:
                    seen.add(key)
                    things[side].append(thing)
        lines = []
        for side, heading in (
            (Origin.OURS, self.tr("From this computer: %1")),
            (Origin.THEIRS, self.tr("From the other computer: %1")),
        ):
            if things[side]:
                lines.append(heading.replace("%1", self._listed(things[side])))
        if not lines:
            lines.append(self.tr("Nothing came from either computer on its own."))
        return lines

    def _taken_thing(self, merge: WorldMerge, record: TakenChange, label: str, side: Origin) -> str:
        """One thing the merge took from ``side`` ("Chapter 2 (3 paragraphs)", "Mára (Age)"),
        or "" when it took nothing of it from there."""
        if record.what in (K.TEXT, K.NOTES):
            counts = paragraphs_taken(merge.base, merge.ours, merge.theirs, record.node_id)
            count = counts[side.value]
            if not count:
                return ""
            return self.tr("%1 (%Ln paragraphs)", "", count).replace("%1", label)
        if record.side != side:
            return ""
        if record.what == K.SETTINGS:
            return self.tr("the project’s settings")
        if record.what == K.PROJECT:
            return self.tr("the project’s %1").replace("%1", self._project_detail(record.detail))
        detail = record.detail if record.what == K.FIELD else self._change(record.what)
        return self.tr("%1 (%2)").replace("%1", label).replace("%2", detail) if detail else label

    def _change(self, what: ConflictKind) -> str:
        changes = {
            K.SYNOPSIS: self.tr("synopsis"),
            K.TITLE: self.tr("title"),
            K.NAME: self.tr("name"),
            K.KIND: self.tr("kind"),
            K.STATUS: self.tr("status"),
            K.TARGET: self.tr("target"),
            K.TAGS: self.tr("tags"),
            K.ALIASES: self.tr("other names"),
            K.PLACE: self.tr("moved"),
            K.ORDER: self.tr("order"),
            K.TRASH: self.tr("moved to the trash"),
            K.RESTORED: self.tr("taken out of the trash"),
            K.CREATED: self.tr("new"),
            K.DELETED: self.tr("deleted"),
        }
        return changes.get(what, "")

    def _project_detail(self, detail: str) -> str:
        details = {
            "title": self.tr("title"),
            "author": self.tr("author"),
            "language": self.tr("language"),
        }
        return details.get(detail, detail)

    def _listed(self, things: Sequence[str]) -> str:
        shown = ", ".join(things[:MAX_NAMED])
        if len(things) > MAX_NAMED:
            shown += " " + self.tr("and %Ln more", "", len(things) - MAX_NAMED)
        return shown

    # -- the places both changed ----------------------------------------------------------------

    def place_title(self, place: Place) -> str:
        """A place as the list names it: "Chapter 1: passage 2", "Mára: the field “Age”"."""
        label = self._label(place)
        if place.index is not None:
            number = _number(place.index + 1)
            return self.tr("%1: passage %2").replace("%1", label).replace("%2", number)
        return self.tr("%1: %2").replace("%1", label).replace("%2", self._what(place))

    def place_heading(self, place: Place) -> str:
        """The heading over a place: "“Chapter 1”, the text: passage 2 of 3"."""
        label = self._label(place)
        text = place.conflict.text
        if place.index is not None and text is not None:
            return (
                self.tr("“%1”, %2: passage %3 of %4")
                .replace("%1", label)
                .replace("%2", self._what(place))
                .replace("%3", _number(place.index + 1))
                .replace("%4", _number(len(text.conflicts)))
            )
        return self.tr("“%1”: %2").replace("%1", label).replace("%2", self._what(place))

    def _label(self, place: Place) -> str:
        if place.what == K.PROJECT:
            return self.tr("The project")
        return place.conflict.label or self.tr("(untitled)")

    def _what(self, place: Place) -> str:
        what = place.what
        if what == K.FIELD:
            return self.tr("the field “%1”").replace("%1", place.conflict.detail)
        if what == K.PROJECT:
            return self._project_detail(place.conflict.detail)
        names = {
            K.TEXT: self.tr("the text"),
            K.NOTES: self.tr("the notes"),
            K.SYNOPSIS: self.tr("the synopsis"),
            K.TITLE: self.tr("the title"),
            K.NAME: self.tr("the name"),
            K.KIND: self.tr("what kind it is"),
            K.STATUS: self.tr("the status"),
            K.TARGET: self.tr("the word target"),
            K.PLACE: self.tr("where it stands"),
            K.TRASH: self.tr("kept or in the trash"),
        }
        return names.get(what, self.tr("the details"))

    def value(self, place: Place, value: str) -> str:
        """A side's value as the writer reads it (where a chapter stands, whether it went to
        the trash); texts and words as they are."""
        if place.what == K.PLACE:
            if not value:
                return self.tr("At the top level")
            if value == TRASHED:
                return self.tr("In the trash")
            return self.tr("In “%1”").replace("%1", value)
        if place.what == K.TRASH:
            trash = {
                TRASHED: self.tr("Moved to the trash"),
                DELETED: self.tr("Deleted for good"),
                CHANGED: self.tr("Changed, and kept"),
                "": self.tr("Where it was"),
            }
            return trash.get(value, value)
        return value

    def decision(self, place: Place, chosen: Resolution | None) -> str:
        """What stays at a place as decided (or, undecided, what the merge will keep)."""
        if chosen is None:
            if place.is_text:
                return self.tr("Not decided yet: both stay, this computer’s first.")
            if place.what == K.NAME:
                return self.tr(
                    "Not decided yet: this computer’s name stays, and the other becomes "
                    "another name for it."
                )
            if place.can_keep_both:
                return self.tr("Not decided yet: both stay, joined.")
            return self.tr("Not decided yet: this computer’s stays.")
        if chosen == Choice.OURS:
            return self.tr("This computer’s version stays.")
        if chosen == Choice.THEIRS:
            return self.tr("The other computer’s version stays.")
        if chosen == Choice.BOTH:
            if place.is_text:
                return self.tr("Both stay, this computer’s first.")
            if place.what == K.NAME:
                return self.tr(
                    "This computer’s name stays, and the other becomes another name for it."
                )
            return self.tr("Both stay, joined.")
        return self.tr("What you wrote stays.")

    def keeping_both(self, place: Place) -> str:
        """What Keep Both keeps at ``place``."""
        if place.is_text:
            return self.tr("This computer’s paragraphs, then the other’s.")
        if place.what == K.NAME:
            return self.tr("This computer’s name, and the other’s as another name for it.")
        return self.tr("Both, joined: this computer’s first.")

    # -- conflicted copies -----------------------------------------------------------------------

    def copy_label(self, result: CopyMerge) -> str:
        """What a copy is a copy of: the document's title, the entity's name, or the tree."""
        return result.label or self.tr("the project’s tree")

    def copy_intro(self, result: CopyMerge) -> str:
        """Where a conflicted copy came from, and what the merge view does with it."""
        copy, name = result.copy, self.copy_label(result)
        if copy.service is SyncService.GIT:
            intro = self.tr(
                "git left two versions of “%1” in its file, between conflict markers. Quire "
                "merged them: where the two differ, choose what stays, or write it yourself."
            ).replace("%1", name)
        else:
            details = ", ".join(part for part in (copy.made, copy.by) if part)
            made = (
                self.tr("%1 kept a conflicted copy of “%2” (%3), written on another computer.")
                if details
                else self.tr("%1 kept a conflicted copy of “%2”, written on another computer.")
            )
            intro = (
                made.replace("%1", copy.service.value).replace("%2", name).replace("%3", details)
                + " "
                + self.tr(
                    "Quire merged it with the version open here: where both changed the same "
                    "place differently, choose what stays, or write it yourself."
                )
            )
        if not result.base_known:
            intro += " " + self.tr(
                "No version both computers saw is known, so wherever the two differ, you decide."
            )
        return intro

    def copy_unread(self, copy: ConflictCopy) -> str:
        pattern = self.tr("“%1” could not be read as the file it is a copy of; it stays as it is.")
        return pattern.replace("%1", copy.path)

    def left(self, left: int, total: int) -> str:
        """ "2 of 5 conflicts left", or that every one is decided."""
        if not total:
            return self.tr("Nothing to decide: the two versions merge by themselves.")
        if not left:
            if total == 1:
                return self.tr("The conflict is decided.")
            return self.tr("All %Ln conflicts decided.", "", total)
        return self.tr("%1 of %Ln conflicts left", "", total).replace("%1", _number(left))

    def undecided(self, left: int) -> str:
        return self.tr("%Ln conflicts are not decided.", "", left)


__all__ = ["MergeWords"]

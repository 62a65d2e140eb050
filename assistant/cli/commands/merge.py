"""Merge the conflicted copies a sync service (Dropbox, Syncthing, OneDrive, Nextcloud) or git
left in a project with the files they are copies of, paragraph by paragraph.

    quire merge PATH [--take ours|theirs|both] [--dry-run] [--json] [--take-lock]

Each copy is merged with its file from the last version both computers saw (Quire keeps
them in .quire/merge): what only one side changed is taken; what both changed alike, once.
When none is known, what only one side holds is kept and what they hold differently in one
place is a conflict. A merge with
no conflict is saved at once (all files of it or none), and the copy is moved to
.quire/merged-copies/, out of the project's folders, where no sync offers it again and git
never sees it: delete it there when you no longer need it. Conflicts are shown side by side
and left for you: settle them in the app (it offers the merge when the project opens), or
all at once with --take (ours: this computer's side, theirs: the copy's, both: this side's
paragraphs then the other's). With --dry-run nothing is written or moved.

Takes the project's lock, as the app does. Exit status: 0 when every copy was merged (or
there was none); 1 when conflicts, or a copy Quire cannot read, are left; 2 on an error.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from assistant.cli.common import (
    EXIT_OK,
    EXIT_PROBLEMS,
    add_take_lock_argument,
    one_line,
    open_locked,
)
from assistant.cli.terminal.merges import (
    conflict_json,
    copy_line,
    side_by_side,
    sides_of,
    taken_json,
    taken_lines,
)
from assistant.world.merge.copies import ConflictCopy
from assistant.world.merge.copy_merge import (
    CopyMerge,
    CopyUnreadableError,
    merge_copy,
    save_merge,
)
from assistant.world.merge.paragraphs import Choice
from assistant.world.project import Project
from assistant.world.storage.layout import MANIFEST


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument(
        "--take", choices=[c.value for c in Choice],
        help="settle every conflict this way: ours (this computer's side), theirs (the "
        "copy's), or both (this side's, then the other's)",
    )  # fmt: skip
    parser.add_argument(
        "--dry-run", action="store_true", help="show what would be merged; write nothing"
    )
    parser.add_argument("--json", action="store_true", help="print the merges as JSON")
    add_take_lock_argument(parser)


def run(args: argparse.Namespace) -> int:
    project = open_locked(args.path, take_lock=args.take_lock)
    try:
        reports = [_merge_one(project, copy, args) for copy in _in_order(project)]
    finally:
        project.close()
    left = sum(1 for report in reports if not report["merged"])
    if args.json:
        print(json.dumps({"copies": reports, "merged": len(reports) - left, "left": left,
                          "dry_run": args.dry_run}, ensure_ascii=False, indent=2))  # fmt: skip
    elif not reports:
        print("No conflicted copies in this project: nothing to merge.")
    else:
        done = "would be merged" if args.dry_run else "merged"
        print(
            f"{len(reports) - left} of {len(reports)} copies {done}; {left} left", file=sys.stderr
        )
    return EXIT_PROBLEMS if left else EXIT_OK


def _in_order(project: Project) -> list[ConflictCopy]:
    """The project's copies: documents and entities first, the manifest (the tree) last."""
    store = project.store
    copies = list(store.conflict_copies) if store is not None else []
    return sorted(copies, key=lambda c: (c.main == MANIFEST, c.path))


def _merge_one(project: Project, copy: ConflictCopy, args: argparse.Namespace) -> dict[str, Any]:
    """Merge ``copy``, save the result when it is settled, and say what happened."""
    store = project.store
    assert store is not None and store.versions is not None
    bases = store.versions.bases
    report: dict[str, Any] = {"copy": copy.path, "main": copy.main,
                              "service": copy.service.value, "merged": False}  # fmt: skip
    try:
        result = merge_copy(store.root, project.world, copy, bases)
    except CopyUnreadableError as error:
        report["error"] = one_line(error)
        if not args.json:
            print(f"{copy_line(copy)}\n  left as it is: {one_line(error)}\n")
        return report
    merge = result.merge
    report.update(
        file=result.file, base_known=result.base_known,
        taken=[taken_json(t) for t in merge.taken],
        conflicts=[conflict_json(c) for c in merge.conflicts],
    )  # fmt: skip
    settled = merge.clean or args.take is not None
    if settled and not args.dry_run:
        report["set_aside"] = _save(project, result, args.take)
        report["merged"] = True
    elif settled:
        report["merged"] = True
    if not args.json:
        _show(result, report, args)
    return report


def _save(project: Project, result: CopyMerge, take: str | None) -> str:
    """Save the merged world (all of it or nothing) and set the copy aside; returns where."""
    store = project.store
    assert store is not None and store.versions is not None
    merge = result.merge
    world = merge.world({c.key: Choice(take) for c in merge.conflicts} if take else {})

    def save() -> None:
        store.save(world)
        project.replace_world(world)

    kept = save_merge(store.root, result, store.versions.bases, save)
    return kept.relative_to(store.root).as_posix()


def _show(result: CopyMerge, report: dict[str, Any], args: argparse.Namespace) -> None:
    copy, merge = result.copy, result.merge
    names = sides_of(copy)
    lines = [copy_line(copy)]
    lines.append(
        "  merged from the last version both sides saw" if result.base_known else
        "  no common version known: what the sides hold differently is a conflict"
    )  # fmt: skip
    lines += [f"  {line}" for line in taken_lines(merge.taken, names)]
    if merge.conflicts:
        count = len(merge.conflicts)
        lines.append(f"  {count} conflict{'s' if count != 1 else ''}:")
        lines += [f"  {line}" for line in side_by_side(merge.conflicts, names)]
    if report.get("set_aside"):
        settled = f"settled as --take {args.take}; " if merge.conflicts else ""
        lines.append(f"  {settled}merged and saved; the copy is kept in {report['set_aside']}")
    elif report["merged"]:
        lines.append("  would be merged and saved (--dry-run: nothing written)")
    else:
        lines.append(
            "  left for you: nothing written, the copy stays (settle the conflicts in the "
            "app, or with --take ours|theirs|both)"
        )
    print("\n".join(lines) + "\n")


__all__ = ["add_arguments", "run"]

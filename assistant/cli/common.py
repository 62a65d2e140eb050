"""What the commands share: the one-line errors and exit statuses, reading a project without
its lock, finding a document by name, and the model options of ``ask`` and ``audit``.

Importing this module loads neither the assistant nor the importers: listing the commands
(``quire --help``) and the light ones (``info``) go through it, so whatever it needs of the
assistant is imported where it is used.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:  # not imported to list the commands (quire --help)
    from assistant.agent.act.act_run import Refusal
    from assistant.agent.act.records import ChangeRecord
    from assistant.agent.act.run_history import RunHistory
    from assistant.agent.loop.messages import TokenUsage
    from assistant.agent.session.provider_setup import Overrides
    from assistant.world.model import World
    from assistant.world.project import Project
    from assistant.world.storage.store import LoadProblem

PROG = "quire"
EXIT_OK = 0
EXIT_NOT_FOUND = 1
EXIT_PROBLEMS = 1
EXIT_ERROR = 2


class CliError(Exception):
    """Bad input found by a command; the message is printed as the one-line error."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr, not usage plus a line."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_ERROR, f"{self.prog}: error: {message} (see --help)\n")


def one_line(exc: BaseException) -> str:
    """An error's message on one line, or its class's name when it has none."""
    text = " ".join(str(exc).split())
    return text or type(exc).__name__


# -- the project ---------------------------------------------------------------------------


def load(path: str) -> tuple[World, tuple[LoadProblem, ...]]:
    """The project at ``path`` read without its lock (with its series, if it has one), and
    the problems found reading it."""
    from assistant.world.series.book_store import BookStore

    store = BookStore(Path(path))
    world = store.load()
    return world, store.problems


def warn_problems(problems: Sequence[object]) -> None:
    """One line on stderr when reading the project found problems (``check`` lists them)."""
    if problems:
        print(
            f"{PROG}: warning: {len(problems)} problem(s) reading the project; "
            f"run '{PROG} check' to list them",
            file=sys.stderr,
        )


def warn_unknown_settings(unknown: Sequence[object], prog: str = PROG) -> None:
    """One line on stderr for each key of the settings file that Quire does not know (it is
    kept in the file and not used), with the closest known key."""
    for item in unknown:
        print(f"{prog}: warning: {item}", file=sys.stderr)


TAKE_LOCK = "--take-lock"


def add_take_lock_argument(parser: argparse.ArgumentParser) -> None:
    """``--take-lock``: the writer's word that a lock written on another computer is stale."""
    parser.add_argument(
        TAKE_LOCK, dest="take_lock", action="store_true",
        help="open the project even though Quire on another computer marked it as open "
        "(a synced or copied folder): only when Quire is not running there",
    )  # fmt: skip


def open_locked(path: str | Path, *, take_lock: bool = False) -> Project:
    """The project at ``path``, its lock taken as the app takes it; a lock written on another
    computer is taken over with ``take_lock`` (``--take-lock``), else refused naming it."""
    from assistant.world.project import Project
    from assistant.world.storage.lock import LockedOnAnotherComputerError

    try:
        return Project.open(Path(path), lock=True, take_over=take_lock)
    except LockedOnAnotherComputerError as error:
        raise CliError(f"{one_line(error)} with {TAKE_LOCK}") from error


def find_document(world: World, ref: str, known_ids: list[str] | None = None) -> str:
    """The id of the document ``ref`` names: an id, the start of one, or a title (live
    documents first, then the trash). ``known_ids`` adds ids that only have snapshots."""
    ref = ref.strip()
    if ref in world.documents or (known_ids and ref in known_ids):
        return ref
    ids = list(world.documents) + [i for i in (known_ids or []) if i not in world.documents]
    by_prefix = [i for i in ids if len(ref) >= 4 and i.startswith(ref)]
    if len(by_prefix) == 1:
        return by_prefix[0]
    wanted = ref.casefold()
    live = [d.id for d in world.documents_in_order() if d.title.strip().casefold() == wanted]
    if not live:
        live = [d.id for d in world.documents.values() if d.title.strip().casefold() == wanted]
    if len(live) == 1:
        return live[0]
    if len(live) > 1:
        raise CliError(f"{len(live)} documents are titled {ref!r}: give the id "
                         f"({', '.join(live)})")
    raise CliError(f"no document {ref!r} in the project")


def kept_runs(root: Path) -> RunHistory:
    """The project's history of act-mode runs (``.quire/history``)."""
    from assistant.agent.act.run_history import FOLDER, RunHistory
    from assistant.world.storage.store import APP_DATA

    return RunHistory(root / APP_DATA / FOLDER)


# -- the model options (ask and audit) -----------------------------------------------------


def add_model_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that choose the model and its budget (``ask`` and ``audit`` alike)."""
    from assistant.agent.config.settings import PRESETS

    parser.add_argument(
        "--max-steps", type=_steps, metavar="N", help="at most N rounds of tool calls"
    )
    parser.add_argument(
        "--specialist", metavar="NAME",
        help="have this specialist answer (quire specialists lists them)",
    )  # fmt: skip
    parser.add_argument(
        "--budget", type=_budget, metavar="TOKENS",
        help="stop the run once it has spent this many tokens (0: no budget)",
    )  # fmt: skip
    parser.add_argument(
        "--yes", action="store_true",
        help="go on past the estimate before a large read without asking",
    )  # fmt: skip
    parser.add_argument(
        "--provider", choices=list(PRESETS), metavar="KIND",
        help=f"provider kind: {', '.join(PRESETS)}",
    )  # fmt: skip
    parser.add_argument("--model", metavar="MODEL", help="model name")
    parser.add_argument("--base-url", metavar="URL", help="the provider's base URL")
    parser.add_argument(
        "--review", action=argparse.BooleanOptionalAction, default=None,
        help="have a reviewer check each change before it is made; a flagged change needs "
        "your approval (default: the review_changes setting, on)",
    )  # fmt: skip
    parser.add_argument(
        "--local-only",
        action="store_true",
        help="refuse any provider that is not on this computer (nothing is sent elsewhere)",
    )


def _budget(text: str) -> int:
    """``--budget``: a number of tokens (``_`` and ``,`` allowed), 0 for none."""
    try:
        number = int(text.replace("_", "").replace(",", ""))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of tokens: {text!r}") from None
    if number and not 100 <= number <= 100_000_000:
        raise argparse.ArgumentTypeError("must be 0 (no budget) or between 100 and 100000000")
    return number


def _steps(text: str) -> int:
    """``--max-steps``: 1 to 100 rounds of tool calls."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 1 <= number <= 100:
        raise argparse.ArgumentTypeError("must be between 1 and 100")
    return number


def overrides(args: argparse.Namespace) -> Overrides:
    """The settings the model options (and ``--approve``) override for this run."""
    from assistant.agent.act.approval import ApprovalPolicy
    from assistant.agent.session.provider_setup import Overrides

    return Overrides(
        provider=args.provider, model=args.model, base_url=args.base_url,
        max_steps=args.max_steps,
        approval_policy=ApprovalPolicy(args.approve) if getattr(args, "approve", None) else None,
        local_only=True if args.local_only else None,
        review_changes=args.review,
        budget=args.budget,
    )  # fmt: skip


def usage_text(usage: TokenUsage) -> str:
    """The tokens a run used: ``1,200 in, 80 out (1,000 in from cache)``."""
    text = f"{usage.input:,} in, {usage.output:,} out"
    extras = []
    if usage.cached_input:
        extras.append(f"{usage.cached_input:,} in from cache")
    if usage.cache_write:
        extras.append(f"{usage.cache_write:,} written to cache")
    return text + (f" ({', '.join(extras)})" if extras else "")


@dataclass
class ActOutcome:
    """What an act-mode run left: changes kept (and saved), refused, or taken back."""

    changes: list[ChangeRecord] = field(default_factory=list)
    refused: list[Refusal] = field(default_factory=list)
    saved: list[str] = field(default_factory=list)
    rolled_back: list[ChangeRecord] = field(default_factory=list)
    root: str = ""

"""The ``quire`` command line: make, import, inspect, check and search projects, keep their
versions, and ask the assistant about them.

    quire new PATH --title T [--author A] [--language L]
    quire import SRC DEST [--title T] [--entities auto|none] [--mapping FILE] [--join-lines]
                          [--json]
    quire info PATH [--json]
    quire search PATH QUERY [--whole-word] [--case-sensitive] [--regex] [--include-trash]
                            [--limit N] [--json]
    quire check PATH [--json]
    quire timeline PATH [--json]
    quire series new PATH [--title T] | link BOOK SERIES | unlink BOOK | show BOOK [--json]
                 | rename BOOK ENTITY NEW_NAME [--aliases] [--dry-run] [--yes]
    quire export PATH --format FORMAT -o FILE|- [choices…] [--json]
    quire snapshots PATH DOCUMENT [--json]
    quire snapshot PATH DOCUMENT [--name N] [--json]
    quire restore PATH DOCUMENT SNAPSHOT
    quire merge PATH [--take ours|theirs|both] [--dry-run] [--json]
    quire merge-driver BASE OURS THEIRS PATH [--marker-size N]
    quire backup PATH [--json]
    quire restore-backup ZIP DEST
    quire ask PATH QUESTION [--act] [--json] [model options] …
    quire conversations PATH [--json] | PATH export ID [-o FILE]
    quire specialists PATH [--json | --write]
    quire private PATH [THING [--field NAME] [--off]] [--json]
    quire history PATH [--json]
    quire undo PATH RUN [--json]
    quire replay PATH [RUN | FILE] [--json]
    quire audit PATH [--all] [--json] [model options] | --list | --intentional ID …

Each command is a module of :mod:`assistant.cli.commands`, listed in its ``COMMANDS`` table;
``quire COMMAND --help`` tells the whole of it. What the terminal shows of the assistant's
work (its changes, questions, plan, spending and the summary of a run) lives in
:mod:`assistant.cli.terminal`.

Reading commands (info, search, check, timeline) never write to the project and do not take
its lock, so they work while the app has the project open. Exit status (also in ``quire
--help``): 0 on success, 1 when ``check`` finds problems, ``timeline`` a time it cannot place,
``search`` finds nothing (as grep does) or ``merge`` leaves conflicts, 2 for bad input or an
error, which is reported on one line of standard error, 130 when interrupted, 141 when the
reader of the output went away. Warnings and unexpected errors, with their details, also go
to Quire's log file (:mod:`assistant.app_log`), whose place ``quire --help`` prints.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

import assistant
from assistant import app_log
from assistant.cli.commands import COMMANDS, Command
from assistant.cli.common import (
    EXIT_ERROR,
    EXIT_NOT_FOUND,
    EXIT_OK,
    EXIT_PROBLEMS,
    PROG,
    CliError,
    Parser,
    one_line,
)
from assistant.world.errors import WorldError

log = logging.getLogger(__name__)

Handler = Callable[[argparse.Namespace], int]


def chosen_command(argv: Sequence[str]) -> str | None:
    """The command named in ``argv`` (the first word that is not an option), if any: the
    options before it (``-v``, ``-h``) take no value."""
    return next((arg for arg in argv if not arg.startswith("-")), None)


def _declare(subparsers: Any, command: Command) -> None:
    """``command`` in full: its module imported, its arguments and its work."""
    module = command.load()
    parser = subparsers.add_parser(
        command.name, help=command.summary, **command.describe.parser_options(module.__doc__)
    )
    module.add_arguments(parser)
    parser.set_defaults(handler=module.run)


EXIT_INTERRUPTED = 130
EXIT_PIPE_CLOSED = 141


def epilog() -> str:
    """What ``quire --help`` says after the commands: the exit statuses and the log file."""
    return (
        f"exit status: {EXIT_OK} success; {EXIT_PROBLEMS} check found problems, timeline "
        f"could not place a time, search found nothing, or merge left conflicts; {EXIT_ERROR} "
        "bad input or an error (one line on standard error); "
        f"{EXIT_INTERRUPTED} interrupted; {EXIT_PIPE_CLOSED} the reader of the output went "
        f"away.\n\nlog file: {app_log.log_file()} (warnings and unexpected errors with their "
        "details; QUIRE_LOG_DIR moves it)"
    )


def build_parser(command: str | None = None, *, every: bool = True) -> argparse.ArgumentParser:
    """The parser of every command. With ``every=False`` only ``command`` (if any) is
    declared in full; the others are only listed, so that ``quire --help`` and the light
    commands start without importing the assistant or the importers."""
    parser = Parser(
        prog=PROG,
        description="Quire's command line: make, import, inspect, check and search projects.",
        epilog=epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens")
    parser.add_argument(
        "--version", action="version", version=f"{PROG} {assistant.__version__}"
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    subparsers.required = True
    for entry in COMMANDS:
        if every or entry.name == command:
            _declare(subparsers, entry)
        else:
            subparsers.add_parser(entry.name, help=entry.summary, add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(chosen_command(arguments), every=False)
    try:
        args = parser.parse_args(arguments)
    except SystemExit as exc:  # --help, or a usage error already printed on one line
        return exc.code if isinstance(exc.code, int) else EXIT_ERROR
    _start_logging(verbose=args.verbose)
    handler: Handler = args.handler
    try:
        return handler(args)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # the reader went away (``quire info … | head``): stop quietly, as grep does
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_PIPE_CLOSED
    except (CliError, WorldError, OSError, UnicodeError, ValueError) as exc:
        print(f"{PROG}: error: {one_line(exc)}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:
        # the traceback goes to the log file (and to the terminal with -v)
        log.warning("unexpected error in quire %s", args.command, exc_info=True)
        print(f"{PROG}: unexpected error: {type(exc).__name__}: {one_line(exc)} "
              f"(details in {app_log.log_file()})", file=sys.stderr)  # fmt: skip
        return EXIT_ERROR


def _start_logging(*, verbose: bool) -> None:
    """Errors (everything with -v) on standard error; warnings and worse in the log file."""
    root = logging.getLogger()
    before = list(root.handlers)
    console = logging.INFO if verbose else logging.ERROR
    logging.basicConfig(level=console, format="%(levelname)s %(name)s: %(message)s")
    for handler in root.handlers:
        if handler not in before:
            handler.setLevel(console)
    app_log.start_log_file(logging.WARNING)


__all__ = [
    "EXIT_ERROR",
    "EXIT_INTERRUPTED",
    "EXIT_NOT_FOUND",
    "EXIT_OK",
    "EXIT_PIPE_CLOSED",
    "EXIT_PROBLEMS",
    "PROG",
    "CliError",
    "build_parser",
    "chosen_command",
    "main",
]

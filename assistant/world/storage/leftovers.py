"""What interrupted saves left in a project folder: a committed journal whose work the next
save finishes, a journal that could not be trusted (its staged files kept for the writer),
and staged files no save committed.

Reading them changes nothing on disk; the next save deals with each."""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from assistant.world.errors import StorageError
from assistant.world.problems import Outcome, Problem, ProblemKind
from assistant.world.storage.confine import NotRegularFileError, read_file
from assistant.world.storage.fingerprints import sha
from assistant.world.storage.journal import (
    JOURNAL,
    Journal,
    OldJournalError,
    Replay,
    StagedWrite,
    UntrustedJournal,
    replay,
)
from assistant.world.storage.layout import RECOVERED
from assistant.world.storage.load_problem import LoadProblem

log = logging.getLogger(__name__)

_LINKED_OUT = Problem(ProblemKind.LINKED_OUT)


def _nothing_owed() -> Replay:
    return Replay({}, frozenset())


@dataclass
class Leftovers:
    """What earlier saves left in one project folder, as Quire last found or left it."""

    owed: Replay = field(default_factory=_nothing_owed)
    """What a committed but unfinished save still owes: the next save completes it."""
    set_aside: list[StagedWrite] = field(default_factory=list)
    """Staged files of a journal that could not be trusted, to keep in RECOVERED."""
    temp_files: set[str] = field(default_factory=set)
    """Staged files no save will commit, to remove after the next save."""
    journal_on_disk: bool = False

    def read_journal(self, root: Path, problems: list[LoadProblem]) -> None:
        """Read what an interrupted save left, without changing anything on disk."""
        self.owed, self.set_aside = _nothing_owed(), []
        try:
            data = read_file(root / JOURNAL, root=root)
        except FileNotFoundError:
            self.journal_on_disk = False
            return
        except NotRegularFileError:
            self.journal_on_disk = True
            problems.append(LoadProblem(JOURNAL, _LINKED_OUT.then(Outcome.SET_ASIDE)))
            return
        except OSError as exc:
            raise StorageError(f"cannot read {JOURNAL}: {exc.strerror}") from exc
        self.journal_on_disk = True
        try:
            journal = Journal.parse(data)
        except OldJournalError:
            problems.append(LoadProblem.of(JOURNAL, ProblemKind.JOURNAL_OF_EARLIER_QUIRE))
            return
        except ValueError as exc:
            problems.append(LoadProblem.of(JOURNAL, ProblemKind.JOURNAL_UNREADABLE, error=str(exc)))
            return

        def peek(rel: str) -> bytes | None:
            return _peek(root, rel)

        try:
            self.owed = replay(journal, peek, sha)
        except UntrustedJournal as exc:
            self.set_aside = [w for w in journal.writes if peek(w.temp_path) is not None]
            kind = (
                ProblemKind.JOURNAL_CONTENT_GONE if exc.gone else ProblemKind.JOURNAL_FILE_CHANGED
            )
            kept = f"{RECOVERED}/" if self.set_aside else ""
            problems.append(LoadProblem.of(JOURNAL, kind, file=exc.path, kept=kept))
            return
        log.info(
            "finishing an interrupted save: %d file(s) to write, %d to remove",
            len(self.owed.contents),
            len(self.owed.hidden),
        )

    def keep_set_aside(self, root: Path) -> None:
        """Move the staged files of a journal that was set aside into RECOVERED, where the
        writer can find them: they may hold the last save of a text changed since. Done
        before a save commits (and replaces that journal), so a failure here leaves the
        project as it was."""
        if not self.set_aside:
            return
        folder = root / RECOVERED / time.strftime("%Y-%m-%d-%H%M%S")
        for write in self.set_aside:
            target = folder / write.path
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(root / write.temp_path, target)
            except FileNotFoundError:
                continue
            self.temp_files.discard(write.temp_path)
            log.warning("kept the unfinished save of %s as %s", write.path, target)
        self.set_aside = []

    def owe(self, root: Path, staged: list[tuple[StagedWrite, bytes]], removes: list[str]) -> None:
        """After a failure past a save's commit: remember what its journal still owes, so that
        the next save finishes it (the journal stays on disk for a crash meanwhile)."""
        contents = {write.path: data for write, data in staged if (root / write.temp_path).exists()}
        hidden = frozenset(rel for rel in removes if (root / rel).exists())
        self.owed = Replay(contents, hidden)
        self.temp_files.update(write.temp_path for write, _data in staged)
        self.journal_on_disk = True

    def settle(self, root: Path) -> None:
        """After a save that finished: nothing is owed, and leftover staged files go."""
        self.journal_on_disk = False
        self.owed = _nothing_owed()
        for rel in self.temp_files:
            try:
                os.unlink(root / rel)
            except OSError as exc:
                log.debug("could not remove leftover %s: %s", rel, exc)
        self.temp_files = set()


def _peek(root: Path, rel: str) -> bytes | None:
    """A file's bytes without remembering them (None when it does not exist)."""
    try:
        return read_file(root / rel, root=root)
    except FileNotFoundError:
        return None
    except (IsADirectoryError, NotRegularFileError):
        return b""  # matches no recorded content: the journal cannot vouch for it
    except OSError as exc:
        raise StorageError(f"cannot read {rel}: {exc.strerror}") from exc


__all__ = ["Leftovers"]

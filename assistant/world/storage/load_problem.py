"""Something wrong with one file of a project (or of an import's source), found while
reading it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from assistant.world.problems import Detail, Outcome, Problem, ProblemKind


@dataclass(frozen=True)
class LoadProblem:
    """Something wrong with one file of a project (or of an import's source), found while
    reading it: a code and its details (see :mod:`assistant.world.problems`), which each
    front end says in its own words."""

    path: str
    """Relative to the project folder, with ``/`` between parts."""
    problem: Problem

    @classmethod
    def of(
        cls, path: str, kind: ProblemKind, outcome: Outcome | None = None, **details: Detail
    ) -> LoadProblem:
        return cls(path, Problem.from_details(kind, details, outcome))

    @property
    def kind(self) -> ProblemKind:
        return self.problem.kind

    @property
    def reason(self) -> str:
        """What is wrong, in English (for the log, the command line and the model)."""
        return self.problem.english()

    def to_json(self) -> dict[str, Any]:
        """For scripts: the path, the code, the details, what was done, and the English."""
        problem, cause = self.problem, self.problem.cause
        return {
            "path": self.path,
            "kind": problem.kind.value,
            "details": problem.values,
            "outcome": None if problem.outcome is None else problem.outcome.value,
            "cause": None if cause is None else {"kind": cause.kind.value, "details": cause.values},
            "reason": problem.english(),
        }


__all__ = ["LoadProblem"]

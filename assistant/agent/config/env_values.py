"""Values read from the environment, strictly: a yes or a no, a whole number, a number.

A variable that is set but says something else (``QUIRE_LOCAL_ONLY=maybe``,
``QUIRE_DEADLINE=soon``) is an :class:`EnvValueError` naming the variable and the form it
wants, never read as a default: a script that set a value meant something by it. An empty
variable counts as unset.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

YES = ("1", "true", "yes", "on")
NO = ("0", "false", "no", "off")


class EnvValueError(ValueError):
    """A variable whose value is not of the form it wants; the message says both."""

    def __init__(self, variable: str, value: str, form: str) -> None:
        super().__init__(f"{variable} must be {form}, not {value!r}")
        self.variable = variable
        self.value = value
        self.form = form


def _value(env: Mapping[str, str], variable: str) -> str | None:
    value = env.get(variable)
    if value is None or not value.strip():
        return None
    return value.strip()


def env_flag(env: Mapping[str, str], variable: str) -> bool | None:
    """``variable`` as a yes (1, true, yes, on) or a no (0, false, no, off), in any case;
    None when it is not set."""
    value = _value(env, variable)
    if value is None:
        return None
    if value.lower() in YES:
        return True
    if value.lower() in NO:
        return False
    raise EnvValueError(variable, value, f"a yes ({', '.join(YES)}) or a no ({', '.join(NO)})")


def env_number(
    env: Mapping[str, str], variable: str, *, whole: bool, form: str
) -> int | float | None:
    """``variable`` as a whole number (``whole``) or any finite number; None when it is not
    set. ``form`` is what the error says the variable must be."""
    value = _value(env, variable)
    if value is None:
        return None
    try:
        number: int | float = int(value) if whole else float(value)
    except ValueError:
        raise EnvValueError(variable, value, form) from None
    if not math.isfinite(number):
        raise EnvValueError(variable, value, form)
    return number


__all__ = ["NO", "YES", "EnvValueError", "env_flag", "env_number"]

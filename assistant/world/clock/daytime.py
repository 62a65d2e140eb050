"""Reading the time of day a ``when`` names: a clock time ("11:40", "7 pm", "11 h 40",
"kl. 11.40", "15 Uhr"), a word ("noon", "twenty to midnight", "a quarter past eleven",
"three in the morning", "a las tres de la tarde") or a part of the day alone ("in the
evening", "at dawn"), in the five languages.
"""

from __future__ import annotations

import re

from assistant.world.clock import words as w

_NUMBER_WORD = "|".join(sorted((re.escape(k) for k in w.NUMBERS), key=len, reverse=True))

_AT = (
    r"(?<![\w:.-])(?:(?:at|about|around|by|a\ las|a\ la|sobre|hacia|um|gegen|à|vers|kl\.?"
    r"|klokka|klokken|omkring|ca\.?)\s+)*"
)
_HOUR_WORD = rf"(?P<h>\d{{1,2}}|{_NUMBER_WORD})"
_MARKER = (
    r"a\.?m\.?(?!\w)|p\.?m\.?(?!\w)|in\ the\ morning|in\ the\ afternoon|in\ the\ evening"
    r"|at\ night|de\ la\ mañana|de\ la\ tarde|de\ la\ noche|de\ la\ madrugada|morgens"
    r"|nachmittags|abends|nachts|du\ matin|de\ l'après-midi|du\ soir|de\ la\ nuit"
    r"|om\ morgenen|om\ ettermiddagen|om\ kvelden|om\ natta|om\ natten"
)
_TIME_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE | re.VERBOSE), kind)
    for pattern, kind in (
        (rf"{_AT}(?:a\s+)?(?P<m>\d{{1,2}}|quarter|half|{_NUMBER_WORD})\s+(?:minutes\s+)?"
         rf"(?P<dir>past|to|before|after)\s+(?P<h>\d{{1,2}}|{_NUMBER_WORD}|noon|midnight)\b"
         rf"(?:\s*(?P<ap>{_MARKER}))?", "past"),
        (rf"{_AT}(?P<h>\d{{1,2}})\s*[:h]\s*(?P<m>\d{{2}})\s*(?P<ap>a\.?m\.?|p\.?m\.?|uhr)?"
         r"(?!\d)", "clock"),
        (rf"{_AT}(?P<h>\d{{1,2}})\.(?P<m>\d{{2}})(?![\d.])\s*(?P<ap>a\.?m\.?|p\.?m\.?|uhr)?",
         "clock"),
        (rf"{_AT}{_HOUR_WORD}\s*(?:o'clock|uhr|heures?|h\b)?\s*(?P<ap>{_MARKER})", "hour"),
        (rf"{_AT}{_HOUR_WORD}\s*(?:o'clock|uhr|heures?)(?!\w)", "hour"),
        (rf"{_AT}(?P<w>noon|midday|mediodía|mittag|midi|midnight|medianoche|mitternacht"
         r"|minuit|midnatt)\b", "word"),
    )
)
_TIME_GATE = re.compile(
    r"\d\s*[:h.]\s*\d|[ap]\.?m\b|o'clock|uhr|heure|\b(?:past|to|before|after)\b|noon|midday"
    r"|mediod|mittag|midi|midn|medianoche|mitternacht|minuit",
    re.IGNORECASE,
)
"""What every time of day has (a clock time, a marker, a word): texts without it skip the
slower patterns."""
_PART_WORDS = "|".join(sorted((re.escape(k) for k in w.PARTS), key=len, reverse=True))
_PART_PATTERN = re.compile(
    r"(?:^|(?<=\s)|(?<=,))(?:(?:in|at|by|on|during|por|la|el|de|am|in\ der|le|om|på|i)\s+)*"
    rf"(?:the\s+)?(?P<p>{_PART_WORDS})(?!\w)",
    re.IGNORECASE | re.VERBOSE,
)
_PART_GATE = re.compile(rf"(?:{_PART_WORDS})(?!\w)", re.IGNORECASE)


def take_time(text: str) -> tuple[str, tuple[int, int] | None, str]:
    """``text`` without the time of day it names, the hour and minute (24 may stand for
    midnight at the end of the day), and the part of the day when only that is named."""
    parts = _PART_GATE.search(text) is not None
    if not parts and _TIME_GATE.search(text) is None:
        return text, None, ""
    for pattern, kind in _TIME_PATTERNS:
        match = pattern.search(text)
        if match is None:
            continue
        at = _time_of(match, kind)
        if at is not None:
            return (text[: match.start()] + " " + text[match.end():]).strip(" ,"), at, ""
    match = _PART_PATTERN.search(text) if parts else None
    if match:
        part = w.PARTS[match.group("p").casefold()]
        rest = (text[: match.start()] + " " + text[match.end():]).strip(" ,")
        if part == w.NOON:
            return rest, (12, 0), ""
        if part == w.MIDNIGHT:
            return rest, (24, 0), ""
        return rest, None, part
    return text, None, ""


def _number(token: str) -> int | None:
    token = token.casefold()
    if token.isdigit():
        return int(token)
    if token == "quarter":
        return 15
    if token == "half":
        return 30
    return w.NUMBERS.get(token)


def _time_of(match: re.Match[str], kind: str) -> tuple[int, int] | None:
    groups = match.groupdict()
    if kind == "word":
        word = w.PARTS[groups["w"].casefold()]
        return (12, 0) if word == w.NOON else (24, 0)
    hour_word = groups["h"].casefold()
    hour = 12 if hour_word == "noon" else 24 if hour_word == "midnight" else _number(hour_word)
    if hour is None or hour > 24:
        return None
    minute = int(groups["m"]) if kind == "clock" else 0
    if kind == "past":
        minute = _number(groups["m"]) or 0
        if not 0 < minute < 60:
            return None
        if groups["m"].isdigit() and hour_word.isdigit() and "minute" not in match.group(0):
            return None  # "2 to 4 December" is a span of days, not 3:56
    if minute >= 60:
        return None
    marker = (groups.get("ap") or "").casefold().replace(".", "")
    if marker and marker != "uhr":
        afternoon = marker.startswith("p") or any(
            word in marker for word in ("afternoon", "evening", "tarde", "noche", "nachmittag",
                                        "abend", "après", "soir", "ettermiddag", "kveld")
        )
        night = any(word in marker for word in ("night", "nacht", "nuit", "natt", "natten"))
        if hour > 12:
            return None
        if (afternoon and hour < 12) or (night and 6 <= hour < 12):
            hour += 12
        elif not afternoon and hour == 12:
            hour = 0
    if kind == "past" and groups["dir"].casefold() in ("to", "before"):
        total = hour * 60 - minute
        return divmod(total, 60) if total >= 0 else None
    return hour, minute


__all__ = ["take_time"]

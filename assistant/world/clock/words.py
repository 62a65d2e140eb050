"""The words a ``when`` or a ``duration`` is read with, in English, Spanish, German, French
and Norwegian: numbers, units of time, parts of the day, and the little words of relations
("later", "después", "am nächsten", "le lendemain", "samme").

All are lower-case, as :meth:`str.casefold` gives them; :mod:`.when` reads with them.
"""

from __future__ import annotations

NUMBERS: dict[str, int] = {
    # en
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "twenty-five": 25, "thirty": 30,
    "forty": 40, "forty-five": 45, "fifty": 50, "sixty": 60, "hundred": 100,
    # es
    "un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
    "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "quince": 15,
    "veinte": 20, "treinta": 30, "cuarenta": 40,
    # de
    "ein": 1, "eine": 1, "einen": 1, "einem": 1, "einer": 1, "zwei": 2, "drei": 3,
    "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
    "elf": 11, "zwölf": 12, "vierzehn": 14, "fünfzehn": 15, "zwanzig": 20, "dreißig": 30,
    "vierzig": 40,
    # fr
    "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8,
    "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "vingt": 20, "trente": 30,
    "quarante": 40,
    # nb
    "en": 1, "ett": 1, "ei": 1, "to": 2, "tre": 3, "fire": 4, "fem": 5, "seks": 6,
    "sju": 7, "syv": 7, "åtte": 8, "ni": 9, "ti": 10, "elleve": 11, "tolv": 12,
    "fjorten": 14, "femten": 15, "tjue": 20, "tretti": 30, "førti": 40,
}

MINUTE, HOUR, DAY, WEEK, MONTH, YEAR = "minute", "hour", "day", "week", "month", "year"
UNITS: dict[str, str] = {
    **dict.fromkeys(
        ("minute", "minutes", "min", "mins", "minuto", "minutos", "minuten", "minutt",
         "minutter"), MINUTE),
    **dict.fromkeys(
        ("hour", "hours", "hr", "hrs", "h", "hora", "horas", "stunde", "stunden", "std",
         "heure", "heures", "time", "timer", "timen"), HOUR),
    **dict.fromkeys(
        ("day", "days", "día", "días", "dia", "dias", "tag", "tage", "tagen", "jour", "jours",
         "journée", "journées", "dag", "dager", "dagen", "døgn", "night", "nights", "noche",
         "noches", "nacht", "nächte", "nuit", "nuits", "natt", "netter"), DAY),
    **dict.fromkeys(
        ("week", "weeks", "semana", "semanas", "woche", "wochen", "semaine", "semaines",
         "uke", "uker", "uka"), WEEK),
    **dict.fromkeys(
        ("month", "months", "mes", "meses", "monat", "monate", "monaten", "mois", "måned",
         "måneder"), MONTH),
    **dict.fromkeys(
        ("year", "years", "año", "años", "jahr", "jahre", "jahren", "an", "ans", "année",
         "années", "år", "året"), YEAR),
}

MORNING, NOON, AFTERNOON, EVENING, NIGHT, MIDNIGHT, DAWN = (
    "morning", "noon", "afternoon", "evening", "night", "midnight", "dawn"
)
PARTS: dict[str, str] = {
    **dict.fromkeys(
        ("morning", "mañana", "morgen", "morgens", "vormittag", "matin", "matinée",
         "morgenen", "formiddag", "formiddagen"), MORNING),
    **dict.fromkeys(("noon", "midday", "mediodía", "mittag", "midi"), NOON),
    **dict.fromkeys(
        ("afternoon", "tarde", "nachmittag", "après-midi", "ettermiddag", "ettermiddagen"),
        AFTERNOON),
    **dict.fromkeys(("evening", "abend", "abends", "soir", "soirée", "kveld", "kvelden"),
                    EVENING),
    **dict.fromkeys(("night", "noche", "nacht", "nachts", "nuit", "natt", "natten", "natta"),
                    NIGHT),
    **dict.fromkeys(("midnight", "medianoche", "mitternacht", "minuit", "midnatt"), MIDNIGHT),
    **dict.fromkeys(("dawn", "daybreak", "alba", "madrugada", "morgengrauen", "aube",
                     "daggry", "gry"), DAWN),
}
"""The parts of the day; a day word ("day", "Tag", "jour") is no part: the whole day."""

PART_HOURS: dict[str, tuple[int, int]] = {
    DAWN: (5, 7), MORNING: (6, 12), NOON: (12, 13), AFTERNOON: (12, 18),
    EVENING: (18, 22), NIGHT: (20, 28), MIDNIGHT: (24, 25),
}
"""Where each part of the day starts and ends, in hours of a 24-hour day (night runs past
midnight into the next day)."""

DAY_WORDS = frozenset(
    ("day", "día", "dia", "tag", "tage", "jour", "journée", "dag", "dagen", "tags")
)

NEXT = frozenset(
    ("next", "following", "siguiente", "nächsten", "folgenden", "suivant", "suivante",
     "neste", "påfølgende", "lendemain", "darauf", "otro")
)
"""One day after ("the next morning", "le lendemain", "tags darauf", "al otro día")."""
PREVIOUS = frozenset(
    ("previous", "preceding", "anterior", "vorigen", "vorherigen", "précédent",
     "précédente", "veille", "vortag", "vorabend", "forrige", "eve")
)
SAME = frozenset(
    ("same", "very", "mismo", "misma", "selben", "gleichen", "derselben", "demselben",
     "même", "samme", "that", "this", "ese", "esa", "aquel", "aquella", "diesem", "dieser",
     "jenem", "ce", "cette", "den", "denne", "-là", "là")
)
"""The same day as the anchor ("the same night", "that evening", "le soir même")."""
LATER = frozenset(
    ("later", "afterwards", "afterward", "after", "después", "luego", "später", "danach",
     "nach", "après", "plus-tard", "más-tarde", "senere", "etter", "etterpå", "tras")
)
EARLIER = frozenset(
    ("earlier", "before", "antes", "früher", "zuvor", "vorher", "davor", "vor", "avant",
     "plus-tôt", "tidligere", "før")
)
AFTER_ANCHOR = frozenset(("after", "nach", "après", "etter", "tras"))
BEFORE_ANCHOR = frozenset(("before", "vor", "avant", "før"))
NEUTRAL_ANCHOR = frozenset(("as", "of", "que", "de", "del", "wie", "von", "vom", "som", "a", "du"))
"""Words that introduce the anchor of a relation ("after The Toll-House", "as Chapter 3",
"de la noche del incendio"): the first two kinds also say which way."""

FILLERS = frozenset(
    ("the", "a", "an", "on", "in", "at", "by", "of", "that", "some", "about", "around",
     "el", "la", "los", "las", "al", "a", "en", "por", "de", "del", "unos", "unas",
     "am", "an", "im", "in", "der", "die", "das", "dem", "des", "noch", "etwa", "gegen",
     "le", "les", "l", "au", "du", "dans", "vers", "environ",
     "i", "på", "om", "den", "det", "ved", "omtrent", "cirka", "og", "and", "y", "und", "et")
)

PHRASES: tuple[tuple[str, str], ...] = (
    ("half an hour", "30 minutes"), ("half-an-hour", "30 minutes"),
    ("media hora", "30 minutos"), ("eine halbe stunde", "30 minuten"),
    ("halbe stunde", "30 minuten"), ("une demi-heure", "30 minutes"),
    ("demi-heure", "30 minutes"), ("en halvtime", "30 minutter"), ("halvtime", "30 minutter"),
    ("a fortnight", "14 days"), ("fortnight", "14 days"), ("quince días", "15 días"),
    ("plus tard", "plus-tard"), ("plus tôt", "plus-tôt"), ("más tarde", "más-tarde"),
    ("mas tarde", "más-tarde"), ("first light", "dawn"), ("first thing", "morning"),
    ("après midi", "après-midi"),
)
"""Phrases read as one word (or as the words they mean)."""

SPAN_SEPARATORS = (
    "–", "—", " - ", " to ", " until ", " till ", " through ", " al ", " hasta ", " bis ",
    " au ", " jusqu'au ", " til ",
)

DURATION_PARTS: dict[str, int] = {
    "morning": 300, "afternoon": 300, "evening": 240, "night": 480, "overnight": 720,
    "mañana": 300, "tarde": 300, "noche": 480, "vormittag": 300, "nachmittag": 300,
    "abend": 240, "nacht": 480, "matinée": 300, "après-midi": 300, "soirée": 240,
    "nuit": 480, "formiddag": 300, "ettermiddag": 300, "kveld": 240, "natt": 480,
}
"""Minutes in "an afternoon", "una tarde", "ein Abend"… as a duration."""

__all__ = [
    "AFTER_ANCHOR", "BEFORE_ANCHOR", "DAY_WORDS", "DURATION_PARTS", "EARLIER", "FILLERS",
    "LATER", "NEUTRAL_ANCHOR", "NEXT", "NUMBERS", "PARTS", "PART_HOURS", "PHRASES",
    "PREVIOUS", "SAME", "SPAN_SEPARATORS", "UNITS",
]

"""The words around a time cue, in each of Quire's five languages: the turns of phrase that
make a date, an hour, a step in time or an age ("three days later", "am nächsten Morgen",
"elle avait douze ans"), as patterns with named holes.

A hole ``<<name>>`` is filled by :mod:`.cues` with an alternation: the calendar's months
(``month``; ``monthx`` adds their short forms) and weekdays (``weekday``), the language's
numbers (``count``, ``age``, ``hour``, ``minute``), day numbers and ordinals (``day``;
``dayd`` digits only), a year (``year``), ``hourd``/``minute2`` (digits), and this module's
words (``unit``, ``dir``, ``next``, ``part``, ``atpart``, ``ampm``, ``season``,
``person``). ``<<end>>`` asks that a number stand alone (a stop, or a word such as "and",
never a noun: "twelve feet" is no age), ``<<stop>>`` that a stop follow. A space is any run
of white space. Patterns are matched ignoring case, but for the calendar's names written
with a capital ("May", "March" the verb and the modal stay out).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from assistant.world.clock.model import CueKind

DATE, WEEKDAY, TIME, RELATIVE, AGE, SEASON = (
    CueKind.DATE,
    CueKind.WEEKDAY,
    CueKind.TIME_OF_DAY,
    CueKind.RELATIVE,
    CueKind.AGE,
    CueKind.SEASON,
)

Fixed = Mapping[str, "int | str | bool"]


@dataclass(frozen=True)
class Template:
    """One turn of phrase: its pattern, the kind of cue it makes, values it always sets
    (``part_of_day``, ``offset_minutes``, ``count``, ``sign``, ``half``: "halb fünf" is
    half past four, ``min_age``), and for an age whether a subject must stand before it
    (``subject``: ``required`` for "was twelve", ``optional`` for "tenía doce años")."""

    pattern: str
    kind: CueKind
    fixed: Fixed = field(default_factory=dict)
    subject: str = ""


def t(pattern: str, kind: CueKind, subject: str = "", **fixed: int | str | bool) -> Template:
    return Template(pattern, kind, fixed, subject)


@dataclass(frozen=True)
class CueWords:
    """One language's words for time cues."""

    templates: tuple[Template, ...]
    parts: Mapping[str, tuple[str, int | None]]
    """Parts of the day ("evening"), as part and hour ("noon": ``("noon", 12)``)."""
    at_parts: Mapping[str, tuple[str, int | None]]
    """What follows "at" ("at dawn", "at midnight")."""
    units: Mapping[str, str]
    """Words of a length of time, as ``minute``, ``hour``, ``day``, ``week``, ``month``,
    ``year``."""
    next_units: Mapping[str, tuple[str, str]]
    """What "the next" may step to: a unit, and the part of the day it lands on."""
    directions: Mapping[str, int]
    """"later", "past" (+1); "earlier", "to" (-1)."""
    seasons: Mapping[str, str]
    ampm: Mapping[str, str]
    """"in the morning", "p.m.": the part of the day an hour is in."""
    hours: Mapping[str, int] = field(default_factory=dict)
    """Hours said as words of their own ("noon", "midnight")."""
    minutes: Mapping[str, int] = field(default_factory=dict)
    """Minutes said as words of their own ("quarter", "half")."""
    counts: Mapping[str, int] = field(default_factory=dict)
    """Words that count one besides the numbers ("a", "an")."""
    persons: tuple[str, ...] = ()
    """Nouns of a person, for "a widow of sixty"."""
    pronouns: frozenset[str] = frozenset()
    """One person: an age said of them is an age, its owner unnamed."""
    articles: frozenset[str] = frozenset()
    end_words: tuple[str, ...] = ()
    when_words: frozenset[str] = frozenset()
    """Words that put an age at another time ("when I was twelve")."""
    other_day_before: frozenset[str] = frozenset()
    """Words just before a date that make it another day than the scene's ("a few days
    before the Fourth of July", "bis zum 9. Oktober")."""
    elsewhen_words: frozenset[str] = frozenset()
    """Words that, earlier in the sentence, put what follows at another time or at every
    time: a habit ("every day", "jeden Tag") or the past perfect ("had come", "hatte")."""
    anchors: tuple[str, ...] = ()
    """Words of a turn of phrase that has no number, month, unit or part of the day in it
    ("le lendemain", "am Vortag")."""
    weekday_not_before: frozenset[str] = frozenset()
    """Words that make a weekday another day or every one ("last", "every")."""
    weekday_not_after: tuple[str, ...] = ()
    """What makes a weekday no weekday ("Sunday best") or another day ("Monday week")."""


_EN = CueWords(
    templates=(
        t(
            r"<<weekday>>,? (?:the )?<<day>>(?:st|nd|rd|th)?(?: of)? <<monthx>>(?:,? "
            r"<<year>>)?",
            DATE,
        ),
        t(r"<<weekday>>,? <<monthx>> <<dayd>>(?:st|nd|rd|th)?(?!\w)(?:, <<year>>)?", DATE),
        t(r"<<day>>(?:st|nd|rd|th)?(?: of)? <<monthx>>(?:,? <<year>>)?", DATE),
        t(r"<<monthx>> <<dayd>>(?:st|nd|rd|th)?(?![\w:])(?:, <<year>>)?", DATE),
        t(r"(?:it was|it being|being|this was|that was) an? <<weekday>>(?: <<part>>)?", WEEKDAY),
        t(r"<<weekday>>(?: <<part>>)?", WEEKDAY),
        t(
            r"(?:at|by|until|till|before|after|about|around|towards?|past|gone) <<hour>> "
            r"<<ampm>>",
            TIME,
        ),
        t(r"<<hourd>>(?:[:.]<<minute2>>)?\s*<<ampm>>", TIME),
        t(r"<<minute>> (?:minutes )?<<dir>> <<hour>>(?: <<ampm>>|<<end>>)", TIME),
        t(
            r"(?:at|by|until|till|about|around|towards?|it was|it's|it is) <<minute>> "
            r"(?:minutes )?<<dir>> <<hour>>(?: <<ampm>>)?(?![\w:-])",
            TIME,
        ),
        t(r"(?:(?:long|well|just|shortly|a little) )?(?:past|after|gone) midnight", TIME,
          part_of_day="night"),
        t(r"<<hour>> o['’]clock(?: <<ampm>>)?", TIME),
        t(r"(?<![\d:.])<<hourd>>:<<minute2>>(?![\d:])", TIME),
        t(r"(?:at|about|around|towards?) <<atpart>>", TIME),
        t(r"(?:that|the) same <<next>>", RELATIVE, offset_minutes=0),
        t(
            r"(?:that|this|one|late that|early that|later that|late in the|early in the|"
            r"towards?) <<part>>",
            TIME,
        ),
        t(r"<<count>> <<unit>> <<dir>><<stop>>", RELATIVE),
        t(r"<<count>> <<unit>> (?:later|afterwards?|on)(?!\w)", RELATIVE),
        t(r"(?:the )?(?:next|following) <<next>>", RELATIVE, count=1),
        t(r"the <<next>> <<dir>><<stop>>", RELATIVE, count=1),
        t(r"the (?:previous|preceding) <<next>>", RELATIVE, count=1, sign=-1),
        t(
            r"(?:was|is|turned|had turned)(?: (?:only|just|barely|scarcely|hardly|already|"
            r"still|now|but|newly|freshly))? <<age>>(?: years? old| years of age)?<<end>>",
            AGE, "required",
        ),
        t(
            r"(?:was|is) (?:nearly|almost|not yet|not quite|close to|going on) <<age>>(?: "
            r"years? old| years of age)?<<end>>",
            AGE, "required", age_shift=-1,
        ),
        t(r"(?<!,\s)at <<age>>, <<who>>(?=\s+[^\W\d_])", AGE, min_age=13),
        t(r"(?<=,\s)at <<age>>(?: years old)?(?=,)", AGE, "required", min_age=13),
        t(
            r"an? <<person>> of <<age>>(?: years(?: of age)?)?(?!-|\s+(?!years|summers|"
            r"winters)\w+s\b)",
            AGE, "optional",
        ),
        t(r"an? <<age>>-year-old <<person>>", AGE, "optional"),
        t(r"<<age>> years old", AGE, "optional"),
        t(r"at <<age>>(?=,? (?:she|he|I|they|we)\b)", AGE, "optional", min_age=13),
        t(
            r"(?:in|that|this|during|all that|through|throughout|early in|late in|in early|in "
            r"late|in mid-?) <<month>>(?:,? <<year>>)?(?!['’]s)",
            SEASON,
        ),
        t(r"(?:on )?(?:an?|one) <<month>> <<part>>", SEASON),
        t(
            r"(?:that|this|all that|that same|late that|early that|in the early|in the late|the "
            r"same) <<season>>(?! of)",
            SEASON,
        ),
    ),
    parts={"morning": ("morning", None), "forenoon": ("morning", None),
           "afternoon": ("afternoon", None), "evening": ("evening", None),
           "night": ("night", None)},
    at_parts={"noon": ("noon", 12), "midday": ("noon", 12), "midnight": ("midnight", 0),
              "dawn": ("morning", None), "daybreak": ("morning", None),
              "sunrise": ("morning", None), "first light": ("morning", None),
              "dusk": ("evening", None), "sunset": ("evening", None),
              "sundown": ("evening", None), "nightfall": ("evening", None),
              "twilight": ("evening", None)},
    units={"minute": "minute", "minutes": "minute", "hour": "hour", "hours": "hour",
           "day": "day", "days": "day", "week": "week", "weeks": "week",
           "month": "month", "months": "month", "year": "year", "years": "year"},
    next_units={"morning": ("day", "morning"), "afternoon": ("day", "afternoon"),
                "evening": ("day", "evening"), "night": ("day", "night"), "day": ("day", ""),
                "week": ("week", "")},
    directions={"later": 1, "afterwards": 1, "afterward": 1, "after": 1, "past": 1,
                "on": 1, "earlier": -1, "before": -1, "to": -1},
    seasons={"spring": "spring", "summer": "summer", "autumn": "autumn", "fall": "autumn",
             "winter": "winter"},
    ampm={"in the morning": "morning", "in the afternoon": "afternoon",
          "in the evening": "evening", "at night": "night", "a.m.": "morning",
          "am": "morning", "p.m.": "afternoon", "pm": "afternoon"},
    hours={"noon": 12, "midday": 12, "midnight": 0},
    minutes={"a quarter": 15, "quarter": 15, "half": 30},
    counts={"a": 1, "an": 1},
    persons=("girl", "boy", "man", "woman", "widow", "widower", "child", "lad", "lass",
             "maid", "youth", "fellow", "gentleman", "lady", "son", "daughter", "wife",
             "husband", "mother", "father"),
    pronouns=frozenset({"she", "he", "i", "you"}),
    articles=frozenset({"the", "a", "an", "this", "that", "its", "their", "our"}),
    end_words=("and", "but", "or", "when", "then", "now", "already", "still", "that", "this",
               "she", "he", "i", "we", "they", "you", "in", "on", "at", "by", "with", "exactly",
               "sharp"),
    when_words=frozenset({"when", "since", "until", "till", "before", "after", "once", "if",
                          "whenever"}),
    anchors=("o'clock", "o’clock"),
    weekday_not_before=frozenset({"every", "each", "last", "next", "past", "previous",
                                  "coming", "following", "a", "an"}),
    weekday_not_after=("best", "school", "week", "papers?", "clothes", "dinner", "market",
                       "before", "after", "mornings", "afternoons", "evenings", "nights",
                       "fortnight"),
    other_day_before=frozenset({"before", "after", "until", "till", "since", "by"}),
    elsewhen_words=frozenset({"every", "each", "always", "usually", "often", "whenever",
                              "daily", "had", "once", "used", "would", "never"}),
)

_ES = CueWords(
    templates=(
        t(r"<<weekday>>,? <<day>> de <<monthx>>(?: de(?:l)? <<year>>)?", DATE),
        t(r"<<day>> de <<monthx>>(?: de(?:l)? <<year>>)?", DATE),
        t(r"<<weekday>>(?: por la <<part>>| a la <<part>>)?", WEEKDAY),
        t(
            r"a (?:la|las) <<hour>> <<dir>> <<minute>>(?: (?:de la|por la) <<ampm>>)?"
            r"(?![\w:-])",
            TIME,
        ),
        t(
            r"a (?:la|las) <<hour>>(?: <<dir>> <<minute>>)?(?: (?:de la|por la) <<ampm>>| en "
            r"punto|<<end>>)",
            TIME,
        ),
        t(r"(?<![\d:.])<<hourd>>:<<minute2>>(?![\d:])", TIME),
        t(r"(?:a|al|a la|hacia el|hacia la) <<atpart>>", TIME),
        t(r"(?:pasada la|pasadas las doce de la|después de(?: la)?) medianoche", TIME,
          part_of_day="night"),
        t(
            r"(?:esa|aquella|la) misma <<next>>|(?:ese|aquel|el) mismo "
            r"día",
            RELATIVE, offset_minutes=0,
        ),
        t(r"(?:esa|aquella|esta|una) <<part>>(?! siguiente)", TIME),
        t(r"<<count>> <<unit>> (?:después|más tarde|antes)(?! de\b| del\b| que\b)", RELATIVE),
        t(r"(?:al|a la|la|el) <<next>> siguiente", RELATIVE, count=1),
        t(r"al otro día", RELATIVE, count=1, sign=1, unit="day"),
        t(r"(?:el|la) <<next>> anterior", RELATIVE, count=1, sign=-1),
        t(
            r"(?:tenía|tiene|cumplió|cumplía|cumple|había cumplido)(?: (?:solo|sólo|apenas|"
            r"ya|recién|tan solo|tan sólo|justo))? <<age>> años<<end>>",
            AGE, "optional",
        ),
        t(r"no (?:tenía|tiene) más que <<age>> años<<end>>", AGE, "optional"),
        t(r"(?:tenía|tiene) (?:casi|cerca de|por cumplir) <<age>> años<<end>>", AGE, "optional",
          age_shift=-1),
        t(r"a los <<age>>, <<who>>(?=\s+[^\W\d_])", AGE, min_age=13),
        t(r"a los <<age>> años<<end>>", AGE, "optional"),
        t(r"(?:un|una) <<person>> de <<age>> años<<end>>", AGE, "optional"),
        t(r"<<age>> años de edad", AGE, "optional"),
        t(
            r"(?:en|ese|aquel|durante|a principios de|a finales de|a mediados de) <<month>>(?: de "
            r"<<year>>)?",
            SEASON,
        ),
        t(r"(?:ese|aquel|este|ese mismo) <<season>>", SEASON),
    ),
    parts={"mañana": ("morning", None), "madrugada": ("night", None),
           "tarde": ("afternoon", None), "noche": ("night", None)},
    at_parts={"mediodía": ("noon", 12), "medianoche": ("midnight", 0),
              "amanecer": ("morning", None), "alba": ("morning", None),
              "anochecer": ("evening", None), "atardecer": ("evening", None),
              "caer la noche": ("evening", None)},
    units={"minuto": "minute", "minutos": "minute", "hora": "hour", "horas": "hour",
           "día": "day", "días": "day", "semana": "week", "semanas": "week",
           "mes": "month", "meses": "month", "año": "year", "años": "year"},
    next_units={"mañana": ("day", "morning"), "tarde": ("day", "afternoon"),
                "noche": ("day", "night"), "día": ("day", ""), "semana": ("week", "")},
    directions={"después": 1, "más tarde": 1, "y": 1, "antes": -1, "menos": -1},
    seasons={"primavera": "spring", "verano": "summer", "otoño": "autumn",
             "invierno": "winter"},
    ampm={"mañana": "morning", "madrugada": "morning", "tarde": "afternoon",
          "noche": "night"},
    hours={"mediodía": 12, "medianoche": 0},
    minutes={"cuarto": 15, "media": 30},
    counts={"un": 1, "una": 1},
    persons=("niña", "niño", "muchacha", "muchacho", "chica", "chico", "hombre", "mujer",
             "viuda", "viudo", "joven", "anciano", "anciana", "señora", "señor"),
    pronouns=frozenset({"ella", "él", "yo", "tú", "usted"}),
    articles=frozenset({"el", "la", "los", "las", "un", "una", "este", "esta", "ese", "esa",
                        "aquel", "aquella", "su"}),
    end_words=("y", "pero", "o", "cuando", "entonces", "ya", "todavía", "aún", "en", "con",
               "exactos", "justos"),
    when_words=frozenset({"cuando", "desde", "hasta", "antes", "después", "si", "mientras"}),
    weekday_not_before=frozenset({"los", "cada", "todos", "próximo", "pasado", "último"}),
    weekday_not_after=("pasado", "que viene", "próximo", "siguiente", "anterior"),
    other_day_before=frozenset({"antes", "después", "hasta", "desde"}),
    elsewhen_words=frozenset({"cada", "todos", "todas", "siempre", "solía", "solían",
                              "había", "habían", "hubo"}),
)

_DE = CueWords(
    templates=(
        t(r"<<weekday>>,? (?:den |dem )?<<dayd>>\.\s*<<monthx>>(?: <<year>>)?", DATE),
        t(r"<<dayd>>\.\s*<<monthx>>(?: <<year>>)?", DATE),
        t(r"<<day>> <<monthx>>(?: <<year>>)?", DATE),
        t(r"<<weekday>>(?: <<part>>)?", WEEKDAY),
        t(r"(?:um|gegen) <<hour>>(?: Uhr(?: <<minute>>)?(?: <<ampm>>)?| <<ampm>>|<<end>>)", TIME),
        t(r"(?:um|gegen) halb <<hour>>(?! Uhr)", TIME, minute=30, half=True),
        t(r"<<minute>> <<dir>> <<hour>>(?: Uhr)?<<end>>", TIME),
        t(r"(?:um|gegen|kurz|genau) <<minute>> <<dir>> <<hour>>(?: Uhr)?(?![\w:-])", TIME),
        t(
            r"(?<![\d:.])<<hourd>>[:.]<<minute2>> Uhr|"
            r"(?<![\d:.])<<hourd>>:<<minute2>>(?![\d:])",
            TIME,
        ),
        t(r"(?:um|zu|bei|im|gegen|in der) <<atpart>>", TIME),
        t(r"(?:(?:lange|weit|kurz|schon) )?nach mitternacht", TIME, part_of_day="night"),
        t(
            r"(?:in derselben|in der gleichen|am selben|am gleichen|noch am selben|noch in "
            r"derselben) <<next>>",
            RELATIVE, offset_minutes=0,
        ),
        t(
            r"(?:an diesem|an jenem|in dieser|in jener|eines) <<part>>(?! darauf| danach| "
            r"zuvor| davor)",
            TIME,
        ),
        t(r"<<count>> <<unit>> (?:später|danach|darauf)(?!\w)", RELATIVE),
        t(r"<<count>> <<unit>> (?:früher|zuvor|vorher)(?!\w)", RELATIVE, sign=-1),
        t(r"nach <<count>> <<unit>><<stop>>", RELATIVE),
        t(
            r"(?:am|in der|an dem) (?:nächsten|folgenden|darauffolgenden) "
            r"<<next>>",
            RELATIVE, count=1,
        ),
        t(r"(?:am|in der) <<next>> (?:darauf|danach)", RELATIVE, count=1),
        t(r"(?:am|in der) <<next>> (?:zuvor|davor)", RELATIVE, count=1, sign=-1),
        t(r"tags darauf|am Tag darauf", RELATIVE, count=1, unit="day"),
        t(r"am Vortag", RELATIVE, count=1, sign=-1, unit="day"),
        t(r"am Vorabend", RELATIVE, count=1, sign=-1, unit="day", part_of_day="evening"),
        t(
            r"(?:war|ist|wurde)(?: (?:erst|gerade|gerade erst|kaum|schon|bereits|eben|knapp|"
            r"nur))? <<age>>(?: Jahre alt)?<<end>>",
            AGE, "required",
        ),
        t(r"(?:war|ist) (?:fast|beinahe|noch nicht ganz|bald) <<age>>(?: Jahre alt)?<<end>>", AGE,
          "required", age_shift=-1),
        t(r"(?<=\w\s)(?:war|ist|wurde) <<who>> <<age>>(?: Jahre alt)?<<end>>", AGE),
        t(r"(?:eine?|einen) <<person>> von <<age>>(?: Jahren)?<<end>>", AGE, "optional"),
        t(r"<<age>> Jahre alt", AGE, "optional"),
        t(r"mit <<age>> Jahren<<end>>", AGE, "optional"),
        t(r"mit <<age>>(?: Jahren)?,? [^\W\d_]+ <<who>>(?=\s+[^\W\d_]|<<stop>>)", AGE,
          min_age=13, verb_before_who=True),
        t(r"(?:im|Anfang|Ende|Mitte|diesen|jenen) <<month>>(?: <<year>>)?", SEASON),
        t(
            r"(?:in diesem|in jenem|diesen|jenen|im selben|im gleichen|in demselben) "
            r"<<season>>",
            SEASON,
        ),
    ),
    parts={"morgen": ("morning", None), "vormittag": ("morning", None),
           "nachmittag": ("afternoon", None), "abend": ("evening", None),
           "nacht": ("night", None)},
    at_parts={"mittag": ("noon", 12), "mitternacht": ("midnight", 0),
              "morgengrauen": ("morning", None), "tagesanbruch": ("morning", None),
              "sonnenaufgang": ("morning", None), "dämmerung": ("evening", None),
              "abenddämmerung": ("evening", None), "sonnenuntergang": ("evening", None),
              "einbruch der dunkelheit": ("evening", None)},
    units={"minute": "minute", "minuten": "minute", "stunde": "hour", "stunden": "hour",
           "tag": "day", "tage": "day", "tagen": "day", "woche": "week", "wochen": "week",
           "monat": "month", "monate": "month", "monaten": "month", "jahr": "year",
           "jahre": "year", "jahren": "year"},
    next_units={"morgen": ("day", "morning"), "vormittag": ("day", "morning"),
                "nachmittag": ("day", "afternoon"), "abend": ("day", "evening"),
                "nacht": ("day", "night"), "tag": ("day", ""), "tages": ("day", ""),
                "woche": ("week", "")},
    directions={"nach": 1, "vor": -1},
    seasons={"frühling": "spring", "frühjahr": "spring", "sommer": "summer",
             "herbst": "autumn", "winter": "winter"},
    ampm={"morgens": "morning", "früh": "morning", "vormittags": "morning",
          "nachmittags": "afternoon", "abends": "evening", "nachts": "night",
          "in der Nacht": "night"},
    hours={"mittag": 12, "mitternacht": 0},
    minutes={"viertel": 15},
    counts={"ein": 1, "eine": 1, "einen": 1, "einem": 1, "einer": 1},
    persons=("Mädchen", "Junge", "Knabe", "Mann", "Frau", "Witwe", "Witwer", "Kind",
             "Bursche", "Greis", "Greisin", "Dame", "Herr"),
    pronouns=frozenset({"sie", "er", "ich", "du"}),
    articles=frozenset({"der", "die", "das", "ein", "eine", "dieser", "diese", "dieses",
                        "sein", "seine", "ihr", "ihre"}),
    end_words=("und", "aber", "oder", "als", "da", "damals", "nun", "schon", "noch",
               "gewesen", "geworden", "geworden", "Uhr"),
    when_words=frozenset({"als", "wenn", "seit", "bis", "bevor", "nachdem", "sobald"}),
    anchors=("tags", "vortag", "vorabend"),
    weekday_not_before=frozenset({"jeden", "letzten", "nächsten", "vergangenen",
                                  "kommenden", "vorigen"}),
    weekday_not_after=("in einer Woche", "nächster Woche", "Woche", "davor", "zuvor",
                       "in vierzehn Tagen"),
    other_day_before=frozenset({"vor", "nach", "bis", "seit", "zum", "vom"}),
    elsewhen_words=frozenset({"jeden", "jede", "jeder", "immer", "stets", "oft", "täglich",
                              "hatte", "hatten", "pflegte"}),
)

_FR = CueWords(
    templates=(
        t(r"<<weekday>>,? <<day>>(?:er)? <<monthx>>(?: <<year>>)?", DATE),
        t(r"<<day>>(?:er)? <<monthx>>(?: <<year>>)?", DATE),
        t(r"<<weekday>>(?: <<part>>)?", WEEKDAY),
        t(
            r"(?:à|vers) <<hour>> (?:heures?|h)(?!\w)"
            r"(?: <<dir>> (?:le )?<<minute>>| <<minute>>)?"
            r"(?: <<ampm>>|(?!\s+(?:de|d['’]|du)(?!\w)))",
            TIME,
        ),
        t(r"(?:à|vers) <<hourw>>(?: <<dir>> (?:le )?<<minute>>)?<<end>>", TIME),
        t(
            r"(?<![\d:.])<<hourd>>\s?h\s?<<minute2>>(?!\d)|"
            r"(?<![\d:.])<<hourd>>:<<minute2>>(?![\d:])",
            TIME,
        ),
        t(r"(?:à l['’]|au |à la |vers l['’]|dès l['’])<<atpart>>", TIME),
        t(r"(?:(?:bien |peu |longtemps |un peu )?après minuit|minuit passé)", TIME,
          part_of_day="night"),
        t(
            r"(?:le|la) <<next>> même|(?:le|la) même <<next>>|(?:ce|cette) même "
            r"<<next>>",
            RELATIVE, offset_minutes=0,
        ),
        t(r"(?:ce|cette|cet) <<part>>(?:-là)?", TIME),
        t(r"<<count>> <<unit>> plus tard", RELATIVE),
        t(r"<<count>> <<unit>> (?:après|ensuite)<<stop>>", RELATIVE),
        t(r"<<count>> <<unit>> (?:plus tôt|auparavant)", RELATIVE, sign=-1),
        t(r"au bout d['’e]\s*<<count>> <<unit>>", RELATIVE),
        t(r"le lendemain(?: <<part>>)?", RELATIVE, count=1, unit="day"),
        t(r"le surlendemain", RELATIVE, count=2, unit="day"),
        t(r"la veille(?: au <<part>>)?", RELATIVE, count=1, sign=-1, unit="day"),
        t(r"(?:le|la) <<next>> suivante?", RELATIVE, count=1),
        t(r"(?:le|la) <<next>> précédente?", RELATIVE, count=1, sign=-1),
        t(
            r"(?:avait|a|eut|aurait|avais)(?: (?:à peine|tout juste|juste|déjà|seulement|"
            r"tout au plus))? <<age>> ans<<end>>",
            AGE, "required",
        ),
        t(r"n['’](?:avait|a|avais) que <<age>> ans<<end>>", AGE, "required"),
        t(r"(?:avait|a|avais) (?:presque|bientôt|près de|pas encore) <<age>> ans<<end>>", AGE,
          "required", age_shift=-1),
        t(r"à <<age>> ans<<end>>", AGE, "optional"),
        t(r"âgée? de <<age>> ans", AGE, "optional"),
        t(r"(?:un|une) <<person>> de <<age>> ans<<end>>", AGE, "optional"),
        t(r"(?:(?:en|début|fin|au mois de) |mi-|au mois d['’])<<month>>(?: <<year>>)?", SEASON),
        t(r"(?:cet|cette|ce) (?:même )?<<season>>(?:-là)?", SEASON),
    ),
    parts={"matin": ("morning", None), "matinée": ("morning", None),
           "après-midi": ("afternoon", None), "soir": ("evening", None),
           "soirée": ("evening", None), "nuit": ("night", None)},
    at_parts={"aube": ("morning", None), "aurore": ("morning", None),
              "point du jour": ("morning", None), "lever du jour": ("morning", None),
              "petit matin": ("morning", None), "crépuscule": ("evening", None),
              "tombée de la nuit": ("evening", None), "coucher du soleil": ("evening", None),
              "midi": ("noon", 12), "minuit": ("midnight", 0)},
    units={"minute": "minute", "minutes": "minute", "heure": "hour", "heures": "hour",
           "jour": "day", "jours": "day", "semaine": "week", "semaines": "week",
           "mois": "month", "an": "year", "ans": "year", "année": "year", "années": "year"},
    next_units={"matin": ("day", "morning"), "soir": ("day", "evening"),
                "nuit": ("day", "night"), "jour": ("day", ""), "semaine": ("week", ""),
                "après-midi": ("day", "afternoon"), "soirée": ("day", "evening")},
    directions={"et": 1, "moins": -1},
    seasons={"printemps": "spring", "été": "summer", "automne": "autumn", "hiver": "winter"},
    ampm={"du matin": "morning", "de l'après-midi": "afternoon",
          "de l’après-midi": "afternoon", "du soir": "evening", "de la nuit": "night"},
    hours={"midi": 12, "minuit": 0},
    minutes={"quart": 15, "demie": 30, "demi": 30},
    counts={"un": 1, "une": 1},
    persons=("fille", "fillette", "garçon", "homme", "femme", "veuve", "veuf", "enfant",
             "jeune homme", "jeune fille", "vieillard", "vieille", "dame"),
    pronouns=frozenset({"elle", "il", "j['’]", "je", "tu", "vous"}),
    articles=frozenset({"le", "la", "les", "l", "un", "une", "ce", "cette", "cet", "son",
                        "sa"}),
    end_words=("et", "mais", "ou", "quand", "lorsque", "alors", "déjà", "encore",
               "à peine", "tout juste", "passés", "révolus", "précises"),
    when_words=frozenset({"quand", "lorsque", "depuis", "avant", "après", "si", "jusqu",
                          "lorsqu"}),
    anchors=("lendemain", "surlendemain", "veille"),
    weekday_not_before=frozenset({"les", "chaque", "tous", "le"}),
    weekday_not_after=("dernier", "prochain", "suivant", "précédent", "passé"),
    other_day_before=frozenset({"avant", "après", "jusqu", "depuis", "dès"}),
    elsewhen_words=frozenset({"chaque", "tous", "toutes", "toujours", "souvent", "avait",
                              "avaient"}),
)

_NB = CueWords(
    templates=(
        t(r"<<weekday>>,? (?:den )?<<dayd>>\.\s*<<monthx>>(?: <<year>>)?", DATE),
        t(r"<<dayd>>\.\s*<<monthx>>(?: <<year>>)?", DATE),
        t(r"<<day>> <<monthx>>(?: <<year>>)?", DATE),
        t(r"<<weekday>>(?: <<part>>)?", WEEKDAY),
        t(r"(?:klokka|klokken|kl\.) <<hour>>(?:[.:]<<minute2>>)?(?: om <<ampm>>)?", TIME),
        t(r"(?:klokka|klokken|kl\.|ved) halv <<hour>>", TIME, minute=30, half=True),
        t(r"<<minute>> <<dir>> <<hour>><<end>>", TIME),
        t(r"(?:klokka|klokken|kl\.|ved|rundt|omkring) <<minute>> <<dir>> <<hour>>(?![\w:-])",
          TIME),
        t(r"(?<![\d:.])<<hourd>>:<<minute2>>(?![\d:])", TIME),
        t(r"(?:ved|i|rundt|mot) <<atpart>>", TIME),
        t(r"(?:(?:langt|godt|like) )?(?:over|etter) midnatt", TIME, part_of_day="night"),
        t(r"(?:den )?samme <<next>>", RELATIVE, offset_minutes=0),
        t(r"(?:den|utpå|sent på|tidlig på) <<part>>(?! etter| før)", TIME),
        t(r"<<count>> <<unit>> (?:senere|seinere)(?!\w)", RELATIVE),
        t(r"<<count>> <<unit>> (?:etter|etterpå)<<stop>>", RELATIVE),
        t(r"<<count>> <<unit>> (?:tidligere|før)<<stop>>", RELATIVE, sign=-1),
        t(r"(?:neste|påfølgende|den påfølgende|den neste) <<next>>", RELATIVE, count=1),
        t(r"<<next>> etter<<stop>>", RELATIVE, count=1),
        t(r"<<next>> før<<stop>>", RELATIVE, count=1, sign=-1),
        t(
            r"(?:var|er|ble|fylte)(?: (?:bare|kun|knapt|så vidt|akkurat|allerede|nettopp|"
            r"enda))? <<age>>(?: år(?: gammel)?)?<<end>>",
            AGE, "required",
        ),
        t(r"(?:var|er) (?:nesten|snart|ikke helt) <<age>>(?: år(?: gammel)?)?<<end>>", AGE,
          "required", age_shift=-1),
        t(r"(?<=\w\s)(?:var|er|ble|fylte) <<who>> <<age>>(?: år(?: gammel)?)?<<end>>", AGE),
        t(r"<<age>> år gammel", AGE, "optional"),
        t(r"(?:en|ei|et) <<person>> på <<age>>(?: år)?<<end>>", AGE, "optional"),
        t(r"som <<age>>-åring", AGE, "optional"),
        t(
            r"(?:i|i begynnelsen av|i slutten av|midt i|tidlig i|sent i) <<month>>(?: "
            r"<<year>>)?",
            SEASON,
        ),
        t(r"(?:den|denne|samme|den samme) <<season>>", SEASON),
    ),
    parts={"morgen": ("morning", None), "morgenen": ("morning", None),
           "formiddagen": ("morning", None), "ettermiddagen": ("afternoon", None),
           "kvelden": ("evening", None), "kveld": ("evening", None),
           "natten": ("night", None), "natta": ("night", None), "natt": ("night", None)},
    at_parts={"midnatt": ("midnight", 0), "midnattstid": ("midnight", 0),
              "middagstid": ("noon", 12), "daggry": ("morning", None),
              "soloppgang": ("morning", None), "skumringen": ("evening", None),
              "solnedgang": ("evening", None), "mørkets frembrudd": ("evening", None)},
    units={"minutt": "minute", "minutter": "minute", "time": "hour", "timer": "hour",
           "dag": "day", "dager": "day", "døgn": "day", "uke": "week", "uker": "week",
           "måned": "month", "måneder": "month", "år": "year"},
    next_units={"morgen": ("day", "morning"), "morgenen": ("day", "morning"),
                "ettermiddag": ("day", "afternoon"), "ettermiddagen": ("day", "afternoon"),
                "kveld": ("day", "evening"), "kvelden": ("day", "evening"),
                "natt": ("day", "night"), "natten": ("day", "night"),
                "natta": ("day", "night"), "dag": ("day", ""), "dagen": ("day", ""),
                "uke": ("week", ""), "uka": ("week", ""), "uken": ("week", "")},
    directions={"over": 1, "på": -1},
    seasons={"våren": "spring", "sommeren": "summer", "høsten": "autumn",
             "vinteren": "winter", "vår": "spring", "sommer": "summer", "høst": "autumn",
             "vinter": "winter"},
    ampm={"morgenen": "morning", "formiddagen": "morning", "ettermiddagen": "afternoon",
          "kvelden": "evening", "natten": "night", "natta": "night"},
    hours={"midnatt": 0},
    minutes={"kvart": 15},
    counts={"en": 1, "ei": 1, "et": 1, "ett": 1},
    persons=("jente", "gutt", "mann", "kvinne", "enke", "enkemann", "barn", "pike",
             "dame", "gubbe", "kone"),
    pronouns=frozenset({"hun", "han", "jeg", "du"}),
    articles=frozenset({"den", "det", "en", "ei", "et", "denne", "dette", "hans", "hennes"}),
    end_words=("og", "men", "eller", "da", "nå", "allerede", "ennå", "fortsatt", "gammel"),
    when_words=frozenset({"da", "når", "siden", "før", "etter", "til", "mens", "hvis"}),
    anchors=("klokka", "klokken", "kl", "halv"),
    weekday_not_before=frozenset({"hver", "om", "forrige", "neste", "sist"}),
    weekday_not_after=(),
    other_day_before=frozenset({"før", "etter", "til", "siden", "fra"}),
    elsewhen_words=frozenset({"hver", "hvert", "alltid", "ofte", "pleide", "hadde"}),
)

WORDS: Mapping[str, CueWords] = {"en": _EN, "es": _ES, "de": _DE, "fr": _FR, "nb": _NB}


def cue_words(language: str) -> CueWords:
    """The cue words of ``language`` ("nb-NO" and "nn" read as Norwegian; English for one
    Quire does not know)."""
    base = language.split("-")[0].split("_")[0].casefold()
    if base in ("no", "nn"):
        base = "nb"
    return WORDS.get(base, _EN)

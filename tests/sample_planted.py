"""What the sample project, *The Long Map*, gets wrong on purpose: its planted contradictions
(each with the passages of the story and the passages of the reference it disagrees with)
and the places and people it names without an entity.

The continuity audit's tests and the assistant evaluation (``benchmarks/assistant_eval.py``)
score findings against this list; ``tests/agent/audit/test_sample_planted.py`` checks that every
quotation here is still in the sample, word for word.
"""

from __future__ import annotations

from dataclasses import dataclass

CHAPTER_1 = "d-9b65717c5f"
TOLL_HOUSE = "d-0afb7cc2a9"
NIGHT = "d-95b4900e9e"
CHAPTER_3 = "d-218eff7021"
CORN_EXCHANGE = "d-4b0bb06fd3"
CHAPTER_5 = "d-5285907503"
CHAPTER_6 = "d-e1a3d0fc40"
CHAPTER_7 = "d-c622b48fbb"
TIMELINE = "d-6349d7e158"
STYLE_SHEET = "d-4e11e1872e"
MARA = "e-470dba0693"
ASHDELL = "e-5331f60a98"
HOLLIN = "e-959a89b2f5"
ODA = "e-93575fc692"
CALLOW = "e-0b8f1bfeed"
JORY = "e-7582878687"
GULL_BRIDGE = "e-4229329f9c"
FERROW = "e-024b72f6ff"
SALLOWS = "e-af197fcc82"


@dataclass(frozen=True)
class Evidence:
    """A passage: the document or entity that holds it, and its words."""

    node: str
    quote: str


@dataclass(frozen=True)
class Planted:
    """One planted contradiction: what the story says against what the reference says."""

    key: str
    kind: str
    summary: str
    story: tuple[Evidence, ...]
    reference: tuple[Evidence, ...]


PLANTED: tuple[Planted, ...] = (
    Planted(
        "eyes", "contradiction", "Mára's eyes are green in the story, grey in her entry",
        (Evidence(CHAPTER_1, "Don't look at me with those green eyes"),
         Evidence(CHAPTER_5, "you'll look at him with those green eyes of your mother's")),
        (Evidence(MARA, "grey"), Evidence(STYLE_SHEET, "grey eyes, ink on her fingers")),
    ),
    Planted(
        "age", "contradiction", "Ashdell says he is seventy-four; he is seventy-one",
        (Evidence(CHAPTER_1, "I am seventy-four years old"),),
        (Evidence(ASHDELL, "71"), Evidence(STYLE_SHEET, "Ashdell: seventy-one")),
    ),
    Planted(
        "population", "contradiction", "Hollin has eleven hundred souls; its entry says 4,000",
        (Evidence(CHAPTER_1, "all the eleven hundred souls of Hollin"),
         Evidence(CORN_EXCHANGE, "The eleven hundred souls of Hollin")),
        (Evidence(HOLLIN, "about 4,000"),),
    ),
    Planted(
        "toll-bridge", "contradiction",
        "Oda keeps the toll of the Gull Bridge; her entry says the Tanner's Bridge",
        (Evidence(TOLL_HOUSE, "The toll-house stood at the town end of the Gull Bridge"),
         Evidence(CORN_EXCHANGE, "Oda Brännvik, toll-keeper of the Gull Bridge")),
        (Evidence(ODA, "Toll-keeper of the Tanner's Bridge"),),
    ),
    Planted(
        "callow-distance", "contradiction", "Callow is nineteen miles up; its entry says eleven",
        (Evidence(TOLL_HOUSE, "its weir's nineteen miles off at Callow"),
         Evidence(CHAPTER_3, "Callow Weir lay nineteen miles above Hollin")),
        (Evidence(CALLOW, "Eleven miles upriver"),),
    ),
    Planted(
        "boat", "name", "Jory's boat is the Marten in the story, the Heron in the notes",
        (Evidence(NIGHT, "It was Jory Fenn's boat, the Marten"),
         Evidence(CHAPTER_3, "the Marten crept upstream"),
         Evidence(CHAPTER_5, "Jory took the Marten down off the end of the causeway"),
         Evidence(CHAPTER_6, "Jory poling the level from tussock to tussock in the Marten")),
        (Evidence(JORY, "the Heron"), Evidence(STYLE_SHEET, "his boat is the Heron")),
    ),
    Planted(
        "arches", "contradiction", "Three arches fall in the story; the entry says two",
        (Evidence(NIGHT, "the third arch and the fourth and the fifth settled into the river"),
         Evidence(NIGHT, "Arches three, four and five"),
         Evidence(CHAPTER_7, "scraped the third, fourth and fifth arches off the paper")),
        (Evidence(GULL_BRIDGE, "The fourth and fifth arches"),),
    ),
    Planted(
        "scar", "contradiction", "Ferrow's scar is through his right eyebrow here, left elsewhere",
        (Evidence(CHAPTER_3, "the old scar that split his right eyebrow"),),
        (Evidence(FERROW, "an old scar through the left eyebrow"),
         Evidence(STYLE_SHEET, "scar through the left eyebrow")),
    ),
    Planted(
        "flood-date", "timeline", "The flood is on 9 October in the story, 14 November in the "
        "timeline",
        (Evidence(NIGHT, "9th Oct. At six o'clock eve"),
         Evidence(CHAPTER_3, "on the night of the ninth of October"),
         Evidence(CORN_EXCHANGE, "The flood of the ninth")),
        (Evidence(TIMELINE, "14 November — Night of the flood"),),
    ),
    Planted(
        "inquiry-date", "timeline", "The inquiry opens on 1 November, the timeline says 2 "
        "December",
        (Evidence(CORN_EXCHANGE, "opened his inquiry on the first of November"),),
        (Evidence(TIMELINE, "2 December — The Reeve's inquiry opens in the Corn Exchange"),),
    ),
    Planted(
        "level-date", "timeline", "The last level is run on 5 November, the timeline says 6 "
        "December",
        (Evidence(CHAPTER_6, "They began at the Mark at first light on the fifth of November"),
         Evidence(CHAPTER_7, "the level book of the fifth of November"),
         Evidence(SALLOWS, "the level of 5 November")),
        (Evidence(TIMELINE, "6 December — The last level"),),
    ),
    Planted(
        "decision-date", "timeline", "The Reeve decides in December, the timeline says January",
        (Evidence(CHAPTER_7, "The Reeve gave his decision on the first Monday in December"),),
        (Evidence(TIMELINE, "January 213 — The Reeve's decision"),),
    ),
    Planted(
        "mara-accent", "name", "“Mara” without the accent the style sheet asks for",
        (Evidence(CHAPTER_5, "Mara got out of the punt"),),
        (Evidence(STYLE_SHEET, "always with the accent, in narration and dialogue alike"),),
    ),
    Planted(
        "gray", "other", "American “gray” where the style sheet asks for “grey”",
        (Evidence(CHAPTER_3, "pale gray wood"),),
        (Evidence(STYLE_SHEET, "Not gray"),),
    ),
)

UNENTERED_PLACES: tuple[str, ...] = (
    "Pellin Ford", "Oskeby", "Dunnock Cross", "Meldrith", "Saltmere", "Vauhl", "Lisk",
    "the Tanner's Bridge", "the Corn Exchange", "the Map House", "the Low Town", "the Eel House",
    "the Drowned Stone", "the Swan", "the Lamb", "Quill Lane", "Fuller's Row", "Bridge Street",
    "the Salt Beck",
)
"""Places the manuscript names that have no entity (nor an alias of one)."""

UNENTERED_PEOPLE: tuple[str, ...] = ("Pim", "Gammer Sedge", "Dory", "Ness", "Carrow")
"""People the manuscript names who have no entity."""


__all__ = ["PLANTED", "UNENTERED_PEOPLE", "UNENTERED_PLACES", "Evidence", "Planted"]

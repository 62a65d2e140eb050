"""Writer questions over the sample project, the facts a good answer needs, and two call
sequences for each: the expert's and a loose one (see ``run_tools.py``).

A fact is a text that must reach the model in some tool result (whitespace and typographic
quotes aside), or a tuple of alternatives of which one will do. A sequence is a tuple of
rounds; a round is a tuple of ``(tool, arguments)`` calls the model asks for at once.

The kinds of question: where a character or place appears; where an event happens and who
is there; names the text uses that have no entry; whether dates, ages, distances or spellings
agree between the notes, the entities and the chapters; summarising a chapter; what a note
says on one subject; what a part holds; how long the book is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Call = tuple[str, dict[str, Any]]
Round = tuple[Call, ...]
Sequence_ = tuple[Round, ...]


def call(name: str, **arguments: Any) -> Call:
    return (name, arguments)


@dataclass(frozen=True)
class Question:
    key: str
    text: str
    facts: tuple[str | tuple[str, ...], ...]
    expert: Sequence_
    loose: Sequence_


BRIDGE_SCENE = "The Night the Bridge Went"
CHAPTER_3 = "Chapter 3: Upriver"
CHAPTER_5 = "Chapter 5: The Sallows"
CORN_EXCHANGE = "The Corn Exchange"
MANUSCRIPT = (
    "Chapter 1: The Map House", "The Toll-House", BRIDGE_SCENE, CHAPTER_3, CORN_EXCHANGE,
    "Ledger and Line", CHAPTER_5, "Chapter 6: The Last Level", "Chapter 7: What the River Keeps",
)

QUESTIONS: tuple[Question, ...] = (
    Question(
        "oda-scenes",
        "Which scenes and chapters is Oda in?",
        facts=tuple(t for t in MANUSCRIPT if t not in ("Ledger and Line",)),
        expert=((call("find_mentions", entity="Oda", show="count", kinds=["chapter", "scene"]),),),
        loose=((call("find_mentions", entity="Oda", show="count"),),),
    ),
    Question(
        "bridge-falls",
        "Where does the Gull Bridge go down, and who is there when it falls?",
        facts=(BRIDGE_SCENE, "twenty to midnight", "Jory", "Carrow", "Pim", "Oda"),
        expert=((
            call("search_text", query="The Gull went"),
            call("list_entities", within=BRIDGE_SCENE, unlisted=True),
        ),),
        loose=(
            (call("search_text", query="bridge went OR bridge fell OR collapsed OR midnight"),),
            (call("list_entities", within=BRIDGE_SCENE, unlisted=True),),
        ),
    ),
    Question(
        "ch3-places",
        "Which places in chapter 3 have no entry yet?",
        facts=("Pellin Ford", "Oskeby", "Dunnock Cross", "Meldrith", "Saltmere", "Vauhl",
               "Salt Beck"),
        expert=((call("list_entities", within=CHAPTER_3, unlisted=True, kind="place"),),),
        loose=((call("list_entities", within="chapter 3", unlisted=True),),),
    ),
    Question(
        "dates",
        "Are the dates in the chapters consistent with the Timeline?",
        facts=("14 November", "ninth of October", "9th Oct", "first of November", "2 December",
               "fifth of November", "6 December", "first Monday in December", "January 213"),
        expert=((
            call("read_document", document="Timeline", section="212"),
            call("search_text", query="October OR November OR December OR January OR Oct",
                 whole_word=True, kinds=["chapter", "scene"], limit=40),
        ),),
        loose=((
            call("read_document", document="the Timeline"),
            call("search_text", query="October OR November OR December OR January OR Oct",
                 whole_word=True, limit=60),
        ),),
    ),
    Question(
        "summary-ch5",
        "Summarise chapter 5.",
        facts=("Eel House", "Gammer Sedge", "Drowned Stone", "Dory", "broad arrow",
               "Mother's Gut"),
        expert=((call("read_document", document=CHAPTER_5),),),
        loose=((call("read_document", document="chapter 5"),),),
    ),
    Question(
        "ashdell-age",
        "How old is Ashdell, and does the manuscript say the same?",
        facts=("71", "seventy-four", "seventy-one"),
        expert=((call("search_text", query="seventy OR 71", whole_word=True),),),
        loose=(
            (call("get_entity", entity="Ashdell", fields=["age"]),
             call("search_text", query="years old")),
            (call("search_text", query="seventy"),),
        ),
    ),
    Question(
        "mara-eyes",
        "What colour are Mára's eyes, and does the text agree?",
        facts=("grey", "with those green eyes", "green eyes of your mother"),
        expert=((call("search_text", query="green eyes OR grey eyes OR Eyes: grey"),),),
        loose=((call("search_text", query="eyes"),),),
    ),
    Question(
        "mara-spelling",
        "Does the manuscript always spell Mára with the accent, as the Style Sheet asks?",
        facts=("always with the accent", "Mara got out of the punt"),
        expert=((call("search_text", query="Mara OR always with the accent",
                      case_sensitive=True, whole_word=True),),),
        loose=((
            call("search_text", query="accent", within="the Style Sheet"),
            call("search_text", query="Mara", case_sensitive=True, whole_word=True),
        ),),
    ),
    Question(
        "gull-arches",
        "Which arches of the Gull Bridge fall? Do its entry and the chapters agree?",
        facts=("fourth and fifth arches", "Arches three, four and five",
               "third, fourth and fifth arches"),
        expert=((call("search_text", query="fifth arch OR Arches three OR third, fourth"),),),
        loose=((call("search_text", query="arches"),),),
    ),
    Question(
        "gammer-sedge",
        "Who is Gammer Sedge?",
        facts=("the eldest", "Eel House", "held the staff", "great-grandson Dory"),
        expert=((call("search_text", query="Gammer Sedge"),),),
        loose=((call("search_text", query="Gammer Sedge"),),),
    ),
    Question(
        "callow-distance",
        "How far upriver from Hollin is Callow Weir?",
        facts=("Eleven miles upriver", "nineteen miles"),
        expert=((call("search_text", query="nineteen miles OR eleven miles"),),),
        loose=((call("search_text", query="miles"),),),
    ),
    Question(
        "research-floods",
        "What do my research notes say about how a dam-break flood differs from a rain flood?",
        facts=("a few inches in a quarter-hour", "steep front", "a few miles an hour"),
        expert=((call("read_document", document="Research: Levels, Floods and Weirs",
                      section="Floods"),),),
        loose=((call("read_document", document="research notes", section="flood"),),),
    ),
    Question(
        "part-two",
        "What happens in Part Two?",
        facts=(CORN_EXCHANGE, "Ledger and Line", CHAPTER_5, "Chapter 6: The Last Level",
               "Chapter 7: What the River Keeps", "The Reeve forbids the Cut"),
        expert=((call("get_outline", folder="Part Two: The Drowned Line"),),),
        loose=((call("get_outline", folder="Part Two"),),),
    ),
    Question(
        "length",
        "How long is the manuscript so far, and which chapter is the longest?",
        facts=("7,081", "5,819", CHAPTER_3),
        expert=((call("project_statistics"),),),
        loose=((call("project_statistics"),),),
    ),
    Question(
        "inquiry-cast",
        "Who takes part in the inquiry at the Corn Exchange?",
        facts=("Ferrow", "Oakes", "Oda", "Carrow", "Mára"),
        expert=((call("list_entities", within=CORN_EXCHANGE, unlisted=True),),),
        loose=((call("list_entities", within="the Corn Exchange", unlisted=True),),),
    ),
    Question(
        "unentered-people",
        "Which characters appear in the book but have no entry yet?",
        facts=("Pim", "Gammer Sedge", "Dory", "Ness", "Carrow", "Anders"),
        expert=((call("list_entities", unlisted=True, kind="character"),),),
        loose=((call("list_entities", unlisted=True),),),
    ),
)

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
        expert=((call("find_mentions", entity="Oda", limit=1),),),
        loose=((call("find_mentions", entity="Oda", limit=1),),),
    ),
    Question(
        "bridge-falls",
        "Where does the Gull Bridge go down, and who is there when it falls?",
        facts=(BRIDGE_SCENE, "twenty to midnight", "Jory", "Carrow", "Pim", "Oda"),
        expert=((
            call("search_text", query="The Gull went", limit=1),
            call("search_text", query="Carrow", within=BRIDGE_SCENE, limit=1),
            call("search_text", query="Pim", within=BRIDGE_SCENE, limit=1),
            call("find_mentions", entity="Jory", within=BRIDGE_SCENE, limit=1),
            call("find_mentions", entity="Oda", within=BRIDGE_SCENE, limit=1),
        ),),
        loose=(
            (call("get_outline"),),
            (call("read_document", document=BRIDGE_SCENE),),
        ),
    ),
    Question(
        "ch3-places",
        "Which places in chapter 3 have no entry yet?",
        facts=("Pellin Ford", "Oskeby", "Dunnock Cross", "Meldrith", "Saltmere", "Vauhl",
               "Salt Beck"),
        expert=((
            call("list_entities", kind="place"),
            call("read_document", document=CHAPTER_3, start_paragraph=1, end_paragraph=40),
            call("read_document", document=CHAPTER_3, start_paragraph=41),
        ),),
        loose=(
            (call("get_outline", include_synopsis=False), call("list_entities", kind="place")),
            (call("read_document", document=CHAPTER_3),),
            (call("read_document", document=CHAPTER_3, start_char=9990),),
        ),
    ),
    Question(
        "dates",
        "Are the dates in the chapters consistent with the Timeline?",
        facts=("14 November", "ninth of October", "9th Oct", "first of November", "2 December",
               "fifth of November", "6 December", "first Monday in December", "January 213"),
        expert=((
            call("search_text", query=r"October|November|December|January|Oct\.", regex=True,
                 whole_word=True, limit=60),
        ),),
        loose=(
            (call("get_outline", include_synopsis=False),),
            (call("read_document", document="Timeline"),
             call("search_text", query=r"October|November|December|January", regex=True,
                  limit=60)),
            (call("search_text", query="Oct", whole_word=True),
             call("search_text", query="ninth", whole_word=True)),
        ),
    ),
    Question(
        "summary-ch5",
        "Summarise chapter 5.",
        facts=("Eel House", "Gammer Sedge", "Drowned Stone", "Dory", "broad arrow",
               "Mother's Gut"),
        expert=((call("read_document", document=CHAPTER_5),),),
        loose=(
            (call("read_document", document="chapter 5"),),
            (call("read_document", document=CHAPTER_5),),
        ),
    ),
    Question(
        "ashdell-age",
        "How old is Ashdell, and does the manuscript say the same?",
        facts=("71", "seventy-four", "seventy-one"),
        expert=((call("get_entity", entity="Ashdell"), call("search_text", query="seventy")),),
        loose=((call("get_entity", entity="Ashdell"),
                call("search_text", query="years old")),
               (call("search_text", query="seventy"),)),
    ),
    Question(
        "mara-eyes",
        "What colour are Mára's eyes, and does the text agree?",
        facts=("grey", "with those green eyes", "green eyes of your mother"),
        expert=((call("get_entity", entity="Mára"), call("search_text", query="green eyes")),),
        loose=((call("get_entity", entity="Mara"), call("search_text", query="eyes")),),
    ),
    Question(
        "mara-spelling",
        "Does the manuscript always spell Mára with the accent, as the Style Sheet asks?",
        facts=("always with the accent", "Mara got out of the punt"),
        expert=((
            call("search_text", query="with the accent", within="Style Sheet"),
            call("search_text", query="Mara", case_sensitive=True, whole_word=True),
        ),),
        loose=(
            (call("read_document", document="the Style Sheet"),),
            (call("get_outline", include_synopsis=False),),
            (call("read_document", document="Style Sheet"),
             call("search_text", query="Mara", case_sensitive=True, whole_word=True)),
        ),
    ),
    Question(
        "gull-arches",
        "Which arches of the Gull Bridge fall? Do its entry and the chapters agree?",
        facts=("fourth and fifth arches", "Arches three, four and five",
               "third, fourth and fifth arches"),
        expert=((
            call("get_entity", entity="The Gull Bridge"),
            call("search_text", query="Arches three"),
            call("search_text", query="third, fourth and fifth"),
        ),),
        loose=((call("get_entity", entity="the Gull Bridge"),
                call("search_text", query="arches", limit=50)),),
    ),
    Question(
        "gammer-sedge",
        "Who is Gammer Sedge?",
        facts=("the eldest", "Eel House", "held the staff", "great-grandson Dory"),
        expert=((call("get_entity", entity="The Watermen"),
                 call("search_text", query="Gammer Sedge")),),
        loose=(
            (call("get_entity", entity="Gammer Sedge"), call("search_text", query="Gammer Sedge")),
            (call("list_entities"),),
            (call("get_entity", entity="The Watermen"),
             call("read_document", document=CHAPTER_5, start_paragraph=12, end_paragraph=30)),
        ),
    ),
    Question(
        "callow-distance",
        "How far upriver from Hollin is Callow Weir?",
        facts=("Eleven miles upriver", "nineteen miles"),
        expert=((call("get_entity", entity="Callow Weir"),
                 call("search_text", query="nineteen miles")),),
        loose=((call("get_entity", entity="Callow Weir"), call("search_text", query="miles")),),
    ),
    Question(
        "research-floods",
        "What do my research notes say about how a dam-break flood differs from a rain flood?",
        facts=("a few inches in a quarter-hour", "steep front", "a few miles an hour"),
        expert=((call("read_document", document="Research: Levels, Floods and Weirs"),),),
        loose=(
            (call("read_document", document="research notes"),),
            (call("get_outline", folder="Notes"),),
            (call("read_document", document="Research: Levels, Floods and Weirs"),),
        ),
    ),
    Question(
        "part-two",
        "What happens in Part Two?",
        facts=(CORN_EXCHANGE, "Ledger and Line", CHAPTER_5, "Chapter 6: The Last Level",
               "Chapter 7: What the River Keeps", "The Reeve forbids the Cut"),
        expert=((call("get_outline", folder="Part Two: The Drowned Line"),),),
        loose=(
            (call("get_outline", folder="Part Two"),),
            (call("get_outline", folder="Part Two: The Drowned Line"),),
        ),
    ),
    Question(
        "length",
        "How long is the manuscript so far, and which chapter is the longest?",
        facts=("7,124", "5,849", CHAPTER_3),
        expert=((call("project_statistics"),),),
        loose=((call("project_statistics"),),),
    ),
    Question(
        "inquiry-cast",
        "Who takes part in the inquiry at the Corn Exchange?",
        facts=("Ferrow", "Oakes", "Oda", "Carrow", "clerk"),
        expert=((
            call("find_mentions", entity="Ferrow", within=CORN_EXCHANGE, limit=1),
            call("find_mentions", entity="Halvard Oakes", within=CORN_EXCHANGE, limit=1),
            call("find_mentions", entity="Oda", within=CORN_EXCHANGE, limit=1),
            call("search_text", query="Carrow", within=CORN_EXCHANGE, limit=1),
            call("search_text", query="clerk", within=CORN_EXCHANGE, limit=1),
        ),),
        loose=(
            (call("search_text", query="inquiry", limit=5),),
            (call("read_document", document=CORN_EXCHANGE),),
        ),
    ),
    Question(
        "unentered-people",
        "Which characters appear in the book but have no entry yet?",
        facts=("Pim", "Gammer Sedge", "Dory", "Ness", "Carrow", "Anders"),
        expert=((
            call("list_entities", kind="character"),
            call("search_text", query="Pim", whole_word=True, limit=1),
            call("search_text", query="Gammer Sedge", limit=1),
            call("search_text", query="Dory", whole_word=True, limit=1),
            call("search_text", query="Ness", whole_word=True, limit=1),
            call("search_text", query="Carrow", limit=1),
            call("search_text", query="Anders", whole_word=True, limit=1),
        ),),
        loose=(
            (call("list_entities", kind="character"), call("get_outline")),
            tuple(call("read_document", document=title) for title in MANUSCRIPT),
            (call("read_document", document=CHAPTER_3, start_char=9990),),
        ),
    ),
)

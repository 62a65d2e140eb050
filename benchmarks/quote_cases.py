"""An adversarial set of quotations: genuine ones written as models write them, and altered or
misplaced ones that must never be marked verified, in English, Spanish, German, French and
Norwegian, and over the bundled sample project.

Each language has a small book of two chapters with the same shape (a name with an accent,
two speakers with dialogue tags, a place whose letter writers replace, a ferry), and the same
twenty answers: eleven genuine (credited rightly, straight quotes for curly, an ellipsis
within a paragraph, a copied ¶ number, an editor's [word], [sic], a replaced letter, a line
break, a short quotation credited rightly, the right speaker, a quotation credited nowhere)
and nine wrong (a word changed, credited to the other chapter, an ellipsis across
paragraphs, an accent dropped from a name, the wrong speaker, an invented short quotation,
words reordered, a word added, an invented quotation credited nowhere). The sample adds the
cases the issue measured on it.

:func:`run_cases` judges every case as the app does (``check_answer``) and counts false
verified (a wrong case marked verified) and false not found (a genuine case not verified).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from assistant.agent.audit.quote_check import check_answer
from assistant.world.model import Document, DocumentKind, Entity, FrozenMap, World
from assistant.world.storage.store import ProjectStore

SAMPLE = Path(__file__).resolve().parent.parent / "assistant" / "resources" / "sample"


@dataclass(frozen=True)
class Book:
    """One language's book: two chapters' titles and paragraphs, and the speakers."""

    language: str
    mill: str
    mill_text: tuple[str, ...]
    ferry: str
    ferry_text: tuple[str, ...]
    speakers: tuple[str, str]


@dataclass(frozen=True)
class Case:
    """One answer and whether its quotation is genuine (must be verified) or wrong (must
    not be); ``kind`` names what the case tries."""

    book: str
    language: str
    kind: str
    answer: str
    genuine: bool


BOOKS = (
    Book(
        "en", "The Mill",
        ("Mára walked down to the mill before the sun was up. “The wheel has stopped again,” "
         "said Mára, and she pulled her coat tighter.",
         "“It will turn by noon,” Tobias said. He did not look up from the ledger.",
         "They had sailed past Brønnøy twice that winter."),
        "The Ferry",
        ("The ferry left at dusk with nine passengers\nand a goat. Tobias counted them twice.",
         "Nobody spoke on the crossing; the water was black and very still."),
        ("Mára", "Tobias"),
    ),
    Book(
        "es", "El molino",
        ("Ramón bajó al molino antes de que saliera el sol. —La rueda se ha vuelto a parar "
         "—dijo Ramón, y se ajustó el abrigo.",
         "«Girará antes del mediodía», dijo Teresa. No levantó la vista del libro de cuentas.",
         "Habían navegado dos veces ante Brønnøy aquel invierno."),
        "El transbordador",
        ("El transbordador salió al anochecer con nueve pasajeros\ny una cabra. Teresa los "
         "contó dos veces.",
         "Nadie habló durante la travesía; el agua estaba negra y muy quieta."),
        ("Ramón", "Teresa"),
    ),
    Book(
        "de", "Die Mühle",
        ("Jürgen ging zur Mühle hinunter, bevor die Sonne aufging. „Das Rad steht schon wieder "
         "still“, sagte Jürgen und zog den Mantel enger.",
         "„Bis Mittag dreht es sich“, sagte Greta. Sie sah nicht vom Kontobuch auf.",
         "Zweimal waren sie in jenem Winter an Brønnøy vorbeigesegelt."),
        "Die Fähre",
        ("Die Fähre legte in der Dämmerung mit neun Fahrgästen\nund einer Ziege ab. Greta "
         "zählte sie zweimal.",
         "Niemand sprach während der Überfahrt; das Wasser war schwarz und ganz still."),
        ("Jürgen", "Greta"),
    ),
    Book(
        "fr", "Le moulin",
        ("Hélène descendit au moulin avant le lever du soleil. « La roue s'est encore "
         "arrêtée », dit Hélène en serrant son manteau.",
         "« Elle tournera avant midi », dit Paul. Il ne leva pas les yeux du registre.",
         "Ils étaient passés deux fois devant Brønnøy cet hiver-là."),
        "Le bac",
        ("Le bac partit au crépuscule avec neuf passagers\net une chèvre. Paul les compta deux "
         "fois.",
         "Personne ne parla pendant la traversée ; l'eau était noire et très calme."),
        ("Hélène", "Paul"),
    ),
    Book(
        "nb", "Møllen",
        ("Åse gikk ned til møllen før solen sto opp. «Hjulet har stoppet igjen», sa Åse og "
         "trakk kåpen tettere rundt seg.",
         "«Det går rundt før middag», sa Per. Han så ikke opp fra regnskapsboken.",
         "De hadde seilt forbi Brønnøy to ganger den vinteren."),
        "Fergen",
        ("Fergen la ut i skumringen med ni passasjerer\nog en geit. Per talte dem to ganger.",
         "Ingen sa noe under overfarten; vannet var svart og helt stille."),
        ("Åse", "Per"),
    ),
)  # fmt: skip

# Each language's twenty answers: (kind, answer, genuine).
_ANSWERS: dict[str, tuple[tuple[str, str, bool], ...]] = {
    "en": (
        ("credited rightly", "“The wheel has stopped again” (The Mill)", True),
        ("straight quotes, case", '"the WHEEL has stopped again," said Mára', True),
        ("ellipsis in a paragraph",
         "In The Mill: “Mára walked down to the mill … she pulled her coat tighter.”", True),
        ("copied ¶ number", "“¶1 Mára walked down to the mill before the sun was up.” (The Mill)",
         True),
        ("editorial brackets", "“[Tobias] did not look up from the ledger” (The Mill)", True),
        ("sic", "“The ferry left at dusk with nine [sic] passengers” (The Ferry)", True),
        ("replaced letter", "“They had sailed past Bronnoy twice that winter” (The Mill)", True),
        ("line break", "“The ferry left at dusk with nine passengers and a goat.” (The Ferry)",
         True),
        ("short, credited rightly", "In The Ferry the water is “very still”.", True),
        ("right speaker", "Tobias says: “It will turn by noon.”", True),
        ("credited nowhere", "She writes: “Nobody spoke on the crossing”.", True),
        ("word changed", "“The wheel has stopped for good” (The Mill)", False),
        ("other chapter", "“The ferry left at dusk with nine passengers” (The Mill)", False),
        ("ellipsis across paragraphs",
         "“The wheel has stopped again … He did not look up” (The Mill)", False),
        ("accent dropped", "“Mara walked down to the mill before the sun was up” (The Mill)",
         False),
        ("wrong speaker", "Mára tells him: “It will turn by noon.”", False),
        ("short, invented", "The Ferry calls the water “very cold”.", False),
        ("reordered", "“The wheel has again stopped” (The Mill)", False),
        ("word added", "“Nobody spoke on the crossing at all” (The Ferry)", False),
        ("invented, credited nowhere", "She says “the goat jumped into the river” somewhere.",
         False),
    ),
    "es": (
        ("credited rightly", "«La rueda se ha vuelto a parar» (El molino)", True),
        ("straight quotes, case", '"la RUEDA se ha vuelto a parar", dijo Ramón', True),
        ("ellipsis in a paragraph",
         "En El molino: «Ramón bajó al molino … y se ajustó el abrigo.»", True),
        ("copied ¶ number", "«¶1 Ramón bajó al molino antes de que saliera el sol» (El molino)",
         True),
        ("editorial brackets", "«[Teresa] no levantó la vista del libro de cuentas» (El molino)",
         True),
        ("sic", "«El transbordador salió al anochecer con nueve [sic] pasajeros» "
         "(El transbordador)", True),
        ("replaced letter", "«Habían navegado dos veces ante Bronnoy aquel invierno» (El molino)",
         True),
        ("line break", "«El transbordador salió al anochecer con nueve pasajeros y una cabra.» "
         "(El transbordador)", True),
        ("short, credited rightly", "En El transbordador el agua está «muy quieta».", True),
        ("right speaker", "Teresa dice: «Girará antes del mediodía».", True),
        ("credited nowhere", "Escribe: «Nadie habló durante la travesía».", True),
        ("word changed", "«La rueda se ha parado para siempre» (El molino)", False),
        ("other chapter", "«El transbordador salió al anochecer con nueve pasajeros» "
         "(El molino)", False),
        ("ellipsis across paragraphs",
         "«La rueda se ha vuelto a parar … No levantó la vista» (El molino)", False),
        ("accent dropped", "«Ramon bajó al molino antes de que saliera el sol» (El molino)",
         False),
        ("wrong speaker", "Ramón le dice: «Girará antes del mediodía».", False),
        ("short, invented", "El transbordador llama al agua «muy fría».", False),
        ("reordered", "«La rueda se ha parar vuelto a» (El molino)", False),
        ("word added", "«Nadie habló durante la travesía nunca» (El transbordador)", False),
        ("invented, credited nowhere", "Dice «la cabra saltó al río» en algún sitio.", False),
    ),
    "de": (
        ("credited rightly", "„Das Rad steht schon wieder still“ (Die Mühle)", True),
        ("straight quotes, case", '"das RAD steht schon wieder still", sagte Jürgen', True),
        ("ellipsis in a paragraph",
         "In Die Mühle: „Jürgen ging zur Mühle hinunter … und zog den Mantel enger.“", True),
        ("copied ¶ number",
         "„¶1 Jürgen ging zur Mühle hinunter, bevor die Sonne aufging“ (Die Mühle)", True),
        ("editorial brackets", "„[Greta] sah nicht vom Kontobuch auf“ (Die Mühle)", True),
        ("sic", "„Die Fähre legte in der Dämmerung mit neun [sic] Fahrgästen“ (Die Fähre)",
         True),
        ("replaced letter",
         "„Zweimal waren sie in jenem Winter an Bronnoy vorbeigesegelt“ (Die Mühle)", True),
        ("line break",
         "„Die Fähre legte in der Dämmerung mit neun Fahrgästen und einer Ziege ab.“ "
         "(Die Fähre)", True),
        ("short, credited rightly", "In Die Fähre ist das Wasser „ganz still“.", True),
        ("right speaker", "Greta sagt: „Bis Mittag dreht es sich“.", True),
        ("credited nowhere", "Sie schreibt: „Niemand sprach während der Überfahrt“.", True),
        ("word changed", "„Das Rad steht für immer still“ (Die Mühle)", False),
        ("other chapter",
         "„Die Fähre legte in der Dämmerung mit neun Fahrgästen“ (Die Mühle)", False),
        ("ellipsis across paragraphs",
         "„Das Rad steht schon wieder still … Sie sah nicht vom Kontobuch auf“ (Die Mühle)",
         False),
        ("accent dropped",
         "„Jurgen ging zur Mühle hinunter, bevor die Sonne aufging“ (Die Mühle)", False),
        ("wrong speaker", "Jürgen sagt ihr: „Bis Mittag dreht es sich“.", False),
        ("short, invented", "Die Fähre nennt das Wasser „ganz kalt“.", False),
        ("reordered", "„Das Rad steht wieder schon still“ (Die Mühle)", False),
        ("word added", "„Niemand sprach während der Überfahrt jemals“ (Die Fähre)", False),
        ("invented, credited nowhere", "Sie sagt „die Ziege sprang in den Fluss“ irgendwo.",
         False),
    ),
    "fr": (
        ("credited rightly", "« La roue s'est encore arrêtée » (Le moulin)", True),
        ("straight quotes, case", '"la ROUE s\'est encore arrêtée", dit Hélène', True),
        ("ellipsis in a paragraph",
         "Dans Le moulin : « Hélène descendit au moulin … en serrant son manteau. »", True),
        ("copied ¶ number",
         "« ¶1 Hélène descendit au moulin avant le lever du soleil » (Le moulin)", True),
        ("editorial brackets", "« [Paul] ne leva pas les yeux du registre » (Le moulin)", True),
        ("sic", "« Le bac partit au crépuscule avec neuf [sic] passagers » (Le bac)", True),
        ("replaced letter",
         "« Ils étaient passés deux fois devant Bronnoy cet hiver-là » (Le moulin)", True),
        ("line break", "« Le bac partit au crépuscule avec neuf passagers et une chèvre. » "
         "(Le bac)", True),
        ("short, credited rightly", "Dans Le bac, l'eau est « très calme ».", True),
        ("right speaker", "Paul dit : « Elle tournera avant midi ».", True),
        ("credited nowhere", "Elle écrit : « Personne ne parla pendant la traversée ».", True),
        ("word changed", "« La roue s'est arrêtée pour toujours » (Le moulin)", False),
        ("other chapter", "« Le bac partit au crépuscule avec neuf passagers » (Le moulin)",
         False),
        ("ellipsis across paragraphs",
         "« La roue s'est encore arrêtée … Il ne leva pas les yeux » (Le moulin)", False),
        ("accent dropped",
         "« Helene descendit au moulin avant le lever du soleil » (Le moulin)", False),
        ("wrong speaker", "Hélène lui dit : « Elle tournera avant midi ».", False),
        ("short, invented", "Le bac dit que l'eau est « très froide ».", False),
        ("reordered", "« La roue s'est arrêtée encore » (Le moulin)", False),
        ("word added", "« Personne ne parla pendant la traversée jamais » (Le bac)", False),
        ("invented, credited nowhere",
         "Elle dit « la chèvre sauta dans la rivière » quelque part.", False),
    ),
    "nb": (
        ("credited rightly", "«Hjulet har stoppet igjen» (Møllen)", True),
        ("straight quotes, case", '"hjulet HAR stoppet igjen", sa Åse', True),
        ("ellipsis in a paragraph",
         "I Møllen: «Åse gikk ned til møllen … og trakk kåpen tettere rundt seg.»", True),
        ("copied ¶ number", "«¶1 Åse gikk ned til møllen før solen sto opp» (Møllen)", True),
        ("editorial brackets", "«[Per] så ikke opp fra regnskapsboken» (Møllen)", True),
        ("sic", "«Fergen la ut i skumringen med ni [sic] passasjerer» (Fergen)", True),
        ("replaced letter", "«De hadde seilt forbi Bronnoy to ganger den vinteren» (Møllen)",
         True),
        ("line break", "«Fergen la ut i skumringen med ni passasjerer og en geit.» (Fergen)",
         True),
        ("short, credited rightly", "I Fergen er vannet «helt stille».", True),
        ("right speaker", "Per sier: «Det går rundt før middag».", True),
        ("credited nowhere", "Hun skriver: «Ingen sa noe under overfarten».", True),
        ("word changed", "«Hjulet har stoppet for godt» (Møllen)", False),
        ("other chapter", "«Fergen la ut i skumringen med ni passasjerer» (Møllen)", False),
        ("ellipsis across paragraphs", "«Hjulet har stoppet igjen … Han så ikke opp» (Møllen)",
         False),
        ("accent dropped", "«Ase gikk ned til møllen før solen sto opp» (Møllen)", False),
        ("wrong speaker", "Åse sier til ham: «Det går rundt før middag».", False),
        ("short, invented", "Fergen kaller vannet «helt kaldt».", False),
        ("reordered", "«Hjulet har igjen stoppet» (Møllen)", False),
        ("word added", "«Ingen sa noe under overfarten noensinne» (Fergen)", False),
        ("invented, credited nowhere", "Hun sier «geita hoppet i elva» et sted.", False),
    ),
}  # fmt: skip

SAMPLE_CASES = (
    ("credited rightly", "In The Toll-House Oda reads: “Nine feet two,” she said.", True),
    ("right speaker", "“It started at the cofferdam,” said Mára.", True),
    ("ellipsis in a paragraph", "“By ten the lanes were running, … as Oda had said they "
     "would.”", True),
    ("other chapter", "In Chapter 5: The Sallows, Oda reads: “Nine feet two,” she said.", False),
    ("ellipsis across paragraphs", "“Mára ran up the stairs … It was Pim.”", False),
    ("accent dropped", "“Mara ran up the stairs and out onto the roof.”", False),
    ("wrong speaker", "Oda tells Mára: “It started at the cofferdam.”", False),
)  # fmt: skip


def book_world(book: Book) -> World:
    """The book as a project: its two chapters, and its two speakers as characters."""
    mill = Document("d-00000000b1", book.mill, "\n\n".join(book.mill_text), DocumentKind.CHAPTER)
    ferry = Document("d-00000000b2", book.ferry, "\n\n".join(book.ferry_text),
                     DocumentKind.CHAPTER)  # fmt: skip
    people = tuple(Entity(f"e-00000000c{i}", name) for i, name in enumerate(book.speakers))
    return World(
        documents=FrozenMap({mill.id: mill, ferry.id: ferry}),
        entities=FrozenMap({person.id: person for person in people}),
        root=(mill.id, ferry.id),
    )


def cases() -> tuple[tuple[World, Case], ...]:
    """Every case with the world it is judged against."""
    found: list[tuple[World, Case]] = []
    for book in BOOKS:
        world = book_world(book)
        for kind, answer, genuine in _ANSWERS[book.language]:
            found.append((world, Case(book.mill, book.language, kind, answer, genuine)))
    sample = ProjectStore(SAMPLE).load()
    for kind, answer, genuine in SAMPLE_CASES:
        found.append((sample, Case("sample", "en", kind, answer, genuine)))
    return tuple(found)


@dataclass(frozen=True)
class Judged:
    """A case and the verdict the check gave it."""

    case: Case
    verdict: str

    @property
    def wrong(self) -> bool:
        """A genuine case not verified, or a wrong one verified."""
        return (self.verdict == "verified") != self.case.genuine


def run_cases() -> tuple[Judged, ...]:
    """Judge every case as the app does."""
    judged = []
    for world, case in cases():
        check = check_answer(world, case.answer)
        verdicts = [quote.outcome.value for quote in check.quotes]
        judged.append(Judged(case, verdicts[0] if len(verdicts) == 1 else f"{verdicts}"))
    return tuple(judged)


__all__ = ["BOOKS", "Case", "Judged", "book_world", "cases", "run_cases"]

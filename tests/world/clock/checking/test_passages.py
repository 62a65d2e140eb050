from __future__ import annotations

from assistant.world.clock.checking.passages import (
    about_another_time,
    dialogue_spans,
    names_someone_absent,
    remembers,
    sentence_around,
)


def _quoted(text: str, language: str = "en") -> list[str]:
    return [text[s:e] for s, e in dialogue_spans(text, language)]


def test_dialogue_in_each_languages_marks() -> None:
    assert _quoted('He said "on Friday" and left. “Tuesday,” she said.') == [
        '"on Friday"', "“Tuesday,”"]
    assert _quoted("„Am Freitag“, sagte er. »Dienstag«, sagte sie.", "de") == [
        "„Am Freitag“", "»Dienstag«"]
    assert _quoted("Il dit « vendredi » et partit.", "fr") == ["« vendredi »"]
    assert _quoted("Mara's boat. ‘On Friday,’ she said.") == ["‘On Friday,’"]
    assert _quoted("Intro.\n—El viernes —dijo ella.\nFin.", "es") == [
        "—El viernes —dijo ella."]
    assert _quoted('"Left open\nNext paragraph.') == ['"Left open']


def test_the_sentence_around_a_passage() -> None:
    text = "First one. The second, on Tuesday, ends here! Third."
    start = text.index("Tuesday")
    left, right = sentence_around(text, start, start + 7)
    assert text[left:right] == "The second, on Tuesday, ends here!"


def test_other_times_memories_and_absence_in_five_languages() -> None:
    def at(text: str, word: str, language: str, check) -> bool:  # type: ignore[no-untyped-def]
        start = text.index(word)
        return check(text, start, start + len(word), language)

    assert at("Last Tuesday it rained.", "Tuesday", "en", about_another_time)
    assert not at("On Tuesday it rained.", "Tuesday", "en", about_another_time)
    assert at("El martes pasado llovió.", "martes", "es", about_another_time)
    assert at("Letzten Dienstag regnete es.", "Dienstag", "de", about_another_time)
    assert not at("Am Morgen regnete es.", "Morgen", "de", about_another_time)
    assert at("Mardi dernier, il pleuvait.", "Mardi", "fr", about_another_time)
    assert at("Forrige tirsdag regnet det.", "tirsdag", "nb", about_another_time)
    assert at("She remembered the ice.", "ice", "en", remembers)
    assert not at("The next day, it rained.", "day", "en", remembers)
    assert at("Pensó en la difunta Mara.", "Mara", "es", names_someone_absent)
    assert not at("Mara sirvió el té.", "Mara", "es", names_someone_absent)


def test_letters_and_ledgers_are_set_apart_like_dialogue() -> None:
    text = "*9th Oct. At six o'clock eve 9 ft 2 in.*\n> Dated the ninth.\nShe **did** go _alone_."
    assert _quoted(text) == ["*9th Oct. At six o'clock eve 9 ft 2 in.*", "> Dated the ninth.",
                             "_alone_"]


def test_the_pluperfect_puts_a_sentence_earlier() -> None:
    for text, word, language in [
        ("It had come at noon by the hand of a boy.", "noon", "en"),
        ("Er hatte am Dienstag die Pfeiler gemessen.", "Dienstag", "de"),
        ("Il avait mesuré le pont mardi.", "mardi", "fr"),
        ("Han hadde målt brua tirsdag.", "tirsdag", "nb"),
    ]:
        start = text.index(word)
        assert about_another_time(text, start, start + len(word), language), text
    text = "She had to leave at noon."
    assert not about_another_time(text, text.index("noon"), text.index("noon") + 4, "en")


def test_the_pluperfect_puts_only_its_own_clause_earlier() -> None:
    for text, word, language, earlier in [
        ("Today was 12 October, and the fair had come to the Ford.", "12 October", "en", False),
        ("It was Tuesday; the carts had gone by dawn.", "Tuesday", "en", False),
        ("He had come in August, and now it was October.", "August", "en", True),
        ("The fair had come, and it was Tuesday.", "Tuesday", "en", False),
        ("Es war Dienstag, und der Markt hatte begonnen.", "Dienstag", "de", False),
        ("C'était mardi, et la foire avait commencé.", "mardi", "fr", False),
        ("Det var tirsdag, og markedet hadde begynt.", "tirsdag", "nb", False),
        ("Era martes, y la feria había empezado.", "martes", "es", False),
        ("She remembered the day, and it was Tuesday.", "Tuesday", "en", True),
    ]:
        start = text.index(word)
        said = about_another_time(text, start, start + len(word), language)
        assert said is earlier, text

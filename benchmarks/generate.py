"""A deterministic synthetic project for benchmarks: ~1,000,000 words, 2,000 documents.

The world has 10 parts, each with 20 chapter folders of 10 scenes (2,000 documents of about
500 words each, one paragraph per line), and 500 entities with aliases and fields. The large
variant (``--large``) has 5,000,000 words in 10,000 documents: 50 parts of the same shape. The prose
is nonsense built from a fixed vocabulary, but shaped like a manuscript: dialogue in
typographic quotes, contractions with curly apostrophes, accented names, Markdown headings.
The same seed always gives the same world, ids included.

    python benchmarks/generate.py [DEST] [--seed N] [--large] [--force]

writes the project to DEST (default ``bench-data/world-1m``, or ``bench-data/world-5m`` with
``--large``) through the project store.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    FrozenMap,
    ProjectMeta,
    World,
)

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DEST = REPO / "bench-data" / "world-1m"
LARGE_DEST = REPO / "bench-data" / "world-5m"
DEFAULT_SEED = 20240611

PARTS = 10
CHAPTERS_PER_PART = 20
SCENES_PER_CHAPTER = 10
ENTITIES = 500
TARGET_WORDS = 1_000_000
DOCUMENTS = PARTS * CHAPTERS_PER_PART * SCENES_PER_CHAPTER
LARGE_WORDS = 5_000_000
LARGE_DOCUMENTS = 10_000

GENERATOR_VERSION = 2
"""Raised whenever the generator's output changes, so that cached projects are remade."""

SEARCH_WORD = "lantern"
"""A word of middling frequency (about one word in a thousand), for the search benchmark."""

def _words(text: str) -> list[str]:
    return text.split()


_COMMON = _words("""
the the the the the and and and and of of of to to to a a a in in in was was he she it
that that his her had had with with as as at at on on for for by from they them their you
not but but said said were be been one all so up out into over then when what there which
would could about back down like only little time hand eyes face door night water light
dark road river wall house room stone long old young small great cold warm still again
away before after under through across against behind toward without between along
himself herself someone something nothing everything nobody every each other another
""")

_VOCABULARY = _words("""
ash bell bridge candle cart chapel cloak coin crow dawn dock dust ember fen ferry field
flint fog gate glass grain hearth hill horn inn iron key kiln ledger loom marsh mast mill
moor moss net oar orchard pier pine pitch quay rain reed rope rust sail salt shore smoke
snow spire stair storm straw tide timber torch tower vault well wharf wheel willow wind
wool yard anchor barrel basket blanket bottle bucket cellar chain chest clock compass
copper crate cup feather fiddle hammer harbour harness helmet hook jar kettle knife ladder
lamp latch letter map mirror needle oven paddle parcel pebble pocket pot quill ribbon ring
saddle scale scarf shovel sieve spoon stool string thimble thread tray trunk twine vessel
walked turned looked waited listened watched carried pulled pushed climbed crossed opened
closed whispered shouted laughed wondered remembered forgot followed leaned knelt slept
woke ran stood sat held dropped lifted found lost kept gave took brought burned broke
quiet heavy bright narrow broad bitter sweet sharp dull grey green red black white golden
silver hollow steep wet dry soft hard slow quick careful tired hungry patient strange
""")

_CONTRACTIONS = ["don’t", "wasn’t", "couldn’t", "it’s", "she’d", "he’ll", "isn’t", "won’t"]

_SYLLABLES = _words("""
ka ri mo sa len tor vel mar ia an el os ul be ra ni do se fi ta lo ne sha ve ri co da
""")
_ACCENTED = ["á", "é", "í", "ó", "ú", "ë", "ï", "ö", "å", "ø"]
_EPITHETS = _words("""
ferrywoman miller smith weaver captain archivist cartographer lamplighter glassblower
harbourmaster beekeeper ropemaker tinker herald warden chandler saddler cooper fletcher
""")
_PLACE_WORDS = ["Hollow", "Reach", "Ford", "Mere", "Crossing", "Watch", "Quay", "Fen", "Rise"]
_FACTIONS = ["Guild", "Order", "Company", "Circle", "League", "House", "Brotherhood"]


def _name(rng: random.Random, syllables: int) -> str:
    parts = [rng.choice(_SYLLABLES) for _ in range(syllables)]
    word = "".join(parts)
    if rng.random() < 0.25:  # an accented vowel in about a quarter of the names
        vowels = [i for i, ch in enumerate(word) if ch in "aeiou"]
        if vowels:
            i = rng.choice(vowels)
            accented = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}[word[i]]
            word = word[:i] + accented + word[i + 1:]
    return word.capitalize()


def _hex_id(rng: random.Random, prefix: str, used: set[str]) -> str:
    while True:
        candidate = f"{prefix}{rng.getrandbits(40):010x}"
        if candidate not in used:
            used.add(candidate)
            return candidate


def _entities(rng: random.Random, used: set[str]) -> list[Entity]:
    kinds = (
        [EntityKind.CHARACTER] * 300
        + [EntityKind.PLACE] * 120
        + [EntityKind.ITEM] * 40
        + [EntityKind.FACTION] * 30
        + [EntityKind.OTHER] * 10
    )
    entities: list[Entity] = []
    names_taken: set[str] = set()
    for kind in kinds:
        while True:
            if kind is EntityKind.CHARACTER:
                first, last = _name(rng, 2), _name(rng, rng.choice((2, 3)))
                name = f"{first} {last}"
                aliases = (first, f"the {rng.choice(_EPITHETS)}")
                fields = (("Age", str(rng.randint(12, 80))), ("Eyes", rng.choice(
                    ("grey", "brown", "green", "blue", "black"))))
            elif kind is EntityKind.PLACE:
                first = _name(rng, 2)
                name = f"{first} {rng.choice(_PLACE_WORDS)}"
                aliases = (first,)
                fields = (("Region", _name(rng, 3)),)
            elif kind is EntityKind.FACTION:
                first = _name(rng, 3)
                name = f"The {rng.choice(_FACTIONS)} of {first}"
                aliases = (f"the {first}s",)
                fields = (("Founded", str(rng.randint(300, 900))),)
            else:
                first = _name(rng, 2)
                thing = rng.choice(_VOCABULARY[:120])
                name = f"{first}’s {thing}"
                aliases = (f"the {thing}",)
                fields = ()
            if name not in names_taken:
                names_taken.add(name)
                break
        entities.append(Entity(
            id=_hex_id(rng, "e-", used),
            name=name,
            kind=kind,
            aliases=aliases,
            fields=fields,
            notes=f"{name} is mentioned throughout the manuscript.",
            tags=(kind.value,),
        ))
    return entities


class _Prose:
    """Builds paragraphs of manuscript-shaped nonsense from one random source."""

    def __init__(self, rng: random.Random, entities: list[Entity]) -> None:
        self.rng = rng
        self.words = _COMMON + _VOCABULARY + [SEARCH_WORD] + _CONTRACTIONS
        weights = (
            [40.0] * len(_COMMON) + [2.0] * len(_VOCABULARY) + [7.5] + [3.0] * len(_CONTRACTIONS)
        )
        total = 0.0
        self.cum_weights: list[float] = []
        for weight in weights:
            total += weight
            self.cum_weights.append(total)
        self.speakers = [e for e in entities if e.kind is EntityKind.CHARACTER]
        self.mentions = [n for e in entities for n in e.names if not n.startswith("the ")]

    def paragraph(self, words: int) -> tuple[str, int]:
        """A paragraph of about ``words`` words (one line), and its exact word count."""
        rng = self.rng
        pool = rng.choices(self.words, cum_weights=self.cum_weights, k=words)
        sentences: list[str] = []
        count = 0
        i = 0
        while i < len(pool):
            n = rng.randint(6, 18)
            chunk = pool[i:i + n]
            i += n
            if rng.random() < 0.3:
                mention = rng.choice(self.mentions)
                chunk[rng.randrange(len(chunk))] = mention
                count += len(mention.replace("’", " ").split()) - 1
            sentence = " ".join(chunk)
            sentence = sentence[0].upper() + sentence[1:]
            count += len(chunk)
            if rng.random() < 0.15:
                speaker = rng.choice(self.speakers).aliases[0]
                sentences.append(f"“{sentence},” said {speaker}.")
                count += 2
            else:
                sentences.append(sentence + rng.choice((".", ".", ".", "!", "?")))
        return " ".join(sentences), count


def build_world(
    seed: int = DEFAULT_SEED, target_words: int = TARGET_WORDS, documents: int = DOCUMENTS
) -> World:
    """The synthetic world for ``seed``: same seed, same world. ``documents`` is rounded to
    whole parts (of 200 scenes each)."""
    rng = random.Random(seed)
    used: set[str] = set()
    entities = _entities(rng, used)
    prose = _Prose(rng, entities)

    per_part = CHAPTERS_PER_PART * SCENES_PER_CHAPTER
    parts = max(1, round(documents / per_part))
    per_doc = target_words // (parts * per_part)
    documents: dict[str, Document] = {}
    folders: dict[str, Folder] = {}
    root: list[str] = []
    number = 0
    for part in range(1, parts + 1):
        chapter_ids: list[str] = []
        for chapter in range(1, CHAPTERS_PER_PART + 1):
            scene_ids: list[str] = []
            for scene in range(1, SCENES_PER_CHAPTER + 1):
                number += 1
                budget = rng.randint(per_doc * 7 // 10, per_doc * 13 // 10)
                heading = f"Scene {scene}"
                lines = [f"# {heading}", ""]
                written = 2
                while written < budget:
                    text, count = prose.paragraph(min(rng.randint(40, 120), budget - written))
                    lines.append(text)
                    lines.append("")
                    written += count
                doc_id = _hex_id(rng, "d-", used)
                documents[doc_id] = Document(
                    id=doc_id,
                    title=f"{part}.{chapter}.{scene} {_name(rng, 2)}",
                    text="\n".join(lines),
                    kind=DocumentKind.SCENE,
                    tags=("draft",) if number % 3 else ("draft", "revise"),
                    synopsis=f"Scene {scene} of chapter {chapter}.",
                    status="first draft",
                )
                scene_ids.append(doc_id)
            folder_id = _hex_id(rng, "f-", used)
            folders[folder_id] = Folder(
                folder_id, f"Chapter {chapter}", FolderKind.FOLDER, tuple(scene_ids)
            )
            chapter_ids.append(folder_id)
        part_id = _hex_id(rng, "f-", used)
        folders[part_id] = Folder(part_id, f"Part {part}", FolderKind.PART, tuple(chapter_ids))
        root.append(part_id)

    return World(
        meta=ProjectMeta(title="Benchmark of a Million Words", author="Quire", language="en"),
        documents=FrozenMap(documents),
        folders=FrozenMap(folders),
        entities=FrozenMap({e.id: e for e in entities}),
        root=tuple(root),
    )


def generate(dest: Path = DEFAULT_DEST, seed: int = DEFAULT_SEED, *, force: bool = False,
             target_words: int = TARGET_WORDS, documents: int = DOCUMENTS) -> Path:
    """Write the synthetic project to ``dest`` (kept if already there, unless ``force``)."""
    from assistant.world.storage.store import ProjectStore

    shape = f"words-{target_words}" + (f"-docs-{documents}" if documents != DOCUMENTS else "")
    stamp = dest / ".quire" / f"bench-v{GENERATOR_VERSION}-seed-{seed}-{shape}"
    if stamp.exists() and not force:
        return dest
    if dest.exists():
        shutil.rmtree(dest)
    world = build_world(seed, target_words, documents)
    ProjectStore.create(dest, world.meta, world)
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(f"{seed} {target_words} {documents}\n", encoding="utf-8")
    return dest


def generate_large(dest: Path = LARGE_DEST, *, force: bool = False) -> Path:
    """The 5,000,000-word, 10,000-document project (kept if already there)."""
    return generate(dest, force=force, target_words=LARGE_WORDS, documents=LARGE_DOCUMENTS)


HUGE_WORDS = 10_000_000
HUGE_DESTS = {
    10_000: REPO / "bench-data" / "world-10m",
    50_000: REPO / "bench-data" / "world-10m-50k",
}
"""The 10,000,000-word projects, by documents: 10,000 and 50,000."""
HUGE_DEST = HUGE_DESTS[10_000]
"""The one the desktop app's memory is measured on (the size of a long series)."""


def generate_huge(documents: int = 10_000, *, force: bool = False) -> Path:
    """A 10,000,000-word project of 10,000 or 50,000 documents (kept if already there)."""
    return generate(HUGE_DESTS[documents], force=force, target_words=HUGE_WORDS,
                    documents=documents)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dest", nargs="?", type=Path)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--large", action="store_true",
                        help="5,000,000 words in 10,000 documents")
    parser.add_argument("--huge", type=int, choices=sorted(HUGE_DESTS),
                        help="10,000,000 words in this many documents")
    parser.add_argument("--force", action="store_true", help="regenerate even if present")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.huge:
        dest = generate_huge(args.huge, force=args.force)
    elif args.large:
        dest = args.dest or LARGE_DEST
        generate(dest, args.seed, force=args.force, target_words=LARGE_WORDS,
                 documents=LARGE_DOCUMENTS)
    else:
        dest = args.dest or DEFAULT_DEST
        generate(dest, args.seed, force=args.force)
    print(f"project at {dest} ({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

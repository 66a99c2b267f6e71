"""The small English corpus word2vec is trained on: NLTK's Brown and Gutenberg selections, read from their zips.

Both become lists of sentences, each a list of lower-case a–z words. A "word" is a maximal run of the letters
a–z after lower-casing, so ``don't`` gives ``don`` and ``t`` and ``twenty-one`` gives ``twenty`` and ``one``.
  - Brown: one tagged sentence per line (``The/at jury/nn ...``); the ``/TAG`` is stripped from every token.
  - Gutenberg: plain text; sentences end at ``.``, ``!``, ``?``, ``;`` or a blank line.
Counts (checked in the tests): 1,023,444 Brown words + 1,874,909 Gutenberg words = 2,898,353 words.
"""
from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass
from pathlib import Path

WORD = re.compile(r"[a-z]+")
BROWN_FILE = re.compile(r"brown/c[a-r]\d\d")
GUTENBERG_BREAK = re.compile(r"[.!?;]|\n\s*\n")
MIN_SENTENCE = 2            # a one-word "sentence" has no context pairs: drop it


@dataclass(frozen=True)
class Corpus:
    """Sentences of a–z words, and where they came from."""
    sentences: tuple[tuple[str, ...], ...]
    sources: tuple[str, ...]

    @property
    def n_words(self) -> int:
        return sum(len(s) for s in self.sentences)

    def vocabulary(self, min_count: int = 1) -> dict[str, int]:
        """Word -> count, for the words seen at least ``min_count`` times (most frequent first)."""
        counts: dict[str, int] = {}
        for sentence in self.sentences:
            for w in sentence:
                counts[w] = counts.get(w, 0) + 1
        kept = [(w, c) for w, c in counts.items() if c >= min_count]
        kept.sort(key=lambda wc: (-wc[1], wc[0]))
        return dict(kept)


def brown_sentences(path: Path) -> list[tuple[str, ...]]:
    """Brown's 500 texts, one sentence per non-empty line, tags stripped."""
    out = []
    with zipfile.ZipFile(path) as z:
        for name in sorted(n for n in z.namelist() if BROWN_FILE.fullmatch(n)):
            for line in z.read(name).decode("utf-8").splitlines():
                words = []
                for token in line.split():
                    words.extend(WORD.findall(token.rsplit("/", 1)[0].lower()))
                if words:
                    out.append(tuple(words))
    return out


def gutenberg_sentences(path: Path) -> list[tuple[str, ...]]:
    """The 14 Gutenberg texts, cut at sentence punctuation and blank lines."""
    out = []
    with zipfile.ZipFile(path) as z:
        for name in sorted(n for n in z.namelist() if n.endswith(".txt")):
            text = z.read(name).decode("latin-1").lower()
            for piece in GUTENBERG_BREAK.split(text):
                words = WORD.findall(piece)
                if words:
                    out.append(tuple(words))
    return out


def load_corpus(folder: Path, min_sentence: int = MIN_SENTENCE) -> Corpus:
    """Brown + Gutenberg from ``folder`` (``nltk_brown.zip``, ``nltk_gutenberg.zip``), in that order."""
    folder = Path(folder)
    sentences = brown_sentences(folder / "nltk_brown.zip") + gutenberg_sentences(folder / "nltk_gutenberg.zip")
    kept = tuple(s for s in sentences if len(s) >= min_sentence)
    return Corpus(sentences=kept, sources=("Brown (NLTK)", "Gutenberg selection (NLTK)"))

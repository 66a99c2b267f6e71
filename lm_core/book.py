"""Every figure the three chapters print, in one place, each with where it comes from.

A page never types a book number: it computes its own from the data, and shows the book's beside it
through one labelled helper (``ui.book``), reading it from here. Tests import the same records.

A :class:`BookFigure` keeps the value as a number (for tolerances and arithmetic) and the text exactly as
the chapter prints it (for display), plus the chapter and section it comes from and what it measures.
Chapters: "000" and "001" (Italian), "003" (Hungarian), after the files in ``shared/seeds/``.
"""
from __future__ import annotations

from dataclasses import dataclass

SEED = 2147483647          # the seed the book uses for its split, its initialisations and its samples


@dataclass(frozen=True)
class BookFigure:
    """One printed figure: ``value`` as a number, ``printed`` exactly as the chapter prints it."""

    value: float | int | str
    printed: str
    what: str
    chapter: str
    section: str = ""

    def __str__(self) -> str:
        return self.printed


def fig(value, printed: str | None = None, *, what: str, chapter: str, section: str = "") -> BookFigure:
    """Shorthand: ``printed`` defaults to ``str(value)``."""
    return BookFigure(value, printed if printed is not None else str(value), what, chapter, section)


# ------------------------------------------------------------------------------------------------ names
# Chapter 000/001: the count table, sampling, loss and perplexity on the names (entries added below).
VAL_LOSS_ADD1 = fig(2.4546, what="validation loss of the add-one count table (nats)", chapter="003", section="perplexity")
VAL_PPL_ADD1 = fig(11.642, "11.642", what="validation perplexity of the add-one count table", chapter="003", section="perplexity")
UNIFORM_LOSS = fig(3.2958, what="loss of the uniform model over 27 symbols, log 27 (nats)", chapter="003", section="perplexity")
UNIFORM_PPL = fig(27.0, "27.000", what="perplexity of the uniform model over 27 symbols", chapter="003", section="perplexity")


# ------------------------------------------------------------------------------------------------ neural
# The neural bigram, the MLP and its character embeddings (entries added below).


# ------------------------------------------------------------------------------------------------ attention
# Attention, heads, the GPT-3 arithmetic (entries added below).


# ------------------------------------------------------------------------------------------------ rnn
# RNN gradients, gates, clipping (entries added below).


# ------------------------------------------------------------------------------------------------ word vectors
# GloVe, word2vec, analogies, high-dimensional geometry (entries added below).
# The chapter's word2vec is trained on text8, which the app cannot ship: these are labelled references only.
# Percentages and decimals are printed with a decimal comma in the chapter; ``printed`` keeps the same digits.
_WV = dict(chapter="003")
WV_TEXT8_WORDS = fig(17_005_207, "17,005,207", what="words in text8 (English Wikipedia)", section="word2vec", **_WV)
WV_TEXT8_VOCAB = fig(71_290, "71,290", what="text8 words seen at least five times", section="word2vec", **_WV)
WV_DIM = fig(100, what="word2vec dimensions", section="word2vec", **_WV)
WV_EPOCHS = fig(3, what="word2vec passes over text8", section="word2vec", **_WV)
WV_MIN_COUNT = fig(5, what="word2vec: a word is kept if seen at least this many times", section="word2vec", **_WV)
WV_NEIGHBOURS = {
    "king": fig("king", "charles 0.700, son 0.693, queen 0.686, henry 0.669, throne 0.667",
                what="nearest to king, word2vec on text8", section="word2vec", **_WV),
    "physics": fig("physics", "chemistry 0.672, electromagnetism 0.661, quantum 0.654, theoretical 0.624",
                   what="nearest to physics, word2vec on text8", section="word2vec", **_WV),
    "guitar": fig("guitar", "bass 0.733, vocals 0.732, acoustic 0.728, guitars 0.703, drums 0.685",
                  what="nearest to guitar, word2vec on text8", section="word2vec", **_WV),
    "three": fig("three", "seven 0.892, two 0.877, one 0.875, five 0.871, four 0.870",
                 what="nearest to three, word2vec on text8", section="word2vec", **_WV),
}
WV_KMW_ALL = fig("king", "king 0.693, elizabeth 0.657, wife 0.629, woman 0.607",
                 what="king − man + woman, nothing excluded (text8)", section="analogies", **_WV)
WV_KMW_EXCLUDED = fig("elizabeth", "elizabeth 0.657, wife 0.629, mary 0.607 (queen 4th, 0.604)",
                      what="king − man + woman, a, b, c excluded (text8)", section="analogies", **_WV)
WV_SEMANTIC_QUESTIONS = fig(8_869, "8,869", what="semantic questions in Mikolov's set", section="analogies", **_WV)
WV_SYNTACTIC_QUESTIONS = fig(10_675, "10,675", what="syntactic questions in Mikolov's set", section="analogies",
                             **_WV)
WV_ANSWERABLE_SEMANTIC = fig(4_103, "4,103", what="semantic questions answerable in text8's vocabulary",
                             section="analogies", **_WV)
WV_INPUT_WINS_SEMANTIC = fig(0.998, "99.8%", what="share of those whose winner is a, b or c, nothing excluded",
                             section="analogies", **_WV)
WV_ONLY_C_KEEPS = fig(0.77, "77%", what="share of the standard semantic score kept by nearest-to-c alone",
                      section="analogies", **_WV)
WV_RATIO_10000 = fig(1.06, "6%", what="farthest ÷ nearest pair of 1,000 random points in d = 10,000 (6% farther)",
                     section="high dimensions", **_WV)
WV_RANDOM_COSINES = {   # 1,000 pairs of random unit vectors: (mean, standard deviation)
    100: (fig(-0.0052, "−0.0052", what="mean random cosine, d = 100", section="high dimensions", **_WV),
          fig(0.0968, "0.0968", what="std of random cosines, d = 100", section="high dimensions", **_WV)),
    768: (fig(0.0003, "+0.0003", what="mean random cosine, d = 768", section="high dimensions", **_WV),
          fig(0.0357, "0.0357", what="std of random cosines, d = 768", section="high dimensions", **_WV)),
}
WV_SHARE_ABOVE_01_768 = fig(0.002, "0.2%", what="share of 1,000 random pairs with |cos| > 0.1, d = 768",
                            section="high dimensions", **_WV)


# ------------------------------------------------------------------------------------------------ tokens
# Chapter 003 §3: perplexity per token, bits per character, BPE sizes (entries added below).


# ------------------------------------------------------------------------------------------------ sentences
# Chapter 003 §7: contextual vectors layer by layer, sentence vectors (entries added below).

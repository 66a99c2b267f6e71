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

    value: float | int | str | tuple
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
# Chapter 003 (the count table, sampling, loss and perplexity on the names). The chapter is Hungarian
# and prints decimal commas in prose ("2,4546") but points in its code output; ``printed`` follows the output.
NAMES = fig(32033, "32 033", what="names in the bundled list", chapter="003", section="baseline")
N_TRAIN = fig(25626, what="training names of the 80/10/10 split", chapter="003", section="baseline")
N_VAL = fig(3203, what="validation names", chapter="003", section="baseline")
N_TEST = fig(3204, what="test names", chapter="003", section="baseline")
TRAIN_BIGRAMS = fig(182583, what="character pairs in the training names", chapter="003", section="baseline")
A_ROW_ADD1 = fig(((".", 0.1944), ("n", 0.1600), ("r", 0.0967), ("l", 0.0749), ("h", 0.0690), ("y", 0.0606)),
                 "a -> '.' 0.1944  a -> 'n' 0.1600  a -> 'r' 0.0967  a -> 'l' 0.0749  a -> 'h' 0.0690  a -> 'y' 0.0606",
                 what="the six most likely letters after 'a' (they match the add-one table to 4 decimals)",
                 chapter="003", section="baseline")
SAMPLE = fig("momakurailezitynn", what="a sample of the unsmoothed table: every adjacent pair is real",
             chapter="003", section="sampling")
LONGEST_OF_20 = fig(19, "19", what="letters in the longest of the count table's 20 samples (printed as a word: "
                    "tizenkilenc)", chapter="003", section="after the MLP")
VAL_LOSS_ADD1 = fig(2.4546, what="validation loss of the add-one count table (nats)", chapter="003",
                    section="perplexity")
VAL_PPL_ADD1 = fig(11.642, "11.642", what="validation perplexity of the add-one count table", chapter="003",
                   section="perplexity")
UNIFORM_LOSS = fig(3.2958, what="loss of the uniform model over 27 symbols, log 27 (nats)", chapter="003",
                   section="perplexity")
UNIFORM_PPL = fig(27.0, "27.000", what="perplexity of the uniform model over 27 symbols", chapter="003",
                  section="perplexity")
FINITE_LOSS_RAW = fig(2.4524, what="validation loss of the unsmoothed table over its finite terms (nats)",
                      chapter="003", section="zero probabilities")
TABLE_CELLS = fig(729, what="cells of the 27 x 27 table", chapter="003", section="zero probabilities")
EMPTY_CELLS = fig(113, what="cells of the table never seen in training", chapter="003", section="zero probabilities")
EMPTY_SHARE = fig(0.155, "15.5%", what="share of the table that is empty", chapter="003", section="zero probabilities")
VAL_EMPTY_HITS = fig(7, "7", what="validation pairs in empty cells (printed as a word: hét)", chapter="003",
                     section="zero probabilities")


# ------------------------------------------------------------------------------------------------ neural
# The neural bigram, the MLP and its character embeddings (entries added below).


# ------------------------------------------------------------------------------------------------ attention
# Attention, heads, the GPT-3 arithmetic (entries added below).


# ------------------------------------------------------------------------------------------------ rnn
# RNN gradients, gates, clipping (entries added below).


# ------------------------------------------------------------------------------------------------ word vectors
# GloVe, word2vec, analogies, high-dimensional geometry (entries added below).


# ------------------------------------------------------------------------------------------------ tokens
# Chapter 003 §3: perplexity per token, bits per character, BPE sizes (entries added below).


# ------------------------------------------------------------------------------------------------ sentences
# Chapter 003 §7: contextual vectors layer by layer, sentence vectors (entries added below).

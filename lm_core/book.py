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
# The neural bigram, the MLP and its character embeddings: chapter 003, sections 3-4 and 6 of the Hungarian
# text. The chapter writes decimals with a comma in prose (0,004048); ``printed`` keeps the digits, with a dot.
_NB = dict(chapter="003", section="neural bigram")
NB_LR = fig(50.0, "50.0", what="learning rate of the neural bigram's gradient descent", **_NB)
NB_STEPS = fig(3000, "3000", what="full-batch steps of the neural bigram's training", **_NB)
NB_TRAIN = {1: fig(3.7550, "3.7550", what="neural bigram: training loss at step 1", **_NB),
            100: fig(2.4732, what="neural bigram: training loss at step 100", **_NB),
            1000: fig(2.4557, what="neural bigram: training loss at step 1000", **_NB),
            3000: fig(2.4547, what="neural bigram: training loss at step 3000", **_NB)}
NB_VAL = {1: fig(3.3882, what="neural bigram: validation loss after step 1", **_NB),
          100: fig(2.4726, what="neural bigram: validation loss after step 100", **_NB),
          1000: fig(2.4549, what="neural bigram: validation loss after step 1000", **_NB),
          3000: fig(2.4544, what="neural bigram: validation loss after step 3000", **_NB)}
NB_GAP = {1: fig(0.757269, what="neural bigram: max |softmax(W) - count table| after step 1", **_NB),
          100: fig(0.388354, what="neural bigram: max gap after step 100", **_NB),
          1000: fig(0.041862, what="neural bigram: max gap after step 1000", **_NB),
          3000: fig(0.004048, what="neural bigram: max gap after step 3000", **_NB)}
NB_MEAN_GAP = fig(0.000224, what="neural bigram: mean gap over the 729 cells after 3000 steps", **_NB)
NB_WORST_CELL = fig("q→i", what="neural bigram: the cell with the largest gap after 3000 steps", **_NB)
NB_WORST_COUNT = fig(12, "12", what="how often q→i occurs in training (printed as a word, 'tizenkétszer')", **_NB)
NB_BUSY_ROWS = fig(22, what="rows seen more than 1,000 times in training", **_NB)
NB_BUSY_GAP = fig(0.000562, what="neural bigram: largest gap among the rows seen > 1,000 times", **_NB)
NB_A_ROW = {".": fig(0.1945, what="P(. | a), count table and network", **_NB),
            "n": fig(0.1601, what="P(n | a), count table and network", **_NB),
            "r": fig(0.0967, what="P(r | a), count table and network", **_NB)}

_MLP = dict(chapter="003", section="Bengio's MLP")
MLP_VAL_PPL = {1: fig(11.68, "11.68", what="validation perplexity of the MLP with 1 character of context", **_MLP),
               3: fig(8.29, "8.29", what="validation perplexity of the MLP with 3 characters of context", **_MLP)}
MLP_LONGEST = fig(13, "13", what="longest of 20 samples of the k = 3 MLP (printed as a word, 'tizenhárom')",
                  **_MLP)
COUNT_LONGEST = fig(19, "19", what="longest of 20 samples of the count table (printed as a word, 'tizenkilenc')",
                    **_MLP)
WIN_GAIN_3_TO_8 = fig(0.06, "0.06", what="validation loss gained going from 3 to 8 characters of context (nats)",
                      chapter="003", section="the fixed window")

_EMB = dict(chapter="003", section="what the embedding table learned")
# the six neighbours the chapter prints: character -> (its nearest neighbour, their cosine)
EMB_NEAREST = {ch: (nb, fig(v, f"{v:+.3f}", what=f"cosine of '{ch}' to its nearest neighbour '{nb}'", **_EMB))
               for ch, nb, v in (("c", "k", 0.598), ("j", "z", 0.650), ("i", "y", 0.541), ("u", "e", 0.482),
                                 ("a", "h", 0.367), (".", "q", 0.077))}
EMB_MEANS = {"vv": fig(0.1889, "+0.1889", what="mean cosine, vowel to vowel", **_EMB),
             "cc": fig(0.0765, "+0.0765", what="mean cosine, consonant to consonant", **_EMB),
             "vc": fig(-0.0042, "-0.0042", what="mean cosine, vowel to consonant", **_EMB)}
EMB_PERM_DRAWS = fig(2000, "2,000", what="random five-letter groups drawn in the permutation test", **_EMB)
EMB_PERM_AT_LEAST = fig(58, what="random groups separated at least as clearly as the vowels", **_EMB)
EMB_PERM_P = fig(0.03, "0.03", what="p value of the vowel grouping (approximately, as printed)", **_EMB)


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

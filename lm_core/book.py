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


# ------------------------------------------------------------------------------------------------ tokens
# Chapter 003 §3: perplexity per token, bits per character, BPE sizes (entries added below).


# ------------------------------------------------------------------------------------------------ sentences
# Chapter 003 §7: contextual vectors layer by layer, sentence vectors (entries added below).
BANK_STATIC_COS = fig(1.0, "1.000000", what="cosine of the static 'bank' row between sentences A and B", chapter="003", section="contextual")
BANK_LAYERS = fig((0, 4, 9, 12), "0, 4, 9, 12", what="BERT-base layers the chapter prints", chapter="003", section="contextual")
BANK_AB = fig((0.9512, 0.5647, 0.4284, 0.5278), "0.9512, 0.5647, 0.4284, 0.5278", what="BERT-base contextual 'bank', A vs B, layers 0/4/9/12", chapter="003", section="contextual")
BANK_RIVER = fig((0.9512, 0.8987, 0.8699, 0.8702), "0.9512, 0.8987, 0.8699, 0.8702", what="BERT-base contextual 'bank', A vs another river sentence, layers 0/4/9/12", chapter="003", section="contextual")
BANK_MONEY = fig((0.9359, 0.7716, 0.7568, 0.7335), "0.9359, 0.7716, 0.7568, 0.7335", what="BERT-base contextual 'bank', B vs another money sentence, layers 0/4/9/12", chapter="003", section="contextual")
BERT_BASE_PARAMS = fig(109_000_000, "109 million", what="parameters of the chapter's pretrained transformer (BERT-base)", chapter="003", section="sentence vectors")
MINILM_PARAMS = fig(22_713_216, "22,713,216", what="parameters of the contrastive sentence model", chapter="003", section="sentence vectors")
STS_TEST_PAIRS = fig(1379, "1,379", what="STS-benchmark test pairs the chapter scores", chapter="003", section="sentence vectors")
RETRIEVAL_PAIRS = fig(200, "200", what="most strongly paraphrased pairs the retrieval index is built from", chapter="003", section="sentence vectors")

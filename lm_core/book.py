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
# Attention, heads, the GPT-3 arithmetic (entries added below). Chapter 000, "In pratica, con NumPy" and the
# sections on low rank and on counting parameters. Display digits use the app's English separators.
ATT_SENTENCE = fig("il gatto nero salta", what="the four-word example sentence of the NumPy listing",
                   chapter="000", section="in pratica, con NumPy")
ATT_R_SALTA_GATTO = fig(-0.503, what="score r(salta, gatto) of the example (seed 0, d = 6, k = 3)",
                        chapter="000", section="in pratica, con NumPy")
ATT_R_GATTO_SALTA = fig(-0.272, what="score r(gatto, salta) of the example", chapter="000",
                        section="in pratica, con NumPy")
ATT_ALPHA_SALTA = fig((0.208, 0.109, 0.425, 0.258), "[0.208 0.109 0.425 0.258]",
                      what="the weights α(salta, ·) of the example, rounded to 3 digits", chapter="000",
                      section="in pratica, con NumPy")
GPT3_D = fig(12_288, "12,288", what="GPT-3's vector length d", chapter="000", section="rango basso")
GPT3_L = fig(96, what="GPT-3's number of layers L", chapter="000", section="parametri")
GPT3_H = fig(96, what="GPT-3's number of heads H", chapter="000", section="parametri")
GPT3_V = fig(50_257, "50,257", what="GPT-3's vocabulary size (tokens)", chapter="000", section="parametri")
GPT3_K = fig(128, what="GPT-3's head size k = d / H", chapter="000", section="rango basso")
GPT3_FULL = fig(150_994_944, "150,994,944", what="parameters of a full d × d score matrix for GPT-3 (d²)",
                chapter="000", section="rango basso")
GPT3_FACTORED = fig(3_145_728, "3,145,728", what="parameters of the two k × d factors for GPT-3 (2kd)",
                    chapter="000", section="rango basso")
GPT3_RATIO = fig(48, "48×", what="how many times fewer (printed in words: quarantotto)", chapter="000",
                 section="rango basso")
GPT3_PER_LAYER = fig(1.81e9, "1.81·10⁹", what="GPT-3 parameters per layer, 12 d²", chapter="000",
                     section="parametri")
GPT3_STACK = fig(1.74e11, "1.74·10¹¹", what="GPT-3 parameters of the 96 layers", chapter="000",
                 section="parametri")
GPT3_EMB = fig(0.6e9, "0.6·10⁹", what="GPT-3 embedding parameters (50,257 tokens)", chapter="000",
               section="parametri")
GPT3_TOTAL = fig(175e9, "175 B", what="GPT-3's published parameter count (175 miliardi)", chapter="000",
                 section="parametri")


# ------------------------------------------------------------------------------------------------ rnn
# RNN gradients, gates, clipping (entries added below).


# ------------------------------------------------------------------------------------------------ word vectors
# GloVe, word2vec, analogies, high-dimensional geometry (entries added below).


# ------------------------------------------------------------------------------------------------ tokens
# Chapter 003 §3: perplexity per token, bits per character, BPE sizes (entries added below).


# ------------------------------------------------------------------------------------------------ sentences
# Chapter 003 §7: contextual vectors layer by layer, sentence vectors (entries added below).

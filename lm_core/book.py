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
PATH_0999 = fig(0.905, "0.905", what="0.999^100: what a forget gate held at 0.999 lets through in 100 steps",
                chapter="001", section="LSTM and GRU")
PATH_09 = fig(0.000027, "0.000027", what="0.9^100: what a factor of 0.9 lets through in 100 steps",
              chapter="001", section="LSTM and GRU")
RNN_PARAMS_64_128 = {
    cell: fig(n, f"{n}", what=f"parameters of one {cell} layer, input 64, hidden 128 (PyTorch)", chapter="001",
              section="parameter counts")
    for cell, n in (("RNN", 24832), ("GRU", 74496), ("LSTM", 99328))}


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
TOK_BPE2048_BITS = fig(2.4254, "2,4254",
                       what="bits per character of the interpolated bigram over BPE with 2,048 merges",
                       chapter="003", section="tokens")
TOK_BPE512_BITS = fig(2.6407, "2,6407", what="bits per character of the interpolated bigram over BPE with 512 merges",
                      chapter="003", section="tokens")
TOK_BPE_PPL_RATIO = fig(6.6, "6,6", what="how many times worse BPE-2048 looks than BPE-512 by per-token perplexity",
                        chapter="003", section="tokens")
TOK_PPL_RANGE = fig(25, "25", what="the range (max / min) of per-token perplexity across the four tokenisations",
                    chapter="003", section="tokens")
TOK_RANK_PPL = fig("chars,words,bpe512,bpe2048", "karakterek, szavak, BPE-512, BPE-2048",
                   what="the ranking by per-token perplexity, best first", chapter="003", section="tokens")
TOK_RANK_BPC = fig("words,bpe2048,bpe512,chars", "szavak, BPE-2048, BPE-512, karakterek",
                   what="the ranking by bits per character, best first", chapter="003", section="tokens")
TOK_BEST_BIGRAM_BITS = fig(2.23, "2,23", what="the chapter's best bigram model, bits per character",
                           chapter="003", section="tokens")
TOK_SHANNON_BITS = fig(1.0, "nagyjából egy bit", what="Shannon (1951): about one bit per character of English "
                       "(people guessing the next letter)", chapter="003", section="tokens")


# ------------------------------------------------------------------------------------------------ sentences
# Chapter 003 §7: contextual vectors layer by layer, sentence vectors (entries added below).
BANK_STATIC_COS = fig(1.0, "1.000000", what="cosine of the static 'bank' row between sentences A and B",
                      chapter="003", section="contextual")
BANK_LAYERS = fig((0, 4, 9, 12), "0, 4, 9, 12", what="BERT-base layers the chapter prints", chapter="003",
                  section="contextual")
BANK_AB = fig((0.9512, 0.5647, 0.4284, 0.5278), "0.9512, 0.5647, 0.4284, 0.5278",
              what="BERT-base contextual 'bank', A vs B, layers 0/4/9/12", chapter="003", section="contextual")
BANK_RIVER = fig((0.9512, 0.8987, 0.8699, 0.8702), "0.9512, 0.8987, 0.8699, 0.8702",
                 what="BERT-base contextual 'bank', A vs another river sentence, layers 0/4/9/12", chapter="003",
                 section="contextual")
BANK_MONEY = fig((0.9359, 0.7716, 0.7568, 0.7335), "0.9359, 0.7716, 0.7568, 0.7335",
                 what="BERT-base contextual 'bank', B vs another money sentence, layers 0/4/9/12", chapter="003",
                 section="contextual")
BERT_BASE_PARAMS = fig(109_000_000, "109 million",
                       what="parameters of the chapter's pretrained transformer (BERT-base)", chapter="003",
                       section="sentence vectors")
MINILM_PARAMS = fig(22_713_216, "22,713,216", what="parameters of the contrastive sentence model", chapter="003",
                    section="sentence vectors")
STS_TEST_PAIRS = fig(1379, "1,379", what="STS-benchmark test pairs the chapter scores", chapter="003",
                     section="sentence vectors")
RETRIEVAL_PAIRS = fig(200, "200", what="most strongly paraphrased pairs the retrieval index is built from",
                      chapter="003", section="sentence vectors")

"""Pins for the tokens page (issue 23 §4): every number checked here is recomputed in this file from the corpus and
the names with plain formulas and loops, never with lm_core.tokenize_compare's scoring or the shipped metrics.

- the scheme table's columns (model vocabulary, held-out tokens, perplexity, total nats, bits per character, λ) for
  characters and words, each column against its own independent value;
- λ chosen on the development part (and, for words, not the grid's maximum);
- an unknown token in the sentence view pays its spelling;
- the trigram rung: α chosen on a part of the training names, add-α smoothing over 27 symbols, its perplexity;
- the "why counting stops" shares.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from lm_core.tokens import tokenize_compare as tc

pytestmark = pytest.mark.xdist_group("tokens_pins")     # one worker builds the module fixtures once (~10 s each)

ROOT = Path(__file__).resolve().parent.parent
PAGE = "pages/tokens.py"
WORD = re.compile(r" ?[^\W\d_]+| ?\d+| ?\S|\s")          # the page's word tokeniser, written out again
GRID = [round(0.01 * k, 2) for k in range(100)]           # λ = 0.00, 0.01, ..., 0.99


@pytest.fixture(scope="module")
def corpus():
    """The three parts as text (the corpus reading and the split are inputs here, not what is pinned)."""
    split = tc.split_documents(tc.documents(ROOT / "assets" / "wordvec"))
    return {p: "".join(getattr(split, p)) for p in ("train", "dev", "test")}


class Bigram:
    """The interpolated bigram written out: the shipped counts (the model's parameters, read as data), P(t | p) by
    its formula."""

    def __init__(self, scheme: str):
        z = np.load(ROOT / "assets" / "tokens" / f"counts_{scheme}.npz", allow_pickle=False)
        self.items = z["items"].tolist()
        self.index = {t: i for i, t in enumerate(self.items)}
        self.V = len(self.items) + 1
        self.uni = z["unigram"].astype(np.float64)
        self.ctx = z["context"].astype(np.float64)
        self.keys, self.pc = z["keys"], z["pair_counts"].astype(np.float64)
        self.n_train = int(z["unigram"].sum())           # every training token is counted once

    def ids(self, tokens) -> np.ndarray:
        unk = len(self.items)
        return np.array([self.index.get(t, unk) for t in tokens], dtype=np.int64)

    def parts(self, prev: np.ndarray, nxt: np.ndarray):
        q = prev * self.V + nxt
        pos = np.minimum(np.searchsorted(self.keys, q), len(self.keys) - 1)
        pair = np.where(self.keys[pos] == q, self.pc[pos], 0.0)
        seen = self.ctx[prev] > 0
        ml = np.where(seen, pair / np.maximum(self.ctx[prev], 1), 0.0)
        uni = (self.uni[nxt] + 1) / (self.uni.sum() + self.V)
        return ml, uni, seen

    def nll(self, lam: float, ids: np.ndarray, first_uni: bool = True) -> np.ndarray:
        ml, uni, seen = self.parts(ids[:-1], ids[1:])
        p = np.where(seen, lam * ml + (1 - lam) * uni, uni)
        head = [-math.log((self.uni[ids[0]] + 1) / (self.uni.sum() + self.V))] if first_uni else []
        return np.concatenate([head, -np.log(p)])

    def best_lambda(self, ids: np.ndarray) -> float:
        ml, uni, seen = self.parts(ids[:-1], ids[1:])
        totals = [-np.log(np.where(seen, lam * ml + (1 - lam) * uni, uni)).sum() for lam in GRID]
        return GRID[int(np.argmin(totals))]


_CHAR_COUNTS: dict[int, Counter] = {}


def spelling_nats(word: str, train_text: str, n_train_tokens: int) -> float:
    """−ln P(spelling): a character unigram over the training characters + one 'other' slot + an end mark, add-one."""
    if id(train_text) not in _CHAR_COUNTS:
        _CHAR_COUNTS[id(train_text)] = Counter(train_text)
    counts = _CHAR_COUNTS[id(train_text)]
    total = sum(counts.values()) + n_train_tokens + len(counts) + 2
    nats = 0.0
    for c in word:
        nats -= math.log((counts.get(c, 0) + 1) / total)
    return nats - math.log((n_train_tokens + 1) / total)


@pytest.fixture(scope="module")
def models(corpus):
    out = {}
    for scheme, cut in (("chars", list), ("words", WORD.findall)):
        parts = {p: cut(corpus[p]) for p in ("dev", "test")}
        m = Bigram(scheme)
        lam = m.best_lambda(m.ids(parts["dev"]))
        test_ids = m.ids(parts["test"])
        unk_words = [t for t, i in zip(parts["test"], test_ids.tolist()) if i == len(m.items)]
        nats = m.nll(lam, test_ids).sum() + sum(spelling_nats(w, corpus["train"], m.n_train) for w in unk_words)
        out[scheme] = dict(model=m, lam=lam, tokens=len(test_ids), nats=float(nats),
                           ppl=math.exp(nats / len(test_ids)), bpc=nats / math.log(2) / len(corpus["test"]),
                           dev_ids=m.ids(parts["dev"]), test_ids=test_ids)
    return out


@pytest.fixture(scope="module")
def page(app_module):
    return app_module(PAGE, timeout=240)


@pytest.fixture(scope="module")
def app_module():
    """A module-wide AppTest maker (the app fixture is per test; this page is loaded once for all the pins)."""
    from streamlit.runtime.pages_manager import PagesManager
    from streamlit.testing.v1 import AppTest

    original = PagesManager.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        PagesManager.uses_pages_directory = False

    PagesManager.__init__ = init
    try:
        def make(page: str, timeout: float = 120, **query):
            at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=timeout)
            for k, v in query.items():
                at.query_params[k] = str(v)
            at.switch_page(page)
            at.run()
            assert not at.exception, [e.value for e in at.exception]
            return at
        yield make
    finally:
        PagesManager.__init__ = original


def frame_with(at, column):
    return next(d.value for d in at.dataframe if column in d.value.columns)


def test_counts_are_the_training_tokens(models, corpus):
    """The shipped counts really are the training part's (so the pins below rest on the training text)."""
    m = models["chars"]["model"]
    counts = Counter(corpus["train"])
    assert m.items == sorted((c for c, n in counts.items() if n >= 2), key=lambda c: (-counts[c], c))
    assert [int(m.uni[i]) for i in range(10)] == [counts[c] for c in m.items[:10]]
    assert m.n_train == len(corpus["train"])


def test_each_table_column_holds_its_own_values(page, models):
    table = frame_with(page, "bits per character")
    by = {row["tokens"]: row for _, row in table.iterrows()}
    for scheme, label in (("chars", "characters"), ("words", "words")):
        row, want = by[label], models[scheme]
        assert int(row["model vocabulary"]) == want["model"].V
        assert int(row["held-out tokens"]) == want["tokens"]
        assert float(row["perplexity per token"]) == round(want["ppl"], 2)
        assert int(row["total nats"]) == round(want["nats"])
        assert float(row["bits per character"]) == round(want["bpc"], 4)
        assert float(row["λ"]) == want["lam"]
    assert models["words"]["tokens"] == 351_512 and round(models["words"]["ppl"], 2) == 479.07


def test_lambda_is_the_development_choice_not_the_grid_max(models):
    words = models["words"]
    assert words["lam"] == 0.73 and words["lam"] != max(GRID)
    held_out_choice = words["model"].best_lambda(words["test_ids"])
    assert held_out_choice != words["lam"]        # scoring λ on the held-out part would give another value
    assert models["chars"]["lam"] == 0.99


def test_unknown_token_pays_its_spelling_in_the_sentence_view(page, models, corpus):
    at = page
    sentence = "the zzyzxq cat"
    at.text_area(key="sentence").set_value(sentence).run()
    m = models["words"]["model"]
    toks = WORD.findall(sentence)
    assert toks == ["the", " zzyzxq", " cat"] and m.index.get(" zzyzxq") is None
    ids = m.ids(["\n"] + toks)
    bits = m.nll(models["words"]["lam"], ids)[1:] / math.log(2)
    spell = spelling_nats(" zzyzxq", corpus["train"], m.n_train) / math.log(2)
    total = float(bits.sum() + spell)
    line = next(x.value for x in at.markdown if x.value.startswith("**words**"))
    assert line == f"**words**: 3 tokens, {total:.1f} bits in total ({total / len(sentence):.2f} bits per character)"
    assert spell > 20                                   # the spelling is most of that cost, so dropping it shows


def trigram_by_loops(names: list[str], alpha: float, counted: list[str]):
    """(c(abc), c(ab·)) dicts from ``counted`` names padded '..name.'."""
    tri, ctx = Counter(), Counter()
    for w in counted:
        cs = ".." + w + "."
        for i in range(len(cs) - 2):
            tri[cs[i:i + 3]] += 1
            ctx[cs[i:i + 2]] += 1
    return tri, ctx


def trigram_mean_nll(tri, ctx, alpha: float, names: list[str]) -> float:
    total, n = 0.0, 0
    for w in names:
        cs = ".." + w + "."
        for i in range(len(cs) - 2):
            total -= math.log((tri[cs[i:i + 3]] + alpha) / (ctx[cs[i:i + 2]] + 27 * alpha))
            n += 1
    return total / n


def test_trigram_rung_alpha_from_training_names_and_its_perplexity(page):
    from ui.data import bigram_data, default_word_list

    names = default_word_list()
    split = bigram_data(names.digest, names.words).split
    train, val = list(split.train), list(split.val)
    n_tune = round(len(train) * 0.1)
    fit, tune = train[:-n_tune], train[-n_tune:]
    tri, ctx = trigram_by_loops(names, 0, fit)
    grid = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0)
    scores = [trigram_mean_nll(tri, ctx, a, tune) for a in grid]
    alpha = grid[scores.index(min(scores))]
    assert alpha == 0.2 and alpha != max(grid)
    tri, ctx = trigram_by_loops(names, 0, train)
    nll = trigram_mean_nll(tri, ctx, alpha, val)
    table = frame_with(page, "parameters")
    row = table[table["model"].str.startswith("trigram")].iloc[0]
    assert "α = 0.2," in row["model"]
    assert row["perplexity"] == f"{math.exp(nll):.3f}" == "9.311"
    assert row["bits per character"] == f"{nll / math.log(2):.4f}"
    note = "\n".join(c.value for c in page.caption)
    assert f"counted on the first {len(fit):,} of the {len(train):,}, scored on the last {n_tune:,}" in note


def test_counting_stops_shares(page):
    from ui.data import bigram_data, default_word_list

    names = default_word_list()
    split = bigram_data(names.digest, names.words).split

    def contexts(words, m):
        out = []
        for w in words:
            cs = "." * m + w + "."
            out += [cs[i:i + m] for i in range(len(w) + 1)]
        return out

    want = {}
    for m in (3, 6):
        seen = set(contexts(split.train, m))
        val = contexts(split.val, m)
        want[m] = (100 * sum(c not in seen for c in val) / len(val), 100 * len(seen) / 27 ** m)
    text = "\n".join(x.value for x in page.markdown)
    assert (f"{want[3][0]:.1f}% at m = 3 and {want[6][0]:.1f}% at m = 6 were never seen in training" in text)
    assert f"{want[3][1]:.1f}% are seen at m = 3 and {want[6][1]:.3f}% at m = 6" in text

"""The truth of every lesson question, computed live by the same code the pages run (never typed).

Each function reads the session's current setting (the seed, the word list, the step's controls as the step set
them in ``st.session_state``) and calls the page's own cached functions: the answers that ``ask=`` hides
(``ui/present.py`` ANSWERS) come out exactly as the page computes them, so a new seed or word list moves them.
A number answer is a float; a choice is one of its question's option ids; "which is larger" is ``"a"`` or ``"b"``.
"""
from __future__ import annotations

import contextvars
import math
from typing import Callable

import numpy as np
import streamlit as st


_OVERRIDES: contextvars.ContextVar[dict] = contextvars.ContextVar("lesson_answer_overrides", default={})


def _ss(key: str, default):
    """A control's value: the step's own setting if it has one, else the session's, else the page's default."""
    over = _OVERRIDES.get()
    return over[key] if key in over else st.session_state.get(key, default)


def _bigram():
    from ui.data import active_bigram_data, word_list
    return word_list(), active_bigram_data()


def name_ppl() -> float:
    """The start page's perplexity of the typed name (``name_ppl``)."""
    from lm_core.counting.bigram import chain_rule
    from lm_core.metrics import perplexity
    from lm_core.counting.name_check import NameInputError, check_name
    from ui.data import bigram_probs

    wl, data = _bigram()
    default = "emma" if not data.vocab.unknown("emma") else wl.words[0]
    try:
        word = check_name(_ss("name", default), frozenset(data.vocab.itos))
    except NameInputError:
        word = check_name(default, frozenset(data.vocab.itos))
    fs = chain_rule(bigram_probs(wl.digest, 1.0, data), data.vocab, word)
    return float(perplexity(sum(f.surprisal for f in fs) / len(fs)))


def empty_share() -> float:
    """Percentage of the count table's cells that are empty."""
    from ui.chapters.count_table.cache import empty_cell_hits

    wl, data = _bigram()
    zeros = empty_cell_hits(wl.digest, data)["zeros"]
    return 100.0 * zeros / data.N.numel()


def _val(alpha: float, model: str) -> float:
    from ui.chapters.count_table.cache import metrics_rows

    wl, data = _bigram()
    return next(r["loss"] for r in metrics_rows(wl.digest, alpha, data) if r["model"] == model and r["split"] == "val")


def inf_loss() -> str:
    """The count table's validation loss without smoothing (``inf_loss``), as a kind: finite or infinite."""
    loss = _val(0.0, "raw")
    return "infinite" if math.isinf(loss) else ("below3" if loss < 3 else "above3")


def smooth_loss() -> float:
    """Validation loss of the add-one table (α = 1)."""
    return float(_val(1.0, "smooth"))


def alpha100_vs_1() -> str:
    """Which validation loss is larger: α = 100 (a) or α = 1 (b)."""
    return "a" if _val(100.0, "smooth") > _val(1.0, "smooth") else "b"


def _mlp_ppl(k: int) -> float:
    from ui.chapters.neural.cache import shipped_table

    wl, data = _bigram()
    return next((r["val_ppl"] for r in shipped_table(wl.digest, data) if r["k"] == k), math.nan)


def mlp_ppl() -> float:
    """The MLP's validation perplexity for the context the step sets (``mlp_ppl``, ``mlp_k``)."""
    return float(_mlp_ppl(int(_ss("mlp_k", 3))))


def mlp_k1_vs_k8() -> str:
    """Which validation perplexity is larger: context 1 (a) or context 8 (b)."""
    return "a" if _mlp_ppl(1) > _mlp_ppl(8) else "b"


def char_bpc() -> float:
    """Bits per character of the character model (``char_bpc``)."""
    from ui.chapters.tokens.cache import rows_by_scheme
    return float(rows_by_scheme()["chars"]["bits_per_char"])


def _schemes(metric: str) -> str:
    from ui.chapters.tokens.cache import SCHEMES, rows_by_scheme
    rows = rows_by_scheme()
    return min(SCHEMES, key=lambda s: rows[s][metric])


def tok_low_ppl() -> str:
    """The cut with the lowest perplexity per token."""
    return _schemes("perplexity")


def tok_low_bpc() -> str:
    """The cut with the fewest bits per character."""
    return _schemes("bits_per_char")


def _toy():
    from lm_core.attention import attention as att
    d = int(_ss("at_d", 6))
    cfg = att.ToyConfig(d=d, k=min(int(_ss("at_k", 3)), d), seed=int(_ss("at_seed", 0)))
    try:
        words = att.split_sentence(_ss("at_sent", att.EXAMPLE))
    except att.SentenceError:
        words = att.split_sentence(att.EXAMPLE)
    return words, att.draw_toy(words, cfg)


def attn_rank() -> float:
    """The rank of M = (W^A)ᵀ W^B (``attn_rank``)."""
    from lm_core.attention import attention_algebra as alg
    _, toy = _toy()
    return float(np.linalg.matrix_rank(alg.bilinear_matrix(toy.WA, toy.WB)))


def causal_first() -> float:
    """With the causal mask, the weight the first word gives itself (as the page's mechanism tab computes it)."""
    from lm_core.attention import attention as att
    _, toy = _toy()
    out = att.attend(toy.E, toy.WA, toy.WB, toy.WC, scale=bool(_ss("at_scale", True)),
                     temperature=float(_ss("at_temp", 1.0)), causal=True)
    return float(out.alpha[0, 0])


def temp_low_vs_high() -> str:
    """Which is larger: the first word's largest weight at temperature 0.2 (a) or at 5 (b)."""
    from lm_core.attention import attention as att
    _, toy = _toy()
    top = [float(att.attend(toy.E, toy.WA, toy.WB, toy.WC, temperature=tau).alpha[0].max()) for tau in (0.2, 5.0)]
    return "a" if top[0] > top[1] else "b"


def grad100() -> str:
    """The RNN page's gradient norm at the far end (``grad100``), read as the page's own verdict."""
    from lm_core.rnn import rnn_jacobians as rj
    from ui.chapters.rnn_gradients import cache as rc
    from ui.chapters.rnn_gradients.sections import P
    from ui.sidebar import seed

    def v(key):
        return _ss(key, P[key].default)

    # the page's vanish_config, read through the step's setting (tests/test_lesson_app.py checks they agree)
    cfg = rj.RNNConfig(hidden=int(v("rnn_d")), length=int(v("rnn_T")), draw=v("rnn_draw"),
                       s=round(float(v("rnn_s")), 2), nonlin=v("rnn_nl"), input_scale=float(v("rnn_in")), seed=seed())
    res, _ = rc.curve(cfg)
    far = res.norms[-1]
    return "explodes" if far > 10 else "vanishes" if far < 1e-3 else "holds"


def _analogy(exclude: bool) -> str:
    from lm_core.vectors import word_vectors as wvm
    from ui.chapters.word_vectors import cache
    res = wvm.analogy(cache.vectors(_ss("wv_set", "glove")), _ss("wv_a", "man"), _ss("wv_b", "king"),
                      _ss("wv_c", "woman"), exclude_inputs=exclude, k=6, cutoff=int(_ss("wv_cut", 100_000)))
    return res.answer if res.answer in ("king", "queen", "woman", "man") else "other"


def king() -> str:
    """man : king :: woman : ? with the inputs allowed (``king``)."""
    return _analogy(False)


def king_excl() -> str:
    """The same analogy with the three inputs excluded."""
    return _analogy(True)


def bank_static() -> float:
    """The cosine of the two "bank"s before any layer (``bank_static``)."""
    from ui.chapters.sentences.cache import bank_curves
    return float(bank_curves("minilm").static)


def bank_last_vs_static() -> str:
    """Which is larger: the two money "bank"s' cosine after the last layer (a) or before any layer (b)."""
    from ui.chapters.sentences.cache import bank_curves
    c = bank_curves("minilm")
    return "a" if float(c.ab[-1]) > float(c.static) else "b"


ANSWERS: dict[str, Callable[[], float | str]] = {f.__name__: f for f in (
    name_ppl, empty_share, inf_loss, smooth_loss, alpha100_vs_1, mlp_ppl, mlp_k1_vs_k8, char_bpc, tok_low_ppl,
    tok_low_bpc, attn_rank, causal_first, temp_low_vs_high, grad100, king, king_excl, bank_static, bank_last_vs_static)}


def truth(answer_id: str, state: dict | None = None) -> float | str:
    """The computed answer ``answer_id`` for the session's setting, with ``state`` (a step's URL state) on top: the
    truth of a step's question is the truth of the setting the step opens with, whatever knob was moved since."""
    token = _OVERRIDES.set(dict(state or {}))
    try:
        return ANSWERS[answer_id]()
    finally:
        _OVERRIDES.reset(token)

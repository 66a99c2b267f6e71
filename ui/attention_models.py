"""The attention page's two trained-model tabs: the small transformer on names, and the pretrained encoder."""
from __future__ import annotations

import math
import unicodedata
from pathlib import Path

import numpy as np
import pandas as pd
import streamlit as st
import torch

from lm_core import minilm
from lm_core import tiny_transformer as tt
from lm_core.bigram import BigramData
from lm_core.words import Vocab, book_split
from ui import charts, charts_attention as ca
from ui.data import ASSETS, bigram_data, bigram_probs, default_word_list, word_list
from ui.i18n import t
from ui.state import url_state

BOOK_MLP_VAL_PPL_K3 = 8.29
MLP_FILE = ASSETS / "mlp" / "mlp_k3.safetensors"
DEFAULT_NAME = "emma"
DEFAULT_SENTENCE = "The black cat jumps onto the wall because it saw a bird."


@st.cache_resource(show_spinner=False)
def tiny_model():
    """(model, info, vocab) or None when the weights are not shipped. Shared: never mutate."""
    if not (tt.ASSET_DIR / tt.WEIGHTS_FILE).exists():
        return None
    model, info = tt.load_shipped()
    return model, info, Vocab(tuple(info["vocab"]))


@st.cache_data(show_spinner=False)
def val_perplexities(digest: str, _data: BigramData, mlp_mtime: float | None) -> dict:
    """Validation perplexity of the count table, the MLP (if shipped) and the transformer, computed now."""
    out = {"count": _data.evaluate(bigram_probs(digest, 1.0, _data), "val").perplexity,
           "n": len(_data.pairs["val"][0])}
    loaded = tiny_model()
    if loaded is not None:
        model, _, vocab = loaded
        X, Y = tt.encode_names(_data.split.val, vocab, model.cfg.block_size)
        out["tiny"] = math.exp(tt.mean_nll(model, X, Y))
    if mlp_mtime is not None:
        from lm_core import mlp
        try:
            params, vocab, _ = mlp.load(MLP_FILE)
        except FileNotFoundError:  # removed since the check above: show the book value instead
            params = None
        if params is not None:
            out["mlp"] = math.exp(mlp.evaluate(params, *mlp.windows(_data.split.val, vocab, 3)))
    return out


def _clean(raw: str) -> str:
    return unicodedata.normalize("NFC", raw.strip()).lower()


def tiny_tab(n) -> None:
    loaded = tiny_model()
    if loaded is None:
        st.warning(t("attn.tiny.missing"))
        return
    model, info, vocab = loaded
    cfg = model.cfg
    st.markdown(t("attn.tiny.intro", layers=cfg.n_layer, heads_n=cfg.n_head, heads=n("heads"), head=n("head"),
                  d=cfg.n_embd, params=model.n_params(), seed=info["recipe"]["seed"]))
    wl = word_list()
    if bigram_data(wl.digest, wl.words).vocab != vocab:
        st.info(t("attn.tiny.vocab_note", name=wl.name, alphabet="".join(vocab.itos[1:])))

    names = default_word_list()
    data = bigram_data(names.digest, names.words)
    mtime = MLP_FILE.stat().st_mtime if MLP_FILE.exists() else None
    ppl = val_perplexities(names.digest, data, mtime)
    st.subheader(t("attn.tiny.ppl.title"))
    c = st.columns(3)
    c[0].metric(t("attn.tiny.ppl.count"), f"{ppl['count']:.3f}")
    c[1].metric(t("attn.tiny.ppl.mlp"), f"{ppl['mlp']:.3f}" if "mlp" in ppl else
                t("attn.tiny.ppl.mlp_missing", book=BOOK_MLP_VAL_PPL_K3))
    c[2].metric(t("attn.tiny.ppl.tiny"), f"{ppl['tiny']:.3f}")
    st.caption(t("attn.tiny.ppl.caption", n=ppl["n"]))

    limit = cfg.block_size - 1
    raw = st.text_input(t("attn.tiny.name"), key=url_state("at_tiny_name", DEFAULT_NAME), max_chars=600,
                        help=t("attn.tiny.name_help", limit=limit))
    name = _clean(raw)
    alphabet = "".join(vocab.itos[1:])
    if not name:
        st.info(t("attn.tiny.err.empty"))
        return
    not_letters = list(dict.fromkeys(ch for ch in name if not ch.isalpha()))
    if not_letters:
        st.error(t("attn.tiny.err.not_letters", bad=" ".join(f"`{ch}`" if not ch.isspace() else "' '"
                                                              for ch in not_letters[:8])))
        return
    unknown = vocab.unknown(name)
    if unknown:
        st.error(t("attn.tiny.err.alphabet", n=len(alphabet), alphabet=alphabet,
                   bad=", ".join(f"`{ch}`" for ch in unknown[:8])))
        return
    if len(name) > limit:
        st.error(t("attn.tiny.err.too_long", n=len(name), limit=limit))
        return

    reading = tt.read_name(model, vocab, name)
    st.subheader(t("attn.tiny.maps", weight=n("weight"), head=n("head")))
    st.caption(t("attn.tiny.maps_caption"))
    above = max(float(np.triu(a, 1).max(initial=0.0)) for layer in reading.alphas for a in layer)
    size = 120 + 26 * len(reading.chars)
    for l, layer in enumerate(reading.alphas):
        titles = [t("attn.tiny.layer_head", l=l + 1, head=n("head"), h=h + 1) for h in range(len(layer))]
        charts.show(ca.head_row(list(layer), reading.chars, titles, height=size), key=f"at_fig_tiny_{l}")
    st.caption(t("attn.tiny.max_above", v=above))

    st.subheader(t("attn.tiny.next"))
    st.caption(t("attn.tiny.next_caption"))
    rows = [f"{i}:{ch}" for i, ch in enumerate(reading.chars)]
    charts.show(ca.distribution(reading.probs, rows, vocab.itos, reading.targets, title="",
                                xaxis_title=t("attn.tiny.next_x"), yaxis_title=t("attn.tiny.after"),
                                height=140 + 26 * len(rows)), key="at_fig_tiny_next")
    stoi = vocab.stoi
    st.dataframe(pd.DataFrame({
        t("attn.tiny.after"): rows, t("attn.tiny.next_x"): list(reading.targets),
        t("attn.tiny.p_actual"): [float(reading.probs[i, stoi[ch]]) for i, ch in enumerate(reading.targets)],
    }), hide_index=True, width="stretch")


def output_layer_demo(n) -> None:
    """The trained transformer's last step, redone by hand as multinomial logistic regression."""
    loaded = tiny_model()
    if loaded is None:
        return
    model, _, vocab = loaded
    context = "emm"
    ids = torch.tensor([[0] + [vocab.stoi[ch] for ch in context]])
    with torch.no_grad():
        logits, _, h = model(ids)
        h_last = h[0, -1]                                                  # (C,) the covariates
        U = model.tok.weight                                               # (V, C): tied with the embeddings
        z = U @ h_last                                                     # (V,) one score per character
        p = torch.softmax(z, dim=0).numpy()
        gap = float((torch.softmax(logits[0, -1], 0) - torch.softmax(z, 0)).abs().max())
    st.markdown(t("attn.out.demo", context="." + context, d=model.cfg.n_embd, v=len(vocab), softmax=n("softmax")))
    c = st.columns(3)
    c[0].metric(t("attn.out.gap"), f"{gap:.1e}")
    c[1].metric(t("attn.out.own"), "0")
    c[2].metric(t("attn.out.untied"), f"{len(vocab) * model.cfg.n_embd:,}")
    top = np.argsort(p)[::-1][:10]
    charts.show(charts.bars([vocab.itos[i] for i in top], p[top], text=[f"{p[i]:.3f}" for i in top], height=300,
                            title=t("attn.out.bars", context="." + context),
                            hovertemplate="%{x}: %{y:.4f}<extra></extra>"), key="at_fig_outlayer")


@st.cache_resource(show_spinner=False)
def encoder():
    """The pretrained encoder, loaded once per process. Shared: never mutate."""
    return minilm.load()


def encoder_tab(n) -> None:
    st.markdown(t("attn.enc.intro", heads=n("heads")))
    if not st.toggle(t("attn.enc.load"), key="at_enc_load"):
        return
    try:
        with st.spinner(t("attn.enc.loading")):
            enc = encoder()
    except Exception as err:        # a broken install must not break the page
        st.error(t("attn.enc.failed", error=type(err).__name__))
        return
    c = st.columns(2)
    c[0].metric(t("attn.enc.params"), f"{enc.n_params:,}")
    c[1].metric(t("attn.enc.shape", heads=n("heads")), f"{enc.n_layers} × {enc.n_heads}")
    text = st.text_input(t("attn.enc.sentence"), key=url_state("at_enc_text", DEFAULT_SENTENCE), max_chars=1000)
    if not text.strip():
        st.info(t("attn.enc.err.empty"))
        return
    toks = minilm.tokens(enc, text.strip())
    if len(toks) > minilm.MAX_TOKENS:
        st.error(t("attn.enc.err.too_long", n=len(toks), limit=minilm.MAX_TOKENS))
        return
    res = minilm.attentions(enc, text.strip())
    st.markdown(t("attn.enc.tokens", n=len(res.tokens), tokens=" ".join(f"`{tok}`" for tok in res.tokens)))
    st.caption(t("attn.enc.tokens_caption"))
    st.subheader(t("attn.enc.grid", n=enc.n_layers * enc.n_heads, heads=n("heads")))
    charts.show(ca.grid(res.weights, t("attn.enc.layer"), t("attn.enc.head", head=n("head"))), key="at_fig_enc_grid")
    s1, s2 = st.columns(2)
    layer = s1.slider(t("attn.enc.layer"), 1, enc.n_layers, key=url_state("at_enc_l", 1))
    head = s2.slider(t("attn.enc.head", head=n("head")), 1, enc.n_heads, key=url_state("at_enc_h", 1))
    labels = ca.unique_labels(res.tokens)
    charts.show(ca.weights(res.weights[layer - 1, head - 1], res.tokens,
                           title=t("attn.enc.big", l=layer, h=head, head=n("head")),
                           height=160 + 30 * len(labels)), key="at_fig_enc_big")

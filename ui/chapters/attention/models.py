"""The attention page's two trained-model tabs: the small transformer on names, and the pretrained encoder."""
from __future__ import annotations

import numpy as np
import streamlit as st
import torch

from lm_core.encoders import minilm
from lm_core.attention import tiny_transformer as tt
from lm_core.inputs import InputError, clean_text
from ui import charts, present
from ui import cached_charts  # each figure built once per server (ui/figures.py)
from ui.chapters.attention import charts as ca
from ui.chapters.attention.cache import MLP_FILE, encoder, fingerprint, tiny_head_stats, tiny_model, val_perplexities
from ui.data import bigram_data, default_word_list, word_list
from ui.i18n import t
from ui.numbers import num
from ui.inputs import literal, show
from ui.state import clamp, url_state

DEFAULT_NAME = "emma"
DEFAULT_SENTENCE = "The black cat jumps onto the wall because it saw a bird."
NAME_MAX_CHARS = 600
SENTENCE_MAX_CHARS = 1000


def tiny_tab(n) -> None:
    """Tab 6: the shipped transformer's perplexity, every head's map with its statistics, the next-character table."""
    loaded = tiny_model()
    if loaded is None:
        st.warning(t("attention.tiny.missing"))
        return
    model, info, vocab = loaded
    cfg = model.cfg
    present.explain(t("attention.tiny.intro", layers=cfg.n_layer, heads_n=cfg.n_head, heads=n("heads"), head=n("head"),
                      d=cfg.n_embd, params=model.n_params(), seed=info["recipe"]["seed"]))
    wl = word_list()
    if bigram_data(wl.digest, wl.words).vocab != vocab:
        st.info(t("attention.tiny.vocab_note", name=wl.name, alphabet="".join(vocab.itos[1:])))

    names = default_word_list()
    data = bigram_data(names.digest, names.words)
    ppl = val_perplexities(names.digest, data, fingerprint(MLP_FILE))
    top = present.ahead()                 # projector mode: the typed name and its maps above the perplexities
    st.subheader(t("attention.tiny.ppl.title"))
    c = st.columns(3)
    c[0].metric(t("attention.tiny.ppl.count"), num(ppl['count'], ".3f"))
    c[1].metric(t("attention.tiny.ppl.mlp"), num(ppl['mlp'],
                                                 ".3f") if "mlp" in ppl else t("attention.tiny.ppl.mlp_missing"))
    c[2].metric(t("attention.tiny.ppl.tiny"), num(ppl['tiny'], ".3f"))
    st.caption(t("attention.tiny.ppl.caption", n=ppl["n"]))

    with top:
        limit = cfg.block_size - 1
        raw = st.text_input(t("attention.tiny.name"), key=url_state("at_tiny_name", DEFAULT_NAME,
                                                                    max_len=NAME_MAX_CHARS),
                            max_chars=NAME_MAX_CHARS, help=t("attention.tiny.name_help", limit=limit))
        try:
            name = tt.check_name(raw, vocab, limit)
        except InputError as err:
            show(err, "attention.tiny", level="info" if err.code == "empty" else "error")
            return

        reading = tt.read_name(model, vocab, name)
        stats = tiny_head_stats(names.digest, data)
        st.subheader(t("attention.tiny.maps", weights=n("weights"), head=n("head")))
        maps_caption = t("attention.tiny.maps_caption", positions=stats.positions)
        if not present.active():          # projector mode: under the maps, so that the first row keeps the screen
            st.caption(maps_caption)
        above = max(float(np.triu(a, 1).max(initial=0.0)) for layer in reading.alphas for a in layer)
        for li, layer in enumerate(reading.alphas):
            titles = [t("attention.tiny.layer_head", l=li + 1, head=n("head"), h=h + 1, prev=stats.previous[li, h],
                        first=stats.first[li, h]) for h in range(len(layer))]
            charts.show(ca.head_row(list(layer), reading.chars, titles, per_row=ca.TRAINED_PER_ROW,
                                    height=ca.head_row_height(len(reading.chars), len(layer), ca.TRAINED_PER_ROW)),
                        key=f"at_fig_tiny_{li}")
            st.caption(t("cap.attention.tiny_layer", l=li + 1, prev=float(stats.previous[li].mean()),
                         first=float(stats.first[li].mean())))
        if present.active():
            st.caption(maps_caption)
        st.caption(t("attention.tiny.max_above", v=above))
        present.dataframe({
            t("attention.tiny.stats.head", head=n("head")): [t("attention.tiny.stats.lh", l=li + 1, h=h + 1)
                                                        for li in range(cfg.n_layer) for h in range(cfg.n_head)],
            t("attention.tiny.stats.prev"): stats.previous.ravel().astype(np.float64).round(3),
            t("attention.tiny.stats.first"): stats.first.ravel().astype(np.float64).round(3),
            t("attention.tiny.stats.self"): stats.itself.ravel().astype(np.float64).round(3),
        }, hide_index=True)

        st.subheader(t("attention.tiny.next"))
        st.caption(t("attention.tiny.next_caption"))
        rows = [f"{i}:{ch}" for i, ch in enumerate(reading.chars)]
        charts.show(ca.distribution(reading.probs, rows, vocab.itos, reading.targets, title="",
                                    xaxis_title=t("attention.tiny.next_x"), yaxis_title=t("attention.tiny.after"),
                                    height=140 + 26 * len(rows)), key="at_fig_tiny_next")
        st.caption(t("cap.attention.tiny_next", n=len(rows), p=float(np.mean(
            [reading.probs[i, vocab.stoi[ch]] for i, ch in enumerate(reading.targets)]))))
        stoi = vocab.stoi
        present.dataframe({
            t("attention.tiny.after"): rows, t("attention.tiny.next_x"): list(reading.targets),
            t("attention.tiny.p_actual"): [round(float(reading.probs[i, stoi[ch]]), 4)
                                      for i, ch in enumerate(reading.targets)],
        }, hide_index=True, width="stretch")


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
    present.explain(t("attention.out.demo", context="." + context, d=model.cfg.n_embd, v=len(vocab),
                      softmax=n("softmax")))
    top = present.ahead()                 # projector mode: the bars above the three numbers
    c = st.columns(3)
    c[0].metric(t("attention.out.gap"), num(gap, ".1e"), help=t("attention.out.gap_help"))
    c[1].metric(t("attention.out.own"), "0", help=t("attention.out.own_help"))
    c[2].metric(t("attention.out.untied"), num(len(vocab) * model.cfg.n_embd, ","), help=t("attention.out.untied_help"))
    best = np.argsort(p)[::-1][:10]
    with top:
        charts.show(cached_charts.bars([vocab.itos[i] for i in best], p[best], text=[num(p[i], ".3f") for i in best],
                                height=300, title=t("attention.out.bars", context="." + context),
                                hovertemplate="%{x}: %{y:.4f}<extra></extra>"), key="at_fig_outlayer")
        st.caption(t("cap.attention.outlayer", context="." + context, ch=vocab.itos[best[0]], p=float(p[best[0]])))


def encoder_tab(n) -> None:
    """Tab 7: the pretrained encoder, loaded only on request; every head as a small map, one enlarged."""
    st.markdown(t("attention.enc.intro", heads=n("heads")))
    if not st.toggle(t("attention.enc.load"), key="at_enc_load"):
        return
    try:
        with st.spinner(t("attention.enc.loading")):
            enc = encoder()
    except Exception as err:        # a broken install must not break the page
        st.error(t("attention.enc.failed", error=type(err).__name__))
        return
    c = st.columns(2)
    c[0].metric(t("attention.enc.params"), num(enc.n_params, ","))
    c[1].metric(t("attention.enc.shape", heads=n("heads")), f"{enc.n_layers} × {enc.n_heads}")
    raw = st.text_input(t("attention.enc.sentence"), max_chars=SENTENCE_MAX_CHARS,
                        key=url_state("at_enc_text", DEFAULT_SENTENCE, max_len=SENTENCE_MAX_CHARS))
    try:
        text = clean_text(raw, SENTENCE_MAX_CHARS)
        toks = minilm.tokens(enc, text)
        if len(toks) > minilm.MAX_TOKENS:
            raise InputError("too_many_tokens", n=len(toks), limit=minilm.MAX_TOKENS)
    except InputError as err:
        show(err, "attention.enc", level="info" if err.code == "empty" else "error")
        return
    res = minilm.attentions(enc, text)
    st.markdown(t("attention.enc.tokens", n=len(res.tokens), tokens=" ".join(map(literal, res.tokens))))
    st.caption(t("attention.enc.tokens_caption"))
    st.subheader(t("attention.enc.grid", n=enc.n_layers * enc.n_heads, heads=n("heads")))
    charts.show(ca.grid(res.weights, t("attention.enc.layer"), t("attention.enc.head", head=n("head"))),
                key="at_fig_enc_grid")
    s1, s2 = st.columns(2)
    url_state("at_enc_l", 1, lo=1, hi=enc.n_layers)
    url_state("at_enc_h", 1, lo=1, hi=enc.n_heads)
    clamp("at_enc_l", 1, enc.n_layers)                                # a head index never exceeds the heads
    clamp("at_enc_h", 1, enc.n_heads)
    layer = s1.slider(t("attention.enc.layer"), 1, enc.n_layers, key="at_enc_l")
    head = s2.slider(t("attention.enc.head", head=n("head")), 1, enc.n_heads, key="at_enc_h")
    labels = ca.unique_labels(res.tokens)
    charts.show(ca.weights(res.weights[layer - 1, head - 1], res.tokens,
                           title=t("attention.enc.big", l=layer, h=head, head=n("head")),
                           height=ca.matrix_height(len(labels)), width=ca.FULL), key="at_fig_enc_big")

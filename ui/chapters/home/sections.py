"""Sections of the start page: the chain rule of probability, live, on the count-table model."""
from __future__ import annotations

import math

import streamlit as st

from lm_core.counting.bigram import ChainFactor
from lm_core.counting.markov import MarkovStep
from lm_core.metrics import perplexity
from lm_core.counting.name_check import MAX_NAME_LEN, NameInputError, check_name

from ui import charts, present
from ui import cached_charts  # each figure built once per server (ui/figures.py)
from ui.i18n import t
from ui.numbers import num
from ui.inputs import show
from ui.state import url_state
from ui.inputs import literal


def lead(n_train: int) -> None:
    """One short sentence, then the chain rule and the Markov assumption in an expander (the chart stays on screen)."""
    present.explain(t("home.lead"))
    with st.expander(t("home.more")):
        st.markdown(t("home.intro", n=n_train))


def name_input(default_name: str, known: frozenset[str]) -> str | None:
    """The typed name, checked; None (and a message on the page) if the model cannot score it."""
    raw = st.text_input(t("home.input"), max_chars=MAX_NAME_LEN, help=t("home.input_help"),
                        key=url_state("name", default_name, max_len=MAX_NAME_LEN))
    try:
        return check_name(raw, known)
    except NameInputError as err:
        if err.code == "empty":
            st.info(t("home.err.empty"))
        elif err.code == "unknown":
            st.error(t("home.err.unknown", chars=", ".join(map(literal, err.params["chars"])),
                       v=len(known), known=" ".join(sorted(known)))
                     + (" " + t("home.err.try", suggestion=err.params["suggestion"])
                        if err.params["suggestion"] else ""))
        else:
            show(err, "home")
        return None


def surprisal_chart(factors: list[ChainFactor]) -> None:
    """The main figure: one bar per factor, its surprisal −log p."""
    labels = [f"{i + 1}. {f.prev}→{f.char}" for i, f in enumerate(factors)]
    fig = cached_charts.bars(labels, [f.surprisal for f in factors], text=[num(f.surprisal, ".2f") for f in factors],
                      hovertemplate="%{x}<br>−log p = %{y:.3f}<extra></extra>", height=330,
                      title=t("home.bar_title"), xaxis_title=t("home.bar_x"), yaxis_title=t("home.bar_y"))
    charts.show(fig, key="home_surprisal")


def product(word: str, factors: list[ChainFactor]) -> None:
    """The product written out, and its four summary numbers."""
    st.markdown(t("home.product", word=word, factors=" × ".join(f"P({f.char}|{f.prev})" for f in factors)))
    st.markdown("= " + " × ".join(num(f.prob, ".4f") for f in factors))
    total = sum(f.surprisal for f in factors)
    mean = total / len(factors)
    c1, c2, c3, c4 = st.columns(4)
    c1.metric(t("home.prob"), num(math.exp(-total), ".3e"), help=t("home.prob_help"))
    c2.metric(t("home.nll"), num(total, ".3f"))
    c3.metric(t("home.per_char"), num(mean, ".3f"))
    present.reveal("name_ppl", t("home.ppl"), num(perplexity(mean), ".2f"), where=c4)
    st.markdown(t("home.reading"))


def markov(step: MarkovStep) -> None:
    """The Markov assumption for one step: the exact factor P(wₜ | w<ₜ) beside the bigram's P(wₜ | wₜ₋₁)."""
    st.subheader(t("home.markov.header"))
    st.markdown(t("home.markov.intro"))
    last = step.prefix[-1]
    c1, c2 = st.columns(2)
    if step.exact_prob is None:
        c1.metric(t("home.markov.exact", char=step.char, prefix=step.prefix), "—")
        c1.caption(t("home.markov.no_prefix", prefix=step.prefix))
    else:
        c1.metric(t("home.markov.exact", char=step.char, prefix=step.prefix), num(step.exact_prob, ".4f"))
        c1.caption(t("home.markov.counts", k=step.next_count, n=step.prefix_count, prefix=step.prefix,
                     char=step.char))
    c2.metric(t("home.markov.bigram", char=step.char, last=last), num(step.bigram_prob, ".4f"))
    c2.caption(t("home.markov.bigram_note", last=last))


def factor_table(factors: list[ChainFactor]) -> None:
    with st.expander(t("home.factor_table")):
        present.dataframe({
            t("home.col.step"): range(1, len(factors) + 1),
            t("home.col.context"): [f.prev for f in factors],
            t("home.col.next"): [f.char for f in factors],
            t("home.col.prob"): [f.prob for f in factors],
            t("home.col.surprisal"): [f.surprisal for f in factors],
        }, hide_index=True, width="stretch")

"""Start page: the chain rule of probability, live, on the count-table model."""
import math
import unicodedata

import pandas as pd
import streamlit as st

from lm_core.bigram import chain_rule
from lm_core.metrics import perplexity
import ui
from ui import charts
from ui.data import active_bigram_data, bigram_probs, word_list
from ui.i18n import t
from ui.state import url_state

ui.require_app_shell()


st.title(t("home.title"))
wl = word_list()
data = active_bigram_data()
P = bigram_probs(wl.digest, 1.0, data)
st.markdown(t("home.intro", n=len(wl)))

default_name = "emma" if not data.vocab.unknown("emma") else wl.words[0]
raw = st.text_input(t("home.input"), key=url_state("name", default_name), max_chars=40, help=t("home.input_help"))
word = unicodedata.normalize("NFC", raw.strip()).lower()

if not word:
    st.info(t("home.empty"))
    st.stop()
if not all(ch.isalpha() for ch in word):
    st.error(t("home.not_word"))
    st.stop()
unknown = data.vocab.unknown(word)
if unknown:
    suggestion = "".join(ch for ch in word if ch not in unknown) or default_name
    st.error(t("home.unknown", chars=", ".join(f"`{c}`" for c in unknown), v=len(data.vocab),
               known=" ".join(data.vocab.itos), suggestion=suggestion))
    st.stop()

factors = chain_rule(P, data.vocab, word)
total_nll = sum(f.surprisal for f in factors)
mean_nll = total_nll / len(factors)

st.markdown(t("home.product", word=word, factors=" × ".join(
    f"P({f.char}|{f.prev})" for f in factors)))
st.markdown("= " + " × ".join(f"{f.prob:.4f}" for f in factors))

c1, c2, c3, c4 = st.columns(4)
c1.metric(t("home.prob"), f"{math.exp(-total_nll):.3e}")
c2.metric(t("home.nll"), f"{total_nll:.3f}")
c3.metric(t("home.per_char"), f"{mean_nll:.3f}")
c4.metric(t("home.ppl"), f"{perplexity(mean_nll):.2f}")

labels = [f"{i + 1}. {f.prev}→{f.char}" for i, f in enumerate(factors)]
fig = charts.bars(labels, [f.surprisal for f in factors], text=[f"{f.surprisal:.2f}" for f in factors],
                  hovertemplate="%{x}<br>−log p = %{y:.3f}<extra></extra>",
                  title=t("home.bar_title"), xaxis_title=t("home.bar_x"), yaxis_title=t("home.bar_y"))
charts.show(fig, key="home_surprisal")
st.markdown(t("home.reading"))

with st.expander(t("home.factor_table")):
    st.dataframe(pd.DataFrame({
        t("home.col.step"): range(1, len(factors) + 1),
        t("home.col.context"): [f.prev for f in factors],
        t("home.col.next"): [f.char for f in factors],
        t("home.col.prob"): [f.prob for f in factors],
        t("home.col.surprisal"): [f.surprisal for f in factors],
    }), hide_index=True, width="stretch")

"""Start page: the chain rule of probability, live, on the count-table model (and what the bigram assumes)."""
import streamlit as st

import ui
from lm_core.bigram import chain_rule
from lm_core.markov import showcase_step
from ui.data import active_bigram_data, bigram_probs, word_list
from ui.home_cache import exact_vs_bigram
from ui.i18n import t
from ui.sections import home as sections

ui.require_app_shell()

st.title(t("home.title"))
wl = word_list()
data = active_bigram_data()
train = tuple(data.split.train)
sections.lead(n_train=len(train))

default_name = "emma" if not data.vocab.unknown("emma") else wl.words[0]
word = sections.name_input(default_name, frozenset(data.vocab.itos))
if word is None:
    st.stop()

factors = chain_rule(bigram_probs(wl.digest, 1.0, data), data.vocab, word)
sections.surprisal_chart(factors)
sections.product(word, factors)
step = showcase_step(word)
sections.markov(exact_vs_bigram(wl.digest, word, step, factors[step - 1].prob, train))
sections.factor_table(factors)

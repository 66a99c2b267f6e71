"""Neural models: the neural bigram converges to the count table; Bengio's MLP beats it; what its embeddings hold."""
import streamlit as st

import ui
from ui import sidebar
from ui.data import active_bigram_data, default_word_list, word_list
from ui.i18n import t
from ui.sections import neural as sections

ui.require_app_shell()

wl = word_list()
ctx = sections.Active(digest=wl.digest, data=active_bigram_data(), seed=sidebar.seed(),
                      bundled=wl.digest == default_word_list().digest)

st.title(t("neural.title"))
st.markdown(t("neural.lead"))

sections.neural_bigram(ctx)
k, live = sections.mlp(ctx)
sections.embeddings(ctx, k, live)
sections.fixed_window(ctx)

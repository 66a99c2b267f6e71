"""Tokens and perplexity: the same model over different tokens, one scale for every model, why counting stops."""
import streamlit as st

import ui
from ui import sidebar, tokens_cache as cache
from ui.i18n import t
from ui.sections import tokens as sections

ui.require_app_shell()

st.title(t("tok.title"))
st.markdown(t("tok.lead"))
with st.expander(t("tok.more")):
    st.markdown(t("tok.more_body"))

metrics = cache.metrics()
sections.scheme_table(metrics)
sentence, error = sections.read_sentence()
sections.sentence_view(sentence, error)
sections.merges_chart(metrics, sentence)

models = cache.ladder_models()
val = models["data"].split.val
sections.ladder(cache.ladder_scores(), cache.ladder_samples(sidebar.seed()), models["alpha"],
                len(val), sum(len(w) + 1 for w in val))
sections.counting_stops(cache.coverage_table())

"""RNN gradients: watch the learning signal fade through an Elman RNN, and see what gates, clipping and
truncation do to it. Every curve is measured by autograd on a network the visitor configures.

Four tabs (``sections``, built by ``ui.tabs.TabBar``): only the open one runs; the others keep their settings in
the link."""
import streamlit as st

from ui.i18n import t
from ui.present import explain
from ui.chapters.rnn_gradients import SPEC, sections as rnn
from ui.sidebar import seed
from ui.tabs import TabBar

BAR = TabBar(SPEC, lambda tab: t(f"rnn_gradients.tabs.{tab}"), params=rnn.PARAMS)


def render() -> None:
    """Draw the page (``pages/rnn_gradients.py`` calls it through ``ui.chapters.run``)."""
    st.title(t("rnn_gradients.title"))
    explain(t("rnn_gradients.lead"))
    with st.expander(t("rnn_gradients.intro_more")):
        st.markdown(t("rnn_gradients.intro"))

    BAR.run({tab_id: (lambda draw=draw: draw(seed())) for tab_id, draw in rnn.SECTIONS.items()})

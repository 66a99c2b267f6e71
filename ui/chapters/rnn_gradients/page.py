"""RNN gradients: watch the learning signal fade through an Elman RNN, and see what gates, clipping and
truncation do to it. Every curve is measured by autograd on a network the visitor configures.

Four tabs (``sections``): only the open one runs; the others keep their settings in the link."""
import streamlit as st

from ui.i18n import t
from ui.present import explain, follow_tabs
from ui.chapters.rnn_gradients import sections as rnn
from ui.sidebar import seed
from ui.state import keep, url_tabs


def render() -> None:
    """Draw the page (``pages/rnn_gradients.py`` calls it through ``ui.chapters.run``)."""
    st.title(t("rnn.title"))
    explain(t("rnn.lead"))
    with st.expander(t("rnn.intro_more")):
        st.markdown(t("rnn.intro"))

    keep(rnn.PARAMS)
    follow_tabs("rnn_gradients", "rnn_tab", rnn.TABS, lambda tab: t(f"rnn.tabs.{tab}"))
    tabs, active = url_tabs("rnn_tab", list(rnn.TABS), lambda tab: t(f"rnn.tabs.{tab}"))
    for tab, tab_id in zip(tabs, rnn.TABS):
        if tab.open:
            with tab:
                rnn.SECTIONS[tab_id](seed())

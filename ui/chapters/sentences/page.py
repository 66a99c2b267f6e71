"""The sentences page: "bank" changes meaning layer by layer, semantic search is one matrix product, and which
sentence vector works (MISSION §7, the end of chapter 003). Sections live in ui/chapters/sentences/sections.py."""
import streamlit as st

from ui.chapters import stop_page
from ui.chapters.sentences import cache as sc
from ui.i18n import t
from ui.present import Section, explain, run_sections
from ui.chapters.sentences import sections


def render() -> None:
    """Draw the page (``pages/sentences.py`` calls it through ``ui.chapters.run``)."""
    st.title(t("sentences.title"))
    explain(t("sentences.lead"))

    try:
        with st.spinner(t("sentences.loading")):
            curves = {m: sc.bank_curves(m) for m in sc.MODELS}
    except Exception as err:        # a broken install must not break the page
        st.error(t("sentences.failed", error=type(err).__name__))
        stop_page()
    metrics = sc.mlm_metrics()

    sections.intro(curves["minilm"].n_params, metrics)
    run_sections("sentences", [
        Section("bank", "present.sec.sent.bank", lambda: sections.bank(curves, metrics["config"]["layers"])),
        Section("own", "present.sec.sent.own", sections.own_sentences),
        Section("search", "present.sec.sent.search", lambda: sections.search(sc.scores())),
        Section("compare", "present.sec.sent.compare", lambda: sections.comparison(sc.scores(), sc.shipped_table())),
        Section("blind", "present.sec.sent.blind", sections.blind_spots),
    ])

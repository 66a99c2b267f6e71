"""Tokens and perplexity: the same model over different tokens, one scale for every model, why counting stops."""
import streamlit as st

from ui import sidebar
from ui.chapters.tokens import cache
from ui.i18n import t
from ui import present
from ui.present import Section, explain, run_sections
from ui.chapters.tokens import sections


def render() -> None:
    """Draw the page (``pages/tokens.py`` calls it through ``ui.chapters.run``)."""
    st.title(t("tokens.title"))
    explain(t("tokens.lead"))
    metrics = cache.metrics()
    with st.expander(t("tokens.more")):
        rows = cache.rows_by_scheme()
        st.markdown(t("tokens.more_body", chars=metrics["sizes"]["test"]["characters"],
                      b_chars=rows["chars"]["bits_per_char"], b_words=rows["words"]["bits_per_char"]))

    def sentence_section():
        sentence, error = sections.read_sentence()
        if present.active():              # projector mode: the chart under the box, the sentence cut four ways below
            sections.merges_chart(metrics, sentence)
            sections.sentence_view(sentence, error)
        else:
            sections.sentence_view(sentence, error)
            sections.merges_chart(metrics, sentence)

    def ladder_section():
        models = cache.ladder_models()
        sections.ladder(cache.ladder_scores(), cache.ladder_samples(sidebar.seed()), models["alpha"],
                        *cache.ladder_sizes(), models["alpha_choice"])


    run_sections("tokens", [
        Section("schemes", "present.sec.tok.schemes", lambda: sections.scheme_table(metrics)),
        Section("sentence", "present.sec.tok.sentence", sentence_section),
        Section("ladder", "present.sec.tok.ladder", ladder_section),
        Section("counting", "present.sec.tok.counting", lambda: sections.counting_stops(cache.coverage_table())),
    ])

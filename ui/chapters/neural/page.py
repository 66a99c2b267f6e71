"""Neural models: the neural bigram converges to the count table; Bengio's MLP beats it; what its embeddings hold."""
import streamlit as st

from ui import keys, sidebar
from ui.data import active_bigram_data, default_word_list, word_list
from ui.i18n import t
from ui.chapters.neural.cache import session_store
from ui.present import Section, explain, run_sections
from ui.chapters.neural import sections


def render() -> None:
    """Draw the page (``pages/neural.py`` calls it through ``ui.chapters.run``)."""
    wl = word_list()
    ctx = sections.Active(digest=wl.digest, data=active_bigram_data(), seed=sidebar.seed(),
                          bundled=wl.digest == default_word_list().digest)
    shared = {}

    def mlp_state():
        """(k, the MLP trained now or None): from the MLP section, or (projector mode) from the link and the
        session."""
        if "mlp" not in shared:
            k = st.session_state[sections.MLP_K.register()]
            shared["mlp"] = (k, session_store(keys.NEURAL_MLP).get((ctx.digest, k, ctx.seed)))
        return shared["mlp"]


    st.title(t("neural.title"))
    explain(t("neural.lead"))

    run_sections("neural", [
        Section("bigram", "present.sec.neural.bigram", lambda: sections.neural_bigram(ctx)),
        Section("mlp", "present.sec.neural.mlp", lambda: shared.update(mlp=sections.mlp(ctx))),
        Section("emb", "present.sec.neural.emb", lambda: sections.embeddings(ctx, *mlp_state())),
        Section("window", "present.sec.neural.window", lambda: sections.fixed_window(ctx)),
    ])

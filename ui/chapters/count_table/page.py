"""The count-table page: the bigram model built, read, sampled and scored (MISSION §1)."""
import streamlit as st

from ui.data import active_bigram_data, default_word_list, word_list
from ui.i18n import t
from ui.present import Section, run_sections
from ui.chapters.count_table import sections
from ui.sidebar import seed


def render() -> None:
    """Draw the page (``pages/count_table.py`` calls it through ``ui.chapters.run``)."""
    wl = word_list()
    data = active_bigram_data()
    bundled = wl.digest == default_word_list().digest      # the book's figures apply to the bundled names only
    shared = {}                                            # α from the table's slider, for the sections after it

    def alpha() -> float:
        """α as the table section set it, or (projector mode, a later section alone) as the link holds it."""
        if "alpha" not in shared:
            shared["alpha"] = st.session_state[sections.ALPHA.register()]
        return shared["alpha"]


    st.title(t("count_table.title"))
    sections.intro(data)
    run_sections("count_table", [
        Section("table", "present.sec.count.table", lambda: shared.update(alpha=sections.table(data, wl.digest))),
        Section("row", "present.sec.count.row", lambda: sections.row(data, wl.digest, alpha(), bundled)),
        Section("sampling", "present.sec.count.sampling", lambda: sections.sampling(data, wl.digest, seed(), bundled)),
        Section("metrics", "present.sec.count.metrics", lambda: sections.metrics(data, wl.digest, alpha(), bundled)),
        Section("empty", "present.sec.count.empty", lambda: sections.empty_cells(data, wl.digest, bundled)),
    ])

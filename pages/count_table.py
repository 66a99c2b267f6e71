"""The count-table page: the bigram model built, read, sampled and scored (MISSION §1)."""
import streamlit as st

import ui
from ui.data import active_bigram_data, default_word_list, word_list
from ui.i18n import t
from ui.sections import count_table as sections
from ui.sidebar import seed

ui.require_app_shell()

wl = word_list()
data = active_bigram_data()
bundled = wl.digest == default_word_list().digest      # the book's figures apply to the bundled names only

st.title(t("count.title"))
sections.intro(data)
alpha = sections.table(data, wl.digest)
sections.row(data, wl.digest, alpha, bundled)
sections.sampling(data, wl.digest, seed(), bundled)
sections.metrics(data, wl.digest, alpha, bundled)
sections.empty_cells(data, wl.digest, bundled)

"""Token by Token: the entry point. Builds the navigation and the shared sidebar, then runs the page."""
from pathlib import Path

import streamlit as st

import ui
from ui import charts, export, present, runtime, sidebar, state  # noqa: F401  (ui.charts registers the chart template before any figure)
from ui.i18n import t
from ui.lesson import flow as lesson

# (file, title key, icon, section key); the first is the start page. Each page's URL path is its file
# name (``/count_table``): see ui/__init__.py for why.
PAGES = [
    ("pages/home.py", "common.nav.home", ":material/link:", "common.nav.section.chars"),
    ("pages/count_table.py", "common.nav.count", ":material/grid_on:", "common.nav.section.chars"),
    ("pages/neural.py", "common.nav.neural", ":material/hub:", "common.nav.section.chars"),
    ("pages/tokens.py", "common.nav.tokens", ":material/straighten:", "common.nav.section.chars"),
    ("pages/attention.py", "common.nav.attention", ":material/visibility:", "common.nav.section.mechanisms"),
    ("pages/rnn_gradients.py", "common.nav.rnn", ":material/trending_down:", "common.nav.section.mechanisms"),
    ("pages/word_vectors.py", "common.nav.wordvec", ":material/scatter_plot:", "common.nav.section.words"),
    ("pages/sentences.py", "common.nav.sentences", ":material/short_text:", "common.nav.section.words"),
]

runtime.configure()
ui.settle_widget_ids()
st.set_page_config(page_title=t("common.app_title"), page_icon=":material/token:", layout="wide",
                   initial_sidebar_state=present.sidebar_state())
state.start_run()
present.setup()            # projector mode, hidden answers, hidden/locked controls (ui/present.py)
sidebar.render()
present.toggle()

sections: dict[str, list] = {}
stems = {}                                   # page title -> file name (names downloaded files)
for i, (file, title, icon, section) in enumerate(PAGES):
    page = st.Page(file, title=t(title), icon=icon, url_path=None if i == 0 else Path(file).stem, default=i == 0)
    sections.setdefault(t(section), []).append(page)
    stems[page.title] = Path(file).stem

current = st.navigation(sections)
with ui.app_shell(), export.page_run(stems.get(current.title, "app")):
    lesson.run_page(current, stems.get(current.title, "app"))   # a lesson's panel above the page (ui/lesson/flow.py)
state.announce(lambda names: t("common.url.rejected", names=names))
state.publish(present.carried())
export.link()
runtime.trim()

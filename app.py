"""Token by Token: the entry point. Builds the navigation and the shared sidebar, then runs the page."""
from pathlib import Path

import streamlit as st

from ui import charts, export, pages_mode, present, runtime, share, sidebar, state, warmup  # noqa: F401  (ui.charts registers the chart template before any figure)
from ui.chapters import CHAPTERS, url_path
from ui.i18n import t
from ui.lesson import flow as lesson

# The tab's icon, a file of ours: a Material icon name would make every phone fetch it from a font server.
FAVICON = Path(__file__).resolve().parent / "assets" / "icons" / "favicon.png"

runtime.configure()
with runtime.page_run():
    warmup.start()             # once per process: a background thread fills what every visitor shares (ui/warmup.py)
    pages_mode.settle_widget_ids()
    st.set_page_config(page_title=t("common.app_title"), page_icon=str(FAVICON), layout="wide",
                       initial_sidebar_state=present.sidebar_state())
    state.start_run()
    present.setup()            # projector mode, hidden answers, hidden/locked controls (ui/present.py)
    sidebar.render()
    present.toggle()

    sections: dict[str, list] = {}
    stems = {}                                   # page title -> file name (names downloaded files)
    for chapter in CHAPTERS:                     # ui/chapters/: one folder and one SPEC per page
        page = st.Page(chapter.page, title=t(chapter.title), icon=chapter.icon, url_path=url_path(chapter) or None,
                       default=chapter is CHAPTERS[0])
        sections.setdefault(t(chapter.group), []).append(page)
        stems[page.title] = chapter.stem

    current = st.navigation(sections)
    stem = stems.get(current.title, "app")
    with pages_mode.app_shell(), export.page_run(stem):
        lesson.run_page(current, stem)       # a lesson's panel above the page (ui/lesson/flow.py)
    state.announce(lambda names: t("common.url.rejected", names=names))
    state.publish(present.carried())
    export.link()
    if not lesson.following():               # a student in a live room: no share panel (its link is theirs)
        share.panel(stem)
    runtime.trim()

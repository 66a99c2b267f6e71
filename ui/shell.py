"""The app around every page: the navigation (``st.navigation`` over one ``st.Page`` per chapter), the shared
sidebar, the lesson's panel, the share panel. ``app.py`` and every ``pages/<stem>.py`` run :func:`main`: a page file
run on its own is the whole app; run by the app as its page, it draws its chapter.

Public Streamlit only. Streamlit 1.67 treats a ``pages/`` folder beside the main script as its old multipage mode
until ``st.navigation`` has run in the process: on a fresh server's first runs it runs ``app.py`` or
``pages/<stem>.py`` on its own (a deep link finds its file, so no "page not found"), and widgets drawn in such a
run get other IDs than in every later run (their IDs carry the page's hash). So a session's first run builds the
navigation (which leaves the old mode for the process) and reruns before drawing anything: every widget a visitor
sees was drawn in the mode the server stays in. That costs one empty run per session (the imports are loaded).
"""
from __future__ import annotations

import threading
from pathlib import Path

import streamlit as st

from . import charts, export, present, registry, runtime, share, sidebar, state, warmup  # noqa: F401  (ui.charts registers the chart template before any figure)
from .i18n import t
from .lesson import page as lesson

# The tab's icon, a file of ours: a Material icon name would make every phone fetch it from a font server.
FAVICON = Path(__file__).resolve().parent.parent / "assets" / "icons" / "favicon.png"
_run = threading.local()             # the stem of the page this script thread is running, inside main()
SETTLED = "_shell_settled"          # set on a session's first run, which reruns before drawing (see above)


def navigation() -> tuple[st.Page, str]:
    """``st.navigation`` over every chapter (``ui.registry``), grouped as their specs say: the page to run, its stem."""
    sections: dict[str, list] = {}
    stems = {}
    for chapter in registry.CHAPTERS:
        page = registry.page(chapter.stem)
        sections.setdefault(t(chapter.group), []).append(page)
        stems[page.url_path] = chapter.stem
    current = st.navigation(sections)
    return current, stems.get(current.url_path, "app")


def main() -> None:
    """One run of the app, whichever file Streamlit started it from; or, when the app runs a ``pages/`` file as the
    page of this run, that chapter's page."""
    stem = getattr(_run, "stem", None)
    if stem is not None:
        registry.render(stem)
        return
    runtime.configure()
    with runtime.page_run():
        warmup.start()             # once per process: a background thread fills what every visitor shares
        current, stem = navigation()
        if SETTLED not in st.session_state:
            st.session_state[SETTLED] = True
            st.rerun()             # a session's first run: nothing drawn yet (module docstring)
        st.set_page_config(page_title=t("common.app_title"), page_icon=str(FAVICON), layout="wide",
                           initial_sidebar_state=present.sidebar_state())
        state.start_run()
        present.setup()            # projector mode, hidden answers, hidden/locked controls (ui/present.py)
        sidebar.render()
        present.toggle()
        _run.stem = stem
        try:
            with export.page_run(stem):
                lesson.run_page(current, stem)     # a lesson's panel above the page (ui/lesson/page.py)
        finally:
            _run.stem = None
        state.announce(lambda names: t("common.url.rejected", names=names))
        state.publish(present.carried())
        export.link()
        if not lesson.following():               # a student in a live room: no share panel (its link is theirs)
            share.panel(stem)
        runtime.trim()

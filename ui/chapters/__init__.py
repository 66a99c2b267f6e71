"""The chapters of the app, one folder each (``ui/chapters/<stem>/``), in the order of the navigation.

Adding a page: a folder here with its ``SPEC`` (``ui/chapters/spec.py``), a thin ``pages/<stem>.py``, its strings
in ``ui/strings/``, and its stem in :data:`STEMS`. The navigation (``app.py``), the projector's answers
(``ui/present.py``) and every test sweep read :data:`CHAPTERS`; nothing else lists the pages.
"""
from __future__ import annotations

from importlib import import_module

from ui.chapters.spec import Chapter

STEMS = ("home", "count_table", "neural", "tokens", "attention", "rnn_gradients", "word_vectors", "sentences")
CHAPTERS: tuple[Chapter, ...] = tuple(import_module(f"ui.chapters.{stem}").SPEC for stem in STEMS)
BY_STEM: dict[str, Chapter] = {c.stem: c for c in CHAPTERS}
BY_PAGE: dict[str, Chapter] = {c.page: c for c in CHAPTERS}


def url_path(chapter: Chapter) -> str:
    """The chapter's URL path: ``""`` for the start page (the first chapter), else its stem."""
    return "" if chapter is CHAPTERS[0] else chapter.stem


def run(stem: str) -> None:
    """Draw the chapter ``stem``'s page: the body of ``pages/<stem>.py``.

    A page runs inside ``app.py`` (sidebar, navigation, URL state); Streamlit's old ``pages/`` mode can run the
    file on its own on a fresh server's first request, and then ``ui.pages_mode`` reruns it through ``app.py``.
    """
    from ui import pages_mode

    pages_mode.require_app_shell()
    import_module(f"ui.chapters.{stem}.page").render()

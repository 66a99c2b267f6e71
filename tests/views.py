"""One AppTest render per (page, view, language), shared by every check that reads it.

The views come from the chapters' specs (``ui.chapters.CHAPTERS``, ``Chapter.views()``): a tabbed page has one
view per tab, any other page one. ``render`` runs a view once per test worker and keeps the English runs, so the
sweeps that read the same English render (``tests/test_views.py``: exceptions, raw keys, captions, CSV buttons;
``tests/test_url_fuzz.py``: the URL keys it registered; ``tests/test_sweep.py``: its short choices) share it. The
tests that use it carry ``xdist_group(<stem>)`` and the suite runs ``--dist loadgroup``, so one worker holds a page's
English renders.

Every deferred download a run registers (a CSV button) is recorded in :data:`DEFERRED` (file id -> (file name,
callable)), so a check can read a button's file after the run (AppTest keeps no server to fetch it from).
"""
from __future__ import annotations

import pytest
from streamlit.runtime.media_file_manager import MediaFileManager

from tests import url_fuzz as fz
from ui.chapters import BY_STEM, CHAPTERS

LANGS = ("en", "it", "hu")
DEFERRED: dict[str, tuple[str | None, object]] = {}
_ENGLISH: dict[tuple, object] = {}

_original_add_deferred = MediaFileManager.add_deferred


def _spy(self, fn, mimetype, coordinates, file_name=None, **kwargs):
    file_id = _original_add_deferred(self, fn, mimetype, coordinates, file_name=file_name, **kwargs)
    DEFERRED[file_id] = (file_name, fn)
    return file_id


MediaFileManager.add_deferred = _spy          # records only; the download itself is Streamlit's own


def view_id(query: dict) -> str:
    return "-".join(query.values()) or "page"


def views() -> list[tuple[str, dict]]:
    """Every (stem, view query) of the app, from the specs."""
    return [(c.stem, q) for c in CHAPTERS for q in c.views()]


def group(stem: str):
    """The mark that keeps a page's tests on one worker (its English renders are shared there)."""
    return pytest.mark.xdist_group(stem)


def render(stem: str, query: dict, lang: str = "en"):
    """The AppTest run of chapter ``stem``'s view ``query`` in ``lang`` (English: without ``lang`` in the link, as
    a visitor whose browser speaks English). English runs are kept for the worker's other checks; read them, never
    interact with them (run them again)."""
    page = BY_STEM[stem].page
    ident = (stem, tuple(sorted(query.items())))
    if lang == "en":
        if ident not in _ENGLISH:
            _ENGLISH[ident] = fz.run(page, dict(query))
        return _ENGLISH[ident]
    return fz.run(page, {**query, "lang": lang})

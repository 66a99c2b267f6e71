"""The chapters of the app, one folder each (``ui/chapters/<stem>/``), found, not listed: the registry.

A folder here whose ``__init__.py`` has a ``SPEC`` (``ui/chapters/spec.py``) is a chapter: the navigation
(``ui/shell.py``), the projector's answers (``ui/present.py``), the lessons' truths (``ui/lesson/answers.py``), the
warm-up and every test sweep read :data:`CHAPTERS`, in the order of ``SPEC.order``. Adding a page is a folder here
plus its strings in ``ui/strings/<stem>.py`` (docs/adding-a-chapter.md).

The search runs on first use of :data:`CHAPTERS` (or :data:`BY_STEM`, :data:`STEMS`), over the ``ui.chapters``
package's ``__path__`` (imported by name: the chapters sit above everything that reads them): a folder on another
entry of that path (a test's throwaway chapter) is found the same way.
"""
from __future__ import annotations

import pkgutil
import threading
from importlib import import_module
from importlib.util import find_spec
from typing import Callable

import streamlit as st

from .i18n import t
from .spec import Chapter
from .state import announce

PACKAGE = "ui.chapters"

_found: dict[str, object] = {}
_lock = threading.Lock()


def discover() -> tuple[Chapter, ...]:
    """Every chapter on this package's path, in navigation order (``SPEC.order``, then the stem)."""
    found = []
    for info in pkgutil.iter_modules(import_module(PACKAGE).__path__):
        if not info.ispkg:
            continue
        spec = getattr(import_module(f"{PACKAGE}.{info.name}"), "SPEC", None)
        if isinstance(spec, Chapter):
            if spec.stem != info.name:
                raise ValueError(f"ui/chapters/{info.name}: SPEC.stem is {spec.stem!r}, not the folder's name")
            found.append(spec)
    return tuple(sorted(found, key=lambda c: (c.order, c.stem)))


def __getattr__(name: str):
    """``CHAPTERS``, ``BY_STEM`` and ``STEMS``, found once on first use."""
    if name not in ("CHAPTERS", "BY_STEM", "STEMS"):
        raise AttributeError(name)
    if not _found:
        with _lock:
            if not _found:
                chapters = discover()
                _found.update(BY_STEM={c.stem: c for c in chapters}, STEMS=tuple(c.stem for c in chapters))
                _found["CHAPTERS"] = chapters
    return _found[name]


def folders() -> list[str]:
    """The folders chapters are found in (the ``ui.chapters`` package's path): where their URL keys are declared."""
    return list(import_module(PACKAGE).__path__)


def module(chapter: Chapter, name: str):
    """The chapter's module ``name`` (``"page"``, ``"cache"``...), or None if its folder has none."""
    full = f"{PACKAGE}.{chapter.stem}.{name}"
    return import_module(full) if find_spec(full) is not None else None


def truths() -> dict[str, Callable[[], float | str]]:
    """Every chapter's lesson truths (its ``answers.TRUTHS``), by answer id; an id twice is an error."""
    out: dict[str, Callable[[], float | str]] = {}
    for chapter in __getattr__("CHAPTERS"):
        mod = module(chapter, "answers")
        for answer_id, fn in (getattr(mod, "TRUTHS", {}) if mod is not None else {}).items():
            if answer_id in out:
                raise ValueError(f"answer {answer_id!r} is declared by two chapters")
            out[answer_id] = fn
    return out


def url_path(chapter: Chapter) -> str:
    """The chapter's URL path: ``""`` for the start page (the first chapter), else its stem."""
    return "" if chapter is __getattr__("CHAPTERS")[0] else chapter.stem


def page(stem: str) -> st.Page:
    """The chapter ``stem``'s ``st.Page`` (for ``st.navigation``, ``st.page_link``, ``st.switch_page``), at the URL
    path ``stem`` (the first chapter is the start page, at ``/``): its file ``pages/<stem>.py`` (which draws the
    chapter when the app runs it as the page: ``ui.shell.main``), or, for a chapter without one, a function that
    draws it."""
    chapter = __getattr__("BY_STEM")[stem]
    spec = dict(title=t(chapter.title), icon=chapter.icon, url_path=stem, default=chapter is __getattr__("CHAPTERS")[0])
    try:
        return st.Page(chapter.page, **spec)
    except Exception:           # no such file beside the main script (Streamlit's page-not-found error, caught
        pass                    # without importing its private module): a function draws the chapter

    def run() -> None:
        render(stem)

    run.__name__ = stem
    return st.Page(run, **spec)


def render(stem: str) -> None:
    """Draw the chapter ``stem``'s page (its ``page.render``): what the navigation's ``st.Page`` for it runs."""
    import_module(f"{PACKAGE}.{stem}.page").render()


def stop_page():
    """``st.stop()`` for a page that cannot go on (a bad input, its message on the page): it first names the link
    values refused so far, which the shell would otherwise announce after the page ran (a stopped run never gets
    there, and once stopped, a run can draw nothing more)."""
    announce(lambda names: t("common.url.rejected", names=names))
    st.stop()

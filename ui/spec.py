"""What a chapter declares about itself, once: the one place the navigation, the projector and the tests read.

A chapter's folder ``ui/chapters/<stem>/`` holds its page (``page.render``), sections, cached calls, figure builders
and lesson truths (``answers.TRUTHS``); its ``__init__.py`` holds ``SPEC``, a :class:`Chapter`, and nothing else
lists it: ``ui.chapters`` finds every folder with a ``SPEC`` and orders them by ``SPEC.order``. The stem is the
folder's name, the page's URL path (the first chapter is the start page, at ``/``) and its strings' namespace
(``ui/strings/<stem>.py``). This module imports nothing heavy, so the navigation and the test sweeps can read every
spec without loading a model.
"""
from __future__ import annotations

from dataclasses import dataclass

CHART, METRIC, TABLE = "chart", "metric", "table"     # kinds of a projector section's main figure


@dataclass(frozen=True)
class Shot:
    """A projector section's first screen: the key of its main control (``None``: the section's first control;
    ``""``: none, the figure is the section's main thing and its controls come further down) and the kind of its
    main figure (``None`` when the section's main thing is its control)."""

    control: str | None = None
    figure: str | None = CHART


@dataclass(frozen=True)
class Chapter:
    """One page of the app.

    ``order``: its place in the navigation (the smallest is the start page). ``tab_key``/``tabs``: the URL key of
    the page's tab bar and its tab ids (in order; empty for a page without tabs). ``answers``: the ids of the key
    numbers a prepared link can hide until revealed (``ask=``); each is a truth in the folder's ``answers.py``,
    where the lessons' truths are too. ``warm``: the folder's module whose ``warm``/``warm_tabs`` the server's
    warm-up runs (``ui/warmup.py``; none: nothing every visitor shares).
    ``projector``: one :class:`Shot` per projector section (a tab is a section). ``caption_view``: the tab whose
    charts the captions' spot check reads (``None``: the page's default view).
    """

    stem: str
    title: str                      # the catalogue key of its title in the navigation
    icon: str
    group: str                      # the catalogue key of its group in the navigation
    projector: tuple[Shot, ...]
    tab_key: str | None = None
    tabs: tuple[str, ...] = ()
    answers: tuple[str, ...] = ()
    caption_view: str | None = None
    warm: str | None = "cache"
    order: int = 1000

    @property
    def page(self) -> str:
        """The page's file under ``pages/`` (relative to the repository's root): it runs the whole app, so a link to
        the page works even as a fresh server's first request and ``AppTest.switch_page`` can name it."""
        return f"pages/{self.stem}.py"

    def views(self) -> list[dict[str, str]]:
        """The query of each of the page's views: one per tab, or the page itself."""
        return [{self.tab_key: tab} for tab in self.tabs] if self.tab_key else [{}]

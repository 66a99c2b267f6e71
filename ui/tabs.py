"""One way to build a page's tabs: the RNN-gradients, attention and word-vectors pages all use :class:`TabBar`.

A page hands over its chapter's ``SPEC`` (the URL key ``tab_key`` and the tab ids ``tabs``), a label function
(tab id -> its label in the current language) and, per tab id, the function that draws the tab. The bar:

- keeps the values of the controls of the tabs that are closed this run (``keep``): Streamlit forgets a widget's
  value when the widget is not drawn, and the link would lose it. ``params`` are URL-mirrored controls
  (:class:`ui.state.Param`, registered and kept); ``widget_keys`` are widget keys kept if they have a value;
- in projector mode makes each tab a section (``ui.present.follow_tabs``);
- draws the bar (``ui.state.url_tabs``: the URL holds the open tab's id, the bar its label) and runs only the
  open tab's function, inside it (``show``).

``run(draw)`` does both in that order; a page that draws something between the two (the attention page's
header) calls ``keep()`` first and ``show(draw)`` after it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

import streamlit as st

from ui import state
from ui.spec import Chapter
from ui.present import follow_tabs                # ui.present imports the chapters' specs


def keep_widgets(keys) -> None:
    """Keep the values of widgets that sit in a tab that is not open this run (Streamlit drops them otherwise)."""
    for key in keys:
        if key in st.session_state:
            st.session_state[key] = st.session_state[key]


@dataclass(frozen=True)
class TabBar:
    """A chapter's tab bar (see the module's docstring)."""

    spec: Chapter
    label: Callable[[str], str]
    aliases: Mapping[str, str] | None = None          # old link values (former labels) -> tab id
    params: tuple[state.Param, ...] = ()              # URL-mirrored controls of every tab, kept while closed
    widget_keys: tuple[str, ...] = ()                 # other widget keys of the tabs, kept while closed

    def __post_init__(self):
        assert self.spec.tab_key and self.spec.tabs, f"{self.spec.stem} declares no tabs"

    @property
    def ids(self) -> tuple[str, ...]:
        return self.spec.tabs

    def keep(self) -> None:
        """Register the tabs' URL controls and keep the values of every tab's controls."""
        if self.params:
            state.keep(self.params)
        keep_widgets(self.widget_keys)

    def show(self, draw: Mapping[str, Callable[[], None]]) -> str:
        """Draw the bar and run the open tab's ``draw`` function inside it; return the open tab's id."""

        assert tuple(draw) == self.ids, (tuple(draw), self.ids)
        aliases = dict(self.aliases) if self.aliases else None
        follow_tabs(self.spec.stem, self.spec.tab_key, self.ids, self.label, aliases=aliases)
        tabs, active = state.url_tabs(self.spec.tab_key, list(self.ids), self.label, aliases=aliases)
        for tab, tab_id in zip(tabs, self.ids):
            if tab.open:                     # the active id's tab (url_tabs keeps the bar and the id in step)
                with tab:
                    draw[tab_id]()
        return active

    def run(self, draw: Mapping[str, Callable[[], None]]) -> str:
        """``keep()`` then ``show(draw)``."""
        self.keep()
        return self.show(draw)

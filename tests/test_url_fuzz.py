"""Issue 14: a stale or hostile link never breaks a page, on any page and any tab.

For every page of app.py and every tab of it, every URL key the run registered (derived from the code at
run time, see tests/url_fuzz.py) gets 99999, -99999, nan, 1e308, "", zzz and a random unicode string,
one at a time, plus a few random combinations. No exception, no error box (a free-text parameter may show
its own input message), and the page title renders.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests import url_fuzz as fz

# Pages owned by other helpers that still fail today (their owners fix them; the integrator removes these).
KNOWN_FAILING: dict[str, str] = {}


def params():
    for page in fz.pages():
        stem = Path(page).stem
        marks = [pytest.mark.xfail(reason=KNOWN_FAILING[stem], strict=False)] if stem in KNOWN_FAILING else []
        yield pytest.param(page, id=stem, marks=marks)


@pytest.fixture
def navigation_mode(app):
    """The ``app`` fixture's patch (AppTest starts each run in navigation mode, as a served app does)."""
    return app


def check(at, title: str, label: str, allow_error: bool = False) -> None:
    assert not at.exception, (label, [e.value for e in at.exception])
    if not allow_error:
        assert not at.error, (label, [e.value for e in at.error])
    assert at.title and at.title[0].value == title, (label, [t.value for t in at.title])


@pytest.mark.parametrize("page", list(params()))
def test_hostile_links(navigation_mode, page):
    """One test per page; inside it, every tab of the page (its ``*_tab`` key's choices) in turn."""
    base = fz.run(page, {})
    assert not base.exception, [e.value for e in base.exception]
    defaults, specs = fz.registered(base)
    tab_list = fz.tabs(specs)
    for slot in range(max(1, len(tab_list))):
        fixed = dict([tab_list[slot]]) if tab_list else {}
        start = fz.run(page, fixed) if fixed else base
        check(start, base.title[0].value, f"{page} {fixed}")
        tab_defaults, tab_specs = fz.registered(start)      # this tab's keys (a tab registers its own controls)
        titles = {start.session_state["lang"]: start.title[0].value}     # a valid ``lang`` changes the title

        def title(at):
            lang = at.session_state["lang"] if "lang" in at.session_state else "en"
            if lang not in titles:
                titles[lang] = fz.run(page, {**fixed, "lang": lang}).title[0].value
            return titles[lang]

        rng = random.Random(f"{page}/{slot}")
        for key, raw in fz.cases(tab_defaults, tab_specs, rng, skip=fixed):
            at = fz.run(page, {**fixed, key: raw})
            check(at, title(at), f"{page} {fixed} {key}={raw!r}",
                  allow_error=fz.is_text_key(key, tab_defaults, tab_specs))
        for query in fz.combos(tab_defaults, tab_specs, rng, skip=fixed):
            at = fz.run(page, {**fixed, **query})
            text_keys = [k for k in query if fz.is_text_key(k, tab_defaults, tab_specs)]
            check(at, title(at), f"{page} {fixed} {query}", allow_error=bool(text_keys))

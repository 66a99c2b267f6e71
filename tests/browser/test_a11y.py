"""axe-core (bundled by axe-playwright-python, runs offline) on every page and every tab, WCAG 2.0/2.1/2.2 A and AA.

Findings must be exactly within ALLOWED: rules that fire on Streamlit's own markup and that the app cannot change
(each is explained in docs/design.md, "Accessibility"). Any other finding is ours and fails the test, as does
an allowed rule firing on an element that is not Streamlit's navigation.
"""
from __future__ import annotations

import pytest

from tests.browser import test_chart_overlap as overlap
from tests.browser import test_overflow as overflow
from tests.browser.conftest import (assert_no_error, no_horizontal_scroll, screenshot, settled, wait_for_chart,
                                    wait_idle)
from tests.browser.test_language import pick_language

WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
# rule id -> what every flagged element's HTML must contain (Streamlit's sidebar navigation with page sections:
# its <ul> holds a <div> per section around the <li> items, so the list has a non-<li> child and the items no <ul>)
ALLOWED = {
    "list": 'data-testid="stSidebarNavItems"',
    "listitem": "<li",
}
def targets():
    """Every view of every page (each tab of a tabbed page), from the chapters' specs."""
    from ui.chapters import CHAPTERS, url_path

    return [(url_path(c), "&".join(f"{k}={v}" for k, v in view.items())) for c in CHAPTERS for view in c.views()]


def run_axe(page) -> list[dict]:
    from axe_playwright_python.sync_playwright import Axe

    result = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG_AA}, "resultTypes": ["violations"]})
    return result.response["violations"]


def ours(violations: list[dict]) -> list[str]:
    """The findings outside the allow-list, one line each: rule, impact, element, axe's summary."""
    found = []
    for v in violations:
        for node in v["nodes"]:
            allowed = v["id"] in ALLOWED and ALLOWED[v["id"]] in node["html"]
            if not allowed:
                found.append(f"{v['id']} ({v['impact']}) {node['target']}: {node['html'][:160]} -- "
                             f"{node.get('failureSummary', '')[:240]}")
    return found


def test_every_tab_of_the_tabbed_pages_is_checked():
    """The specs' tabs are the tabbed pages' own tab ids, so the walk opens every tab."""
    import importlib

    from ui.chapters import CHAPTERS

    for chapter in CHAPTERS:                     # a tabbed page's sections module names its own tab ids
        sections = importlib.import_module(f"ui.chapters.{chapter.stem}.sections")
        own = getattr(sections, "TAB_IDS", None) or getattr(sections, "TABS", None)
        assert chapter.tabs == (tuple(own) if chapter.tabs else chapter.tabs), chapter.stem
    assert sum(len(c.views()) for c in CHAPTERS) == len(targets())


def test_the_check_catches_a_finding_of_ours(open_page):
    """The checker is live: a grey-on-white paragraph and an unlabelled button injected into the page are found."""
    page = open_page("count_table")
    page.evaluate("""() => { const main = document.querySelector('[data-testid="stMain"]');
        const p = document.createElement('p'); p.textContent = 'faint text'; p.style.color = '#bbbbbb';
        const b = document.createElement('button'); main.prepend(p); main.prepend(b); }""")
    rules = {line.split(" ")[0] for line in ours(run_axe(page))}
    assert {"color-contrast", "button-name"} <= rules, rules


@pytest.mark.browser
@pytest.mark.parametrize("path,query", targets())
def test_no_accessibility_findings_of_ours(open_page, path, query):
    """Every page and tab, on one page load each (issue 20: one load serves every check of a view):

    - at 1280×720 in English: axe; tests/browser/test_overflow.py's checks (no metric cut off, chart text large and
      dark); tests/browser/test_chart_overlap.py's (no chart text runs into other chart text or under the toolbar);
      the page does not scroll sideways;
    - then switched to Hungarian (the longest labels) and narrowed to a phone's 390×844: the chart-overlap checks
      again, and no error;
    - on a page's default view, its first control moved (a slider, else a text box, else a toggle): the page
      draws again without an error (what tests/browser/test_every_page.py did on loads of its own).
    """
    page = open_page(path, query)
    if query != "at_tab=encoder":         # the pretrained encoder draws nothing until it is asked to load
        wait_for_chart(page)
    wait_idle(page)
    settled(page)                         # every visible chart drawn and laid out
    assert_no_error(page)
    violations = run_axe(page)
    assert not ours(violations), "\n".join(ours(violations))
    assert {v["id"] for v in violations} <= set(ALLOWED)
    overflow.check_view(page, query or path or "home")
    where = f"{path or 'home'} {query or '(no tab)'}"
    overlap.check_view(page, f"{where} desktop 1280×720")
    # judged once the page has settled (a chart being redrawn can be wider for a moment)
    page.wait_for_function("() => document.documentElement.scrollWidth <= window.innerWidth + 1", timeout=15_000)
    assert no_horizontal_scroll(page), f"{where} scrolls sideways at 1280×720"
    if not query:
        screenshot(page, f"page_{path or 'home'}")

    pick_language(page, "Magyar")
    page.wait_for_function("() => window.location.search.includes('lang=hu')", timeout=30_000)
    wait_idle(page)
    viewport, extra = overlap.SIZES["phone"]
    assert extra == "lang=hu"
    page.set_viewport_size(viewport)      # no run: the layout follows the window (measure waits for it to settle)
    assert_no_error(page)
    overlap.check_view(page, f"{where} phone {viewport['width']}×{viewport['height']} {extra}")

    if not query:
        move_first_control(page)
        wait_idle(page)
        wait_for_chart(page)
        assert_no_error(page)


def move_first_control(page) -> None:
    """Move the main area's first control: a slider if there is one, else type a name in a text box, else a
    toggle or checkbox."""
    main = page.get_by_test_id("stMain")
    slider = main.get_by_role("slider")
    if slider.count():
        slider.first.focus()
        slider.first.press("ArrowRight")
    elif main.get_by_role("textbox").count():
        box = main.get_by_role("textbox").first
        box.fill("olivia")
        box.press("Enter")
    else:
        switch = main.get_by_role("checkbox")
        assert switch.count(), "no control to move on this page"
        switch.first.click()

"""axe-core (bundled by axe-playwright-python, runs offline) on every page and every tab, WCAG 2.0/2.1/2.2 A and AA.

Findings must be exactly within ALLOWED: rules that fire on Streamlit's own markup and that the app cannot change
(each is explained in the README's "Accessibility" section). Any other finding is ours and fails the test, as does
an allowed rule firing on an element that is not Streamlit's navigation.
"""
from __future__ import annotations

import pytest

from tests.browser import test_chart_overlap as overlap
from tests.browser import test_overflow as overflow
from tests.browser.conftest import assert_no_error, settled, wait_for_chart, wait_idle

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
    """axe on every page and tab; on the same page load, tests/browser/test_overflow.py's checks (no metric cut
    off, chart text large and dark) and tests/browser/test_chart_overlap.py's at 1280×720 (no chart text runs into
    other chart text or under the toolbar)."""
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
    overlap.check_view(page, f"{path or 'home'} {query or '(no tab)'} desktop 1280×720")

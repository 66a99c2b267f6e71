"""axe-core (bundled by axe-playwright-python, runs offline) on every page and every tab, WCAG 2.0/2.1/2.2 A and AA.

Findings must be exactly within ALLOWED: rules that fire on Streamlit's own markup and that the app cannot change
(each is explained in the README's "Accessibility" section). Any other finding is ours and fails the test, as does
an allowed rule firing on an element that is not Streamlit's navigation.
"""
from __future__ import annotations

import pytest

from tests.browser.conftest import assert_no_error, wait_for_chart, wait_idle
from tests.browser.test_every_page import page_paths

WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
# rule id -> what every flagged element's HTML must contain (Streamlit's sidebar navigation with page sections:
# its <ul> holds a <div> per section around the <li> items, so the list has a non-<li> child and the items no <ul>)
ALLOWED = {
    "list": 'data-testid="stSidebarNavItems"',
    "listitem": "<li",
}
TABS = {"rnn_gradients": ("rnn_tab", ("vanish", "gates", "clip", "cost")),
        "attention": ("at_tab", ("mechanism", "knobs", "algebra", "stack", "output", "tiny", "encoder")),
        "word_vectors": ("wv_tab", ("neigh", "analogy", "eval", "train", "geom"))}


def targets():
    out = []
    for path in page_paths():
        if path in TABS:
            key, ids = TABS[path]
            out += [(path, f"{key}={tab}") for tab in ids]
        else:
            out.append((path, ""))
    return out


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
    from ui.chapters.attention import sections as attention
    from ui.chapters.rnn_gradients import sections as rnn
    from ui.chapters.word_vectors import sections as word_vectors

    assert TABS["rnn_gradients"][1] == tuple(rnn.TABS)
    assert TABS["attention"][1] == tuple(attention.TAB_IDS)
    assert TABS["word_vectors"][1] == tuple(word_vectors.TAB_IDS)


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
    page = open_page(path, query)
    if query != "at_tab=encoder":         # the pretrained encoder draws nothing until it is asked to load
        wait_for_chart(page)
    wait_idle(page)
    assert_no_error(page)
    violations = run_axe(page)
    assert not ours(violations), "\n".join(ours(violations))
    assert {v["id"] for v in violations} <= set(ALLOWED)

"""Browser tests of the neural page's layout at 1280x720 (issue 16): what a projector shows."""
from __future__ import annotations

import pytest

from tests.browser.conftest import assert_no_error, screenshot, wait_for_chart, wait_idle

OVERFLOW_JS = """() => {
  const bad = [];
  for (const el of document.querySelectorAll('[data-testid="stMetricValue"], [data-testid="stMetricLabel"]')) {
    for (const node of [el, ...el.querySelectorAll('*')]) {
      if (node.scrollWidth > node.clientWidth + 1) { bad.push(el.innerText); break; }
    }
  }
  return bad;
}"""

BOXES_JS = """([needle, selector]) => {
  const chart = [...document.querySelectorAll('[data-testid="stPlotlyChart"]')]
      .find(c => c.innerText.includes(needle) || c.textContent.includes(needle));
  if (!chart) return null;
  return [...chart.querySelectorAll(selector)].map(e => {
      const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom, e.textContent]; });
}"""


def _intersect(a, b) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


@pytest.mark.slow
def test_neural_first_screen_metrics_legend_and_letters(open_page):
    page = open_page("neural")
    page.get_by_text("Worst cell").first.wait_for(timeout=120_000)
    wait_idle(page)
    wait_for_chart(page, minimum=4)
    assert_no_error(page)
    # the main figure (the loss curve) has at least its top half on the first screen, without scrolling
    page.evaluate("() => window.scrollTo(0, 0)")
    top, height = page.evaluate("""() => { const r = document.querySelector('[data-testid="stPlotlyChart"]')
        .getBoundingClientRect(); return [r.top, r.height]; }""")
    screenshot(page, "neural_first_screen")
    assert top + height / 2 <= 720, (top, height)
    # no metric value or label is cut off
    assert page.evaluate(OVERFLOW_JS) == []
    # the row chart's legend does not cover its title
    title = page.evaluate(BOXES_JS, ["side by side", ".gtitle"])
    legend = page.evaluate(BOXES_JS, ["side by side", ".legend"])
    assert title and legend
    assert _intersect(title[0], legend[0]) == 0, (title, legend)
    # the PCA letters: no two labels cover each other by more than a third of a label
    page.get_by_text("3. What the embedding table learned").evaluate("e => e.scrollIntoView({block: 'start'})")
    wait_idle(page)
    screenshot(page, "neural_pca")
    letters = page.evaluate(BOXES_JS, ["first direction", ".textpoint"])
    assert letters and len(letters) == 27
    area = min((b[2] - b[0]) * (b[3] - b[1]) for b in letters)
    overlapping = [(a[4], b[4]) for i, a in enumerate(letters) for b in letters[i + 1:]
                   if _intersect(a, b) > area / 3]
    assert not overlapping, overlapping

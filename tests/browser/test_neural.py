"""The neural page in Chromium: the live training finishes and reaches the book's figures, what a projector shows at
1280x720 (issue 16: the main figure, metrics, the row chart's legend, the PCA letters), and a control that moves it.
One page load for all of it (the page's live training makes it the app's costliest load)."""
import pytest

from tests.browser import test_overflow as overflow
from tests.browser.conftest import (assert_no_error, move_slider, no_horizontal_scroll, screenshot, wait_for_chart,
                                    wait_idle)

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


def check_first_screen(page) -> None:
    """What a projector shows of the neural page at 1280x720 (issue 16), on the page as it opens."""
    # the main figure (the loss curve) has at least its top half on the first screen, without scrolling
    page.evaluate("() => window.scrollTo(0, 0)")
    top, height = page.evaluate("""() => { const r = document.querySelector('[data-testid="stPlotlyChart"]')
        .getBoundingClientRect(); return [r.top, r.height]; }""")
    screenshot(page, "neural_first_screen")
    assert top + height / 2 <= 720, (top, height)
    # no metric value or label is cut off
    assert page.evaluate(overflow.OVERFLOWING) == []
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


@pytest.mark.slow
def test_neural_page_trains_renders_and_reacts(open_page):
    page = open_page("neural")
    page.get_by_text("Worst cell").first.wait_for(timeout=180_000)     # the live training has finished
    wait_idle(page)
    wait_for_chart(page, minimum=4)
    assert_no_error(page)
    assert no_horizontal_scroll(page)
    body = page.locator("body").inner_text()
    assert "0.004048" in body and "q→i" in body          # the neural bigram converged to the book's figures
    screenshot(page, "neural_top")
    check_first_screen(page)
    page.get_by_text("1. The count table as a network").evaluate("e => e.scrollIntoView({block: 'start'})")
    page.mouse.wheel(0, 330)
    wait_idle(page)
    screenshot(page, "neural_bigram")
    before = page.locator("body").inner_text()
    move_slider(page, "Context length k", presses=2, key="ArrowLeft")     # k = 3 -> 1
    page.get_by_text("W1 (1·10)×200", exact=False).first.wait_for(timeout=60_000)
    wait_idle(page)
    wait_for_chart(page, minimum=4)
    after = page.locator("body").inner_text()
    assert before != after and "7,897" in after and "11,897" in before
    assert_no_error(page)
    assert "mlp_k=1" in page.url
    page.get_by_text("3. What the embedding table learned").evaluate("e => e.scrollIntoView({block: 'start'})")
    wait_idle(page)
    screenshot(page, "neural_embeddings")
    page.get_by_text("4. Why a fixed window does not scale").evaluate("e => e.scrollIntoView({block: 'start'})")
    wait_idle(page)
    screenshot(page, "neural_window")

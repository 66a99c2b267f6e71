from tests.browser.conftest import (assert_no_error, move_slider, no_horizontal_scroll, screenshot, wait_for_chart,
                                    wait_idle)

OVERFLOW_JS = """() => [...document.querySelectorAll(
    '[data-testid="stMetricValue"], [data-testid="stMetricLabel"], [data-testid="stMetricValue"] *,'
    + ' [data-testid="stMetricLabel"] *')]
  .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.innerText)"""


def first_chart_top(page) -> float:
    return page.evaluate("() => document.querySelector('[data-testid=\"stPlotlyChart\"]').getBoundingClientRect().top")


def test_wordvec_neighbours_and_analogy(open_page):
    page = open_page("word_vectors")
    wait_for_chart(page, 2)
    assert_no_error(page)
    # the main figure starts on the first screen at 1280×720 (its top half at least is visible)
    height = page.evaluate("() => document.querySelector('[data-testid=\"stPlotlyChart\"]').offsetHeight")
    assert first_chart_top(page) + height / 2 <= 720, first_chart_top(page)
    screenshot(page, "wordvec_first_screen")
    box = page.get_by_role("textbox", name="Word")
    box.fill("guitar")
    box.press("Enter")
    wait_idle(page)
    page.wait_for_function("() => document.body.innerText.includes('Nearest to “guitar”')")
    wait_for_chart(page, 2)
    assert_no_error(page)
    assert no_horizontal_scroll(page)
    page.locator('[data-testid="stPlotlyChart"]').first.scroll_into_view_if_needed()
    screenshot(page, "wordvec_neighbours")

    page.get_by_role("tab", name="Analogy").click()
    wait_idle(page)
    page.wait_for_function("() => document.querySelector('[data-testid=\"stMetric\"]')")
    wait_for_chart(page)
    metrics = page.locator('[data-testid="stMetric"]')
    assert "king" in metrics.nth(0).inner_text() and "0.885" in metrics.nth(1).inner_text()
    assert page.evaluate(OVERFLOW_JS) == []
    page.get_by_role("switch", name="Exclude a, b, c from the answers").click(force=True)
    wait_idle(page)
    page.wait_for_function("() => document.querySelector('[data-testid=\"stMetric\"]').innerText.includes('queen')")
    assert_no_error(page)
    assert "wv_tab=analogy" in page.url                  # the link holds the tab's stable id
    page.locator('[data-testid="stMetric"]').first.scroll_into_view_if_needed()
    screenshot(page, "wordvec_analogy")


def test_wordvec_evaluation_and_geometry(open_page):
    page = open_page("word_vectors", "wv_tab=Evaluation+table")   # a link made with the old label still opens it
    wait_for_chart(page)
    assert "nearest to c only" in page.locator("body").inner_text()
    assert_no_error(page)
    assert page.evaluate(OVERFLOW_JS) == []
    chart = page.locator('[data-testid="stPlotlyChart"]').first
    chart.scroll_into_view_if_needed()
    # the legend does not cover any method name on the left of the horizontal bars
    overlaps = page.evaluate("""() => {
        const svg = document.querySelector('[data-testid="stPlotlyChart"] .main-svg').parentElement;
        const legend = svg.querySelector('.legend').getBoundingClientRect();
        const ticks = [...svg.querySelectorAll('.ytick text')].map(e => e.getBoundingClientRect());
        const hit = r => !(r.right < legend.left || r.left > legend.right
                           || r.bottom < legend.top || r.top > legend.bottom);
        return {n: ticks.length, hits: ticks.filter(hit).length};
    }""")
    assert overlaps == {"n": 5, "hits": 0}, overlaps
    screenshot(page, "wordvec_eval")
    page.get_by_role("tab", name="High dimensions").click()
    wait_idle(page)
    wait_for_chart(page, 2)
    assert_no_error(page)
    assert page.evaluate(OVERFLOW_JS) == []
    move_slider(page, "Dimension", presses=10, key="ArrowLeft")       # down to d = 2
    page.wait_for_function("() => document.body.innerText.includes('d = 2')")
    assert_no_error(page)
    page.locator('[data-testid="stPlotlyChart"]').nth(1).scroll_into_view_if_needed()
    screenshot(page, "wordvec_geometry")


def test_wordvec_hostile_links(open_page):
    """Refused link values: the page renders with its defaults, names the parameter once, and shows no error: a
    refused tab id, and a key of another tab (every key and hostile value: tests/test_url_fuzz.py, AppTest)."""
    for query, name in (("wv_tab=zzz&wv_k=99999", "wv_tab, wv_k"), ("wv_dim=1e308&wv_tab=geom", "wv_dim")):
        page = open_page("word_vectors", query, reuse=True)
        # the notice comes at the end of the script run and stays a few seconds: catch it first
        toast = page.wait_for_selector('[data-testid="stToast"]', state="attached", timeout=120_000)
        assert "cannot use" in toast.inner_text() and name in toast.inner_text()
        wait_for_chart(page)
        assert_no_error(page)
        assert page.get_by_role("heading", name="Word vectors and the analogy trick").count() == 1

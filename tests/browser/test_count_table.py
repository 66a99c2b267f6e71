import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.conftest import (assert_no_error, move_slider, no_horizontal_scroll, screenshot, wait_for_chart,
                                    wait_idle)
from tests.browser.test_decimals import slider_text


def check_first_screen(page) -> None:
    """The heatmap at least half on the first screen at 1280×720, its smoothing control right above it."""
    # the heatmap is the largest figure and can draw after the smaller ones: wait until the first chart holds it
    page.wait_for_function("() => document.querySelector('[data-testid=\"stPlotlyChart\"] .heatmaplayer')"
                           " !== null && document.querySelector('[data-testid=\"stPlotlyChart\"]')"
                           ".querySelector('.heatmaplayer') !== null", timeout=60_000)
    table = box(page, page.get_by_test_id("stPlotlyChart").first)
    assert table["y"] + table["height"] / 2 <= FIRST_SCREEN, table          # at least its top half
    alpha = box(page, page.get_by_test_id("stSlider").filter(has_text="Smoothing").first)
    assert alpha["y"] + alpha["height"] <= table["y"] + 5, (alpha, table)    # right above the table
    assert alpha["y"] >= 0 and alpha["y"] + alpha["height"] <= FIRST_SCREEN


def test_count_table_page_renders_and_reacts(open_page):
    page = open_page("count_table")
    wait_for_chart(page, minimum=2)
    assert_no_error(page)
    assert no_horizontal_scroll(page)
    screenshot(page, "count_table_top")
    check_first_screen(page)
    # an English page in an English browser: the sliders write a decimal point (tests/browser/test_decimals.py)
    assert slider_text(page, "ct_alpha")[0] == "1.0"
    thumb, ticks = slider_text(page, "ct_temp")
    assert thumb == "1.00" and "0.10" in ticks and "3.00" in ticks and "," not in ticks, (thumb, ticks)
    before = page.locator("body").inner_text()
    move_slider(page, "How many names", presses=2, key="ArrowLeft")
    wait_for_chart(page, minimum=2)
    after = page.locator("body").inner_text()
    assert before != after
    assert_no_error(page)


def test_count_table_url_state_opens_the_same_view(open_page):
    page = open_page("count_table", "ct_n=5&ct_alpha=0.0&seed=2147483647")
    wait_for_chart(page, minimum=2)
    body = page.locator("body").inner_text()
    assert "infinite" in body          # alpha = 0 came from the URL
    assert "momakurailezitynn" in body  # the book's second sample with the book's seed
    page.get_by_role("slider").nth(1).focus()
    wait_idle(page)
    assert "ct_n=5" in page.url


def test_clicking_a_cell_picks_its_row(open_page):
    page = open_page("count_table")
    wait_for_chart(page, minimum=2)
    assert "Most likely after a:" in page.locator("body").inner_text()
    chart = page.get_by_test_id("stPlotlyChart").first
    grid = chart.locator(".nsewdrag").first
    grid.scroll_into_view_if_needed()
    wait_idle(page)
    # Count plotly's own click events on the heatmap: the test waits for the event, never for a fixed time.
    chart.locator(".js-plotly-plot").first.evaluate(
        "gd => { window.__ctClicks = 0; gd.on('plotly_click', () => { window.__ctClicks += 1; }); }")
    # The table has 27 rows from '.' at the top to 'z' at the bottom: row 'q' is index 17. Plotly only turns a
    # click into an event if it has hover data for the point, so move there first and wait for the hover label.
    # Each retry uses another cell of the row (clicking the same point twice would deselect it).
    attempts = []
    for fx in (0.5, 0.3, 0.7, 0.4):
        box = grid.bounding_box()
        x, y = box["x"] + box["width"] * fx, box["y"] + box["height"] * (17.5 / 27)
        page.mouse.move(x - 5, y)
        page.mouse.move(x, y, steps=3)
        try:
            page.wait_for_selector(".hoverlayer .hovertext", timeout=10_000)
        except PlaywrightTimeout:
            attempts.append(f"x={fx}: no hover label")
            continue
        before = page.evaluate("() => window.__ctClicks")
        page.mouse.click(x, y)
        try:
            page.wait_for_function(f"() => window.__ctClicks > {before}", timeout=10_000)
        except PlaywrightTimeout:
            attempts.append(f"x={fx}: hover shown, no plotly_click event")
            continue
        break
    else:
        pytest.fail("plotly never reported a click on row 'q': " + "; ".join(attempts))
    page.wait_for_function("() => document.body.innerText.includes('Most likely after q:')", timeout=60_000)
    assert_no_error(page)


FIRST_SCREEN = 720


def box(page, locator):
    locator.wait_for()
    return locator.bounding_box()


def test_numbers_fit_their_cells_and_the_uniform_label_clears_the_bars(open_page):
    page = open_page("count_table", "ct_numbers=true&ct_empty=true")
    wait_for_chart(page, minimum=2)
    page.wait_for_function("() => document.querySelector('[data-testid=\"stPlotlyChart\"]')"
                           ".querySelectorAll('.hm text, .heatmaplayer text, g.text text').length > 700",
                           timeout=60_000)
    cells = page.evaluate("""() => {
        const chart = document.querySelector('[data-testid="stPlotlyChart"]');
        const plot = chart.querySelector('.nsewdrag').getBoundingClientRect();
        const cell = plot.width / 27;
        return [...chart.querySelectorAll('.hm text, .heatmaplayer text, g.text text')].map(t => [
            t.textContent, parseFloat(getComputedStyle(t).fontSize), t.getBBox().width, cell]); }""")
    assert len(cells) >= 27 * 27 - 5, len(cells)
    assert min(size for _, size, _, _ in cells) >= 15.5
    assert all(width <= cell for _, _, width, cell in cells), [c for c in cells if c[2] > c[3]][:5]
    # the row chart: the "uniform 1/27" label sits right of the plot area, clear of every bar
    row_chart = page.get_by_test_id("stPlotlyChart").nth(1)
    row_chart.scroll_into_view_if_needed()
    geometry = row_chart.evaluate("""c => {
        const plot = c.querySelector('.nsewdrag').getBoundingClientRect();
        const label = [...c.querySelectorAll('.annotation')].find(a => a.textContent.startsWith('uniform'));
        return [plot.right, label.getBoundingClientRect().left]; }""")
    assert geometry[1] >= geometry[0] - 1, geometry

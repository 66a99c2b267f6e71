"""The attention page in Chromium: its first screen, controls and tabs react, the naming toggle and the pretrained
encoder, hostile links, the log-sum-exp column. (No metric cut off on any tab: tests/browser/test_a11y.py's walk.)"""
from tests.browser.conftest import (assert_no_error, move_slider, no_horizontal_scroll, screenshot, settled,
                                    wait_for_chart, wait_idle)


def check_first_screen(page) -> None:
    """At 1280×720 the temperature, the causal mask and the top half of the α matrix are on the first screen."""
    settled(page)
    # the α chart by its own title, not by its place among the page's charts (a run of the suite once found another
    # chart second in the document order, far below, while the α matrix sat where it belongs)
    alpha = page.locator('[data-testid="stPlotlyChart"]').filter(has_text="α_ij").first.bounding_box()
    temp = page.get_by_test_id("stSlider").filter(has_text="Temperature T").bounding_box()
    mask = page.get_by_text("Causal mask").first.bounding_box()
    assert alpha["y"] + alpha["height"] / 2 <= 720, alpha
    assert temp["y"] >= 0 and temp["y"] + temp["height"] <= alpha["y"] and mask["y"] < alpha["y"]
    assert alpha["width"] > 300                                     # a full-width row shared with the scores only


def test_attention_page_renders_and_reacts(open_page):
    page = open_page("attention")
    wait_for_chart(page, minimum=4)
    assert_no_error(page)
    body = page.locator("body").inner_text()
    assert "-0.503" in body and "-0.272" in body
    check_first_screen(page)
    page.locator('[data-testid="stPlotlyChart"]').nth(4).scroll_into_view_if_needed()
    settled(page)
    screenshot(page, "attention")
    box = page.get_by_role("textbox", name="Sentence (2 to 12 words)")
    box.fill("the dog bites the man")
    box.press("Enter")
    wait_idle(page)
    wait_for_chart(page, minimum=4)
    assert "r(salta, gatto)" not in page.locator("body").inner_text()     # the book panel went with the sentence
    move_slider(page, "Temperature T", presses=5)
    wait_for_chart(page, minimum=4)
    assert_no_error(page)
    assert no_horizontal_scroll(page)
    page.get_by_role("tab", name="4 · Heads, depth").click()
    wait_idle(page)
    page.get_by_text("Order is not in the formula").wait_for(timeout=60_000)   # the head statistics take a moment
    wait_idle(page)
    wait_for_chart(page, minimum=3)
    assert "In the transformer trained on names" in page.locator("body").inner_text()
    assert_no_error(page)
    page.locator('[data-testid="stPlotlyChart"]').first.scroll_into_view_if_needed()
    settled(page)
    screenshot(page, "attention_heads")
    page.get_by_role("tab", name="6 · Trained").click()
    wait_idle(page)
    page.get_by_text("Next-character distribution at each position").wait_for()
    wait_for_chart(page, minimum=3)
    assert_no_error(page)
    assert "this transformer" in page.locator("body").inner_text()
    page.locator('[data-testid="stPlotlyChart"]').first.scroll_into_view_if_needed()
    settled(page)
    screenshot(page, "attention_tiny")


def test_naming_toggle_and_pretrained_encoder(open_page):
    page = open_page("attention")
    wait_for_chart(page, minimum=4)
    assert "first projection" not in page.locator("body").inner_text()
    page.get_by_test_id("stSidebar").get_by_text("Plain mathematical names").click()
    wait_idle(page)
    wait_for_chart(page, minimum=4)
    # a chart title wrapped to its matrix's width puts "first" and "projection" on two lines (two tspans)
    page.wait_for_function("""() => (document.body.innerText + ' ' + [...document.querySelectorAll('svg tspan')]
                              .map(e => e.textContent).join(' ')).replace(/\\s+/g, ' ').includes('first projection')""",
                           timeout=30_000)
    assert_no_error(page)
    page.get_by_role("tab", name="7 · Pretrained").click()
    wait_idle(page)
    page.get_by_test_id("stMain").get_by_text("Load the pretrained encoder").click()
    page.wait_for_function("() => document.body.innerText.includes('Tokens as the model cuts them')", timeout=120_000)
    wait_idle(page)
    wait_for_chart(page, minimum=1)
    assert_no_error(page)
    assert "[CLS]" in page.locator("body").inner_text()


def test_hostile_links_show_the_page_and_a_notice(reused_tab, app_url):
    """The notice is a toast that fades after a few seconds: watch for it from the moment the page is requested.
    One link of refused values, a refused tab id among them, drawn by the browser; every key of every tab, each
    hostile value and the notice's wording are tests/test_url_fuzz.py's (AppTest)."""
    named = ("at_d", "at_temp", "at_k", "at_tab")                     # the refused keys the notice names
    page = reused_tab.take(app_url, {"width": 1280, "height": 720})
    page.goto(f"{app_url}/attention?at_d=99999&at_temp=1e308&at_k=-99999&at_tab=zzz")
    toast = page.wait_for_function(                          # read the text the moment it is there
        "() => { const e = document.querySelector('[data-testid=\"stToast\"]'); return e && e.innerText }",
        timeout=90_000, polling=100).json_value()
    assert all(name in toast for name in named), toast
    wait_idle(page)
    wait_for_chart(page, minimum=2)
    assert_no_error(page)
    assert "Attention: a learned weighted average" in page.locator("body").inner_text()


def test_log_sum_exp_column_recovers_when_the_factor_goes_back(open_page):
    page = open_page("attention", "at_tab=knobs")
    wait_for_chart(page, minimum=2)
    table = page.get_by_test_id("stTable")
    table.wait_for()
    assert "NaN" in table.inner_text() and "None" not in table.inner_text()
    move_slider(page, "Multiply the scores of", presses=3, key="ArrowLeft")      # 1000 -> 10
    page.wait_for_function("() => !document.querySelector('[data-testid=\"stTable\"]').innerText.includes('NaN')",
                           timeout=60_000)
    wait_idle(page)
    text = page.get_by_test_id("stTable").inner_text()
    assert "NaN" not in text and "None" not in text
    cells = [c for c in text.split() if c.replace(".", "", 1).replace("e-", "", 1).replace("-", "", 1).isdigit()]
    assert len(cells) >= 12, text                                   # 4 words × 3 numeric columns, all shown
    assert_no_error(page)

"""Issue 21 in Chromium: the projector's titles clear Streamlit's header band; a hidden or locked tab bar keeps the
chosen tab's content visible and live, on a projector and on a phone."""
import pytest

from tests.browser.conftest import SIZES, assert_no_error, wait_idle




@pytest.mark.browser
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("path", ["count_table", "attention"])
def test_the_projectors_title_is_below_the_header_band(open_at, path, size):
    page = open_at(path, "present=1", size)
    header = page.get_by_test_id("stHeader").bounding_box()
    title = page.get_by_test_id("stMain").locator("h1").first.bounding_box()
    assert header and title
    assert title["y"] >= header["y"] + header["height"] - 1, (header, title)
    assert_no_error(page)


def pointer_events(locator) -> str:
    return locator.evaluate("e => getComputedStyle(e).pointerEvents")


@pytest.mark.browser
def test_a_hidden_tab_bar_keeps_its_tab_content(open_at):
    page = open_at("attention", "at_tab=knobs&hide=at_tab", "projector")
    assert not page.get_by_test_id("stMain").get_by_role("tablist").first.is_visible()
    knob = page.locator(".st-key-at_kmax")
    knob.wait_for()
    assert knob.is_visible()
    assert_no_error(page)


@pytest.mark.browser
def test_a_locked_tab_bar_leaves_the_tabs_knob_live_on_a_phone(open_at):
    page = open_at("attention", "at_tab=knobs&lock=at_tab", "phone")
    bar = page.locator(".st-key-at_tab__tabs [role='tablist']").first
    bar.wait_for()
    # the lock's style sheet arrives with the run (st.html): wait for it rather than read the first paint
    page.wait_for_function("""() => { const b = document.querySelector(".st-key-at_tab__tabs [role='tablist']");
                                      return b && getComputedStyle(b).pointerEvents === 'none'; }""", timeout=20_000)
    assert bar.is_visible() and pointer_events(bar) == "none"
    slider = page.locator(".st-key-at_kmax").get_by_role("slider")
    slider.wait_for()
    assert pointer_events(slider) != "none"
    assert "at_kmax=" not in page.url
    slider.focus()
    slider.press("ArrowRight")
    wait_idle(page)
    page.wait_for_function("() => location.search.includes('at_kmax=')")     # the knob moved, the tab stayed
    assert "at_tab=knobs" in page.url
    assert_no_error(page)


# The RNN page's log axis labels (issue 21, bug 1) are checked with every other chart's tick labels, on every page and
# tab at 1280×720 and 390 px wide, by tests/browser/test_chart_overlap.py.

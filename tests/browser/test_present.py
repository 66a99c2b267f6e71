"""The presenter's view in Chromium at 1280x720: on every page, projector mode shows the section's title, its main
control and its main figure without scrolling, with the sidebar collapsed; prev/next move the section and the URL;
a hidden answer is revealed by its button; a prepared link hides and locks controls."""
import re

import pytest

from tests.browser.conftest import assert_no_error, no_horizontal_scroll, screenshot, wait_for_chart, wait_idle
from tests.browser import test_chart_overlap as overlap
from tests.browser.test_readable import projector_tables
from tests.browser.test_every_page import page_paths
from ui.chapters import CHAPTERS, url_path
from ui.spec import CHART, METRIC, TABLE

VIEW_H = 720
CONTROLS = ", ".join(f'[data-testid="{k}"]' for k in (
    "stSlider", "stTextInput", "stTextArea", "stSelectbox", "stRadio", "stButtonGroup", "stNumberInput",
    "stCheckbox"))


def section_header(page, k: int):
    return page.get_by_test_id("stMain").locator("h3", has_text=re.compile(rf"^Section {k} of \d+")).first


# Every section of every page, from the chapters' specs (``SPEC.projector``): (the key of its main control or None
# for the page's first control, its main figure). A figure is "chart" (its top half on the first screen), "metric" or
# "table" (their top on it), or None when the section's main thing is its control (the encoder loads on request).
SECTIONS = {url_path(c): [(shot.control, shot.figure) for shot in c.projector] for c in CHAPTERS}
FIGURES = {CHART: "stPlotlyChart", METRIC: "stMetric"}
HEADER_ROW = 40                                   # a table's header row: its top on the first screen


def on_screen(box, what, *, part: float = 1.0) -> None:
    assert box and box["y"] >= 0 and box["y"] + part * box["height"] <= VIEW_H, (what, box)


def check_first_screen(page, k: int, control: str | None = None, figure: str | None = CHART) -> None:
    """The section's title and its main control fully on the first screen, its main figure at least half (a
    table: its header row), no canvas grid and every table in the projector's type, the sidebar collapsed,
    nothing scrolling sideways."""
    if figure == CHART:
        wait_for_chart(page)
    assert_no_error(page)
    on_screen(section_header(page, k).bounding_box(), "section title")
    main = page.get_by_test_id("stMain")
    # the page's first control on screen: a shared control folded away (the attention page's) does not count
    # (control "": the section's figure is its main thing, its controls come further down)
    controls = main.locator(f".st-key-{control}" if control else f"{CONTROLS} >> visible=true")
    if control:
        assert controls.count() == 1, control
    if control != "" and controls.count():  # a section with a control has its main one on the first screen
        on_screen(controls.first.bounding_box(), ("main control", control))
    if figure == TABLE:
        box = main.locator("[data-testid='stTable'], [data-testid='stDataFrame']").first.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + HEADER_ROW <= VIEW_H, ("main table", box)
    elif figure:
        on_screen(main.get_by_test_id(FIGURES[figure]).first.bounding_box(), ("main figure, top half", figure),
                  part=0.5)
    projector_tables(page, ("section", k))       # tables, not grids, in the projector's type
    sidebar = page.get_by_test_id("stSidebar").bounding_box()
    assert sidebar is None or sidebar["x"] + sidebar["width"] <= 1, ("the sidebar is collapsed", sidebar)
    assert no_horizontal_scroll(page)


def test_every_page_has_its_sections_listed():
    assert sorted(SECTIONS) == sorted(page_paths())


@pytest.mark.browser
@pytest.mark.parametrize("path", page_paths())
def test_every_section_fits_the_first_screen(open_page, path):
    """One browser page walks the page's sections with the Next button, the first one first; the header says how
    many. (A link to each section, ``sec=k``, is opened by tests/test_present.py's AppTests and
    test_hidden_answer_is_revealed here.)"""
    page = open_page(path, "present=1")
    check_first_screen(page, 1, *SECTIONS[path][0])
    overlap.check_view(page, f"{path or 'home'} projector 1280×720 section 1")   # no chart text runs into another
    screenshot(page, f"present_{path or 'home'}")
    n = int(re.search(r"of (\d+)", section_header(page, 1).inner_text()).group(1))
    assert n == len(SECTIONS[path]), (path, n)
    for k in range(2, n + 1):              # by the presenter's own Next button: a rerun, not a page load
        page.locator(".st-key-present_next button").click()
        section_header(page, k).wait_for()
        wait_idle(page)
        assert f"sec={k}" in page.url
        page.evaluate("() => document.querySelectorAll('[data-testid=stMain], section').forEach(e => e.scrollTo(0, 0))")
        check_first_screen(page, k, *SECTIONS[path][k - 1])
        overlap.check_view(page, f"{path or 'home'} projector 1280×720 section {k}")
        if path == "count_table" and k == 2:       # (was a test of its own, with a page load of its own)
            assert page.get_by_test_id("stPlotlyChart").count() == 1      # only the row's chart: one section shown
            page.get_by_role("button", name="Previous").click()             # Previous: back to 1, sec= dropped
            wait_idle(page)
            section_header(page, 1).wait_for()
            assert "sec=" not in page.url
            page.locator(".st-key-present_next button").click()
            section_header(page, 2).wait_for()
            wait_idle(page)
    assert_no_error(page)


@pytest.mark.browser
def test_hidden_answer_is_revealed(open_page):
    page = open_page("word_vectors", "present=1&sec=2&ask=king")
    main = page.get_by_test_id("stMain")
    values = main.get_by_test_id("stMetricValue")
    values.first.wait_for()
    assert "?" in values.all_inner_texts() and "king" not in values.all_inner_texts()
    main.get_by_role("button", name="Reveal").click()
    wait_idle(page)
    page.wait_for_function("() => [...document.querySelectorAll('[data-testid=\"stMetricValue\"]')]"
                           ".some(e => e.innerText.trim() === 'king')")
    assert "ask=" not in page.url
    wait_for_chart(page)
    assert_no_error(page)


@pytest.mark.browser
def test_prepared_link_hides_and_locks_controls(open_page):
    page = open_page("count_table", "hide=ct_view&lock=ct_alpha&ct_alpha=0.5")
    wait_for_chart(page)
    view = page.locator(".st-key-ct_view")
    assert view.count() == 1 and not view.is_visible()                 # Streamlit's keyed container, hidden
    alpha = page.locator(".st-key-ct_alpha")
    assert alpha.count() == 1 and alpha.is_visible()
    assert alpha.evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    slider = alpha.get_by_role("slider")
    slider.focus()
    slider.press("ArrowRight")                                         # the keyboard still reaches it: the server holds
    wait_idle(page)
    assert "ct_alpha=0.5" in page.url
    assert alpha.get_by_test_id("stSliderThumbValue").inner_text() == "0.5"
    assert_no_error(page)

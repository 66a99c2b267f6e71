"""Issue 21, readability from the back and on a phone, in Chromium at 1280x720 (projector mode) and 390 px wide: the
27x27 count table fits and labels every letter; the attention page's shared header folds away in projector mode;
captions, tables and diagram text are projector-sized and near-black; toggle labels are not cut; hidden controls
leave no gap; the smoothing control the metrics' text points to is on the metrics' screen."""
import pytest

from tests.browser.conftest import assert_no_error, settled, wait_for_chart, wait_idle
from tests.browser.test_chart_overlap import measure as overlaps

LETTERS = ["."] + [chr(c) for c in range(ord("a"), ord("z") + 1)]
GRID = '[data-testid="stMain"] [data-testid="stDataFrame"]'      # Streamlit's canvas grid (st.dataframe)
TABLE_TEXT = "[data-testid='stMain'] [data-testid='stTable'] th, [data-testid='stMain'] [data-testid='stTable'] td"

def goto(page, query: str) -> None:
    page.goto(page.url.split("?")[0] + "?" + query)
    wait_idle(page)


# the count table's geometry: its plot area, the letters on each side, the colour bar
TABLE = """() => {
  const chart = [...document.querySelectorAll('[data-testid="stPlotlyChart"]')]
    .find(c => c.querySelector('.heatmaplayer'));
  const box = e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; };
  const letters = cls => [...chart.querySelectorAll(`g.${cls} text`)].map(t => t.textContent.trim())
    .filter(t => t);
  const sizes = [...chart.querySelectorAll('g.xtick text, g.ytick text, g.x2tick text, g.y2tick text')]
    .map(t => parseFloat(getComputedStyle(t).fontSize));
  const bar = chart.querySelector('.colorbar .cbbg, .colorbar rect');
  return {plot: box(chart.querySelector('.nsewdrag')), bar: bar ? box(bar) : null,
          x: letters('xtick').concat(letters('x2tick')), y: letters('ytick').concat(letters('y2tick')),
          smallest: Math.min(...sizes)}; }"""

# text of the main area that is under 16 px or not near-black (WCAG luminance of its colour above 0.05, or faded:
# Streamlit draws captions near-black at 60 % opacity)
SMALL_TEXT = """selector => {
  const opacity = e => { let o = 1;
    for (let n = e; n; n = n.parentElement) o *= parseFloat(getComputedStyle(n).opacity);
    return o; };
  const lum = c => { const m = c.match(/[\\d.]+/g); if (!m) return 1;
    const [r, g, b] = m.slice(0, 3).map(v => {
      v = v / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  return [...document.querySelectorAll(selector)].filter(e => e.offsetParent !== null && e.innerText.trim())
    .map(e => [e.innerText.trim().slice(0, 40), parseFloat(getComputedStyle(e).fontSize),
               lum(getComputedStyle(e).color), opacity(e)])
    .filter(([, size, l, o]) => size < 16 || l > 0.05 || o < 0.9); }"""

# labels of toggles (and checkboxes) whose text is cut (an ellipsis or clipped)
CUT_LABELS = """() => [...document.querySelectorAll('[data-testid="stCheckbox"] [data-testid="stWidgetLabel"]')]
  .filter(l => l.offsetParent !== null)
  .flatMap(l => [l, ...l.querySelectorAll('*')])
  .filter(e => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1).map(e => e.innerText.trim())"""


# projector mode's look: the sidebar folded away and the mode's style sheet (it arrives with the run, st.html) in place
PROJECTOR_LOOK = """() => { const s = document.querySelector('[data-testid="stSidebar"]');
  return (!s || s.getBoundingClientRect().right <= 1)
    && [...document.querySelectorAll('style')].some(e => e.textContent.includes('stGraphVizChart')); }"""


def projector_tables(page, where: str) -> None:
    """Projector mode's tables: no canvas grid in the main area (its 14 px grey text is out of the style sheet's
    reach), every table cell 16 px near-black. test_present's walk calls it on every section of every page."""
    assert page.locator(GRID).count() == 0, (where, page.locator(GRID).count())
    assert page.evaluate(SMALL_TEXT, TABLE_TEXT) == [], where


def table_geometry(page) -> dict:
    page.wait_for_function("() => document.querySelector('[data-testid=\"stPlotlyChart\"] .heatmaplayer')")
    settled(page)
    return page.evaluate(TABLE)


@pytest.mark.browser
def test_the_count_table_fits_the_projector_and_its_text_reads_from_the_back(open_at):
    page = open_at("count_table", "present=1&lang=hu", "projector")
    page.wait_for_function(PROJECTOR_LOOK)
    geo = table_geometry(page)
    plot = geo["plot"]
    assert plot["y"] >= 0 and plot["y"] + plot["h"] <= 720, plot                # rows . to z on the first screen
    assert sorted(geo["x"]) == sorted(LETTERS) and sorted(geo["y"]) == sorted(LETTERS), geo
    assert geo["smallest"] >= 15.5 and overlaps(page)["problems"] == []
    assert page.evaluate(SMALL_TEXT, '[data-testid="stMain"] [data-testid="stCaptionContainer"]') == []
    # section 4: its table's text, and the smoothing control its text points to, above that table
    goto(page, "present=1&lang=hu&sec=4")
    table = page.get_by_test_id("stMain").locator("[data-testid='stTable']").first
    table.wait_for()
    assert page.evaluate(SMALL_TEXT, "[data-testid='stTable'] th, [data-testid='stTable'] td") == []
    assert page.evaluate(SMALL_TEXT, '[data-testid="stMain"] [data-testid="stCaptionContainer"]') == []
    alpha = page.locator(".st-key-ct_alpha_metrics").bounding_box()
    top = table.bounding_box()
    assert alpha and 0 <= alpha["y"] and alpha["y"] + alpha["height"] <= top["y"] <= 720, (alpha, top)
    assert_no_error(page)


@pytest.mark.browser
def test_the_count_table_on_a_phone_labels_every_letter_and_keeps_its_width(open_at):
    page = open_at("count_table", "lang=hu", "phone")
    geo = table_geometry(page)
    plot, bar = geo["plot"], geo["bar"]
    assert plot["w"] >= 270, plot                                    # the table takes the phone's width
    assert sorted(geo["x"]) == sorted(LETTERS) and sorted(geo["y"]) == sorted(LETTERS), geo
    assert geo["smallest"] >= 15.5 and overlaps(page)["problems"] == []
    assert bar and bar["y"] >= plot["y"] + plot["h"] and bar["w"] < plot["w"], (bar, plot)   # under the table
    assert page.evaluate(CUT_LABELS) == []
    assert_no_error(page)


@pytest.mark.browser
def test_the_attention_sections_start_near_the_top_in_projector_mode(open_at):
    page = open_at("attention", "present=1&lang=it&at_tab=knobs", "projector")
    page.wait_for_function(PROJECTOR_LOOK)                                # projector mode folds the sidebar away
    nav = page.get_by_test_id("stMain").locator("h3", has_text="Sezione 2 di 7").first.bounding_box()
    assert nav and nav["y"] + nav["height"] <= 240, nav                    # was ~260 under the repeated header
    assert not page.locator(".st-key-at_sent").is_visible()               # the shared controls: folded
    # they stay reachable: open the fold, change the sentence, the link keeps it
    page.get_by_test_id("stMain").get_by_test_id("stExpander").first.locator("summary").click()
    box = page.locator(".st-key-at_sent input")
    box.wait_for()
    box.fill("il cane nero dorme")
    box.press("Enter")
    wait_idle(page)
    page.wait_for_function("() => location.search.includes('at_sent=')")
    # section 4: the toggle's label whole, the diagram's text projector-sized
    goto(page, "present=1&lang=it&sec=4")
    page.locator("[data-testid='stGraphVizChart'] svg text").first.wait_for()
    assert page.evaluate(CUT_LABELS) == []
    sizes = page.evaluate("""() => [...document.querySelectorAll('[data-testid="stGraphVizChart"] svg text')]
        .map(t => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)""")
    assert sizes and min(sizes) >= 15.5, sizes
    assert_no_error(page)


@pytest.mark.browser
def test_hidden_controls_leave_no_gap_on_a_phone(open_at):
    page = open_at("attention", "lang=it&hide=at_sent,at_seed,at_d,at_k", "phone")
    wait_for_chart(page)
    gap = page.evaluate("""() => {
        const folds = [...document.querySelectorAll('[data-testid="stMain"] [data-testid="stExpander"]')];
        const bar = document.querySelector('[data-testid="stMain"] [role="tablist"]');
        return bar.getBoundingClientRect().top - folds[2].getBoundingClientRect().bottom; }""")
    assert gap <= 40, gap                                                  # one block's spacing, not four
    assert page.evaluate(CUT_LABELS) == []
    goto(page, "lang=it&at_tab=stack")
    page.locator(".st-key-at_pos").wait_for()
    assert page.evaluate(CUT_LABELS) == []
    assert_no_error(page)


@pytest.mark.browser
def test_a_long_table_scrolls_under_its_header_on_the_projector(open_at):
    """The 27 characters' neighbours (a grid 420 px tall in normal mode): on the projector a table of ROWS rows
    that scrolls, its header kept in sight, beside the picture it explains."""
    from ui import present

    page = open_at("neural", "present=1&sec=3&lang=hu", "projector")
    page.wait_for_function(PROJECTOR_LOOK)
    wait_for_chart(page)
    settled(page)
    projector_tables(page, "neural 3")
    shown = page.evaluate("""() => {
      const t = [...document.querySelectorAll('[data-testid="stMain"] [data-testid="stTable"]')]
        .find(e => e.querySelectorAll('tbody tr').length === 27);           // the 27 characters' neighbours
      const s = t.querySelector('[role="region"]');                          // the table's own scroller
      const rows = [...t.querySelectorAll('tbody tr')], view = s.getBoundingClientRect();
      const seen = rows.filter(r => r.getBoundingClientRect().bottom <= view.bottom + 1).length;
      s.scrollTop = s.scrollHeight;
      return {rows: rows.length, seen, height: t.getBoundingClientRect().height, top: view.top,
              scrolls: s.scrollHeight > s.clientHeight, headAfter: t.querySelector('th').getBoundingClientRect().top,
              last: rows[26].getBoundingClientRect().bottom - view.bottom}; }""")
    assert shown["rows"] == 27 and shown["scrolls"], shown
    assert shown["height"] <= present.HEAD_PX + present.ROWS * present.ROW_PX + 2, shown
    assert present.ROWS - 1 <= shown["seen"] <= present.ROWS + 1, shown                  # ROWS rows in sight
    assert abs(shown["headAfter"] - shown["top"]) <= 2 and shown["last"] <= 1, shown      # the header sticks
    assert_no_error(page)

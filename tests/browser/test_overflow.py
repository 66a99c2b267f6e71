"""Issue 16 on every page and every tab at 1280x720: no metric value or label is cut off, and chart text
is projector-sized (>= 16 px) and near-black (axis text, titles, legends). The checks run on the accessibility
walk's page loads (tests/browser/test_a11y.py opens every page and tab once for both)."""


OVERFLOWING = """() => [...document.querySelectorAll(
    '[data-testid="stMetricValue"], [data-testid="stMetricLabel"]')].flatMap(box =>
    [box, ...box.querySelectorAll('*')].filter(el => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
    .map(el => box.getAttribute('data-testid') + ': ' + box.innerText.trim()))"""

# chart text below 16 px anywhere, or axis/title/legend text that is not near-black (luminance of the fill)
SMALL_OR_FAINT = """() => {
  const lum = c => { const m = c.match(/[\\d.]+/g); if (!m) return 1;
    const [r, g, b] = m.slice(0, 3).map(v => {
      v = v / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const out = [];
  document.querySelectorAll('[data-testid="stPlotlyChart"] .main-svg text').forEach(el => {
    const text = el.textContent.trim(); if (!text || el.getBBox().width === 0) return;
    const style = getComputedStyle(el); const size = parseFloat(style.fontSize);
    const dark = el.closest('.xtick, .ytick, .g-xtitle, .g-ytitle, .gtitle, .legendtext, .cbaxis, .cbtitle') !== null
      || ['gtitle', 'xtitle', 'ytitle', 'legendtext'].some(c => el.classList.contains(c));
    if (size < 15.5) out.push(`${text} ${size}px`);
    else if (dark && lum(style.fill) > 0.05) out.push(`${text} fill ${style.fill}`);
  });
  return out; }"""


def check_view(page, view: str) -> None:
    """On the view open in ``page`` (its charts drawn): no metric value or label cut off, and chart text large and
    dark. Run by tests/browser/test_a11y.py on every page and tab, on the same page load as axe."""
    overflowing = page.evaluate(OVERFLOWING)
    assert not overflowing, [f"[{view}] {p}" for p in overflowing]
    small = page.evaluate(SMALL_OR_FAINT)
    assert not small, [f"[{view}] {p}" for p in small][:20]


def test_the_checks_catch_a_cut_off_metric_and_small_text(browser):
    """Both scripts are live: a metric squeezed into 20 px and a 10 px grey chart label are found."""
    html = """<div data-testid="stMetricValue" style="width:20px;overflow:hidden;white-space:nowrap">123456789</div>
      <div data-testid="stPlotlyChart"><svg class="main-svg" width="200" height="50">
      <g class="xtick"><text x="5" y="20" style="font-size:10px;fill:rgb(150,150,150)">tiny</text></g></svg></div>"""
    page = browser.new_page()
    try:
        page.set_content(html)
        assert page.evaluate(OVERFLOWING) and page.evaluate(SMALL_OR_FAINT) == ["tiny 10px"]
    finally:
        page.close()

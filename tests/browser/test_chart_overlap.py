"""Issue 21 in Chromium: no chart text runs into other chart text, on every page and every tab (read from the
chapters' specs), in the default view, at 1280×720 in English and then at 390×844 (a phone) in Hungarian, both on
one page load inside tests/browser/test_a11y.py's walk, and in projector mode at 1280×720 (every section, inside
tests/browser/test_present.py's walk). This module holds the measurement and its self-test.

On one page load, for every plotly chart drawn (``.js-plotly-plot``), measured in the DOM:

- the tick labels of each axis (subplots included) do not overlap each other;
- the chart's title and its annotations (subplot titles, labels) are clear of plotly's toolbar (``.modebar``: the
  app shows it always, ``ui.export.plotly_config``) and of each other, and so are the axis titles of the toolbar
  (a heatmap's x axis title sits at its top);
- the legend's entries cover no axis title and no tick label;
- the numbers in a heatmap's cells do not run into each other.

Boxes are the drawn glyph boxes (``getBBox`` through the element's screen transform), so rotated tick labels are
compared as the rotated rectangles they are. The walks call :func:`check_view` on page loads they make anyway
(issue 20: a page load serves several checks): the phone's size is reached by narrowing the loaded page (the app
lays nothing out on the server by screen size: Streamlit's columns and plotly's charts follow the window).
"""
from __future__ import annotations

from pathlib import Path


from tests.browser.conftest import settled

# size -> (viewport, its language). The phone reads in Hungarian, so the longest labels are laid out too (the
# desktop pass is English). Projector mode at 1280×720 is measured by tests/browser/test_present.py's walk.
SIZES = {"phone": ({"width": 390, "height": 844}, "lang=hu")}

# Every visible chart's layout unchanged between two polls 100 ms apart: plotly has finished its automargin
# redraws (it lays a chart out again after measuring its titles and legend), the fonts are in, and no element is
# still a skeleton (Streamlit loads the chart component lazily: a page's charts can arrive after its run ended).
STABLE = """() => {
  if (document.fonts.status !== 'loaded' || document.querySelector('[data-testid="stSkeleton"]')) return false;
  const sig = [...document.querySelectorAll('.js-plotly-plot')].filter(gd => gd.offsetParent !== null)
    .map(gd => { const r = gd.getBoundingClientRect();
                 return [r.width, r.height, gd.querySelectorAll('text').length,
                         JSON.stringify(gd._fullLayout ? gd._fullLayout._size : null)].join(','); }).join('|');
  const same = window.__chartSignature === sig;
  window.__chartSignature = sig;
  return same;
}"""

MEASURE = """() => {
  const TOL = 1;                                           // px: boxes that merely touch do not count
  const quad = el => {                                     // the element's box as 4 screen points
    if (el instanceof SVGGraphicsElement) {
      const b = el.getBBox(), m = el.getScreenCTM();
      if (!m || b.width <= 0 || b.height <= 0) return null;
      return [[b.x, b.y], [b.x + b.width, b.y], [b.x + b.width, b.y + b.height], [b.x, b.y + b.height]]
        .map(([x, y]) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f]);
    }
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return null;
    return [[r.left, r.top], [r.right, r.top], [r.right, r.bottom], [r.left, r.bottom]];
  };
  // separating axis test for two convex quadrilaterals, each shrunk by TOL along every axis
  const project = (q, ax) => { const p = q.map(([x, y]) => x * ax[0] + y * ax[1]);
                               return [Math.min(...p), Math.max(...p)]; };
  const hit = (a, b) => {
    for (const q of [a, b]) for (let i = 0; i < 4; i++) {
      const [x0, y0] = q[i], [x1, y1] = q[(i + 1) % 4], len = Math.hypot(x1 - x0, y1 - y0) || 1;
      const ax = [-(y1 - y0) / len, (x1 - x0) / len];
      const [amin, amax] = project(a, ax), [bmin, bmax] = project(b, ax);
      if (amax - TOL <= bmin || bmax - TOL <= amin) return false;
    }
    return true;
  };
  // drawn: not hidden itself nor inside a hidden group (an SVG child of a display:none group keeps its own
  // display, its getBBox its size, and Chromium's checkVisibility says true)
  const inHidden = el => { for (let e = el.parentElement; e && !e.classList.contains('js-plotly-plot');
                                e = e.parentElement) if (getComputedStyle(e).display === 'none') return true;
                           return false; };
  const shown = el => { const s = getComputedStyle(el);
                        return s.display !== 'none' && s.visibility !== 'hidden' && el.textContent.trim() !== ''
                          && !inHidden(el); };
  const items = (root, sel) => [...root.querySelectorAll(sel)].filter(shown)
    .map(el => ({text: el.textContent.trim(), q: quad(el)})).filter(it => it.q);
  const cls = el => (el.getAttribute('class') || '').split(/\\s+/);
  const out = [];
  const charts = [...document.querySelectorAll('.js-plotly-plot')].filter(gd => gd.offsetParent !== null);
  charts.forEach((gd, i) => {
    const svg = gd.querySelector('.main-svg');
    if (!svg) return;
    const titleEl = gd.querySelector('.gtitle');
    const notes = items(gd, '.annotation .annotation-text');
    const name = (titleEl && titleEl.textContent.trim()) || (notes.length ? notes.map(n => n.text).join(' / ')
                 : `chart ${i + 1} of ${charts.length}`);
    const report = what => out.push({chart: name, what});
    // (a) tick labels of each axis, one group per axis id (x, x2, y, y3...)
    const axes = {};
    gd.querySelectorAll('g').forEach(g => { const c = cls(g).find(c => /^[xy][0-9]*tick$/.test(c));
      if (c && shown(g)) { const t = g.querySelector('text'); const q = t && shown(t) && quad(t);
                           if (q) (axes[c] = axes[c] || []).push({text: t.textContent.trim(), q}); } });
    const ticks = Object.values(axes).flat();
    for (const [axis, labels] of Object.entries(axes))
      for (let a = 0; a < labels.length; a++)
        for (let b = a + 1; b < labels.length; b++)
          if (hit(labels[a].q, labels[b].q))
            report(`${axis.replace('tick', '')} tick labels "${labels[a].text}" and "${labels[b].text}" overlap`);
    // (b) the title and the annotations: clear of the toolbar and of each other
    const texts = [...(titleEl && shown(titleEl) && quad(titleEl) ? [{text: titleEl.textContent.trim(),
                   q: quad(titleEl), kind: 'title'}] : []), ...notes.map(n => ({...n, kind: 'annotation'}))];
    const axisTitles = [...gd.querySelectorAll('text')].filter(t => cls(t).some(c => /^[xy][0-9]*title$/.test(c))
      && shown(t)).map(t => ({text: t.textContent.trim(), q: quad(t)})).filter(t => t.q);
    const bar = gd.querySelector('.modebar');
    const barQ = bar && getComputedStyle(bar).display !== 'none' ? quad(bar) : null;
    for (const t of [...texts, ...axisTitles.map(a => ({...a, kind: 'axis title'}))])
      if (barQ && hit(t.q, barQ)) report(`${t.kind} "${t.text}" is under the toolbar`);
    for (let a = 0; a < texts.length; a++)
      for (let b = a + 1; b < texts.length; b++)
        if (hit(texts[a].q, texts[b].q))
          report(`${texts[a].kind} "${texts[a].text}" and ${texts[b].kind} "${texts[b].text}" overlap`);
    // (c) the legend's entries over an axis title or a tick label
    const entries = [...gd.querySelectorAll('.legend .traces')].map(e => ({text: e.textContent.trim(), q: quad(e)}))
      .filter(e => e.q);
    for (const e of entries) {
      for (const t of axisTitles)
        if (hit(e.q, t.q)) report(`legend entry "${e.text}" covers the axis title "${t.text}"`);
      for (const t of ticks)
        if (hit(e.q, t.q)) report(`legend entry "${e.text}" covers the tick label "${t.text}"`);
    }
    // (d) the numbers in a heatmap's cells (one group per trace) do not run into each other
    gd.querySelectorAll('g.hm').forEach(hm => {
      const cells = items(hm, 'g.heatmap-label text');
      for (let a = 0; a < cells.length; a++)
        for (let b = a + 1; b < cells.length; b++)
          if (hit(cells[a].q, cells[b].q)) {
            report(`cell numbers "${cells[a].text}" and "${cells[b].text}" overlap`);
            return;                                  // one line per heatmap
          }
    });
  });
  return {charts: charts.length, problems: out};
}"""


def measure(page) -> dict:
    """Wait until every visible chart is drawn and laid out for good, then measure: ``{"charts": n, "problems":
    [{"chart": its title, "what": what overlaps}, ...]}``."""
    settled(page)
    page.wait_for_function(STABLE, polling=100, timeout=30_000)
    return page.evaluate(MEASURE)


def check_view(page, where: str) -> None:
    """Every overlap on the view open in ``page``, one line each: ``where`` (page, tab, size), the chart, what."""
    found = measure(page)["problems"]
    assert not found, "\n".join(f"[{where}] {p['chart']!r}: {p['what']}" for p in found)


def _plotly_js() -> str:
    import plotly

    return str(Path(plotly.__file__).parent / "package_data" / "plotly.min.js")


def test_the_checks_catch_each_kind_of_overlap(browser):
    """The measurement is live: on real plotly charts (plotly.py's own plotly.js, offline) it finds tick labels
    piled up, a title and an axis title under the toolbar, two subplot titles run together and a legend over the x
    axis title; and a chart laid out with room for all of them passes; so do numbers crammed into a heatmap's cells,
    and a roomy one."""
    page = browser.new_page(viewport={"width": 400, "height": 900})
    try:
        page.set_content("<div id='bad' style='width:380px'></div><div id='good' style='width:380px'></div>"
                         "<div id='cramped' style='width:380px'></div><div id='roomy' style='width:380px'></div>")
        page.add_script_tag(path=_plotly_js())
        page.evaluate("""() => Promise.all([
          Plotly.newPlot('bad', [
              {x: ['a', 'b', 'c'], y: [1, 2, 3], name: 'a long legend entry'},
              {x: ['a', 'b'], y: [1, 2], xaxis: 'x2', yaxis: 'y2', showlegend: false}],
            {title: {text: 'a title long enough to reach the toolbar'}, width: 380, height: 400,
             xaxis: {domain: [0, 0.45], title: {text: 'x axis title'}},
             yaxis: {range: [0, 200], dtick: 1},
             xaxis2: {domain: [0.55, 1], anchor: 'y2', side: 'top', title: {text: 'top axis title'}},
             yaxis2: {anchor: 'x2'},
             annotations: [{text: 'the first subplot title', xref: 'paper', yref: 'paper', x: 0.3, y: 1,
                            showarrow: false, yanchor: 'bottom'},
                           {text: 'the second subplot title', xref: 'paper', yref: 'paper', x: 0.7, y: 1,
                            showarrow: false, yanchor: 'bottom'}],
             legend: {orientation: 'h', y: -0.1}, margin: {t: 60}},
            {displayModeBar: true}),
          Plotly.newPlot('good', [{x: ['a', 'b', 'c'], y: [1, 2, 3], name: 'a'}, {x: ['a'], y: [1], name: 'b'}],
            {title: {text: 'short', yref: 'container', y: 1, yanchor: 'top', pad: {t: 34}, automargin: true},
             width: 380, height: 400, xaxis: {title: {text: 'x axis title'}},
             legend: {orientation: 'h', yref: 'container', y: 0, yanchor: 'bottom'}},
            {displayModeBar: true}),
          Plotly.newPlot('cramped', [{type: 'heatmap', z: [[-0.123, 0.456, -0.789, 0.012, -0.345, 0.678]],
                                      texttemplate: '%{z:.3f}', textfont: {size: 16}}],
            {title: {text: 'cramped cells'}, width: 200, height: 200}, {displayModeBar: false}),
          Plotly.newPlot('roomy', [{type: 'heatmap', z: [[1, 2], [3, 4]], texttemplate: '%{z}',
                                    textfont: {size: 16}}],
            {title: {text: 'roomy cells'}, width: 380, height: 300}, {displayModeBar: false})])""")
        page.wait_for_function(STABLE, polling=100)
        found = page.evaluate(MEASURE)
        bad = [p["what"] for p in found["problems"] if p["chart"].startswith("a title")]
        assert found["charts"] == 4
        assert any(w.startswith("y tick labels") for w in bad), bad
        assert 'title "a title long enough to reach the toolbar" is under the toolbar' in bad, bad
        assert 'axis title "top axis title" is under the toolbar' in bad, bad
        assert any("first subplot title" in w and "second subplot title" in w and w.endswith("overlap")
                   for w in bad), bad
        assert any(w.startswith('legend entry "a long legend entry" covers the axis title "x axis title"')
                   for w in bad), bad
        assert [p for p in found["problems"] if p["chart"] == "short"] == []
        assert any(p["what"].startswith("cell numbers") for p in found["problems"] if p["chart"] == "cramped cells")
        assert [p for p in found["problems"] if p["chart"] == "roomy cells"] == []
    finally:
        page.close()

"""Take-home controls in a real browser: Streamlit passes the mode-bar config through (the camera button saves a
real PNG or SVG under the view's name), the CSV button saves the table behind the heatmap, st.dataframe keeps its
own CSV download, the sidebar's link to this view follows a control and can be copied, and the share panel, drawn
when it is opened, builds a student link with its QR code."""
from __future__ import annotations

import io

import pandas as pd

from lm_core import book
from tests.browser.conftest import assert_no_error, wait_for_chart, wait_idle

STEM = f"count_table-ct_heatmap-seed{book.SEED}"


def camera(page, title: str):
    """The heatmap's camera button, once the heatmap has drawn (it can draw after the smaller chart); its mode
    bar is always shown, no hover needed."""
    page.wait_for_function(
        "() => { const gd = document.querySelector('[data-testid=\"stPlotlyChart\"] .js-plotly-plot');"
        " return gd && gd._fullLayout && gd.querySelector('.modebar-btn'); }")
    chart = page.get_by_test_id("stPlotlyChart").first
    assert chart.locator(".modebar").is_visible()
    button = chart.locator(f'.modebar-btn[data-title="{title}"]')
    assert button.count() == 1, f"no camera button titled {title!r}"
    return button


def camera_download(page, title: str, tmp_path, suffix: str):
    """Click the first chart's camera button and save what it downloads; checks the file's name."""
    wait_for_chart(page, minimum=2)
    with page.expect_download(timeout=60_000) as info:
        camera(page, title).click()
    download = info.value
    assert download.suggested_filename == f"{STEM}.{suffix}"
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    return path


def test_the_count_tables_downloads_on_one_page(open_page, tmp_path):
    """On one load of the count table: the camera button saves a real PNG named after the view; the CSV button
    saves the table behind the heatmap; ``st.dataframe`` needs no button of ours (Streamlit 1.67 puts "Download as
    CSV" in its toolbar)."""
    page = open_page("count_table")
    path = camera_download(page, "Download plot as a PNG", tmp_path, "png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert_no_error(page)
    button = page.locator(".st-key-export_csv_ct_heatmap").get_by_role("button")
    with page.expect_download(timeout=60_000) as info:
        button.click()
    download = info.value
    assert download.suggested_filename == f"{STEM}.csv"
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    frame = pd.read_csv(io.BytesIO(path.read_bytes()), encoding="utf-8-sig", keep_default_na=False)
    assert list(frame.columns) == ["current character", "next character", "count", "probability"]
    V = frame["current character"].nunique()
    assert len(frame) == V * V and V >= 27
    rows = frame.groupby("current character")["probability"].sum()
    assert ((rows - 1).abs() < 1e-9).all()                   # each row of the table is a distribution
    assert frame["count"].sum() > 100_000 and (frame["count"] >= 0).all()
    assert_no_error(page)
    grid = page.get_by_test_id("stDataFrame").first
    grid.scroll_into_view_if_needed()
    grid.hover()
    page.get_by_role("button", name="Download as CSV").first.wait_for()


def test_camera_button_saves_an_svg_when_the_link_asks(open_page, tmp_path):
    page = open_page("count_table", "img=svg")
    text = camera_download(page, "Download plot", tmp_path, "svg").read_text(encoding="utf-8")
    assert "<svg" in text[:500] and "</svg>" in text


def test_link_to_this_view_follows_a_control_and_copies(open_page, app_url):
    page = open_page("count_table", "ct_alpha=0.1")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=app_url)   # cleared by the next test
    wait_for_chart(page, minimum=2)
    code = page.get_by_test_id("stSidebar").get_by_test_id("stCode")
    code.wait_for()
    assert code.count() == 1
    link = code.inner_text().strip()
    assert link.startswith(f"{app_url}/count_table?") and "ct_alpha=0.1" in link
    page.get_by_test_id("stSidebar").get_by_role("spinbutton").first.fill("7")
    page.get_by_test_id("stSidebar").get_by_role("spinbutton").first.press("Enter")
    wait_idle(page)
    page.wait_for_function(
        "() => (document.querySelector('[data-testid=\"stSidebar\"] [data-testid=\"stCode\"]') || {})"
        ".innerText?.includes('seed=7')")
    link = code.inner_text().strip()
    assert "seed=7" in link and "ct_alpha=0.1" in link
    code.scroll_into_view_if_needed()
    code.hover()                                         # Streamlit draws the copy button on hover
    copy = code.get_by_role("button", name="Copy to clipboard")
    copy.wait_for()
    copy.click()
    page.wait_for_function("async () => (await navigator.clipboard.readText()).includes('seed=7')")
    assert page.evaluate("() => navigator.clipboard.readText()").strip() == link
    assert_no_error(page)


def test_share_panel_opens_and_builds_a_student_link(open_page):
    """The share panel's content is drawn when it is opened (a rerun): its controls, the QR code, and a link that
    locks the control the teacher picks."""
    page = open_page("count_table", "ct_alpha=0.1")
    wait_for_chart(page, minimum=2)
    sidebar = page.get_by_test_id("stSidebar")
    assert sidebar.get_by_test_id("stImage").count() == 0            # closed: nothing of it drawn
    sidebar.get_by_text("Share this view").click()
    wait_idle(page)
    qr = sidebar.get_by_test_id("stImage")
    qr.wait_for()
    assert qr.locator("img").first.evaluate("img => img.complete && img.naturalWidth > 100")
    box = sidebar.locator(".st-key-share_lock input")
    box.wait_for()
    box.scroll_into_view_if_needed()
    box.click()
    box.fill("ct_alpha")
    page.get_by_role("option", name="ct_alpha").first.click()
    box.press("Escape")
    wait_idle(page)
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=\"stSidebar\"] [data-testid=\"stCode\"]')]"
        ".some(c => c.innerText.includes('lock=ct_alpha'))")
    link = next(c for c in sidebar.get_by_test_id("stCode").all_inner_texts() if "lock=ct_alpha" in c).strip()
    assert "/count_table?" in link and "ct_alpha=0.1" in link and "lang=en" in link
    assert_no_error(page)

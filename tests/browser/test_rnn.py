"""Browser: the RNN-gradients page loads with its main curve on the first screen, every tab's controls react,
and nothing errors."""
import pytest

from tests.browser.conftest import (assert_no_error, move_slider, no_horizontal_scroll, screenshot, wait_for_chart,
                                    wait_idle)


def body(page):
    return page.locator("body").inner_text()


def wait_text(page, text, timeout=90_000):
    """Wait until ``text`` shows on the page (a rerun of this page can take a few seconds)."""
    page.wait_for_function("t => document.body.innerText.includes(t)", arg=text, timeout=timeout)
    wait_idle(page)


def click_radio(page, label):
    page.get_by_test_id("stRadio").get_by_text(label, exact=True).first.click()
    wait_idle(page)


def press_until(page, label, text, tries=12):
    """Press ArrowRight on a slider until ``text`` shows (a key press sent during a rerun can be lost)."""
    slider = page.get_by_test_id("stSlider").filter(has_text=label).get_by_role("slider").first
    for _ in range(tries):
        if text in body(page):
            return
        slider.focus()
        slider.press("ArrowRight")
        wait_idle(page)
    raise AssertionError(f"{label}: {text!r} never showed")


def open_tab(page, label):
    page.get_by_role("tab", name=label).click()
    wait_idle(page)


@pytest.mark.slow
def test_rnn_page_renders_and_every_control_reacts(open_page):
    page = open_page("rnn_gradients")
    wait_for_chart(page, minimum=1)
    assert_no_error(page)
    assert no_horizontal_scroll(page)
    assert "vanishes here" in body(page)
    box = page.get_by_test_id("stPlotlyChart").first.bounding_box()
    assert box["y"] + box["height"] / 2 <= 720, box                 # at least the top half on the first screen
    screenshot(page, "rnn_top")

    # tab 1: W_hh draw, non-linearity, s, sizes, input scale
    click_radio(page, "Orthogonal")
    click_radio(page, "none (linear)")
    move_slider(page, "Spectral norm s", presses=2)                # 1.0 -> 1.2
    wait_text(page, "explodes here")
    move_slider(page, "Hidden size d", presses=1, key="ArrowLeft")
    move_slider(page, "Sequence length T", presses=2, key="ArrowLeft")
    wait_text(page, "k = 80")
    click_radio(page, "tanh")
    move_slider(page, "Input scale", presses=2)
    wait_for_chart(page, minimum=1)
    assert_no_error(page)
    assert "rnn_s=1.2" in page.url

    # tab 2: gates, stream, the parameter calculator
    open_tab(page, "2 · Gates")
    wait_for_chart(page, minimum=2)
    page.wait_for_function("() => location.search.includes('rnn_tab=gates')")   # the link follows the tab
    assert "rnn_s=1.2" in page.url                                   # and tab 1's settings stay in it
    move_slider(page, "Forget-gate bias", presses=1, key="ArrowLeft")
    move_slider(page, "Stream length", presses=2, key="ArrowLeft")
    box = page.get_by_role("spinbutton", name="Input size d_x")
    box.fill("3")
    box.press("Enter")
    wait_idle(page)
    wait_text(page, "GRU / LSTM = 0.7500")
    assert_no_error(page)

    # tab 3: clipping, truncation, the experiment
    open_tab(page, "3 · Clipping and truncation")
    wait_for_chart(page, minimum=2)
    wait_text(page, "∞ at step")
    move_slider(page, "Clipping threshold", presses=1, key="ArrowLeft")
    press_until(page, "Chunk length T", "t < 40")                    # 16 -> 20: last boundary at 40
    move_slider(page, "Chunk length T for the experiment", presses=1, key="ArrowLeft")
    page.get_by_text("Train both GRUs", exact=False).first.click()
    wait_idle(page)
    wait_text(page, "The short delay is learned")

    # tab 4: cost and the padding pitfall
    open_tab(page, "4 · Cost and batching")
    area = page.get_by_role("textbox", name="Sentences (one per line)")
    area.fill("one two three\nfour")
    area.press("Control+Enter")
    wait_idle(page)
    click_radio(page, "LSTM")
    move_slider(page, "State / model width d", presses=1)
    wait_text(page, "here d = 1024")
    wait_for_chart(page, minimum=3)
    assert_no_error(page)
    assert no_horizontal_scroll(page)
    screenshot(page, "rnn_cost")

"""Issue 47 in Chromium: a teacher builds a 2-step lesson in the sidebar's *Build a lesson*, on two pages reached
through the navigation (the draft and the open expander survive the page switch), and downloads it: the file loads
as those two steps, on those two pages."""
import pytest

from lm_core.lessons.lessonfile import load
from tests.browser.conftest import assert_no_error, wait_idle
from ui.lesson.world import world


def _type(page, key: str, text: str) -> None:
    box = page.locator(f".st-key-{key} input")
    box.fill(text)
    box.press("Enter")
    wait_idle(page)


def _add_step(page, title: str) -> None:
    _type(page, "builder_step_title", title)
    page.locator(".st-key-builder_add button").click()
    wait_idle(page)


@pytest.mark.browser
def test_build_a_two_step_lesson_and_download_it(open_page):
    page = open_page("")
    page.locator(".st-key-builder_open summary").click()
    wait_idle(page)
    _type(page, "builder_title", "Two pages")
    _add_step(page, "The start page")
    page.get_by_test_id("stSidebarNav").locator("a[href$='count-table'], a[href*='count_table']").first.click()
    wait_idle(page)
    _add_step(page, "The count table")
    button = page.locator(".st-key-builder_download button")
    button.wait_for()
    with page.expect_download() as info:
        button.click()
    path = info.value.path()
    lesson = load(open(path, "rb").read(), world(), "downloaded")
    assert [s.page for s in lesson.steps] == ["home", "count_table"]
    assert [lesson.texts["en"][f"{n}.title"] for n in (1, 2)] == ["The start page", "The count table"]
    assert info.value.suggested_filename == "two-pages.toml"
    assert_no_error(page)

"""A live room in Chromium (issue 25 §7): a teacher and three students, each a page of their own (its own Streamlit
session; one a 390 px phone), go through two steps with a question, on a server whose store is a real redis-server
(``TBT_STORE``). The students' screens follow the teacher without a reload; the teacher sees three answers and the
distribution; each student sees their own answer beside the truth. At the second question the room is on a projector
too (the teacher's link in projector mode at 1280 x 720): the question, the count, the QR code and the join link,
then the distribution against the truth, are on the first screen in text of 16 px or more, near-black; the page under
it is in sections."""
import os
import re

import pytest

from tests.browser.conftest import (CHROMIUM, no_horizontal_scroll, screenshot, start_server, stop_server,
                                    wait_idle)


@pytest.fixture(scope="module")
def room_server(redis_url, tmp_path_factory):
    if not os.path.exists(CHROMIUM):
        pytest.skip("no /usr/bin/chromium")
    old = os.environ.get("TBT_STORE")
    os.environ["TBT_STORE"] = redis_url
    try:
        proc, url = start_server(tmp_path_factory.mktemp("room") / "server.log")
    finally:
        if old is None:
            os.environ.pop("TBT_STORE")
        else:
            os.environ["TBT_STORE"] = old
    yield url
    stop_server(proc)


def settle(page, timeout=60_000):
    """The lesson panel is drawn and no run is in progress (a room's pages have no page title to wait for)."""
    wait_idle(page, timeout, drawn=".st-key-lesson_panel")


def panel(page):
    return page.locator(".st-key-lesson_panel").first


def click(page, name, until=None):
    """Click the panel's button ``name`` and wait for ``until`` (a locator) to show. A click that lands while the
    teacher's count fragment is rerunning can be dropped by Streamlit: while the button is still there and nothing
    happened, it is clicked again, at most three times."""
    for attempt in range(3):
        button = panel(page).get_by_role("button", name=name)
        if attempt and button.count() == 0:          # the click did land: wait for its result
            until.first.wait_for(timeout=60_000)
            return
        button.first.click()
        settle(page)
        if until is None:
            return
        try:
            until.first.wait_for(timeout=30_000)
            return
        except Exception:
            if attempt == 2:
                raise


def answer(page, value):
    box = panel(page).get_by_role("textbox", name="Your answer")
    box.fill(value)
    box.press("Enter")
    page.wait_for_timeout(300)
    try:
        click(page, "Commit my answer",
              until=panel(page).get_by_text(re.compile(rf"Your answer: {re.escape(value)}\b.*You can still change it")))
    except Exception as err:        # rare under a loaded suite (a rerun passes): say what the page showed instead
        raise AssertionError(f"no committed answer {value!r}; the page then: {what_shows(page)}") from err


def what_shows(page) -> dict:
    """What a failed step saw: how many lesson panels, the keyed blocks, the buttons, the start of the main area."""
    return page.evaluate("""() => ({
        panels: document.querySelectorAll('.st-key-lesson_panel').length,
        keyed: [...document.querySelectorAll('[class*="st-key-"]')]
            .map(e => [...e.classList].filter(c => c.startsWith('st-key-')).join(' ')),
        buttons: [...document.querySelectorAll('button')].map(b => b.innerText.trim()).filter(t => t),
        main: (document.querySelector('[data-testid="stMain"]') || document.body).innerText.slice(0, 1500)})""")


def style(el):
    """Font size in px and colour (r, g, b) of an element's text."""
    return el.evaluate("""e => { const cs = getComputedStyle(e.tagName === 'text' ? e : e);
        const size = parseFloat(e.tagName === 'text' ? (e.style.fontSize || cs.fontSize) : cs.fontSize);
        const c = (e.tagName === 'text' ? (e.style.fill || cs.fill) : cs.color).match(/[0-9.]+/g).map(Number);
        return [size, c.slice(0, 3)]; }""")


def readable(el) -> bool:
    """Readable from the back of a room: 16 px or more, near-black (every channel at most 80 of 255)."""
    size, rgb = style(el)
    return size >= 16 and max(rgb) <= 80


def to_top(page):
    page.evaluate("() => document.querySelectorAll('[data-testid=stMain], section').forEach(e => e.scrollTo(0, 0))")
    page.wait_for_timeout(200)


def on_first_screen(el) -> bool:
    box = el.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= el.page.viewport_size["height"]


def test_teacher_and_three_students(new_page, room_server):
    def open_(query, width=1280, height=800):
        page = new_page({"width": width, "height": height})      # each its own session, as on its own device
        page.goto(f"{room_server}/?{query}")
        settle(page)
        return page

    teacher = open_("lesson=counting&step=2")
    click(teacher, "Start a class", until=panel(teacher).get_by_text(re.compile("Room code: ")))
    text = panel(teacher).inner_text()
    found = re.search(r"Room code: ([A-Z0-9]{6})", text)
    assert found, text
    code = found.group(1)
    assert f"?room={code}" in text and "tkey" not in teacher.url
    panel(teacher).locator('[data-testid="stImage"] img').first.wait_for(timeout=20_000)     # the QR code
    students = [open_(f"room={code}"), open_(f"room={code}"), open_(f"room={code}", width=390, height=844)]
    for s in students:
        panel(s).get_by_text("What percentage of the table's cells are empty").wait_for()
        assert "tkey" not in s.url and f"room={code}" in s.url and "who=" in s.url
    assert no_horizontal_scroll(students[2])
    for s, value in zip(students, ("15", "50", "2")):
        answer(s, value)
    # the teacher's count updates by itself (a fragment), no click, no reload
    panel(teacher).get_by_text("3 of 3 students have answered.").wait_for(timeout=20_000)
    chart = panel(teacher).locator('[data-testid="stPlotlyChart"] .main-svg')
    click(teacher, "Close the question", until=chart)
    screenshot(teacher, "lesson_room_teacher")
    for s, value in zip(students, ("15", "50", "2")):
        panel(s).get_by_text(re.compile(rf"Yours: {value}\b")).wait_for(timeout=20_000)    # followed, no reload
        assert "The answer:" in panel(s).inner_text()
    screenshot(students[2], "lesson_room_phone")

    click(teacher, "Next step", until=panel(teacher).get_by_role("heading", name="Sampling names"))   # step 3
    click(teacher, "Next step", until=panel(teacher).get_by_role("heading", name="Loss and perplexity"))
    for s in students:
        panel(s).get_by_role("heading", name="Loss and perplexity").wait_for(timeout=20_000)
    # the room on the projector (1280 x 720, projector mode), opened with the teacher's link: it leads from here
    tlink = panel(teacher).locator('[data-testid="stExpander"] code').first.text_content()
    assert "tkey=" in tlink
    beamer = open_(tlink.split("?", 1)[1] + "&present=1", height=720)
    question = panel(beamer).get_by_text("What is the add-one table's")
    count = panel(beamer).locator(".st-key-room_count p")
    count.filter(has_text="0 of 3 students have answered.").wait_for(timeout=20_000)
    qr = panel(beamer).locator('[data-testid="stImage"] img').first
    join = panel(beamer).locator('[data-testid="stCode"] code').first
    assert join.text_content().endswith(f"?room={code}")
    to_top(beamer)
    for el in (question, count, qr, join):
        assert on_first_screen(el), el
    for el in (question, count, join):
        assert readable(el), (el, style(el))
    assert style(count)[0] >= 24                                       # the count, large
    for s, value in zip(students, ("2.5", "3.3", "1")):
        answer(s, value)
    count.filter(has_text="3 of 3 students have answered.").wait_for(timeout=20_000)    # by itself
    bchart = panel(beamer).locator('[data-testid="stPlotlyChart"] .main-svg')
    click(beamer, "Close the question", until=bchart)
    beamer.locator('[data-testid="stPlotlyChart"] svg g.ytick text').first.wait_for()
    settle(beamer)
    to_top(beamer)
    assert on_first_screen(panel(beamer).locator('[data-testid="stPlotlyChart"]').first)   # the whole chart
    texts = panel(beamer).locator('[data-testid="stPlotlyChart"] svg text')
    assert texts.count() >= 5 and all(readable(texts.nth(i)) for i in range(texts.count())), \
        [(texts.nth(i).text_content(), style(texts.nth(i))) for i in range(texts.count())]
    truth = panel(beamer).get_by_text(re.compile("3 of 3 students have answered. · The answer:"))
    assert on_first_screen(truth) and readable(truth), style(truth)
    assert beamer.locator(".st-key-present_next").count() == 1         # the page under it: projector sections
    screenshot(beamer, "lesson_room_projector")
    for s, value in zip(students, ("2.5", "3.3", "1")):
        panel(s).get_by_text(re.compile(rf"Yours: {re.escape(value)}\b")).wait_for(timeout=20_000)
    assert no_horizontal_scroll(students[2])
    for p in (teacher, beamer, *students):
        assert p.locator('[data-testid="stException"]').count() == 0

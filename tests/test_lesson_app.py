"""AppTest of a lesson alone (issue 25 §2, §7): every step of every lesson renders in the three languages; a
prediction is committed, revealed and graded against the truth the page itself computes; the URL keeps it all."""
import re

import pytest

from lm_core.lessons.catalogue import LESSONS
from ui.strings import lesson as strings


def texts(at):
    return ([e.value for kind in ("subheader", "markdown", "caption", "info", "warning", "error", "success")
             for e in getattr(at, kind)] + [b.label for b in at.button])


def metric(at, label):
    return next(m.value for m in at.metric if m.label == label)


def _no_raw_keys(at):
    leaked = [x for x in texts(at) if re.search(r"\blesson\.[a-z0-9_]+\.[a-z0-9_.]+", x)]   # a key shown raw
    assert not leaked, leaked


@pytest.mark.parametrize("lang", ["en", "it", "hu"])
@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_every_step_renders(app, lesson_id, lang):
    """Each step opened from its link, once per language: its own title, on its own page, set up as the step says
    (its controls, locks and hidden answers), no raw key; then the summary. (A fresh session per step: AppTest calls
    some pages' format_func between runs, outside the session, where the language is not known.)"""
    lesson = LESSONS[lesson_id]
    cat = getattr(strings, lang.upper())
    for n, step in enumerate(lesson.steps, 1):
        at = app(lesson=lesson_id, step=n, lang=lang)
        assert not at.exception, (n, [e.value for e in at.exception])
        heads = [s.value for s in at.subheader]
        assert lesson.texts[lang][f"{n}.title"] in heads, (n, heads)      # its words, from its file
        assert at.query_params["lesson"] == lesson_id
        _no_raw_keys(at)
        for key, value in step.state:
            assert at.session_state[key] == value, (n, key)
        assert set(filter(None, at.session_state["lock"].split(","))) == set(step.lock)
        assert set(filter(None, at.session_state["ask"].split(","))) == set(step.ask)
        if step.question is None:           # the page is drawn under the panel
            assert any(lesson.texts[lang][f"{n}.notice"] in x for x in texts(at))
            assert len(at.subheader) > 1 or len(at.header) > 0 or len(at.title) > 0
        else:
            assert cat["lesson.page_waits"] in [c.value for c in at.caption]
    at = app(lesson=lesson_id, step=len(lesson.steps) + 1, lang=lang)
    assert not at.exception
    assert cat["lesson.summary.header"] in [s.value for s in at.subheader]
    _no_raw_keys(at)


def _answer(at, lesson_id, n, value):
    key = f"lesson_in_{lesson_id}_{n}"
    try:
        at.text_input(key=key).set_value(value)
    except KeyError:
        at.radio(key=key).set_value(value)
    at.button(key=f"lesson_commit_{lesson_id}_{n}").click().run()
    assert not at.exception, [e.value for e in at.exception]


def test_predict_then_reveal_against_the_page(app):
    """Counting, step 1: the page waits for a prediction; the committed answer is in the URL; after the reveal the
    page's own perplexity (hidden by ask= until then) equals the lesson's truth."""
    at = app(lesson="counting")
    assert "Perplexity" not in [m.label for m in at.metric]           # the page waits for the prediction
    assert any("no peeking" in c.value for c in at.caption)
    _answer(at, "counting", 1, "27")
    assert at.query_params["la"] == "1~27.0"
    assert metric(at, "Perplexity") == "?"                           # drawn, the answer still hidden
    at.button(key="lesson_reveal_counting_1").click().run()
    page_value = metric(at, "Perplexity")
    assert page_value != "?"
    truth = next(m.value for m in at.markdown if m.value.startswith("The answer:"))
    assert f"{float(page_value):.3g}" in truth
    assert any("Not quite." in w.value for w in at.warning)          # 27 (uniform) is the naive guess, and wrong
    assert at.query_params["lr"] == "1"


def test_bad_answers_get_a_message(app):
    at = app(lesson="counting", step=2)
    for raw, words in [("abc", "not a number"), ("1e999", "finite"), ("150", "between 0 and 100"), ("", "first")]:
        _answer(at, "counting", 2, raw)
        assert any(words in e.value for e in at.error), (raw, [e.value for e in at.error])
        assert "la" not in at.query_params
    _answer(at, "counting", 2, "15,5")            # a decimal comma is a number too
    assert at.query_params["la"] == "2~15.5"


def test_a_right_answer_and_the_summary(app):
    """The truth typed back is graded right; the summary counts it; a resumed link keeps the answers."""
    at = app(lesson="machine", step=5)                   # the rank of M: the naive guess is d = 6
    _answer(at, "machine", 5, "6")
    at.button(key="lesson_reveal_machine_5").click().run()
    assert metric(at, "rank of M") == "3"                 # the page's own number, no longer hidden
    assert any("Not quite." in w.value for w in at.warning)
    at = app(lesson="machine", step=9, la="5~3.0|2~1")     # resume at the summary from a link
    assert any("You got 2 of 5 right." in m.value for m in at.markdown), [m.value for m in at.markdown]


def test_choice_step_locks_and_opens_its_tab(app):
    at = app(lesson="words", step=2)
    assert at.session_state["wv_tab"] == "analogy" and at.session_state["wv_excl"] is False
    _answer(at, "words", 2, "queen")
    at.button(key="lesson_reveal_words_2").click().run()
    assert any("The answer: **king**" in m.value for m in at.markdown)
    at.toggle(key="wv_excl").set_value(True).run()         # locked: the step's setting stays
    assert at.session_state["wv_excl"] is False


def test_a_bad_lesson_link_falls_back(app):
    at = app(lesson="nope", step=99)
    assert not at.exception and "lesson" not in at.query_params
    assert "### Lessons" in [m.value for m in at.markdown]     # the front door
    at = app(lesson="counting", step=99, la="zz", lr="x")
    assert not at.exception and at.session_state["step"] == 1


def test_leave_clears_the_setup(app):
    at = app(lesson="counting", step=5)
    at.button(key="lesson_leave").click().run()
    assert not at.exception
    for key in ("lesson", "step", "lock", "ask", "la"):
        assert key not in at.query_params


def test_another_word_list_moves_the_answer(app):
    """The truth is computed from the active data, never typed: the empty cells' share on an uploaded list differs,
    and equals the share the lesson's answer function gives for that list's own table."""
    at = app(lesson="counting", step=2)
    _answer(at, "counting", 2, "15")
    at.button(key="lesson_reveal_counting_2").click().run()
    bundled = next(m.value for m in at.markdown if m.value.startswith("The answer:"))
    words = "\n".join(["anna", "bob", "cecilia", "dora", "emma", "fanni", "gizi", "hanna", "ilona", "jolan", "kata",
                       "lili"]).encode()
    at.file_uploader(key="wordlist_file").set_value(("tiny.txt", words, "text/plain")).run()
    assert not at.exception
    tiny = next(m.value for m in at.markdown if m.value.startswith("The answer:"))
    assert tiny != bundled
    from lm_core.counting.bigram import BigramData
    data = BigramData.build(tuple(sorted(set(words.decode().split()))))
    share = 100 * int((data.N == 0).sum()) / data.N.numel()
    assert f"{share:.3g}" in tiny, (tiny, share)


def test_the_bits_per_character_answer_is_the_pages(app):
    at = app(lesson="networks", step=4)
    _answer(at, "networks", 4, "4.75")                   # log2 27: the naive guess
    at.button(key="lesson_reveal_networks_4").click().run()
    page = metric(at, "Bits per character, character model")
    truth = next(m.value for m in at.markdown if m.value.startswith("The answer:"))
    assert f"{float(page):.3g}" in truth
    assert any("Not quite." in w.value for w in at.warning)

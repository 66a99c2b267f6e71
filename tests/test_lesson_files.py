"""A lesson is a file (issue 47): the built-in lessons load from their files as the lessons they were in Python,
a file written out loads back the same, and a hostile file is refused with a message that names its line or field,
never a traceback. The bounds below are those the pages and docs/lesson-files.md state (the count table's samples
slider runs 1-50, the RNN page's scale 0.5-3.0 in steps of 0.1, a file at most 64 kB = 65,536 bytes, at most 20
steps), written here, not read from the code.
"""
from __future__ import annotations

import contextlib
import re
from pathlib import Path

import pytest
import streamlit as st
from hypothesis import HealthCheck, given, settings, strategies as hs

from lm_core.lessons import Lesson, Question, Step, correct, summary
from lm_core.lessons.catalogue import LESSONS
from lm_core.lessons.lessonfile import LessonFileError, dump, load, safe_text, text_of, text_problem
from tests.i18n_catalogue import check_translation
from ui import glossary, registry
from ui.i18n import t
from ui.lesson import files
from ui.lesson.world import world

# The counting lesson as it was written in Python before it became a file (lm_core/lessons/catalogue.py, issue 25).
COUNTING = Lesson("counting", (
    Step("home", (("name", "emma"),), ask=("name_ppl",),
         question=Question("number", "name_ppl", lo=1.0, hi=1000.0, tol=0.25, relative=True)),
    Step("count_table", (("ct_view", "counts"),),
         question=Question("number", "empty_share", lo=0.0, hi=100.0, tol=5.0, unit="percent")),
    Step("count_table", (("ct_n", 20),)),
    Step("count_table", (("ct_alpha", 1.0),), lock=("ct_alpha",),
         question=Question("number", "smooth_loss", lo=0.0, hi=20.0, tol=0.15, unit="nats")),
    Step("count_table", (("ct_alpha", 0.0),), lock=("ct_alpha",), ask=("inf_loss",),
         question=Question("choice", "inf_loss", options=("below3", "above3", "infinite"))),
    Step("count_table", (("ct_alpha", 100.0),), lock=("ct_alpha",),
         question=Question("larger", "alpha100_vs_1")),
    Step("count_table", (("ct_alpha", 1.0), ("ct_empty", True))),
))
WORDS = Lesson("words", (
    Step("word_vectors", (("wv_tab", "neigh"), ("wv_word", "king"))),
    Step("word_vectors", (("wv_tab", "analogy"), ("wv_excl", False)), lock=("wv_excl",), ask=("king",),
         question=Question("choice", "king", options=("queen", "king", "woman", "man", "other"),
                           literal=("queen", "king", "woman", "man"))),
    Step("word_vectors", (("wv_tab", "analogy"), ("wv_excl", True)), lock=("wv_excl",),
         question=Question("choice", "king_excl", options=("queen", "king", "woman", "man", "other"),
                           literal=("queen", "king", "woman", "man"))),
    Step("word_vectors", (("wv_tab", "eval"),)),
    Step("sentences", ask=("bank_static",), question=Question("number", "bank_static", lo=-1.0, hi=1.0, tol=0.05)),
    Step("sentences", question=Question("larger", "bank_last_vs_static")),
    Step("sentences"),
))

HEAD = 'title.en = "A lesson"\n'


def step(body: str = "", page: str = "count_table", title: str = 'title.en = "A step"') -> str:
    return f'\n[[step]]\npage = "{page}"\n{body}\n{title}\n'


def refused(text: str | bytes) -> LessonFileError:
    with pytest.raises(LessonFileError) as err:
        load(text, world(), "probe")
    return err.value


@contextlib.contextmanager
def language(lang: str):
    st.session_state["lang"] = lang
    try:
        yield
    finally:
        st.session_state.pop("lang", None)


def english(err: LessonFileError) -> str:
    with language("en"):
        return files.message(err)


# ------------------------------------------------------------------------------------------ the built-in lessons

def test_the_four_lessons_are_the_files_in_their_folder():
    assert list(LESSONS) == ["counting", "networks", "machine", "words"]     # each file's order = 1..4


def test_counting_and_words_load_as_they_were_written_in_python():
    assert LESSONS["counting"] == COUNTING
    assert LESSONS["words"] == WORDS


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_a_lesson_written_out_loads_back_the_same(lesson_id):
    lesson = LESSONS[lesson_id]
    again = load(dump(lesson), world(), lesson_id)
    assert again == lesson
    assert {lang: dict(v) for lang, v in again.texts.items()} == {lang: dict(v) for lang, v in lesson.texts.items()}
    assert set(lesson.texts) == {"en", "it", "hu"}


def test_the_texts_reach_t_in_each_language():
    expected = {"en": "A name as a product", "it": "Un nome come prodotto", "hu": "A név mint szorzat"}
    for lang, title in expected.items():
        with language(lang):
            assert t("lesson.counting.1.title") == title
            assert t("lesson.counting.5.opt.infinite") == {"en": "infinite", "it": "infinita",
                                                           "hu": "végtelen"}[lang]
    with language("en"), pytest.raises(KeyError):       # a key of no lesson is still a typo under tests
        t("lesson.nosuchlesson.1.title")


@pytest.mark.parametrize("lang", ["it", "hu"])
def test_the_files_texts_keep_the_glossary_and_the_english_markup(lang):
    bad = []
    for lesson in LESSONS.values():
        for part, text in lesson.texts[lang].items():
            key = f"lesson.{lesson.id}.{part}"
            bad += glossary.offences(lang, key, text)
            check_translation(lang, key, lesson.texts["en"][part], text, set())
    assert not bad, bad


def test_every_truth_a_chapter_computes_is_declared_with_how_it_is_asked():
    questions = world().questions
    assert set(questions) == set(registry.truths())
    for answer, (page, q) in questions.items():
        assert q.answer == answer and page in registry.STEMS
    for chapter in registry.CHAPTERS:                     # an ask= answer is a question of its own page
        for a in chapter.answers:
            assert questions[a][0] == chapter.stem


# --------------------------------------------------------------------------------------------- a teacher's file

def test_every_page_of_the_app_can_be_a_step():
    """A step may show any page the app declares (``registry.STEMS``: a new chapter is covered without editing this
    test), in the order the file gives."""
    stems = list(registry.STEMS)
    lesson = load(HEAD + "".join(step(page=stem) for stem in reversed(stems)), world(), "all")
    assert [s.page for s in lesson.steps] == stems[::-1]


def test_a_minimal_file_and_a_poll():
    text = (HEAD + step() + step('poll = ["table", "attention"]\nquestion.en = "Which chart surprised you?"\n'
                                 'option.table.en = "The count table"\noption.attention.en = "The *attention* map"'))
    lesson = load(text, world(), "mine")
    assert lesson.steps[0] == Step("count_table")
    q = lesson.steps[1].question
    assert q == Question("poll", "", options=("table", "attention"))
    assert not correct(q, "table", "table") and summary(q, ["table", "attention"], None)["share"] is None
    assert load(dump(lesson), world(), "mine") == lesson                                   # a poll written out
    assert text_of(lesson, "lesson.mine.2.opt.attention", "it") == "The *attention* map"   # English as fallback
    assert text_of(lesson, "lesson.mine.1.body", "en") == ""                              # an optional text left out
    assert text_of(lesson, "lesson.other.1.title", "en") is None


def test_a_file_with_a_byte_order_mark_loads_as_without():
    text = HEAD + step("state = { ct_n = 5 }")
    assert load(b"\xef\xbb\xbf" + text.encode(), world(), "p") == load(text, world(), "p")


def test_64_kilobytes_load_and_one_byte_more_is_refused():
    text = HEAD + step()
    padded = text + "#" * (65536 - len(text.encode()) - 1) + "\n"
    assert len(padded.encode()) == 65536
    load(padded, world(), "p")
    err = refused(padded + " ")
    assert err.code == "too_big"
    assert "65,537" in english(err) and "65,536" in english(err)


def test_twenty_steps_load_and_twenty_one_are_refused():
    load(HEAD + step() * 20, world(), "p")
    err = refused(HEAD + step() * 21)
    assert err.code == "too_many_steps" and "21 steps" in english(err) and "at most 20" in english(err)


@pytest.mark.parametrize("body,ok", [
    ("state = { ct_n = 1 }", True), ("state = { ct_n = 50 }", True),           # the samples slider: 1 to 50
    ("state = { ct_n = 0 }", False), ("state = { ct_n = 51 }", False),
    ("state = { ct_alpha = 100.0 }", True), ("state = { ct_alpha = 0.0 }", True),  # α's list: 0 ... 100
])
def test_the_count_tables_bounds(body, ok):
    if ok:
        load(HEAD + step(body), world(), "p")
    else:
        err = refused(HEAD + step(body))
        assert err.code == "out_of_range" and err.params["path"] == ("state", "ct_n")
        assert english(err).startswith("Line 5 (`step 1 › state › ct_n`)")   # line 5: state = ...
        assert "from 1 to 50" in english(err)


@pytest.mark.parametrize("value,code", [("0.5", None), ("3.0", None), ("1.7", None), ("0.4", "out_of_range"),
                                        ("3.1", "out_of_range"), ("0.55", "invalid_value"), ("nan", "not_finite"),
                                        ("inf", "not_finite"), ('"1.0"', "wrong_type"), ("true", "wrong_type")])
def test_the_rnn_scale_runs_from_half_to_three_in_tenths(value, code):
    text = HEAD + step(f"state = {{ rnn_s = {value} }}", page="rnn_gradients")
    if code is None:
        assert dict(load(text, world(), "p").steps[0].state)["rnn_s"] == float(value)
    else:
        err = refused(text)
        assert err.code == code and err.params["step"] == 1 and "rnn_s" in english(err)


@pytest.mark.parametrize("body,code,field", [
    ('state = { ct_n = "3" }', "wrong_type", "ct_n"),
    ("state = { ct_n = 3.5 }", "wrong_type", "ct_n"),
    ("state = { ct_empty = 1 }", "wrong_type", "ct_empty"),
    ("state = { ct_alpha = 0.3 }", "not_choice", "ct_alpha"),
    ('state = { ct_view = "everything" }', "not_choice", "ct_view"),
    ("state = { no_such_key = 1 }", "unknown_key", "no_such_key"),
    ("state = { at_d = 6 }", "unknown_key", "at_d"),                    # a key of another page
    ("state = { lang = \"it\" }", "unknown_key", "lang"),               # the visitor's language is theirs
    ('hide = ["no_such_key"]', "unknown_key", "hide"),
    ('lock = "ct_alpha"', "wrong_type", "lock"),
    ('lock = ["ct_alpha", "ct_alpha"]', "twice", "lock"),
    ('ask = ["no_such_answer"]', "unknown_answer", "ask"),
    ('ask = ["smooth_loss"]', "not_askable", "ask"),
    ('ask = ["king"]', "answer_elsewhere", "ask"),
    ('answer = "typed_in_truth"', "unknown_answer", "answer"),
    ('answer = "king"', "answer_elsewhere", "answer"),
    ('answer = "inf_loss"\npoll = ["a", "b"]', "answer_and_poll", "poll"),
    ('poll = ["only"]', "poll_options", "poll"),
    ('poll = ["a", "b", "c", "d", "e", "f"]', "too_many_items", "poll"),
    ('poll = ["A b", "c"]', "bad_option_id", "poll"),
    ('question.en = "Why?"', "text_without_question", "question"),
    ('answer = "inf_loss"', "missing", "question"),
    ('answer = "inf_loss"\nquestion.en = "Which?"\noption.below3.en = "a"\noption.above3.en = "b"',
     "missing", "option"),
    ('pgae = "count_table"', "unknown_field", "pgae"),
    ('body.de = "Hallo"', "unknown_language", "body"),
    ('body.it = "Ciao"', "extra_language", "body"),
    ('body = "plain"', "wrong_type", "body"),
    (f'body.en = "{"x" * 1001}"', "text_too_long", "body"),
    ("state = { ct_n = [[[[1]]]] }", "wrong_type", "ct_n"),
])
def test_a_wrong_step_is_refused_naming_its_field(body, code, field):
    err = refused(HEAD + step(body))
    assert err.code == code, err
    shown = english(err)
    assert err.params["step"] == 1 and field in shown and "step 1" in shown, shown
    assert err.params["line"] is not None and shown.startswith(f"Line {err.params['line']} ")


def test_the_line_named_is_the_fields_own():
    text = HEAD + step() + step() + '\n[[step]]\npage = "count_table"\ntitle.en = "x"\nstate = { ct_n = 99 }\n'
    err = refused(text)
    assert err.params["step"] == 3 and err.params["line"] == text.splitlines().index("state = { ct_n = 99 }") + 1


@pytest.mark.parametrize("page", ["nowhere", "../../etc/passwd", "count_table "])
def test_an_unknown_page_is_refused(page):
    err = refused(HEAD + step(page=page))
    assert err.code == "unknown_page" and "step 1 › page" in english(err)


@pytest.mark.parametrize("text,code", [
    ("", "empty"), ("   \n\n", "empty"), ("\ufeff", "empty"),
    ('title.en = "x"\n', "no_steps"),
    (step(), "missing"),                                                           # no title
    ('title = "x"\n' + step(), "wrong_type"),
    ('title.de = "x"\n' + step(), "unknown_language"),
    ('title.en = "x"\ntitle.it = "y"\n' + step(), "missing_language"),              # the step has no Italian title
    ('title.en = "x"\nauthor = "me"\n' + step(), "unknown_field"),
    ('title.en = "x"\norder = "first"\n' + step(), "wrong_type"),
    ('title.en = "x"\nstep = 3\n', "wrong_type"),
    ('title.en = "x"\nstep = [1, 2]\n', "wrong_type"),
    ('title.en = "x"\n[step]\npage = "home"\n', "wrong_type"),
    (HEAD + step(title=""), "missing"),
    (HEAD + step(title='title.en = "   "'), "missing"),
])
def test_a_wrong_lesson_is_refused(text, code):
    err = refused(text)
    assert err.code == code, err
    english(err)                                             # the message renders


def test_not_toml_names_its_line():
    err = refused('title.en = "A lesson"\n\n[[step]]\npage = "home\ntitle.en = "x"\n')
    assert err.code == "not_toml" and err.params["line"] == 4 and english(err).startswith("Line 4: ")


def test_non_utf8_bytes_name_their_line():
    err = refused(b'title.en = "A lesson"\n[[step]]\npage = "h\xffme"\n')
    assert err.code == "not_utf8" and err.params["line"] == 3
    assert refused("\ufeffx".encode("utf-16")).code == "not_utf8"          # a file saved as UTF-16


@pytest.mark.parametrize("text", ["a = " + "[" * 3000 + "]" * 3000, "a = " + "{b = " * 3000 + "1" + "}" * 3000])
def test_deep_nesting_is_refused_without_a_traceback(text):
    err = refused(text)
    assert err.code == "too_deep"
    assert english(err) == "The file nests brackets too deeply to be a lesson."


@pytest.mark.parametrize("key", ["a" + ".a" * 20000, '"x y"' + '."x y"' * 5000, "a" + " . a" * 201])
def test_a_name_of_many_dotted_parts_is_refused_before_it_is_parsed(key):
    # (tomllib takes time quadratic in a dotted name's parts: 20,000 of them took 21 s before this check)
    err = refused(HEAD + step() + key + ' = "x"\n')
    assert err.code == "too_deep" and err.params["line"] == 7


def test_a_name_of_200_dots_and_one_word_sentences_are_still_read():
    assert refused(HEAD + step() + "a" + ".a" * 200 + ' = "x"\n').code == "unknown_field"   # parsed, then refused
    words = " ".join(f"W{i}." for i in range(150))                                          # 150 one-word sentences
    assert load(HEAD + step(f'body.en = "{words}"'), world(), "p").texts["en"]["1.body"] == words


def test_a_huge_string_stops_at_the_size_cap_or_the_text_cap():
    # TOML has no entities to expand: the largest string a file can hold is bounded by the file's 64 kB.
    assert refused(HEAD + step(f'body.en = "{"ha" * 40000}"')).code == "too_big"
    err = refused(HEAD + step(f'body.en = "{"ha" * 30000}"'))
    assert err.code == "text_too_long" and "60,000 characters" in english(err) and "1,000" in english(err)


HOSTILE = [
    ("<script>alert(1)</script>", "html"), ('<img src=x onerror="alert(1)">', "html"), ("&#106;avascript", "html"),
    ("[click](https://evil.example)", "link"), ("![x](https://evil.example/i.png)", "link"),
    ("javascript:alert(1)", "url"), ("see https://evil.example", "url"), ("www.evil.example", "url"),
    ("mail me: a@evil.example", "url"), ("data:text/html,hi", "url"), ("`code`", "code"), ("$x^2$", "maths"),
    ("| a | b |", "table"), ("# Big", "heading"), ("text\\n===", None), ("~~gone~~", "strike"),
    ("a\\\\b", "escape"), ("right\u202eto left", "invisible"), ("bell\x07", "invisible"), ("> quoted", "quote"),
]


@pytest.mark.parametrize("words,what", HOSTILE)
def test_markup_in_a_text_is_refused(words, what):
    for where in ("body.en", "option.infinite.en", "title.en"):
        body = 'answer = "inf_loss"\nquestion.en = "Q"\noption.below3.en = "a"\noption.above3.en = "b"\n' + (
            'option.infinite.en = "c"\n' if where != "option.infinite.en" else "")
        text = HEAD + step(body + f"{where} = {json_str(words)}", title="" if where == "title.en" else
                           'title.en = "A step"')
        err = refused(text)
        assert err.code == "text_markup" and (what is None or err.params["what"] == what), (where, err)
        assert where.split(".")[0] in english(err)


def json_str(s: str) -> str:
    import json
    return json.dumps(s)


def test_emphasis_is_allowed():
    lesson = load(HEAD + step('body.en = "Look at *this* and **that**, α = 1 (or 2): 3 < 4."'), world(), "p")
    assert lesson.texts["en"]["1.body"] == "Look at *this* and **that**, α = 1 (or 2): 3 < 4."


def test_the_documented_example_loads():
    doc = (Path(__file__).resolve().parent.parent / "docs" / "lesson-files.md").read_text(encoding="utf-8")
    example = re.search(r"```toml\n(.*?)```", doc, re.S).group(1)
    lesson = load(example, world(), "example")
    assert [s.page for s in lesson.steps] == ["count_table", "count_table", "attention"]
    assert lesson.steps[2].question.kind == "poll" and set(lesson.texts) == {"en", "it"}


def test_a_refusal_reads_as_the_docs_show_it():
    err = refused(HEAD + step("state = { ct_n = 0 }"))
    assert english(err) == "Line 5 (`step 1 › state › ct_n`): `0` is out of the range of `ct_n`: from 1 to 50."


# ------------------------------------------------------------------------------------------------ the sanitiser

@pytest.mark.parametrize("words,_", HOSTILE)
def test_the_sanitiser_leaves_no_live_markup(words, _):
    out = safe_text(words.replace("\\n", "\n"))
    assert not re.search(r"(?<!\\)[<>\[\]`$|~#]", out), out
    assert not re.search(r"(?i)(?<!\\)(javascript|data):|(?<!\\):(?!\\)/|www(?!\\)\.", out), out
    assert not any(ch in out for ch in "\x07\u202e")


def test_the_sanitiser_keeps_an_accepted_text_as_it_is():
    for lesson in LESSONS.values():
        for texts in lesson.texts.values():
            for words in texts.values():
                assert safe_text(words) == words


def test_text_of_makes_any_text_safe():
    lesson = Lesson("evil", (Step("home"),), {"en": {"title": "[x](javascript:alert(1))", "1.title": "<b>hi</b>"}})
    assert text_of(lesson, "lesson.evil.title", "it") == safe_text("[x](javascript:alert(1))")
    assert "\\<b\\>" in text_of(lesson, "lesson.evil.1.title", "en")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.text(max_size=300))
def test_the_sanitiser_escapes_every_special_character(words):
    out = safe_text(words)
    assert text_problem(out) is None or not re.search(r"(?<!\\)[<>\[\]`$|~#]", out)


# ------------------------------------------------------------------------------------------- any bytes at all

VALID = (HEAD + step('state = { ct_n = 5, ct_alpha = 1.0 }\nlock = ["ct_alpha"]\nanswer = "inf_loss"\n'
                     'question.en = "Q"\noption.below3.en = "a"\noption.above3.en = "b"\noption.infinite.en = "c"'))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.binary(max_size=400) | hs.text(max_size=400).map(str.encode))
def test_any_bytes_load_or_are_refused_with_a_message(data):
    try:
        load(data, world(), "p")
    except LessonFileError as err:
        assert english(err)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.integers(0, len(VALID)), hs.integers(0, 20), hs.text(max_size=12))
def test_a_damaged_file_loads_or_is_refused_with_a_message(at, cut, insert):
    data = VALID[:at] + insert + VALID[at + cut:]
    try:
        load(data, world(), "p")
    except LessonFileError as err:
        assert english(err)


@pytest.mark.parametrize("lang", ["en", "it", "hu"])
def test_every_refusal_reads_in_each_language(lang):
    errors = [refused(HEAD + step(body)) for body, _, _ in [
        ('state = { ct_n = 0 }', 0, 0), ('answer = "king"', 0, 0), ('body.en = "<b>"', 0, 0), ('poll = ["a"]', 0, 0),
        ('state = { ct_n = "x" }', 0, 0), ('body.de = "x"', 0, 0), ("state = { at_enc_l = 1 }", 0, 0)]]
    errors += [refused(b"\xff"), refused(""), refused("x = "), refused("a" * 70000), refused(HEAD + step() * 21)]
    with language(lang):
        for err in errors:
            shown = files.message(err)
            assert "lesson.file" not in shown and shown.strip(), (err, shown)


# docs/lesson-files.md's table of length caps, in characters (written here, not read from the code).
DOC_CAPS = {"title": 80, "blurb": 300, "step title": 80, "body": 1000, "question": 300, "notice": 600, "option": 80}


def _capped_file(n: dict) -> str:
    """A one-step lesson whose every text has the length ``n`` gives it (default: short)."""
    w = {name: "w" * n.get(name, 5) for name in DOC_CAPS}
    return (f'title.en = "{w["title"]}"\nblurb.en = "{w["blurb"]}"\n\n[[step]]\npage = "count_table"\n'
            f'answer = "inf_loss"\ntitle.en = "{w["step title"]}"\nbody.en = "{w["body"]}"\n'
            f'question.en = "{w["question"]}"\noption.below3.en = "{w["option"]}"\noption.above3.en = "b"\n'
            f'option.infinite.en = "c"\nnotice.en = "{w["notice"]}"\n')


def test_every_text_is_taken_at_its_cap_and_refused_one_character_past_it():
    lesson = load(_capped_file(DOC_CAPS), world(), "probe")          # every text exactly at its cap: taken
    assert len(lesson.texts["en"]["1.body"]) == 1000 and len(lesson.texts["en"]["1.opt.below3"]) == 80
    for name, cap in DOC_CAPS.items():
        err = refused(_capped_file({name: cap + 1}))
        assert err.code == "text_too_long" and err.params["cap"] == cap and err.params["n"] == cap + 1, name


@pytest.mark.parametrize("n", [2, 5])
def test_a_poll_of_two_to_five_options_loads_at_both_ends(n):
    """docs/lesson-files.md: a poll has "2 to 5 option names" (1 and 6 are refused above): 2 and 5 load."""
    ids = [f"o{i}" for i in range(1, n + 1)]
    body = ("poll = [" + ", ".join(f'"{o}"' for o in ids) + ']\nquestion.en = "Which?"\n'
            + "".join(f'option.{o}.en = "{o}"\n' for o in ids))
    lesson = load(HEAD + step(body), world(), "probe")
    assert lesson.step(1).question.options == tuple(ids)


@pytest.mark.parametrize("lang", ["it", "hu"])
def test_a_refused_value_and_its_range_are_written_with_the_visitors_decimal_comma(lang):
    """The RNN page's scale runs 0.5-3.0 (the module's docstring); 3.5 is refused, and an Italian or Hungarian
    teacher reads the value and both ends with a decimal comma, as their pages write numbers."""
    err = refused(HEAD + step("state = { rnn_s = 3.5 }", page="rnn_gradients"))
    assert err.code == "out_of_range"
    with language(lang):
        shown = files.message(err)
    assert "3,5" in shown and "0,5" in shown, shown
    assert "3.5" not in shown and "0.5" not in shown, shown

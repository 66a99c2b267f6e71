"""A visitor's own text on screen (ui/inputs.py, lm_core/inputs.py), for every text: shown exactly as typed, never
as markup. The reading here is independent of the code: a CommonMark parser (markdown-it-py) renders what
``literal`` makes, and it must be one code span holding the text; ``plain`` must unescape to the text.

The rule (README, issue 27): a link's value, a typed word or sentence, an uploaded word or file name is shown as
text: no live link, bold text or LaTeX of its sender's choosing, invisible and direction-changing characters
written as visible escapes."""
from __future__ import annotations

import html
import unicodedata

import pytest
from hypothesis import example, given, settings, strategies as st
from tests.conftest import examples
from markdown_it import MarkdownIt

from lm_core.inputs import InputError, ascii_fold, clean_text
from ui.inputs import USER_TEXT, literal, message, plain, visible

CHEAP = settings(max_examples=examples(80), deadline=None)
HIDDEN = ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn")
md = MarkdownIt("commonmark")


def shown_as_code(markdown: str) -> str | None:
    """The text of the single code span a CommonMark renderer makes of ``markdown``, or None if it made more."""
    tokens = md.parseInline(markdown)
    children = tokens[0].children if tokens else []
    if len(children) != 1 or children[0].type != "code_inline":
        return None
    return children[0].content


@CHEAP
@given(st.text(max_size=30))
@example("**bold** [link](http://x) $x^2$ <b>hi</b>")
@example("`")
@example("`` a ``")
@example(" a ")
@example("`a")
@example("a`")
@example("``x`")
@example("a\u202eb")
@example("line\nbreak")
def test_literal_is_one_code_span_showing_the_text(text):
    out = literal(text)
    if visible(text).strip(" "):
        assert shown_as_code(out) == visible(text), out
    else:       # nothing but spaces (or nothing): a code span of spaces, which CommonMark keeps whole (see the report)
        assert shown_as_code(out) is not None and not shown_as_code(out).strip(" ")


@CHEAP
@given(st.text(max_size=30))
def test_visible_leaves_no_hidden_character(text):
    out = visible(text)
    assert all(unicodedata.category(ch) not in HIDDEN or ch in "\u200c\u200d" for ch in out)
    assert "\n" not in out and "\t" not in out and "\r" not in out
    clean = "".join(ch for ch in text if unicodedata.category(ch) not in HIDDEN)
    if clean == text:
        assert out == text                                       # ordinary text is left alone


@pytest.mark.parametrize("text, out", [
    ("a\u202eb", "a\\u202eb"), ("x\u2066y", "x\\u2066y"), ("\u200f", "\\u200f"), ("\x00", "\\u0000"),
    ("a\nb\tc\rd", "a\\nb\\tc\\rd"), ("\U000e0001", "\\U000e0001"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029"),
    ("\ud800", "\\ud800"), ("\uffff", "\\uffff"), ("\U0010ffff", "\\U0010ffff"),
    ("\u200d", "\u200d"), ("\u200c", "\u200c"), ("zsófia ő 日本", "zsófia ő 日本"), ("\ue000", "\\ue000"),
])
def test_visible_escapes(text, out):
    assert visible(text) == out


@CHEAP
@given(st.text(max_size=30))
def test_plain_is_text_for_a_chart(text):
    out = plain(text)
    assert "<" not in out and ">" not in out
    assert html.unescape(out) == visible(text)


def test_plain_examples():
    assert plain("<a href='x'>&</a>") == "&lt;a href='x'&gt;&amp;&lt;/a&gt;"
    assert plain("a<br>b") == "a&lt;br&gt;b"


def test_a_message_shows_the_visitors_text_as_code_and_other_params_as_they_are(monkeypatch):
    import ui.inputs as ui_inputs

    seen = {}

    def fake_t(key, **params):
        seen.update(key=key, params=params)
        return key

    monkeypatch.setattr(ui_inputs, "t", fake_t)
    assert USER_TEXT == ("raw", "bad", "word", "chars")
    err = InputError("bad_chars", raw="**x**", chars=["<", "`"], n=3, word=5, bad=("a", "b"))
    assert message(err, "tokens") == "tokens.err.bad_chars"
    assert seen["params"] == {"raw": "`**x**`", "chars": "`<`, `` ` ``", "n": 3, "word": 5, "bad": "`a`, `b`"}


@pytest.mark.parametrize("raw, limit, out", [("  emma ", 4, "emma"), ("e\u0301mma", 4, "\u00e9mma"), ("ab", 2, "ab")])
def test_clean_text_trims_and_composes(raw, limit, out):
    assert clean_text(raw, limit) == out


@pytest.mark.parametrize("raw", [None, "", "   ", "\t\n"])
def test_clean_text_refuses_nothing_typed(raw):
    with pytest.raises(InputError) as err:
        clean_text(raw, 10)
    assert err.value.code == "empty" and err.value.params == {} and str(err.value) == "empty"


def test_clean_text_refuses_one_past_the_limit_and_says_by_how_much():
    assert clean_text("x" * 10, 10) == "x" * 10
    with pytest.raises(InputError) as err:
        clean_text("x" * 11, 10)
    assert err.value.code == "too_long" and err.value.params == {"n": 11, "limit": 10}
    assert isinstance(err.value, ValueError)


@pytest.mark.parametrize("text, folded", [("zsófia", "zsofia"), ("ŐRÜLT", "ORULT"), ("naïve café", "naive cafe"),
                                          ("emma", "emma"), ("ﬁ", "fi")])
def test_ascii_fold(text, folded):
    assert ascii_fold(text) == folded

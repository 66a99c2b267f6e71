"""The rules a link value is held to (ui/state.py ``accept``, the function ``url_state`` uses), on their own: the
URL fuzz (tests/test_url_fuzz.py) classifies its hostile values with this same function, so its edges are pinned
here independently of it."""
from __future__ import annotations

from ui.state import TEXT_MAX, accept, check


def test_integers_take_whole_numbers_only():
    assert accept("3", 1) == (True, 3) and accept("3.0", 1) == (True, 3) and accept("-2", 1) == (True, -2)
    for raw in ("2.5", "nan", "inf", "-inf", "1e400", "zzz", "", "3,0"):
        assert accept(raw, 1) == (False, None), raw


def test_floats_are_finite():
    assert accept("0.5", 1.0) == (True, 0.5) and accept("2", 1.0) == (True, 2.0)
    for raw in ("nan", "inf", "1e400", "zzz", ""):
        assert accept(raw, 1.0) == (False, None), raw


def test_bounds_are_inclusive():
    assert accept("0", 5, lo=0, hi=10) == (True, 0) and accept("10", 5, lo=0, hi=10) == (True, 10)
    assert accept("11", 5, lo=0, hi=10) == (False, None) and accept("-1", 5, lo=0, hi=10) == (False, None)
    assert accept("5.0", 1.0, lo=0.0, hi=5.0) == (True, 5.0) and accept("5.01", 1.0, lo=0.0, hi=5.0)[0] is False
    assert check(10, lo=0, hi=10) and check(0, lo=0, hi=10) and not check(10.5, lo=0, hi=10)


def test_booleans_choices_aliases_and_text():
    assert accept("true", False) == (True, True) and accept("0", True) == (True, False)
    assert accept("maybe", False) == (False, None)
    assert accept("b", "a", choices=("a", "b")) == (True, "b") and accept("c", "a", choices=("a", "b"))[0] is False
    assert accept("Old label", "a", choices=("a", "b"), aliases={"Old label": "b"}) == (True, "b")
    assert accept("x" * TEXT_MAX, "") == (True, "x" * TEXT_MAX) and accept("x" * (TEXT_MAX + 1), "")[0] is False
    assert accept("abcd", "", max_len=3)[0] is False and accept("abc", "", max_len=3) == (True, "abc")
    assert accept("7", 1, valid=lambda v: v % 2 == 0) == (False, None) and accept("8", 1, valid=lambda v: v % 2 == 0)[0]

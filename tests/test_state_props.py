"""URL state (ui/state.py) for every value: a value a visitor sets is written to the link and read back from it
unchanged, and a link value that breaks its parameter's declared rule falls back to the default with a notice
naming the parameter, once. The README's rule: "an invalid value falls back to the default with a short notice
naming the parameter; a link never raises".

The session and the URL are plain dictionaries standing in for ``st.session_state`` and ``st.query_params`` (the
functions only read, write and ``from_dict`` them), so each example costs microseconds; the AppTest and browser
tests check the same rules through a real page."""
from __future__ import annotations

import math
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st
from tests.conftest import examples

import ui.state as state

# each example makes its own Browser, which patches ui.state.st afresh: sharing the monkeypatch fixture is safe
CHEAP = settings(max_examples=examples(50), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


class Query(dict):
    def from_dict(self, d):
        self.clear()
        self.update(d)


class Browser:
    """One visitor: a session, the link in the address bar, and the notices shown."""

    def __init__(self, monkeypatch, link: dict | None = None):
        self.st = SimpleNamespace(session_state={}, query_params=Query(link or {}), toasts=[])
        self.st.toast = lambda text, **kw: self.st.toasts.append((text, kw))
        monkeypatch.setattr(state, "st", self.st)

    def run(self, key, default, **spec):
        state.start_run()
        state.url_state(key, default, **spec)
        state.announce(lambda names: f"refused: {names}")
        state.publish()
        return self.st.session_state[key]

    @property
    def link(self) -> dict:
        return dict(self.st.query_params)


def round_trip(monkeypatch, key, default, value, **spec):
    """A teacher sets ``value``; the link they share, opened by a student, gives the student ``value``."""
    teacher = Browser(monkeypatch)
    teacher.run(key, default, **spec)
    teacher.st.session_state[key] = value
    teacher.run(key, default, **spec)
    link = teacher.link
    if value == default:
        assert key not in link                                       # defaults stay out of the link
    student = Browser(monkeypatch, link)
    got = student.run(key, default, **spec)
    assert student.st.toasts == []                                   # nothing refused, nothing said
    return got


def refused(monkeypatch, key, default, raw, **spec):
    """A link carrying ``raw``: the default, and one notice naming ``key`` (not repeated on the next run)."""
    student = Browser(monkeypatch, {key: raw})
    got = student.run(key, default, **spec)
    assert got == default and type(got) is type(default)
    assert [t for t, _ in student.st.toasts] == [f"refused: {key}"]
    assert student.st.toasts[0][1].get("duration") == "long"        # 10 s, not Streamlit's 4 s
    student.run(key, default, **spec)
    assert len(student.st.toasts) == 1                               # once per parameter
    assert key not in student.link                                   # the bad value is not written back
    return got


@CHEAP
@given(lo=st.integers(-1000, 1000), span=st.integers(0, 1000), pick=st.integers(0, 1000))
def test_any_integer_in_range_round_trips(monkeypatch, lo, span, pick):
    hi = lo + span
    value = lo + pick % (span + 1)
    default = lo
    assert round_trip(monkeypatch, "n", default, value, lo=lo, hi=hi) == value


@CHEAP
@given(lo=st.integers(-1000, 1000), span=st.integers(0, 100), out=st.integers(1, 10 ** 6), below=st.booleans())
def test_an_integer_outside_its_range_falls_back_with_its_notice(monkeypatch, lo, span, out, below):
    hi = lo + span
    raw = str(lo - out if below else hi + out)
    refused(monkeypatch, "n", lo, raw, lo=lo, hi=hi)


@CHEAP
@given(x=st.floats(min_value=-1e6, max_value=1e6, allow_nan=False))
@example(x=0.1)
@example(x=1e-300)
@example(x=-0.0)
def test_any_finite_float_in_range_round_trips_exactly(monkeypatch, x):
    got = round_trip(monkeypatch, "alpha", 1.0, x, lo=-1e6, hi=1e6)
    assert got == x and isinstance(got, float)


@pytest.mark.parametrize("raw", ["nan", "inf", "-inf", "1e400", "zzz", "", " ", "0x10", "1,5", "1.0.0", "1e6.5",
                                 "1000000.0000001", "-1000001"])
def test_a_float_that_is_not_a_finite_number_in_range_falls_back(monkeypatch, raw):
    refused(monkeypatch, "alpha", 1.0, raw, lo=-1e6, hi=1e6)


@pytest.mark.parametrize("raw, value", [("3", 3), ("3.0", 3), ("-2", -2), ("1e3", 1000), (" 7 ", 7), ("+4", 4)])
def test_integers_written_other_ways_are_taken(monkeypatch, raw, value):
    student = Browser(monkeypatch, {"k": raw})
    got = student.run("k", 5, lo=-10, hi=2000)
    assert got == value and type(got) is int and student.st.toasts == []


@pytest.mark.parametrize("raw", ["2.5", "nan", "inf", "1e400", "three", "0.999999"])
def test_integers_refuse_fractions_and_non_numbers(monkeypatch, raw):
    refused(monkeypatch, "k", 5, raw, lo=-10, hi=2000)


@given(value=st.booleans(), default=st.booleans())
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_booleans_round_trip_as_true_and_false(monkeypatch, value, default):
    assert round_trip(monkeypatch, "flag", default, value) is value


@pytest.mark.parametrize("raw, value", [("1", True), ("TRUE", True), ("Yes", True), ("on", True), ("0", False),
                                        ("False", False), ("no", False), ("OFF", False)])
def test_booleans_as_links_write_them(monkeypatch, raw, value):
    assert Browser(monkeypatch, {"flag": raw}).run("flag", not value) is value


@pytest.mark.parametrize("raw", ["2", "maybe", "", "truee", "y"])
def test_other_booleans_fall_back(monkeypatch, raw):
    refused(monkeypatch, "flag", False, raw)


CHOICES = ("count", "neural", "attention", "word_vectors")


@CHEAP
@given(choice=st.sampled_from(CHOICES), junk=st.text(max_size=12))
def test_choices_round_trip_and_anything_else_falls_back(monkeypatch, choice, junk):
    assert round_trip(monkeypatch, "view", CHOICES[0], choice, choices=CHOICES) == choice
    if junk not in CHOICES and junk != "Old":
        refused(monkeypatch, "view", CHOICES[0], junk, choices=CHOICES, aliases={"Old": "neural"})


def test_an_old_label_in_a_link_reads_as_its_id(monkeypatch):
    student = Browser(monkeypatch, {"view": "Old"})
    assert student.run("view", "count", choices=CHOICES, aliases={"Old": "neural"}) == "neural"
    assert student.link == {"view": "neural"}                       # and the link is rewritten with the id


@CHEAP
@given(text=st.text(max_size=30))
def test_text_up_to_its_cap_round_trips(monkeypatch, text):
    assert round_trip(monkeypatch, "words", "", text, max_len=30) == text


@pytest.mark.parametrize("cap", [None, 5])
def test_text_past_its_cap(monkeypatch, cap):
    limit = state.TEXT_MAX if cap is None else cap
    assert limit == (300 if cap is None else 5)                     # the README's 300 characters by default
    ok = "x" * limit
    assert Browser(monkeypatch, {"words": ok}).run("words", "", max_len=cap) == ok
    refused(monkeypatch, "words", "", ok + "y", max_len=cap)
    typed = Browser(monkeypatch)                                    # typed past the box's limit: cut, not refused
    typed.st.session_state["words"] = ok + "yz"
    assert typed.run("words", "", max_len=cap) == ok and typed.st.toasts == []


def test_refused_values_of_several_parameters_are_named_together_once(monkeypatch):
    b = Browser(monkeypatch, {"a": "x", "b": "5", "c": "y"})
    state.start_run()
    state.url_state("a", 1)
    state.url_state("b", 1, lo=0, hi=9)
    state.url_state("c", 1.0)
    state.refuse("hide=zz")
    state.refuse("hide=zz")
    state.announce(lambda names: names)
    assert [t for t, _ in b.st.toasts] == ["a, c, hide=zz"]
    assert state.rejected() == []
    state.announce(lambda names: names)
    assert len(b.st.toasts) == 1
    assert b.st.session_state["b"] == 5


def test_the_link_keeps_only_what_differs_from_the_default(monkeypatch):
    b = Browser(monkeypatch, {"stale": "1", "seed": "42"})
    state.start_run()
    state.url_state("seed", 42)
    state.url_state("flag", False)
    state.url_state("t", 1.0)
    b.st.session_state["flag"] = True
    b.st.session_state["t"] = 0.5
    state.publish(carry={"lesson": "counting"})
    assert b.link == {"flag": "true", "t": "0.5", "lesson": "counting"}
    assert state.registered(b.st.session_state) == {"seed": 42, "flag": False, "t": 1.0}
    assert set(state.declared(b.st.session_state)) == {"seed", "flag", "t"}


def test_a_locked_key_keeps_the_links_value_across_runs(monkeypatch):
    b = Browser(monkeypatch, {"t": "0.5"})
    state.lock(["t"])
    assert state.locked("t") and not state.locked("u")
    for visitor_sets in (2.0, 3.0):
        assert b.run("t", 1.0, lo=0.0, hi=5.0) == 0.5
        b.st.session_state["t"] = visitor_sets                       # the visitor moves it: it snaps back
    assert b.run("t", 1.0, lo=0.0, hi=5.0) == 0.5
    state.lock(["t", "u"])                                           # locking again keeps the kept value
    assert b.run("t", 1.0, lo=0.0, hi=5.0) == 0.5


@pytest.mark.parametrize("value, lo, hi, want", [(12, 0, 10, 10), (-3, 0, 10, 0), (10, 0, 10, 10), (0, 0, 10, 0),
                                                 (5, 0, 10, 5), (None, 0, 10, None)])
def test_clamp_keeps_a_dependent_value_in_range(monkeypatch, value, lo, hi, want):
    b = Browser(monkeypatch)
    if value is not None:
        b.st.session_state["k"] = value
    state.clamp("k", lo, hi)
    assert b.st.session_state.get("k") == want


@CHEAP
@given(x=st.floats(allow_nan=False), lo=st.floats(-10, 10), hi=st.floats(-10, 10))
def test_check_bounds_are_inclusive_everywhere(x, lo, hi):
    assert state.check(x, lo=lo, hi=hi) == (lo <= x <= hi)
    assert state.check(lo, lo=lo) and state.check(hi, hi=hi)
    assert not state.check(math.nextafter(lo, -math.inf), lo=lo)
    assert not state.check(math.nextafter(hi, math.inf), hi=hi)


def test_tabs_are_ids_in_the_link_whatever_the_language(monkeypatch):
    b = Browser(monkeypatch, {"v_tab": "second"})
    b.st.tabs = lambda labels, **kw: labels
    state.start_run()
    tabs, active = state.url_tabs("v_tab", ["first", "second"], label=lambda i: i.upper())
    assert active == "second" and tabs == ["FIRST", "SECOND"] and b.st.session_state["v_tab__tabs"] == "SECOND"
    b.st.session_state["v_tab__tabs"] = "FIRST"                      # a click on the bar
    state.start_run()
    _, active = state.url_tabs("v_tab", ["first", "second"], label=lambda i: i.upper())
    assert active == "first"
    state.publish()
    assert b.link == {}                                               # the first tab is the default


# ------------------------------------------------------------------- a browser that reconnects (issue 26)


def reconnecting(monkeypatch, link: dict, widgets: dict):
    """A new session whose first run carries the browser's widget values (``widgets``: user key -> WidgetState
    fields), as Streamlit sends them after a reconnection; ids are Streamlit's ``$$ID-<hash>-<user key>``."""
    import streamlit.runtime.scriptrunner as sr
    from streamlit.proto.WidgetStates_pb2 import WidgetState

    from streamlit.runtime.state.session_state import Serialized

    states = {f"$$ID-{i:08x}-{key}": Serialized(WidgetState(id=f"$$ID-{i:08x}-{key}", **fields))
              for i, (key, fields) in enumerate(widgets.items())}
    states["$$ID-ffff-None"] = Serialized(WidgetState(id="$$ID-ffff-None", double_value=99.0))   # an unkeyed one
    ctx = SimpleNamespace(session_state=SimpleNamespace(_state=SimpleNamespace(
        _new_widget_state=SimpleNamespace(states=states))))
    monkeypatch.setattr(sr, "get_script_run_ctx", lambda *a, **k: ctx)
    return Browser(monkeypatch, link)


def _arr(*xs):
    from streamlit.proto.Common_pb2 import DoubleArray

    return dict(double_array_value=DoubleArray(data=list(xs)))


@pytest.mark.parametrize("default, spec, fields, want", [
    (1.0, dict(lo=0.0, hi=5.0), _arr(2.5), 2.5),                  # a slider's move wins over the link
    (1.0, dict(lo=0.0, hi=5.0), dict(double_value=4.0), 4.0),    # a number box
    (1.0, dict(lo=0.0, hi=5.0), _arr(5.0), 5.0),                  # the bound itself
    (1.0, dict(lo=0.0, hi=5.0), _arr(5.5), 0.5),                  # past the bound: the link's value
    (1.0, dict(lo=0.0, hi=5.0), _arr(float("nan")), 0.5),
    (1.0, dict(lo=0.0, hi=5.0), _arr(1.0, 2.0), 0.5),             # a range: not this key's kind
    (1.0, dict(lo=0.0, hi=5.0), dict(string_value="2"), 0.5),
    (3, dict(lo=0, hi=9), _arr(7.0), 7),
    (3, dict(lo=0, hi=9), dict(int_value=8), 8),
    (3, dict(lo=0, hi=9), _arr(7.5), 0.5),                        # not a whole number
    (False, {}, dict(bool_value=True), True),
    (False, {}, dict(double_value=1.0), 0.5),
    ("", dict(max_len=5), dict(string_value="anna"), "anna"),
    ("", dict(max_len=5), dict(string_value="annabel"), 0.5),
    ("", dict(max_len=5), dict(bool_value=True), 0.5),
])
def test_a_reconnected_browsers_value_wins_when_it_is_valid(monkeypatch, default, spec, fields, want):
    link_value = {1.0: "0.5", 3: "0.5", False: "0.5", "": "0.5"}[default]
    b = reconnecting(monkeypatch, {"k": link_value} if want != 0.5 else {}, {"k": fields})
    got = b.run("k", default, **spec)
    if want == 0.5:                                  # refused: what the link (here: none) says, the default
        assert got == default and type(got) is type(default)
    else:
        assert got == want and type(got) is type(default)


def test_another_widgets_value_is_not_taken(monkeypatch):
    b = reconnecting(monkeypatch, {"k": "2.0"}, {"kk": _arr(4.0), "other": _arr(3.0)})
    assert b.run("k", 1.0, lo=0.0, hi=5.0) == 2.0


def test_a_locked_key_ignores_the_reconnected_browser(monkeypatch):
    b = reconnecting(monkeypatch, {"k": "2.0"}, {"k": _arr(4.0)})
    state.lock(["k"])
    assert b.run("k", 1.0, lo=0.0, hi=5.0) == 2.0


def test_declared_keys_are_the_literal_first_arguments(tmp_path):
    src = tmp_path / "page.py"
    src.write_text('url_state("a", 1)\nstate.url_state("b", 2)\nParam("c", 3)\nurl_tabs("d_tab", ["x"], str)\n'
                   'url_state(f"e{1}", 1)\nother("f", 1)\nurl_state(key, 1)\n"""url_state(\'doc\', 1)"""\n')
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "more.py").write_text('st.url_state("g", 1)\n')
    assert state.declared_keys([tmp_path]) == {"a", "b", "c", "d_tab", "g"}
    assert state.declared_keys([src]) == {"a", "b", "c", "d_tab"}


def test_keep_holds_the_values_of_controls_not_drawn(monkeypatch):
    b = Browser(monkeypatch, {"a": "4"})
    params = [state.Param("a", 1, lo=0, hi=9), state.Param("b", "x", choices=("x", "y"), aliases=(("old", "y"),))]
    state.start_run()
    state.keep(params)
    assert b.st.session_state["a"] == 4 and b.st.session_state["b"] == "x"
    assert params[1].parse_link("old") == (True, "y") and params[1].parse_link("z") == (False, None)
    assert params[0].parse_link("10") == (False, None) and params[0].parse_link("9") == (True, 9)


# ------------------------------------------------------------------- every declared rule reaches the link


def test_a_param_holds_a_link_to_each_of_its_rules(monkeypatch):
    """Each field of a Param (bounds, choices, length, aliases, a validity function) is applied both when the page
    registers it and when a link is read (``parse_link``): one link value per rule."""
    n = state.Param("n", 3, lo=1, hi=9, valid=lambda v: v != 5)
    w = state.Param("w", "ab", max_len=4)
    c = state.Param("c", "x", choices=("x", "y"), aliases=(("old", "y"),))
    cases = [(n, "0", None), (n, "10", None), (n, "5", None), (n, "1", 1), (n, "9", 9), (n, "7", 7),
             (w, "abcde", None), (w, "abcd", "abcd"), (c, "z", None), (c, "old", "y"), (c, "y", "y")]
    for p, raw, want in cases:
        assert p.parse_link(raw) == ((want is not None), want), (p.key, raw)
        b = Browser(monkeypatch, {p.key: raw})
        state.start_run()
        p.register()
        state.announce(lambda names: names)
        assert b.st.session_state[p.key] == (p.default if want is None else want), (p.key, raw)
        assert [t for t, _ in b.st.toasts] == ([p.key] if want is None else []), (p.key, raw)


def test_a_custom_parser_and_validity_reach_the_link(monkeypatch):
    b = Browser(monkeypatch, {"pair": "3x4"})
    state.start_run()
    state.url_state("pair", (1, 1), parse=lambda raw: tuple(int(v) for v in raw.split("x")),
                    valid=lambda v: len(v) == 2)
    assert b.st.session_state["pair"] == (3, 4)
    b = Browser(monkeypatch, {"pair": "3x4x5"})
    state.url_state("pair", (1, 1), parse=lambda raw: tuple(int(v) for v in raw.split("x")),
                    valid=lambda v: len(v) == 2)
    assert b.st.session_state["pair"] == (1, 1) and state.rejected() == ["pair"]
    assert state.declared()["pair"]["valid"] is not None and state.declared()["pair"]["lo"] is None


def test_a_fresh_session_registers_reads_and_publishes_without_a_start(monkeypatch):
    """The first calls of a session, before anything is set (no start_run yet, nothing refused yet)."""
    b = Browser(monkeypatch, {"other": "1"})
    state.refuse("hide=zz")
    assert state.rejected() == ["hide=zz"]
    b = Browser(monkeypatch, {"keep": "me"})
    state.publish(carry={"keep": "me"})
    assert b.link == {"keep": "me"} and state.registered() == {} and state.declared() == {}
    state.url_state("k", 2, lo=0, hi=9)
    assert state.registered() == {"k": 2} and state.declared()["k"]["hi"] == 9
    assert state.registered(b.st.session_state) == state.registered()


def test_a_registered_key_the_session_forgot_is_left_out_of_the_link(monkeypatch):
    """Streamlit drops a widget's key when its widget is not drawn: the link must not say "None"."""
    b = Browser(monkeypatch)
    state.start_run()
    state.url_state("k", 2)
    del b.st.session_state["k"]
    state.publish()
    assert b.link == {}


def test_locking_again_keeps_the_value_kept_so_far(monkeypatch):
    b = Browser(monkeypatch, {"t": "0.5"})
    state.lock(["t"])
    b.run("t", 1.0, lo=0.0, hi=5.0)
    b.st.session_state["t"] = 3.0                          # the visitor moved it
    state.lock(["t", "u"])                                 # a later step locks more
    assert b.run("t", 1.0, lo=0.0, hi=5.0) == 0.5
    state.lock(["u"])                                      # unlocked: the visitor's moves stand
    b.st.session_state["t"] = 3.0
    assert b.run("t", 1.0, lo=0.0, hi=5.0) == 3.0


def test_a_tab_bar_follows_links_clicks_and_locks(monkeypatch):
    made = []
    b = Browser(monkeypatch, {"v_tab": "Old second"})
    b.st.tabs = lambda labels, **kw: made.append((labels, kw)) or labels
    ids, label = ["first", "second", "third"], (lambda i: i.upper())

    def run():
        state.start_run()
        out = state.url_tabs("v_tab", ids, label=label, aliases={"Old second": "second"})
        state.publish()
        return out[1]

    assert run() == "second"                                    # an old label in the link: its id
    assert made[-1] == (["FIRST", "SECOND", "THIRD"], {"key": "v_tab__tabs", "on_change": "rerun"})
    assert b.link == {"v_tab": "second"}
    b.st.session_state["v_tab__tabs"] = "THIRD"                 # a click
    assert run() == "third"
    b.st.session_state["v_tab"] = "first"                       # set by code since (prev/next, a lesson step)
    assert run() == "first"                                     # the bar follows the id, not its stale label
    assert b.st.session_state["v_tab__tabs"] == "FIRST"
    state.lock(["v_tab"])
    b.st.session_state["v_tab__tabs"] = "SECOND"                # a click on a locked bar
    assert run() == "first"
    b2 = Browser(monkeypatch, {"v_tab": "nowhere"})             # an unknown tab: the first, and a notice
    b2.st.tabs = lambda labels, **kw: labels
    state.start_run()
    assert state.url_tabs("v_tab", ids, label=label)[1] == "first" and state.rejected() == ["v_tab"]


def test_what_a_browser_sends_for_a_kind_no_default_fixes_is_not_taken(monkeypatch):
    b = reconnecting(monkeypatch, {}, {"k": dict(string_value="abc")})
    assert state._browser_value("k", (1, 2), {"lo": None, "hi": None, "choices": None, "max_len": None,
                                              "valid": None}, "link") == "link"
    assert b.run("k", "x", max_len=5) == "abc"


@pytest.mark.parametrize("default, fields", [(True, dict(double_value=1.0)), ("x", dict(bool_value=True)),
                                             (True, dict(string_value="true"))])
def test_a_reconnected_browser_value_of_the_wrong_kind_keeps_the_default(monkeypatch, default, fields):
    b = reconnecting(monkeypatch, {}, {"k": fields})
    assert b.run("k", default, max_len=5) == default


def test_a_refusal_announced_once_is_not_announced_again_when_another_comes_later(monkeypatch):
    """"The page says so once, naming the parameter": a later refusal in the same session (a prepared link's bad
    ``hide=`` name found on a later run) is announced naming only itself, and the one announced before stays quiet,
    run after run."""
    b = Browser(monkeypatch, {"a": "x"})
    state.start_run()
    state.url_state("a", 1)
    state.announce(lambda names: names)
    for later in ("hide=zz", "lock=yy"):
        state.start_run()
        state.url_state("a", 1)
        state.refuse(later)
        state.announce(lambda names: names)
        state.announce(lambda names: names)
    assert [t for t, _ in b.st.toasts] == ["a", "hide=zz", "lock=yy"]

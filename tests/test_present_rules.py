"""Projector mode and prepared links (ui/present.py) by their rules, on a stand-in session (fast; the AppTest and
browser tests check the same through real pages): a hidden answer shows "?" until revealed, and only that one is
revealed; a prepared link's ``hide=``/``lock=`` lists hide or lock exactly the named controls (and their tab bars,
and columns left empty); projector mode shows one section at a time, numbered once, from the link's ``sec`` on a
first run, clamped, back to 1 on another page; tabbed pages' tabs are its sections; a long table scrolls after ten
rows."""
from __future__ import annotations

from contextlib import nullcontext
from types import SimpleNamespace

import pandas as pd
import pytest

import ui.keys as keys
import ui.present as present
import ui.state as state


class Query(dict):
    def from_dict(self, d):
        self.clear()
        self.update(d)


class Recorder:
    """Every Streamlit call made, as (name, args, kwargs); containers and columns record into the same list."""

    def __init__(self, calls):
        self.calls = calls

    def __getattr__(self, name):
        def call(*args, **kwargs):
            self.calls.append((name, args, kwargs))
            if name == "columns":
                return [Recorder(self.calls) for _ in args[0]]
            if name in ("container", "expander"):
                return nullcontext(self)
            return None
        return call


@pytest.fixture
def page(monkeypatch):
    """A fake Streamlit for ui.present and ui.state (``where=page.st`` where a function takes a place to draw):
    ``page.st.session_state``, ``page.st.query_params``, ``page.calls``; ``t`` gives ``key|params``."""
    calls = []
    fake = Recorder(calls)
    fake.session_state, fake.query_params, fake.sidebar = {}, Query(), nullcontext()
    monkeypatch.setattr(present, "st", fake)
    monkeypatch.setattr(state, "st", fake)
    monkeypatch.setattr(keys, "st", fake)         # projector mode is read there (ui.keys.projector)
    monkeypatch.setattr(present, "t", lambda key, **kw: f"{key}|{sorted(kw.items())}" if kw else key)
    return SimpleNamespace(st=fake, calls=calls)


def named(calls, name):
    return [c for c in calls if c[0] == name]


# ----------------------------------------------------------------------------------------- hidden answers


def test_a_hidden_answer_shows_a_question_mark_until_revealed(page):
    page.st.session_state[present.ASK] = "king, bank_before"
    assert present.hidden("king") and present.hidden("bank_before") and not present.hidden("queen")
    assert present.mask("king", "0.71") == "?" and present.mask("queen", "0.71") == "0.71"
    assert present.asked("king") and not present.asked("queen")
    assert present.reveal("king", "cos", "0.71", where=page.st) is False
    metric, button = named(page.calls, "metric")[-1], named(page.calls, "button")[-1]
    assert metric[1] == ("cos", "?") and button[2]["args"] == ("king",)
    button[2]["on_click"](*button[2]["args"])                      # Reveal: that answer only
    assert page.st.session_state[present.ASK] == "bank_before"
    assert present.mask("king", "0.71") == "0.71" and present.mask("bank_before", "x") == "?"
    assert present.asked("king")                                   # its reveal point stays on the page
    assert present.reveal("king", "cos", "0.71", where=page.st) is True
    assert named(page.calls, "metric")[-1][1] == ("cos", "0.71")


def test_an_extra_reveal_point_appears_only_in_projector_mode_or_when_asked(page):
    n = len(page.calls)
    assert present.reveal("king", "cos", "0.71", extra=True, where=page.st) is True
    assert len(page.calls) == n                                    # drew nothing
    page.st.session_state[present.PRESENT] = True
    assert present.reveal("king", "cos", "0.71", extra=True, where=page.st) is True
    assert named(page.calls, "metric")[-1][1] == ("cos", "0.71")
    with pytest.raises(AssertionError):
        present.reveal("no_such_answer", "x", "1", where=page.st)


@pytest.mark.parametrize("raw, hidden_keys", [("at_sent,at_seed", {"at_sent", "at_seed"}), (" at_k , ", {"at_k"}),
                                              ("", set())])
def test_a_prepared_link_hides_the_controls_it_names(page, raw, hidden_keys):
    page.st.session_state[present.HIDE] = raw
    for key in ("at_sent", "at_seed", "at_k", "at_d"):
        assert present.hides(key) == (key in hidden_keys)


@pytest.mark.parametrize("raw, ok", [("at_sent,Wv_A,x1", True), ("a-b", False), ("a b", False), ("", True),
                                     ("ok,<b>", False)])
def test_a_list_of_names_is_letters_digits_and_underscores(raw, ok):
    assert present._names_ok(raw) is ok


def test_known_keys_include_the_analogy_words_and_the_tab_bars_but_not_the_modes_own():
    keys = present.known_keys()
    assert {"wv_a", "wv_b", "wv_c", "at_tab", "ct_alpha"} <= keys
    assert not set(present.OWN) & keys


# ----------------------------------------------------------------------------------------- the style sheet


def selectors(css: str) -> list[str]:
    return [s.strip() for s in css.split("{")[0].split(", ")]


def test_nothing_hidden_nothing_locked_normal_mode_no_style():
    assert present._css(False, [], []) == ""
    assert present._css(True, [], []) == present.PROJECTOR_CSS


def test_hidden_and_locked_controls_and_their_tab_bars():
    css = present._css(False, ["at_k", "at_tab"], ["ct_alpha"])
    hide_rule, lock_rule = css.split("\n")
    hidden = selectors(hide_rule)
    assert hidden[:4] == [".st-key-at_k", ".st-key-at_k__tabs [role='tablist']", ".st-key-at_tab",
                          ".st-key-at_tab__tabs [role='tablist']"]
    assert hide_rule.endswith("{ display: none !important; }")
    only = ":has(.st-key-at_k, .st-key-at_tab):not(:has([data-testid='stElementContainer']:not(.st-key-at_k, " \
           ".st-key-at_tab)))"                                     # columns holding nothing but hidden controls
    assert f"[data-testid='stColumn']{only}" in hide_rule and f"[data-testid='stHorizontalBlock']{only}" in hide_rule
    assert selectors(lock_rule) == [".st-key-ct_alpha", ".st-key-ct_alpha__tabs [role='tablist']"]
    assert lock_rule.endswith("{ pointer-events: none; opacity: 0.5; }")


# ----------------------------------------------------------------------------------------- projector mode


@pytest.mark.parametrize("session, link, on", [(True, "0", True), (False, "1", False), (None, "1", True),
                                               (None, "true", True), (None, "zzz", False), (None, None, False)])
def test_projector_mode_is_the_toggle_else_the_link(page, session, link, on):
    if session is not None:
        page.st.session_state[present.PRESENT] = session
    if link is not None:
        page.st.query_params[present.PRESENT] = link
    assert present.active() is on
    assert present.sidebar_state() == ("collapsed" if on else "auto")


@pytest.mark.parametrize("text, shown", [("3. Why counting stops", "Why counting stops"),
                                         ("1 · Mechanism", "Mechanism"), ("2) Heads", "Heads"), ("Heads 2", "Heads 2"),
                                         ("12. Twelve", "Twelve")])
def test_a_section_is_numbered_once(page, text, shown):
    assert present.heading(text) == text                            # normal mode: the page's own heading
    page.st.session_state[present.PRESENT] = True
    assert present.heading(text) == shown


def _sections(log):
    return [present.Section(f"s{i}", f"title.{i}", lambda i=i: log.append(i)) for i in (1, 2, 3)]


def test_normal_mode_draws_every_section_in_order(page):
    log = []
    present.run_sections("count_table", _sections(log))
    assert log == [1, 2, 3] and not named(page.calls, "subheader")


@pytest.mark.parametrize("link, drawn", [(None, 2), ("2", 2), ("3", 3), ("9", 3), ("0", 1), ("x", 1)])
def test_projector_mode_draws_the_links_section_clamped(page, link, drawn):
    page.st.session_state[present.PRESENT] = True
    if link is not None:
        page.st.query_params[present.SEC] = link
    if link is None:
        page.st.session_state[present.SEC] = 2
    log = []
    present.run_sections("count_table", _sections(log))
    assert log == [drawn]
    (sub,) = named(page.calls, "subheader")
    assert sub[1][0] == f"present.section|[('k', {drawn}), ('n', 3), ('title', 'title.{drawn}')]"
    prev, nxt = named(page.calls, "button")
    assert prev[2]["disabled"] is (drawn == 1) and nxt[2]["disabled"] is (drawn == 3)
    assert prev[2]["args"] == (drawn - 1,) and nxt[2]["args"] == (drawn + 1,)
    nxt[2]["on_click"](*nxt[2]["args"])
    assert page.st.session_state[present.SEC] == drawn + 1


def test_another_page_starts_at_its_first_section(page):
    page.st.session_state.update({present.PRESENT: True, present.SEC: 3, present._PAGE: "count_table",
                                  present._SNAPSHOT: {"ct_alpha": "2"}})
    log = []
    present.run_sections("neural", _sections(log))
    assert log == [1] and page.st.session_state[present._SNAPSHOT] == {}
    present.run_sections("neural", _sections(log))
    assert log == [1, 1]
    page.st.session_state[present.SEC] = 2
    present.run_sections("neural", _sections(log))                 # the same page: its section stays
    assert log == [1, 1, 2]


def test_tabs_are_the_sections_of_a_tabbed_page(page):
    ids = ["mechanism", "knobs", "stack"]
    page.st.query_params.update({present.SEC: "2"})
    page.st.session_state[present.PRESENT] = True
    present.follow_tabs("attention", "at_tab", ids, title=str.upper)
    ss = page.st.session_state
    assert ss["at_tab"] == "knobs" and ss[present.SEC] == 2 and ss["at_tab__tabs"] == "KNOBS"
    (style,) = named(page.calls, "html")
    assert ".st-key-at_tab__tabs > div > [role=\"tablist\"] { display: none; }" in style[1][0]
    (sub,) = named(page.calls, "subheader")
    assert "('k', 2), ('n', 3), ('title', 'KNOBS')" in sub[1][0]
    nxt = named(page.calls, "button")[1]
    nxt[2]["on_click"](*nxt[2]["args"])                           # Next: the third tab, its bar label too
    assert (ss[present.SEC], ss["at_tab"], ss["at_tab__tabs"]) == (3, "stack", "STACK")
    present.follow_tabs("attention", "at_tab", ids, title=str.upper)
    assert named(page.calls, "subheader")[-1][1][0].endswith("('title', 'STACK')]")


def test_a_locked_tab_is_not_moved_by_the_links_section(page):
    page.st.query_params.update({present.SEC: "3", "at_tab": "knobs"})
    page.st.session_state[present.PRESENT] = True
    state.lock(["at_tab"])
    present.follow_tabs("attention", "at_tab", ["mechanism", "knobs", "stack"], title=str.upper)
    assert page.st.session_state["at_tab"] == "knobs" and page.st.session_state[present.SEC] == 2


def test_an_old_tab_label_in_the_link_and_an_unknown_tab(page):
    page.st.query_params.update({"at_tab": "Old knobs"})
    page.st.session_state[present.PRESENT] = True
    present.follow_tabs("attention", "at_tab", ["mechanism", "knobs"], title=str.upper, aliases={"Old knobs": "knobs"})
    assert page.st.session_state["at_tab"] == "knobs"


def test_normal_mode_leaves_tabs_alone(page):
    present.follow_tabs("attention", "at_tab", ["mechanism", "knobs"], title=str.upper)
    assert page.calls == [] and page.st.session_state == {}


@pytest.mark.parametrize("rows, height", [(10, "content"), (11, present.HEAD_PX + 10 * present.ROW_PX), (3, "content")])
def test_a_long_table_scrolls_after_ten_rows_on_the_projector(page, rows, height):
    assert (present.ROWS, present.ROW_PX, present.HEAD_PX) == (10, 44, 70)
    df = pd.DataFrame({"p": [0.5] * rows})
    present.dataframe(df, where=page.st)
    assert named(page.calls, "dataframe") and not named(page.calls, "table")      # normal mode: the grid
    page.st.session_state[present.PRESENT] = True
    present.dataframe(df, hide_index=True, where=page.st)
    (table,) = named(page.calls, "table")
    assert table[2]["height"] == height and table[2]["hide_index"] is True


def test_prose_folds_and_the_figure_goes_ahead_in_projector_mode(page):
    present.explain("why")
    assert named(page.calls, "markdown")[-1][1] == ("why",) and not named(page.calls, "expander")
    assert isinstance(present.ahead(), nullcontext)
    page.st.session_state[present.PRESENT] = True
    present.explain("why")
    assert named(page.calls, "expander")[-1][1] == ("present.explain",)
    present.ahead()
    assert named(page.calls, "container")


def test_values_of_sections_not_run_are_carried_in_projector_mode(page):
    page.st.session_state[present._SNAPSHOT] = {"ct_alpha": "2", "seed": "5", "sec": "2", "at_k": "3"}
    assert present.carried() == {}
    page.st.session_state[present.PRESENT] = True
    state.start_run()
    state.url_state("seed", 42)
    assert present.carried() == {"ct_alpha": "2", "at_k": "3"}


# ----------------------------------------------------------------------------------------- more of each rule


def test_reveal_draws_the_metric_with_its_help_and_a_reveal_button_per_answer(page):
    page.st.session_state[present.ASK] = "king,mlp_ppl,bank_static"
    assert present.reveal("mlp_ppl", "cos", "0.5", help="why", where=page.st) is False
    metric, button = named(page.calls, "metric")[-1], named(page.calls, "button")[-1]
    assert metric[1] == ("cos", "?") and metric[2]["help"] == "why"
    assert button[1] == ("present.reveal",) and button[2]["key"] == "present_reveal_mlp_ppl"
    button[2]["on_click"](*button[2]["args"])
    assert page.st.session_state[present.ASK] == "king,bank_static"      # the others stay hidden, comma-separated
    present.reveal("mlp_ppl", "cos", "0.5", help="why", where=page.st)
    assert named(page.calls, "metric")[-1] == ("metric", ("cos", "0.5"), {"help": "why"})
    present._reveal("bank_static")
    present._reveal("nothing_hidden")
    assert page.st.session_state[present.ASK] == "king"


def test_reveal_on_a_session_with_nothing_hidden(page):
    present._reveal("king")
    assert page.st.session_state[present.ASK] == ""


def test_an_extra_reveal_point_appears_when_the_link_asked_for_it(page):
    page.st.session_state[present.ASK] = "king"                          # normal mode, but the link hides it
    assert present.reveal("king", "cos", "0.71", extra=True, where=page.st) is False
    assert named(page.calls, "metric")[-1][1] == ("cos", "?")


def test_normal_mode_puts_nothing_ahead(page):
    present.ahead()
    assert not named(page.calls, "container")


def test_sections_start_again_on_another_page_from_the_first_run_on(page):
    page.st.session_state.update({present.PRESENT: True, present.SEC: 3})
    log = []
    present.run_sections("count_table", _sections(log))
    present.run_sections("neural", _sections(log))
    assert log == [3, 1]
    page.st.session_state[present.SEC] = 2
    present.follow_tabs("attention", "at_tab", ["mechanism", "knobs", "stack"], title=str.upper)
    assert page.st.session_state[present.SEC] == 1 and page.st.session_state["at_tab"] == "mechanism"


def test_a_tabbed_page_without_a_link_starts_at_its_first_tab_and_refuses_an_unknown_one(page):
    page.st.session_state[present.PRESENT] = True
    page.st.query_params["at_tab"] = "zzz"
    present.follow_tabs("attention", "at_tab", ["mechanism", "knobs"], title=str.upper)
    assert page.st.session_state["at_tab"] == "mechanism" and state.rejected() == ["at_tab"]
    state.publish()
    assert "at_tab" not in page.st.query_params                          # the first tab is the default


def test_section_one_in_a_link_is_no_refused_value(page):
    page.st.session_state[present.PRESENT] = True
    page.st.query_params[present.SEC] = "1"
    present.run_sections("count_table", _sections([]))
    assert state.rejected() == []


def test_nav_titles_leave_out_a_tab_labels_own_number(page):
    present._nav(2, 4, "2. Heads", lambda k: None)
    (sub,) = named(page.calls, "subheader")
    assert sub[1][0].endswith("('title', 'Heads')]")
    prev, nxt = named(page.calls, "button")
    assert prev[1] == ("present.prev",) and nxt[1] == ("present.next",)
    assert (prev[2]["key"], nxt[2]["key"]) == ("present_prev", "present_next")


def test_the_modes_own_keys_register_only_when_in_the_link_or_set(page):
    state.start_run()
    present._own(present.HIDE, "", max_len=present.LIST_MAX)
    present._own(present.PRESENT, False)
    assert state.registered() == {}                                      # a page without them: its own keys only
    page.st.session_state[present.PRESENT] = True
    present._own(present.PRESENT, False)
    page.st.query_params[present.HIDE] = "at_k"
    present._own(present.HIDE, "", max_len=present.LIST_MAX)
    assert state.registered() == {present.PRESENT: False, present.HIDE: ""}


def test_setup_applies_a_prepared_link_and_names_what_it_refused(page):
    page.st.query_params.update({present.HIDE: "at_sent,zz,at_seed", present.LOCK: "ct_alpha", present.ASK: "king",
                                 present.PRESENT: "1"})
    state.start_run()
    present.setup()
    ss = page.st.session_state
    assert ss[present.HIDE] == "at_sent,at_seed" and ss[present.ASK] == "king" and ss[present.PRESENT] is True
    assert state.rejected() == ["hide=`zz`"] and state.locked("ct_alpha")
    (style,) = named(page.calls, "html")
    assert present.PROJECTOR_CSS in style[1][0] and ".st-key-at_sent" in style[1][0]
    assert "pointer-events: none" in style[1][0] and ss[present._SNAPSHOT] == dict(page.st.query_params)


@pytest.mark.parametrize("key, raw", [(present.HIDE, "a-b"), (present.LOCK, "x y"), (present.ASK, "no_such_answer"),
                                      (present.HIDE, "at_k," * 200), (present.LOCK, "at_k," * 200),
                                      (present.ASK, "king," * 200)])
def test_setup_refuses_malformed_or_overlong_lists(page, key, raw):
    page.st.query_params[key] = raw
    state.start_run()
    present.setup()
    assert state.rejected() == [key] and page.st.session_state[key] == ""


def test_the_projector_toggle(page):
    state.start_run()
    present.toggle()
    (tog,) = named(page.calls, "toggle")
    assert tog[1] == ("present.toggle",) and tog[2] == {"key": present.PRESENT, "help": "present.toggle_help"}
    assert state.registered() == {}                                     # off and not in the link: no URL key
    page.st.query_params[present.PRESENT] = "1"
    present.toggle()
    assert state.registered() == {present.PRESENT: False} and page.st.session_state[present.PRESENT] is True


def test_known_keys_are_read_from_the_sources(monkeypatch):
    monkeypatch.setattr(present, "_KNOWN", [])                          # as in a fresh process
    keys = present.known_keys()
    assert {"wv_a", "wv_b", "wv_c", "at_tab", "ct_alpha", "seed"} <= keys and not set(present.OWN) & keys
    assert present._KNOWN == [keys]


def test_nothing_is_carried_without_a_snapshot(page):
    page.st.session_state[present.PRESENT] = True
    assert present.carried() == {}


def test_tables_are_drawn_with_their_numbers_and_options(page, monkeypatch):
    df = pd.DataFrame({"n": [1234, 5], "p": [0.5, 0.25]})
    present.dataframe(df, where=page.st, hide_index=True)
    (grid,) = named(page.calls, "dataframe")
    assert grid[1][0] is df and grid[2] == {"hide_index": True}         # English, nothing grouped: the data itself
    present.dataframe({"n": [1234, 5]}, where=page.st, group=True, hide_index=True)
    rows = named(page.calls, "dataframe")[-1]
    assert rows[2]["hide_index"] is True and "1,234" in rows[1][0].to_html()       # plain rows, grouped
    page.st.session_state[present.PRESENT] = True
    present.dataframe(df, where=page.st, group=True)
    table = named(page.calls, "table")[-1]
    assert list(table[1][0]["n"]) == ["1,234", "5"] and list(table[1][0]["p"]) == ["0.5", "0.25"]
    present.dataframe({"n": [7]}, where=page.st)
    assert list(named(page.calls, "table")[-1][1][0]["n"]) == [7]

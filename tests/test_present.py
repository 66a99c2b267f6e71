"""The presenter's view (ui/present.py): projector mode one section at a time, predict-then-reveal, prepared links."""
from __future__ import annotations

import pytest

from ui import present, state
from ui.chapters import CHAPTERS

COUNT = "pages/count_table.py"


def texts(at) -> str:
    """Every visible text of the main area an answer could hide in: markdown, captions, metrics, tables."""
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption] + [h.value for h in at.header]
    parts += [f"{m.label} {m.value}" for m in at.metric]
    parts += [df.value.to_string() for df in at.dataframe] + [tb.value.to_string() for tb in at.table]
    return "\n".join(parts)


def section_title(at) -> str:
    return next(s.value for s in at.subheader if s.value.startswith("Section "))


def html(at) -> str:
    return "\n".join(h.proto.body for h in at.get("html"))


# (the present catalogue: tests/test_i18n_catalogues.py)


def test_known_keys_cover_every_registered_key(app):
    at = app(COUNT)
    registered = set(state.declared(at.session_state))
    assert registered - set(present.OWN) <= present.known_keys(), registered - present.known_keys()
    assert {"ct_alpha", "rnn_T", "wv_a", "at_tab", "rnn_tab"} <= present.known_keys()


def test_known_keys_are_read_once_when_sessions_start_together(monkeypatch):
    """Sessions whose first runs come together read the source once: two threads in Python 3.11's ``ast.parse`` at
    once can raise SystemError (it did, on a student's page in a live room)."""
    import threading
    import time

    calls = []
    real = state.declared_keys

    def slow(roots):
        calls.append(1)
        time.sleep(0.05)                 # long enough for every thread to arrive while the first is reading
        return real(roots)

    monkeypatch.setattr(state, "declared_keys", slow)
    monkeypatch.setattr(present, "_KNOWN", [])
    got = []
    threads = [threading.Thread(target=lambda: got.append(present.known_keys())) for _ in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert len(calls) == 1 and len(got) == 8 and len(set(got)) == 1 and "ct_alpha" in got[0]


def test_normal_mode_draws_every_section_and_no_presenter_element(app):
    at = app(COUNT)
    assert not [s for s in at.subheader if s.value.startswith("Section ")]
    assert not [b for b in at.button if b.key and b.key.startswith("present_")]
    assert not at.get("html")                          # no style sheet in normal mode
    headers = [h.value for h in at.header]
    assert len(headers) == 3                           # sampling, metrics, empty cells: every section ran
    assert len(at.get("plotly_chart")) == 2            # the heatmap and the row


def test_projector_runs_one_section_and_the_sections_add_up(app):
    normal = app(COUNT)
    per_section = []
    for k in range(1, 6):
        at = app(COUNT, present=1, sec=k)
        assert section_title(at).startswith(f"Section {k} of 5")
        per_section.append(len(at.get("plotly_chart")))
        assert len(at.header) == (0 if k <= 2 else 1)   # sections 3-5 each have their own header
    assert sum(per_section) == len(normal.get("plotly_chart"))
    assert per_section[:2] == [1, 1]
    at = app(COUNT, present=1, sec=4)
    assert [h.value for h in at.header] == [h.value for h in normal.header][1:2]   # only the metrics header
    assert "font-size" in html(at)                                                # the projector's larger type


def test_a_later_section_alone_uses_the_links_alpha(app):
    at = app(COUNT, present=1, sec=4, ct_alpha=0.0)
    assert "∞" in texts(at)                            # the unsmoothed summary with α = 0 read from the link
    assert at.query_params["ct_alpha"] == "0.0"


def test_prev_next_move_the_section_and_the_url(app):
    at = app(COUNT, present=1)
    assert at.button(key="present_prev").disabled
    at.button(key="present_next").click().run()
    assert section_title(at).startswith("Section 2 of 5")
    assert at.query_params["sec"] == "2"
    at.button(key="present_prev").click().run()
    assert section_title(at).startswith("Section 1 of 5")
    assert "sec" not in at.query_params                # the default is left out of the link


def test_section_number_clamped_and_bad_one_rejected(app):
    at = app(COUNT, present=1, sec=99)
    assert section_title(at).startswith("Section 5 of 5")
    for bad in ("0", "abc", "2.5"):
        at = app(COUNT, present=1, sec=bad)
        assert section_title(at).startswith("Section 1 of 5")
        assert any("sec" in toast.value for toast in at.toast), bad


def test_tabs_are_sections_and_follow_the_url(app):
    at = app("pages/rnn_gradients.py", present=1, sec=3)
    assert section_title(at).startswith("Section 3 of 4")
    assert at.query_params["rnn_tab"] == "clip"
    at.button(key="present_next").click().run()
    assert section_title(at).startswith("Section 4 of 4")
    assert at.query_params["rnn_tab"] == "cost" and at.query_params["sec"] == "4"
    # and away from the last section (there a clamped index lands right by luck): the second tab is section 2,
    # forwards from the first and backwards from the third (the page's tabs: vanish, gates, clip, cost)
    at = app("pages/rnn_gradients.py", present=1)
    at.button(key="present_next").click().run()
    assert section_title(at).startswith("Section 2 of 4") and at.query_params["rnn_tab"] == "gates"
    at.button(key="present_next").click().run()
    at.button(key="present_prev").click().run()
    assert section_title(at).startswith("Section 2 of 4")
    assert at.query_params["rnn_tab"] == "gates" and at.query_params["sec"] == "2"


def test_other_sections_values_stay_in_the_link(app):
    at = app(COUNT, present=1, ct_n=5)                  # the sampling slider's value, on section 1
    assert at.query_params["ct_n"] == "5"
    at.button(key="present_next").click().run()
    at.button(key="present_next").click().run()
    assert at.slider(key="ct_n").value == 5


def test_hidden_answer_then_reveal(app):
    at = app(COUNT, present=1, sec=4, ct_alpha=0.0, ask="inf_loss")
    assert "∞" not in texts(at)                        # not in the metric, the table, the summary or the error
    assert any(m.value == "?" for m in at.metric)
    at.button(key="present_reveal_inf_loss").click().run()
    assert any(m.value == "∞" for m in at.metric)
    assert "ask" not in at.query_params


def test_reveal_point_on_an_existing_metric_keeps_normal_mode(app):
    at = app("pages/word_vectors.py", wv_tab="analogy")
    assert any(m.value == "king" for m in at.metric)   # the answer shown as before, without any link
    at = app("pages/word_vectors.py", wv_tab="analogy", ask="king")
    assert not any(m.value == "king" for m in at.metric)
    assert "king" not in " ".join(m.value for m in at.markdown if "rank" in m.value.lower())
    assert not [c for c in at.get("plotly_chart")]     # the ranked bars wait for the reveal
    at.button(key="present_reveal_king").click().run()
    assert any(m.value == "king" for m in at.metric)
    assert at.get("plotly_chart")


def test_unknown_answer_id_rejected(app):
    at = app(COUNT, ask="inf_loss,nope")
    assert any("ask" in toast.value for toast in at.toast)
    assert "ask" not in at.query_params


def test_locked_control_keeps_the_links_value(app):
    at = app(COUNT, ct_alpha=0.5, lock="ct_alpha")
    assert ".st-key-ct_alpha" in html(at) and "pointer-events: none" in html(at)
    at.select_slider(key="ct_alpha").set_value(5.0).run()
    assert at.select_slider(key="ct_alpha").value == 0.5
    assert at.query_params["ct_alpha"] == "0.5"
    at.slider(key="ct_n").set_value(7).run()           # an unlocked control still moves
    assert at.slider(key="ct_n").value == 7


def test_hidden_control_css_and_unknown_key_rejected(app):
    at = app(COUNT, hide="ct_view,seed")
    css = html(at)
    assert ".st-key-ct_view" in css and ".st-key-seed" in css and "display: none" in css
    at = app(COUNT, hide="ct_view,no_such_key")          # issue 21: the known key applies, the other is named
    assert any("hide" in toast.value and "no_such_key" in toast.value for toast in at.toast)
    assert ".st-key-ct_view" in html(at) and "no_such_key" not in html(at)


@pytest.mark.parametrize("page, answer, sec", [
    ("pages/home.py", "name_ppl", 1), ("pages/tokens.py", "char_bpc", 1), ("pages/neural.py", "mlp_ppl", 2),
    ("pages/rnn_gradients.py", "grad100", 1), ("pages/attention.py", "attn_rank", 3),
    ("pages/sentences.py", "bank_static", 1)])
def test_every_pages_reveal_point(app, page, answer, sec):
    assert present.ANSWERS[answer] in page
    at = app(page, present=1, sec=sec, ask=answer)
    hidden_label = next(m.label for m in at.metric if m.value == "?")
    before = texts(at)
    at.button(key=f"present_reveal_{answer}").click().run()
    value = next(m.value for m in at.metric if m.label == hidden_label)
    assert value != "?" and "ask" not in at.query_params
    if len(value) >= 3:                               # (a one-digit rank would match any number on the page)
        assert value not in before, (answer, value)


def test_explanations_fold_in_projector_mode(app):
    from ui.i18n import t

    lead = t("home.lead")
    normal = app("pages/home.py")
    assert lead in [m.value for m in normal.main.markdown] and "Explanation" not in [e.label for e in normal.expander]
    projector = app("pages/home.py", present=1)
    folded = next(e for e in projector.expander if e.label == "Explanation")
    assert [m.value for m in folded.markdown] == [lead]


# every tabbed page (from the chapters' specs), on its second tab
TAB_PAGES = [(c.page, c.tab_key, c.tabs[1]) for c in CHAPTERS if c.tab_key]


@pytest.mark.parametrize("page, key, tab", TAB_PAGES)
def test_locked_tab_holds_on_the_server(app, page, key, tab):
    """A click on another tab (the bar's value) and prev/next both leave a locked tab where the link put it."""
    at = app(page, **{key: tab, "lock": key})
    assert at.session_state[key] == tab
    first = at.tabs[0].label                              # the first tab's label, in this run's language
    at.session_state[f"{key}__tabs"] = first
    at.run()
    assert at.session_state[key] == tab and at.query_params[key] == tab
    assert at.session_state[f"{key}__tabs"] != first       # the bar went back to the locked tab
    at = app(page, **{key: tab, "lock": key, "present": 1})
    at.button(key="present_next").click().run()
    assert at.session_state[key] == tab and at.query_params[key] == tab
    assert section_title(at).startswith("Section 2 of")


@pytest.mark.parametrize("page, key, tab", TAB_PAGES)
def test_unlocked_tab_follows_a_click_and_hide_reaches_the_bar(app, page, key, tab):
    at = app(page, **{key: tab, "hide": key})
    assert f".st-key-{key}__tabs" in html(at) and "display: none" in html(at)
    at.session_state[f"{key}__tabs"] = at.tabs[0].label
    at.run()
    assert not at.exception and at.session_state[key] != tab and key not in at.query_params


def test_docstring_examples_are_not_control_keys(app, tmp_path):
    """Issue 27: ``hide=``/``lock=`` take only real control keys; ``alpha`` (ui/state.py's docstring) and ``x``
    (ui/present.py's) were picked up by a regex over the source."""
    from ui import state

    assert not {"alpha", "x", "k"} & present.known_keys()
    src = tmp_path / "m.py"
    src.write_text('"""url_state("doc", 1)"""\n# Param("comment", 2)\nurl_state("real", 1)\nst.url_tabs("tab", [])\n'
                   'state.url_state(name, 3)\n')
    assert state.declared_keys([src]) == {"real", "tab"}
    at = app("pages/home.py", hide="alpha,x", lock="alpha")
    notice = " ".join(toast.value for toast in at.toast)
    assert "hide" in notice and "lock" in notice, notice
    assert not at.get("html")                          # nothing hidden or locked
    assert "hide" not in at.query_params and "lock" not in at.query_params


def test_a_page_stopped_by_a_bad_input_still_names_refused_values(app):
    at = app("pages/home.py", name="r2d2", ask="nope")
    assert at.error                                     # the name's own message, and the page stopped there
    assert any("ask" in toast.value for toast in at.toast)

"""A browser that reconnects to a process that does not know its session (a restarted server, a failed-over
replica: issue 26) keeps the page on screen, and its next move is the new session's first run. That run carries
every widget's value from the browser, the move included, and the link's query string.

Simulated on every view (each tab, from the chapters' specs) with AppTest: the view's English render stands for
the old session; its widget states, with its first slider (else its first toggle) moved, are sent as the first run
of a new session opened at the same link. That run must raise nothing, show no error, keep the move, and end
where the link carrying the moved value opens. ``ui.state.url_state`` lets the browser's value win over the
link's on such a run; before, the link's value won and the move was dropped.
"""
from __future__ import annotations

import pytest
from streamlit.proto.WidgetStates_pb2 import WidgetStates

from tests import url_fuzz as fz
from tests import views
from ui import state
from ui.chapters import BY_STEM


def moved_states(old) -> tuple[WidgetStates, str | None, object]:
    """(the old render's widget states with one control moved, its key, its new value); the render is only read."""
    states = WidgetStates()
    states.CopyFrom(old._tree.get_widget_states())
    keys = state.registered(old.session_state)
    by_id = {w.id: w for w in states.widgets}
    for slider in old.slider:
        if slider.key in keys and slider.id in by_id and not slider.disabled and isinstance(slider.value, (int, float)):
            new = slider.max if slider.value != slider.max else slider.min
            wire = by_id[slider.id]
            assert wire.WhichOneof("value") == "double_array_value", wire
            del wire.double_array_value.data[:]
            wire.double_array_value.data.append(float(new))
            return states, slider.key, new
    for toggle in [*old.toggle, *old.checkbox]:
        if toggle.key in keys and toggle.id in by_id and not toggle.disabled:
            by_id[toggle.id].bool_value = not toggle.value
            return states, toggle.key, not toggle.value
    return states, None, None


def reconnect(stem: str, query: dict, states: WidgetStates):
    """A new session at the old link whose first run carries the browser's widget states."""
    return fz.run(BY_STEM[stem].page, query, widget_states=states)


def params():
    for stem, query in views.views():
        yield pytest.param(stem, query, id=f"{stem}-{views.view_id(query)}", marks=[views.group(stem)])


@pytest.mark.parametrize("stem, query", list(params()))
def test_a_reconnected_browser_keeps_its_move(app, stem, query):
    old = views.render(stem, query)
    states, moved, new = moved_states(old)
    keys = state.registered(old.session_state)
    if moved is None:                    # the check is live: only a view with no keyed slider or toggle moves none
        assert not [w.key for w in [*old.slider, *old.toggle, *old.checkbox] if w.key in keys and not w.disabled]
    at = reconnect(stem, query, states)
    assert not at.exception, [e.value for e in at.exception]
    assert not at.error, [e.value for e in at.error]
    assert set(state.registered(at.session_state)) == set(keys)
    if moved is not None:
        assert at.session_state[moved] == new, (moved, "the browser's move was dropped")
        # and the page is where the link with that value opens (a control that bounds another clamps it alike)
        linked = fz.run(BY_STEM[stem].page, {**query, moved: str(new).lower() if isinstance(new, bool) else str(new)})
        assert not linked.exception
        expected = {k: linked.session_state[k] for k in keys if k in linked.session_state}
    else:
        expected = {k: old.session_state[k] for k in keys if k in old.session_state}
    assert {k: at.session_state[k] for k in expected} == expected



@views.group("count_table")
@pytest.mark.parametrize("wire", [1e9, float("nan"), -1.0], ids=["huge", "nan", "negative"])
def test_a_hand_made_first_run_value_is_held_to_the_key_s_validity(app, wire):
    """A first run carrying a widget value the link itself could not carry keeps the link's value."""
    old = views.render("count_table", {})
    states = WidgetStates()
    states.CopyFrom(old._tree.get_widget_states())
    slider = next(s for s in old.slider if s.key in state.registered(old.session_state))
    target = next(w for w in states.widgets if w.id == slider.id)
    del target.double_array_value.data[:]
    target.double_array_value.data.append(wire)
    at = reconnect("count_table", {}, states)
    assert not at.exception
    assert at.session_state[slider.key] == old.session_state[slider.key]

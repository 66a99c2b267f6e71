"""Issue 27: a link (or a typed box) cannot put someone else's words on the projector as live markup.

For every page of app.py and every tab of it, every free-text URL key the run registers (the state registry, as
tests/url_fuzz.py reads it, plus the projector's own keys of ``ui.present.OWN``, which register only when a link
has them) and every text box without a URL key gets the payloads of tests/hostile_text.py: links, emphasis, HTML,
LaTeX, a backtick breaking out of a code span, bidi and control characters, autolinks, Streamlit's directives.
All the keys of a view get their payloads in the same runs (packed to each key's length cap), so a view costs as
many runs as its shortest key needs; a key that a refused neighbour kept from running (the page stopped above it)
gets runs of its own. Every element proto of every run is read: no payload may reach a markdown-rendered string
in a live form, and none of their invisible characters may be shown raw (tests/hostile_text.py says how).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests import hostile_text as ht
from tests import url_fuzz as fz
from ui import present
from ui.state import TEXT_MAX

LANGS = ("en", "it", "hu")


@pytest.fixture
def navigation_mode(app):
    return app


def _limit(spec: dict) -> int:
    return spec["max_len"] if spec["max_len"] is not None else TEXT_MAX


def _text_keys(at) -> dict[str, int]:
    """The free-text URL keys the run registered, with their length caps."""
    defaults, specs = fz.registered(at)
    return {k: _limit(specs[k]) for k in defaults if fz.is_text_key(k, defaults, specs)}


def _boxes(at, url_keys) -> dict[str, int]:
    """Text boxes of the run that have no URL key (typed text that a link cannot carry), with their caps."""
    return {w.key: (w.max_chars or TEXT_MAX) for w in [*at.text_input, *at.text_area]
            if w.key and w.key not in url_keys}


def _check(at, label: str) -> None:
    assert not at.exception, (label, [e.value for e in at.exception])
    found = ht.leaks(at)
    assert not found, (label, found)


def _delivered(at, sent: dict[str, str]) -> None:
    """Each key registered in the run holds its payload, or was refused by a notice naming it: the payload got in."""
    registered = set(fz.registered(at)[0])
    notices = " ".join(toast.value for toast in at.toast)
    for key, raw in sent.items():
        if key in registered:
            assert at.session_state[key] == raw or key in notices, (key, raw, at.session_state[key])


def _unseen(at, markers: dict[str, str]) -> set[str]:
    """The keys whose payload the page neither showed (as text) nor named in a notice."""
    notices = " ".join(toast.value for toast in at.toast)
    return {k for k, m in markers.items() if k not in notices and not ht.seen(at, m)}


def _rounds(page: str, fixed: dict, keys: dict[str, int], boxes: dict[str, int], own: set, first: int = 0) -> set:
    """Run ``keys`` (URL) and ``boxes`` (typed) with payloads, all at once, as many rounds as the shortest needs.

    Round r is in language r (+ ``first``) of LANGS. A page key whose payload did not show (a refused neighbour
    stopped the page or the section above it) gets round r again on its own; ``own`` keys (the projector's, read
    before any page code) never wait on another. Returns the keys some run registered."""
    reached = set()
    markers = {k: ht.marker(i) for i, k in enumerate([*keys, *boxes])}
    plan = {k: ht.values(v, markers[k]) for k, v in [*keys.items(), *boxes.items()]}
    n = max([len(v) for v in plan.values()] or [0])
    for r in range(n):
        sent = {k: plan[k][r % len(plan[k])] for k in keys}
        query = {**fixed, **sent, "lang": LANGS[(first + r) % len(LANGS)]}
        at = fz.run(page, query)
        _check(at, f"{page} {query}")
        _delivered(at, sent)
        reached |= set(fz.registered(at)[0])
        unseen = _unseen(at, {k: markers[k] for k in sent if k in reached and k not in own})
        if boxes:                                     # (in English: AppTest formats options in its own thread)
            at = fz.run(page, fixed)
            for key in boxes:
                at.get_by_key(key).set_value(plan[key][r % len(plan[key])])
            at.run()
            _check(at, f"{page} {fixed} typed {list(boxes)} round {r}")
        page_keys = [k for k in keys if k not in own]
        for key in sorted(unseen) if len(page_keys) > 1 else ():
            _alone(page, fixed, key, sent[key], markers[key])
    return reached


def _alone(page: str, fixed: dict, key: str, raw: str, marker: str) -> None:
    """One key's payload on its own; if the page still does not show it, with every toggle switched on that is
    not a URL key (a control behind "Load the encoder" registers its key but draws only once it is on). In English:
    AppTest formats a widget's options again in its own thread, where the page's language is unknown."""
    at = fz.run(page, {**fixed, key: raw})
    _check(at, f"{page} {fixed} {key}={raw!r} alone")
    if not _unseen(at, {key: marker}):
        return
    registered = set(fz.registered(at)[0])
    gates = [w for w in at.toggle if w.key and w.key not in registered and not w.value]
    if gates:
        for w in gates:
            w.set_value(True)
        at.run()
        _check(at, f"{page} {fixed} {key}={raw!r} alone, {[w.key for w in gates]} on")


@pytest.mark.parametrize("page", [pytest.param(p, id=Path(p).stem) for p in fz.pages()])
def test_hostile_text_is_shown_as_text(navigation_mode, page):
    base = fz.run(page, {})
    _check(base, page)
    tab_list = fz.tabs(fz.registered(base)[1]) or [None]
    own = {k: TEXT_MAX for k in present.OWN}          # registered only when a link has them: the runs decide
    for slot, tab in enumerate(tab_list):
        fixed = dict([tab]) if tab else {}
        clean = fz.run(page, fixed) if slot else base
        _check(clean, f"{page} {fixed}")
        keys = {k: v for k, v in _text_keys(clean).items() if k not in fixed}
        boxes = _boxes(clean, set(fz.registered(clean)[0]))
        reached = _rounds(page, fixed, {**own, **keys}, boxes, set(own), slot)
        for key in set(keys) - reached:               # stopped above by a neighbour's refused value: alone
            assert key in _rounds(page, fixed, {key: keys[key]}, {}, set()), (page, fixed, key)


def test_the_check_sees_live_markup_and_passes_literal_text():
    """The reading of tests/hostile_text.py catches every payload written raw, and passes it through the helper."""
    from streamlit.testing.v1 import AppTest

    def raw_page():
        import streamlit as st

        from tests.hostile_text import PAYLOADS

        for p in PAYLOADS:
            st.error(f"Not usable: {p}.")

    def literal_page():
        import streamlit as st

        from tests.hostile_text import PAYLOADS
        from ui.inputs import literal

        for p in PAYLOADS:
            st.error(f"Not usable: {literal(p)}.")
            st.caption(f"`{literal(p)}`")              # even inside a template's own backticks
        st.table({"word": [literal(p) for p in PAYLOADS]})

    raw = AppTest.from_function(raw_page, default_timeout=60).run()
    flagged = ht.leaks(raw)
    assert len(flagged) >= len(ht.PAYLOADS) - 1, flagged      # (the backtick one is a code span on its own)
    shown = AppTest.from_function(literal_page, default_timeout=60).run()
    assert not shown.exception and not ht.leaks(shown), ht.leaks(shown)
    assert ht.seen(shown, ht.MARK) and not ht.seen(raw, "zqzz")


def test_an_uploaded_list_and_its_file_name_are_shown_as_text(navigation_mode):
    """The sidebar lists the lines it set aside and names the file: every payload as a line (and one, with a
    valid list of names, in the file name), shown as text."""
    good = ["anna", "bruno", "carla", "dario", "elena", "fabio", "gina", "ivo", "luca", "marta", "nora", "olga"]
    lines = [p.replace("\n", " ") for p in ht.PAYLOADS]
    at = fz.run("pages/home.py", {})
    for name in ("list.txt", "[zq](https://zq.io)**zq**\u202e.txt"):
        data = "\n".join(good + lines).encode("utf-8")
        at.file_uploader(key="wordlist_file").set_value((name, data, "text/plain")).run()
        _check(at, f"upload {name!r}")
        assert any("set aside" in e.label for e in at.sidebar.expander)
        assert ht.seen(at, ht.MARK)                  # the lines (and the name) are on screen, as text


@pytest.mark.parametrize("text, expected", [
    ("ó", "`ó`"),                                   # the usual case: a plain code span
    ("a`b", "``a`b``"),                             # one backtick more than the longest run inside
    ("`x", "`` `x ``"),                             # starts with a backtick: padded (CommonMark strips one space)
    (" a ", "`  a  `"),                             # spaces at both ends survive the strip
    ("x\u202ey\n", "`x\\u202ey\\n`"),               # bidi and control characters as visible escapes
    ("\U000e0001", "`\\U000e0001`"),                # a tag character beyond the BMP
    ("e\u200dx", "`e\u200dx`"),                     # a zero-width joiner (emoji sequences) stays
])
def test_literal(text, expected):
    from ui.inputs import literal, plain

    assert literal(text) == expected
    assert MARKUP_FREE(literal(text))
    assert plain("<b>x</b>\u202e") == "&lt;b&gt;x&lt;/b&gt;\\u202e"


def MARKUP_FREE(md: str) -> bool:
    """Nothing of ``md`` is live markdown: all of it is one code span."""
    return not ht.live_text(md).replace("`", "").strip()

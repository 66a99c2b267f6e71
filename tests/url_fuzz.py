"""Shared machinery of the URL fuzz tests: open a page of app.py through AppTest with hostile link values.

The keys come from the code at run time: after a run, ``ui.state.registered`` lists
every key the page (and the sidebar) registered with ``url_state``, and ``ui.state.declared`` their
declared validity. A tab is a key ending in ``_tab`` that declares its tab ids as ``choices``.

Every key gets each hostile value. ``url_state`` maps a link value either to a parsed, accepted value or,
refused, to the default (plus a notice naming the key); every refused value of a key therefore gives exactly
the same session, so one refused value stands for all of them (``cases`` computes the classes with
``ui.state.accept``, the function ``url_state`` itself uses), and every key's refused value goes into one run
(``classes``), after which each key must be at its default and named in the notice; each accepted value gets
its own run.
"""
from __future__ import annotations

import random
from pathlib import Path

from streamlit.testing.v1 import AppTest

from ui import state
from ui.state import accept

ROOT = Path(__file__).resolve().parent.parent
APP = str(ROOT / "app.py")
HOSTILE = ("99999", "-99999", "nan", "1e308", "", "zzz")
COMBOS = 3                       # random combinations of keys per page and tab


def pages() -> list[str]:
    """The page files, from the chapters' specs (ui/chapters)."""
    from ui.chapters import CHAPTERS

    return [c.page for c in CHAPTERS]


def random_unicode(rng: random.Random) -> str:
    """A short string from several scripts, emoji and combining marks (no surrogates: a URL cannot hold them)."""
    ranges = [(0x20, 0x7E), (0xA0, 0x24F), (0x370, 0x3FF), (0x400, 0x4FF), (0x590, 0x6FF), (0x300, 0x36F),
              (0x4E00, 0x4FFF), (0x1F300, 0x1F64F), (0x2000, 0x206F)]
    return "".join(chr(rng.randint(*rng.choice(ranges))) for _ in range(rng.randint(1, 12)))


def run(page: str, query: dict[str, str], timeout: float = 120, widget_states=None) -> AppTest:
    """A new session of ``page`` at the link ``query``, run once; ``widget_states`` (a WidgetStates proto): its
    first run carries them, as a browser's does after reconnecting to a process that does not know its session
    (AppTest's own run with widget states, what a widget interaction sends)."""
    at = AppTest.from_file(APP, default_timeout=timeout)
    for k, v in query.items():
        at.query_params[k] = v
    at.switch_page(page)
    if widget_states is None:
        at.run()
    else:
        at._run(widget_states)
    return at


def registered(at: AppTest) -> tuple[dict, dict]:
    """(key -> default, key -> declared validity) of the last run."""
    return state.registered(at.session_state), state.declared(at.session_state)


def tabs(specs: dict) -> list[tuple[str, str]]:
    """Every (tab key, tab id) of a page, from the keys it registered."""
    return [(k, c) for k, spec in specs.items() if k.endswith("_tab") and spec["choices"] for c in spec["choices"]]


def classes(defaults: dict, specs: dict, rng: random.Random, skip=()) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """(key -> one refused raw value, for every key that refuses one; the (key, raw value) runs of every accepted
    value, one per distinct parsed value). The refused values all go into one run: each key is then back at its
    default and named in the notice, exactly as when it is refused alone (see module doc)."""
    refused, runs = {}, []
    for key, raw in cases(defaults, specs, rng, skip=skip):
        if key not in refused and not accept(raw, defaults[key], **specs[key])[0]:
            refused[key] = raw
        else:
            runs.append((key, raw))
    return refused, runs


def cases(defaults: dict, specs: dict, rng: random.Random, skip=()) -> list[tuple[str, str]]:
    """(key, raw value) runs that give every key every hostile value, one key at a time (see module doc)."""
    out = []
    for key, default in defaults.items():
        if key in skip:
            continue
        refused, accepted = None, {}
        for raw in (*HOSTILE, random_unicode(rng)):
            ok, value = accept(raw, default, **specs[key])
            if not ok:
                refused = refused if refused is not None else raw
            else:
                accepted.setdefault(repr(value), raw)
        out += ([(key, refused)] if refused is not None else []) + [(key, raw) for raw in accepted.values()]
    return out


def combos(defaults: dict, specs: dict, rng: random.Random, n: int = COMBOS, skip=()) -> list[dict[str, str]]:
    """``n`` random combinations: 2-4 keys, each a hostile value or one of its own valid choices."""
    keys = sorted(k for k in defaults if k not in skip)
    out = []
    for _ in range(n):
        chosen = rng.sample(keys, min(len(keys), rng.randint(2, 4)))
        query = {}
        for k in chosen:
            choices = specs[k]["choices"]
            pool = [*HOSTILE, random_unicode(rng)] + ([str(c) for c in choices] * 2 if choices else [])
            query[k] = rng.choice(pool)
        out.append(query)
    return out


def is_text_key(key: str, defaults: dict, specs: dict) -> bool:
    """A free-text parameter (a name, a sentence): its own input messages may appear for a hostile value."""
    return isinstance(defaults[key], str) and not specs[key]["choices"]

"""Issue 14 on the neural page: a stale or hostile link never breaks it.

The URL keys are read at run time from what the page registered (``ui.state.registered``), so a new control
is covered without touching this file. Each hostile value goes to every key at once (the generic fuzz,
tests/test_url_fuzz.py, runs each accepted value alone), then a few random combinations with valid values mixed
in; the page must render its title with no exception, and keep every value inside its range.
"""
from __future__ import annotations

import random

from ui import state

PAGE = "pages/neural.py"
TITLE = "A network finds the counts"
HOSTILE = ["99999", "-99999", "nan", "1e308", "", "zzz", "ʘ‿ʘ 名前 \u202e\U0001f600"]


def registered(at) -> dict:
    return state.registered(at.session_state)


def check_page(at, query: dict) -> None:
    assert not at.exception, (query, [e.value for e in at.exception])
    assert TITLE in [t.value for t in at.title], query
    from ui.chapters.neural.cache import MAX_K
    from ui.chapters.neural.sections import LR_CHOICES, STEP_CHOICES

    state = at.session_state
    assert state["nb_lr"] in LR_CHOICES and state["nb_steps"] in STEP_CHOICES and 1 <= state["mlp_k"] <= MAX_K
    assert 0 <= state["seed"] < 2 ** 31


def test_every_key_with_hostile_values(app):
    """Each hostile value given to every key at once (a refused value puts its key back at its default, so the keys
    do not interact; tests/test_url_fuzz.py gives each accepted value its own run): values stay in range."""
    keys = registered(app(PAGE))
    assert {"nb_lr", "nb_steps", "mlp_k"} <= set(keys)
    for value in HOSTILE:
        query = {key: value for key in keys}
        at = app(PAGE, **query)
        check_page(at, query)
        if value in ("nan", "", "zzz", HOSTILE[-1], "1e308", "-99999"):   # never valid for these keys
            toast = " ".join(t.value for t in at.toast)
            for key in keys:
                assert at.session_state[key] == keys[key], (key, value)
                assert key in toast, (key, value)


def test_random_combinations_of_keys(app):
    keys = sorted(registered(app(PAGE)))
    rng = random.Random(20260)
    pool = HOSTILE + ["1", "3", "8", "50", "50.0", "100", "300", "7"]
    for _ in range(5):
        query = {k: rng.choice(pool) for k in rng.sample(keys, rng.randint(2, len(keys)))}
        check_page(app(PAGE, **query), query)


def test_valid_link_values_are_taken(app):
    at = app(PAGE, nb_lr="10", nb_steps="300", mlp_k="5")
    check_page(at, {})
    assert (at.session_state["nb_lr"], at.session_state["nb_steps"], at.session_state["mlp_k"]) == (10.0, 300, 5)
    assert not at.toast

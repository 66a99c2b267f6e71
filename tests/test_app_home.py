"""AppTest: the start page computes the chain rule for a typed name, and refuses bad input politely."""
import math

import pytest

from lm_core.bigram import chain_rule, probabilities


def metric(at, label):
    return next(m.value for m in at.metric if m.label == label)


def test_default_name_product_matches_lm_core(app, names_bigram):
    at = app("pages/home.py")
    P = probabilities(names_bigram.N, 1.0)
    factors = chain_rule(P, names_bigram.vocab, "emma")
    total = sum(f.surprisal for f in factors)
    assert metric(at, "Total NLL (nats)") == f"{total:.3f}"
    assert metric(at, "Probability of the whole name") == f"{math.exp(-total):.3e}"
    assert any("P(e|.)" in m.value for m in at.markdown)


def test_typed_name_is_normalised(app):
    at = app("pages/home.py")
    at.text_input(key="name").set_value("  EMMA ").run()
    upper = metric(at, "Total NLL (nats)")
    at.text_input(key="name").set_value("emma").run()
    assert metric(at, "Total NLL (nats)") == upper


@pytest.mark.parametrize("bad, expected", [
    ("Zsófia", "never seen `ó`"),
    ("anna maria", "single word of letters"),
    ("r2d2", "single word of letters"),
    ("😀", "single word of letters"),
])
def test_bad_names_get_a_message(app, bad, expected):
    at = app("pages/home.py")
    at.text_input(key="name").set_value(bad).run()
    assert not at.exception
    assert any(expected in e.value for e in at.error), [e.value for e in at.error]
    assert len(at.metric) == 0
    # the session still works afterwards
    at.text_input(key="name").set_value("ava").run()
    assert not at.error and len(at.metric) == 4


def test_empty_name_asks_for_input(app):
    at = app("pages/home.py")
    at.text_input(key="name").set_value("").run()
    assert at.info and not at.error

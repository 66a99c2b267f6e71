"""AppTest: the start page computes the chain rule for a typed name, and refuses bad input politely."""
import math

import pytest

from lm_core.counting.bigram import chain_rule, probabilities


def metric(at, label):
    return next(m.value for m in at.metric if m.label == label)


def test_default_name_product_matches_lm_core(app, names_bigram):
    at = app("pages/home.py")
    P = probabilities(names_bigram.N, 1.0)
    factors = chain_rule(P, names_bigram.vocab, "emma")
    total = sum(f.surprisal for f in factors)
    assert metric(at, "Total NLL (nats)") == f"{total:.3f}"
    assert metric(at, "P(name)") == f"{math.exp(-total):.3e}"
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
    assert not at.error and len(at.metric) == 6


def test_empty_name_asks_for_input(app):
    at = app("pages/home.py")
    at.text_input(key="name").set_value("").run()
    assert at.info and not at.error


def test_intro_counts_the_training_names_and_names_the_markov_assumption(app, names_bigram):
    at = app("pages/home.py")
    text = "\n".join(m.value for m in at.markdown)
    n_train = len(names_bigram.split.train)
    assert f"{n_train:,} training names" in text
    assert "32,033" not in text and f"{len(names_bigram.split.train) + len(names_bigram.split.val):,}" not in text
    assert "Markov assumption" in text and "P(wₜ | wₜ₋₁)" in text


def test_one_step_shows_the_exact_factor_beside_the_bigram_one(app, names_bigram):
    at = app("pages/home.py")
    train = names_bigram.split.train
    starts, goes_on = sum(w.startswith("em") for w in train), sum(w.startswith("emm") for w in train)
    P = probabilities(names_bigram.N, 1.0)
    m = names_bigram.vocab.stoi["m"]
    assert metric(at, "Exact: P(m | .em)") == f"{goes_on / starts:.4f}"
    assert metric(at, "Bigram: P(m | m)") == f"{float(P[m, m]):.4f}"
    assert any(f"{goes_on:,} of the {starts:,} training names" in c.value for c in at.caption)


@pytest.mark.parametrize("typed, suggestion", [("Zsófia", "zsofia"), ("Ádám", "adam")])
def test_an_accented_name_suggests_its_spelling_without_accents(app, typed, suggestion):
    at = app("pages/home.py")
    at.text_input(key="name").set_value(typed).run()
    (err,) = at.error
    assert f"Try **{suggestion}**" in err.value
    assert "zsfia" not in err.value


def test_an_unknown_letter_without_a_known_spelling_gets_no_suggestion(app):
    at = app("pages/home.py")
    at.text_input(key="name").set_value("straße").run()
    (err,) = at.error
    assert "never seen `ß`" in err.value and "Try" not in err.value


def test_a_name_from_the_link_goes_through_the_same_check(app):
    at = app("pages/home.py", name="x" * 500)
    assert not at.exception and at.text_input(key="name").value == "emma"
    at = app("pages/home.py", name="r2d2")
    assert "single word of letters" in at.error[0].value

"""The Markov assumption module and the start page's name check."""
import pytest

from lm_core.counting.markov import markov_step, prefix_counts, showcase_step
from lm_core.counting.name_check import NameInputError, check_name

WORDS = ("emma", "emily", "emmett", "em", "ava")
KNOWN = frozenset(".abcdefghijklmnopqrstuvwxyz")


def test_prefix_counts_by_hand():
    assert prefix_counts(WORDS, ".em", "m") == (4, 2)        # emma, emmett out of emma, emily, emmett, em
    assert prefix_counts(WORDS, ".em", ".") == (4, 1)        # "em" ends there
    assert prefix_counts(WORDS, ".", "a") == (5, 1)
    assert prefix_counts(WORDS, ".zz", "a") == (0, 0)


def test_markov_step_on_the_names(names_bigram):
    train = names_bigram.split.train
    step = markov_step(train, "emma", 3, bigram_prob=0.5)
    assert (step.prefix, step.char) == (".em", "m")
    assert step.prefix_count == sum(w.startswith("em") for w in train)
    assert step.next_count == sum(w.startswith("emm") for w in train)
    assert step.exact_prob == step.next_count / step.prefix_count
    assert markov_step(train, "qqqq", 3, 0.1).exact_prob is None
    with pytest.raises(ValueError):
        markov_step(train, "ab", 4, 0.1)


def test_showcase_step():
    assert showcase_step("emma") == 3 and showcase_step("a") == 2


@pytest.mark.parametrize("raw, code, params", [
    ("", "empty", {}), ("   ", "empty", {}), ("a" * 41, "too_long", {"n": 41, "limit": 40}),
    ("anna maria", "not_word", {}), ("r2d2", "not_word", {}), ("😀", "not_word", {}),
    ("Zsófia", "unknown", {"chars": ["ó"], "suggestion": "zsofia"}),
    ("straße", "unknown", {"chars": ["ß"], "suggestion": ""}),
])
def test_check_name_reason_codes(raw, code, params):
    with pytest.raises(NameInputError) as info:
        check_name(raw, KNOWN)
    assert info.value.code == code and info.value.params == params


def test_check_name_normalises():
    assert check_name("  EMMA ", KNOWN) == "emma"

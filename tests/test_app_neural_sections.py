"""AppTest: the neural page's shared training, live retraining, sections, book figures and state."""
from __future__ import annotations

import pytest

PAGE = "pages/neural.py"


def frame_with(at, column):
    return next(d.value for d in at.dataframe if column in d.value.columns)


def test_the_default_neural_bigram_is_trained_once_per_server(app, monkeypatch):
    """Sixty visitors must not mean sixty trainings: the default result is computed once and shared."""
    import ui.neural_cache as cache

    cache.neural_bigram.clear()
    calls = []
    real = cache.train_bigram

    def counting(*args, **kwargs):
        calls.append(args[2] if len(args) > 2 else kwargs.get("config"))
        return real(*args, **kwargs)

    monkeypatch.setattr(cache, "train_bigram", counting)
    first, second = app(PAGE), app(PAGE)
    assert len(calls) == 1
    for at in (first, second):
        assert list(frame_with(at, "max gap")["max gap"])[-1] == "0.004048"
        assert at.session_state["neural_nb"] == {}            # nothing trained in the visitor's session


def test_retrain_trains_live_in_the_visitors_session_only(app):
    at = app(PAGE)
    at.button(key="nb_retrain").click().run()
    assert not at.exception
    store = at.session_state["neural_nb"]
    assert len(store) == 1
    result = next(iter(store.values()))
    assert result.at(3000).gap == pytest.approx(0.004048, abs=5e-7)
    at.run()                                                     # a rerun keeps the live result, no retraining
    assert next(iter(at.session_state["neural_nb"].values())) is result
    assert list(frame_with(at, "max gap")["max gap"])[-1] == "0.004048"

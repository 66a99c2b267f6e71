"""AppTest: the word-vectors page, tab by tab, driven through its widgets."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lm_core import analogy_eval as ae
from lm_core import word_vectors as wvm

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "wordvec"
PAGE = "pages/word_vectors.py"


def frame(at, column):
    """The dataframe that has ``column`` (AppTest does not expose dataframe keys)."""
    frames = [d.value for d in at.dataframe] + [d.value.reset_index() for d in at.table]
    return next(f for f in frames if column in f.columns)


def metric(at, label_start):
    return next(m.value for m in at.metric if m.label.startswith(label_start))


def test_neighbours_tab_shows_both_sets_and_handles_bad_words(app):
    at = app(PAGE)
    assert len(at.get("plotly_chart")) >= 3                 # two neighbour charts and the PCA map
    assert any("book (word2vec on text8), nearest to king" in c.value for c in at.caption)
    at.text_input(key="wv_word").set_value("Gutiar").run()
    assert not at.exception
    errors = [e.value for e in at.error]
    assert len(errors) == 2 and all("**guitar**" in e for e in errors), errors
    at.text_input(key="wv_word").set_value("король").run()
    assert all("English alphabet" in e.value for e in at.error) and len(at.error) == 2
    at.text_input(key="wv_word").set_value("").run()
    assert len(at.info) == 2 and not at.error
    at.text_input(key="wv_word").set_value("GUITAR").run()
    assert not at.error and any("as **guitar**" in c.value for c in at.caption)


def test_analogy_exclusion_toggle(app):
    at = app(PAGE, wv_tab="Analogy")
    assert metric(at, "man : king :: woman") == "king"
    assert metric(at, "its cosine with b − a + c") == "0.885"
    assert any("one of the three words you typed" in w.value for w in at.warning)
    assert any("**king** #1" in m.value for m in at.markdown)
    at.toggle(key="wv_excl").set_value(True).run()
    assert metric(at, "man : king :: woman") == "queen"
    glove = wvm.load_vector_set(ASSETS, "glove")
    expected = wvm.analogy(glove, "man", "king", "woman", exclude_inputs=True)
    assert metric(at, "its cosine with “woman” alone") == f"{expected.answer_sim_to_c:.3f}"
    assert not at.warning


def test_analogy_bad_inputs(app):
    at = app(PAGE, wv_tab="Analogy")
    at.text_input(key="wv_a").set_value("king").run()
    at.text_input(key="wv_c").set_value("king").run()
    assert any("same word three times" in w.value for w in at.warning)
    at.text_input(key="wv_c").set_value("quen").run()
    assert any("`quen`" in e.value and "**queen**" in e.value for e in at.error)
    at.text_input(key="wv_c").set_value("").run()
    assert at.info and not at.metric


def test_evaluation_tab_reports_the_shipped_tables(app):
    at = app(PAGE, wv_tab="Evaluation table")
    shipped = json.loads((ASSETS / "wordvec_eval.json").read_text())["tables"]
    glove = ae.EvalTable.from_dict(shipped["glove:100000"])
    w2v = ae.EvalTable.from_dict(shipped["w2v:100000"])
    wins = [m.value for m in at.metric if m.label.startswith("winner is an input")]
    assert wins == [f"{100 * glove.input_win_rate('semantic'):.1f}%", f"{100 * w2v.input_win_rate('semantic'):.1f}%"]
    df = frame(at, "how the answer is chosen")
    assert df.iloc[1, 1] == f"{100 * glove.accuracy('add', 'semantic'):.1f}%"
    meta = json.loads((ASSETS / "wordvec_eval.json").read_text())
    assert any(f"Precomputed by `{meta['script']}` on {meta['computed']}" in c.value for c in at.caption)
    assert len(df) == len(ae.METHODS)
    at.select_slider(key="wv_cut").set_value(10_000).run()
    small = ae.EvalTable.from_dict(shipped["glove:10000"])
    assert any(f"**{small.n_answerable('semantic'):,}** semantic" in m.value for m in at.markdown)
    rho = frame(at, "Spearman ρ")
    assert len(rho) == 4 and (rho["Spearman ρ"] > 0).all()


def test_geometry_tab(app):
    at = app(PAGE, wv_tab="High dimensions")
    assert metric(at, "ratio at d = 10,000") == "1.06"
    assert any("book: 0.2%" in c.value for c in at.caption)                 # d = 768 by default
    at.select_slider(key="wv_dim").set_value(100).run()
    std = float(metric(at, "standard deviation"))
    assert std == pytest.approx(0.1, rel=0.1)
    assert any("book: mean -0.0052, std 0.0968" in c.value for c in at.caption)


@pytest.mark.slow
def test_live_training_on_a_small_share(app):
    at = app(PAGE, wv_tab="Training word2vec")
    assert any("Train word2vec now" in b.label for b in at.button)
    at.select_slider(key="wv_share").set_value(0.02).run()
    at.button(key="wv_train").click().run(timeout=240)
    assert not at.exception
    assert any("differ from the shipped ones" in m.value for m in at.markdown)
    assert any("Trained in" in p.text for p in at.get("progress"))
    table = frame(at, "trained now")
    assert list(table.iloc[:, 0]) == ["king", "three", "god", "ship", "love"]
    # a rerun does not train again: the cached result comes straight back
    at.run(timeout=30)
    assert not at.exception and len(frame(at, "trained now")) == 5
    assert any("Trained in" in p.text for p in at.get("progress"))

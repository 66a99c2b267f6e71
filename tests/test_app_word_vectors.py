"""AppTest: the word-vectors page, tab by tab, driven through its widgets."""
from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from lm_core.vectors import analogy_eval as ae
from lm_core import book
from lm_core.vectors import hd_geometry as hd
from lm_core.vectors import word_vectors as wvm
from lm_core.vectors.word2vec import W2VConfig

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
    assert any(c.value == f"book (word2vec on text8, nearest to king): {book.WV_NEIGHBOURS['king'].printed}"
               for c in at.caption)
    at.text_input(key="wv_word").set_value("Gutiar").run()
    assert not at.exception
    errors = [e.value for e in at.error]
    assert len(errors) == 2 and all("`guitar`" in e for e in errors), errors
    at.text_input(key="wv_word").set_value("король").run()
    assert all("English alphabet" in e.value for e in at.error) and len(at.error) == 2
    at.text_input(key="wv_word").set_value("").run()
    assert len(at.info) == 2 and not at.error
    at.text_input(key="wv_word").set_value("GUITAR").run()
    assert not at.error and any("as `guitar`" in c.value for c in at.caption)


def test_analogy_exclusion_toggle(app):
    at = app(PAGE, wv_tab="Analogy")
    assert metric(at, "`man` : `king` :: `woman`") == "king"
    assert metric(at, "its cosine with b − a + c") == "0.885"
    assert any("one of the three words you typed" in w.value for w in at.warning)
    assert any("`king` #1" in m.value for m in at.markdown)
    at.toggle(key="wv_excl").set_value(True).run()
    assert metric(at, "`man` : `king` :: `woman`") == "queen"
    glove = wvm.load_vector_set(ASSETS, "glove")
    expected = wvm.analogy(glove, "man", "king", "woman", exclude_inputs=True)
    assert metric(at, "its cosine with `woman` alone") == f"{expected.answer_sim_to_c:.3f}"
    assert not at.warning


def test_analogy_bad_inputs(app):
    at = app(PAGE, wv_tab="Analogy")
    at.text_input(key="wv_a").set_value("king").run()
    at.text_input(key="wv_c").set_value("king").run()
    assert any("same word three times" in w.value for w in at.warning)
    at.text_input(key="wv_c").set_value("quen").run()
    assert any("`quen`" in e.value and "`queen`" in e.value for e in at.error)
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


def chart_specs(at) -> list[dict]:
    return [json.loads(c.proto.spec) for c in at.get("plotly_chart")]


def test_geometry_tab_ours_exact_and_the_books_labelled(app):
    at = app(PAGE, wv_tab="geom")
    assert metric(at, "ratio at d = 10,000") == "1.06"
    assert any(c.value.startswith("book (") and c.value.endswith(": 6%") for c in at.caption)
    # d = 768 by default: our share is this draw's, exactly; the book's is shown beside it with the reason
    ours = hd.random_cosines(768, 1000, book.SEED).share_above(0.1)
    assert metric(at, "pairs with |cos| > 0.1") == f"{100 * ours:.1f}%"
    assert any(c.value == "book (|cos| > 0.1 in 768 dimensions): 0.2%" for c in at.caption)
    why = next(c.value for c in at.caption if c.value.startswith("This draw has"))
    assert f"{round(ours * 1000)} such pairs" in why and "book's draw had 2" in why
    assert f"about {1000 * hd.tail_probability(0.1, 768):.1f}" in why
    at.select_slider(key="wv_dim").set_value(100).run()
    std = float(metric(at, "standard deviation"))
    assert std == pytest.approx(0.1, rel=0.1)
    assert any(c.value == "book (another draw of 1,000 pairs): mean −0.0052, std 0.0968" for c in at.caption)
    assert not any(c.value.startswith("This draw has") for c in at.caption)        # the 0.2% is for d = 768 only


def test_chance_curve_stays_inside_minus_one_one(app):
    at = app(PAGE, wv_tab="geom", wv_dim=2)
    hist = next(s for s in chart_specs(at) if any(tr.get("type") == "histogram" for tr in s["data"]))
    curve = next(tr for tr in hist["data"] if tr.get("mode") == "lines")
    xs = curve["x"] if isinstance(curve["x"], list) else None
    if xs is None:                                   # plotly may ship arrays typed: decode them
        import base64
        import numpy as np
        xs = np.frombuffer(base64.b64decode(curve["x"]["bdata"]), dtype=curve["x"]["dtype"])
    assert min(xs) >= -1 and max(xs) <= 1 and max(xs) == pytest.approx(1)


def test_evaluation_chart_is_horizontal_with_every_method_named(app):
    at = app(PAGE, wv_tab="eval")
    spec = next(s for s in chart_specs(at) if s["layout"].get("barmode") == "group")
    bars = [tr for tr in spec["data"] if tr.get("type") == "bar"]
    assert len(bars) == 2 and all(tr["orientation"] == "h" for tr in bars)
    assert bars[0]["y"] == [f"{m}" for m in bars[0]["y"]] and len(bars[0]["y"]) == len(ae.METHODS)
    legend = spec["layout"]["legend"]                        # under the plot (at the figure's foot), not over the names
    assert (legend["yref"], legend["y"], legend["yanchor"]) == ("container", 0, "bottom")


@pytest.mark.parametrize("cutoff", [10_000, 30_000, 100_000])
def test_evaluation_reading_is_computed_from_the_numbers_shown(app, cutoff):
    at = app(PAGE, wv_tab="eval", wv_cut=cutoff)
    shipped = json.loads((ASSETS / "wordvec_eval.json").read_text())["tables"]
    g = ae.EvalTable.from_dict(shipped[f"glove:{cutoff}"])
    w = ae.EvalTable.from_dict(shipped[f"w2v:{cutoff}"])
    text = next(m.value for m in at.markdown if m.value.startswith("With the first"))
    wins = [m.value for m in at.metric if m.label.startswith("winner is an input")]
    kept = [m.value for m in at.metric if m.label.startswith("nearest-to-c keeps")]
    for value in wins + kept:                            # every number of the reading is one shown above it
        assert value in text
    assert f"{100 * g.input_win_rate('semantic'):.1f}%" in text and f"{100 * w.kept('only_c'):.1f}%" in text
    more = "word2vec" if w.kept("only_c") > g.kept("only_c") else "GloVe"
    assert f"{more} leans more on plain proximity" in text
    page = " ".join(m.value for m in at.markdown)
    assert "barely moves" not in page and "keeps most of the score" not in page


def test_training_tab_names_the_chapters_settings_and_the_common_ones(app):
    at = app(PAGE, wv_tab="train")
    text = " ".join(m.value for m in at.markdown)
    assert "chapter's settings" not in text
    cfg = W2VConfig()
    assert (cfg.vector_size, cfg.epochs, cfg.min_count) == (book.WV_DIM.value, book.WV_EPOCHS.value,
                                                           book.WV_MIN_COUNT.value)
    assert (f"The chapter gives three settings: {cfg.vector_size} dimensions, {cfg.epochs} passes, and words seen "
            f"at least {cfg.min_count} times") in text
    assert f"defaults of gensim 4's `Word2Vec`: skip-gram with {cfg.negative} negative samples" in text
    from gensim.models import Word2Vec
    import inspect
    defaults = inspect.signature(Word2Vec.__init__).parameters
    assert (cfg.window, cfg.negative, cfg.sample) == tuple(defaults[k].default
                                                           for k in ("window", "negative", "sample"))


def test_toy_exhibit_shows_its_claim(app):
    at = app(PAGE, wv_tab="train")
    df = frame(at, "cosine after centring")
    same = df[df["slots"] == "same"]["cosine after centring"]
    other = df[df["slots"] == "different"]["cosine after centring"]
    assert len(same) == 4 and len(other) == 2
    assert same.min() > other.max()                     # what the intro claims, on the rendered numbers
    assert any(m.value.startswith("After centring, every same-slot pair") for m in at.markdown)
    assert not any("end up pointing the same way" in m.value for m in at.markdown)


def test_word_map_defaults_to_one_group(app):
    at = app(PAGE)
    assert at.session_state["wv_group"] == "numbers"
    spec = next(s for s in chart_specs(at) if any(tr.get("mode") == "markers+text" for tr in s["data"]))
    assert len(spec["data"]) == 1


def test_tab_links_use_stable_ids_and_old_labels_still_work(app):
    at = app(PAGE, wv_tab="Evaluation table")            # a link made with today's label
    assert at.session_state["wv_tab"] == "eval" and at.query_params["wv_tab"] in ("eval", ["eval"])
    assert any(m.label.startswith("winner is an input") for m in at.metric)
    at = app(PAGE, wv_tab="analogy")
    assert metric(at, "`man` : `king` :: `woman`") == "king"


def test_a_long_word_in_a_link_is_refused_and_named(app):
    at = app(PAGE, wv_word="x" * (wvm.WORD_MAX + 1))
    assert at.session_state["wv_word"] == "king"
    assert any("wv_word" in t.value for t in at.toast)
    at = app(PAGE, wv_tab="analogy", wv_c="zzz")           # a short unknown word: the typed-input message
    assert any("`zzz` is not among" in e.value for e in at.error)


@pytest.mark.slow
def test_live_training_on_a_small_share(app):
    at = app(PAGE, wv_tab="Training word2vec")
    assert any("Train word2vec now" in b.label for b in at.button)
    at.select_slider(key="wv_share").set_value(0.02).run()
    at.button(key="wv_train").click().run(timeout=240)
    assert not at.exception
    assert any("Trained in" in p.text for p in at.get("progress"))
    table = frame(at, "trained now (seed 2147483647, 2% of the text)")
    live, shipped = table.columns[1], table.columns[2]
    # the message is computed from the same comparison the table shows (probe words, 4 neighbours each)
    rows = [(x, y) for x, y in zip(table[live], table[shipped]) if not (x + y).count("(seen fewer")]
    same = sum(1 for x, y in rows
               if [w.rsplit(" ", 1)[0] for w in x.split(", ")] == [w.rsplit(" ", 1)[0] for w in y.split(", ")])
    message = next(m.value for m in at.markdown if "shipped" in m.value and "probe" in m.value)
    assert message.startswith("These vectors differ") and f"{same} of {len(rows)} probe words" in message
    assert list(table.iloc[:, 0]) == ["king", "three", "god", "ship", "love"]
    # a rerun does not train again: the cached result comes straight back
    at.run(timeout=30)
    assert not at.exception and len(frame(at, "trained now (seed 2147483647, 2% of the text)")) == 5
    assert any("Trained in" in p.text for p in at.get("progress"))


def test_training_message_says_same_when_the_neighbours_are_the_same(app, monkeypatch):
    """The message comes from a real comparison: a run that reproduces the shipped vectors is called the same."""
    from ui.chapters.word_vectors import cache as wv_cache

    done = SimpleNamespace(seconds=0.5, words=1000)                 # (the run's figures, for the finished bar)
    monkeypatch.setattr(wv_cache, "live_word2vec",
                        lambda seed_value, share, progress=None: (wv_cache.vectors("w2v"), done))
    at = app(PAGE, wv_tab="train")
    at.button(key="wv_train").click().run()
    assert not at.exception
    table = frame(at, "trained now (seed 2147483647, 100% of the text)")
    assert list(table.iloc[:, 1]) == list(table.iloc[:, 2])
    assert any(m.value.startswith("Compared with the shipped vectors: the same 22,489 words, and the same 4 nearest "
                                  "neighbours for all 5 probe words") for m in at.markdown)
    assert not any(m.value.startswith("These vectors differ") for m in at.markdown)


def test_book_figures_are_labelled_and_read_from_lm_core_book(app):
    at = app(PAGE, wv_tab="eval")
    expected = (f"book (word2vec on text8): the winner is an input on {book.WV_INPUT_WINS_SEMANTIC.printed} "
                f"of the {book.WV_ANSWERABLE_SEMANTIC.printed} answerable semantic questions, and "
                f"nearest-to-c keeps {book.WV_ONLY_C_KEEPS.printed} of the semantic score")
    assert any(c.value == expected for c in at.caption)
    at = app(PAGE, wv_tab="analogy")
    assert any(c.value.endswith(": " + book.WV_KMW_ALL.printed) for c in at.caption)
    at.toggle(key="wv_excl").set_value(True).run()
    assert any(c.value.endswith(": " + book.WV_KMW_EXCLUDED.printed) for c in at.caption)
    at.text_input(key="wv_c").set_value("girl").run()                 # not the book's question: no book line
    assert not any(c.value.startswith("book") for c in at.caption)


def test_printed_figures_match_the_chapter():
    """The digits of every word-vector figure in lm_core/book.py appear in chapter 003 (decimal comma there)."""
    root = Path(__file__).resolve().parent.parent
    folders = [root.parent / "shared" / "seeds", root.parent.parent / "shared" / "seeds", Path("/work/shared/seeds")]
    path = next((p for folder in folders if folder.exists() for p in folder.glob("003_*.txt")), None)
    if path is None:
        pytest.skip("the chapter texts are not on this machine")
    chapter = path.read_text(encoding="utf-8").replace("\u202f", " ").replace("\xa0", " ")
    figs = [v for k, v in vars(book).items() if k.startswith("WV_") and isinstance(v, book.BookFigure)]
    figs += list(book.WV_NEIGHBOURS.values()) + [f for pair in book.WV_RANDOM_COSINES.values() for f in pair]
    for f in figs:
        digits = f.printed.replace("−", "-").lstrip("+")
        variants = {digits, digits.replace(",", " "), digits.replace(".", ","), "$" + digits + "$",
                    digits.replace("(queen 4th, 0.604)", "  (queen is 4th, 0.604)")}
        assert any(v in chapter for v in variants), f.printed


def test_the_sentences_say_what_the_page_computes(app):
    """What a caption or a reading states against a reference written here (issue 45: a number in a sentence that
    drifts from the value that decides), at non-default values: a word other than the default, d = 100."""
    import math
    import re

    from scipy import stats

    at = app(PAGE, wv_word="guitar")
    ranks = [c.value for c in at.caption if " by frequency" in c.value]
    assert len(ranks) == 2, ranks
    for set_name, caption in zip(("glove", "w2v"), ranks):        # rank 1 is the most frequent word
        words = wvm.load_vector_set(ASSETS, set_name).words
        assert f"is word #{words.index('guitar') + 1:,} of {len(words):,} by frequency" in caption, caption
    at = app(PAGE, wv_tab="geom", wv_dim="100")
    # chance for a cosine of random directions in d = 100: 1/sqrt(d); |cos| > 0.1 by the cosine's own law
    # ((c + 1) / 2 ~ Beta((d-1)/2, (d-1)/2), scipy), as a percentage and per 1,000 pairs
    assert any(c.value == f"chance: 1/√d = {1 / math.sqrt(100):.4f}" for c in at.caption)
    p = 2 * stats.beta.sf(1.1 / 2, 99 / 2, 99 / 2)
    assert any(c.value == f"chance: {100 * p:.2f}% (about {1000 * p:.1f} of 1,000 pairs)" for c in at.caption)
    # "the farthest pair is only P% farther apart than the nearest": P from the ratio the metric shows
    ratio = float(metric(at, "ratio at d = 10,000"))
    reading = next(m.value for m in at.markdown if "farther apart than" in m.value)
    pct = int(re.search(r"only (\d+)% farther", reading).group(1))
    assert abs(pct - 100 * (ratio - 1)) <= 1, (pct, ratio)

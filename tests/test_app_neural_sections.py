"""AppTest: the neural page's shared training, live retraining, sections, book figures and state."""
from __future__ import annotations

import pytest

PAGE = "pages/neural.py"


def frame_with(at, column):
    return next(d.value for d in at.dataframe if column in d.value.columns)


def test_the_default_neural_bigram_is_trained_once_per_server(app, monkeypatch):
    """Sixty visitors must not mean sixty trainings: the default result is computed once and shared."""
    import ui.chapters.neural.cache as cache

    cache.shared_bigram.clear()
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


def test_the_gaps_and_a_row_are_computed_once_per_server_as_a_live_retrain_computes_them(app, monkeypatch):
    """The gap metrics and the row chart of the shared network come from the server's cache (ui/chapters/neural/
    cache.py: shared_gaps, shared_top), computed once for all visitors; a visitor who retrains (the same config,
    the same network) gets them computed from their own network, and sees the same numbers."""
    import ui.chapters.neural.cache as cache

    cache.shared_gaps.clear()
    cache.shared_top.clear()
    calls = []
    real_compare, real_top = cache.compare, cache.top_of_row
    monkeypatch.setattr(cache, "compare", lambda *a, **k: calls.append("gaps") or real_compare(*a, **k))
    monkeypatch.setattr(cache, "top_of_row", lambda *a, **k: calls.append("top") or real_top(*a, **k))
    first, second = app(PAGE), app(PAGE)
    assert sorted(calls) == ["gaps", "top"]                     # once per server, not once per visitor
    live = app(PAGE)
    live.button(key="nb_retrain").click().run()
    assert len(live.session_state["neural_nb"]) == 1                # its own network, in its session
    assert sorted(calls) == ["gaps", "top"]                     # ... whose numbers are not the cache's

    def shown(at):
        return ([(m.label, m.value) for m in at.metric],
                chart(at, "After 'a': count table and network side by side"))

    assert shown(first) == shown(second) == shown(live)
    assert ("Largest gap", "0.004048") in shown(first)[0]


# ------------------------------------------------------------------------------------------------ helpers
def texts(at) -> str:
    """Every text the page shows: markdown, captions, headers, metric labels and values, alerts, table cells."""
    parts = [e.value for kind in ("markdown", "caption", "header", "subheader", "title", "info", "warning")
             for e in getattr(at, kind)]
    parts += [m.label + " " + m.value for m in at.metric]
    parts += [" ".join(map(str, d.value.columns)) + " " + d.value.to_string() for d in at.dataframe]
    return "\n".join(parts)


def chart(at, title: str) -> dict:
    """The plotly figure (as a dict) whose title or trace names contain ``title``."""
    import json

    return next(json.loads(c.proto.spec) for c in at.get("plotly_chart") if title in c.proto.spec)


def metric(at, label):
    return next(m.value for m in at.metric if m.label.startswith(label))


# ------------------------------------------------------------------------------------------------ issue 10
def test_the_mlp_settings_are_called_common_settings_with_their_source(app):
    """Issue 10 item 3: the chapter prints no training settings, so the page must not call them the book's."""
    from ui.strings.neural import EN

    at = app(PAGE)
    shown = texts(at) + " ".join(r.options[0] for r in at.radio)
    for phrase in ("book's recipe", "book recipe", "the book's settings"):
        assert phrase not in shown.lower()
        assert not [k for k, v in EN.items() if phrase in v.lower()]
    assert "Shipped models, trained with common settings" in [s.value for s in at.subheader]
    assert any("makemore" in c.value and "does not print its training settings" in c.value for c in at.caption)


def test_mlp_perplexities_ours_exactly_and_the_books_within_one_percent(app):
    """Issue 10 item 9: ours 8.24 / 11.67, the book's 8.29 / 11.68 beside them with the reason in one line."""
    from lm_core import book

    at = app(PAGE)
    table = next(d.value for d in at.dataframe if "val perplexity" in d.value.columns)
    ours = dict(zip(table["context k"], table["val perplexity"]))
    books = dict(zip(table["context k"], table["book"]))
    assert ours["3"] == "8.24" and ours["1"] == "11.67"
    assert books["3"] == book.MLP_VAL_PPL[3].printed == "8.29" and books["1"] == "11.68"
    for k in (1, 3):   # another training run: the book's value within 1% of ours
        assert float(books[str(k)]) == pytest.approx(float(ours[str(k)]), rel=0.01)
    reason = next(c.value for c in at.caption if c.value.startswith("Ours / the book's"))
    assert "k = 1: 11.67 / book: 11.68" in reason and "k = 3: 8.24 / book: 8.29" in reason
    assert "own training runs" in reason
    assert metric(at, "Shipped model") == "8.24"
    assert "book: 8.29" in [c.value for c in at.caption]


def test_embedding_neighbours_and_means_ours_and_the_books(app):
    """Issue 10 item 9: the six neighbours and the three means the chapter prints, next to ours, with the reason."""
    from lm_core import book

    at = app(PAGE)
    nn = next(d.value for d in at.dataframe if "book: nearest" in d.value.columns)
    rows = {r["character"]: (r["book: nearest"], r["ours: nearest"]) for _, r in nn.iterrows()}
    assert rows == {"c": ("k +0.598", "k +0.588"), "j": ("z +0.650", "z +0.603"), "i": ("y +0.541", "y +0.511"),
                    "u": ("e +0.482", "e +0.508"), "a": ("h +0.367", "h +0.359"), ".": ("q +0.077", "q +0.034")}
    for ch, (theirs, ours) in rows.items():        # same neighbour; cosine within 0.05 (another training run)
        assert theirs.split()[0] == ours.split()[0]
        assert float(theirs.split()[1]) == pytest.approx(float(ours.split()[1]), abs=0.05)
    ours = {f: metric(at, label) for f, label in (("vv", "vowel – vowel"), ("cc", "consonant – consonant"),
                                                   ("vc", "vowel – consonant"))}
    assert ours == {"vv": "+0.1786", "cc": "+0.0869", "vc": "-0.0055"}
    captions = [c.value for c in at.caption]
    for field, value in ours.items():              # the book's mean within 0.015 of ours
        assert f"book: {book.EMB_MEANS[field].printed}" in captions
        assert book.EMB_MEANS[field].value == pytest.approx(float(value), abs=0.015)
    assert any(c.startswith("Same nearest characters, different cosines") for c in captions)
    # the permutation test: ours exactly, the book's 58 of 2,000 (p 0.03) beside it
    assert metric(at, "Groups ≥ vowels") == "62" and metric(at, "p value") == "0.031"
    assert "book: 58 of 2,000" in captions and "book: 0.03" in captions
    assert "Here 62 of 2,000 random groups (3.1%) score at least as high as the vowels." in texts(at)


def test_longest_samples_show_the_books_figure_only_in_its_setting(app):
    """Issue 10 item 9 and issue 16: 14 (ours) beside 13 (the book's), and only where the setting matches."""
    at = app(PAGE)
    shown = texts(at)
    assert "Longest of 20: 19 letters (book: 19)" in shown                  # the count table: they match
    assert "Longest of 20: 14 letters (book: 13)" in shown                  # the MLP: they differ ...
    assert any("own training run, not the book's" in c.value for c in at.caption)   # ... and the page says why
    at.slider(key="mlp_k").set_value(2).run()
    assert "(book: 13)" not in texts(at) and "(book: 19)" in texts(at)
    at.number_input(key="seed").set_value(7).run()
    assert not at.exception and "(book: 1" not in texts(at)


def test_the_window_summary_and_its_book_figure(app):
    at = app(PAGE)
    summary = next(m.value for m in at.markdown if m.value.startswith("From 3 to 8 characters"))
    assert "drops by 0.064 nats." in summary and "The book's figure for 3 → 8: book: 0.06 nats." in summary


def test_the_convergence_sentence_follows_the_gap(app):
    """Prose that depends on a number: "lands on the count table" only when the gap is small."""
    at = app(PAGE)
    assert "yet it lands on the count table" in texts(at)
    at.select_slider(key="nb_lr").set_value(1.0).run()
    shown = texts(at)
    assert "yet it lands on the count table" not in shown and "has not reached the count table yet" in shown
    gap = float(next(d.value for d in at.dataframe if "max gap" in d.value.columns)["max gap"].iloc[-1])
    assert f"the largest gap is still {gap:.4f}" in shown


def test_structure_book_figures_in_one_place_and_no_wall_clock_keys():
    """Issue 10: a short page, sections with explicit inputs, book numbers only in lm_core/book.py."""
    import inspect
    import re
    from pathlib import Path

    from ui.chapters.neural import cache as neural_cache
    from ui.chapters.neural import sections

    root = Path(__file__).resolve().parent.parent
    page = (root / "pages" / "neural.py").read_text()
    assert len(page.splitlines()) <= 120
    assert "StreamlitPageNotFoundError" not in page + (root / "ui" / "chapters" / "neural" / "sections.py").read_text()
    folders = [root / "ui" / "chapters" / "neural", root / "lm_core" / "neural"]
    mine = ["pages/neural.py", "ui/strings/neural.py", *(str(p.relative_to(root)) for f in folders
                                                         for p in f.glob("*.py"))]
    for rel in mine:
        assert not re.search(r"BOOK_|2147483647", (root / rel).read_text()), rel
    for name in ("embeddings", "fixed_window", "neural_bigram", "mlp"):
        assert list(inspect.signature(getattr(sections, name)).parameters)[0] == "ctx"
    assert list(inspect.signature(sections.fixed_window).parameters) == ["ctx"]
    for fn in (neural_cache.val_windows_loss, neural_cache.embedding_analysis, neural_cache.mlp_samples):
        assert "fingerprint" in inspect.signature(fn).parameters


def test_a_models_fingerprint_is_its_content():
    import torch

    from lm_core.neural.mlp import MLPConfig, init_params

    p = init_params(MLPConfig(2), 27, torch.Generator().manual_seed(1))
    assert p.fingerprint() == p.detached().fingerprint()
    q = p.detached()
    q.W2[0, 0] += 1e-6
    assert q.fingerprint() != p.fingerprint()
    assert init_params(MLPConfig(2), 27, torch.Generator().manual_seed(2)).fingerprint() != p.fingerprint()


def test_the_attention_link_is_there(app):
    at = app(PAGE)
    links = at.get("page_link")
    assert any("attention" in link.proto.page for link in links)


# ------------------------------------------------------------------------------------------------ issue 16
def test_loss_curve_has_a_log_step_axis_and_the_gap_an_honest_scale(app):
    at = app(PAGE, nb_lr=1.0)
    loss = chart(at, "Loss while training")
    assert loss["layout"]["xaxis"]["type"] == "log"
    assert loss["layout"]["xaxis"]["range"] == [0, pytest.approx(3.4771, abs=1e-4)]    # steps 1 .. 3,000
    gap = chart(at, "Largest gap to the count table")
    assert gap["layout"]["yaxis"]["type"] == "log" and gap["layout"]["xaxis"]["type"] == "log"
    lo, hi = gap["layout"]["yaxis"]["range"]
    assert lo <= -4 and hi >= 0                    # whole decades: a 1% change cannot fill the chart
    ys = gap["data"][0]["y"]
    assert max(ys) / min(ys) < 10                  # at lr 1 the gap moves less than a decade ...


def test_gap_range_is_whole_decades():
    from ui.chapters.neural.charts import gap_range

    assert gap_range([0.751, 0.758]) == (-4.0, 0.0)
    assert gap_range([0.757, 0.004]) == (-4.0, 0.0)
    assert gap_range([2e-6, 0.5]) == (-6.0, 0.0)
    assert gap_range([]) == (-4.0, 0.0)


def test_row_chart_legend_sits_beside_the_plot_not_over_its_title(app):
    at = app(PAGE)
    fig = chart(at, "count table and network side by side")
    legend = fig["layout"]["legend"]
    assert legend["x"] >= 1 and legend["xanchor"] == "left"       # in the right margin
    assert legend.get("orientation", "v") == "v"


def test_pca_letters_take_sides_that_keep_them_apart(app):
    at = app(PAGE)
    fig = chart(at, "first direction")
    positions = [p for trace in fig["data"] for p in trace["textposition"]]
    assert len(positions) == 27 and len(set(positions)) > 1     # not every letter on the same side


def test_label_positions_separate_close_points():
    from ui.chapters.neural.charts import label_positions

    # two points 5 px apart on a 560 px wide chart: their labels go to different sides
    xy = [(0.0, 0.0), (5 / 560, 0.0), (1.0, 1.0)]
    first, second, _ = label_positions(xy)
    assert first != second
    # a lone point keeps the default, above its marker
    assert label_positions([(0.0, 0.0)]) == ["top center"]
    assert label_positions([]) == []

"""AppTest: the attention page computes the chapter's figures, follows the naming toggle, and survives odd input."""
import json
from pathlib import Path

import numpy as np
import pytest

from lm_core.attention import tiny_transformer as tt
from ui import state

PAGE = "pages/attention.py"
MLP_DIR = Path(__file__).resolve().parent.parent / "assets" / "mlp"
SHIPPED = (tt.ASSET_DIR / tt.WEIGHTS_FILE).exists()
TAB = {"mech": "mechanism", "knobs": "knobs", "algebra": "algebra", "stack": "stack", "output": "output",
       "tiny": "tiny", "encoder": "encoder"}          # the stable URL ids of the tabs
TAB_LABELS = {"mechanism": "1 · Mechanism", "knobs": "2 · Scaling", "algebra": "3 · Low rank",
              "stack": "4 · Heads, depth", "output": "5 · Output", "tiny": "6 · Trained", "encoder": "7 · Pretrained"}


def metric(at, label):
    return next(m.value for m in at.metric if m.label == label)


def open_tab(at, name):
    at.session_state["at_tab"] = TAB.get(name, name)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def chart_specs(at) -> str:
    """Every chart's JSON, with non-ASCII text as itself (plotly escapes it: "the²" → "the\\u00b2") and a title
    wrapped to fit a narrow subplot (charts.wrap) read as one line."""
    return " ".join(spec(c) for c in at.get("plotly_chart"))


def spec(chart) -> str:
    """One chart's JSON as :func:`chart_specs` reads it."""
    return json.dumps(json.loads(chart.proto.spec), ensure_ascii=False).replace("<br>", " ")


def test_book_example_by_default(app):
    at = app(PAGE)
    assert metric(at, "r(salta, gatto)") == "-0.503"
    assert metric(at, "r(gatto, salta)") == "-0.272"
    assert any(m.value == "α(salta, ·) = `[0.208 0.109 0.425 0.258]`" for m in at.markdown)
    captions = [c.value for c in at.caption]
    assert "book: -0.503" in captions and "book: [0.208 0.109 0.425 0.258]" in captions


def test_naming_toggle_changes_labels(app):
    at = app(PAGE)
    assert "softmax" in at.select_slider(key="at_temp").help
    assert "query: a_i" in chart_specs(at)
    at.radio(key="naming").set_value("plain").run()
    assert not at.exception
    assert "inverse multinomial logit" in at.select_slider(key="at_temp").help
    specs = chart_specs(at)
    assert "first projection: a_i" in specs and "influence weights" in specs and "query: a_i" not in specs
    table = at.dataframe[0].value
    assert list(table.iloc[:, 0])[:3] == ["query", "key", "value"]
    assert list(table.iloc[:, 1])[:3] == ["first projection W^A", "second projection W^B", "third projection W^C"]
    open_tab(at, "stack")
    assert any(h.value == "Several relations" for h in at.subheader)


def test_typed_sentence(app):
    at = app(PAGE)
    at.text_input(key="at_sent").set_value("The dog bites the man").run()
    assert not at.exception and not at.error
    assert not any(m.label == "r(salta, gatto)" for m in at.metric)
    asym = next(m.value for m in at.markdown if m.value.startswith("Asymmetry in this sentence: r("))
    assert "but r(" in asym
    assert "the²" in chart_specs(at)                    # the repeated word gets its own row
    at.toggle(key="at_causal").set_value(True).run()
    assert any("−∞" in i.value for i in at.info)


ODD_SENTENCES = [
    ("", "at least two words"), ("gatto", "One word cannot attend"), ("il gatto 😀", "letters only"),
    ("a" * 500, "One word cannot attend"), ("parola " * 40, "at most 12"), ("il g4tto", "letters only"),
    ("ab " + "z" * 25, "longer than 20 letters"),
]


def test_odd_sentences_get_a_message(app):
    at = app(PAGE)
    for text, expected in ODD_SENTENCES:
        at.text_input(key="at_sent").set_value(text).run()
        assert not at.exception
        assert any(expected in e.value for e in at.error), (text, [e.value for e in at.error])
        assert not at.metric
    at.text_input(key="at_sent").set_value("il gatto nero salta").run()     # the session still works
    assert not at.error and metric(at, "r(salta, gatto)") == "-0.503"


def test_overflow_and_saturation(app):
    at = open_tab(app(PAGE), "knobs")
    assert any("overflowed" in w.value for w in at.warning)
    at.select_slider(key="at_factor").set_value(1).run()
    assert not at.warning and any("No overflow" in s.value for s in at.success)
    readout = next(m.value for m in at.markdown if m.value.startswith("At k = "))
    assert "At k = 1024" in readout


def test_low_rank_and_invariances(app):
    at = open_tab(app(PAGE), "algebra")
    assert metric(at, "rank of M") == "3"
    assert float(metric(at, "max |e_iᵀ M e_j / √k − r_ij|")) < 1e-12
    assert metric(at, "full: d²") == "1.51·10⁸"            # compact: the full digits are in the help
    assert metric(at, "factors: 2kd") == "3.15·10⁶"
    captions = [c.value for c in at.caption]
    assert "book: 150,994,944" in captions and "book: 3,145,728" in captions and "book: 48×" in captions
    assert metric(at, "times fewer") == "48×"
    df = at.dataframe[-1].value
    verdicts = list(df.iloc[:, 3])
    assert verdicts == ["changed", "unchanged (rounding)", "unchanged (rounding)", "unchanged (rounding)",
                        "unchanged (rounding)", "unchanged (rounding)", "changed"]
    gaps_before = list(df.iloc[:, 2])
    at.button(key="at_ni_new").click().run()
    assert any("Draw number 1" in c.value for c in at.caption)
    assert list(at.dataframe[-1].value.iloc[:, 2]) != gaps_before


def test_shuffle_and_positions(app):
    at = app(PAGE)
    at.text_input(key="at_sent").set_value("the dog bites the man").run()
    open_tab(at, "stack")
    assert float(metric(at, "max |scores(shuffled) − scores shuffled|")) < 1e-12
    first = next(m.value for m in at.markdown if m.value.startswith("Shuffled:"))
    at.button(key="at_shuffle").click().run()
    assert next(m.value for m in at.markdown if m.value.startswith("Shuffled:")) != first
    at.toggle(key="at_pos").set_value(True).run()
    assert float(metric(at, "max |scores(shuffled) − scores shuffled|")) > 1e-3
    assert float(metric(at, "linear stack vs its product matrix")) < 1e-12
    assert float(metric(at, "one-matrix fit, ReLU stack")) > 0.1


def test_parameter_calculator(app):
    at = open_tab(app(PAGE), "output")
    assert metric(at, "per layer (12d²)") == "1.81·10⁹"
    assert metric(at, "all L layers") == "1.74·10¹¹"
    assert metric(at, "embeddings (V d, tied)") == "6.18·10⁸"
    assert metric(at, "total") == "174.6 B"
    assert any(c.value == "book: GPT-3, 1.81·10⁹ per layer, 1.74·10¹¹ stack, 0.6·10⁹ embeddings, ≈ 175 B"
               for c in at.caption)
    at.number_input(key="at_cd").set_value(768).run()
    at.number_input(key="at_cL").set_value(12).run()
    at.number_input(key="at_cH").set_value(12).run()
    assert metric(at, "per layer (12d²)") == "7.08·10⁶"
    at.button(key="at_gpt3").click().run()
    assert metric(at, "per layer (12d²)") == "1.81·10⁹"
    if SHIPPED:     # the output layer redone by hand as multinomial logistic regression on the tied embeddings
        assert float(metric(at, "gap to the model")) < 1e-5
        assert metric(at, "own parameters") == "0"


@pytest.mark.skipif(not SHIPPED, reason="run scripts/train_tiny_transformer.py first")
def test_tiny_transformer_tab(app):
    at = open_tab(app(PAGE), "tiny")
    info = json.loads((tt.ASSET_DIR / tt.INFO_FILE).read_text())
    assert metric(at, "count table (add-one)") == "11.642"
    assert metric(at, "this transformer") == f"{info['perplexity']['val']:.3f}"
    # the shipped MLP, evaluated now, gives what its training script recorded (not the "not shipped" fallback)
    shipped_mlp = json.loads((MLP_DIR / "metrics.json").read_text())["models"]["3"]["val_ppl"]
    assert metric(at, "MLP, 3 characters of context") == f"{shipped_mlp:.3f}" == "8.243"
    assert len(at.get("plotly_chart")) == info["config"]["n_layer"] + 1
    assert any("largest weight above the diagonal: 0.0e+00" in c.value for c in at.caption)
    at.text_input(key="at_tiny_name").set_value("a").run()            # one character is a valid name
    assert not at.error and len(at.dataframe[-1].value) == 2


@pytest.mark.skipif(not SHIPPED, reason="run scripts/train_tiny_transformer.py first")
def test_tiny_transformer_odd_names(app):
    at = open_tab(app(PAGE), "tiny")
    for name, expected in [("zsófia", "never seen `ó`"), ("😀", "letters only"), ("anna maria", "letters only"),
                           ("a" * 500, "reads at most 15"), ("r2d2", "letters only")]:
        at.text_input(key="at_tiny_name").set_value(name).run()
        assert not at.exception
        assert any(expected in e.value for e in at.error), (name, [e.value for e in at.error])
    at.text_input(key="at_tiny_name").set_value("").run()
    assert at.info and not at.error
    at.text_input(key="at_tiny_name").set_value("Olivia").run()               # upper case is lowered
    assert not at.error and len(at.dataframe[-1].value) == 7


@pytest.mark.slow
def test_pretrained_encoder_tab(app):
    at = open_tab(app(PAGE), "encoder")
    assert not at.metric                                   # nothing loaded until asked
    at.toggle(key="at_enc_load").set_value(True).run()
    assert not at.exception
    assert metric(at, "parameters") == "22,713,216"
    assert metric(at, "layers × heads") == "6 × 12"
    assert any("`[CLS]` `the` `black` `cat`" in m.value for m in at.markdown)
    at.slider(key="at_enc_l").set_value(4).run()
    assert "Layer 4, head 1" in chart_specs(at)
    at.text_input(key="at_enc_text").set_value("I love 🐱").run()
    assert any("`[UNK]`" in m.value for m in at.markdown)
    at.text_input(key="at_enc_text").set_value("word " * 100).run()
    assert any("102 tokens" in e.value for e in at.error)


# ---- issue 10: sentences that must say only what holds, and keys that follow from the sections ---------------

def test_dictionary_says_head_only_suggests_a_designed_part(app):
    at = app(PAGE)
    intro = next(m.value for m in at.markdown if m.value.startswith("The usual names come from databases"))
    assert "from hardware" not in intro
    assert "suggests a part designed" in intro and "hard disk" in intro and "emerged by itself" in intro


@pytest.mark.skipif(not SHIPPED, reason="run scripts/train_tiny_transformer.py first")
def test_heads_claim_is_shown_on_the_trained_transformer(app):
    from lm_core.counting.bigram import BigramData
    from lm_core.words import load_word_list
    at = open_tab(app(PAGE), "stack")
    text = " ".join(m.value for m in at.markdown)
    assert "differentiate because two copies doing the same job waste capacity" not in text
    model, info = tt.load_shipped()
    from lm_core.words import Vocab
    data = BigramData.build(load_word_list(tt.ASSET_DIR.parent / "names.txt").words)
    X, Y = tt.encode_names(data.split.val, Vocab(tuple(info["vocab"])), model.cfg.block_size)
    stats = tt.head_stats(model, X, Y)
    hi, lo = stats.previous.max(), stats.previous.min()
    sentence = next(m.value for m in at.markdown if m.value.startswith("In the transformer trained on names"))
    assert f"{hi:.2f} of its weight on the previous character" in sentence and f"only {lo:.2f}" in sentence
    tiny = open_tab(at, "tiny")                        # the same statistic next to each head's map
    specs = chart_specs(tiny)
    assert f"L1 head 1: prev {stats.previous[0, 0]:.2f}, first {stats.first[0, 0]:.2f}" in specs
    table = next(d.value for d in tiny.dataframe if "mean weight on the previous character" in d.value.columns)
    assert len(table) == model.cfg.n_layer * model.cfg.n_head
    assert list(table.iloc[:, 1]) == stats.previous.ravel().astype(np.float64).round(3).tolist()   # no float32 noise


def test_every_url_key_of_a_tab_is_declared_by_its_section(app):
    from ui.export import FORMAT_KEY           # the sidebar's image format, on every page
    from ui.chapters.attention import sections as sec
    at = app(PAGE)
    for section in sec.SECTIONS:
        if section.id == "encoder":
            at.session_state["at_enc_load"] = False          # its keys are registered once the model loads (slow)
        open_tab(at, section.id)
        registered = set(state.registered(at.session_state)) - {"naming", "seed", "lang", "at_tab", FORMAT_KEY}
        assert registered - set(sec.HEADER_KEYS) <= set(section.keys), section.id


def test_values_survive_a_visit_to_another_tab(app):
    at = app(PAGE)
    at.select_slider(key="at_temp").set_value(2.0).run()
    at.toggle(key="at_causal").set_value(True).run()
    open_tab(at, "knobs")
    at.select_slider(key="at_factor").set_value(10).run()
    open_tab(at, "mech")
    assert at.select_slider(key="at_temp").value == 2.0 and at.toggle(key="at_causal").value is True
    open_tab(at, "knobs")
    assert at.select_slider(key="at_factor").value == 10


# ---- issue 14: stable tab ids, old links, dependent ranges ---------------------------------------------------

@pytest.mark.parametrize("old, tab_id", [("7 · Pretrained encoder", "encoder"), ("2 · Scaling, stability", "knobs"),
                                         ("algebra", "algebra")])
def test_tab_links_use_stable_ids_and_old_labels_still_work(app, old, tab_id):
    at = app(PAGE, at_tab=old)
    assert at.session_state["at_tab"] == tab_id
    assert at.session_state["at_tab__tabs"] == TAB_LABELS[tab_id]
    assert "at_tab" not in (at.session_state["_url_state_rejected"] if "_url_state_rejected" in at.session_state
                            else [])


def test_k_is_clamped_to_d(app):
    at = app(PAGE, at_d=4, at_k=16)                        # valid for the widest d, clamped to this one
    assert at.slider(key="at_k").value == 4 and not at.exception
    at.slider(key="at_k").set_value(4).run()
    at.slider(key="at_d").set_value(2).run()
    assert not at.exception and at.slider(key="at_k").value == 2
    open_tab(at, "algebra")
    assert metric(at, "rank of M") == "2"


# ---- issue 16: heads all drawn, cells without overlapping numbers, the log-sum-exp column ---------------------

def test_all_heads_are_drawn(app):
    at = open_tab(app(PAGE), "stack")
    at.select_slider(key="at_H").set_value(6).run()
    heads = next(json.loads(c.proto.spec) for c in at.get("plotly_chart") if "head 6 (k = 1)" in spec(c))
    assert sum(tr["type"] == "heatmap" for tr in heads["data"]) == 6
    assert any(c.value == "All 6 heads drawn, four to a row." for c in at.caption)


def test_cell_numbers_only_when_the_cells_are_big_enough(app):
    at = app(PAGE)
    scores = json.loads(next(c.proto.spec for c in at.get("plotly_chart") if "attention scores r_ij" in c.proto.spec))
    assert scores["data"][0]["text"]                           # 4 words: numbers in the cells
    eabc = json.loads(next(c.proto.spec for c in at.get("plotly_chart") if "word vectors e_i" in spec(c)))
    assert [tr.get("text") is not None for tr in eabc["data"]] == [True] * 4       # E, A, B, C in one figure
    at.slider(key="at_d").set_value(16).run()
    eabc = json.loads(next(c.proto.spec for c in at.get("plotly_chart") if "word vectors e_i" in spec(c)))
    assert not any("text" in tr for tr in eabc["data"])        # 16 + 3·3 columns: too narrow for numbers
    assert all("%{z:.4f}" in tr["hovertemplate"] for tr in eabc["data"])
    at.text_input(key="at_sent").set_value("one two three four five six seven eight nine ten eleven twelve").run()
    scores = json.loads(next(c.proto.spec for c in at.get("plotly_chart") if "attention scores r_ij" in c.proto.spec))
    assert "text" not in scores["data"][0] and "%{z:.4f}" in scores["data"][0]["hovertemplate"]
    assert scores["layout"]["height"] >= 12 * 40                # sized by the number of words


def lse_columns(at):
    df = at.table[-1].value
    return {c: list(df[c]) for c in df.columns}


def test_log_sum_exp_table_formats_and_never_goes_stale(app):
    at = open_tab(app(PAGE), "knobs")
    cols = lse_columns(at)                                      # factor 1000: the naive column overflows
    naive = cols["naive softmax"]
    assert "NaN" in naive and "None" not in naive and not any(v in ("", "nan") for v in naive)
    assert all(float(v) == float(f"{float(v):.3g}") for v in cols["score × factor"])
    assert any(v != "0" for v in cols["log-sum-exp softmax"])          # %.3g: no wall of zeros
    at.select_slider(key="at_factor").set_value(10).run()
    back = lse_columns(at)
    assert all(v not in ("NaN", "∞", "None", "") for v in back["naive softmax"])
    assert back["naive softmax"] == back["log-sum-exp softmax"]
    assert abs(sum(float(v) for v in back["naive softmax"]) - 1) < 0.01


def test_matrices_too_narrow_on_a_phone_hide_their_cell_numbers_there(app):
    """The mechanism tab's E, A, B, C matrices (two to a row) leave a phone too little width per cell for their
    numbers: the page hides those numbers below the phone breakpoint (the browser's media query; the overlap walk
    measures the result at 390 px), while a set of matrices that fits keeps them everywhere."""
    from ui import charts
    from ui.chapters.attention import charts as ca

    at = app(PAGE, at_tab="mechanism")
    styles = [h.proto.body for h in at.get("html")]
    assert any(f"max-width: {charts.PHONE_MAX_PX}px" in b and ".st-key-at_fig_EABC g.heatmap-label" in b
               for b in styles), styles
    wide = ca.side_by_side([np.ones((4, 6))] * 4, list("abcd"), list("EABC"), height=200, per_row=2)
    small = ca.side_by_side([np.ones((2, 1))], list("ab"), ["E"], height=300)
    assert wide.layout.meta[charts.CELLS_FIT_PHONE] is False and small.layout.meta[charts.CELLS_FIT_PHONE] is True


def test_the_sentences_say_what_the_page_computes(app):
    """The scaling caption and readout against the saturation chart's own series, the asymmetry sentence against
    the scores recomputed by hand, the rank's bound at k above d (issue 45: a sentence that drifts from its value)."""
    import re

    at = open_tab(app(PAGE), "knobs")
    chart = next(json.loads(c.proto.spec) for c in at.get("plotly_chart")
                 if "(mean over rows)" in json.dumps(json.loads(c.proto.spec)["layout"].get("title")))
    series = {tr["name"]: tr["y"] for tr in chart["data"] if isinstance(tr.get("y"), list)}
    caption = next(c.value for c in at.caption if c.value.startswith("At k = "))
    on, off = map(float, re.search(r"largest weight ([\d.]+) with scaling, ([\d.]+) without", caption).groups())
    scaled = next(v for k, v in series.items() if "√" in k or "scal" in k.lower())
    raw = next(v for k, v in series.items() if v is not scaled)
    assert (on, off) == (round(scaled[-1], 3), round(raw[-1], 3)) and on < off, (caption, series.keys())

    at = app(PAGE, at_sentence="the cat sat on the mat because it was tired")
    asym = next(m.value for m in at.markdown if m.value.startswith("Asymmetry in this sentence"))
    pair, number = r"r\(([^,()]+), ([^,()]+)\)", r"([−-]?[\d.]+)"
    a, b, rab, b2, a2, rba = re.search(rf"{pair} = {number} but {pair} = {number}", asym).groups()
    assert (b2, a2) == (b, a) and rab != rba, asym
    # r(a, b) is row a, column b of the scores' matrix the page draws (its heatmap, rows = the query word)
    heat = next(tr for c in at.get("plotly_chart") for tr in json.loads(c.proto.spec)["data"]
                if tr.get("type") == "heatmap" and a in (tr.get("y") or []) and b in (tr.get("x") or []))
    z = heat["z"]
    if isinstance(z, dict):                                  # plotly ships arrays typed: decode them
        import base64
        z = np.frombuffer(base64.b64decode(z["bdata"]), dtype=z["dtype"]).reshape(len(heat["y"]), len(heat["x"]))
    z = np.asarray(z, dtype=float)
    value = lambda v: float(v.rstrip(".").replace("−", "-"))      # noqa: E731
    assert value(rab) == pytest.approx(z[heat["y"].index(a), heat["x"].index(b)], abs=6e-4), (asym, z)
    assert value(rba) == pytest.approx(z[heat["y"].index(b), heat["x"].index(a)], abs=6e-4), (asym, z)
